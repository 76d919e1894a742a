import { LRUCache } from 'lru-cache';
import type pg from 'pg';
import { decider, deliveryIdFor, deliveryStreamName, handleDeliveryCommand, type DeliveryCommand, type DeliveryEvent } from '../domain/delivery.js';
import { newId } from '../domain/ids.js';
import { regulatoryEventStreamName, type RegulatoryEventEvent } from '../domain/regulatoryEvent.js';
import { severityRank, type Language } from '../domain/vocabulary.js';
import { webhookPayload, testPayloadEvent, type PayloadDelivery, type PayloadEvent } from '../domain/webhookPayload.js';
import { signatureHeaders } from '../domain/webhookSignature.js';
import { checkWebhookUrl, type TargetPolicy } from '../domain/webhookTarget.js';
import { attemptContexts, type AttemptContext } from '../projections/deliveriesReadModel.js';
import { matchingSubscriptions, type MatchingSubscription } from '../projections/subscriptionsReadModel.js';
import type { WebhookSender, SendResult } from './webhookSender.js';
import { handleCommandsTogether } from '../eventStore/commandBatch.js';
import type { EventStore } from '../eventStore/eventStore.js';
import { loadWebhookSecret, loadWebhookSecrets, type SecretsKey } from '../application/subscriptionSecrets.js';

export type DeliveryDependencies = {
  eventStore: EventStore;
  pool: pg.Pool;
  sender: WebhookSender;
  secretsKey: SecretsKey;
  policy: TargetPolicy;
  retrySchedule: number[];
  /** Kept by each worker process for as long as it runs. */
  caches: ReturnType<typeof deliveryCaches>;
};

/** The event as it read at one version, in the payload's terms, and when that version was recorded. */
async function eventAtVersion(eventStore: EventStore, eventId: string, version: number): Promise<(PayloadEvent & { recordedAt: number }) | undefined> {
  const { events } = await eventStore.readStream<RegulatoryEventEvent>(regulatoryEventStreamName(eventId));
  const first = events[0];
  const at = events.find((event) => event.data.version === version);
  if (first?.type !== 'RegulatoryEventPublished' || !at) return undefined;
  return {
    ...at.data.content,
    id: eventId,
    version,
    diffSummaryEn: at.type === 'RegulatoryEventRevised' ? at.data.diffSummaryEn : null,
    ingestedAt: Date.parse(first.data.ingestedAt),
    recordedAt: Date.parse(at.type === 'RegulatoryEventRevised' ? at.data.revisedAt : at.data.ingestedAt),
  };
}

/** Delivery commands for many deliveries, decided together and appended in one transaction. */
const handleDeliveryCommands = (deps: Pick<DeliveryDependencies, 'eventStore' | 'pool'>, commands: DeliveryCommand[]) =>
  handleCommandsTogether(
    deps,
    {
      decider,
      streamName: (command) => deliveryStreamName(command.data.deliveryId),
      handleOne: (command) => handleDeliveryCommand(deps.eventStore, command.data.deliveryId, command),
    },
    commands,
  );

/**
 * Takes up to `wanted` deliveries from the customer's monthly quota in one step, and says how many
 * it got. The counter row's lock keeps concurrent fan-outs exact.
 */
async function takeMonthlyQuota(pool: pg.Pool, customerId: string, wanted: number, limit: number): Promise<number> {
  // In SET, u.used is the count before this take; last_granted records what the take got.
  const { rows } = await pool.query(
    `INSERT INTO delivery_usage_monthly AS u (customer_id, month, used, last_granted)
     VALUES ($1, date_trunc('month', now() AT TIME ZONE 'UTC')::date, LEAST($2::int, $3::int), LEAST($2::int, $3::int))
     ON CONFLICT (customer_id, month) DO UPDATE
       SET used = u.used + LEAST($2::int, GREATEST($3::int - u.used, 0)),
           last_granted = LEAST($2::int, GREATEST($3::int - u.used, 0))
     RETURNING last_granted`,
    [customerId, wanted, limit],
  );
  return rows[0].last_granted;
}

/**
 * Deliveries started per transaction: the first are few, so that attempts begin at once; then each
 * transaction is twice as large as the one before, up to a thousand, so that a large fan-out
 * commits a few times rather than once per delivery.
 */
const FIRST_FAN_OUT_TRANSACTION = 64;
const MAX_FAN_OUT_TRANSACTION = 1_000;

/**
 * Starts a delivery of an event version for every subscription it matches that is enabled now and
 * existed when the version was recorded (a new subscription gets what comes after it). Deliveries
 * already started are left alone, so a fan-out that is run again (after a crash) starts only the
 * missing ones. A delivery past the customer's monthly quota is recorded as withheld, not sent.
 */
