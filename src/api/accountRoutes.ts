import type Router from '@koa/router';
import * as z from 'zod';
import { deliveriesThisMonth } from '../delivery/fanOut.js';
import { Tier } from '../domain/tier.js';
import { DISCLAIMER } from '../domain/vocabulary.js';
import { findCustomer } from '../projections/customersReadModel.js';
import type { RouteDependencies } from './routeDependencies.js';
import type { AuthenticatedState } from './auth.js';
import { notFound } from './errors.js';
import { json, registerAuthenticatedPath } from './openapi.js';

const Account = z
  .object({
    customer_id: z.string(),
    email: z.string(),
    tier: Tier,
    status: z
      .enum(['active', 'suspended', 'canceled'])
      .meta({ description: '`suspended`: for non-payment; `canceled`: the subscription ended' }),
    created_at: z.number().int().meta({ description: 'Unix ms' }),
    limits: z.object({
      api_requests_per_day: z.number().int(),
      deliveries_per_month: z.number().int(),
      active_subscriptions: z.number().int(),
    }),
    usage: z.object({
      api_requests_today: z.number().int().meta({ description: 'This request included' }),
      deliveries_this_month: z.number().int().meta({
        description: 'Deliveries counted against `deliveries_per_month` in this UTC month (replays included, test deliveries not)',
      }),
    }),
  })
  .meta({ id: 'Account' });

registerAuthenticatedPath({
  method: 'get',
  path: '/v1/account',
  summary: 'The calling customer: tier, limits, today’s API requests and this month’s deliveries (additive)',
  responses: { 200: json(z.object({ account: Account, disclaimer: z.string() }), 'The account') },
});

export function accountRoutes(router: Router, { pool, authenticate }: RouteDependencies): void {
  router.get<AuthenticatedState>('/v1/account', authenticate, async (ctx) => {
    const { caller } = ctx.state;
    const customer = await findCustomer(pool, caller.customerId);
    if (!customer) throw notFound('Account');
    const account: z.infer<typeof Account> = {
      customer_id: customer.id,
      email: customer.email,
      tier: customer.tier as Tier,
      status: customer.status,
      created_at: customer.created_at.getTime(),
      limits: {
        api_requests_per_day: customer.api_requests_per_day,
        deliveries_per_month: customer.deliveries_per_month,
        active_subscriptions: customer.max_subscriptions,
      },
      usage: { api_requests_today: caller.usedToday, deliveries_this_month: await deliveriesThisMonth(pool, caller.customerId) },
    };
    ctx.body = { account, disclaimer: DISCLAIMER };
  });
}
