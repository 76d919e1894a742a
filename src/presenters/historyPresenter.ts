import type { DeliveryEvent } from '../domain/delivery.js';
import type { SubscriptionEvent } from '../domain/subscription.js';

/** One domain event of a record, as customers and auditors see it; times in Unix ms. */
export type HistoryEntry<Type extends string = string> = { position: number; type: Type; time: number; data: Record<string, unknown> };

type Recorded<E> = E & { metadata: { streamPosition: bigint } };

// An allow-list per event type rather than the stored data as is: a field added to an event later
// (a secret's ciphertext, say) stays out of the history until someone decides to show it.
function presentSubscriptionEvent({ type, data }: SubscriptionEvent): Omit<HistoryEntry<SubscriptionEvent['type']>, 'position'> {
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

/** A subscription's stream, oldest first, as `GET /v1/subscriptions/{id}/history` and `regfeed audit subscription` show it. */
export const presentSubscriptionHistory = (events: Recorded<SubscriptionEvent>[]): HistoryEntry<SubscriptionEvent['type']>[] =>
  events.map((event) => ({ position: Number(event.metadata.streamPosition), ...presentSubscriptionEvent(event) }));

const deliveryEventTime = ({ type, data }: DeliveryEvent): string => {
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

/** A delivery's stream, oldest first, for auditors (deliveries hold no secrets, so the data is shown as stored). */
export const presentDeliveryHistory = (events: Recorded<DeliveryEvent>[]): HistoryEntry<DeliveryEvent['type']>[] =>
  events.map((event) => ({
    position: Number(event.metadata.streamPosition),
    type: event.type,
    time: Date.parse(deliveryEventTime(event)),
    data: event.data as Record<string, unknown>,
  }));
