import { createHash } from 'node:crypto';
import type { Context, Middleware } from 'koa';
import type pg from 'pg';
import * as z from 'zod';
import { claimIdempotencyKey, releaseIdempotencyKey, storeIdempotentAnswer, type KeyClaim } from '../application/idempotencyKeys.js';
import type { SecretsKey } from '../application/subscriptionSecrets.js';
import type { AuthenticatedState } from './auth.js';
import { ApiError, invalidInput } from './errors.js';

/** 1 to 255 printable ASCII characters (decisions.md, "Idempotency"). */
const KEY_SHAPE = /^[\x20-\x7e]{1,255}$/;
/** How long a repeat waits for the first request with its key to answer. */
const WAIT_FOR_FIRST_MS = 30_000;
const POLL_MS = 50;

/** The header in the OpenAPI document of each idempotent path. */
export const IdempotencyHeaders = z.object({
  'idempotency-key': z
    .string()
    .min(1)
    .max(255)
    .optional()
    .meta({
      description:
        'Optional, 1-255 printable ASCII characters, kept 24 hours per customer: a repeat with the same key and body gets the ' +
        'first answer again (status and body); with another body, 409 `idempotency_conflict`',
    }),
});

const idempotencyConflict = () =>
  new ApiError(409, 'idempotency_conflict', 'This Idempotency-Key was used with another request body in the last 24 hours; use a new key');

/** Where a request names its key: the API's header, or a hidden field of a portal form (a form cannot send headers). */
export type IdempotencyKeyOf = (ctx: Context) => string | undefined;
const fromHeader: IdempotencyKeyOf = (ctx) => (ctx.headers['idempotency-key'] ? ctx.get('Idempotency-Key') : undefined);

/**
 * Makes a POST safe to repeat with an `Idempotency-Key`: the first request with a key runs and its
 * answer is kept (sealed); repeats with the same body get that answer, status and body, waiting
 * for it if the first still runs. A request that fails frees its key.
 */
export function idempotent(
  { pool, secretsKey }: { pool: pg.Pool; secretsKey: SecretsKey },
  keyOf: IdempotencyKeyOf = fromHeader,
): Middleware<AuthenticatedState> {
  return async (ctx, next) => {
    const key = keyOf(ctx);
    if (key === undefined) return next();
    if (!KEY_SHAPE.test(key))
      throw invalidInput('Idempotency-Key must be 1 to 255 printable ASCII characters', { header: 'Idempotency-Key' });
    const claim = {
      customerId: ctx.state.caller.customerId,
      key,
      requestHash: createHash('sha256')
        .update(`${ctx.method} ${ctx.path}\n${JSON.stringify((ctx.request as { body?: unknown }).body ?? null)}`)
        .digest('hex'),
    };
    const deadline = Date.now() + WAIT_FOR_FIRST_MS;
    let found: KeyClaim = await claimIdempotencyKey(pool, secretsKey, claim);
    while (found.state === 'running' && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, POLL_MS));
      found = await claimIdempotencyKey(pool, secretsKey, claim);
    }
    switch (found.state) {
      case 'other_request':
        throw idempotencyConflict();
      case 'running':
        throw new ApiError(409, 'conflict', 'A request with this Idempotency-Key is still running; repeat it shortly');
      case 'answered':
        ctx.status = found.answer.status;
        ctx.body = found.answer.body;
        ctx.set('Idempotent-Replayed', 'true');
        return;
      case 'claimed':
        try {
          await next();
        } catch (error) {
          await releaseIdempotencyKey(pool, claim);
          throw error;
        }
        await storeIdempotentAnswer(pool, secretsKey, claim, { status: ctx.status, body: ctx.body });
    }
  };
}
