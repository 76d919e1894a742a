// `npm run bench:fanout`: one event to 1,000 matching subscriptions on local receivers, with the
// default settings. Prints deliveries per second, the time until the last is delivered, and p50/p99
// from ingestion to first attempt; then the same 1,000 signed POSTs sent by a plain loop with the
// same HTTP client and concurrency, and the ratio; each BENCH_ROUNDS times (5), with medians. Prints figures; asserts nothing.
import http from 'node:http';
import type pg from 'pg';
import type { AddressInfo } from 'node:net';
import { onboardCustomer } from '../src/application/customerCommands.js';
import { loadWebhookSecret } from '../src/application/subscriptionSecrets.js';
import { createSubscription } from '../src/application/subscriptionCommands.js';
import { webhookPayload, testPayloadEvent } from '../src/domain/webhookPayload.js';
import { signatureHeaders } from '../src/domain/webhookSignature.js';
import { ingestEvent } from '../src/ingestion/ingest.js';
import { createWebhookSender } from '../src/delivery/webhookSender.js';
import type { RunningService } from '../src/services/service.js';
import { benchDatabase, machine, percentile, startBenchService } from './bench-support.js';

const SUBSCRIPTIONS = 1_000;
/** The Embedded tier's subscription limit: the 1,000 are spread over customers. */
const PER_CUSTOMER = 200;

function startReceiver(): Promise<{ url: string; firstSeen: Map<string, number>; close: () => void }> {
  const firstSeen = new Map<string, number>();
  const server = http.createServer((req, res) => {
    req.resume();
    req.on('end', () => {
      const id = String(req.headers['x-service-delivery']);
      if (!firstSeen.has(id)) firstSeen.set(id, Date.now());
      res.writeHead(204).end();
    });
  });
  server.keepAliveTimeout = 10_000;
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as AddressInfo;
      resolve({ url: `http://127.0.0.1:${port}/hook`, firstSeen, close: () => server.close() });
    }),
  );
}

/** Polls until every delivery of the event is delivered; BENCH_DEBUG=1 prints a timeline. */
async function waitUntilDelivered(pool: pg.Pool, eventId: string, ingestedAt: number): Promise<void> {
  for (;;) {
    const { rows } = await pool.query(
      `SELECT count(*) FILTER (WHERE status = 'delivered')::int AS delivered, count(*)::int AS started,
              (SELECT count(*)::int FROM reactions) AS outbox,
              (SELECT count(*)::int FROM pgboss.job WHERE name = 'delivery-attempt' AND state = 'created') AS queued,
              (SELECT count(*)::int FROM pgboss.job WHERE name = 'delivery-attempt' AND state = 'active') AS active
       FROM deliveries WHERE event_id = $1`,
      [eventId],
    );
    if (process.env.BENCH_DEBUG) console.log(`  ${Date.now() - ingestedAt} ms`, rows[0]);
    if (rows[0].delivered >= SUBSCRIPTIONS) return;
    await new Promise((resolve) => setTimeout(resolve, process.env.BENCH_DEBUG ? 250 : 20));
  }
}

const median = (values: number[]) => percentile(values, 50);

