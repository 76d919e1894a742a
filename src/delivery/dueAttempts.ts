import type pg from 'pg';
import { attemptContextQuery, type AttemptContext } from '../projections/deliveriesReadModel.js';
import type { AttemptJob } from './deliveryReactions.js';

/** A claimed first attempt, with its context read in the same statement. */
export type ClaimedAttempt = AttemptJob & { context: AttemptContext };

/** The largest claim: 2^9 = 512 attempts. */
const MAX_CLAIM_POWER = 9;

/**
 * First attempts claimed straight from what the fan-out committed (`delivery_attempts_due`, kept by
 * the deliveries read model), with no outbox row or pg-boss job each. A claim holds a row until
 * `claimed_until`: the outcome's transaction deletes it before then, and a pump killed meanwhile
 * leaves it to come back when the claim lapses. Up to `limit` are claimed, rounded down to a power of two.
 */
export async function claimDueAttempts(pool: pg.Pool, limit: number, claimMs: number, now = Date.now()): Promise<ClaimedAttempt[]> {
  // Prepared, so not planned at each claim (planning this join cost PostgreSQL about a millisecond, as
  // much as running it), with its LIMIT written in: a generic plan that cannot see the LIMIT scanned
  // the due table and `deliveries` whole at a hundred thousand due rows (97 ms a claim). One
  // statement per power of two; a claim takes the largest that fits. The time is read through a
  // subquery so that a plan for its value looks no cheaper than the generic one, which PostgreSQL
  // then keeps instead of planning each call. The claimed rows are updated by their row addresses
  // (locked, so they stay put), not looked up again by key.
  const size = 2 ** Math.min(MAX_CLAIM_POWER, Math.floor(Math.log2(Math.max(1, limit))));
  const { rows } = await pool.query({
    name: `due-attempts-claim-${size}`,
    text: `WITH claimed AS (
             UPDATE delivery_attempts_due SET claimed_until = $1 + $2
             WHERE ctid = ANY (ARRAY(
               SELECT ctid FROM delivery_attempts_due WHERE available_at <= (SELECT $1::bigint) AND claimed_until <= (SELECT $1::bigint)
               ORDER BY available_at, position LIMIT ${size} FOR UPDATE SKIP LOCKED))
             RETURNING delivery_id, attempt, position)
           SELECT claimed.delivery_id, claimed.attempt AS due_attempt, ${attemptContextQuery.columns}
           FROM claimed JOIN deliveries d ON d.id = claimed.delivery_id ${attemptContextQuery.joins}
           ORDER BY claimed.position`,
    values: [now, claimMs],
  });
  // In a fan-out's order, in which customers take turns.
  return rows.map(({ delivery_id, due_attempt, ...context }) => ({ deliveryId: delivery_id, attempt: due_attempt, context }));
}

/** Claimed attempts to be looked at again later (a paused customer, a turn not given, a failure), or dropped (no longer due). */
export async function settleDueAttempts(
  pool: pg.Pool,
  later: { deliveryId: string; attempt: number; at: number }[],
  dropped: { deliveryId: string; attempt: number }[],
): Promise<void> {
  if (later.length)
    await pool.query(
      `UPDATE delivery_attempts_due due SET available_at = l.at, claimed_until = 0
       FROM unnest($1::text[], $2::int[], $3::bigint[]) AS l(delivery_id, attempt, at)
       WHERE due.delivery_id = l.delivery_id AND due.attempt = l.attempt`,
      [later.map((l) => l.deliveryId), later.map((l) => l.attempt), later.map((l) => l.at)],
    );
  if (dropped.length)
    await pool.query(
      `DELETE FROM delivery_attempts_due due USING unnest($1::text[], $2::int[]) AS d(delivery_id, attempt)
       WHERE due.delivery_id = d.delivery_id AND due.attempt = d.attempt`,
      [dropped.map((d) => d.deliveryId), dropped.map((d) => d.attempt)],
    );
}
