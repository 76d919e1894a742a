// `npm run bench:slow-receivers`: one customer with 200 endpoints that accept the connection and
// never answer (default 10 s timeout and concurrency), another with 20 healthy ones; an event every
// second for BENCH_EVENTS (10) events after one warm-up event, each matching all 220. Prints the
// healthy customer's deliveries from ingestion to arrival: p50, p99, max. Prints figures; asserts nothing.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { onboardCustomer } from '../src/application/customerCommands.js';
import { createSubscription } from '../src/application/subscriptionCommands.js';
import { ingestEvent } from '../src/ingestion/ingest.js';
import type { RunningService } from '../src/services/service.js';
import { benchDatabase, machine, percentile, startBenchService } from './bench-support.js';

const DEAD = 200;
const HEALTHY = 20;

/** A receiver that answers 204 at once (`hang: false`) or never answers; arrival times by delivery. */
function receiver(hang: boolean): Promise<{ url: string; arrivals: { eventId: string; at: number }[]; close: () => void }> {
  const arrivals: { eventId: string; at: number }[] = [];
  const server = http.createServer((req, res) => {
    req.resume();
    req.on('end', () => {
      arrivals.push({ eventId: String(req.headers['x-service-event']), at: Date.now() });
      if (!hang) res.writeHead(204).end();
    });
  });
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as AddressInfo;
      resolve({
        url: `http://127.0.0.1:${port}/hook`,
        arrivals,
        close: () => {
          server.closeAllConnections();
          server.close();
        },
      });
    }),
  );
}

async function main() {
  console.log(`regfeed slow-receiver benchmark: ${machine()}`);
  const { env, cleanup } = await benchDatabase();
  let service: RunningService | undefined;
  const dead = await receiver(true);
  const healthy = await receiver(false);
  try {
    const started = await startBenchService(env);
    service = started.service;
    const { config, secretsKey } = started;
    const { pool, eventStore } = service.backend;
    const subscribe = async (email: string, url: string, count: number) => {
      const { customerId } = await onboardCustomer(eventStore, {
        email,
        tier: 'Embedded',
        customQuotas: { apiRequestsPerDay: 1_000, deliveriesPerMonth: 1_000_000 },
      });
      for (let i = 0; i < count; i++) {
        const target = {
          webhookUrl: `${url}?${i}`,
          topics: ['gpai' as const],
          sourceFilter: ['ai-office'],
          severityMin: 'info' as const,
          language: 'both' as const,
        };
        await createSubscription({ pool, eventStore, secretsKey }, customerId, target);
      }
    };
    await subscribe('slow@example.org', dead.url, DEAD);
    await subscribe('healthy@example.org', healthy.url, HEALTHY);
    const events = Number(process.env.BENCH_EVENTS ?? 10);
    console.log(`  ${DEAD} never-answering subscriptions (one customer), ${HEALTHY} healthy (another); ${events} events, one a second`);
    console.log(`  DELIVERY_TIMEOUT_MS ${config.deliveryTimeoutMs}, DELIVERY_CONCURRENCY ${config.deliveryConcurrency}`);

    const ingestedAt = new Map<string, number>();
    // Round 0 warms the code and connections up (the dead endpoints start hanging); it is not counted.
    for (let round = 0; round <= events; round++) {
      const started = Date.now();
      const { id } = await ingestEvent(service.backend, {
        source_id: 'ai-office',
        event_type: 'guidance',
        topics: ['gpai'],
        severity: 'high',
        title_en: `Slow-receiver benchmark ${round}: guidance for providers of general-purpose AI models`,
        summary_en: 'The AI Office publishes guidance for providers of general-purpose AI models.',
        url_official: `https://digital-strategy.ec.europa.eu/en/library/slow-bench-${Date.now()}-${round}`,
        published_at: Date.now(),
      });
      if (!id) throw new Error('the benchmark event was rejected');
      if (round > 0) ingestedAt.set(id, started);
      await new Promise((resolve) => setTimeout(resolve, Math.max(0, 1_000 - (Date.now() - started))));
    }
    const expected = events * HEALTHY;
    const deadline = Date.now() + 60_000;
    while (healthy.arrivals.length < expected + HEALTHY && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 50));

    const counted = healthy.arrivals.filter(({ eventId }) => ingestedAt.has(eventId));
    const latencies = counted.map(({ eventId, at }) => at - ingestedAt.get(eventId)!);
    if (process.env.BENCH_DEBUG) {
      for (const [eventId, at] of ingestedAt)
        console.log(
          `  ${eventId}: ${counted
            .filter((a) => a.eventId === eventId)
            .map((a) => a.at - at)
            .join(' ')}`,
        );
    }
    console.log(
      `\nhealthy customer: ${counted.length} of ${expected} deliveries arrived; the dead endpoints were tried ${dead.arrivals.length} times`,
    );
    console.log(
      `ingestion to arrival: p50 ${percentile(latencies, 50)} ms, p99 ${percentile(latencies, 99)} ms, max ${Math.max(...latencies)} ms (target p99 <= 1000 ms)`,
    );
  } finally {
    dead.close();
    healthy.close();
    await service?.stop();
    await cleanup();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
