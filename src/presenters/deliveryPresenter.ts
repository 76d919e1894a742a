import * as z from 'zod';
import type { DeliveryStatus } from '../domain/delivery.js';

// The API's shapes of deliveries; the read model's queries return rows in these shapes.

export const DELIVERY_STATUSES = [
  'pending',
  'failed',
  'delivered',
  'gave_up',
  'quota_exceeded',
  'canceled',
] as const satisfies readonly DeliveryStatus[];

export const DeliveryResource = z
  .object({
    id: z.string(),
    subscription_id: z.string(),
    event_id: z.string(),
    event_version: z.number().int(),
    status: z.enum(DELIVERY_STATUSES),
    attempts: z
      .number()
      .int()
      .meta({ description: 'Attempts made so far: at most 6 per cycle, and a replay starts another cycle whose numbers keep counting' }),
    created_at: z.number().int(),
    last_attempt_at: z.number().int().nullable(),
    next_attempt_at: z.number().int().nullable(),
    last_response_status: z.number().int().nullable(),
    last_error: z.string().nullable(),
  })
  .meta({ id: 'Delivery' });
export type DeliveryView = z.infer<typeof DeliveryResource>;

export const AttemptResource = z
  .object({
    attempt: z.number().int(),
    attempted_at: z.number().int(),
    succeeded: z.boolean(),
    response_status: z.number().int().nullable(),
    error: z.string().nullable(),
    duration_ms: z.number().int(),
  })
  .meta({ id: 'DeliveryAttempt' });

export type AttemptView = z.infer<typeof AttemptResource>;

/** `GET /v1/deliveries/{id}`: one delivery with every attempt. */
export const OneDelivery = z.object({ delivery: DeliveryResource, attempts: z.array(AttemptResource), disclaimer: z.string() });

export const DeliveryReplayAccepted = z.object({ delivery: DeliveryResource, disclaimer: z.string() });
export const RecoveryAccepted = z.object({
  recovered: z.number().int().meta({ description: 'How many `gave_up` deliveries are replaying (as many as the monthly quota allowed)' }),
  disclaimer: z.string(),
});
