import type PgBoss from 'pg-boss';
import type pg from 'pg';
import type { Logger } from 'pino';
import { jobIdFor } from '../runtime/outbox.js';
import { attemptPriority, jobKeys, QUEUES } from './deliveryReactions.js';

export const SWEEPER = 'delivery-sweeper';
/** How long an attempt may be overdue before the sweeper assumes its job was lost. */
const OVERDUE_MS = 60_000;

/**
 * Re-sends, under their usual ids, the attempts and give-ups that are overdue (a lost job is
 * re-created; a live one is left alone). First attempts still in the due table are the pumps' own.
 */
export async function sweep({ pool, boss, log }: { pool: pg.Pool; boss: PgBoss; log: Logger }): Promise<void> {
  const { rows } = await pool.query(
    `SELECT id, attempts, next_attempt_at IS NULL AS exhausted FROM deliveries
     WHERE ((status IN ('pending', 'failed') AND next_attempt_at < $1) OR (status = 'failed' AND next_attempt_at IS NULL))
       -- First attempts are due when their delivery was created; the due table holds them (and the index leaves them out).
       AND next_attempt_at IS DISTINCT FROM created_at
       AND NOT EXISTS (SELECT 1 FROM delivery_attempts_due due WHERE due.delivery_id = deliveries.id)
     LIMIT 1000`,
    [Date.now() - OVERDUE_MS],
  );
  let resent = 0;
  for (const row of rows) {
    const next = row.attempts + 1;
    const sent = row.exhausted
      ? await boss.send(QUEUES.giveUp, { deliveryId: row.id }, { id: jobIdFor(jobKeys.giveUp(row.id)) })
      : await boss.send(
          QUEUES.attempt,
          { deliveryId: row.id, attempt: next },
          { id: jobIdFor(jobKeys.attempt(row.id, next)), priority: attemptPriority(next) },
        );
    if (sent) resent++;
  }
  if (resent) log.warn({ resent }, 'sweeper re-sent overdue delivery jobs');
}
