import { createHash } from 'node:crypto';
import {
  REGULATORY_EVENT_TYPES,
  versionRecord,
  type RegulatoryEventContent,
  type RegulatoryEventEvent,
} from '../domain/regulatoryEvent.js';
import * as z from 'zod';
import type { SourceParams } from '../domain/source.js';
import { EventType, SEVERITIES, Severity, severityRank, Topic } from '../domain/vocabulary.js';
import type { EventFilters } from './eventFilters.js';
import { chooseSearchPlan, type SearchPlan } from './eventSearchPlan.js';
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

export type { EventFilters } from './eventFilters.js';

/**
 * Newest first by published_at, then id. Keyset paging: each page continues strictly after the last
 * position served, so events arriving meanwhile never shift a page (no duplicates, no gaps).
 * `options.forced` forces how a search or an article filter is served (tests compare the plans).
 */
export async function listEvents(
  db: Queryable,
  filters: EventFilters,
  page: { limit: number; after?: Position | undefined },
  options: { forced?: ForcedSearchPlan } = {},
): Promise<{ eventsJson: string; count: number; nextCursor: string | null }> {
  const rows =
    filters.q !== undefined || filters.articles !== undefined
      ? await searchPage(db, filters, page, options.forced)
      : await feedPage(db, filters, page);
  const served = rows.slice(0, page.limit);
  const last = served.at(-1);
  const nextCursor = rows.length > page.limit && last ? Cursor.encode({ at: last.published_at, id: last.id }, filters) : null;
  return { eventsJson: `[${served.map((row) => row.document).join(',')}]`, count: served.length, nextCursor };
}

type PageRow = { document: string; published_at: number; id: string };

/** Parameters of one statement, numbered as they are added. */
class Statement {
  readonly values: unknown[] = [];
  param(value: unknown): string {
    return `$${this.values.push(value)}`;
  }
}

const positionAfter = (sql: Statement, after: Position | undefined, columns = '(published_at, id)') =>
  after && `${columns} < (${sql.param(after.at)}, ${sql.param(after.id)})`;

/** The filtered feed without search or articles: the base filter's index in feed order. */
async function feedPage(db: Queryable, filters: EventFilters, page: { limit: number; after?: Position | undefined }): Promise<PageRow[]> {
  const sql = new Statement();
  const where = [...baseConditions(sql, filters, 'walk'), positionAfter(sql, page.after)].filter(Boolean);
  return run(
    db,
    `SELECT ${EVENT_DOCUMENT} AS document, published_at::float8 AS published_at, id FROM events
     ${where.length ? `WHERE ${where.join(' AND ')}` : ''}
     ORDER BY events.published_at DESC, events.id DESC LIMIT ${sql.param(page.limit + 1)}`,
    sql.values,
  );
}

/**
 * The conditions of the base filters. `walk`: as the btree indexes in feed order serve them (a
 * literal severity threshold picks its partial index); `gin`: source and severity as entries of the
 * search index, so that one GIN scan intersects them with the search and the articles.
 */
function baseConditions(sql: Statement, f: EventFilters, form: 'walk' | 'gin'): string[] {
  const conditions: string[] = [];
  if (f.since !== undefined) conditions.push(`published_at >= ${sql.param(f.since)}`);
  if (f.updatedSince !== undefined) conditions.push(`updated_at >= ${sql.param(f.updatedSince)}`);
  if (form === 'walk') {
    if (f.source !== undefined) conditions.push(`source_id = ${sql.param(f.source)}`);
    if (f.severityMin !== undefined) conditions.push(`severity_rank >= ${severityRank(f.severityMin)}`);
  } else {
    if (f.source !== undefined) conditions.push(`${FACETS} @> ${sql.param([`source:${f.source}`])}::text[]`);
    if (f.severityMin !== undefined)
      conditions.push(
        `${FACETS} && ARRAY[${severityRanksFrom(f.severityMin)
          .map((rank) => `'severity:${rank}'`)
          .join(', ')}]`,
      );
  }
  if (f.topics !== undefined) conditions.push(`topics && ${sql.param(f.topics)}::text[]`);
  return conditions;
}

/** The facets entry of the search index (migrations/019_i15_search_plans.sql), written as indexed. */
const FACETS = 'regfeed_event_facets(source_id, severity_rank)';
const severityRanksFrom = (severity: Severity) => SEVERITIES.slice(severityRank(severity)).map(severityRank);

