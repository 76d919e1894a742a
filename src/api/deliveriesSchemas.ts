import * as z from 'zod';
import { DELIVERY_STATUSES } from '../presenters/deliveryPresenter.js';
import { PageCursor, PageLimit } from './validate.js';

/** Query parameters of GET /v1/deliveries; unknown ones are ignored. */
export const DeliveriesQuery = z.object({
  status: z.enum(DELIVERY_STATUSES).optional().meta({ description: '`gave_up` lists the dead-letter queue' }),
  subscription_id: z.string().min(1).max(64).optional(),
  limit: PageLimit,
  cursor: PageCursor,
});
