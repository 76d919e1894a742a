import type pg from 'pg';
import {
  deliveryIdFor,
  deliveryStreamName,
  evolve,
  handleDeliveryCommand,
  initialState,
  type Delivery,
  type DeliveryEvent,
} from '../domain/delivery.js';
import { newId } from '../domain/ids.js';
import { regulatoryEventStreamName, type RegulatoryEventEvent } from '../domain/regulatoryEvent.js';
import { severityRank, type Language } from '../domain/vocabulary.js';
import { webhookPayload, testPayloadEvent, type PayloadDelivery, type PayloadEvent } from '../domain/webhookPayload.js';
import { signatureHeaders } from '../domain/webhookSignature.js';
import { checkWebhookUrl, type TargetPolicy } from '../domain/webhookTarget.js';
import { deliveryTarget, matchingSubscriptions } from '../projections/subscriptions.js';
import type { WebhookSender, SendResult } from '../processors/webhookSender.js';
import type { EventStore } from '../runtime/eventStore.js';
import { loadWebhookSecret, type SecretsKey } from './subscriptionSecrets.js';

export type DeliveryDependencies = {
  eventStore: EventStore;
  pool: pg.Pool;
  sender: WebhookSender;
  secretsKey: SecretsKey;
  policy: TargetPolicy;
  retrySchedule: number[];
};

/** The event as it read at one version, in the payload's terms, and when that version was recorded. */
async function eventAtVersion(eventStore: EventStore, eventId: string, version: number): Promise<(PayloadEvent & { recordedAt: number }) | undefined> {
  const { events } = await eventStore.readStream<RegulatoryEventEvent>(regulatoryEventStreamName(eventId));
  const first = events[0];
  const at = events.find((event) => event.data.version === version);
  if (!first || first.type !== 'RegulatoryEventPublished' || !at) return undefined;
  return {
    ...at.data.content,
    id: eventId,
    version,
    diffSummaryEn: at.type === 'RegulatoryEventRevised' ? at.data.diffSummaryEn : null,
    ingestedAt: Date.parse(first.data.ingestedAt),
    recordedAt: Date.parse(at.type === 'RegulatoryEventRevised' ? at.data.revisedAt : at.data.ingestedAt),
  };
}

/** Counts one delivery against the customer's monthly quota; false when it is used up. */
async function takeMonthlyQuota(pool: pg.Pool, customerId: string, limit: number): Promise<boolean> {
  const { rowCount } = await pool.query(
    `INSERT INTO delivery_usage_monthly AS u (customer_id, month, used)
     VALUES ($1, date_trunc('month', now() AT TIME ZONE 'UTC')::date, 1)
     ON CONFLICT (customer_id, month) DO UPDATE SET used = u.used + 1 WHERE u.used < $2`,
    [customerId, limit],
  );
  return rowCount === 1;
}

const FAN_OUT_CONCURRENCY = 16;

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
  const ids = subscriptions.map((s) => deliveryIdFor(eventId, version, s.id));
  const { rows } = await deps.pool.query('SELECT id FROM deliveries WHERE id = ANY ($1)', [ids]);
  const started = new Set(rows.map((row: { id: string }) => row.id));
  const pending = subscriptions.filter((_, i) => !started.has(ids[i]!));
  for (let i = 0; i < pending.length; i += FAN_OUT_CONCURRENCY) {
    await Promise.all(
      pending.slice(i, i + FAN_OUT_CONCURRENCY).map(async (subscription) => {
        const withinQuota = await takeMonthlyQuota(deps.pool, subscription.customer_id, subscription.deliveries_per_month);
        const deliveryId = deliveryIdFor(eventId, version, subscription.id);
        await handleDeliveryCommand(deps.eventStore, deliveryId, {
          type: 'StartDelivery',
          data: { deliveryId, subscriptionId: subscription.id, customerId: subscription.customer_id, eventId, eventVersion: version, withinQuota },
          metadata: { now },
        });
      }),
    );
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

/**
 * Makes attempt `attempt` of a delivery if it is the one due, and records the outcome; the decider
 * schedules the next attempt or marks the last. A disabled subscription cancels the delivery; a
 * suspended customer's delivery waits (`paused`) and is tried again later.
 */
export async function attemptDelivery(deps: DeliveryDependencies, deliveryId: string, attempt: number): Promise<AttemptOutcome> {
  const { state } = await deps.eventStore.aggregateStream<Delivery, DeliveryEvent>(deliveryStreamName(deliveryId), { evolve, initialState });
  if ((state.status !== 'pending' && state.status !== 'failed') || state.attemptsMade + 1 !== attempt) return 'not_due';
  const target = await deliveryTarget(deps.pool, state.subscriptionId);
  if (!target?.enabled) {
    await handleDeliveryCommand(deps.eventStore, deliveryId, { type: 'CancelDelivery', data: { deliveryId, reason: 'subscription_disabled' }, metadata: { now: new Date() } });
    return 'canceled';
  }
  if (target.customer_status !== 'active') return 'paused';
  const [event, secret] = await Promise.all([
    eventAtVersion(deps.eventStore, state.eventId, state.eventVersion),
    loadWebhookSecret(deps.pool, deps.secretsKey, state.subscriptionId),
  ]);
  if (!event || !secret) throw new Error(`${deliveryId}: its event version or its subscription's secret is missing`);
  const result = await post(deps, { url: target.webhook_url, secret, language: target.language }, event, {
    id: deliveryId,
    attempt,
    subscription_id: state.subscriptionId,
  });
  await handleDeliveryCommand(deps.eventStore, deliveryId, {
    type: 'RecordAttempt',
    data: { deliveryId, attempt, retrySchedule: deps.retrySchedule, ...result },
    metadata: { now: new Date() },
  });
  return 'recorded';
}

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
