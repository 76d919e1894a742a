import type Router from '@koa/router';
import { LRUCache } from 'lru-cache';
import * as z from 'zod';
import { DISCLAIMER } from '../domain/vocabulary.js';
import { EventResource, findEvent, listEvents } from '../projections/eventsReadModel.js';
import type { RouteDependencies } from './routeDependencies.js';
import { requireActiveAccount, type AuthenticatedState } from './auth.js';
import { notFound } from './errors.js';
import { json, pageOf, registerAuthenticatedPath } from './openapi.js';
import { EventsQuery, eventFilters } from './eventsSchemas.js';
import { continueAfter, DEFAULT_PAGE_LIMIT, validate, type Validated } from './validate.js';

const EventsPage = pageOf('events', EventResource);
const OneEvent = z.object({ event: EventResource, disclaimer: z.string() });

registerAuthenticatedPath({
  method: 'get',
  path: '/v1/events',
  summary: 'Query the feed, newest first',
  request: { query: EventsQuery },
  responses: { 200: json(EventsPage, 'A page of events') },
  errors: [400, 402],
});
registerAuthenticatedPath({
  method: 'get',
  path: '/v1/events/{id}',
  summary: 'One event, its latest version',
  request: { params: z.object({ id: z.string() }) },
  responses: { 200: json(OneEvent, 'The event') },
  errors: [402, 404],
});

type Page = Awaited<ReturnType<typeof listEvents>>;

export function eventsRoutes(router: Router, { pool, authenticate }: RouteDependencies): void {
  // Pages by the feed's change counter and the query. A request reads the counter when it is
  // admitted, so a page it gets from here was computed at that version or later: never staler than
  // a query of its own. Older versions' pages just age out.
  const pages = new LRUCache<string, Page>({
    max: 10_000,
    maxSize: 64 * 1024 * 1024,
    sizeCalculation: (page) => page.eventsJson.length + 256,
  });

  router.get<AuthenticatedState & Validated<typeof EventsQuery>>(
    '/v1/events',
    authenticate,
    requireActiveAccount,
    validate('query', EventsQuery),
    async (ctx) => {
      const query = ctx.state.input;
      const filters = eventFilters(query);
      const after = continueAfter(query.cursor, filters);
      const limit = query.limit ?? DEFAULT_PAGE_LIMIT;
      const key = `${ctx.state.caller.feedVersion}:${JSON.stringify([filters, limit, after])}`;
      let page = pages.get(key);
      if (!page) pages.set(key, (page = await listEvents(pool, filters, { limit, after })));
      const { eventsJson, count, nextCursor } = page;
      // The events arrive as JSON text from the database; the page around them is assembled here.
      ctx.type = 'application/json';
      ctx.body = `{"events":${eventsJson},"count":${count},"next_cursor":${JSON.stringify(nextCursor)},"disclaimer":${JSON.stringify(DISCLAIMER)}}`;
    },
  );

  router.get<AuthenticatedState>('/v1/events/:id', authenticate, requireActiveAccount, async (ctx) => {
    const event = await findEvent(pool, ctx.params.id ?? '');
    if (!event) throw notFound('Event');
    ctx.body = { event, disclaimer: DISCLAIMER } satisfies z.infer<typeof OneEvent>;
  });
}
