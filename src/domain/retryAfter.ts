/** The longest a receiver's Retry-After may defer an attempt (decisions.md, "Receiver control"). */
export const MAX_RETRY_AFTER_MS = 24 * 60 * 60 * 1000;

/** Statuses whose Retry-After is honoured. */
const DEFERRING_STATUSES = new Set([429, 503]);

/**
 * How long a receiver asked to wait, in ms from `now`: `Retry-After` in seconds or as an HTTP date
 * (RFC 9110 §10.2.3); null for another status, no header or one that is neither.
 */
export function retryAfterMs(statusCode: number | null, header: string | undefined, now: number): number | null {
  if (statusCode === null || !DEFERRING_STATUSES.has(statusCode) || header === undefined) return null;
  const value = header.trim();
  if (/^\d+$/.test(value)) return Number(value) * 1000;
  const at = Date.parse(value);
  return Number.isNaN(at) ? null : Math.max(0, at - now);
}
