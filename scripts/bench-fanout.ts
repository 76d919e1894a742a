// `npm run bench:fanout`: one event to 1,000 matching subscriptions on local receivers, with the
// default settings, then the same 1,000 signed POSTs sent by a plain loop (the same HTTP client,
// signing and concurrency) and by a durable loop (the plain loop writing each delivery and outcome to
// PostgreSQL, group-committed); each round runs all three back to back, so that their ratios come
// from the same minute of a shared machine. BENCH_ROUNDS rounds (5) after one warm-up round; medians.
// BENCH_SUBSCRIPTIONS=100000 adds one event fanned out to that many subscriptions, with the worker's
// peak resident memory and the largest transaction. Prints figures; asserts nothing.
import path from 'node:path';
import type pg from 'pg';
import { loadWebhookSecret } from '../src/application/subscriptionSecrets.js';
import { webhookPayload, testPayloadEvent } from '../src/domain/webhookPayload.js';
import { signatureHeaders } from '../src/domain/webhookSignature.js';
import { createWebhookSender, type WebhookSender } from '../src/delivery/webhookSender.js';
import type { RunningService } from '../src/services/service.js';
import {
  benchDatabase,
  cpuClock,
  loadAverages,
  machine,
  median,
  residentMemory,
  startCountingBenchService,
  statementCounts,
  startWorkerProcess,
  type WorkerProcess,
} from './bench-support.js';
import { engineRound, PER_CUSTOMER, RECEIVERS, startReceiverProcess, subscribe, type EngineRound } from './bench-delivery-support.js';

const SUBSCRIPTIONS = 1_000;
const LARGE = Number(process.env.BENCH_SUBSCRIPTIONS ?? 0);

/**
 * PostgreSQL's own count of the engine's statements (pg_stat_statements, preloaded on the embedded
 * server by the set-up): reset before the engine's rounds, printed after them per delivery.
 */
async function statementStatistics(pool: pg.Pool) {
  const counts = await statementCounts(pool);
  return {
    reset: async () => {
      await counts?.reset();
    },
    print: async (deliveries: number) => {
      if (!counts) return console.log('  (pg_stat_statements is not preloaded on this server: no per-statement figures)');
      const { rows } = await pool.query(
        `SELECT calls::float8 AS calls, total_exec_time AS ms, total_plan_time AS plan_ms, rows::float8 AS rows, regexp_replace(query, '\\s+', ' ', 'g') AS query,
                shared_blks_hit::float8 + shared_blks_read::float8 AS buffers, wal_records::float8 AS wal_records, wal_bytes::float8 AS wal_bytes
         FROM pg_stat_statements WHERE ${counts.where}
         ORDER BY total_exec_time + total_plan_time DESC`,
      );
      const calls = rows.reduce((sum, row) => sum + row.calls, 0);
      const ms = rows.reduce((sum, row) => sum + row.ms, 0);
      const planMs = rows.reduce((sum, row) => sum + row.plan_ms, 0);
      // Work counted rather than timed, so that the machine's load does not move it.
      const perDelivery = (column: 'buffers' | 'wal_records' | 'wal_bytes') =>
        (rows.reduce((sum, row) => sum + row[column], 0) / deliveries).toFixed(0);
      console.log(
        `\npg_stat_statements over the engine's rounds: ${(calls / deliveries).toFixed(2)} statements, ${((ms / deliveries) * 1000).toFixed(0)} µs of execution and ${((planMs / deliveries) * 1000).toFixed(0)} µs of planning per delivery; ${perDelivery('buffers')} buffers read, ${perDelivery('wal_records')} WAL records and ${perDelivery('wal_bytes')} WAL bytes written per delivery; the costliest:`,
      );
      const line = (row: (typeof rows)[number]) =>
        `  ${((row.ms / deliveries) * 1000).toFixed(0).padStart(4)} µs (+${((row.plan_ms / deliveries) * 1000).toFixed(0).padStart(3)} planning) ${(row.calls / deliveries).toFixed(3).padStart(6)} calls ${(row.rows / deliveries).toFixed(2).padStart(5)} rows ${(row.wal_records / deliveries).toFixed(1).padStart(5)} WAL records  ${row.query.slice(0, 90)}`;
      for (const row of rows.slice(0, 10)) console.log(line(row));
      // Each statement also costs the worker its driver's work and a socket write, whatever it does in PostgreSQL.
      console.log('the most frequent:');
      for (const row of [...rows].sort((a, b) => b.calls - a.calls).slice(0, 10)) console.log(line(row));
    },
  };
}

type Loop = { subscriptionIds: string[]; secrets: string[]; urls: string[]; sender: WebhookSender; concurrency: number };

