import type Router from '@koa/router';
import * as z from 'zod';
import { loadDeadlines } from '../application/deadlines.js';
import { deadlineStatus } from '../domain/deadline.js';
import { DISCLAIMER } from '../domain/vocabulary.js';
import { sendConditionally } from './conditionalGet.js';
import { deadlinesCalendar } from './deadlineCalendar.js';
import { json, registerPublicPath } from './openapi.js';

const DeadlineResource = z
  .object({
    id: z.string().meta({ description: 'Stable; the calendar UID is `<id>@deadlines.regfeed`', example: 'high-risk-annex-iii' }),
    date: z.string().meta({ format: 'date', example: '2027-12-02' }),
    title_en: z.string(),
    title_de: z.string(),
    articles: z.array(z.string()).meta({ example: ['Art. 6(2)', 'Annex III'] }),
    applies_to: z.array(z.string()).meta({ description: 'Who the provisions that apply from this date bind' }),
    legal_basis: z.string().meta({ description: 'The provision that sets the date (additive)' }),
    legal_basis_url: z
      .url()
      .meta({ description: 'The official text that sets the date; for dates Regulation (EU) 2026/1744 moved, that regulation' }),
    status: z.enum(['past', 'upcoming']).meta({ description: '`past` from the date itself on (UTC)' }),
  })
  .meta({ id: 'Deadline' });
const Deadlines = z.object({ deadlines: z.array(DeadlineResource), disclaimer: z.string() });

registerPublicPath({
  method: 'get',
  path: '/v1/deadlines',
  summary: 'Application dates of the AI Act as amended by Regulation (EU) 2026/1744, by date',
  responses: { 200: json(Deadlines, 'The deadlines'), 304: { description: 'Not modified (If-None-Match)' } },
});
registerPublicPath({
  method: 'get',
  path: '/v1/deadlines.ics',
  summary: 'The same deadlines as an iCalendar (RFC 5545) feed: one all-day event each, stable UIDs',
  responses: {
    200: { description: 'The calendar', content: { 'text/calendar': { schema: z.string() } } },
    304: { description: 'Not modified (If-None-Match)' },
  },
});

const CACHE_CONTROL = 'public, max-age=3600';

export function deadlinesRoutes(router: Router): void {
  const calendar = loadDeadlines();
  const ics = deadlinesCalendar(calendar);

  router.get('/v1/deadlines', (ctx) => {
    const now = new Date();
    const body: z.infer<typeof Deadlines> = {
      deadlines: calendar.deadlines.map((d) => ({
        id: d.id,
        date: d.date,
        title_en: d.titleEn,
        title_de: d.titleDe,
        articles: d.articles,
        applies_to: d.appliesTo,
        legal_basis: d.legalBasis,
        legal_basis_url: d.legalBasisUrl,
        status: deadlineStatus(d.date, now),
      })),
      disclaimer: DISCLAIMER,
    };
    sendConditionally(ctx, { type: 'application/json', body: JSON.stringify(body), cacheControl: CACHE_CONTROL });
  });

  router.get('/v1/deadlines.ics', (ctx) => {
    sendConditionally(ctx, { type: 'text/calendar; charset=utf-8', body: ics, cacheControl: CACHE_CONTROL });
  });
}
