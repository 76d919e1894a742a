import type Router from '@koa/router';
import * as z from 'zod';
import { DISCLAIMER } from '../domain/vocabulary.js';
import { replayDelivery } from '../delivery/replay.js';
import { DeliveryReplayAccepted, DeliveryResource, OneDelivery } from '../presenters/deliveryPresenter.js';
import { findDelivery, listAttempts, listDeliveries } from '../projections/deliveriesReadModel.js';
import type { AuthenticatedState } from './auth.js';
import { DeliveriesQuery } from './deliveriesSchemas.js';
import { ErrorBody, notFound } from './errors.js';
import { json, pageOf, registerAuthenticatedPath } from './openapi.js';
import { IdempotencyHeaders, idempotent } from './idempotency.js';
import { replayedCount } from './replayErrors.js';
import type { RouteDependencies } from './routeDependencies.js';
import { continueAfter, DEFAULT_PAGE_LIMIT, validate, type Validated } from './validate.js';

const Page = pageOf('deliveries', DeliveryResource);

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
  responses: { 200: json(OneDelivery, 'The delivery') },
  errors: [404],
});

registerAuthenticatedPath({
  method: 'post',
  path: '/v1/deliveries/{id}/replay',
  summary:
    'Replay a delivery: back to `pending`, a new cycle of up to six attempts whose numbers keep counting (7, 8, …), ' +
    'the same `webhook-id`; from `gave_up`, `delivered`, `canceled` or `quota_exceeded`; counts one delivery against the monthly quota',
  request: { params: z.object({ id: z.string() }), headers: IdempotencyHeaders },
  responses: {
    202: json(DeliveryReplayAccepted, 'Replaying'),
    402: json(ErrorBody, '`tier_limit_reached`: the monthly delivery quota is used up'),
    409: json(
      ErrorBody,
      '`conflict`: the delivery is in progress (`pending`, `failed`) or its subscription is disabled; ' +
        '`idempotency_conflict`: the Idempotency-Key came with another body',
    ),
  },
  errors: [404],
});

export function deliveriesRoutes(router: Router, { pool, eventStore, secretsKey, authenticate }: RouteDependencies): void {
  router.get<AuthenticatedState & Validated<typeof DeliveriesQuery>>(
    '/v1/deliveries',
    authenticate,
    validate('query', DeliveriesQuery),
    async (ctx) => {
      const query = ctx.state.input;
      const filters = { customerId: ctx.state.caller.customerId, status: query.status, subscriptionId: query.subscription_id };
      const after = continueAfter(query.cursor, filters);
      const { deliveries, nextCursor } = await listDeliveries(pool, filters, { limit: query.limit ?? DEFAULT_PAGE_LIMIT, after });
      ctx.body = { deliveries, count: deliveries.length, next_cursor: nextCursor, disclaimer: DISCLAIMER } satisfies z.infer<typeof Page>;
    },
  );

  router.get<AuthenticatedState>('/v1/deliveries/:id', authenticate, async (ctx) => {
    const delivery = await findDelivery(pool, ctx.params.id ?? '', ctx.state.caller.customerId);
    if (!delivery) throw notFound('Delivery');
    ctx.body = { delivery, attempts: await listAttempts(pool, delivery.id), disclaimer: DISCLAIMER } satisfies z.infer<typeof OneDelivery>;
  });

  router.post<AuthenticatedState>('/v1/deliveries/:id/replay', authenticate, idempotent({ pool, secretsKey }), async (ctx) => {
    const { customerId } = ctx.state.caller;
    const id = ctx.params.id ?? '';
    replayedCount(await replayDelivery({ pool, eventStore }, id, { replayedBy: 'customer', customerId }), 'Delivery');
    ctx.state.log.info({ deliveryId: id }, 'delivery replayed');
    ctx.status = 202;
    ctx.body = { delivery: (await findDelivery(pool, id, customerId))!, disclaimer: DISCLAIMER } satisfies z.infer<
      typeof DeliveryReplayAccepted
    >;
  });
}
