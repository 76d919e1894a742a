import type { Middleware } from 'koa';
import { invalidInput } from './errors.js';

/** Deeper JSON than any request of this API needs; checked without recursion, before anything recurses. */
export const MAX_JSON_DEPTH = 32;

const NUL = '\u0000';

/** Why a parsed JSON value is refused, and where (a dotted path into it, empty for the value itself). */
export type Unacceptable = { reason: string; at: string };

/**
 * Why a parsed JSON value is refused, if it is: NUL characters (PostgreSQL cannot store them in
 * text) in any string or key, or nesting deeper than MAX_JSON_DEPTH. Walks with a stack of its own.
 */
export function unacceptableJson(value: unknown): Unacceptable | undefined {
  const nul = 'NUL characters (U+0000) are not accepted';
  const stack: [unknown, number, string][] = [[value, 0, '']];
  const join = (at: string, key: string) => (at ? `${at}.${key}` : key);
  while (stack.length) {
    const [item, depth, at] = stack.pop()!;
    if (typeof item === 'string') {
      if (item.includes(NUL)) return { reason: nul, at };
      continue;
    }
    if (item === null || typeof item !== 'object') continue;
    if (depth >= MAX_JSON_DEPTH) return { reason: `nesting deeper than ${MAX_JSON_DEPTH} levels is not accepted`, at };
    if (Array.isArray(item)) {
      for (const [index, element] of item.entries()) stack.push([element, depth + 1, join(at, String(index))]);
      continue;
    }
    for (const [key, element] of Object.entries(item)) {
      if (key.includes(NUL)) return { reason: nul, at };
      stack.push([element, depth + 1, join(at, key)]);
    }
  }
  return undefined;
}

/** The Error body names the offending field (`q`, `source_filter.0`), or the path, query or body as a whole. */
const refuse = (where: 'path' | 'query' | 'body', { reason, at }: Unacceptable) =>
  invalidInput(`Invalid ${where}: ${reason}`, { fields: { [at || where]: [reason] } });

/** JSON text parsed and checked as every request body is (for routes that read their raw body). */
export function parseCheckedJson(text: string): unknown {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    throw invalidInput('The request body is not valid JSON');
  }
  const unacceptable = unacceptableJson(value);
  if (unacceptable) throw refuse('body', unacceptable);
  return value;
}

/**
 * The edge's one check of what a request carries before any route sees it: NUL in the path, the
 * query or a JSON body, and bodies nested too deep. Runs after the body parser.
 */
export const refuseUnacceptableInput: Middleware = async (ctx, next) => {
  if (/%00/.test(ctx.path) || ctx.path.includes(NUL)) throw refuse('path', { reason: 'NUL characters (U+0000) are not accepted', at: '' });
  const inQuery = ctx.querystring ? unacceptableJson(ctx.query) : undefined;
  if (inQuery) throw refuse('query', inQuery);
  const inBody = ctx.request.body === undefined ? undefined : unacceptableJson(ctx.request.body);
  if (inBody) throw refuse('body', inBody);
  await next();
};

/** A compressed body that does not decompress (a broken gzip stream, garbage brotli) is the client's error. */
export function undecodableBody(error: unknown): unknown {
  const code = (error as { code?: unknown })?.code;
  if (typeof code === 'string' && (code.startsWith('Z_') || code.startsWith('ERR__ERROR') || code.startsWith('ERR_BROTLI'))) {
    return invalidInput('The request body could not be decompressed as its Content-Encoding says', { fields: { body: ['not decodable'] } });
  }
  return error;
}
