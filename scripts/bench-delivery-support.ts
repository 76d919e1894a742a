// What the delivery benchmarks share: local receivers, subscriptions made in bulk, and one event
// delivered by the engine, timed from ingestion.
import { fork } from 'node:child_process';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { fileURLToPath } from 'node:url';
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

export type Receivers = {
  urls: string[];
  firstSeen: Map<string, number>;
  close: () => void;
  /** The receivers' own process, when they run in one (`startReceiverProcess`). */
  pid?: number;
};

/** HTTP servers on RECEIVERS ports of 127.0.0.1 answering 204 at once, telling `seen` each delivery id and when it came. */
async function receiverServers(seen: (id: string, at: number) => void) {
  const servers = Array.from({ length: RECEIVERS }, () => {
    const server = http.createServer((req, res) => {
      req.resume();
      req.on('end', () => {
        seen(String(req.headers['x-service-delivery']), Date.now());
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
    close: () => {
      for (const server of servers) server.close();
    },
  };
}

/** Receivers in this process, sharing one record of when each delivery was first seen. */
export async function startReceivers(): Promise<Receivers> {
  const firstSeen = new Map<string, number>();
  const servers = await receiverServers((id, at) => {
    if (!firstSeen.has(id)) firstSeen.set(id, at);
  });
  return { firstSeen, ...servers };
}

/** What a receiver process sends its parent: its URLs once, then every few milliseconds the deliveries it was sent. */
type ReceiverMessage = { urls: string[] } | { ids: string[]; at: number[] };
const RECEIVER_PROCESS = '--bench-receivers';
const REPORT_MS = 5;

/**
 * Receivers in a process of their own, so that this one's CPU time and resident memory are the
 * service's (its workers and the bench's bookkeeping) without the receivers'. What they are sent
 * comes back in batches every few milliseconds into the same record as `startReceivers`.
 */
export async function startReceiverProcess(): Promise<Receivers> {
  // The same loader (tsx) without a profiler: a profile is of the service's process.
  const execArgv = process.execArgv.filter((arg) => !arg.startsWith('--cpu-prof'));
  const child = fork(fileURLToPath(import.meta.url), [RECEIVER_PROCESS], { execArgv, stdio: 'inherit' });
  const firstSeen = new Map<string, number>();
  const urls = await new Promise<string[]>((resolve, reject) => {
    child.once('error', reject);
    child.once('exit', (code) => reject(new Error(`the receivers' process exited (${code})`)));
    child.on('message', (message: ReceiverMessage) => {
      if ('urls' in message) return resolve(message.urls);
      for (const [i, id] of message.ids.entries()) if (!firstSeen.has(id)) firstSeen.set(id, message.at[i]!);
    });
  });
  child.removeAllListeners('exit');
  return { urls, firstSeen, pid: child.pid, close: () => child.kill() };
}

if (process.argv.includes(RECEIVER_PROCESS) && process.send) {
  let ids: string[] = [];
  let at: number[] = [];
  const { urls } = await receiverServers((id, when) => {
    ids.push(id);
    at.push(when);
  });
  process.send({ urls } satisfies ReceiverMessage);
  setInterval(() => {
    if (!ids.length) return;
    process.send!({ ids, at } satisfies ReceiverMessage);
    ids = [];
    at = [];
  }, REPORT_MS);
  // Ends with the bench: its IPC channel closes.
  process.on('disconnect', () => process.exit(0));
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
 * Waits until every delivery `ids` names has reached the receivers (no queries: the database is what
 * is measured), then polls until their outcomes are recorded, looking them up by id; BENCH_DEBUG=1
 * prints a timeline.
 */
async function waitUntilDelivered(pool: pg.Pool, receivers: Receivers, ids: string[], ingestedAt: number): Promise<void> {
  // The receivers' process reports in batches, so a delivery of the round before may be reported after
  // the map was cleared: the size is only a cheap first check.
  while (receivers.firstSeen.size < ids.length || !ids.every((id) => receivers.firstSeen.has(id))) {
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

/** `first`: ms from ingestion to the first delivery received, the part of `seconds` before any was sent. */
export type EngineRound = { rate: number; seconds: number; first: number; p50: number; p99: number; window: [number, number] };

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
  // The round's own deliveries: one to each subscription, first attempt.
  const ids = subscriptionIds.map((subscriptionId) => deliveryIdFor(eventId, 1, subscriptionId));
  await waitUntilDelivered(service.backend.pool, receivers, ids, ingestedAt);
  const firstAttempts = ids.map((id) => receivers.firstSeen.get(id)! - ingestedAt);
  const seconds = Math.max(...firstAttempts) / 1000;
  return {
    rate: count / seconds,
    seconds,
    first: Math.min(...firstAttempts),
    p50: percentile(firstAttempts, 50),
    p99: percentile(firstAttempts, 99),
    window: [from, profileClock()],
  };
}
