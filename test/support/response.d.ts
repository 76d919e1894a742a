// Tests read response bodies loosely and assert on their shape.
declare global {
  interface Response {
    // biome-ignore lint/suspicious/noExplicitAny: tests read bodies loosely
    json(): Promise<any>;
  }
}
export {};
