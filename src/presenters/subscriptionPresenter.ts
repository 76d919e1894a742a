import * as z from 'zod';
import { DeliveryFormat, Language, Severity, Topic } from '../domain/vocabulary.js';

// The API's shapes of subscriptions; the read model's queries return rows in the resource's shape.

/** A subscription as the API shows it (spec "Subscription"), times in Unix ms. */
export const SubscriptionResource = z
  .object({
    id: z.string().meta({ example: 'sub_Jd2kq3n0v9sP1xWc7mYbAg' }),
    webhook_url: z.string().meta({ format: 'uri', description: 'The delivery target, normalized' }),
    topics: z.array(Topic),
    source_filter: z.array(z.string()).nullable().meta({ description: 'Source ids; null: every source' }),
    severity_min: Severity,
    language: Language,
    article_filter: z.array(z.string()).nullable().meta({ description: 'AI Act references; null: every event (additive)' }),
    format: DeliveryFormat.meta({ description: 'Body of the deliveries: `json` (the webhook payload) or `slack` (additive)' }),
    enabled: z.boolean().meta({ description: 'false once deleted' }),
    created_at: z.number().int().meta({ description: 'Creation time, Unix ms' }),
    last_delivery_at: z.number().int().nullable().meta({ description: 'Time of the last successful delivery, Unix ms' }),
  })
  .meta({ id: 'Subscription' });
export type SubscriptionView = z.infer<typeof SubscriptionResource>;

const unixMsField = (description: string) =>
  z
    .number()
    .int()
    .meta({ description: `${description}, Unix ms` });

export const SubscriptionWithSecret = SubscriptionResource.extend({
  webhook_secret: z.string().meta({
    description: 'The HMAC key of X-Service-Signature: 64 lowercase hex characters. Returned here only, never again',
  }),
}).meta({ id: 'SubscriptionWithSecret' });

export const HistoryEntry = z
  .object({
    position: z.number().int().meta({ description: 'Position in the subscription’s stream, from 1' }),
    type: z.enum(['SubscriptionCreated', 'SubscriptionDisabled', 'SubscriptionSecretRotated']),
    time: unixMsField('When it happened'),
    data: z.record(z.string(), z.unknown()).meta({ description: 'What the event recorded; secrets are never part of it' }),
  })
  .meta({ id: 'SubscriptionHistoryEntry' });

export const SubscriptionCreated = z.object({ subscription: SubscriptionWithSecret, note: z.string(), disclaimer: z.string() });
export const SecretRotated = z.object({
  subscription: SubscriptionWithSecret,
  previous_secret_expires_at: unixMsField('Until when the previous secret signs too'),
  disclaimer: z.string(),
});
export const OneSubscription = z.object({ subscription: SubscriptionResource, disclaimer: z.string() });
export const SubscriptionList = z.object({ subscriptions: z.array(SubscriptionResource), disclaimer: z.string() });
export const SubscriptionHistory = z.object({ subscription_id: z.string(), history: z.array(HistoryEntry), disclaimer: z.string() });

/** Shown with a new subscription, beside its secret. */
export const SECRET_NOTE =
  'Store webhook_secret now: it is shown only in this response. Each delivery carries ' +
  'X-Service-Signature: sha256=<hex HMAC-SHA256 of the raw request body, keyed with webhook_secret>.';

export const TestDeliveryResult = z.object({
  delivery: z.object({
    id: z.string(),
    status: z.enum(['delivered', 'failed']),
    response_status: z.number().int().nullable(),
    duration_ms: z.number().int(),
    error: z.string().nullable(),
  }),
  disclaimer: z.string(),
});

const count = z.number().int().nonnegative();

/** `GET /v1/subscriptions/{id}/stats`: read from an hourly rollup, so windows are whole UTC hours. */
export const SubscriptionStatsResult = z
  .object({
    subscription_id: z.string(),
    window: z.enum(['1d', '7d', '28d']),
    deliveries: z
      .object({ pending: count, failed: count, delivered: count, gave_up: count, quota_exceeded: count, canceled: count })
      .meta({ description: 'Deliveries created in the window, by their status now' }),
    attempts: z.object({ total: count, succeeded: count, failed: count }).meta({ description: 'Attempts made in the window' }),
    success_rate: z.number().min(0).max(1).nullable().meta({ description: 'Succeeded attempts / attempts; null when there were none' }),
    duration_ms: z
      .object({ p50: z.number().int().nullable(), p95: z.number().int().nullable() })
      .meta({ description: 'Attempt durations, read from a log-scaled histogram (within 9 %); null when there were no attempts' }),
    last_success_at: z.number().int().nullable(),
    last_failure_at: z.number().int().nullable(),
    last_error: z.string().nullable().meta({ description: 'The error of the window’s latest failed attempt' }),
    disclaimer: z.string(),
  })
  .meta({ id: 'SubscriptionStats' });
