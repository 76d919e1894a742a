import { createHash } from 'node:crypto';
import {
  REGULATORY_EVENT_TYPES,
  versionRecord,
  type RegulatoryEventContent,
  type RegulatoryEventEvent,
} from '../domain/regulatoryEvent.js';
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
    // A revision or a correction replaces the content; the version guard makes a replayed or late one a no-op.
    const { recordedAt, diffSummaryEn } = versionRecord({ type, data } as RegulatoryEventEvent);
    const reviewedAt = type === 'RegulatoryEventReclassified' ? Date.parse(recordedAt) : null;
    return db.query(
      `UPDATE events SET source_id = $1, url_official = $2, event_type = $3, topics = $4, severity = $5, severity_rank = $6,
                         title_en = $7, title_de = $8, summary_en = $9, summary_de = $10, ai_act_articles = $11,
                         language_versions = $12, published_at = $13, version = $15, diff_summary_en = $16,
                         updated_at = $17, last_global_position = $18,
                         classified_by = CASE WHEN $19::bigint IS NULL THEN classified_by ELSE 'editor' END,
                         reviewed_at = COALESCE($19::bigint, reviewed_at)
       WHERE id = $14 AND version < $15`,
      [
        ...contentValues(data.content),
        data.eventId,
        data.version,
        diffSummaryEn,
        Date.parse(recordedAt),
        metadata.globalPosition,
        reviewedAt,
      ],
    );
  },
});

// ---------------------------------------------------------------- Queries

/** How the labels came about (additive): `reviewed_at` is left out while they are the rules'. */
export const Classification = z
  .object({
    method: z.enum(['rules', 'editor']).meta({
      description: '`rules`: the labels as ingested (the classifier of the watched sources); `editor`: corrected by an editor',
    }),
    reviewed_at: z.number().int().optional().meta({ description: 'Unix ms of the latest editorial correction; absent for `rules`' }),
  })
  .meta({ id: 'Classification' });

