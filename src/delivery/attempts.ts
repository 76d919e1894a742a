import type pg from 'pg';
import { liveSecrets, type SecretsKey, type SigningSecrets } from '../application/subscriptionSecrets.js';
import { handleDeliveryCommand, type DeliveryCommand } from '../domain/delivery.js';
import type { PayloadDelivery } from '../domain/webhookPayload.js';
import type { TargetPolicy } from '../domain/webhookTarget.js';
import type { EventStore } from '../eventStore/eventStore.js';
import { attemptContexts, type AttemptContext } from '../projections/deliveriesReadModel.js';
import { handleDeliveryCommands } from './deliveryBatch.js';
import { postWebhook } from './webhookPost.js';
import type { SendResult, WebhookSender } from './webhookSender.js';
import { checkedTarget, eventVersionOf, secretsOf, type DeliveryCaches } from './workerCaches.js';

export type DeliveryDependencies = {
  eventStore: EventStore;
  pool: pg.Pool;
  sender: WebhookSender;
  secretsKey: SecretsKey;
  policy: TargetPolicy;
  retrySchedule: number[];
  /** Kept by each worker process for as long as it runs. */
  caches: DeliveryCaches;
};

export type AttemptOutcome = 'not_due' | 'canceled' | 'paused' | 'deferred' | 'recorded';
/** What an attempt came to, and the command that records it, if any. */
export type FinishedAttempt = { outcome: AttemptOutcome; command?: DeliveryCommand };

/** What an attempt posts to, and for whom. */
export type AttemptTarget = { customerId: string; subscriptionId: string; host: string; first: boolean };
/** Admits an attempt to post (resolving with the function that ends its turn), or defers it (`undefined`). */
export type AttemptGate = (target: AttemptTarget) => Promise<(() => void) | undefined>;
const admitAll: AttemptGate = async () => () => {};

/** The host an attempt posts to, for its share of the slots; a refused URL is its own host (its attempt fails without a POST). */
const hostOfTarget = (url: string, policy: TargetPolicy): string => {
  const checked = checkedTarget(url, policy);
  return checked.ok ? checked.value.host : url;
};

/** One attempt job with what making it needs: its delivery's state and its subscription's secret. */
export type PreparedAttempt = {
  deliveryId: string;
  attempt: number;
  context: AttemptContext | undefined;
  secret: SigningSecrets | undefined;
};

/**
 * Reads the state of many attempts at once, in up to two queries (the delivery rows of those not
 * read yet, the secrets the worker lacks).
 */
export async function prepareAttempts(
  deps: DeliveryDependencies,
  jobs: { deliveryId: string; attempt: number; context?: AttemptContext | undefined }[],
): Promise<PreparedAttempt[]> {
  // The read model answers whether an attempt is due; recording it, the decider checks again
  // against the delivery's stream, so a stale answer here can only cost a wasted POST.
  const unread = jobs.filter((job) => !job.context).map((job) => job.deliveryId);
  const read = unread.length ? await attemptContexts(deps.pool, unread) : new Map<string, AttemptContext>();
  const contexts = jobs.map((job) => job.context ?? read.get(job.deliveryId));
  const secrets = await secretsOf(
    deps,
    new Map(contexts.flatMap((context) => (context ? [[context.subscription_id, context.secret_generation] as const] : []))),
  );
  return jobs.map(({ deliveryId, attempt }, i) => {
    const context = contexts[i];
    return { deliveryId, attempt, context, secret: context && secrets.get(context.subscription_id) };
  });
}

/**
 * Makes one attempt if it is due, recording nothing. A disabled subscription cancels its delivery;
 * a suspended customer's delivery waits (`paused`) to be tried again later, as does one the gate
 * turns away (`deferred`). An attempt whose event or secret is missing rejects.
 */
export async function makeAttempt(
  deps: DeliveryDependencies,
  { deliveryId, attempt, context, secret }: PreparedAttempt,
  admit: AttemptGate = admitAll,
): Promise<FinishedAttempt> {
  if (!context || (context.status !== 'pending' && context.status !== 'failed') || context.attempts + 1 !== attempt)
    return { outcome: 'not_due' };
  if (!context.enabled) {
    return {
      outcome: 'canceled',
      command: { type: 'CancelDelivery', data: { deliveryId, reason: 'subscription_disabled' }, metadata: { now: new Date() } },
    };
  }
  if (context.customer_status !== 'active') return { outcome: 'paused' };
  const release = await admit({
    customerId: context.customer_id,
    subscriptionId: context.subscription_id,
    host: hostOfTarget(context.webhook_url, deps.policy),
    first: attempt === 1,
  });
  if (!release) return { outcome: 'deferred' };
  const result = await sendAttempt(deps, context, secret, { id: deliveryId, attempt, subscription_id: context.subscription_id }).finally(
    release,
  );
  return {
    outcome: 'recorded',
    command: {
      type: 'RecordAttempt',
      data: { deliveryId, attempt, retrySchedule: deps.retrySchedule, ...result },
      metadata: { now: new Date() },
    },
  };
}

/** Records the outcomes of many attempts in one transaction; the decider schedules next attempts or marks last ones. */
export const recordAttempts = (deps: { eventStore: EventStore; pool: pg.Pool }, attempts: FinishedAttempt[]): Promise<void> =>
  handleDeliveryCommands(
    deps,
    attempts.flatMap((attempt) => (attempt.command ? [attempt.command] : [])),
  );

/** Signs and posts one attempt of a delivery that is due. */
async function sendAttempt(
  deps: DeliveryDependencies,
  context: AttemptContext,
  secret: SigningSecrets | undefined,
  delivery: PayloadDelivery,
): Promise<SendResult> {
  const event = await eventVersionOf(deps, context.event_id, context.event_version);
  if (!event || !secret) throw new Error(`${delivery.id}: its event version or its subscription's secret is missing`);
  return postWebhook(
    deps,
    { url: context.webhook_url, secrets: liveSecrets(secret), language: context.language, format: context.format },
    event,
    delivery,
  );
}

/** The last attempt failed: the delivery gives up (its decider does nothing unless it is exhausted). */
export async function giveUp(deps: { eventStore: EventStore }, deliveryId: string): Promise<void> {
  await handleDeliveryCommand(deps.eventStore, deliveryId, { type: 'GiveUp', data: { deliveryId }, metadata: { now: new Date() } });
}
