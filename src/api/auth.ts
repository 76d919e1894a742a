import type { DefaultState, Middleware } from 'koa';
import type pg from 'pg';
import { digestApiKey, isWellFormedApiKey } from '../domain/apiKey.js';
import { paymentRequired, rateLimited, unauthorized } from './errors.js';

export type Caller = {
  customerId: string;
  tier: string;
  status: 'active' | 'suspended';
  quota: number;
  usedToday: number;
  /** The events table's change counter when the request was admitted (see the events page cache). */
  feedVersion: string;
};

export type AuthenticatedState = DefaultState & { caller: Caller };

// One round trip: find the key's customer and meter the request against the daily quota (the
// conditional upsert takes the counter row's lock, so N parallel requests admit exactly what is
// left), and read the feed's change counter, which saves the events query a round trip of its own.
const AUTHENTICATE_AND_METER = `
WITH caller AS (
  SELECT c.id, c.tier, c.status, c.api_requests_per_day AS quota
  FROM api_keys k JOIN customers c ON c.id = k.customer_id
  WHERE k.digest = $1 AND k.revoked_at IS NULL
), metered AS (
  INSERT INTO api_usage_daily AS u (customer_id, day, used)
  SELECT id, (now() AT TIME ZONE 'UTC')::date, 1 FROM caller
  ON CONFLICT (customer_id, day) DO UPDATE SET used = u.used + 1
    WHERE u.used < (SELECT quota FROM caller)
  RETURNING used
)
SELECT caller.id, caller.tier, caller.status, caller.quota, (SELECT used FROM metered) AS used,
       extract(epoch FROM (((now() AT TIME ZONE 'UTC')::date + 1)::timestamp AT TIME ZONE 'UTC'))::int AS reset_at,
       extract(epoch FROM now())::float8 AS now,
       (SELECT version::text FROM feed_version) AS feed_version
FROM caller`;

function bearerToken(header: string | undefined): string | undefined {
  const match = /^Bearer +(\S+) *$/i.exec(header ?? '');
  return match?.[1];
}

/**
 * Admits a request with a valid, unrevoked key and quota left; counts it; sets the rate-limit
 * headers. Malformed keys are refused without a database round trip.
 */
export function requireApiKey(pool: pg.Pool): Middleware<AuthenticatedState> {
  return async (ctx, next) => {
    const token = bearerToken(ctx.get('Authorization'));
    if (!token || !isWellFormedApiKey(token)) throw unauthorized();
    // Named: each connection parses and plans it once.
    const { rows } = await pool.query({ name: 'authenticate-and-meter', text: AUTHENTICATE_AND_METER, values: [digestApiKey(token)] });
    const row = rows[0];
    if (!row) throw unauthorized();
    const rateHeaders = {
      'X-RateLimit-Limit': String(row.quota),
      'X-RateLimit-Remaining': String(row.used === null ? 0 : row.quota - row.used),
      'X-RateLimit-Reset': String(row.reset_at),
    };
    ctx.set('Cache-Control', 'no-store');
    if (row.used === null) {
      const retryAfter = Math.max(1, Math.ceil(row.reset_at - row.now));
      throw rateLimited({ limit: row.quota, reset_at: row.reset_at }, { ...rateHeaders, 'Retry-After': String(retryAfter) });
    }
    ctx.set(rateHeaders);
    ctx.state.caller = { customerId: row.id, tier: row.tier, status: row.status, quota: row.quota, usedToday: row.used, feedVersion: row.feed_version };
    ctx.state.bindLog({ customerId: row.id });
    await next();
  };
}

/** For the paid feed: a suspended account gets 402 (it can still manage its subscriptions). */
export const requireActiveAccount: Middleware<AuthenticatedState> = async (ctx, next) => {
  if (ctx.state.caller.status !== 'active') throw paymentRequired();
  await next();
};
