import type Router from '@koa/router';
import type pg from 'pg';
import * as z from 'zod';
import { DISCLAIMER, Topic, TOPICS } from '../domain/vocabulary.js';
import { countEvents } from '../projections/eventsReadModel.js';
import { listSources, longFailingSourceIds, SourceResource } from '../projections/sourcesReadModel.js';
import { databaseUnavailable } from './errors.js';
import { json, registerPublicPath } from './openapi.js';

/** A source failing without a success for longer than this makes the service `degraded`. */
export const DEGRADED_AFTER_MS = 24 * 60 * 60 * 1000;

const Health = z
  .object({
    status: z.enum(['ok', 'degraded']).meta({
      description:
        '`ok` when the service and its database answer; `degraded` (still 200) when an enabled source has failed for more than a day',
    }),
    degraded_sources: z.array(z.string()).meta({ description: 'Ids of the sources failing for more than a day (an addition to the spec)' }),
    timestamp: z.iso.datetime(),
    events_total: z.number().int(),
    sources: z.array(SourceResource),
  })
  .meta({ id: 'Health' });

const Topics = z.object({ topics: z.array(Topic) });
const Sources = z.object({ sources: z.array(SourceResource), disclaimer: z.string() });

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
      const now = new Date();
      const [eventsTotal, sources, failing] = await Promise.all([
        countEvents(pool),
        listSources(pool),
        longFailingSourceIds(pool, now, DEGRADED_AFTER_MS),
      ]);
      body = {
        status: failing.length ? 'degraded' : 'ok',
        timestamp: now.toISOString(),
        events_total: eventsTotal,
        degraded_sources: failing,
        sources,
      };
    } catch (error) {
      ctx.state.log?.error({ err: error }, 'health check: the database does not answer');
      throw databaseUnavailable();
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
