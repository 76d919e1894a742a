import type pg from 'pg';
import { newId } from '../domain/ids.js';
import {
  handleSubscriptionCommand,
  subscriptionStreamName,
  type DisableReason,
  type SubscriptionEvent,
  type SubscriptionTarget,
} from '../domain/subscription.js';
import { listEnabledSubscriptions, subscriptionAllowance } from '../projections/subscriptionsReadModel.js';
import { eventStoreOnClient, type EventStore } from '../eventStore/eventStore.js';
import { systemClock, type Clock } from './customerCommands.js';
import { generateWebhookSecret, secretFingerprint, storeWebhookSecret, type SecretsKey } from './subscriptionSecrets.js';

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
 * Runs `work` on one connection while it holds a session-level advisory lock on `key`. Everything
 * that must be serialized runs on that same connection, so waiting callers, who each hold a pooled
 * connection while they wait, can never starve the holder of one.
 */
async function holdingLock<T>(pool: pg.Pool, key: string, work: (client: pg.PoolClient) => Promise<T>): Promise<T> {
  const client = await pool.connect();
  let unlocked = false;
  try {
    await client.query('SELECT pg_advisory_lock(hashtextextended($1, 0))', [key]);
    try {
      return await work(client);
    } finally {
      unlocked = await client.query('SELECT pg_advisory_unlock(hashtextextended($1, 0))', [key]).then(
        () => true,
        () => false,
      );
    }
  } finally {
    // A connection that may still hold the lock must not go back to the pool.
    client.release(!unlocked);
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
  await holdingLock(pool, `regfeed:subscription-limit:${customerId}`, async (client) => {
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

// ---------------------------------------------------------------- History

/** One domain event of a subscription, as customers and auditors see it; times in Unix ms. */
/** A canceled customer's subscriptions stop: each enabled one is disabled (again harmlessly, if repeated). */
export async function disableCustomerSubscriptions(eventStore: EventStore, pool: pg.Pool, customerId: string): Promise<number> {
  const enabled = await listEnabledSubscriptions(pool, customerId);
  for (const { id } of enabled) await disableSubscription(eventStore, customerId, id, systemClock, 'customer_canceled');
  return enabled.length;
}

export type HistoryEntry = { position: number; type: SubscriptionEvent['type']; time: number; data: Record<string, unknown> };

// An allow-list per event type rather than the stored data as is: a field added to an event later
// (a secret's ciphertext, say) stays out of the history until someone decides to show it.
function present({ type, data }: SubscriptionEvent): Pick<HistoryEntry, 'type' | 'time' | 'data'> {
  switch (type) {
    case 'SubscriptionCreated':
      return {
        type,
        time: Date.parse(data.createdAt),
        data: {
          customer_id: data.customerId,
          webhook_url: data.webhookUrl,
          topics: data.topics,
          source_filter: data.sourceFilter,
          severity_min: data.severityMin,
          language: data.language,
          secret_fingerprint: data.secretFingerprint,
        },
      };
    case 'SubscriptionDisabled':
      return { type, time: Date.parse(data.disabledAt), data: { customer_id: data.customerId, reason: data.reason } };
  }
}

/** The subscription's domain events, oldest first; empty for an unknown id. */
export async function subscriptionHistory(eventStore: EventStore, subscriptionId: string): Promise<HistoryEntry[]> {
  const { events } = await eventStore.readStream<SubscriptionEvent>(subscriptionStreamName(subscriptionId));
  return events.map((event) => ({ position: Number(event.metadata.streamPosition), ...present(event) }));
}
