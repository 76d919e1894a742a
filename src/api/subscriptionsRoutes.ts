import type { Router, RouterContext } from '@koa/router';
import * as z from 'zod';
import { createSubscription, disableSubscription, subscriptionHistory, TierLimitReached } from '../application/subscriptionCommands.js';
import { testDelivery } from '../delivery/testDelivery.js';
import { DISCLAIMER } from '../domain/vocabulary.js';
import type { TargetPolicy } from '../domain/webhookTarget.js';
import {
  OneSubscription,
  SECRET_NOTE,
  SubscriptionCreated,
  SubscriptionHistory,
  SubscriptionList,
  TestDeliveryResult,
  type SubscriptionView,
} from '../presenters/subscriptionPresenter.js';
import { findSubscription, listEnabledSubscriptions } from '../projections/subscriptionsReadModel.js';
import type { AuthenticatedState, Caller } from './auth.js';
import { ErrorBody, notFound, tierLimitReached } from './errors.js';
import { json, registerAuthenticatedPath } from './openapi.js';
import type { RouteDependencies } from './routeDependencies.js';
import { lookUpSubscriptionCreateFacts, subscriptionCreate } from './subscriptionsSchemas.js';
import { validateWithFacts, type Validated } from './validate.js';

const IdParams = z.object({ id: z.string().meta({ example: 'sub_Jd2kq3n0v9sP1xWc7mYbAg' }) });

// ---------------------------------------------------------------- OpenAPI

registerAuthenticatedPath({
  method: 'post',
  path: '/v1/subscriptions',
  summary: 'Create a webhook subscription; the response carries its signing secret, once',
  request: { body: { content: { 'application/json': { schema: subscriptionCreate() } }, required: true } },
  responses: {
    201: json(SubscriptionCreated, 'Created; `subscription.webhook_secret` is never shown again'),
    402: json(ErrorBody, '`tier_limit_reached`: the enabled subscriptions use up the tier’s limit'),
  },
  errors: [400],
});
registerAuthenticatedPath({
  method: 'get',
  path: '/v1/subscriptions',
  summary: 'The caller’s enabled subscriptions, oldest first',
  responses: { 200: json(SubscriptionList, 'Enabled subscriptions') },
});
/** A path on one of the caller's subscriptions: 404 for an unknown or another customer's id. */
const registerOwnSubscriptionPath = (
  method: 'get' | 'delete' | 'post',
  subpath: string,
  summary: string,
  success: ReturnType<typeof json>,
) =>
  registerAuthenticatedPath({
    method,
    path: `/v1/subscriptions/{id}${subpath}`,
    summary,
    request: { params: IdParams },
    responses: { 200: success },
    errors: [404],
  });

registerOwnSubscriptionPath(
  'get',
  '',
  'One of the caller’s subscriptions, disabled ones included (additive)',
  json(OneSubscription, 'The subscription'),
);
registerOwnSubscriptionPath(
  'delete',
  '',
  'Disable (soft-delete) a subscription; deleting it again answers the same',
  json(OneSubscription, 'The subscription, now with enabled false'),
);
registerOwnSubscriptionPath(
  'get',
  '/history',
  'The subscription’s domain events, oldest first (additive)',
  json(SubscriptionHistory, 'The history'),
);

registerOwnSubscriptionPath(
  'post',
  '/test',
  'Send one signed test delivery (source `test`, severity `info`) now; not retried, not counted. 404 for a disabled subscription',
  json(TestDeliveryResult, 'How the attempt went'),
);

// ---------------------------------------------------------------- Routes

/** Creates a validated subscription for the caller; the tier's limit is a 403 as the API names it. */
export async function createOwnSubscription(
  deps: Pick<RouteDependencies, 'pool' | 'eventStore' | 'secretsKey'>,
  { customerId, tier }: Pick<Caller, 'customerId' | 'tier'>,
  input: z.infer<ReturnType<typeof subscriptionCreate>>,
): Promise<{ subscriptionId: string; webhookSecret: string }> {
  const target = {
    webhookUrl: new URL(input.webhook_url).href,
    topics: input.topics,
    sourceFilter: input.source_filter ? [...new Set(input.source_filter)] : null,
    severityMin: input.severity_min,
    language: input.language,
    articleFilter: input.article_filter ?? null,
    format: input.format,
  };
  return createSubscription(deps, customerId, target).catch((error: unknown) => {
    if (error instanceof TierLimitReached) throw tierLimitReached({ tier, limit: error.limit, enabled: error.enabled });
    throw error;
  });
}

