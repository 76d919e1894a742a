// `npm run bench:deliveries`: how the delivery engine's reads and writes hold as the log grows.
// 1. 1,000 subscriptions on local receivers, and 10,000 delivered deliveries loaded (their streams,
//    two events each, and their read-model rows); GET /v1/deliveries p50 (filtered by status, by
//    subscription, and the second page by cursor), the busiest subscription's stats over 28 days, and
//    fan-outs to the 1,000 subscriptions.
// 2. Grows to BENCH_DELIVERIES deliveries (10,000,000, so 20,000,000 delivery events) and measures
//    both again. Prints figures and ratios; asserts nothing.
// The load writes rows of the shape the engine writes (emmett's streams and messages, `deliveries`,
// `delivery_attempts`, ids hashed as the engine's are, so new keys land all over the loaded indexes)
// with server-side SQL, a million deliveries per statement: appending ten million through the engine
// would take hours. After loading, VACUUM and a checkpoint settle the database, as months of
// autovacuum would have: what is measured is a database that holds ten million deliveries, not the
// aftermath of writing them in half an hour. 10,000,000 deliveries take about 25 GB of disk.
import os from 'node:os';
import type pg from 'pg';
import { rotateApiKey } from '../src/application/customerCommands.js';
import type { RunningService } from '../src/services/service.js';
import { benchDatabase, machine, percentile, startBenchService } from './bench-support.js';
import { engineRound, type Receivers, startReceivers, subscribe } from './bench-delivery-support.js';
import { rebuildStatsRollup } from './bench-stats-rollup.js';

const TARGET = Number(process.env.BENCH_DELIVERIES ?? 10_000_000);
const BASE = 10_000;
const CHUNK = 1_000_000;
const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 200);
/**
 * One delivery in this many belongs to the measured customer (one of ten customers of this size), so
 * that even at 10,000 each listing measured has a full page: 1,000 of its deliveries, 100 gave up.
 */
const CUSTOMER_SHARE = 10;
/** Fan-outs measured at each size (the median is printed): one fan-out is one sample of a noisy machine. */
const FAN_OUT_ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
/**
 * The loaded deliveries are spread over the 27 days before the run, in the order of their numbers, so
 * that the stats' widest window (28 days) holds the measured subscription's whole history (an hour row per hour
 * at ten million) and everything the engine makes in the run is newer.
 */
const LOADED_SPAN = 27 * 86_400_000;
const LOADED_FROM = Date.now() - LOADED_SPAN - 3_600_000;

/**
 * Deliveries [from, to) as emmett and the deliveries read model store them: a stream, a
 * DeliveryStarted and a DeliveryAttemptSucceeded (one in ten failed and gave up), a `deliveries`
 * row and an attempt row. Every CUSTOMER_SHARE-th is the measured customer's: half of those on its
 * busiest subscription (the one whose page is measured, full at every size), the rest spread over
 * its other subscriptions; the rest are other customers'. Older than anything the engine makes after.
 */
async function load(pool: pg.Pool, from: number, to: number, customerId: string, subscriptionIds: string[]) {
  const params = [from, to - 1, customerId, subscriptionIds, CUSTOMER_SHARE, LOADED_FROM, Math.floor(LOADED_SPAN / TARGET)];
  const rows = `SELECT g, 'dlv_' || left(translate(encode(sha256(('load ' || g)::bytea), 'base64'), '+/', '-_'), 22) AS id,
                  CASE WHEN g % $5 = 0 THEN $3 ELSE 'cus_load_' || (g % 1000) END AS customer_id,
                  CASE WHEN g % $5 <> 0 THEN 'sub_load_' || (g % 100000)
                       WHEN (g / $5) % 2 = 0 THEN ($4::text[])[1]
                       ELSE ($4::text[])[2 + (g / $5 / 2) % (cardinality($4::text[]) - 1)] END AS subscription_id,
                  'evt_load_' || (g / 10000) AS event_id,
                  CASE WHEN (g / $5) % 10 = 7 THEN 'gave_up' ELSE 'delivered' END AS status,
                  $6::bigint + g * $7::bigint AS at
                FROM generate_series($1::bigint, $2::bigint) AS g`;
  await pool.query(
    `INSERT INTO emt_streams (stream_id, stream_position, partition, stream_type, stream_metadata, is_archived)
     SELECT 'delivery-' || id, 2, 'emt:default', 'delivery', '{}', false FROM (${rows}) r`,
    params,
  );
  for (const [position, type, data] of [
    [
      1,
      'DeliveryStarted',
      `jsonb_build_object('deliveryId', id, 'subscriptionId', subscription_id, 'customerId', customer_id, 'eventId', event_id, 'eventVersion', 1, 'startedAt', to_char(to_timestamp(at / 1000.0) AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'))`,
    ],
    [
      2,
      `CASE WHEN status = 'delivered' THEN 'DeliveryAttemptSucceeded' ELSE 'DeliveryAttemptFailed' END`,
      `jsonb_build_object('deliveryId', id, 'subscriptionId', subscription_id, 'attempt', 1, 'attemptedAt', to_char(to_timestamp(at / 1000.0) AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'), 'statusCode', CASE WHEN status = 'delivered' THEN 204 ELSE 500 END, 'error', NULL, 'durationMs', 12, 'nextAttemptAt', NULL)`,
    ],
  ] as const) {
    await pool.query(
      `INSERT INTO emt_messages (stream_id, stream_position, partition, message_data, message_metadata, message_schema_version, message_type, message_kind, message_id, transaction_id)
       SELECT 'delivery-' || id, ${position}, 'emt:default', ${data}, jsonb_build_object('now', at), '1',
              ${position === 1 ? `'${type}'` : type}, 'E', gen_random_uuid()::text, pg_current_xact_id()
       FROM (${rows}) r`,
      params,
    );
  }
  await pool.query(
    `INSERT INTO deliveries (id, subscription_id, customer_id, event_id, event_version, status, attempts, created_at, last_attempt_at,
                             next_attempt_at, last_response_status, last_error, last_global_position)
     SELECT id, subscription_id, customer_id, event_id, 1, status, 1, at, at, NULL, CASE WHEN status = 'delivered' THEN 204 ELSE 500 END, NULL, g
     FROM (${rows}) r`,
    params,
  );
  await pool.query(
    `INSERT INTO delivery_attempts (delivery_id, attempt, attempted_at, succeeded, response_status, error, duration_ms)
     SELECT id, 1, at, status = 'delivered', CASE WHEN status = 'delivered' THEN 204 ELSE 500 END, NULL, 12 FROM (${rows}) r`,
    params,
  );
}

