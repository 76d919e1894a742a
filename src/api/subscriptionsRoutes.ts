import type { Router, RouterContext } from '@koa/router';
import * as z from 'zod';
import { createSubscription, disableSubscription, subscriptionHistory, TierLimitReached } from '../application/subscriptionCommands.js';
import { vetWebhookTarget, MAX_WEBHOOK_URL_LENGTH, type TargetPolicy } from '../domain/webhookTarget.js';
import { DISCLAIMER, Language, Severity, Topic } from '../domain/vocabulary.js';
import { unknownSourceIds } from '../projections/sourcesReadModel.js';
import { findSubscription, listEnabledSubscriptions, SubscriptionResource as Subscription, type SubscriptionView } from '../projections/subscriptionsReadModel.js';
import { testDelivery } from '../delivery/testDelivery.js';
import type { RouteDependencies } from './routeDependencies.js';
import type { AuthenticatedState } from './auth.js';
import { ErrorBody, notFound, tierLimitReached } from './errors.js';
import { json, registerAuthenticatedPath } from './openapi.js';
import { parseInputAsync } from './validate.js';

// ---------------------------------------------------------------- Schemas

const unixMsField = (description: string) => z.number().int().meta({ description: `${description}, Unix ms` });

const SubscriptionWithSecret = Subscription.extend({
  webhook_secret: z.string().meta({
    description: 'The HMAC key of X-Service-Signature: 64 lowercase hex characters. Returned here only, never again',
  }),
}).meta({ id: 'SubscriptionWithSecret' });

const HistoryEntry = z
  .object({
    position: z.number().int().meta({ description: 'Position in the subscription’s stream, from 1' }),
    type: z.enum(['SubscriptionCreated', 'SubscriptionDisabled']),
    time: unixMsField('When it happened'),
    data: z.record(z.string(), z.unknown()).meta({ description: 'What the event recorded; secrets are never part of it' }),
  })
  .meta({ id: 'SubscriptionHistoryEntry' });

const distinct = (values: unknown[]) => new Set(values).size === values.length;

/** What validating a SubscriptionCreate needs to look up. */
type CreateChecks = {
  webhookTargetProblem: (url: string) => Promise<string | undefined>;
  unknownSources: (ids: string[]) => Promise<string[]>;
};

/** SubscriptionCreate, with every rule and default of decisions.md "Subscriptions". */
function subscriptionCreate(checks: CreateChecks) {
  return z
    .strictObject({
      webhook_url: z
        .string()
        .meta({
          format: 'uri',
          maxLength: MAX_WEBHOOK_URL_LENGTH,
          description: 'An absolute https:// URL without credentials, on a public host',
        })
        .superRefine(async (url, ctx) => {
          const problem = await checks.webhookTargetProblem(url);
          if (problem) ctx.addIssue({ code: 'custom', message: problem });
        }),
      topics: z.array(Topic).min(1, 'must name at least one topic').refine(distinct, 'must not name a topic twice'),
      source_filter: z
        .array(z.string().min(1).max(64))
        .min(1, 'must name at least one source; leave it out for every source')
        .superRefine(async (ids, ctx) => {
          const unknown = await checks.unknownSources(ids);
          if (unknown.length) ctx.addIssue({ code: 'custom', message: `unknown source ids: ${unknown.join(', ')} (GET /v1/sources lists them)` });
        })
        .optional()
        .meta({ description: 'Known source ids; leave it out for every source' }),
      severity_min: Severity.default('info').meta({ description: 'The lowest severity delivered' }),
      language: Language.default('both').meta({ description: 'Which texts deliveries carry; it filters nothing out' }),
    })
    .meta({ id: 'SubscriptionCreate' });
}

const IdParams = z.object({ id: z.string().meta({ example: 'sub_Jd2kq3n0v9sP1xWc7mYbAg' }) });
const Created = z.object({ subscription: SubscriptionWithSecret, note: z.string(), disclaimer: z.string() });
const One = z.object({ subscription: Subscription, disclaimer: z.string() });
const List = z.object({ subscriptions: z.array(Subscription), disclaimer: z.string() });
const History = z.object({ subscription_id: z.string(), history: z.array(HistoryEntry), disclaimer: z.string() });

const SECRET_NOTE =
  'Store webhook_secret now: it is shown only in this response. Each delivery carries ' +
  'X-Service-Signature: sha256=<hex HMAC-SHA256 of the raw request body, keyed with webhook_secret>.';

// ---------------------------------------------------------------- OpenAPI

const documented = subscriptionCreate({ webhookTargetProblem: async () => undefined, unknownSources: async () => [] });

registerAuthenticatedPath({
  method: 'post',
  path: '/v1/subscriptions',
  summary: 'Create a webhook subscription; the response carries its signing secret, once',
  request: { body: { content: { 'application/json': { schema: documented } }, required: true } },
  responses: {
    201: json(Created, 'Created; `subscription.webhook_secret` is never shown again'),
    402: json(ErrorBody, '`tier_limit_reached`: the enabled subscriptions use up the tier’s limit'),
  },
  errors: [400],
});
registerAuthenticatedPath({
  method: 'get',
  path: '/v1/subscriptions',
  summary: 'The caller’s enabled subscriptions, oldest first',
  responses: { 200: json(List, 'Enabled subscriptions') },
});
/** A path on one of the caller's subscriptions: 404 for an unknown or another customer's id. */
const registerOwnSubscriptionPath = (method: 'get' | 'delete' | 'post', subpath: string, summary: string, success: ReturnType<typeof json>) =>
  registerAuthenticatedPath({
    method,
    path: `/v1/subscriptions/{id}${subpath}`,
    summary,
    request: { params: IdParams },
    responses: { 200: success },
    errors: [404],
  });

