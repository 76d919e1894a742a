import type Router from '@koa/router';
import * as z from 'zod';
import { DISCLAIMER } from '../domain/vocabulary.js';
import { AttemptResource, DELIVERY_STATUSES, DeliveryResource, findDelivery, listAttempts, listDeliveries } from '../projections/deliveriesReadModel.js';
import type { RouteDependencies } from './routeDependencies.js';
import type { AuthenticatedState } from './auth.js';
import { notFound } from './errors.js';
import { json, pageOf, registerAuthenticatedPath } from './openapi.js';
import { continueAfter, DEFAULT_PAGE_LIMIT, PageCursor, PageLimit, parseInput } from './validate.js';

export const DeliveriesQuery = z.object({
  status: z.enum(DELIVERY_STATUSES).optional().meta({ description: '`gave_up` lists the dead-letter queue' }),
  subscription_id: z.string().min(1).max(64).optional(),
  limit: PageLimit,
  cursor: PageCursor,
});

const Page = pageOf('deliveries', DeliveryResource);
const One = z.object({ delivery: DeliveryResource, attempts: z.array(AttemptResource), disclaimer: z.string() });

registerAuthenticatedPath({
  method: 'get',
  path: '/v1/deliveries',
  summary: 'The caller’s deliveries, newest first; `status=gave_up` is the dead-letter queue',
  request: { query: DeliveriesQuery },
  responses: { 200: json(Page, 'A page of deliveries') },
  errors: [400],
});
registerAuthenticatedPath({
  method: 'get',
  path: '/v1/deliveries/{id}',
  summary: 'One delivery with every attempt (additive)',
  request: { params: z.object({ id: z.string() }) },
  responses: { 200: json(One, 'The delivery') },
  errors: [404],
});

export function deliveriesRoutes(router: Router, { pool, authenticate }: RouteDependencies): void {
  router.get<AuthenticatedState>('/v1/deliveries', authenticate, async (ctx) => {
    const query = parseInput(DeliveriesQuery, ctx.query, 'query');
    const filters = { customerId: ctx.state.caller.customerId, status: query.status, subscriptionId: query.subscription_id };
    const after = continueAfter(query.cursor, filters);
    const { deliveries, nextCursor } = await listDeliveries(pool, filters, { limit: query.limit ?? DEFAULT_PAGE_LIMIT, after });
    ctx.body = { deliveries, count: deliveries.length, next_cursor: nextCursor, disclaimer: DISCLAIMER } satisfies z.infer<typeof Page>;
  });

  router.get<AuthenticatedState>('/v1/deliveries/:id', authenticate, async (ctx) => {
    const delivery = await findDelivery(pool, ctx.params.id ?? '', ctx.state.caller.customerId);
    if (!delivery) throw notFound('Delivery');
    ctx.body = { delivery, attempts: await listAttempts(pool, delivery.id), disclaimer: DISCLAIMER } satisfies z.infer<typeof One>;
  });
}
