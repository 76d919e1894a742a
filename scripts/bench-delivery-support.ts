// What the delivery benchmarks share: local receivers, subscriptions made in bulk, and one event
// delivered by the engine, timed from ingestion.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type pg from 'pg';
import { onboardCustomer } from '../src/application/customerCommands.js';
import { generateWebhookSecret, secretFingerprint, storeWebhookSecret } from '../src/application/subscriptionSecrets.js';
import { deliveryIdFor } from '../src/domain/delivery.js';
import { newId } from '../src/domain/ids.js';
import {
  decider as subscriptionDecider,
  handleSubscriptionCommand,
  subscriptionStreamName,
  type SubscriptionCommand,
} from '../src/domain/subscription.js';
import { handleCommandsTogether } from '../src/eventStore/commandBatch.js';
import { ingestEvent } from '../src/ingestion/ingest.js';
import type { RunningService } from '../src/services/service.js';
import { percentile } from './bench-support.js';

/** The Embedded tier's subscription limit: the subscriptions are spread over customers. */
export const PER_CUSTOMER = 200;
/** Receivers on this many ports: the engine lets one host hold half of its slots (issue 12's fairness), and the loops send to the same URLs. */
export const RECEIVERS = 4;

export type Receivers = { urls: string[]; firstSeen: Map<string, number>; close: () => void };

/** Receivers on 127.0.0.1 answering 204 at once, sharing one record of when each delivery was first seen. */
export async function startReceivers(): Promise<Receivers> {
  const firstSeen = new Map<string, number>();
  const servers = Array.from({ length: RECEIVERS }, () => {
    const server = http.createServer((req, res) => {
      req.resume();
      req.on('end', () => {
        const id = String(req.headers['x-service-delivery']);
        if (!firstSeen.has(id)) firstSeen.set(id, Date.now());
        res.writeHead(204).end();
      });
    });
    server.keepAliveTimeout = 10_000;
    return server;
  });
  const urls = await Promise.all(
    servers.map(
      (server) =>
        new Promise<string>((resolve) =>
          server.listen(0, '127.0.0.1', () => resolve(`http://127.0.0.1:${(server.address() as AddressInfo).port}/hook`)),
        ),
    ),
  );
  return {
    urls,
    firstSeen,
    close: () => {
      for (const server of servers) server.close();
    },
  };
}

/** Subscriptions of `count`, PER_CUSTOMER to a customer, to events of `sourceId`, appended in batches (their secrets stored side by side). */
export async function subscribe(
  service: RunningService,
  secretsKey: Parameters<typeof storeWebhookSecret>[1],
  receivers: Receivers,
  sourceId: string,
  count: number,
) {
  const { pool, eventStore } = service.backend;
  const ids: string[] = [];
  for (let c = 0; c < count / PER_CUSTOMER; c++) {
    const { customerId } = await onboardCustomer(eventStore, {
      email: `bench-${sourceId}-${c}@example.org`,
      tier: 'Embedded',
      customQuotas: { apiRequestsPerDay: 1_000_000, deliveriesPerMonth: 1_000_000 },
    });
    const commands: SubscriptionCommand[] = [];
    const stored: Promise<void>[] = [];
    for (let i = 0; i < PER_CUSTOMER; i++) {
      const subscriptionId = newId('sub');
      const secret = generateWebhookSecret();
      stored.push(storeWebhookSecret(pool, secretsKey, subscriptionId, secret));
      const target = {
        webhookUrl: `${receivers.urls[i % RECEIVERS]}?${sourceId}-${c}-${i}`,
        topics: ['gpai' as const],
        sourceFilter: [sourceId],
        severityMin: 'info' as const,
        language: 'both' as const,
      };
      commands.push({
        type: 'CreateSubscription',
        data: { subscriptionId, customerId, target, secretFingerprint: secretFingerprint(secret) },
        metadata: { now: new Date() },
      });
      ids.push(subscriptionId);
    }
    await Promise.all(stored);
    // The tier limit is the API's business: a bench appends many at once.
    await handleCommandsTogether(
      { pool, eventStore },
      {
        decider: subscriptionDecider,
        streamName: (command) => subscriptionStreamName(command.data.subscriptionId),
        handleOne: (command) => handleSubscriptionCommand(eventStore, command.data.subscriptionId, command),
      },
      commands,
    );
  }
  return ids;
}

/**
 * Waits until every delivery has reached the receivers (no queries: the database is what is
 * measured), then polls until their outcomes are recorded, looking them up by id; BENCH_DEBUG=1
 * prints a timeline.
 */
async function waitUntilDelivered(
  pool: pg.Pool,
  receivers: Receivers,
  eventId: string,
  subscriptionIds: string[],
  ingestedAt: number,
): Promise<void> {
  const ids = subscriptionIds.map((subscriptionId) => deliveryIdFor(eventId, 1, subscriptionId));
  while (receivers.firstSeen.size < ids.length) {
    if (process.env.BENCH_DEBUG) console.log(`  ${Date.now() - ingestedAt} ms: ${receivers.firstSeen.size} received`);
    await new Promise((resolve) => setTimeout(resolve, process.env.BENCH_DEBUG ? 250 : 5));
  }
  for (;;) {
    const { rows } = await pool.query(`SELECT count(*)::int AS delivered FROM deliveries WHERE id = ANY ($1) AND status = 'delivered'`, [
      ids,
    ]);
    if (rows[0].delivered >= ids.length) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

export type EngineRound = { rate: number; seconds: number; p50: number; p99: number; window: [number, number] };

/** The monotonic clock of `node --cpu-prof` profiles, in µs: the engine's rounds are cut out of a profile by these windows. */
export const profileClock = () => Number(process.hrtime.bigint() / 1000n);

/** One event from `sourceId`, until its deliveries to `subscriptionIds` (that source's) are delivered. */
export async function engineRound(
  service: RunningService,
  receivers: Receivers,
  sourceId: string,
  subscriptionIds: string[],
  label: string,
): Promise<EngineRound> {
  const count = subscriptionIds.length;
  receivers.firstSeen.clear();
  const from = profileClock();
  const ingestedAt = Date.now();
  const { id: eventId } = await ingestEvent(service.backend, {
    source_id: sourceId,
    event_type: 'guidance',
    topics: ['gpai'],
    severity: 'high',
    title_en: `Benchmark ${label}: guidelines for providers of general-purpose AI models`,
    summary_en: 'The AI Office publishes guidance for providers of general-purpose AI models. '.repeat(4),
    url_official: `https://digital-strategy.ec.europa.eu/en/library/bench-${Date.now()}-${label}`,
    ai_act_articles: ['Art. 53', 'Art. 55'],
    published_at: Date.now(),
  });
  if (!eventId) throw new Error('the benchmark event was rejected');
  await waitUntilDelivered(service.backend.pool, receivers, eventId, subscriptionIds, ingestedAt);
  const firstAttempts = [...receivers.firstSeen.values()].map((at) => at - ingestedAt);
  const seconds = Math.max(...firstAttempts) / 1000;
  return {
    rate: count / seconds,
    seconds,
    p50: percentile(firstAttempts, 50),
    p99: percentile(firstAttempts, 99),
    window: [from, profileClock()],
  };
}
