import * as z from 'zod';
import { checkReference } from '../domain/aiActReference.js';
import type { RegulatoryEventContent } from '../domain/regulatoryEvent.js';
import { EventType, Severity, Topic, TOPICS } from '../domain/vocabulary.js';

const EARLIEST_PUBLICATION = Date.UTC(2000, 0, 1);

const text = (max: number) => z.string().trim().min(1).max(max);

const distinct = <T>(items: T[]) => new Set(items).size === items.length;

/** Checks every reference, reports each bad one at its index, and returns them canonical and deduplicated. */
const AiActArticles = z
  .array(z.string().max(60))
  .max(50)
  .transform((references, ctx) => {
    const canonical: string[] = [];
    references.forEach((reference, index) => {
      const check = checkReference(reference);
      if (check.ok) canonical.push(check.canonical);
      else ctx.addIssue({ code: 'custom', message: check.reason, path: [index] });
    });
    return [...new Set(canonical)];
  });

/** One item for `regfeed events ingest`: an Event resource without the fields the service sets. */
export const EventInput = z
  .strictObject({
    source_id: z.string().regex(/^[a-z0-9][a-z0-9-]{1,62}$/, 'a source id such as "eurlex-oj-l"'),
    event_type: EventType,
    topics: z.array(Topic).min(1).refine(distinct, 'topics must be distinct'),
    severity: Severity,
    title_en: text(300),
    title_de: text(300).optional(),
    summary_en: text(4000),
    summary_de: text(4000).optional(),
    diff_summary_en: text(4000).optional(),
    url_official: z.httpUrl().max(2048),
    ai_act_articles: AiActArticles.optional(),
    published_at: z
      .number()
      .int()
      .min(EARLIEST_PUBLICATION, 'Unix time in milliseconds (e.g. 1722470400000); this looks like seconds or is before 2000'),
    language_versions: z
      .array(z.string().regex(/^[a-z]{2}$/, 'two-letter language code'))
      .max(30)
      .refine(distinct, 'language versions must be distinct')
      .optional(),
    content_fingerprint: z
      .string()
      .regex(/^[0-9a-f]{64}$/, 'a SHA-256 hex digest')
      .optional()
      .meta({ description: "Set by the source watchers: the hash of the official document's normalized text" }),
  })
  .meta({ id: 'EventInput' });
export type EventInput = z.input<typeof EventInput>;

/** The domain's content of a valid input, lists in canonical order so equal content compares equal. */
export function toContent(input: z.output<typeof EventInput>): { content: RegulatoryEventContent; diffSummaryEn: string | null } {
  return {
    content: {
      sourceId: input.source_id,
      urlOfficial: input.url_official,
      eventType: input.event_type,
      topics: [...input.topics].sort((a, b) => TOPICS.indexOf(a) - TOPICS.indexOf(b)),
      severity: input.severity,
      titleEn: input.title_en,
      titleDe: input.title_de ?? null,
      summaryEn: input.summary_en,
      summaryDe: input.summary_de ?? null,
      aiActArticles: [...(input.ai_act_articles ?? [])].sort(),
      publishedAt: input.published_at,
      languageVersions: [...(input.language_versions ?? [])].sort(),
      ...(input.content_fingerprint ? { fingerprint: input.content_fingerprint } : {}),
    },
    diffSummaryEn: input.diff_summary_en ?? null,
  };
}