/**
 * The stats rollup rebuilt from every delivery (the load bypasses the projection that keeps it), then
 * VACUUM (ANALYZE) the loaded tables and CHECKPOINT: the state autovacuum keeps a long-lived database in.
 */
async function settle(pool: pg.Pool): Promise<number> {
  const started = Date.now();
  const rollup = await rebuildStatsRollup(pool);
  console.log(
    `  stats rollup rebuilt: ${rollup.hours.toLocaleString('en')} hour rows, ${rollup.buckets.toLocaleString('en')} histogram rows`,
  );
  await pool.query('VACUUM (ANALYZE) emt_streams, emt_messages, deliveries, delivery_attempts');
  await pool.query('CHECKPOINT');
  return (Date.now() - started) / 1000;
}

/** The median fan-out rate of FAN_OUT_ROUNDS fan-outs to every subscription, with each round's rate. */
async function fanOuts(service: RunningService, receivers: Receivers, subscriptionIds: string[], label: string) {
  const rates: number[] = [];
  for (let round = 1; round <= FAN_OUT_ROUNDS; round++)
    rates.push((await engineRound(service, receivers, 'ai-office', subscriptionIds, `${label}-${round}`)).rate);
  return { rate: percentile(rates, 50), rates };
}

type Reads = Record<string, number>;

const loadAverage = () => os.loadavg()[0]!.toFixed(1);

/** A GET of the API with the customer's key, timed; anything but 200 ends the bench. */
const timedGet =
  (url: string, apiKey: string) =>
  async <Body>(path: string): Promise<{ ms: number; body: Body }> => {
    const started = performance.now();
    const response = await fetch(`${url}${path}`, { headers: { Authorization: `Bearer ${apiKey}` } });
    const body = (await response.json()) as Body;
    if (response.status !== 200) throw new Error(`${path}: ${response.status} ${JSON.stringify(body)}`);
    return { ms: performance.now() - started, body };
  };

/** p50 of REQUESTS requests one at a time, after REQUESTS / 10 to warm JIT and caches, as a running service is. */
async function warmP50(request: () => Promise<{ ms: number }>): Promise<number> {
  for (let i = 0; i < REQUESTS / 10; i++) await request();
  const times: number[] = [];
  for (let i = 0; i < REQUESTS; i++) times.push((await request()).ms);
  return percentile(times, 50);
}

/** p50 of GET /v1/deliveries per filter. */
async function reads(url: string, apiKey: string, subscriptionId: string): Promise<Reads> {
  const get = (query: string) => timedGet(url, apiKey)<{ deliveries: unknown[]; next_cursor?: string | null }>(`/v1/deliveries?${query}`);
  const { body } = await get('status=delivered&limit=50');
  const queries: Record<string, string> = {
    'status=delivered': 'status=delivered&limit=50',
    'status=gave_up': 'status=gave_up&limit=50',
    'subscription_id=…': `subscription_id=${subscriptionId}&limit=50`,
    'status=delivered, page 2': `status=delivered&limit=50&cursor=${encodeURIComponent(body.next_cursor ?? '')}`,
  };
  const p50: Reads = {};
  for (const [name, query] of Object.entries(queries)) {
    // Pages of different lengths are not the same work: a ratio of a short page to a full one flatters nothing.
    const { body: page } = await get(query);
    if (page.deliveries.length < 50) throw new Error(`${name}: ${page.deliveries.length} deliveries on the page, not a full page of 50`);
    p50[name] = await warmP50(() => get(query));
  }
  return p50;
}

