// The stats rollup (delivery_stats_hourly and delivery_durations_hourly) rebuilt from the deliveries
// and attempts tables with SQL that follows deliveryStatsReadModel's definitions, for benches that load
// deliveries with SQL and so bypass the projection that keeps the rollup.
import type pg from 'pg';

const HOUR = 3_600_000;

/** Empties the rollup and fills it from every delivery and attempt; returns the rows it holds after. */
export async function rebuildStatsRollup(pool: pg.Pool) {
  await pool.query('TRUNCATE delivery_stats_hourly, delivery_durations_hourly');
  // Statuses sit in the hour the delivery was created, attempts in the hour of the attempt.
  await pool.query(`
    INSERT INTO delivery_stats_hourly (subscription_id, hour, pending, failed, delivered, gave_up, quota_exceeded, canceled,
                                       attempts_succeeded, attempts_failed, last_success_at, last_failure_at, last_error)
    SELECT subscription_id, hour, sum(pending), sum(failed), sum(delivered), sum(gave_up), 0, 0,
           sum(ok), sum(ko), max(last_ok), max(last_ko), (array_agg(err ORDER BY last_ko DESC NULLS LAST))[1]
    FROM (
      SELECT subscription_id, created_at / ${HOUR} * ${HOUR} AS hour, (status = 'pending')::int AS pending,
             (status = 'failed')::int AS failed, (status = 'delivered')::int AS delivered, (status = 'gave_up')::int AS gave_up,
             0 AS ok, 0 AS ko, NULL::bigint AS last_ok, NULL::bigint AS last_ko, NULL AS err
      FROM deliveries
      UNION ALL
      SELECT d.subscription_id, a.attempted_at / ${HOUR} * ${HOUR}, 0, 0, 0, 0, a.succeeded::int, (NOT a.succeeded)::int,
             CASE WHEN a.succeeded THEN a.attempted_at END, CASE WHEN NOT a.succeeded THEN a.attempted_at END, a.error
      FROM delivery_attempts a JOIN deliveries d ON d.id = a.delivery_id
    ) x GROUP BY subscription_id, hour`);
  await pool.query(`
    INSERT INTO delivery_durations_hourly (subscription_id, hour, bucket, attempts)
    SELECT d.subscription_id, a.attempted_at / ${HOUR} * ${HOUR},
           CASE WHEN a.duration_ms < 1 THEN 0 ELSE least(100, floor(4 * log(2, a.duration_ms::numeric)) + 1) END, count(*)
    FROM delivery_attempts a JOIN deliveries d ON d.id = a.delivery_id GROUP BY 1, 2, 3`);
  await pool.query('VACUUM ANALYZE delivery_stats_hourly, delivery_durations_hourly');
  const { rows } = await pool.query(
    `SELECT (SELECT count(*) FROM delivery_stats_hourly)::int AS hours, (SELECT count(*) FROM delivery_durations_hourly)::int AS buckets`,
  );
  return rows[0] as { hours: number; buckets: number };
}
