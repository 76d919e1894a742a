import type Router from '@koa/router';
import * as z from 'zod';
import { eventVersions, type EventVersion } from '../application/eventVersions.js';
import { DISCLAIMER } from '../domain/vocabulary.js';
import { EventResource, type EventView } from '../projections/eventsReadModel.js';
import type { RouteDependencies } from './routeDependencies.js';
import { requireActiveAccount, type AuthenticatedState } from './auth.js';
import { notFound } from './errors.js';
import { json, registerAuthenticatedPath } from './openapi.js';

const VersionEntry = z
  .object({
    version: z.number().int().min(1),
    recorded_at: z.number().int().meta({ description: 'When this version was recorded, Unix ms' }),
    diff_summary_en: z.string().nullable().meta({ description: 'What changed against the previous version; null for version 1' }),
    event: EventResource.meta({ description: 'The event as it read at this version' }),
  })
  .meta({ id: 'EventVersion' });
const Versions = z.object({ event_id: z.string(), versions: z.array(VersionEntry), disclaimer: z.string() });

registerAuthenticatedPath({
  method: 'get',
  path: '/v1/events/{id}/versions',
  summary: 'Every version of an event with its diff summary, oldest first (additive)',
  request: { params: z.object({ id: z.string().meta({ example: 'evt_2025_0202_001' }) }) },
  responses: { 200: json(Versions, 'The versions') },
  errors: [402, 404],
});

/** The Event resource as it read at one version; absent optional fields are left out, as in the feed. */
export function presentEventVersion(v: EventVersion): EventView {
  const c = v.content;
  return {
    id: v.eventId,
    source_id: c.sourceId,
    event_type: c.eventType,
    topics: c.topics,
    severity: c.severity,
    title_en: c.titleEn,
    ...(c.titleDe !== null && { title_de: c.titleDe }),
    summary_en: c.summaryEn,
    ...(c.summaryDe !== null && { summary_de: c.summaryDe }),
    ...(v.diffSummaryEn !== null && { diff_summary_en: v.diffSummaryEn }),
    url_official: c.urlOfficial,
    ai_act_articles: c.aiActArticles,
    published_at: c.publishedAt,
    ingested_at: v.ingestedAt,
    updated_at: v.recordedAt,
    version: v.version,
    language_versions: c.languageVersions,
    classification: {
      method: v.classification.method,
      ...(v.classification.reviewedAt !== null && { reviewed_at: Date.parse(v.classification.reviewedAt) }),
    },
  };
}

export function eventVersionsRoutes(router: Router, { eventStore, authenticate }: RouteDependencies): void {
  router.get<AuthenticatedState>('/v1/events/:id/versions', authenticate, requireActiveAccount, async (ctx) => {
    const id = ctx.params.id ?? '';
    const versions = await eventVersions(eventStore, id);
    if (!versions.length) throw notFound('Event');
    ctx.body = {
      event_id: id,
      versions: versions.map((v) => ({
        version: v.version,
        recorded_at: v.recordedAt,
        diff_summary_en: v.diffSummaryEn,
        event: presentEventVersion(v),
      })),
      disclaimer: DISCLAIMER,
    } satisfies z.infer<typeof Versions>;
  });
}
