import type Router from '@koa/router';
import type pg from 'pg';
import * as z from 'zod';
import { DISCLAIMER, Topic, TOPICS } from '../domain/vocabulary.js';
import { countEvents } from '../projections/events.js';
import { listSources } from '../projections/sources.js';
import { unavailable } from './errors.js';
import { json, registerPublicPath } from './openapi.js';

export const SourceView = z
  .object({
    id: z.string(),
    name_en: z.string(),
    name_de: z.string(),
    base_url: z.string(),
    fetch_strategy: z.string(),
    last_success_at: z.number().int().nullable(),
    consecutive_failures: z.number().int(),
  })
  .meta({ id: 'Source' });

const Health = z
  .object({
    status: z.string().meta({ description: '`ok` when the service and its database answer' }),
    timestamp: z.iso.datetime(),
    events_total: z.number().int(),
    sources: z.array(SourceView),
  })
  .meta({ id: 'Health' });

const Topics = z.object({ topics: z.array(Topic) });
const Sources = z.object({ sources: z.array(SourceView), disclaimer: z.string() });

registerPublicPath({
  method: 'get',
  path: '/v1/health',
  summary: 'Health of the service and its database',
  responses: { 200: json(Health, 'Healthy') },
  errors: [503],
});
registerPublicPath({ method: 'get', path: '/v1/topics', summary: 'The topic vocabulary', responses: { 200: json(Topics, 'Topics') } });
registerPublicPath({
  method: 'get',
  path: '/v1/sources',
  summary: 'The official sources watched',
  responses: { 200: json(Sources, 'Sources') },
});

/** The three endpoints that need no credentials. */
export function publicRoutes(router: Router, { pool }: { pool: pg.Pool }): void {
  router.get('/v1/health', async (ctx) => {
    let body: z.infer<typeof Health>;
    try {
      const [eventsTotal, sources] = await Promise.all([countEvents(pool), listSources(pool)]);
      body = { status: 'ok', timestamp: new Date().toISOString(), events_total: eventsTotal, sources };
    } catch (error) {
      ctx.state.log?.error({ err: error }, 'health check: the database does not answer');
      throw unavailable('The database does not answer');
    }
    ctx.set('Cache-Control', 'no-store');
    ctx.body = body;
  });

  router.get('/v1/topics', (ctx) => {
    ctx.body = { topics: [...TOPICS] } satisfies z.infer<typeof Topics>;
  });

  router.get('/v1/sources', async (ctx) => {
    ctx.body = { sources: await listSources(pool), disclaimer: DISCLAIMER } satisfies z.infer<typeof Sources>;
  });
}
