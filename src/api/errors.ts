import { EmmettError } from '@event-driven-io/emmett';
import type { Middleware } from 'koa';
import * as z from 'zod';
import { isDatabaseOutage, RETRY_AFTER_SECONDS } from '../runtime/databaseAvailability.js';

/** The `error` value for each status (decisions.md, "Errors"). */
export const ERROR_CODES = {
  400: 'invalid_input',
  401: 'unauthorized',
  402: 'payment_required',
  404: 'not_found',
  405: 'method_not_allowed',
  409: 'conflict',
  413: 'payload_too_large',
  415: 'unsupported_media_type',
  429: 'rate_limited',
  500: 'internal',
  503: 'unavailable',
} as const;
type KnownStatus = keyof typeof ERROR_CODES;

export const ErrorBody = z
  .object({
    error: z.string().meta({ example: 'invalid_input' }),
    message: z.string(),
    details: z.record(z.string(), z.unknown()),
  })
  .meta({ id: 'Error', description: 'The body of every non-2xx response' });
export type ErrorBody = z.infer<typeof ErrorBody>;

/** An error meant for the caller: rendered as the spec's Error body with its status. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly error: string,
    message: string,
    readonly details: Record<string, unknown> = {},
    readonly headers: Record<string, string> = {},
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

const fail = (status: KnownStatus, message: string, details?: Record<string, unknown>, headers?: Record<string, string>) =>
  new ApiError(status, ERROR_CODES[status], message, details, headers);

export const invalidInput = (message: string, details?: Record<string, unknown>) => fail(400, message, details);
export const unauthorized = () =>
  fail(401, 'Missing or invalid credentials: send "Authorization: Bearer <API key>"', {}, { 'WWW-Authenticate': 'Bearer' });
export const paymentRequired = () => fail(402, 'The account is suspended for non-payment; settle the open invoice to restore access');
export const notFound = (what = 'Resource') => fail(404, `${what} not found`);
export const methodNotAllowed = (method: string, allowed: string[]) =>
  fail(405, `${method} is not allowed here`, { allowed }, { Allow: allowed.join(', ') });
export const databaseUnavailable = () =>
  fail(503, 'The service cannot reach its database just now; try again shortly', {}, { 'Retry-After': String(RETRY_AFTER_SECONDS) });
export const rateLimited = (details: Record<string, unknown>, headers: Record<string, string>) =>
  fail(429, 'The daily API quota of this account is used up', details, headers);
export const tierLimitReached = (details: { tier: string; limit: number; enabled: number }) =>
  new ApiError(
    402,
    'tier_limit_reached',
    `The ${details.tier} tier allows ${details.limit} active subscription${details.limit === 1 ? '' : 's'}, and all are in use: ` +
      'delete one (DELETE /v1/subscriptions/{id}) or move to a larger tier',
    details,
  );
export const conflict = (message: string, details?: Record<string, unknown>) => fail(409, message, details);
export const monthlyDeliveriesUsedUp = () =>
  new ApiError(402, 'tier_limit_reached', 'The monthly delivery quota of this account is used up; a replay counts one delivery');
export const unsupportedMediaType = () => fail(415, 'Request bodies must be JSON (Content-Type: application/json)');
export const payloadTooLarge = () => fail(413, 'The request body is larger than 256 KiB');
export const badPaymentSignature = () =>
  fail(401, 'Missing or invalid Payment-Signature: expected the hex HMAC-SHA256 of the raw body, keyed with the shared secret');
export const paymentCallbackUnconfigured = () =>
  fail(503, 'The payment callback is not configured on this service (PAYMENT_WEBHOOK_SECRET is unset)');

/** Turns a zod failure into a 400 that names every failing field. */
export function zodToApiError(error: z.ZodError, where: 'body' | 'query' | 'path'): ApiError {
  const fields: Record<string, string[]> = {};
  const note = (path: PropertyKey[], message: string) => {
    // A query parameter is named as such (`topics`), with the position inside it in the message.
    const [head, ...rest] = path;
    const nested = where === 'query' && rest.length > 0;
    const field = head === undefined ? where : nested ? String(head) : path.join('.');
    (fields[field] ??= []).push(nested ? `item ${Number(rest[0]) + 1}: ${message}` : message);
  };
  for (const issue of error.issues) {
    // An unknown field is named itself, not the object around it.
    if (issue.code === 'unrecognized_keys') for (const key of issue.keys) note([...issue.path, key], 'is not a field of this request');
    else note(issue.path, issue.message);
  }
  const summary = Object.entries(fields)
    .map(([field, messages]) => `${field}: ${messages.join('; ')}`)
    .join(', ');
  return invalidInput(`Invalid ${where}: ${summary}`, { fields });
}

const EMMETT_STATUS: Record<number, KnownStatus> = { 400: 400, 403: 409, 404: 404, 412: 409 };

/** Maps anything thrown below it to the Error body; a 500 says `internal` and nothing more. */
export function toApiError(error: unknown): ApiError {
  if (error instanceof ApiError) return error;
  if (error instanceof z.ZodError) return zodToApiError(error, 'body');
  // A request caught in flight when the database went away; nothing it asked for was done.
  if (isDatabaseOutage(error)) return databaseUnavailable();
  if (EmmettError.isInstanceOf(error)) {
    const status = EMMETT_STATUS[error.errorCode];
    if (status) return fail(status, error.message);
  }
  // http-errors from Koa and the body parser: their 4xx messages are safe to show.
  const status = (error as { status?: unknown })?.status;
  if (typeof status === 'number' && status >= 400 && status < 500) {
    if (status === 400) return invalidInput('The request body is not valid JSON');
    if (status === 413) return payloadTooLarge();
    if (status === 415) return unsupportedMediaType();
    const code = ERROR_CODES[status as KnownStatus] ?? 'invalid_input';
    return new ApiError(status, code, (error as Error).message || code);
  }
  return fail(500, 'Something went wrong on our side; it has been logged');
}

export const errorMiddleware: Middleware = async (ctx, next) => {
  try {
    await next();
  } catch (thrown) {
    const apiError = toApiError(thrown);
    if (apiError.status >= 500 && apiError.status !== 503) ctx.state.log?.error({ err: thrown }, 'request failed');
    ctx.status = apiError.status;
    ctx.set(apiError.headers);
    ctx.body = { error: apiError.error, message: apiError.message, details: apiError.details } satisfies ErrorBody;
  }
};
