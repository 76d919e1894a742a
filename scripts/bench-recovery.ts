// `npm run bench:recovery`: how long POST /v1/subscriptions/{id}/recover holds the request for 1,000
// dead letters (BENCH_DEAD_LETTERS), and how long until every one of them is replayable; then, with
// the workers running, whether another customer's new deliveries wait behind the replays. Prints
// figures; asserts nothing.
//
// Part 1 runs the API only, so that no worker attempts anything (the script replays the recorded
// recovery itself, as a worker would, after the answer): the dead letters are made by
// appending each delivery's real history (started, six failed attempts, gave up) through the
// delivery decider. Part 2 runs the whole service: a receiver fails until 1,000 deliveries gave up,
// then answers (after BENCH_RECEIVER_MS, 20 ms); the recovery is asked for while another customer's
// events are ingested, one every 200 ms, and their ingestion to arrival is compared with the same
// before the recovery.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { onboardCustomer } from '../src/application/customerCommands.js';
import { createSubscription } from '../src/application/subscriptionCommands.js';
import { handleDeliveryCommands } from '../src/delivery/deliveryBatch.js';
import { runRecovery } from '../src/delivery/replay.js';
import { deliveryIdFor, MAX_ATTEMPTS, type DeliveryCommand } from '../src/domain/delivery.js';
import { ingestEvent } from '../src/ingestion/ingest.js';
import { benchDatabase, machine, percentile, startBenchService } from './bench-support.js';

const DEAD_LETTERS = Number(process.env.BENCH_DEAD_LETTERS ?? 1_000);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const BATCH = 250;

async function main() {
  const { env, cleanup } = await benchDatabase();
  const { service, secretsKey } = await startBenchService(env, 'api');
  const { pool, eventStore } = service.backend;
  try {
    console.log(`recovery of ${DEAD_LETTERS.toLocaleString('en')} dead letters; ${machine()}`);
    const answers: number[] = [];
    const totals: number[] = [];
    for (let round = 1; round <= ROUNDS; round++) {
      const { customerId, apiKey } = await onboardCustomer(eventStore, {
        email: `recovery${round}@example.org`,
        tier: 'Team',
        customQuotas: null,
      });
      const target = {
        webhookUrl: 'http://127.0.0.1:9/hook',
        topics: ['gpai' as const],
        sourceFilter: null,
        severityMin: 'info' as const,
        language: 'both' as const,
      };
      const { subscriptionId } = await createSubscription({ pool, eventStore, secretsKey }, customerId, target);
      const ids = Array.from({ length: DEAD_LETTERS }, (_, i) => deliveryIdFor(`evt_bench_${round}_${i}`, 1, subscriptionId));
      const metadata = () => ({ now: new Date() });
      const steps: ((id: string, i: number) => DeliveryCommand)[] = [
        (deliveryId, i) => ({
          type: 'StartDelivery',
          data: { deliveryId, subscriptionId, customerId, eventId: `evt_bench_${round}_${i}`, eventVersion: 1, withinQuota: true },
          metadata: metadata(),
        }),
        ...Array.from(
          { length: MAX_ATTEMPTS },
          (_, a) =>
            (deliveryId: string): DeliveryCommand => ({
              type: 'RecordAttempt',
              data: {
                deliveryId,
                attempt: a + 1,
                succeeded: false,
                statusCode: 503,
                error: 'HTTP 503',
                durationMs: 3,
                retrySchedule: [1, 1, 1, 1, 1],
              },
              metadata: metadata(),
            }),
        ),
        (deliveryId) => ({ type: 'GiveUp', data: { deliveryId }, metadata: metadata() }),
      ];
      for (const step of steps)
        for (let i = 0; i < ids.length; i += BATCH)
          await handleDeliveryCommands(
            { pool, eventStore },
            ids.slice(i, i + BATCH).map((id, j) => step(id, i + j)),
          );
      const { rows } = await pool.query(`SELECT count(*)::int AS n FROM deliveries WHERE subscription_id = $1 AND status = 'gave_up'`, [
        subscriptionId,
      ]);
      const started = performance.now();
      const response = await fetch(`${service.url}/v1/subscriptions/${subscriptionId}/recover`, {
        method: 'POST',
        headers: { Authorization: `Bearer ${apiKey}`, 'Content-Type': 'application/json' },
        body: JSON.stringify({ since: Date.now() - 3_600_000 }),
      });
      const body = await response.json();
      const answered = performance.now() - started;
      // No worker runs here: replay the recorded recovery as the worker would.
      const { rows: recoveries } = await pool.query(`SELECT id FROM subscription_recoveries WHERE subscription_id = $1`, [subscriptionId]);
      await runRecovery({ pool, eventStore }, recoveries[0].id);
      const replayed = performance.now() - started;
      answers.push(answered);
      totals.push(replayed);
      console.log(
        `  round ${round}: ${rows[0].n} gave_up; answered ${response.status} ${JSON.stringify({ recovered: body.recovered })} in ` +
          `${answered.toFixed(0)} ms; all replayed (pending) by a worker ${replayed.toFixed(0)} ms after the request`,
      );
    }
    console.log(
      `\nanswer p50 ${percentile(answers, 50).toFixed(0)} ms; every delivery replayable p50 ${percentile(totals, 50).toFixed(0)} ms`,
    );
  } finally {
    await service.stop();
    await cleanup();
  }
}

