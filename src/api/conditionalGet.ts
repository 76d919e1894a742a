import { createHash } from 'node:crypto';
import type { Context } from 'koa';

/** A strong validator for a body: its SHA-256, quoted. */
export const etagOf = (body: string): string => `"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`;

/**
 * Whether the caller already holds this representation (RFC 9110 §13.1): If-None-Match against the
 * ETag (weak comparison), else If-Modified-Since against Last-Modified. Koa's `ctx.fresh` is not used:
 * it treats the request's `Cache-Control: no-cache`, which fetch() adds to every conditional
 * request, as "never fresh", a cache's rule rather than an origin server's.
 */
export function callerHasIt(ctx: Context, etag: string, lastModified?: Date): boolean {
  const ifNoneMatch = ctx.get('If-None-Match');
  if (ifNoneMatch) {
    const opaque = (tag: string) => tag.trim().replace(/^W\//, '');
    return ifNoneMatch.trim() === '*' || ifNoneMatch.split(',').some((tag) => opaque(tag) === opaque(etag));
  }
  const ifModifiedSince = Date.parse(ctx.get('If-Modified-Since'));
  if (lastModified && !Number.isNaN(ifModifiedSince)) return Math.floor(lastModified.getTime() / 1000) * 1000 <= ifModifiedSince;
  return false;
}

/** Answers 200 with `body` and its validators, or 304 without a body when the caller has it. */
export function sendConditionally(ctx: Context, options: { type: string; body: string; cacheControl: string; lastModified?: Date }): void {
  const etag = etagOf(options.body);
  ctx.set('ETag', etag);
  ctx.set('Cache-Control', options.cacheControl);
  if (options.lastModified) ctx.set('Last-Modified', options.lastModified.toUTCString());
  if (callerHasIt(ctx, etag, options.lastModified)) {
    ctx.status = 304;
    return;
  }
  ctx.type = options.type;
  ctx.body = options.body;
}
