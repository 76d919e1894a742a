import type pg from 'pg';
import * as z from 'zod';
import { DeliveryFormat, Language, Severity, Topic } from '../domain/vocabulary.js';
import { MAX_WEBHOOK_URL_LENGTH, type TargetPolicy, vetWebhookTarget } from '../domain/webhookTarget.js';
import { unknownSourceIds } from '../projections/sourcesReadModel.js';
import { ArticleFilterField } from './articleFilter.js';

const distinct = (values: unknown[]) => new Set(values).size === values.length;

/** What validating a SubscriptionCreate needs to know from the network and the database, looked up beforehand. */
export type SubscriptionCreateFacts = {
  webhookTargetProblem: (url: string) => string | undefined;
  unknownSources: (ids: string[]) => string[];
};

/** The facts of a schema that has nothing to look up: the OpenAPI document's. */
const NO_FACTS: SubscriptionCreateFacts = { webhookTargetProblem: () => undefined, unknownSources: () => [] };

/** SubscriptionCreate, with every rule and default of decisions.md "Subscriptions"; its checks read only the facts given. */
export function subscriptionCreate(facts: SubscriptionCreateFacts = NO_FACTS) {
  return z
    .strictObject({
      webhook_url: z
        .string()
        .meta({
          format: 'uri',
          maxLength: MAX_WEBHOOK_URL_LENGTH,
          description: 'An absolute https:// URL without credentials, on a public host',
        })
        .superRefine((url, ctx) => {
          const problem = facts.webhookTargetProblem(url);
          if (problem) ctx.addIssue({ code: 'custom', message: problem });
        }),
      topics: z.array(Topic).min(1, 'must name at least one topic').refine(distinct, 'must not name a topic twice'),
      source_filter: z
        .array(z.string().min(1).max(64))
        .min(1, 'must name at least one source; leave it out for every source')
        .superRefine((ids, ctx) => {
          const unknown = facts.unknownSources(ids);
          if (unknown.length)
            ctx.addIssue({ code: 'custom', message: `unknown source ids: ${unknown.join(', ')} (GET /v1/sources lists them)` });
        })
        .optional()
        .meta({ description: 'Known source ids; leave it out for every source' }),
      severity_min: Severity.default('info').meta({ description: 'The lowest severity delivered' }),
      language: Language.default('both').meta({ description: 'Which texts deliveries carry; it filters nothing out' }),
      article_filter: ArticleFilterField.optional(),
      format: DeliveryFormat.default('json').meta({
        description: '`json`: the webhook payload; `slack`: a Slack incoming-webhook message (Block Kit). Signed either way',
      }),
    })
    .meta({ id: 'SubscriptionCreate' });
}

/**
 * Looks up what the raw body's webhook_url and source_filter need (the target's DNS, the sources
 * known), so that the schema checks them without I/O of its own.
 */
export const lookUpSubscriptionCreateFacts =
  ({ pool, webhookPolicy }: { pool: pg.Pool; webhookPolicy: TargetPolicy }) =>
  async (raw: unknown): Promise<SubscriptionCreateFacts> => {
    const body = (typeof raw === 'object' && raw !== null ? raw : {}) as { webhook_url?: unknown; source_filter?: unknown };
    const url = body.webhook_url;
    const verdict = typeof url === 'string' ? await vetWebhookTarget(url, webhookPolicy) : undefined;
    const ids = Array.isArray(body.source_filter) ? body.source_filter.filter((id): id is string => typeof id === 'string') : [];
    const unknown = new Set(ids.length ? await unknownSourceIds(pool, ids) : []);
    return {
      webhookTargetProblem: (checked) => (checked === url && verdict && !verdict.ok ? verdict.reason : undefined),
      // First occurrences, in order, as the lookup answers them.
      unknownSources: (checked) => [...new Set(checked)].filter((id) => unknown.has(id)),
    };
  };

/** How far back a recovery may reach (decisions.md, "Version 1.1: delivery operations"). */
export const RECOVERY_WINDOW_MS = 14 * 24 * 60 * 60 * 1000;

/** The body of POST /v1/subscriptions/{id}/recover: [since, until) in Unix ms. */
export const RecoverBody = z
  .strictObject({
    since: z
      .number()
      .int()
      .nonnegative()
      .refine((since) => since >= Date.now() - RECOVERY_WINDOW_MS, 'must be at most 14 days ago')
      .meta({ description: 'Unix ms, at most 14 days ago' }),
    until: z.number().int().nonnegative().optional().meta({ description: 'Unix ms, exclusive; default now' }),
  })
  .refine((body) => body.until === undefined || body.until > body.since, { message: 'must be after since', path: ['until'] });

/** The body of POST /v1/subscriptions/{id}/rotate-secret (optional): how long the old secret keeps signing. */
export const RotateSecretBody = z
  .strictObject({
    overlap_seconds: z
      .number()
      .int()
      .min(0)
      .max(604_800)
      .default(86_400)
      .meta({ description: 'How long the previous secret keeps signing beside the new one, 0 to 604800 seconds (default 1 day)' }),
  })
  .default({ overlap_seconds: 86_400 });

/** The query of GET /v1/subscriptions/{id}/stats. */
export const StatsQuery = z.object({
  window: z
    .enum(['1d', '7d', '28d'])
    .default('7d')
    .meta({ description: 'The last 24, 168 or 672 whole UTC hours, the current one included' }),
});
