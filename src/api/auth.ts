import DataLoader from 'dataloader';
import type { Context, DefaultState, Middleware } from 'koa';
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

// One round trip for a whole batch of requests: find each key's customer, meter the requests per
// customer against the daily quota (the upsert takes the counter row's lock and grants at most what
// is left, so parallel requests admit exactly the quota; rows are taken in customer order, so that two
// batches never deadlock), and read the feed's change counter, which saves the events query a round
// trip of its own. Feed tokens are admitted the same way from their own table of the same shape.
type Credentials = 'api_keys' | 'feed_tokens';
const authenticateAndMeter = (credentials: Credentials) => `
WITH asked AS (
  SELECT digest, count(*)::int AS n FROM unnest($1::text[]) AS a(digest) GROUP BY digest
), caller AS (
  SELECT asked.digest, c.id, c.tier, c.status, c.api_requests_per_day AS quota, k.id AS credential_id, k.created_at AS credential_created_at
  FROM asked JOIN ${credentials} k ON k.digest = asked.digest AND k.revoked_at IS NULL JOIN customers c ON c.id = k.customer_id
), wanted AS (
  SELECT caller.id, min(caller.quota) AS quota, sum(asked.n)::int AS n FROM caller JOIN asked USING (digest) GROUP BY caller.id
), metered AS (
  INSERT INTO api_usage_daily AS u (customer_id, day, used, last_granted)
  SELECT id, (now() AT TIME ZONE 'UTC')::date, LEAST(n, quota), LEAST(n, quota) FROM wanted ORDER BY id
  ON CONFLICT (customer_id, day) DO UPDATE
    SET used = u.used + (SELECT LEAST(w.n, w.quota - u.used) FROM wanted w WHERE w.id = u.customer_id),
        last_granted = (SELECT LEAST(w.n, w.quota - u.used) FROM wanted w WHERE w.id = u.customer_id)
    WHERE u.used < (SELECT w.quota FROM wanted w WHERE w.id = u.customer_id)
  RETURNING customer_id, used, last_granted
)
SELECT caller.digest, caller.id, caller.tier, caller.status, caller.quota, m.used, m.last_granted,
       caller.credential_id, floor(extract(epoch FROM caller.credential_created_at) * 1000)::float8 AS credential_created_at,
       extract(epoch FROM (((now() AT TIME ZONE 'UTC')::date + 1)::timestamp AT TIME ZONE 'UTC'))::int AS reset_at,
       extract(epoch FROM now())::float8 AS now,
       (SELECT version::text FROM feed_version) AS feed_version
FROM caller LEFT JOIN metered m ON m.customer_id = caller.id`;

type Admission = {
  id: string;
  tier: string;
  status: Caller['status'];
  quota: number;
  /** The day's count including this request; null when it is over the quota. */
  used: number | null;
  reset_at: number;
  now: number;
  feed_version: string;
  /** The key's or the feed token's id, and when it was issued (Unix ms). */
  credential_id: string;
  credential_created_at: number;
};

/** A batch of requests' admissions, in their order: a customer's requests are granted in turn until its quota is used. */
async function admitBatch(pool: pg.Pool, digests: readonly string[], credentials: Credentials): Promise<(Admission | undefined)[]> {
  const name = credentials === 'api_keys' ? 'authenticate-and-meter' : `authenticate-and-meter-${credentials}`;
  const { rows } = await pool.query({ name, text: authenticateAndMeter(credentials), values: [digests] });
  const byDigest = new Map(rows.map((row) => [row.digest as string, row]));
  const takenByCustomer = new Map<string, number>();
  return digests.map((digest) => {
    const row = byDigest.get(digest);
    if (!row) return undefined;
    const taken = takenByCustomer.get(row.id) ?? 0;
    takenByCustomer.set(row.id, taken + 1);
    const granted = row.used !== null && taken < row.last_granted;
    return { ...row, used: granted ? row.used - row.last_granted + taken + 1 : null };
  });
}

/** Metering statements in flight at once per API process; the next batch forms while they run. */
const BATCHES_IN_FLIGHT = 2;

/**
 * Admissions go to PostgreSQL in batches: a request arriving while the metering statements are busy
 * joins the next one, so under load many requests cost one round trip and one counter update.
 */
export function batchedAdmissions(
  pool: pg.Pool,
  credentials: Credentials = 'api_keys',
): (digest: string) => Promise<Admission | undefined> {
  let inFlight = 0;
  const waiting: (() => void)[] = [];
  const loader = new DataLoader<string, Admission | undefined>(
    async (digests) => {
      inFlight++;
      try {
        return await admitBatch(pool, digests, credentials);
      } finally {
        inFlight--;
        waiting.shift()?.();
      }
    },
    {
      cache: false,
      maxBatchSize: 1_000,
      batchScheduleFn: (dispatch) => (inFlight < BATCHES_IN_FLIGHT ? process.nextTick(dispatch) : waiting.push(dispatch)),
    },
  );
  return (digest) => loader.load(digest);
}

function bearerToken(header: string | undefined): string | undefined {
  const match = /^Bearer +(\S+) *$/i.exec(header ?? '');
  return match?.[1];
}

/**
 * Admits a request with a valid, unrevoked key and quota left; counts it; sets the rate-limit
 * headers. Malformed keys are refused without a database round trip.
 */
export function requireApiKey(pool: pg.Pool): Middleware<AuthenticatedState> {
  const admit = batchedAdmissions(pool);
  return async (ctx, next) => {
    const token = bearerToken(ctx.get('Authorization'));
    if (!token || !isWellFormedApiKey(token)) throw unauthorized();
    const row = await admit(digestApiKey(token));
    if (!row) throw unauthorized();
    ctx.set('Cache-Control', 'no-store');
    ctx.state.caller = meterCaller(ctx, row);
    ctx.state.bindLog({ customerId: row.id });
    await next();
  };
}

/** Sets the rate-limit headers of an admission and gives its caller, or throws 429 when it is over the quota. */
export function meterCaller(ctx: Context, row: Admission): Caller {
  const rateHeaders = {
    'X-RateLimit-Limit': String(row.quota),
    'X-RateLimit-Remaining': String(row.used === null ? 0 : row.quota - row.used),
    'X-RateLimit-Reset': String(row.reset_at),
  };
  if (row.used === null) {
    const retryAfter = Math.max(1, Math.ceil(row.reset_at - row.now));
    throw rateLimited({ limit: row.quota, reset_at: row.reset_at }, { ...rateHeaders, 'Retry-After': String(retryAfter) });
  }
  ctx.set(rateHeaders);
  return { customerId: row.id, tier: row.tier, status: row.status, quota: row.quota, usedToday: row.used, feedVersion: row.feed_version };
}

/** For the paid feed: a suspended account gets 402 (it can still manage its subscriptions). */
export const requireActiveAccount: Middleware<AuthenticatedState> = async (ctx, next) => {
  if (ctx.state.caller.status !== 'active') throw paymentRequired();
  await next();
};