registerOwnSubscriptionPath('get', '', 'One of the caller’s subscriptions, disabled ones included (additive)', json(One, 'The subscription'));
registerOwnSubscriptionPath(
  'delete',
  '',
  'Disable (soft-delete) a subscription; deleting it again answers the same',
  json(One, 'The subscription, now with enabled false'),
);
registerOwnSubscriptionPath('get', '/history', 'The subscription’s domain events, oldest first (additive)', json(History, 'The history'));

const TestDelivery = z.object({
  delivery: z.object({
    id: z.string(),
    status: z.enum(['delivered', 'failed']),
    response_status: z.number().int().nullable(),
    duration_ms: z.number().int(),
    error: z.string().nullable(),
  }),
  disclaimer: z.string(),
});
registerOwnSubscriptionPath(
  'post',
  '/test',
  'Send one signed test delivery (source `test`, severity `info`) now; not retried, not counted. 404 for a disabled subscription',
  json(TestDelivery, 'How the attempt went'),
);

// ---------------------------------------------------------------- Routes

export type SubscriptionDependencies = RouteDependencies & {
  webhookPolicy: TargetPolicy;
};

export function subscriptionRoutes(
  router: Router,
  { pool, eventStore, secretsKey, sender, webhookPolicy, authenticate }: SubscriptionDependencies,
): void {
  const SubscriptionCreate = subscriptionCreate({
    webhookTargetProblem: async (url) => {
      const verdict = await vetWebhookTarget(url, webhookPolicy);
      return verdict.ok ? undefined : verdict.reason;
    },
    unknownSources: (ids) => unknownSourceIds(pool, ids),
  });

  /** The caller's subscription named in the path; another customer's is as unknown as a missing one. */
  const ownSubscription = async (ctx: RouterContext<AuthenticatedState>): Promise<SubscriptionView> => {
    const subscription = await findSubscription(pool, ctx.state.caller.customerId, ctx.params.id ?? '');
    if (!subscription) throw notFound('Subscription');
    return subscription;
  };

  router.post<AuthenticatedState>('/v1/subscriptions', authenticate, async (ctx) => {
    const input = await parseInputAsync(SubscriptionCreate, ctx.request.body, 'body');
    const { customerId, tier } = ctx.state.caller;
    const target = {
      webhookUrl: new URL(input.webhook_url).href,
      topics: input.topics,
      sourceFilter: input.source_filter ? [...new Set(input.source_filter)] : null,
      severityMin: input.severity_min,
      language: input.language,
    };
    const { subscriptionId, webhookSecret } = await createSubscription({ pool, eventStore, secretsKey }, customerId, target).catch((error: unknown) => {
      if (error instanceof TierLimitReached) throw tierLimitReached({ tier, limit: error.limit, enabled: error.enabled });
      throw error;
    });
    ctx.state.log.info({ subscriptionId }, 'subscription created');
    const subscription = await findSubscription(pool, customerId, subscriptionId);
    ctx.status = 201;
    ctx.body = { subscription: { ...subscription!, webhook_secret: webhookSecret }, note: SECRET_NOTE, disclaimer: DISCLAIMER } satisfies z.infer<typeof Created>;
  });

  router.get<AuthenticatedState>('/v1/subscriptions', authenticate, async (ctx) => {
    const subscriptions = await listEnabledSubscriptions(pool, ctx.state.caller.customerId);
    ctx.body = { subscriptions, disclaimer: DISCLAIMER } satisfies z.infer<typeof List>;
  });

  router.get<AuthenticatedState>('/v1/subscriptions/:id', authenticate, async (ctx) => {
    ctx.body = { subscription: await ownSubscription(ctx), disclaimer: DISCLAIMER } satisfies z.infer<typeof One>;
  });

  router.delete<AuthenticatedState>('/v1/subscriptions/:id', authenticate, async (ctx) => {
    const { id } = await ownSubscription(ctx);
    const { changed } = await disableSubscription(eventStore, ctx.state.caller.customerId, id);
    if (changed) ctx.state.log.info({ subscriptionId: id }, 'subscription disabled');
    ctx.body = { subscription: await ownSubscription(ctx), disclaimer: DISCLAIMER } satisfies z.infer<typeof One>;
  });

  router.post<AuthenticatedState>('/v1/subscriptions/:id/test', authenticate, async (ctx) => {
    const subscription = await ownSubscription(ctx);
    if (!subscription.enabled) throw notFound('Subscription');
    const delivery = await testDelivery({ pool, secretsKey, sender, policy: webhookPolicy }, subscription);
    ctx.body = { delivery, disclaimer: DISCLAIMER } satisfies z.infer<typeof TestDelivery>;
  });

  router.get<AuthenticatedState>('/v1/subscriptions/:id/history', authenticate, async (ctx) => {
    const { id } = await ownSubscription(ctx);
    ctx.body = { subscription_id: id, history: await subscriptionHistory(eventStore, id), disclaimer: DISCLAIMER } satisfies z.infer<typeof History>;
  });
}
