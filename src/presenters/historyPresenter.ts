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
          article_filter: data.articleFilter ?? null,
          format: data.format ?? 'json',
          secret_fingerprint: data.secretFingerprint,
        },
      };
    case 'SubscriptionDisabled':
      return { type, time: Date.parse(data.disabledAt), data: { customer_id: data.customerId, reason: data.reason } };
    case 'SubscriptionSecretRotated':
      return {
        type,
        time: Date.parse(data.rotatedAt),
        data: {
          customer_id: data.customerId,
          secret_fingerprint: data.secretFingerprint,
          previous_fingerprint: data.previousFingerprint,
          previous_expires_at: Date.parse(data.previousExpiresAt),
        },
      };
  }
}

/** A subscription's stream, oldest first, as `GET /v1/subscriptions/{id}/history` and `regfeed audit subscription` show it. */
export const presentSubscriptionHistory = (events: Recorded<SubscriptionEvent>[]): HistoryEntry<SubscriptionEvent['type']>[] =>
  events.map((event) => ({ position: Number(event.metadata.streamPosition), ...presentSubscriptionEvent(event) }));

const unixMs = (iso: string | null): number | null => (iso === null ? null : Date.parse(iso));

// An allow-list per event type, in snake_case and a fixed order, as the subscription history shows its
// own: a field added to an event later stays out until someone decides to show it.
function presentDeliveryEvent(event: DeliveryEvent): { time: number; data: Record<string, unknown> } {
  switch (event.type) {
    case 'DeliveryStarted':
    case 'DeliveryWithheldForQuota': {
      const { data } = event;
      const time = event.type === 'DeliveryStarted' ? event.data.startedAt : event.data.withheldAt;
      return {
        time: Date.parse(time),
        data: {
          customer_id: data.customerId,
          subscription_id: data.subscriptionId,
          event_id: data.eventId,
          event_version: data.eventVersion,
        },
      };
    }
    case 'DeliveryAttemptSucceeded':
    case 'DeliveryAttemptFailed': {
      const { data } = event;
      return {
        time: Date.parse(data.attemptedAt),
        data: {
          attempt: data.attempt,
          status_code: data.statusCode,
          error: data.error,
          duration_ms: data.durationMs,
          ...(event.type === 'DeliveryAttemptFailed' ? { next_attempt_at: unixMs(event.data.nextAttemptAt) } : {}),
        },
      };
    }
    case 'DeliveryGaveUp':
      return { time: Date.parse(event.data.gaveUpAt), data: { attempts: event.data.attempts } };
    case 'DeliveryCanceled':
      return { time: Date.parse(event.data.canceledAt), data: { reason: event.data.reason } };
    case 'DeliveryReplayed':
      return { time: Date.parse(event.data.replayedAt), data: { attempt: event.data.attempt, replayed_by: event.data.replayedBy } };
  }
}

/** A delivery's stream, oldest first, for auditors; times in Unix ms. */
export const presentDeliveryHistory = (events: Recorded<DeliveryEvent>[]): HistoryEntry<DeliveryEvent['type']>[] =>
  events.map((event) => ({ position: Number(event.metadata.streamPosition), type: event.type, ...presentDeliveryEvent(event) }));
