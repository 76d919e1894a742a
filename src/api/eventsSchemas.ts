import * as z from 'zod';
import { Severity, Topic } from '../domain/vocabulary.js';
import type { EventFilters } from '../projections/eventsReadModel.js';
import { ArticlesParameter, SearchParameter } from './articleFilter.js';
import { PageCursor, PageLimit } from './validate.js';

const unixMs = z
  .string()
  .regex(/^\d{1,15}$/, 'Unix time in milliseconds')
  .transform(Number)
  .meta({ type: 'integer', description: 'Unix ms' });

/** Query parameters of GET /v1/events; unknown ones are ignored. */
export const EventsQuery = z.object({
  limit: PageLimit,
  since: unixMs.optional().meta({ description: 'Events published at or after this Unix ms' }),
  updated_since: unixMs
    .optional()
    .meta({ description: 'Events whose latest version is from this Unix ms or later (catches revisions of older events; additive)' }),
  source: z.string().min(1).max(64).optional().meta({ description: 'A source id' }),
  severity_min: Severity.optional(),
  topics: z
    .string()
    .transform((value) => value.split(',').map((topic) => topic.trim()))
    .pipe(z.array(Topic).min(1))
    .optional()
    .meta({ type: 'string', description: 'Comma-separated topics; events having any of them', example: 'gpai,transparency' }),
  articles: ArticlesParameter.optional(),
  q: SearchParameter.optional(),
  cursor: PageCursor,
});

/** The listing's filters of a parsed events query (the feed and the Atom feeds take the same). */
export const eventFilters = (query: z.infer<typeof EventsQuery>): EventFilters => ({
  since: query.since,
  updatedSince: query.updated_since,
  source: query.source,
  severityMin: query.severity_min,
  topics: query.topics,
  articles: query.articles,
  q: query.q,
});