/** p50 of GET /v1/subscriptions/{id}/stats over its widest window, with the deliveries it counts. */
async function stats(url: string, apiKey: string, subscriptionId: string) {
  const get = () => timedGet(url, apiKey)<{ deliveries: Record<string, number> }>(`/v1/subscriptions/${subscriptionId}/stats?window=28d`);
  const { body } = await get();
  return { p50: await warmP50(get), counted: Object.values(body.deliveries).reduce((a, b) => a + b, 0) };
}

async function main() {
  console.log(`regfeed deliveries at scale: ${machine()}; ${TARGET.toLocaleString('en')} deliveries at the end`);
  const { env, cleanup } = await benchDatabase();
  const receivers = await startReceivers();
  const { service, secretsKey } = await startBenchService(env);
  try {
    const { pool } = service.backend;
    const subscriptionIds = await subscribe(service, secretsKey, receivers, 'ai-office', 1_000);
    const { rows } = await pool.query('SELECT customer_id FROM subscriptions WHERE id = $1', [subscriptionIds[0]]);
    const customerId: string = rows[0].customer_id;
    const { apiKey } = await rotateApiKey(service.backend.eventStore, customerId);
    const url = service.url!;
    const mine = subscriptionIds.slice(0, 200);

    await engineRound(service, receivers, 'ai-office', subscriptionIds, 'warm-up');
    await load(pool, 0, BASE, customerId, mine);
    await settle(pool);
    const small = {
      load: loadAverage(),
      reads: await reads(url, apiKey, mine[0]!),
      stats: await stats(url, apiKey, mine[0]!),
      fanOut: await fanOuts(service, receivers, subscriptionIds, 'small'),
    };
    for (let from = BASE; from < TARGET; from += CHUNK) {
      const started = Date.now();
      await load(pool, from, Math.min(TARGET, from + CHUNK), customerId, mine);
      console.log(
        `  loaded ${Math.min(TARGET, from + CHUNK).toLocaleString('en')} deliveries (${((Date.now() - started) / 1000).toFixed(0)} s)`,
      );
    }
    console.log(`  settled: VACUUM (ANALYZE) and CHECKPOINT in ${(await settle(pool)).toFixed(0)} s`);
    const large = {
      load: loadAverage(),
      reads: await reads(url, apiKey, mine[0]!),
      stats: await stats(url, apiKey, mine[0]!),
      fanOut: await fanOuts(service, receivers, subscriptionIds, 'large'),
    };
    const { rows: size } = await pool.query(
      `SELECT (SELECT count(*) FROM deliveries)::float8 AS deliveries, (SELECT count(*) FROM emt_messages)::float8 AS events,
              pg_database_size(current_database())::float8 AS bytes`,
    );
    console.log(
      `\nat the end: ${size[0].deliveries.toLocaleString('en')} deliveries, ${size[0].events.toLocaleString('en')} events, database ${(size[0].bytes / 2 ** 30).toFixed(1)} GiB`,
    );
    console.log(
      `load average when measured: ${small.load} at ${BASE.toLocaleString('en')}, ${large.load} at ${TARGET.toLocaleString('en')} (on a busy machine the ratios say more about the load than the size)`,
    );
    console.log(
      `GET /v1/deliveries p50 (one customer of ten, 50 a page)   at ${BASE.toLocaleString('en')}   at ${TARGET.toLocaleString('en')}   ratio (target <= 1.5)`,
    );
    for (const name of Object.keys(small.reads))
      console.log(
        `  ${name.padEnd(30)} ${small.reads[name]!.toFixed(1).padStart(8)} ms ${large.reads[name]!.toFixed(1).padStart(10)} ms ${(large.reads[name]! / small.reads[name]!).toFixed(2).padStart(8)}`,
      );
    console.log(
      `GET /v1/subscriptions/{id}/stats?window=28d p50 ${small.stats.p50.toFixed(1).padStart(6)} ms ${large.stats.p50.toFixed(1).padStart(10)} ms (target < 50 ms; ` +
        `the subscription's deliveries in the window: ${small.stats.counted.toLocaleString('en')}, then ${large.stats.counted.toLocaleString('en')})`,
    );
    console.log(
      `fan-out to 1,000 subscriptions        ${small.fanOut.rate.toFixed(0).padStart(8)}/s ${large.fanOut.rate.toFixed(0).padStart(10)}/s ${((large.fanOut.rate / small.fanOut.rate) * 100).toFixed(0).padStart(7)}% (target >= 80%)`,
    );
    const rounds = (rates: number[]) => rates.map((rate) => rate.toFixed(0)).join(', ');
    console.log(`  (median of ${FAN_OUT_ROUNDS} fan-outs: ${rounds(small.fanOut.rates)} /s, then ${rounds(large.fanOut.rates)} /s)`);
  } finally {
    receivers.close();
    await service.stop();
    await cleanup();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
