import { STATUS_CODES, type Server } from 'node:http';
import type { Duplex } from 'node:stream';
import type { ErrorBody } from './errors.js';

const REFUSALS: Record<string, [number, string]> = {
  HPE_HEADER_OVERFLOW: [431, 'The request headers are too large'],
  ERR_HTTP_REQUEST_TIMEOUT: [408, 'The request took too long to arrive'],
  HPE_INVALID_METHOD: [400, 'The request method is not one HTTP knows'],
};

/**
 * Requests Node's HTTP parser refuses (a NUL or a space in the path, an unknown method, a header
 * without a colon, obs-fold…) never reach the app; they are answered with the Error body too,
 * instead of Node's bare status line.
 */
export function answerClientErrors(server: Server): void {
  server.on('clientError', (error: NodeJS.ErrnoException, socket: Duplex & { _httpMessage?: { headersSent?: boolean } }) => {
    // A connection reset, or one whose response is already under way, has nobody to answer.
    if (!socket.writable || socket._httpMessage?.headersSent || error.code === 'ECONNRESET') {
      socket.destroy();
      return;
    }
    const [status, message] = REFUSALS[error.code ?? ''] ?? [400, 'The request is not well-formed HTTP'];
    const body = JSON.stringify({ error: 'invalid_input', message, details: {} } satisfies ErrorBody);
    socket.end(
      `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\nContent-Type: application/json; charset=utf-8\r\n` +
        `Content-Length: ${Buffer.byteLength(body)}\r\nX-Content-Type-Options: nosniff\r\nConnection: close\r\n\r\n${body}`,
    );
  });
}
