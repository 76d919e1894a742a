import * as z from 'zod';
import { Tier, type Quotas } from './tier.js';

// The payment provider's callback body, `{id, type, created, data}` (decisions.md, "Customers,
// payment, quotas"). Providers add fields over time, so unknown fields are allowed, never required.

export const PAYMENT_EVENT_TYPES = [
  'checkout.completed',
  'subscription.updated',
  'invoice.payment_failed',
  'invoice.paid',
  'subscription.canceled',
] as const;
export type PaymentEventType = (typeof PAYMENT_EVENT_TYPES)[number];

export const isKnownPaymentEventType = (type: string): type is PaymentEventType =>
  (PAYMENT_EVENT_TYPES as readonly string[]).includes(type);

const MILLISECONDS_FROM = 1e12; // 2001-09-09 in ms, the year 33658 in seconds: the two cannot be confused

/** The contract leaves the unit open: Unix seconds, Unix milliseconds or ISO 8601, normalized to ISO. */
const ProviderTime = z
  .union([z.number().int().nonnegative().max(8.64e15), z.iso.datetime({ offset: true })])
  .transform((value) => new Date(typeof value === 'string' ? value : value >= MILLISECONDS_FROM ? value : value * 1000).toISOString())
  .meta({ description: 'When the provider created the event: Unix seconds, Unix milliseconds or an ISO 8601 date-time' });

export const PaymentEnvelope = z.object({
  id: z.string().min(1).max(255).meta({ description: "The provider's event id: each id is applied once" }),
  type: z.string().min(1).max(255),
  created: ProviderTime,
  data: z.record(z.string(), z.unknown()),
});

const ProviderCustomerId = z.string().min(1).max(255);

const ProviderQuotas = z
  .object({
    api_requests_per_day: z.number().int().positive().max(1_000_000_000),
    deliveries_per_month: z.number().int().positive().max(1_000_000_000),
  })
  .meta({ description: 'Embedded tier only, and required for it: the quotas the operator agreed' });

const TierChoice = z
  .looseObject({ provider_customer_id: ProviderCustomerId, tier: Tier, quotas: ProviderQuotas.optional() })
  .superRefine((value, ctx) => {
    if (value.tier === 'Embedded' && !value.quotas) {
      ctx.addIssue({
        code: 'custom',
        path: ['quotas'],
        message: 'the Embedded tier needs quotas: {api_requests_per_day, deliveries_per_month}',
      });
    }
    if (value.tier !== 'Embedded' && value.quotas) {
      ctx.addIssue({ code: 'custom', path: ['quotas'], message: `the ${value.tier} tier has fixed quotas; only Embedded takes quotas` });
    }
  });

const CustomerReference = z.looseObject({ provider_customer_id: ProviderCustomerId });

const PAYMENT_EVENT_DATA = {
  'checkout.completed': TierChoice.safeExtend({ customer_email: z.email().max(254) }),
  'subscription.updated': TierChoice,
  'invoice.payment_failed': CustomerReference,
  'invoice.paid': CustomerReference,
  'subscription.canceled': CustomerReference,
} satisfies Record<PaymentEventType, z.ZodType>;

type DataOf<T extends PaymentEventType> = z.infer<(typeof PAYMENT_EVENT_DATA)[T]>;

/** A provider event of a type the service acts on, validated. */
export type PaymentEvent = {
  [T in PaymentEventType]: { id: string; type: T; created: string; data: DataOf<T> };
}[PaymentEventType];

/** Any provider event with a valid envelope; `data` is only checked for the types acted on. */
export type ReceivedPaymentEvent = PaymentEvent | z.infer<typeof PaymentEnvelope>;

export const isActedOn = (event: ReceivedPaymentEvent): event is PaymentEvent => isKnownPaymentEventType(event.type);

/** Validates a callback body; throws the ZodError, whose paths name the failing fields. */
export function parsePaymentEvent(body: unknown): ReceivedPaymentEvent {
  const envelope = PaymentEnvelope.parse(body);
  if (!isKnownPaymentEventType(envelope.type)) return envelope;
  const data = PAYMENT_EVENT_DATA[envelope.type].safeParse(envelope.data);
  if (!data.success) {
    throw new z.ZodError(data.error.issues.map((issue) => ({ ...issue, path: ['data', ...issue.path] })));
  }
  return { ...envelope, data: data.data } as PaymentEvent;
}

export const quotasOf = (data: { quotas?: z.infer<typeof ProviderQuotas> | undefined }): Quotas | null =>
  data.quotas ? { apiRequestsPerDay: data.quotas.api_requests_per_day, deliveriesPerMonth: data.quotas.deliveries_per_month } : null;

/** The body's schema for the OpenAPI description. */
export const PaymentEventBody = PaymentEnvelope.extend({
  type: z.string().meta({ description: `${PAYMENT_EVENT_TYPES.join(', ')}; other types are recorded and ignored` }),
  data: z.record(z.string(), z.unknown()).meta({
    description:
      'checkout.completed: {customer_email, tier, provider_customer_id, quotas?}; subscription.updated: {provider_customer_id, tier, quotas?}; ' +
      'invoice.payment_failed, invoice.paid, subscription.canceled: {provider_customer_id}',
  }),
}).meta({ id: 'PaymentEvent' });