export type SubscriptionDependencies = RouteDependencies & {
  webhookPolicy: TargetPolicy;
};

export function subscriptionRoutes(
  router: Router,
  { pool, eventStore, secretsKey, sender, webhookPolicy, authenticate }: SubscriptionDependencies,
): void {
  const validateCreate = validateWithFacts('body', lookUpSubscriptionCreateFacts({ pool, webhookPolicy }), subscriptionCreate);

  /** The caller's subscription named in the path; another customer's is as unknown as a missing one. */
  const ownSubscription = async (ctx: RouterContext<AuthenticatedState>): Promise<SubscriptionView> => {
    const subscription = await findSubscription(pool, ctx.state.caller.customerId, ctx.params.id ?? '');
    if (!subscription) throw notFound('Subscription');
    return subscription;
  };

  router.post<AuthenticatedState & Validated<ReturnType<typeof subscriptionCreate>>>(
    '/v1/subscriptions',
    authenticate,
    validateCreate,
    async (ctx) => {
      const { customerId } = ctx.state.caller;
      const { subscriptionId, webhookSecret } = await createOwnSubscription(
        { pool, eventStore, secretsKey },
        ctx.state.caller,
        ctx.state.input,
      );
      ctx.state.log.info({ subscriptionId }, 'subscription created');
      const subscription = await findSubscription(pool, customerId, subscriptionId);
      ctx.status = 201;
      ctx.body = {
        subscription: { ...subscription!, webhook_secret: webhookSecret },
        note: SECRET_NOTE,
        disclaimer: DISCLAIMER,
      } satisfies z.infer<typeof SubscriptionCreated>;
    },
  );

  router.get<AuthenticatedState>('/v1/subscriptions', authenticate, async (ctx) => {
    const subscriptions = await listEnabledSubscriptions(pool, ctx.state.caller.customerId);
    ctx.body = { subscriptions, disclaimer: DISCLAIMER } satisfies z.infer<typeof SubscriptionList>;
  });

  router.get<AuthenticatedState>('/v1/subscriptions/:id', authenticate, async (ctx) => {
    ctx.body = { subscription: await ownSubscription(ctx), disclaimer: DISCLAIMER } satisfies z.infer<typeof OneSubscription>;
  });

  router.delete<AuthenticatedState>('/v1/subscriptions/:id', authenticate, async (ctx) => {
    const { id } = await ownSubscription(ctx);
    const { changed } = await disableSubscription(eventStore, ctx.state.caller.customerId, id);
    if (changed) ctx.state.log.info({ subscriptionId: id }, 'subscription disabled');
    ctx.body = { subscription: await ownSubscription(ctx), disclaimer: DISCLAIMER } satisfies z.infer<typeof OneSubscription>;
  });

  router.post<AuthenticatedState>('/v1/subscriptions/:id/test', authenticate, async (ctx) => {
    const subscription = await ownSubscription(ctx);
    if (!subscription.enabled) throw notFound('Subscription');
    const delivery = await testDelivery({ pool, secretsKey, sender, policy: webhookPolicy }, subscription);
    ctx.body = { delivery, disclaimer: DISCLAIMER } satisfies z.infer<typeof TestDeliveryResult>;
  });

  router.get<AuthenticatedState>('/v1/subscriptions/:id/history', authenticate, async (ctx) => {
    const { id } = await ownSubscription(ctx);
    ctx.body = { subscription_id: id, history: await subscriptionHistory(eventStore, id), disclaimer: DISCLAIMER } satisfies z.infer<
      typeof SubscriptionHistory
    >;
  });
}
