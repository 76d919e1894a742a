import http from 'node:http';
import type { AddressInfo } from 'node:net';

export type Received = { headers: http.IncomingHttpHeaders; body: string; at: number; method: string; url: string };

/** What the receiver does with a request: answer with a status, hang, or drop the connection. */
export type Behaviour = number | 'hang' | 'reset' | { status: number; headers?: Record<string, string>; delayMs?: number };

/** A real webhook receiver on 127.0.0.1; `behave` decides each answer from the requests so far. */
export async function startReceiver(behave: (received: Received[], request: Received) => Behaviour = () => 204) {
  const received: Received[] = [];
  const hanging = new Set<http.ServerResponse>();
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk) => chunks.push(chunk));
    req.on('end', () => {
      const request = {
        headers: req.headers,
        body: Buffer.concat(chunks).toString('utf8'),
        at: Date.now(),
        method: req.method ?? '',
        url: req.url ?? '',
      };
      received.push(request);
      const behaviour = behave(received, request);
      if (behaviour === 'hang') return void hanging.add(res);
      if (behaviour === 'reset') return void req.socket.destroy();
      const { status, headers = {}, delayMs = 0 } = typeof behaviour === 'number' ? { status: behaviour } : behaviour;
      setTimeout(() => res.writeHead(status, headers).end('ok'), delayMs);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/hook`,
    received,
    payloads: () => received.map((r) => JSON.parse(r.body)),
    close: () =>
      new Promise<void>((resolve) => {
        for (const res of hanging) res.destroy();
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** Polls until `check` returns a value (not undefined), or fails after `timeoutMs`. */
export async function eventually<T>(
  check: () => Promise<T | undefined> | T | undefined,
  timeoutMs = 20_000,
  what = 'condition',
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await check();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
