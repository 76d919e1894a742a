// `npm run bench:recording`: the engine's database path alone, with no HTTP: one event fanned out to
// 1,000 subscriptions (`fanOut`, transactions of 64 up to 1,000 starts), then the 1,000 outcomes
// recorded as the pump does (`handleDeliveryCommands`, batches of 64, two at once). Prints the CPU
// time per delivery of this process and of PostgreSQL for each part (medians of BENCH_ROUNDS rounds
// after a warm-up): on two shared cores these move far less with the machine's load than a timing;
// and PostgreSQL's counts of the work (pg_stat_statements: statements, WAL records and bytes per
// delivery, over all counted rounds), which the load does not move at all.
// The API role only: no pump claims the deliveries, no relay moves the fan-out job. Asserts nothing.
import path from 'node:path';
import { deliveryIdFor, type DeliveryCommand } from '../src/domain/delivery.js';
import { handleDeliveryCommands } from '../src/delivery/deliveryBatch.js';
import { fanOut } from '../src/delivery/fanOut.js';
import { ingestEvent } from '../src/ingestion/ingest.js';
import { subscribe } from './bench-delivery-support.js';
import { benchDatabase, cpuClock, loadAverages, machine, median, startCountingBenchService, statementCounts } from './bench-support.js';

const SUBSCRIPTIONS = 1_000;
const BATCH = 64;
const RECORDERS = 2;

async function main() {
  console.log(`regfeed recording benchmark: ${machine()}`);
  const { env, cleanup } = await benchDatabase();
  const { service, secretsKey } = await startCountingBenchService(env, 'api');
  try {
    const { pool, eventStore } = service.backend;
    const counts = await statementCounts(pool);
    const clock = cpuClock(env.DATA_DIR && path.join(env.DATA_DIR, 'postgres'));
    // Targets are never posted to.
    const receivers = { urls: ['http://127.0.0.1:9/a', 'http://127.0.0.1:9/b'], firstSeen: new Map<string, number>(), close: () => {} };
    const subscriptionIds = await subscribe(service, secretsKey, receivers, 'ai-office', SUBSCRIPTIONS);
    const rounds = Number(process.env.BENCH_ROUNDS ?? 7);
    type Run = { process: number; postgres: number; ms: number; calls: number; walRecords: number; walBytes: number };
    const parts = { fanOut: [] as Run[], record: [] as Run[] };
    const measured = async (into: Run[] | undefined, run: () => Promise<unknown>) => {
      await counts?.reset();
      const before = clock();
      const started = performance.now();
      await run();
      const after = clock();
      into?.push({
        process: after.process - before.process,
        postgres: (after.postgres ?? 0) - (before.postgres ?? 0),
        ms: performance.now() - started,
        ...((await counts?.totals()) ?? { calls: NaN, walRecords: NaN, walBytes: NaN }),
      });
    };
    for (let round = 0; round <= rounds; round++) {
      const { id: eventId } = await ingestEvent(service.backend, {
        source_id: 'ai-office',
        event_type: 'guidance',
        topics: ['gpai'],
        severity: 'high',
        title_en: `Recording benchmark ${round}: guidelines for providers of general-purpose AI models`,
        summary_en: 'The AI Office publishes guidance for providers of general-purpose AI models. '.repeat(4),
        url_official: `https://digital-strategy.ec.europa.eu/en/library/recording-${Date.now()}-${round}`,
        ai_act_articles: ['Art. 53'],
        published_at: Date.now(),
      });
      if (!eventId) throw new Error('the benchmark event was rejected');
      const counted = round > 0;
      await measured(counted ? parts.fanOut : undefined, () => fanOut({ eventStore, pool }, eventId, 1));
      const outcomes: DeliveryCommand[] = subscriptionIds.map((subscriptionId) => ({
        type: 'RecordAttempt',
        data: {
          deliveryId: deliveryIdFor(eventId, 1, subscriptionId),
          attempt: 1,
          retrySchedule: [60_000, 300_000, 1_800_000, 7_200_000, 21_600_000],
          succeeded: true,
          statusCode: 204,
          error: null,
          durationMs: 3,
          retryAfterMs: null,
        },
        metadata: { now: new Date() },
      }));
      let next = 0;
      await measured(counted ? parts.record : undefined, () =>
        Promise.all(
          Array.from({ length: RECORDERS }, async () => {
            while (next < outcomes.length) {
              const batch = outcomes.slice(next, (next += BATCH));
              await handleDeliveryCommands({ eventStore, pool }, batch);
            }
          }),
        ),
      );
    }
    const perDelivery = (ms: number) => ((ms * 1000) / SUBSCRIPTIONS).toFixed(0).padStart(5);
    console.log(`medians of ${rounds} rounds, load average ${loadAverages()}; per delivery:`);
    const counted = (runs: Run[], key: 'calls' | 'walRecords' | 'walBytes', digits: number) =>
      (runs.reduce((sum, run) => sum + run[key], 0) / runs.length / SUBSCRIPTIONS).toFixed(digits);
    for (const [name, runs] of Object.entries(parts))
      console.log(
        `  ${name.padEnd(8)} this process ${perDelivery(median(runs.map((r) => r.process)))} µs CPU, PostgreSQL ${perDelivery(median(runs.map((r) => r.postgres)))} µs CPU, ${perDelivery(median(runs.map((r) => r.ms)))} µs of wall time; ${counted(runs, 'calls', 3)} statements, ${counted(runs, 'walRecords', 1)} WAL records, ${counted(runs, 'walBytes', 0)} WAL bytes`,
      );
    if (!counts) console.log('  (pg_stat_statements is not preloaded on this server: no counts)');
  } finally {
    await service.stop();
    await cleanup();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