/** The Event resource of the spec, plus `updated_at` (time of the latest version) and `classification` (additive). */
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
    classification: Classification,
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
  'language_versions', language_versions,
  'classification', json_build_object('method', classified_by, 'reviewed_at', reviewed_at)))::text`;

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
  /** Canonical AI Act references; an event citing one of them, or a finer provision under one, matches. */
  articles?: string[] | undefined;
  /** Full-text search in web-search syntax, English and German. */
  q?: string | undefined;
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
  const after = page.after && { at: param(page.after.at), id: param(page.after.id) };
  const position = after && `(published_at, id) < (${after.at}, ${after.id})`;
  // The search's queries are made once per statement (initplans), not once per row.
  const q = filters.q !== undefined ? param(filters.q) : undefined;
  const search =
    q && `(search_en @@ (SELECT websearch_to_tsquery('english', ${q})) OR search_de @@ (SELECT websearch_to_tsquery('german', ${q})))`;
  const scopes = filters.articles?.map(param);
  const articles = scopes && { scopes, overlap: `article_scopes && ARRAY[${scopes.join(', ')}]::text[]` };
  const limit = param(page.limit + 1);
  const selective = [...(articles ? [articles.overlap] : []), ...(search ? [search] : [])];
  const plain = (
    conditions: string[],
    order: string,
  ) => `SELECT ${EVENT_DOCUMENT} AS document, published_at::float8 AS published_at, id FROM events
     ${conditions.length ? `WHERE ${conditions.join(' AND ')}` : ''}
     ORDER BY ${order} LIMIT ${limit}`;
  const base = position ? [...where, position] : where;
  const rows = selective.length
    ? await walkThenSort(db, values, page.limit, {
        walk: walkText({ where, position, search, articles, limit }),
        // Articles alone: every candidate is a match, so a short page means the stream ended.
        exhaustive: articles !== undefined && !where.length && !search,
        // `+ 0` keeps the planner off the feed order index (it would walk it to the end for words it
        // has no statistics about) and on the GIN indexes of the selective conditions.
        sort: plain([...base, ...selective], 'events.published_at + 0 DESC, events.id DESC'),
      })
    : await run(db, plain(base, 'events.published_at DESC, events.id DESC'), values);
  const served = rows.slice(0, page.limit);
  const last = served.at(-1);
  const nextCursor = rows.length > page.limit && last ? Cursor.encode({ at: last.published_at, id: last.id }, filters) : null;
  return { eventsJson: `[${served.map((row) => row.document).join(',')}]`, count: served.length, nextCursor };
}

/** An event whose labels an editor corrected, with its source's language: what `events export-labels` writes. */
export type ReviewedEvent = {
  id: string;
  source_id: string;
  language: string;
  url_official: string;
  published_at: number;
  reviewed_at: number;
  title_en: string;
  title_de: string | null;
  summary_en: string;
  summary_de: string | null;
  event_type: EventType;
  topics: Topic[];
  severity: Severity;
};

export async function listReviewedEvents(db: Queryable): Promise<ReviewedEvent[]> {
  const { rows } = await db.query(
    `SELECT e.id, e.source_id, coalesce(s.params->>'language', 'en') AS language, e.url_official,
            e.published_at::float8 AS published_at, e.reviewed_at::float8 AS reviewed_at,
            e.title_en, e.title_de, e.summary_en, e.summary_de, e.event_type, e.topics, e.severity
     FROM events e LEFT JOIN sources s ON s.id = e.source_id
     WHERE e.classified_by = 'editor' ORDER BY e.url_official, e.id`,
  );
  return rows;
}

// One prepared statement per shape of query (a few dozen at most), planned once per connection.
const run = async (db: Queryable, text: string, values: unknown[]) =>
  (await db.query({ name: `events-${createHash('sha1').update(text).digest('hex').slice(0, 16)}`, text, values })).rows;

/**
 * Candidates in feed order, at most `$budget` of them, each checked in turn until a page is full.
 * With an article filter they are the newest events of each requested scope, merged
 * (event_article_scopes), and the other filters are checked on each; otherwise they are the events
 * the other filters pass, read by their indexes, and the search is checked on each.
 */
function walkText(f: {
  where: string[];
  position: string | undefined;
  search: string | undefined;
  articles: { scopes: string[] } | undefined;
  limit: string;
}): string {
  const budget = '$budget';
  if (f.articles) {
    const position = f.position?.replace('(published_at, id)', '(published_at, event_id)');
    // One ordered stream per scope, merged: a join on the requested scopes would read them whole.
    const streams = f.articles.scopes.map(
      (scope) => `(SELECT published_at AS at, event_id FROM event_article_scopes WHERE scope = ${scope} ${position ? `AND ${position}` : ''}
                   ORDER BY published_at DESC, event_id DESC)`,
    );
    const checks = [...f.where, ...(f.search ? [f.search] : [])];
    return `SELECT ${EVENT_DOCUMENT} AS document, events.published_at::float8 AS published_at, events.id FROM (
         SELECT DISTINCT ON (at, event_id) at, event_id FROM (${streams.join(' UNION ALL ')}) s ORDER BY at DESC, event_id DESC LIMIT ${budget}
       ) m
       -- Each candidate's event in turn (OFFSET 0 keeps it a nested loop): a hash of every event the
       -- other filters pass would cost what the walk saves.
       CROSS JOIN LATERAL (SELECT * FROM events WHERE events.id = m.event_id OFFSET 0) events
       ${checks.length ? `WHERE ${checks.join(' AND ')}` : ''} ORDER BY m.at DESC, m.event_id DESC LIMIT ${f.limit}`;
  }
  const base = f.position ? [...f.where, f.position] : f.where;
  return `SELECT ${EVENT_DOCUMENT} AS document, published_at::float8 AS published_at, id FROM (
       SELECT * FROM events ${base.length ? `WHERE ${base.join(' AND ')}` : ''} ORDER BY published_at DESC, id DESC LIMIT ${budget}
     ) events WHERE ${f.search} ORDER BY events.published_at DESC, events.id DESC LIMIT ${f.limit}`;
}

/** Candidates a page reads in feed order before the GIN indexes take over. */
const WALK_BUDGET = 2_000;

/**
 * A page of a search or an article filter. How many events those match is what PostgreSQL judges
 * worst (the words of a phrase, or of one subject, come together far more often than its statistics
 * assume; a provision may never meet a source), and a wrong guess either sorts tens of thousands of
 * matches or walks the whole feed. So candidates are walked in feed order first, a bounded number,
 * which fills the page of anything common at the cost of a plain feed page; what is too rare to fill
 * a page that way is read from the GIN indexes and sorted, which is cheap because it is rare.
 */
async function walkThenSort(
  db: Queryable,
  values: unknown[],
  pageLimit: number,
  texts: { walk: string; sort: string; exhaustive: boolean },
): Promise<Record<string, unknown>[]> {
  const rows = await run(db, texts.walk.replaceAll('$budget', `$${values.length + 1}`), [...values, WALK_BUDGET]);
  // A full page; or, with nothing to check on the candidates, all there are.
  if (rows.length > pageLimit || texts.exhaustive) return rows;
  return run(db, texts.sort, values);
}