/** The search, its queries made once per statement (initplans), not once per row. */
const searchCondition = (sql: Statement, q: string) => {
  const text = sql.param(q);
  return `(search_en @@ (SELECT websearch_to_tsquery('english', ${text})) OR search_de @@ (SELECT websearch_to_tsquery('german', ${text})))`;
};

/**
 * A page of a search or an article filter, served by the plan chosen for it (eventSearchPlan.ts).
 * Whatever the plan, the rows are those of the plain semantics: a walk that cannot fill the page,
 * or an intersection that finds more matches than its cap, hands over to the other.
 */
async function searchPage(
  db: Queryable,
  filters: EventFilters,
  page: { limit: number; after?: Position | undefined },
  forced: ForcedSearchPlan | undefined,
): Promise<PageRow[]> {
  const plan = forced ?? (await searchPlanFor(db, filters, page.limit));
  if (plan.kind === 'intersect') {
    const found = await intersect(db, filters, page, plan.cap);
    if (found.complete) return found.rows;
  }
  const { text, values, exhaustive } = walkStatement(filters, page, plan.walkBudget);
  const rows = await run(db, text, values);
  if (rows.length > page.limit || exhaustive) return rows;
  return (await intersect(db, filters, page, undefined)).rows;
}

/** For tests: a plan instead of the chosen one. */
export type ForcedSearchPlan = SearchPlan;

/** The plan a page of these filters gets (see eventSearchPlan.ts). */
export const searchPlanFor = (db: Queryable, filters: EventFilters, pageLimit: number): Promise<SearchPlan> =>
  chooseSearchPlan(db, filters, pageLimit);

/** The conditions the search index serves: the search, the articles, source, severity and topics. */
function ginConditions(sql: Statement, f: EventFilters): string[] {
  const conditions = baseConditions(sql, { ...f, since: undefined, updatedSince: undefined }, 'gin');
  if (f.articles) conditions.push(`article_scopes && ${sql.param(f.articles)}::text[]`);
  if (f.q !== undefined) conditions.push(searchCondition(sql, f.q));
  return conditions;
}

/**
 * Every match, found by one scan of the search index with all its conditions at once (times and
 * the cursor checked on the rows), sorted; only the page's events are then read whole. With a
 * `cap`, at most that many matches are read, and `complete` says whether they were all.
 */
async function intersect(
  db: Queryable,
  f: EventFilters,
  page: { limit: number; after?: Position | undefined },
  cap: number | undefined,
): Promise<{ rows: PageRow[]; complete: boolean }> {
  const sql = new Statement();
  const where = [
    ...ginConditions(sql, f),
    ...baseConditions(sql, { since: f.since, updatedSince: f.updatedSince }, 'gin'),
    positionAfter(sql, page.after),
  ].filter(Boolean);
  const text = `WITH matches AS MATERIALIZED (
       SELECT published_at AS match_at, id AS match_id FROM events WHERE ${where.join(' AND ')}
       ${cap === undefined ? '' : `LIMIT ${sql.param(cap)}`}
     )
     SELECT ${EVENT_DOCUMENT} AS document, events.published_at::float8 AS published_at, events.id,
            (SELECT count(*) FROM matches)::int AS matched
     FROM (SELECT * FROM matches ORDER BY match_at DESC, match_id DESC LIMIT ${sql.param(page.limit + 1)}) m
     CROSS JOIN LATERAL (SELECT * FROM events WHERE events.id = m.match_id OFFSET 0) events
     ORDER BY m.match_at DESC, m.match_id DESC`;
  const rows = await run<PageRow & { matched: number }>(db, text, sql.values);
  return { rows, complete: cap === undefined || (rows[0]?.matched ?? 0) < cap };
}

/**
 * Candidates in feed order, at most WALK_BUDGET of them, each checked in turn until a page is full.
 * With an article filter they are the newest entries of each requested scope, merged
 * (event_article_scopes), the other filters checked on the entries themselves; otherwise they are
 * the events the other filters pass, read by their indexes, and the search is checked on each.
 * `exhaustive`: a short page means there is no more (nothing is checked after the budget applies).
 */
