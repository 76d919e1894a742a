import type Router from '@koa/router';
import type { Middleware } from 'koa';
import * as z from 'zod';
import { issueFeedToken, revokeFeedToken } from '../application/feedTokenCommands.js';
import { digestFeedToken, isWellFormedFeedToken } from '../domain/feedToken.js';
import { DISCLAIMER } from '../domain/vocabulary.js';
import { listEvents, type EventView } from '../projections/eventsReadModel.js';
import { findFeedToken, FeedTokenResource, listFeedTokens, type FeedTokenView } from '../projections/feedTokensReadModel.js';
import type { RouteDependencies } from './routeDependencies.js';
import { atomFeed } from './atomFeed.js';
import { batchedAdmissions, meterCaller, type AuthenticatedState } from './auth.js';
import { sendConditionally } from './conditionalGet.js';
import { invalidInput, notFound, paymentRequired } from './errors.js';
import { eventFilters, EventsQuery } from './eventsSchemas.js';
import { json, registerAuthenticatedPath, registerPublicPath } from './openapi.js';
import { continueAfter, DEFAULT_PAGE_LIMIT, validate, type Validated } from './validate.js';

// ---------------------------------------------------------------- Schemas

const FeedTokenCreate = z
  .strictObject({
    label: z.string().trim().min(1).max(100).optional().meta({ description: 'Your name for it, e.g. the feed reader it is for' }),
  })
  .meta({ id: 'FeedTokenCreate' });
const CreatedToken = FeedTokenResource.extend({
  token: z.string().meta({ description: '`feed_` and 64 lowercase hex characters. Shown here only, never again' }),
  feed_url: z.string().meta({ description: 'The Atom feed of this token; append the events query’s filters' }),
}).meta({ id: 'FeedTokenWithSecret' });
const Created = z.object({ feed_token: CreatedToken, note: z.string(), disclaimer: z.string() });
const One = z.object({ feed_token: FeedTokenResource, disclaimer: z.string() });
const List = z.object({ feed_tokens: z.array(FeedTokenResource), disclaimer: z.string() });
const IdParams = z.object({ id: z.string().meta({ example: 'ftk_Jd2kq3n0v9sP1xWc7mYbAg' }) });

const TOKEN_NOTE =
  'Store the token (or feed_url) now: it is shown only in this response. It opens this Atom feed and nothing else; revoke it with DELETE /v1/feed-tokens/{id}.';

registerAuthenticatedPath({
  method: 'post',
  path: '/v1/feed-tokens',
  summary: 'Create a read-only feed token; the response carries it, once, with its Atom feed URL',
  request: { body: { content: { 'application/json': { schema: FeedTokenCreate } }, required: false } },
  responses: { 201: json(Created, 'Created; `feed_token.token` is never shown again') },
  errors: [400],
});
registerAuthenticatedPath({
  method: 'get',
  path: '/v1/feed-tokens',
  summary: 'The caller’s live feed tokens, by hint only',
  responses: { 200: json(List, 'Feed tokens') },
});
registerAuthenticatedPath({
  method: 'delete',
  path: '/v1/feed-tokens/{id}',
  summary: 'Revoke a feed token: its feed answers 404 from now on; revoking again answers the same',
  request: { params: IdParams },
  responses: { 200: json(One, 'The token, now with revoked_at') },
  errors: [404],
});
registerPublicPath({
  method: 'get',
  path: '/v1/feeds/{token}.atom',
  summary:
    'The events query as an Atom 1.0 feed, opened by a feed token instead of the API key. Takes the filters of GET /v1/events; ' +
    'each fetch counts against the owner’s daily quota; ETag / Last-Modified make unchanged polls a 304',
  request: {
    params: z.object({ token: z.string().meta({ description: 'A feed token: `feed_` and 64 lowercase hex characters' }) }),
    query: EventsQuery,
  },
  responses: {
    200: { description: 'The feed', content: { 'application/atom+xml': { schema: z.string() } } },
    304: { description: 'Not modified (If-None-Match or If-Modified-Since)' },
  },
  errors: [400, 402, 404, 429],
});

// ---------------------------------------------------------------- Routes

const present = ({ customer_id: _customer, ...token }: FeedTokenView) => token;

/** Where a token's feed lives. */
const feedPath = (token: string) => `/v1/feeds/${token}.atom`;

