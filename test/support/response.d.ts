// Tests read response bodies loosely and assert on their shape.
declare global {
  interface Response {
    json(): Promise<any>;
  }
}
export {};