function walkStatement(f: EventFilters, page: { limit: number; after?: Position | undefined }, walkBudget: number) {
  const sql = new Statement();
  let budgetParam: string | undefined;
  const budget = () => (budgetParam ??= sql.param(walkBudget));
  const limit = sql.param(page.limit + 1);
  if (f.articles) {
    // Served by the scope's index in feed order (with a source, the index of scope and source).
    const ordered = [
      ...(f.source !== undefined ? [`source_id = ${sql.param(f.source)}`] : []),
      ...(f.since !== undefined ? [`published_at >= ${sql.param(f.since)}`] : []),
      positionAfter(sql, page.after, '(published_at, event_id)'),
    ].filter(Boolean);
    // Checked on the entries themselves (columns of both indexes).
    const checks = baseConditions(sql, { ...f, source: undefined, since: undefined }, 'walk');
    const search = f.q !== undefined ? searchCondition(sql, f.q) : undefined;
    // With nothing to check, each stream needs no more than a page: a short one means it ended.
    const streamLimit = checks.length || search ? budget() : limit;
    // One ordered stream per scope, merged: a join on the requested scopes would read them whole.
    const streams = f.articles.map(
      (scope) => `(SELECT c.published_at, c.event_id FROM (
           SELECT * FROM event_article_scopes WHERE scope = ${sql.param(scope)} ${ordered.map((o) => `AND ${o}`).join(' ')}
           ORDER BY published_at DESC, event_id DESC LIMIT ${streamLimit}) c
         ${checks.length ? `WHERE ${checks.join(' AND ')}` : ''})`,
    );
    const text = `SELECT ${EVENT_DOCUMENT} AS document, events.published_at::float8 AS published_at, events.id FROM (
         SELECT DISTINCT ON (published_at, event_id) published_at AS match_at, event_id AS match_id FROM (${streams.join(' UNION ALL ')}) s
         ORDER BY published_at DESC, event_id DESC LIMIT ${search ? budget() : limit}
       ) m
       -- Each candidate's event in turn (OFFSET 0 keeps it a nested loop): a hash of every event the
       -- other filters pass would cost what the walk saves.
       CROSS JOIN LATERAL (SELECT * FROM events WHERE events.id = m.match_id OFFSET 0) events
       ${search ? `WHERE ${search}` : ''} ORDER BY m.match_at DESC, m.match_id DESC LIMIT ${limit}`;
    return { text, values: sql.values, exhaustive: !checks.length && !search };
  }
  const base = [...baseConditions(sql, f, 'walk'), positionAfter(sql, page.after)].filter(Boolean);
  const text = `SELECT ${EVENT_DOCUMENT} AS document, published_at::float8 AS published_at, id FROM (
       SELECT * FROM events ${base.length ? `WHERE ${base.join(' AND ')}` : ''} ORDER BY published_at DESC, id DESC LIMIT ${budget()}
     ) events WHERE ${searchCondition(sql, f.q!)} ORDER BY events.published_at DESC, events.id DESC LIMIT ${limit}`;
  return { text, values: sql.values, exhaustive: false };
}

/** An event's words and labels as an editor reads them. */
type LabelledEvent = {
  id: string;
  source_id: string;
  published_at: number;
  title_en: string;
  title_de: string | null;
  summary_en: string;
  summary_de: string | null;
  event_type: EventType;
  topics: Topic[];
  severity: Severity;
};

/** An event whose labels an editor corrected, with its source's language: what `events export-labels` writes. */
export type ReviewedEvent = LabelledEvent & { language: string; url_official: string; reviewed_at: number };

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

/** An event as the rules classified it, with its source's parameters: what `events review` reads again. */
export type RuleClassifiedEvent = LabelledEvent & { params: SourceParams | null };

/** Events no editor has reviewed, newest first, a page at a time: `after` is the previous page's last event. */
export async function listRuleClassifiedEvents(
  db: Queryable,
  { limit, after }: { limit: number; after?: Pick<RuleClassifiedEvent, 'published_at' | 'id'> },
): Promise<RuleClassifiedEvent[]> {
  const { rows } = await db.query(
    `SELECT e.id, e.source_id, s.params, e.published_at::float8 AS published_at, e.title_en, e.title_de,
            e.summary_en, e.summary_de, e.event_type, e.topics, e.severity
     FROM events e LEFT JOIN sources s ON s.id = e.source_id
     WHERE e.classified_by = 'rules' AND ($2::bigint IS NULL OR (e.published_at, e.id) < ($2::bigint, $3::text))
     ORDER BY e.published_at DESC, e.id DESC LIMIT $1`,
    [limit, after?.published_at ?? null, after?.id ?? null],
  );
  return rows;
}

// One prepared statement per shape of query (a few dozen at most), planned once per connection.
const run = async <Row = PageRow>(db: Queryable, text: string, values: unknown[]): Promise<Row[]> =>
  (await db.query({ name: `events-${createHash('sha1').update(text).digest('hex').slice(0, 16)}`, text, values })).rows;
