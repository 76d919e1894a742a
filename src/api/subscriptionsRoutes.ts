import type { Router, RouterContext } from '@koa/router';
import * as z from 'zod';
import {
  createSubscription,
  disableSubscription,
  rotateSubscriptionSecret,
  subscriptionHistory,
  TierLimitReached,
} from '../application/subscriptionCommands.js';
import { startRecovery } from '../delivery/replay.js';
import { testDelivery } from '../delivery/testDelivery.js';
import { DISCLAIMER } from '../domain/vocabulary.js';
import { WebhookPayload } from '../domain/webhookPayload.js';
import type { TargetPolicy } from '../domain/webhookTarget.js';
import { RecoveryAccepted } from '../presenters/deliveryPresenter.js';
import {
  OneSubscription,
  SECRET_NOTE,
  SecretRotated,
  SubscriptionCreated,
  SubscriptionHistory,
  SubscriptionList,
  SubscriptionStatsResult,
  TestDeliveryResult,
  type SubscriptionView,
} from '../presenters/subscriptionPresenter.js';
import { subscriptionStats } from '../projections/deliveryStatsReadModel.js';
import { findSubscription, listEnabledSubscriptions } from '../projections/subscriptionsReadModel.js';
import type { AuthenticatedState, Caller } from './auth.js';
import { conflict, ErrorBody, notFound, tierLimitReached } from './errors.js';
import { json, openApi, registerAuthenticatedPath } from './openapi.js';
import { IdempotencyHeaders, idempotent } from './idempotency.js';
import { replayedCount } from './replayErrors.js';
import type { RouteDependencies } from './routeDependencies.js';
import { lookUpSubscriptionCreateFacts, RecoverBody, RotateSecretBody, StatsQuery, subscriptionCreate } from './subscriptionsSchemas.js';
import { validate, validateWithFacts, type Validated } from './validate.js';

const IdParams = z.object({ id: z.string().meta({ example: 'sub_Jd2kq3n0v9sP1xWc7mYbAg' }) });

// ---------------------------------------------------------------- OpenAPI

