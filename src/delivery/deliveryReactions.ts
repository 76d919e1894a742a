import type { CustomerCanceled } from '../domain/customer.js';
import type { DeliveryEvent } from '../domain/delivery.js';
import type { RegulatoryEventEvent } from '../domain/regulatoryEvent.js';
import type { Reactions } from '../runtime/outbox.js';

export const QUEUES = {
  fanOut: 'fan-out',
  attempt: 'delivery-attempt',
  giveUp: 'delivery-give-up',
  customerCanceled: 'customer-canceled',
} as const;

/** `from`: where in the fan-out's order the next part begins (a later part's job carries it). */
export type FanOutJob = { eventId: string; version: number; from?: number };
export type AttemptJob = { deliveryId: string; attempt: number };
export type GiveUpJob = { deliveryId: string };
export type CustomerCanceledJob = { customerId: string };

/** First attempts are fetched before retries: a new event reaches healthy receivers before late retries are made. */
export const attemptPriority = (attempt: number): number => (attempt === 1 ? 1 : 0);

/** A relayed job's priority: attempts by their number, everything else alike. */
export const jobPriority = (queue: string, data: { attempt?: unknown }): number =>
  queue === QUEUES.attempt && typeof data.attempt === 'number' ? attemptPriority(data.attempt) : 0;

/** Keys of the delivery jobs: the same step always has the same key, hence the same job id. */
export const jobKeys = {
  attempt: (deliveryId: string, attempt: number) => `attempt:${deliveryId}:${attempt}`,
  giveUp: (deliveryId: string) => `give-up:${deliveryId}`,
};

const fanOut = (eventId: string, version: number, dueAt: string) => ({
  queue: QUEUES.fanOut,
  key: `fan-out:${eventId}:${version}`,
  data: { eventId, version } satisfies FanOutJob,
  dueAt,
});

/**
 * The job each event calls for; its key makes the job's id, so it is created once. A started
 * delivery's first attempt calls for none: the pumps claim it from the due table the deliveries
 * read model writes in the same transaction (`dueAttempts.ts`).
 */
export const deliveryReactions = {
  RegulatoryEventPublished: ({ data }) => fanOut(data.eventId, data.version, data.ingestedAt),
  RegulatoryEventRevised: ({ data }) => fanOut(data.eventId, data.version, data.revisedAt),
  RegulatoryEventReclassified: ({ data }) => fanOut(data.eventId, data.version, data.reclassifiedAt),
  DeliveryReplayed: ({ data }) => ({
    queue: QUEUES.attempt,
    key: jobKeys.attempt(data.deliveryId, data.attempt),
    data: { deliveryId: data.deliveryId, attempt: data.attempt } satisfies AttemptJob,
    dueAt: data.replayedAt,
  }),
  DeliveryAttemptFailed: ({ data: { deliveryId, attempt, nextAttemptAt, attemptedAt } }) =>
    nextAttemptAt
      ? {
          queue: QUEUES.attempt,
          key: jobKeys.attempt(deliveryId, attempt + 1),
          data: { deliveryId, attempt: attempt + 1 } satisfies AttemptJob,
          dueAt: nextAttemptAt,
        }
      : { queue: QUEUES.giveUp, key: jobKeys.giveUp(deliveryId), data: { deliveryId } satisfies GiveUpJob, dueAt: attemptedAt },
  CustomerCanceled: ({ data }) => ({
    queue: QUEUES.customerCanceled,
    key: `canceled:${data.customerId}`,
    data: { customerId: data.customerId } satisfies CustomerCanceledJob,
    dueAt: data.canceledAt,
  }),
} satisfies Reactions<RegulatoryEventEvent | DeliveryEvent | CustomerCanceled>;
