import { createHash } from 'node:crypto';
import { REGULATORY_EVENT_TYPES, type RegulatoryEventContent, type RegulatoryEventEvent } from '../domain/regulatoryEvent.js';
import * as z from 'zod';
import { EventType, Severity, severityRank, Topic } from '../domain/vocabulary.js';
import { Cursor, type Position } from './cursor.js';
import { readModel, type Queryable } from './readModel.js';

const contentValues = (c: RegulatoryEventContent) => [
  c.sourceId,
  c.urlOfficial,
  c.eventType,
  c.topics,
  c.severity,
  severityRank(c.severity),
  c.titleEn,
  c.titleDe,
  c.summaryEn,
  c.summaryDe,
  c.aiActArticles,
  c.languageVersions,
  c.publishedAt,
];

/** Keeps `events`: the latest version of every regulatory event. */
export const eventsReadModel = readModel<RegulatoryEventEvent>({
  canHandle: REGULATORY_EVENT_TYPES,
  tables: ['events'],
  apply: ({ type, data, metadata }, db) => {
    if (type === 'RegulatoryEventPublished') {
      const at = Date.parse(data.ingestedAt);
      return db.query(
        `INSERT INTO events (source_id, url_official, event_type, topics, severity, severity_rank, title_en, title_de,
                             summary_en, summary_de, ai_act_articles, language_versions, published_at,
                             id, version, diff_summary_en, ingested_at, updated_at, last_global_position)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, 1, NULL, $15, $15, $16)
         ON CONFLICT (id) DO NOTHING`,
        [...contentValues(data.content), data.eventId, at, metadata.globalPosition],
      );
    }
    // A revision replaces the content; the version guard makes a replayed or late one a no-op.
    return db.query(
      `UPDATE events SET source_id = $1, url_official = $2, event_type = $3, topics = $4, severity = $5, severity_rank = $6,
                         title_en = $7, title_de = $8, summary_en = $9, summary_de = $10, ai_act_articles = $11,
                         language_versions = $12, published_at = $13, version = $15, diff_summary_en = $16,
                         updated_at = $17, last_global_position = $18
       WHERE id = $14 AND version < $15`,
      [...contentValues(data.content), data.eventId, data.version, data.diffSummaryEn, Date.parse(data.revisedAt), metadata.globalPosition],
    );
  },
});

// ---------------------------------------------------------------- Queries

/** The Event resource of the spec, plus `updated_at` (time of the latest version, additive). */
export const EventResource = z
  .object({
    id: z.string().meta({ example: 'evt_2025_0202_001' }),
    source_id: z.string(),
    event_type: EventType,
    topics: z.array(Topic),
    severity: Severity,
    title_en: z.string(),
    title_de: z.string().optional(),
    summary_en: z.string(),
    summary_de: z.string().optional(),
    diff_summary_en: z.string().optional().meta({ description: 'What changed against the previous version' }),
    url_official: z.url(),
    ai_act_articles: z.array(z.string()).meta({ example: ['Art. 5(1)(a)', 'Annex III(4)'] }),
    published_at: z.number().int().meta({ description: 'Unix ms' }),
    ingested_at: z.number().int().meta({ description: 'Unix ms of the first ingestion' }),
    updated_at: z.number().int().meta({ description: 'Unix ms of the latest version (additive)' }),
    version: z.number().int().min(1),
    language_versions: z.array(z.string()),
  })
  .meta({ id: 'Event' });
export type EventView = z.infer<typeof EventResource>;

/**
 * The Event resource built by PostgreSQL, absent optional fields left out: the API passes these
 * documents through as text instead of turning rows into objects and back into JSON.
 */
const EVENT_DOCUMENT = `json_strip_nulls(json_build_object(
  'id', id, 'source_id', source_id, 'event_type', event_type, 'topics', topics, 'severity', severity,
  'title_en', title_en, 'title_de', title_de, 'summary_en', summary_en, 'summary_de', summary_de,
  'diff_summary_en', diff_summary_en, 'url_official', url_official, 'ai_act_articles', ai_act_articles,
  'published_at', published_at, 'ingested_at', ingested_at, 'updated_at', updated_at, 'version', version,
  'language_versions', language_versions))::text`;

export async function findEvent(db: Queryable, id: string): Promise<EventView | undefined> {
  const { rows } = await db.query(`SELECT ${EVENT_DOCUMENT} AS document FROM events WHERE id = $1`, [id]);
  return rows[0] && JSON.parse(rows[0].document);
}

export async function countEvents(db: Queryable): Promise<number> {
  const { rows } = await db.query('SELECT count(*)::int AS total FROM events');
  return rows[0].total;
}

export type EventFilters = {
  since?: number | undefined;
  updatedSince?: number | undefined;
  source?: string | undefined;
  severityMin?: Severity | undefined;
  topics?: Topic[] | undefined;
};

/**
 * Newest first by published_at, then id. Keyset paging: each page continues strictly after the last
 * position served, so events arriving meanwhile never shift a page (no duplicates, no gaps).
 */
export async function listEvents(
  db: Queryable,
  filters: EventFilters,
  page: { limit: number; after?: Position | undefined },
): Promise<{ eventsJson: string; count: number; nextCursor: string | null }> {
  const where: string[] = [];
  const values: unknown[] = [];
  const param = (value: unknown) => `$${values.push(value)}`;
  if (filters.since !== undefined) where.push(`published_at >= ${param(filters.since)}`);
  if (filters.updatedSince !== undefined) where.push(`updated_at >= ${param(filters.updatedSince)}`);
  if (filters.source !== undefined) where.push(`source_id = ${param(filters.source)}`);
  // A literal threshold lets the planner pick the matching partial index.
  if (filters.severityMin !== undefined) where.push(`severity_rank >= ${severityRank(filters.severityMin)}`);
  if (filters.topics !== undefined) where.push(`topics && ${param(filters.topics)}::text[]`);
  if (page.after) where.push(`(published_at, id) < (${param(page.after.at)}, ${param(page.after.id)})`);
  const text = `SELECT ${EVENT_DOCUMENT} AS document, published_at::float8 AS published_at, id FROM events
     ${where.length ? `WHERE ${where.join(' AND ')}` : ''}
     ORDER BY events.published_at DESC, events.id DESC LIMIT ${param(page.limit + 1)}`;
  // One prepared statement per combination of filters (a few dozen at most), planned once per connection.
  const name = `events-${createHash('sha1').update(text).digest('hex').slice(0, 16)}`;
  const { rows } = await db.query({ name, text, values });
  const served = rows.slice(0, page.limit);
  const last = served.at(-1);
  const nextCursor = rows.length > page.limit && last ? Cursor.encode({ at: last.published_at, id: last.id }, filters) : null;
  return { eventsJson: `[${served.map((row) => row.document).join(',')}]`, count: served.length, nextCursor };
}