/** 1,000 signed POSTs at `concurrency` in flight; `record`, when given, is awaited per outcome (it may batch them). */
async function sendAll(loop: Loop, label: string, record?: (deliveryId: string, statusCode: number | null) => Promise<void>) {
  let next = 0;
  await Promise.all(
    Array.from({ length: loop.concurrency }, async () => {
      for (let i = next++; i < loop.subscriptionIds.length; i = next++) {
        const deliveryId = `dlv_${label}_${i}`;
        const body = JSON.stringify(
          webhookPayload(testPayloadEvent(new Date()), { id: deliveryId, attempt: 1, subscription_id: loop.subscriptionIds[i]! }, 'both'),
        );
        const headers = {
          ...signatureHeaders({ secrets: [loop.secrets[i]!], messageId: deliveryId, body, timestamp: new Date() }),
          'X-Service-Delivery': deliveryId,
        };
        const result = await loop.sender.send(`${loop.urls[i % loop.urls.length]}?${label}-${i}`, body, headers);
        if (record) await record(deliveryId, result.statusCode);
      }
    }),
  );
}

/** The plain loop: deliveries per second. */
async function plainLoop(loop: Loop, label: string): Promise<number> {
  const started = Date.now();
  await sendAll(loop, label);
  return loop.subscriptionIds.length / ((Date.now() - started) / 1000);
}

/**
 * The durable loop: one row per delivery inserted (and committed) before sending, and each outcome
 * group-committed before it counts as done: an attempt row inserted and the delivery's status
 * updated, one transaction per burst of outcomes, two transactions at once, synchronous commit.
 */
async function durableLoop(pool: pg.Pool, loop: Loop, label: string): Promise<number> {
  const started = Date.now();
  const ids = loop.subscriptionIds.map((_, i) => `dlv_${label}_${i}`);
  await pool.query(
    `INSERT INTO bench_durable_deliveries (id, subscription_id, status, attempts, created_at)
     SELECT id, s, 'pending', 0, $3 FROM unnest($1::text[], $2::text[]) AS d(id, s)`,
    [ids, loop.subscriptionIds, started],
  );
  type Outcome = { deliveryId: string; statusCode: number | null; done: () => void; failed: (error: unknown) => void };
  const waiting: Outcome[] = [];
  let committing = 0;
  const commit = async (burst: Outcome[]) => {
    const client = await pool.connect();
    try {
      await client.query('BEGIN');
      const at = Date.now();
      await client.query(
        `INSERT INTO bench_durable_attempts (delivery_id, attempt, attempted_at, status_code)
         SELECT id, 1, $3, code FROM unnest($1::text[], $2::int[]) AS a(id, code)`,
        [burst.map((o) => o.deliveryId), burst.map((o) => o.statusCode), at],
      );
      await client.query(
        `UPDATE bench_durable_deliveries d SET status = CASE WHEN a.code BETWEEN 200 AND 299 THEN 'delivered' ELSE 'failed' END, attempts = 1
         FROM unnest($1::text[], $2::int[]) AS a(id, code) WHERE d.id = a.id`,
        [burst.map((o) => o.deliveryId), burst.map((o) => o.statusCode)],
      );
      await client.query('COMMIT');
      for (const outcome of burst) outcome.done();
    } catch (error) {
      await client.query('ROLLBACK').catch(() => {});
      for (const outcome of burst) outcome.failed(error);
    } finally {
      client.release();
    }
  };
  const flush = () => {
    while (committing < 2 && waiting.length) {
      committing++;
      void commit(waiting.splice(0)).finally(() => {
        committing--;
        flush();
      });
    }
  };
  await sendAll(loop, label, (deliveryId, statusCode) => {
    const recorded = new Promise<void>((done, failed) => waiting.push({ deliveryId, statusCode, done, failed }));
    setImmediate(flush);
    return recorded;
  });
  return ids.length / ((Date.now() - started) / 1000);
}

const range = (values: number[]) => `${Math.min(...values).toFixed(0)}–${Math.max(...values).toFixed(0)}`;