registerAuthenticatedPath({
  method: 'post',
  path: '/v1/subscriptions',
  summary: 'Create a webhook subscription; the response carries its signing secret, once',
  request: { headers: IdempotencyHeaders, body: { content: { 'application/json': { schema: subscriptionCreate() } }, required: true } },
  responses: {
    201: json(SubscriptionCreated, 'Created; `subscription.webhook_secret` is never shown again'),
    402: json(ErrorBody, '`tier_limit_reached`: the enabled subscriptions use up the tier’s limit'),
    409: json(ErrorBody, '`idempotency_conflict`: the Idempotency-Key came with another body'),
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

registerAuthenticatedPath({
  method: 'get',
  path: '/v1/subscriptions/{id}/stats',
  summary:
    'Delivery counts, attempt outcomes, success rate and p50/p95 durations over the last 1, 7 or 28 days (disabled subscriptions included)',
  request: { params: IdParams, query: StatsQuery },
  responses: { 200: json(SubscriptionStatsResult, 'The stats') },
  errors: [400, 404],
});

registerOwnSubscriptionPath(
  'post',
  '/test',
  'Send one signed test delivery (source `test`, severity `info`) now; not retried, not counted. 404 for a disabled subscription',
  json(TestDeliveryResult, 'How the attempt went'),
);

registerAuthenticatedPath({
  method: 'post',
  path: '/v1/subscriptions/{id}/recover',
  summary: 'Replay every `gave_up` delivery of the subscription created in [since, until), as `POST /v1/deliveries/{id}/replay` does',
  request: {
    params: IdParams,
    headers: IdempotencyHeaders,
    body: { content: { 'application/json': { schema: RecoverBody } }, required: true },
  },
  responses: {
    202: json(RecoveryAccepted, 'Replaying'),
    402: json(ErrorBody, '`tier_limit_reached`: the monthly delivery quota is used up'),
    409: json(ErrorBody, '`conflict`: the subscription is disabled; `idempotency_conflict`: the Idempotency-Key came with another body'),
  },
  errors: [400, 404],
});

registerAuthenticatedPath({
  method: 'post',
  path: '/v1/subscriptions/{id}/rotate-secret',
  summary:
    'Give the subscription a new secret (shown only here); until `previous_secret_expires_at` every delivery is signed with both ' +
    '(`webhook-signature` carries one `v1,` entry per secret, newest first; `X-Service-Signature-Previous` the previous one’s)',
  request: {
    params: IdParams,
    headers: IdempotencyHeaders,
    body: { content: { 'application/json': { schema: RotateSecretBody } }, required: false },
  },
  responses: {
    200: json(SecretRotated, 'Rotated'),
    409: json(ErrorBody, '`conflict`: the subscription is disabled; `idempotency_conflict`: the Idempotency-Key came with another body'),
  },
  errors: [400, 404],
});

// What a subscription's receiver gets: documented under `webhooks`, so that typed clients get the payload.
openApi.registerWebhook({
  method: 'post',
  path: 'regulatoryEvent',
  operationId: 'regulatoryEventWebhook',
  summary: 'A delivery of an event version to a subscription’s webhook_url (format `json`; `slack` sends a Slack message instead)',
  description:
    'Retried on the schedule (by default 1m, 4m, 16m, 64m, 4h: about 5.5 hours, six attempts) until a 2xx arrives within 10 s; redirects are failures. ' +
    'A replay or a recovery starts another cycle of up to six attempts under the same delivery id (`webhook-id`), with attempt numbers going on from 7. ' +
    'Verify `webhook-signature` (Standard Webhooks) or `X-Service-Signature`; during a secret rotation’s overlap both secrets sign.',
  security: [],
  request: {
    headers: z.object({
      'X-Service-Signature': z
        .string()
        .meta({ description: '`sha256=` + hex HMAC-SHA256 of the raw body, keyed with webhook_secret (the newest one)' }),
      'X-Service-Signature-Previous': z
        .string()
        .optional()
        .meta({ description: 'During a rotation’s overlap: the same, keyed with the previous secret' }),
      'X-Service-Delivery': z.string().meta({ description: 'The delivery id' }),
      'X-Service-Event': z.string().meta({ description: 'The event id' }),
      'X-Service-Attempt': z.string().meta({ description: '1 to 6; replays go on counting (7, 8, …)' }),
      'webhook-id': z.string().meta({ description: 'Standard Webhooks: the delivery id, the same on every attempt and replay' }),
      'webhook-timestamp': z.string().meta({ description: 'Standard Webhooks: Unix seconds of this attempt' }),
      'webhook-signature': z.string().meta({
        description:
          'Standard Webhooks: `v1,<base64 HMAC-SHA256 of "<webhook-id>.<webhook-timestamp>.<body>">` keyed with the 32 bytes the secret’s hex encodes; ' +
          'one space-separated entry per live secret, newest first',
      }),
    }),
    body: { content: { 'application/json': { schema: WebhookPayload } }, required: true },
  },
  responses: {
    200: { description: 'Any 2xx within 10 s is a success' },
    429: { description: 'A failure; `Retry-After` (seconds or an HTTP date) defers the next attempt, up to 24 hours' },
    503: { description: 'A failure; `Retry-After` as for 429. Any other status, a timeout or a redirect is a failure too' },
  },
});

// ---------------------------------------------------------------- Routes

/** Creates a validated subscription for the caller; the tier's limit is the API's 402 tier_limit_reached. */
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
  { pool, eventStore, boss, secretsKey, sender, webhookPolicy, authenticate }: SubscriptionDependencies,
): void {
  const idempotency = idempotent({ pool, secretsKey });
  const validateCreate = validateWithFacts('body', lookUpSubscriptionCreateFacts({ pool, webhookPolicy }), subscriptionCreate);

  /** The caller's subscription named in the path; another customer's is as unknown as a missing one. */
  const ownSubscription = async <S extends AuthenticatedState>(ctx: RouterContext<S>): Promise<SubscriptionView> => {
    const subscription = await findSubscription(pool, ctx.state.caller.customerId, ctx.params.id ?? '');
    if (!subscription) throw notFound('Subscription');
    return subscription;
  };

  router.post<AuthenticatedState & Validated<ReturnType<typeof subscriptionCreate>>>(
    '/v1/subscriptions',
    authenticate,
    idempotency,
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

  router.get<AuthenticatedState & Validated<typeof StatsQuery>>(
    '/v1/subscriptions/:id/stats',
    authenticate,
    validate('query', StatsQuery),
    async (ctx) => {
      const { id } = await ownSubscription(ctx);
      const { window } = ctx.state.input;
      ctx.body = { subscription_id: id, window, ...(await subscriptionStats(pool, id, window)), disclaimer: DISCLAIMER } satisfies z.infer<
        typeof SubscriptionStatsResult
      >;
    },
  );

  router.post<AuthenticatedState & Validated<typeof RecoverBody>>(
    '/v1/subscriptions/:id/recover',
    authenticate,
    idempotency,
    validate('body', RecoverBody),
    async (ctx) => {
      const subscriptionId = ctx.params.id ?? '';
      const range = ctx.state.input;
      const by = { replayedBy: 'customer' as const, customerId: ctx.state.caller.customerId };
      // Answered once the recovery and its job are recorded; a worker replays the deliveries.
      const started = await startRecovery({ pool, eventStore, boss }, { subscriptionId, range, by });
      const recovered = replayedCount(started, 'Subscription');
      ctx.state.log.info(
        { subscriptionId, recovered, recoveryId: started.refused ? null : started.recoveryId },
        'subscription recovery recorded',
      );
      ctx.status = 202;
      ctx.body = { recovered, disclaimer: DISCLAIMER } satisfies z.infer<typeof RecoveryAccepted>;
    },
  );

  router.post<AuthenticatedState & Validated<typeof RotateSecretBody>>(
    '/v1/subscriptions/:id/rotate-secret',
    authenticate,
    idempotency,
    validate('body', RotateSecretBody),
    async (ctx) => {
      const { id, enabled } = await ownSubscription(ctx);
      if (!enabled) throw conflict('The subscription is disabled; it has no secret to rotate');
      const { customerId } = ctx.state.caller;
      const { webhookSecret, previousExpiresAt } = await rotateSubscriptionSecret(
        { pool, eventStore, secretsKey },
        customerId,
        id,
        ctx.state.input.overlap_seconds,
      );
      ctx.state.log.info({ subscriptionId: id }, 'subscription secret rotated');
      ctx.body = {
        subscription: { ...(await ownSubscription(ctx)), webhook_secret: webhookSecret },
        previous_secret_expires_at: previousExpiresAt.getTime(),
        disclaimer: DISCLAIMER,
      } satisfies z.infer<typeof SecretRotated>;
    },
  );
}
