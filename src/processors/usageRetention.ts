import type PgBoss from 'pg-boss';
import type pg from 'pg';
import type { Logger } from 'pino';

const QUEUE = 'usage-retention';
/** Daily counters are kept this long, for support questions about past quota use. */
export const USAGE_RETENTION_DAYS = 90;

/** A daily job that drops API usage counters older than the retention period. */
export async function startUsageRetention(boss: PgBoss, pool: pg.Pool, log: Logger): Promise<void> {
  await boss.createQueue(QUEUE, { name: QUEUE, policy: 'singleton' });
  await boss.schedule(QUEUE, '17 3 * * *', {}, { tz: 'UTC' });
  await boss.work(QUEUE, async () => {
    const { rowCount } = await pool.query(`DELETE FROM api_usage_daily WHERE day < (now() AT TIME ZONE 'UTC')::date - $1::int`, [
      USAGE_RETENTION_DAYS,
    ]);
    log.info({ deleted: rowCount }, 'old API usage counters deleted');
    // Keyed requests erase expired answers as they come; this catches customers who send no more.
    await pool.query('DELETE FROM idempotency_keys WHERE expires_at < now()');
  });
}