export function feedRoutes(router: Router, { pool, meteringPool, eventStore, authenticate, config }: RouteDependencies): void {
  const ownToken = async (customerId: string, id: string): Promise<FeedTokenView> => {
    const token = await findFeedToken(pool, id);
    if (!token || token.customer_id !== customerId) throw notFound('Feed token');
    return token;
  };

  // The body is optional: a token without a label.
  const create = FeedTokenCreate.optional();
  router.post<AuthenticatedState & Validated<typeof create>>('/v1/feed-tokens', authenticate, validate('body', create), async (ctx) => {
    const input = ctx.state.input ?? {};
    const { customerId } = ctx.state.caller;
    const { feedTokenId, token } = await issueFeedToken(eventStore, customerId, input.label ?? null);
    ctx.state.log.info({ feedTokenId }, 'feed token issued');
    ctx.status = 201;
    ctx.body = {
      feed_token: { ...present(await ownToken(customerId, feedTokenId)), token, feed_url: `${config.publicBaseUrl}${feedPath(token)}` },
      note: TOKEN_NOTE,
      disclaimer: DISCLAIMER,
    } satisfies z.infer<typeof Created>;
  });

  router.get<AuthenticatedState>('/v1/feed-tokens', authenticate, async (ctx) => {
    const tokens = await listFeedTokens(pool, ctx.state.caller.customerId, true);
    ctx.body = { feed_tokens: tokens.map(present), disclaimer: DISCLAIMER } satisfies z.infer<typeof List>;
  });

  router.delete<AuthenticatedState>('/v1/feed-tokens/:id', authenticate, async (ctx) => {
    const { customerId } = ctx.state.caller;
    const { id } = await ownToken(customerId, ctx.params.id ?? '');
    const { changed } = await revokeFeedToken(eventStore, customerId, id);
    if (changed) ctx.state.log.info({ feedTokenId: id }, 'feed token revoked');
    ctx.body = { feed_token: present(await ownToken(customerId, id)), disclaimer: DISCLAIMER } satisfies z.infer<typeof One>;
  });

  router.get<AuthenticatedState & Validated<typeof EventsQuery>>(
    '/v1/feeds/:token.atom',
    openedByFeedToken(meteringPool),
    validate('query', EventsQuery),
    async (ctx) => {
      const query = ctx.state.input;
      const filters = eventFilters(query);
      const after = continueAfter(query.cursor, filters);
      const page = await listEvents(pool, filters, { limit: query.limit ?? DEFAULT_PAGE_LIMIT, after });
      const token = ctx.params.token!;
      const search = new URLSearchParams(ctx.querystring);
      search.delete('cursor');
      const selfUrl = `${config.publicBaseUrl}${feedPath(token)}${ctx.querystring ? `?${ctx.querystring}` : ''}`;
      if (page.nextCursor) search.set('cursor', page.nextCursor);
      const nextUrl = page.nextCursor ? `${config.publicBaseUrl}${feedPath(token)}?${search}` : null;
      const { xml, updatedAt } = atomFeed({
        feedKey: `${ctx.state.feedToken!.id}:${JSON.stringify(filters)}`,
        selfUrl,
        nextUrl,
        emptyUpdatedAt: ctx.state.feedToken!.createdAt,
        events: JSON.parse(page.eventsJson) as EventView[],
      });
      sendConditionally(ctx, {
        type: 'application/atom+xml; charset=utf-8',
        body: xml,
        cacheControl: 'private, no-cache',
        lastModified: new Date(updatedAt),
      });
    },
  );
}

declare module 'koa' {
  interface DefaultState {
    /** The feed token that opened the request. */
    feedToken?: { id: string; createdAt: number };
  }
}

/**
 * Admits a feed fetch by its token: a malformed token is 400, an unknown or revoked one (or a
 * canceled owner's) 404, and each admitted fetch counts against the owner's daily quota like an
 * API request (429 past it); a suspended owner gets 402.
 */
function openedByFeedToken(meteringPool: RouteDependencies['meteringPool']): Middleware<AuthenticatedState> {
  const admit = batchedAdmissions(meteringPool, 'feed_tokens');
  return async (ctx, next) => {
    const token = (ctx.params as Record<string, string>).token ?? '';
    // The token is a secret: the request log names the feed by the token's hint only.
    ctx.path = `/v1/feeds/${token.slice(0, 5)}…${token.slice(-4)}.atom`;
    if (!isWellFormedFeedToken(token)) {
      throw invalidInput('Invalid path: the feed token must be `feed_` followed by 64 lowercase hex characters', {
        fields: { token: ['must be `feed_` followed by 64 lowercase hex characters'] },
      });
    }
    const row = await admit(digestFeedToken(token));
    if (!row || (row.status as string) === 'canceled') throw notFound('Feed');
    ctx.state.caller = meterCaller(ctx, row);
    ctx.state.bindLog({ customerId: row.id });
    if (ctx.state.caller.status !== 'active') throw paymentRequired();
    ctx.state.feedToken = { id: row.credential_id, createdAt: row.credential_created_at };
    await next();
  };
}
