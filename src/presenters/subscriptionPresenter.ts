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
