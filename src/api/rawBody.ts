import type { IncomingMessage } from 'node:http';
import { payloadTooLarge } from './errors.js';

export const MAX_BODY_BYTES = 256 * 1024;

/**
 * The request body exactly as sent, for signatures computed over the bytes. Refuses a declared or
 * actual length over `limit` without buffering more than that.
 */
export async function readRawBody(request: IncomingMessage, limit = MAX_BODY_BYTES): Promise<Buffer> {
  if (Number(request.headers['content-length'] ?? 0) > limit) throw payloadTooLarge();
  const chunks: Buffer[] = [];
  let length = 0;
  for await (const chunk of request) {
    length += (chunk as Buffer).length;
    if (length > limit) throw payloadTooLarge();
    chunks.push(chunk as Buffer);
  }
  return Buffer.concat(chunks, length);
}
