// `npm run bench:stats`: GET /v1/subscriptions/{id}/stats for a subscription with a million
// deliveries (BENCH_DELIVERIES). Prints figures; asserts nothing.
//
// The deliveries and their attempts are loaded with SQL over the last 28 days (one to three attempts
// each, most delivered), beside 200 other subscriptions of 1,000 deliveries each; the hourly rollup
// is then filled from them with SQL that follows deliveryStatsReadModel's definitions. The script
// times the endpoint through HTTP (auth and quota included) for each window, times the same figures
// computed by scanning the deliveries and attempts, and checks that both agree.
import { onboardCustomer } from '../src/application/customerCommands.js';
import { createSubscription } from '../src/application/subscriptionCommands.js';
import { benchDatabase, machine, percentile, startBenchService } from './bench-support.js';
import { rebuildStatsRollup } from './bench-stats-rollup.js';

const DELIVERIES = Number(process.env.BENCH_DELIVERIES ?? 1_000_000);
const OTHERS = Number(process.env.BENCH_OTHER_SUBSCRIPTIONS ?? 200);
const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 200);
const HOUR = 3_600_000;
const DAYS_28 = 28 * 24 * HOUR;

async function main() {
  const { env, cleanup } = await benchDatabase();
  const { service, secretsKey } = await startBenchService({ ...env, DELIVERY_CONCURRENCY: '1' });
  const { pool, eventStore } = service.backend;
  try {
    console.log(`stats at ${DELIVERIES.toLocaleString('en')} deliveries of one subscription; ${machine()}`);
    const { customerId, apiKey } = await onboardCustomer(eventStore, { email: 'stats@example.org', tier: 'Team', customQuotas: null });
    const target = {
      webhookUrl: 'http://127.0.0.1:9/hook',
      topics: ['gpai' as const],
      sourceFilter: ['ai-office'],
      severityMin: 'info' as const,
      language: 'both' as const,
    };
    const { subscriptionId } = await createSubscription({ pool, eventStore, secretsKey }, customerId, target);
    const now = Date.now();

    const load = async (subscription: string, prefix: string, count: number) =>
      pool.query(
        `WITH d AS (
           INSERT INTO deliveries (id, subscription_id, customer_id, event_id, event_version, status, attempts, created_at,
                                   last_attempt_at, last_response_status, last_error, last_global_position)
           SELECT $2 || g, $1, $3, 'evt_bench_' || g, 1,
                  CASE WHEN g % 50 = 0 THEN 'gave_up' WHEN g % 97 = 0 THEN 'failed' ELSE 'delivered' END,
                  CASE WHEN g % 50 = 0 THEN 3 WHEN g % 97 = 0 THEN 2 WHEN g % 10 = 0 THEN 2 ELSE 1 END,
                  $4::bigint - 600000 - (g::bigint * 2654435761 % ($5::bigint - 600000)), NULL, NULL, NULL, 0
           FROM generate_series(1, $6::int) g
           RETURNING id, status, attempts, created_at
         )
         INSERT INTO delivery_attempts (delivery_id, attempt, attempted_at, succeeded, response_status, error, duration_ms)
         SELECT d.id, a, d.created_at + (a - 1) * 60000, d.status = 'delivered' AND a = d.attempts,
                CASE WHEN d.status = 'delivered' AND a = d.attempts THEN 200 ELSE 503 END,
                CASE WHEN d.status = 'delivered' AND a = d.attempts THEN NULL ELSE 'HTTP 503' END,
                (20 + (hashtext(d.id || a) & 1023) % 400)::int
         FROM d CROSS JOIN generate_series(1, d.attempts) a`,
        [subscription, prefix, customerId, now, DAYS_28, count],
      );
    let started = Date.now();
    await load(subscriptionId, 'dlv_bench_', DELIVERIES);
    for (let i = 0; i < OTHERS; i++) await load(`sub_other_${i}`, `dlv_other_${i}_`, 1_000);
    console.log(`  loaded deliveries and attempts in ${((Date.now() - started) / 1000).toFixed(1)} s`);

    started = Date.now();
    const rollup = await rebuildStatsRollup(pool);
    await pool.query('VACUUM ANALYZE deliveries, delivery_attempts');
    const { rows: sizes } = await pool.query(`SELECT count(*)::int AS attempts FROM delivery_attempts`);
    console.log(
      `  rollup filled in ${((Date.now() - started) / 1000).toFixed(1)} s: ${rollup.hours.toLocaleString('en')} hour rows, ` +
        `${rollup.buckets.toLocaleString('en')} histogram rows, for ${sizes[0].attempts.toLocaleString('en')} attempts\n`,
    );

    const url = `${service.url}/v1/subscriptions/${subscriptionId}/stats`;
    const scan = async (window: number) => {
      const from = Math.floor(now / HOUR) * HOUR - (window - 1) * HOUR;
      const t0 = performance.now();
      const { rows } = await pool.query(
        `SELECT (SELECT json_object_agg(status, n) FROM (SELECT status, count(*) AS n FROM deliveries
                 WHERE subscription_id = $1 AND created_at >= $2 GROUP BY status) s) AS deliveries,
                count(*)::int AS total, count(*) FILTER (WHERE a.succeeded)::int AS succeeded,
                percentile_disc(0.5) WITHIN GROUP (ORDER BY a.duration_ms) AS p50,
                percentile_disc(0.95) WITHIN GROUP (ORDER BY a.duration_ms) AS p95
         FROM delivery_attempts a JOIN deliveries d ON d.id = a.delivery_id
         WHERE d.subscription_id = $1 AND a.attempted_at >= $2`,
        [subscriptionId, from],
      );
      return { ms: performance.now() - t0, row: rows[0] };
    };

    console.log('| window | stats p50 | stats p95 | scan of the deliveries | ratio | deliveries in window | agree |');
    console.log('|---|---|---|---|---|---|---|');
    for (const [window, hours] of [
      ['1d', 24],
      ['7d', 168],
      ['28d', 672],
    ] as const) {
      const times: number[] = [];
      let body:
        | { deliveries: Record<string, number>; attempts: { total: number; succeeded: number }; duration_ms: { p50: number } }
        | undefined;
      for (let i = 0; i < REQUESTS; i++) {
        const t0 = performance.now();
        const response = await fetch(`${url}?window=${window}`, { headers: { Authorization: `Bearer ${apiKey}` } });
        body = await response.json();
        times.push(performance.now() - t0);
        if (response.status !== 200) throw new Error(`stats answered ${response.status}: ${JSON.stringify(body)}`);
      }
      const scans = [await scan(hours), await scan(hours), await scan(hours)];
      const scanMs = percentile(
        scans.map((s) => s.ms),
        50,
      );
      const truth = scans[0]!.row;
      const inWindow = Object.values(body!.deliveries).reduce((a, b) => a + b, 0);
      const agree =
        Object.entries(truth.deliveries ?? {}).every(([status, n]) => body!.deliveries[status] === Number(n)) &&
        body!.attempts.total === truth.total &&
        body!.attempts.succeeded === truth.succeeded &&
        Math.abs(body!.duration_ms.p50 - truth.p50) <= truth.p50 * 0.1;
      const p50 = percentile(times, 50);
      console.log(
        `| ${window} | ${p50.toFixed(1)} ms | ${percentile(times, 95).toFixed(1)} ms | ${scanMs.toFixed(0)} ms | ${(scanMs / p50).toFixed(0)}× | ` +
          `${inWindow.toLocaleString('en')} | ${agree ? 'yes' : `NO: ${JSON.stringify(truth)}`} (p50 ${body!.duration_ms.p50} ms, exact ${truth.p50} ms) |`,
      );
    }
  } finally {
    await service.stop();
    await cleanup();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