export async function fanOut(deps: Pick<DeliveryDependencies, 'eventStore' | 'pool'>, eventId: string, version: number, now = new Date()) {
  const event = await eventAtVersion(deps.eventStore, eventId, version);
  if (!event) throw new Error(`${eventId} has no version ${version}`);
  const subscriptions = await matchingSubscriptions(deps.pool, {
    topics: event.topics,
    sourceId: event.sourceId,
    severityRank: severityRank(event.severity),
    recordedAt: event.recordedAt,
  });
  const candidates = subscriptions.map((subscription) => ({ subscription, deliveryId: deliveryIdFor(eventId, version, subscription.id) }));
  const { rows } = await deps.pool.query('SELECT id FROM deliveries WHERE id = ANY ($1)', [candidates.map((c) => c.deliveryId)]);
  const started = new Set(rows.map((row: { id: string }) => row.id));
  const pending = candidates.filter(({ deliveryId }) => !started.has(deliveryId));
  // Each customer's share of the monthly quota is taken once for the whole fan-out.
  const withinQuota = new Set<string>();
  const byCustomer = new Map<string, MatchingSubscription[]>();
  for (const { subscription } of pending) {
    const ofCustomer = byCustomer.get(subscription.customer_id);
    if (ofCustomer) ofCustomer.push(subscription);
    else byCustomer.set(subscription.customer_id, [subscription]);
  }
  for (const [customerId, ofCustomer] of byCustomer) {
    const granted = await takeMonthlyQuota(deps.pool, customerId, ofCustomer.length, ofCustomer[0]!.deliveries_per_month);
    for (const subscription of ofCustomer.slice(0, granted)) withinQuota.add(subscription.id);
  }
  const starts = pending.map(({ subscription, deliveryId }): DeliveryCommand => {
    const target = { deliveryId, subscriptionId: subscription.id, customerId: subscription.customer_id, eventId, eventVersion: version };
    return { type: 'StartDelivery', data: { ...target, withinQuota: withinQuota.has(subscription.id) }, metadata: { now } };
  });
  for (let i = 0, size = FIRST_FAN_OUT_TRANSACTION; i < starts.length; i += size, size = Math.min(size * 2, MAX_FAN_OUT_TRANSACTION)) {
    await handleDeliveryCommands(deps, starts.slice(i, i + size));
  }
  return { matched: subscriptions.length, started: pending.length };
}

/** Signs and posts one payload; nothing is recorded here. */
async function post(
  deps: Pick<DeliveryDependencies, 'sender' | 'policy'>,
  target: { url: string; secret: string; language: Language },
  event: PayloadEvent,
  delivery: PayloadDelivery,
): Promise<SendResult> {
  const checked = checkWebhookUrl(target.url, deps.policy);
  if (!checked.ok) return { succeeded: false, statusCode: null, error: `refused target: ${checked.reason}`, durationMs: 0 };
  const body = JSON.stringify(webhookPayload(event, delivery, target.language));
  const headers = {
    ...signatureHeaders({ secret: target.secret, messageId: delivery.id, body, timestamp: new Date() }),
    'X-Service-Delivery': delivery.id,
    'X-Service-Event': event.id,
    'X-Service-Attempt': String(delivery.attempt),
  };
  return deps.sender.send(checked.value.href, body, headers);
}

export type AttemptOutcome = 'not_due' | 'canceled' | 'paused' | 'recorded';
/** What an attempt came to, and the command that records it, if any. */
export type AttemptResult = { outcome: AttemptOutcome; command?: DeliveryCommand };

/**
 * Reads the state of many attempts at once and makes each one that is due, recording nothing: each
 * promise settles when its attempt is done. A disabled subscription cancels its delivery; a
 * suspended customer's delivery waits (`paused`) to be tried again later. An attempt whose event or
 * secret is missing rejects alone.
 */
export async function startAttempts(deps: DeliveryDependencies, jobs: { deliveryId: string; attempt: number }[]): Promise<Promise<AttemptResult>[]> {
  // The read model answers whether an attempt is due; recording it, the decider checks again
  // against the delivery's stream, so a stale answer here can only cost a wasted POST.
  const contexts = await attemptContexts(deps.pool, jobs.map((job) => job.deliveryId));
  const secrets = await secretsOf(deps, [...new Set([...contexts.values()].map((context) => context.subscription_id))]);
  return jobs.map(async ({ deliveryId, attempt }): Promise<AttemptResult> => {
    const context = contexts.get(deliveryId);
    if (!context || (context.status !== 'pending' && context.status !== 'failed') || context.attempts + 1 !== attempt) return { outcome: 'not_due' };
    if (!context.enabled) {
      return { outcome: 'canceled', command: { type: 'CancelDelivery', data: { deliveryId, reason: 'subscription_disabled' }, metadata: { now: new Date() } } };
    }
    if (context.customer_status !== 'active') return { outcome: 'paused' };
    const result = await sendAttempt(deps, context, secrets.get(context.subscription_id), { id: deliveryId, attempt, subscription_id: context.subscription_id });
    return { outcome: 'recorded', command: { type: 'RecordAttempt', data: { deliveryId, attempt, retrySchedule: deps.retrySchedule, ...result }, metadata: { now: new Date() } } };
  });
}