async function main() {
  console.log(`regfeed fan-out benchmark: ${machine()}`);
  const { env, cleanup } = await benchDatabase();
  let service: RunningService | undefined;
  const receiver = await startReceiver();
  try {
    const started = await startBenchService(env);
    service = started.service;
    const { config, secretsKey } = started;
    const { pool, eventStore } = service.backend;

    const subscriptionIds: string[] = [];
    for (let c = 0; c < SUBSCRIPTIONS / PER_CUSTOMER; c++) {
      const { customerId } = await onboardCustomer(eventStore, {
        email: `bench${c}@example.org`,
        tier: 'Embedded',
        customQuotas: { apiRequestsPerDay: 1_000, deliveriesPerMonth: 1_000_000 },
      });
      for (let i = 0; i < PER_CUSTOMER; i++) {
        const target = {
          webhookUrl: `${receiver.url}?${c}-${i}`,
          topics: ['gpai' as const],
          sourceFilter: ['ai-office'],
          severityMin: 'info' as const,
          language: 'both' as const,
        };
        subscriptionIds.push((await createSubscription({ pool, eventStore, secretsKey }, customerId, target)).subscriptionId);
      }
    }
    console.log(`  ${subscriptionIds.length} subscriptions on one local receiver`);

    const rounds = Number(process.env.BENCH_ROUNDS ?? 5);
    const engine: { rate: number; seconds: number; p50: number; p99: number }[] = [];
    for (let round = 1; round <= rounds; round++) {
      receiver.firstSeen.clear();
      const ingestedAt = Date.now();
      const { id: eventId } = await ingestEvent(service.backend, {
        source_id: 'ai-office',
        event_type: 'guidance',
        topics: ['gpai'],
        severity: 'high',
        title_en: `Benchmark ${round}: guidelines for providers of general-purpose AI models`,
        summary_en: 'The AI Office publishes guidance for providers of general-purpose AI models. '.repeat(4),
        url_official: `https://digital-strategy.ec.europa.eu/en/library/bench-${Date.now()}-${round}`,
        ai_act_articles: ['Art. 53', 'Art. 55'],
        published_at: Date.now(),
      });
      if (!eventId) throw new Error('the benchmark event was rejected');
      await waitUntilDelivered(pool, eventId, ingestedAt);
      const firstAttempts = [...receiver.firstSeen.values()].map((at) => at - ingestedAt);
      const seconds = Math.max(...firstAttempts) / 1000;
      engine.push({ rate: SUBSCRIPTIONS / seconds, seconds, p50: percentile(firstAttempts, 50), p99: percentile(firstAttempts, 99) });
      const last = engine.at(-1)!;
      console.log(
        `  round ${round}: ${last.rate.toFixed(0)} deliveries/s, last delivered ${seconds.toFixed(2)} s after ingestion, first attempt p50 ${last.p50} ms, p99 ${last.p99} ms`,
      );
    }

    // The same POSTs, signed and sent by the same HTTP client with the same concurrency, in a plain loop.
    const sender = createWebhookSender({ allowPrivateTargets: true }, config.deliveryTimeoutMs);
    const secrets = await Promise.all(subscriptionIds.map((id) => loadWebhookSecret(pool, secretsKey, id)));
    const loop: number[] = [];
    for (let round = 1; round <= rounds; round++) {
      const loopStarted = Date.now();
      let next = 0;
      await Promise.all(
        Array.from({ length: config.deliveryConcurrency }, async () => {
          for (let i = next++; i < SUBSCRIPTIONS; i = next++) {
            const deliveryId = `dlv_loop_${round}_${i}`;
            const body = JSON.stringify(
              webhookPayload(testPayloadEvent(new Date()), { id: deliveryId, attempt: 1, subscription_id: subscriptionIds[i]! }, 'both'),
            );
            const headers = {
              ...signatureHeaders({ secrets: [secrets[i]!.current], messageId: deliveryId, body, timestamp: new Date() }),
              'X-Service-Delivery': deliveryId,
            };
            await sender.send(`${receiver.url}?loop-${i}`, body, headers);
          }
        }),
      );
      loop.push(SUBSCRIPTIONS / ((Date.now() - loopStarted) / 1000));
    }
    await sender.close();

    const engineRate = median(engine.map((r) => r.rate));
    const loopRate = median(loop);
    const range = (values: number[]) => `${Math.min(...values).toFixed(0)}–${Math.max(...values).toFixed(0)}`;
    console.log(`\nmedians of ${rounds} rounds (range in brackets)`);
    console.log(
      `regfeed        ${engineRate.toFixed(0).padStart(6)} deliveries/s [${range(engine.map((r) => r.rate))}]   last delivered ${median(engine.map((r) => r.seconds)).toFixed(2)} s after ingestion`,
    );
    console.log(
      `               ingestion to first attempt: p50 ${median(engine.map((r) => r.p50))} ms [${range(engine.map((r) => r.p50))}], p99 ${median(engine.map((r) => r.p99))} ms (target p50 <= 1000 ms)`,
    );
    console.log(
      `plain loop     ${loopRate.toFixed(0).padStart(6)} deliveries/s [${range(loop)}]   ${config.deliveryConcurrency} at a time (DELIVERY_CONCURRENCY)`,
    );
    console.log(`ratio          ${((engineRate / loopRate) * 100).toFixed(0)}% of the plain loop's throughput (target >= 50%)`);
  } finally {
    receiver.close();
    await service?.stop();
    await cleanup();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
