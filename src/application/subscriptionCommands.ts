import type pg from 'pg';
import { newId } from '../domain/ids.js';
import {
  handleSubscriptionCommand,
  subscriptionStreamName,
  type DisableReason,
  type SubscriptionEvent,
  type SubscriptionTarget,
} from '../domain/subscription.js';
import { withAdvisoryLock } from '../runtime/sql.js';
import { presentSubscriptionHistory, type HistoryEntry } from '../presenters/historyPresenter.js';
import { listEnabledSubscriptions, subscriptionAllowance } from '../projections/subscriptionsReadModel.js';
import { eventStoreOnClient, type EventStore } from '../eventStore/eventStore.js';
import { systemClock, type Clock } from './clock.js';
import {
  generateWebhookSecret,
  rotateWebhookSecret,
  secretFingerprint,
  storeWebhookSecret,
  type SecretsKey,
} from './subscriptionSecrets.js';

// The edge of the subscription commands: ids, the secret, the clock and the tier limit (which spans
// all of a customer's subscription streams) come from here, the rules of one subscription from the
// decider.

/** The customer's enabled subscriptions already use up its tier's limit. */
export class TierLimitReached extends Error {
  constructor(
    readonly limit: number,
    readonly enabled: number,
  ) {
    super(`The tier's limit of ${limit} active subscriptions is reached`);
    this.name = 'TierLimitReached';
  }
}

/**
 * Creates a subscription unless the customer's enabled subscriptions reach its tier's limit. Exact
 * under concurrency: per customer, "count, then append" runs under one lock, and the inline
 * projection updates the counted table in the append's own transaction, so the next holder counts
 * it. The secret is stored (encrypted) before the append: a failed append leaves an unused row,
 * never a subscription without a secret. The plaintext secret is returned once, to be shown once.
 */
export async function createSubscription(
  { pool, eventStore, secretsKey }: { pool: pg.Pool; eventStore: EventStore; secretsKey: SecretsKey },
  customerId: string,
  target: SubscriptionTarget,
  clock: Clock = systemClock,
): Promise<{ subscriptionId: string; webhookSecret: string }> {
  const subscriptionId = newId('sub');
  const webhookSecret = generateWebhookSecret();
  await withAdvisoryLock(pool, `regfeed:subscription-limit:${customerId}`, async (client) => {
    const allowance = await subscriptionAllowance(client, customerId);
    if (!allowance) throw new Error(`customer ${customerId} has no read-model row`);
    if (allowance.enabled >= allowance.limit) throw new TierLimitReached(allowance.limit, allowance.enabled);
    await storeWebhookSecret(client, secretsKey, subscriptionId, webhookSecret);
    await handleSubscriptionCommand(eventStoreOnClient(eventStore, pool, client), subscriptionId, {
      type: 'CreateSubscription',
      data: { subscriptionId, customerId, target, secretFingerprint: secretFingerprint(webhookSecret) },
      metadata: { now: clock() },
    });
  });
  return { subscriptionId, webhookSecret };
}

/**
 * Gives the customer's enabled subscription a new secret; the one it replaces keeps signing for
 * `overlapSeconds`. Under the subscription's lock, so two rotations cannot interleave. The secret is
 * stored before the append, as at creation: a failed append leaves the new secret stored with the
 * old still signing, and the customer, who got an error, rotates again. The caller checks that the
 * subscription is the customer's and enabled; the decider refuses otherwise.
 */
export async function rotateSubscriptionSecret(
  { pool, eventStore, secretsKey }: { pool: pg.Pool; eventStore: EventStore; secretsKey: SecretsKey },
  customerId: string,
  subscriptionId: string,
  overlapSeconds: number,
  clock: Clock = systemClock,
): Promise<{ webhookSecret: string; previousExpiresAt: Date }> {
  const webhookSecret = generateWebhookSecret();
  const now = clock();
  const previousExpiresAt = new Date(now.getTime() + overlapSeconds * 1000);
  await withAdvisoryLock(pool, `regfeed:subscription-secret:${subscriptionId}`, async (client) => {
    const { previousFingerprint } = await rotateWebhookSecret(
      client,
      secretsKey,
      subscriptionId,
      webhookSecret,
      previousExpiresAt.getTime(),
    );
    await handleSubscriptionCommand(eventStoreOnClient(eventStore, pool, client), subscriptionId, {
      type: 'RotateSecret',
      data: { subscriptionId, customerId, secretFingerprint: secretFingerprint(webhookSecret), previousFingerprint, previousExpiresAt },
      metadata: { now },
    });
  });
  return { webhookSecret, previousExpiresAt };
}

/** Disables (soft-deletes) the customer's subscription; a second call changes nothing. */
export async function disableSubscription(
  eventStore: EventStore,
  customerId: string,
  subscriptionId: string,
  clock: Clock = systemClock,
  reason: DisableReason = 'deleted_by_customer',
): Promise<{ changed: boolean }> {
  const { newEvents } = await handleSubscriptionCommand(eventStore, subscriptionId, {
    type: 'DisableSubscription',
    data: { subscriptionId, customerId, reason },
    metadata: { now: clock() },
  });
  return { changed: newEvents.length > 0 };
}

/** A canceled customer's subscriptions stop: each enabled one is disabled (again harmlessly, if repeated). */
export async function disableCustomerSubscriptions(eventStore: EventStore, pool: pg.Pool, customerId: string): Promise<number> {
  const enabled = await listEnabledSubscriptions(pool, customerId);
  for (const { id } of enabled) await disableSubscription(eventStore, customerId, id, systemClock, 'customer_canceled');
  return enabled.length;
}

// ---------------------------------------------------------------- History

/** The subscription's domain events, oldest first; empty for an unknown id. */
export async function subscriptionHistory(
  eventStore: EventStore,
  subscriptionId: string,
): Promise<HistoryEntry<SubscriptionEvent['type']>[]> {
  const { events } = await eventStore.readStream<SubscriptionEvent>(subscriptionStreamName(subscriptionId));
  return presentSubscriptionHistory(events);
}