async function main() {
  console.log(`regfeed fan-out benchmark: ${machine()}`);
  const { env, cleanup } = await benchDatabase();
  let service: RunningService | undefined;
  let worker: WorkerProcess | undefined;
  // In a process of their own: this one's CPU time and resident memory are then the service's.
  const receivers = await startReceiverProcess();
  try {
    // This process runs the API role (ingestion, subscriptions) and the loops; the workers run in a
    // process of their own, as `regfeed serve --role worker` would, and so do the receivers.
    const started = await startCountingBenchService(env, 'api');
    service = started.service;
    const { config, secretsKey } = started;
    const { pool } = service.backend;
    worker = await startWorkerProcess(service.backend.database.url, env.SECRETS_KEY!);
    await pool.query(`CREATE TABLE bench_durable_deliveries (id text PRIMARY KEY, subscription_id text NOT NULL, status text NOT NULL,
                        attempts int NOT NULL, created_at bigint NOT NULL)`);
    await pool.query(`CREATE TABLE bench_durable_attempts (delivery_id text NOT NULL, attempt int NOT NULL, attempted_at bigint NOT NULL,
                        status_code int, PRIMARY KEY (delivery_id, attempt))`);

    const subscriptionIds = await subscribe(service, secretsKey, receivers, 'ai-office', SUBSCRIPTIONS);
    console.log(`  ${subscriptionIds.length} subscriptions on ${RECEIVERS} local receivers (ports), ${PER_CUSTOMER} per customer`);
    const sender = createWebhookSender({ allowPrivateTargets: true }, config.deliveryTimeoutMs);
    const secrets = await Promise.all(subscriptionIds.map(async (id) => (await loadWebhookSecret(pool, secretsKey, id))!.current));
    const loop: Loop = { subscriptionIds, secrets, urls: receivers.urls, sender, concurrency: config.deliveryConcurrency };

    const rounds = Number(process.env.BENCH_ROUNDS ?? 5);
    const statistics = await statementStatistics(pool);
    const engine: EngineRound[] = [];
    const plain: number[] = [];
    const durable: number[] = [];
    // CPU time of each kind of round (the counted ones): the worker's process, this one (API, loops, bench), the receivers' and PostgreSQL.
    const clock = cpuClock(env.DATA_DIR && path.join(env.DATA_DIR, 'postgres'), { worker: worker.pid, receivers: receivers.pid });
    const spent = () => ({ worker: 0, process: 0, postgres: 0, receivers: 0 });
    const cpu = { engine: spent(), plain: spent(), durable: spent() };
    const measured = async <T>(kind: keyof typeof cpu, counted: boolean, run: () => Promise<T>): Promise<T> => {
      const before = clock();
      const result = await run();
      const after = clock();
      if (counted) {
        cpu[kind].process += after.process - before.process;
        cpu[kind].postgres += (after.postgres ?? 0) - (before.postgres ?? 0);
        cpu[kind].worker += after.worker - before.worker;
        cpu[kind].receivers += after.receivers - before.receivers;
      }
      return result;
    };
    // The engine's rounds first, so that pg_stat_statements sees only its statements; each followed by both loops.
    for (let round = 0; round <= rounds; round++) {
      if (round === 1) await statistics.reset();
      const e = await measured('engine', round > 0, () => engineRound(service!, receivers, 'ai-office', subscriptionIds, String(round)));
      if (round === rounds) await statistics.print(rounds * SUBSCRIPTIONS);
      const p = await measured('plain', round > 0, () => plainLoop(loop, `plain${round}`));
      const d = await measured('durable', round > 0, () => durableLoop(pool, loop, `durable${round}`));
      const what = round === 0 ? 'warm-up' : `round ${round}`;
      console.log(
        `  ${what}: engine ${e.rate.toFixed(0)}/s (first attempt: first ${e.first} ms, p50 ${e.p50} ms, p99 ${e.p99} ms), plain loop ${p.toFixed(0)}/s, durable loop ${d.toFixed(0)}/s: engine ${((e.rate / p) * 100).toFixed(0)}% of plain, ${((e.rate / d) * 100).toFixed(0)}% of durable`,
      );
      if (round === 0) continue;
      engine.push(e);
      plain.push(p);
      durable.push(d);
    }

    if (process.execArgv.some((arg) => arg.startsWith('--cpu-prof')))
      console.log(`engine rounds' windows for the CPU profile (µs): ${JSON.stringify(engine.map((r) => r.window))}`);
    const engineRate = median(engine.map((r) => r.rate));
    const plainRate = median(plain);
    const durableRate = median(durable);
    console.log(`\nmedians of ${rounds} rounds (range in brackets); load average ${loadAverages()}`);
    console.log(
      `regfeed        ${engineRate.toFixed(0).padStart(6)} deliveries/s [${range(engine.map((r) => r.rate))}]   last delivered ${median(engine.map((r) => r.seconds)).toFixed(2)} s after ingestion`,
    );
    console.log(
      `               ingestion to first attempt: the first delivery's ${median(engine.map((r) => r.first))} ms, p50 ${median(engine.map((r) => r.p50))} ms [${range(engine.map((r) => r.p50))}], p99 ${median(engine.map((r) => r.p99))} ms (target p50 <= 1000 ms)`,
    );
    console.log(
      `plain loop     ${plainRate.toFixed(0).padStart(6)} deliveries/s [${range(plain)}]   ${config.deliveryConcurrency} at a time (DELIVERY_CONCURRENCY)`,
    );
    console.log(
      `durable loop   ${durableRate.toFixed(0).padStart(6)} deliveries/s [${range(durable)}]   the plain loop recording each delivery and outcome, group-committed`,
    );
    console.log(
      `ratio          ${((engineRate / plainRate) * 100).toFixed(0)}% of the plain loop's throughput (target >= 50%), ${((engineRate / durableRate) * 100).toFixed(0)}% of the durable loop's`,
    );
    const perDelivery = (ms: number) => ((ms * 1000) / (rounds * SUBSCRIPTIONS)).toFixed(0);
    const processes = (kind: keyof typeof cpu) =>
      `worker ${perDelivery(cpu[kind].worker)}, bench ${perDelivery(cpu[kind].process)}, receivers ${perDelivery(cpu[kind].receivers)}` +
      (clock().postgres === undefined ? '' : `, PostgreSQL ${perDelivery(cpu[kind].postgres)}`);
    console.log(
      `CPU per delivery (user + system, µs) by process: engine ${processes('engine')}; plain loop ${processes('plain')}; durable loop ${processes('durable')}` +
        (clock().postgres === undefined ? ' (PostgreSQL not measured: not an embedded server)' : ''),
    );

    // What the log and the tables keep per delivery (for docs/benchmarks.md's year of growth).
    const {
      rows: [{ deliveries }],
    } = await pool.query('SELECT count(*)::float8 AS deliveries FROM deliveries');
    const kept: string[] = [];
    for (const table of [
      'emt_messages',
      'emt_streams',
      'deliveries',
      'delivery_attempts',
      'delivery_attempts_due',
      'reactions',
      'pgboss.job',
    ]) {
      if (!(await pool.query('SELECT to_regclass($1) AS t', [table])).rows[0].t) continue;
      const { rows } = await pool.query(
        `SELECT (SELECT count(*) FROM ${table})::float8 AS rows,
                coalesce((SELECT sum(pg_total_relation_size(relid)) FROM pg_partition_tree('${table}') WHERE isleaf),
                         pg_total_relation_size('${table}'))::float8 AS bytes`,
      );
      kept.push(`${table} ${(rows[0].rows / deliveries).toFixed(2)} rows, ${(rows[0].bytes / deliveries).toFixed(0)} B`);
    }
    console.log(`kept per delivery (${deliveries} deliveries): ${kept.join('; ')}`);

    if (LARGE) {
      const largeIds = await subscribe(service, secretsKey, receivers, 'ep', LARGE);
      console.log(`\n  ${LARGE} subscriptions to source ep`);
      const rssBefore = residentMemory(worker.pid)?.now ?? 0;
      worker.resetPeak();
      const { rows: before } = await pool.query('SELECT coalesce(max(global_position), 0) AS last FROM emt_messages');
      const large = await engineRound(service, receivers, 'ep', largeIds, 'large');
      const peak = await worker.peak();
      // Rows one transaction wrote: its events, each with its stream row and read-model rows (deliveries, due or attempt rows).
      const { rows } = await pool.query(
        `SELECT max(n)::int AS events FROM (SELECT count(*) AS n FROM emt_messages WHERE global_position > $1 GROUP BY transaction_id) t`,
        [before[0].last],
      );
      console.log(
        `${String(LARGE).padEnd(14)} ${large.rate.toFixed(0).padStart(6)} deliveries/s, last delivered ${large.seconds.toFixed(1)} s after ingestion, first attempt p50 ${large.p50} ms: ${((large.rate / engineRate) * 100).toFixed(0)}% of the ${SUBSCRIPTIONS}-subscription figure (target >= 80%)`,
      );
      const mb = (bytes: number) => `${(bytes / 2 ** 20).toFixed(0)} MB`;
      console.log(
        `               peak resident memory of the worker's process ${mb(peak.rss)} (target < 512 MB)${peak.fromLinux ? '' : ' (sampled every 100 ms)'}, ${mb(rssBefore)} before the event; at the sampled peak its JS heap used ${mb(peak.heapUsed)} of ${mb(peak.heapTotal)}, external ${mb(peak.external)}`,
      );
      console.log(`               largest transaction: ${rows[0].events} events, each with its stream row and up to three read-model rows`);
    }
    await sender.close();
  } finally {
    receivers.close();
    await worker?.stop();
    await service?.stop();
    await cleanup();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