/** A receiver that fails until told to answer, and notes when each event id first arrived. */
function startReceiver(delayMs: number) {
  const arrivals = new Map<string, number>();
  let up = false;
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      if (!up) return void res.writeHead(500).end();
      const eventId = JSON.parse(Buffer.concat(chunks).toString()).id as string;
      if (!arrivals.has(eventId)) arrivals.set(eventId, Date.now());
      setTimeout(() => res.writeHead(204).end(), delayMs);
    });
  });
  return new Promise<{ url: string; arrivals: Map<string, number>; setUp: () => void; close: () => void }>((resolve) =>
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as AddressInfo;
      resolve({ url: `http://127.0.0.1:${port}/hook`, arrivals, setUp: () => void (up = true), close: () => server.close() });
    }),
  );
}

async function starvation() {
  const { env, cleanup } = await benchDatabase();
  const { service, secretsKey } = await startBenchService({ ...env, DELIVERY_RETRY_SCHEDULE: '10ms,10ms,10ms,10ms,10ms' });
  const { pool, eventStore } = service.backend;
  const dead = await startReceiver(Number(process.env.BENCH_RECEIVER_MS ?? 20));
  const healthy = await startReceiver(0);
  healthy.setUp();
  try {
    console.log(`
with the workers: another customer's deliveries while ${DEAD_LETTERS.toLocaleString('en')} dead letters are recovered`);
    const subscribe = async (email: string, url: string, source: string) => {
      const { customerId, apiKey } = await onboardCustomer(eventStore, { email, tier: 'GPAI', customQuotas: null });
      const target = {
        webhookUrl: url,
        topics: ['gpai' as const],
        sourceFilter: [source],
        severityMin: 'info' as const,
        language: 'both' as const,
      };
      const { subscriptionId } = await createSubscription({ pool, eventStore, secretsKey }, customerId, target);
      return { apiKey, subscriptionId };
    };
    const recovering = await subscribe('recovering@example.org', dead.url, 'ai-office');
    await subscribe('other@example.org', healthy.url, 'ec-digital');
    const event = (source: string, i: number) => ({
      source_id: source,
      event_type: 'guidance' as const,
      topics: ['gpai' as const],
      severity: 'high' as const,
      title_en: `Recovery benchmark ${source} ${i}: guidance for providers of general-purpose AI models`,
      summary_en: 'The AI Office publishes guidance for providers of general-purpose AI models.',
      url_official: `https://digital-strategy.ec.europa.eu/en/library/recovery-bench-${source}-${Date.now()}-${i}`,
      published_at: Date.now(),
    });
    const since = Date.now() - 60_000;
    for (let i = 0; i < DEAD_LETTERS; i++) await ingestEvent(service.backend, event('ai-office', i));
    for (;;) {
      const { rows } = await pool.query(`SELECT count(*)::int AS n FROM deliveries WHERE subscription_id = $1 AND status = 'gave_up'`, [
        recovering.subscriptionId,
      ]);
      if (rows[0].n === DEAD_LETTERS) break;
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    dead.setUp();
    /** Other customer's events, one every 200 ms: ingestion to arrival of each. */
    const otherLatencies = async (label: string, count: number) => {
      const ingested = new Map<string, number>();
      for (let i = 0; i < count; i++) {
        const started = Date.now();
        const { id } = await ingestEvent(service.backend, event('ec-digital', i));
        ingested.set(id!, started);
        await new Promise((resolve) => setTimeout(resolve, Math.max(0, 200 - (Date.now() - started))));
      }
      const deadline = Date.now() + 60_000;
      while ([...ingested.keys()].some((id) => !healthy.arrivals.has(id)) && Date.now() < deadline)
        await new Promise((resolve) => setTimeout(resolve, 20));
      const latencies = [...ingested].map(([id, at]) => (healthy.arrivals.get(id) ?? Number.NaN) - at);
      console.log(
        `  ${label}: other customer's ingestion to arrival p50 ${percentile(latencies, 50)} ms, max ${Math.max(...latencies)} ms`,
      );
    };
    await otherLatencies('before the recovery', 10);
    const started = performance.now();
    const response = await fetch(`${service.url}/v1/subscriptions/${recovering.subscriptionId}/recover`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${recovering.apiKey}`, 'Content-Type': 'application/json' },
      body: JSON.stringify({ since }),
    });
    const { recovered } = await response.json();
    console.log(`  recover answered ${response.status} (recovered ${recovered}) in ${(performance.now() - started).toFixed(0)} ms`);
    await otherLatencies('during the recovery', 10);
    for (;;) {
      const { rows } = await pool.query(`SELECT count(*)::int AS n FROM deliveries WHERE subscription_id = $1 AND status = 'delivered'`, [
        recovering.subscriptionId,
      ]);
      if (rows[0].n === DEAD_LETTERS) break;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    console.log(
      `  all ${DEAD_LETTERS.toLocaleString('en')} replays delivered ${((performance.now() - started) / 1000).toFixed(1)} s after the request`,
    );
  } finally {
    dead.close();
    healthy.close();
    await service.stop();
    await cleanup();
  }
}

main()
  .then(starvation)
  .catch((error) => {
    console.error(error);
    process.exit(1);
  });