/** Records the outcomes of many attempts in one transaction; the decider schedules next attempts or marks last ones. */
export const recordAttemptResults = (deps: Pick<DeliveryDependencies, 'eventStore' | 'pool'>, results: AttemptResult[]): Promise<void> =>
  handleDeliveryCommands(deps, results.flatMap((result) => (result.command ? [result.command] : [])));

/** Signs and posts one attempt of a delivery that is due. */
async function sendAttempt(deps: DeliveryDependencies, context: AttemptContext, secret: string | undefined, delivery: PayloadDelivery): Promise<SendResult> {
  const event = await deps.caches.events.fetch(`${context.event_id}:${context.event_version}`, { context: deps.eventStore });
  if (!event || !secret) throw new Error(`${delivery.id}: its event version or its subscription's secret is missing`);
  return post(deps, { url: context.webhook_url, secret, language: context.language }, event, delivery);
}

/** Subscriptions' secrets from the worker's cache, those it lacks read in one query. */
async function secretsOf(deps: DeliveryDependencies, subscriptionIds: string[]): Promise<Map<string, string>> {
  const found = new Map<string, string>();
  const missing: string[] = [];
  for (const id of subscriptionIds) {
    const hit = deps.caches.secrets.get(id);
    if (hit === undefined) missing.push(id);
    else found.set(id, hit);
  }
  if (!missing.length) return found;
  for (const [id, secret] of await loadWebhookSecrets(deps.pool, deps.secretsKey, missing)) {
    found.set(id, secret);
    deps.caches.secrets.set(id, secret);
  }
  return found;
}

/**
 * What a worker keeps between attempts: event versions never change, nor does a subscription's
 * secret (a new secret means a new subscription), so both are read once per worker, not per attempt.
 * Concurrent attempts of one event version share one read.
 */
export const deliveryCaches = () => ({
  events: new LRUCache<string, PayloadEvent, EventStore>({
    max: 1_000,
    fetchMethod: (key, _stale, { context }) => {
      const [eventId, version] = key.split(':');
      return eventAtVersion(context, eventId!, Number(version));
    },
  }),
  secrets: new LRUCache<string, string>({ max: 10_000, ttl: 15 * 60_000 }),
});

export async function giveUp(deps: Pick<DeliveryDependencies, 'eventStore'>, deliveryId: string): Promise<void> {
  await handleDeliveryCommand(deps.eventStore, deliveryId, { type: 'GiveUp', data: { deliveryId }, metadata: { now: new Date() } });
}

/**
 * `POST /v1/subscriptions/{id}/test`: one synchronous, signed attempt with a synthetic event; not
 * recorded, not retried, not counted in quotas.
 */
export async function testDelivery(
  deps: Pick<DeliveryDependencies, 'sender' | 'policy' | 'pool' | 'secretsKey'>,
  subscription: { id: string; webhook_url: string; language: Language },
) {
  const secret = await loadWebhookSecret(deps.pool, deps.secretsKey, subscription.id);
  if (!secret) throw new Error(`${subscription.id} has no secret`);
  const id = newId('dlv');
  const result = await post(deps, { url: subscription.webhook_url, secret, language: subscription.language }, testPayloadEvent(new Date()), {
    id,
    attempt: 1,
    subscription_id: subscription.id,
  });
  return { id, status: result.succeeded ? ('delivered' as const) : ('failed' as const), response_status: result.statusCode, duration_ms: result.durationMs, error: result.error };
}

const eventTime = ({ type, data }: DeliveryEvent): string => {
  switch (type) {
    case 'DeliveryStarted':
      return data.startedAt;
    case 'DeliveryWithheldForQuota':
      return data.withheldAt;
    case 'DeliveryAttemptSucceeded':
    case 'DeliveryAttemptFailed':
      return data.attemptedAt;
    case 'DeliveryGaveUp':
      return data.gaveUpAt;
    case 'DeliveryCanceled':
      return data.canceledAt;
  }
};

/** A delivery's domain events, oldest first, for auditors (deliveries hold no secrets). */
export async function deliveryHistory(eventStore: EventStore, deliveryId: string) {
  const { events } = await eventStore.readStream<DeliveryEvent>(deliveryStreamName(deliveryId));
  return events.map((event) => ({
    position: Number(event.metadata.streamPosition),
    type: event.type,
    time: Date.parse(eventTime(event)),
    data: event.data as Record<string, unknown>,
  }));
}
