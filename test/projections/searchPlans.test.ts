import test from 'ava';
import { ingestEvent } from '../../src/ingestion/ingest.js';
import { Cursor } from '../../src/projections/cursor.js';
import type { EventFilters } from '../../src/projections/eventFilters.js';
import { planFor, WALK_BUDGET, type SearchPlan } from '../../src/projections/eventSearchPlan.js';
import type { EventStatistics } from '../../src/projections/eventStatistics.js';
import { tsqueryBound } from '../../src/projections/eventStatistics.js';
import { listEvents } from '../../src/projections/eventsReadModel.js';
import { eventInput } from '../support/events.js';
import { startTestService, type TestService } from '../support/service.js';

let service: TestService;
test.before(async () => {
  service = await startTestService({}, 'api');
  // 240 events straight into the read table (the trigger keeps the article scopes), with words,
  // references, sources, severities and topics that come together in a pattern, and pairs of events
  // published at the same millisecond, so that ties are broken by id.
  await service.backend.pool.query(
    `INSERT INTO events (id, source_id, url_official, event_type, topics, severity, severity_rank, title_en, title_de,
                         summary_en, ai_act_articles, language_versions, published_at, ingested_at, updated_at, version,
                         last_global_position)
     SELECT 'evt_plan_' || lpad(g::text, 4, '0'), (ARRAY['ec-digital', 'ai-office', 'cnil'])[1 + g % 3],
            'https://example.org/plan/' || g, 'guidance', ARRAY[(ARRAY['gpai', 'transparency', 'high-risk', 'sandbox'])[1 + g % 4]],
            (ARRAY['info', 'low', 'medium', 'high', 'critical'])[1 + g % 5], g % 5,
            (ARRAY['Guidance on biometric identification', 'Consultation on human oversight', 'Fines over credit scoring',
                   'Standard for data governance', 'Opinion on credit scoring guidance'])[1 + g % 5] || ' no. ' || g,
            CASE WHEN g % 2 = 0 THEN 'Leitlinien zu Hochrisiko-KI-Systemen Nr. ' || g END,
            'Providers and deployers handle ' || (ARRAY['biometric data', 'oversight', 'scoring'])[1 + g % 3] || '.',
            ARRAY['Art. ' || (1 + g % 7)] || CASE WHEN g % 6 = 0 THEN ARRAY['Annex III(' || (1 + g % 4) || ')'] ELSE '{}' END,
            ARRAY['en'], 1893456000000 + (g / 2) * 60000, 1893456000000 + g * 1000, 1893456000000 + g * 1000, 1, 0
     FROM generate_series(1, 240) g`,
  );
});
test.after.always(() => service?.stop());

const FILTERS: EventFilters[] = [
  { q: 'biometric' },
  { q: 'biometric', severityMin: 'high' },
  { q: 'Hochrisiko', topics: ['gpai', 'sandbox'] },
  { q: '"credit scoring" -guidance', source: 'cnil' },
  { q: 'oversight or scoring', source: 'ai-office', severityMin: 'medium', since: 1893456000000 + 30 * 60000 },
  { q: 'nothingmatchesthis' },
  { articles: ['Art. 3'] },
  { articles: ['Annex III'] },
  { articles: ['Annex III', 'Art. 2'], source: 'ai-office' },
  { articles: ['Annex III(1)', 'Art. 5'], severityMin: 'medium', topics: ['gpai', 'transparency'] },
  { articles: ['Art. 4'], updatedSince: 1893456000000 + 100 * 1000 },
  { articles: ['Art. 2', 'Annex III(3)'], q: 'oversight', severityMin: 'low' },
];

/** The plain semantics of the filters, in one statement no plan choice touches. */
async function expectedIds(f: EventFilters): Promise<string[]> {
  const { rows } = await service.backend.pool.query(
    `SELECT id FROM events
     WHERE ($1::bigint IS NULL OR published_at >= $1) AND ($2::bigint IS NULL OR updated_at >= $2)
       AND ($3::text IS NULL OR source_id = $3) AND ($4::int IS NULL OR severity_rank >= $4) AND ($5::text[] IS NULL OR topics && $5)
       AND ($6::text[] IS NULL OR regfeed_article_scopes(ai_act_articles) && $6)
       AND ($7::text IS NULL OR search_en @@ websearch_to_tsquery('english', $7) OR search_de @@ websearch_to_tsquery('german', $7))
     ORDER BY published_at DESC, id DESC`,
    [
      f.since ?? null,
      f.updatedSince ?? null,
      f.source ?? null,
      f.severityMin ? ['info', 'low', 'medium', 'high', 'critical'].indexOf(f.severityMin) : null,
      f.topics ?? null,
      f.articles ?? null,
      f.q ?? null,
    ],
  );
  return rows.map((row) => row.id);
}

/** Every page of the filters, by cursor, with the plan forced: the ids served and the cursors given. */
async function allPages(f: EventFilters, plan: SearchPlan, limit: number) {
  const ids: string[] = [];
  const cursors: (string | null)[] = [];
  let cursor: string | null = null;
  do {
    const after: ReturnType<typeof Cursor.decode> | undefined = cursor ? Cursor.decode(cursor, f) : undefined;
    if (after && 'invalid' in after) throw new Error(after.invalid);
    const page = await listEvents(service.backend.pool, f, { limit, after }, { forced: plan });
    ids.push(...(JSON.parse(page.eventsJson) as { id: string }[]).map((e) => e.id));
    cursor = page.nextCursor;
    cursors.push(cursor);
  } while (cursor && cursors.length < 200);
  return { ids, cursors };
}

const PLANS: [string, SearchPlan][] = [
  ['walk', { kind: 'walk', walkBudget: WALK_BUDGET.min }],
  ['intersect', { kind: 'intersect', walkBudget: WALK_BUDGET.min }],
  // Handovers: a walk too short to fill a page continues as an intersection, a capped intersection
  // that finds more matches continues as a walk.
  ['walk of 3, then intersect', { kind: 'walk', walkBudget: 3 }],
  ['intersect up to 2, then walk', { kind: 'intersect', cap: 3, walkBudget: WALK_BUDGET.min }],
];

test('every plan serves the plain semantics: the same rows, pages and cursors', async (t) => {
  for (const filters of FILTERS) {
    const expected = await expectedIds(filters);
    for (const limit of [4, 50]) {
      const [first, ...others] = await Promise.all(PLANS.map(([, plan]) => allPages(filters, plan, limit)));
      const label = `${JSON.stringify(filters)} limit ${limit}`;
      t.deepEqual(first!.ids, expected, `${label}: ${PLANS[0]![0]}`);
      for (const [i, other] of others.entries()) {
        t.deepEqual(other.ids, expected, `${label}: ${PLANS[i + 1]![0]}`);
        t.deepEqual(other.cursors, first!.cursors, `${label}: cursors of ${PLANS[i + 1]![0]}`);
      }
    }
  }
  // The set exercises what it is meant to: matches common and rare, and none.
  t.true((await expectedIds({ q: 'biometric' })).length > 50);
  t.true((await expectedIds({ articles: ['Annex III', 'Art. 2'], source: 'ai-office' })).length > 4);
  t.deepEqual(await expectedIds({ q: 'nothingmatchesthis' }), []);
});

test('an article walk checks the filters on the scope entries, kept in step when a revision changes them', async (t) => {
  const at = Date.UTC(2042, 0, 1);
  const cited = (offset: number, overrides = {}) =>
    eventInput({ published_at: at + offset, ai_act_articles: ['Art. 50(1)'], severity: 'high', topics: ['transparency'], ...overrides });
  const older: string[] = [];
  for (const offset of [1, 2, 3]) older.unshift((await ingestEvent(service.backend, cited(offset))).id!);
  const input = cited(10, { ai_act_articles: ['Art. 50(2)'] });
  const { id } = await ingestEvent(service.backend, input);
  const filters: EventFilters = { articles: ['Art. 50'], severityMin: 'high', topics: ['transparency'], since: at };
  // A page the walk fills (no handover), so what it serves is what the entries say.
  const walked = async (f = filters) =>
    JSON.parse(
      (await listEvents(service.backend.pool, f, { limit: 2 }, { forced: { kind: 'walk', walkBudget: WALK_BUDGET.min } })).eventsJson,
    ).map((e: { id: string }) => e.id);
  t.deepEqual(await walked(), [id, older[0]]);
  // Same references, other severity: no longer served; other topics: neither; back: served again.
  await ingestEvent(service.backend, { ...input, severity: 'low' });
  t.deepEqual(await walked(), older.slice(0, 2));
  await ingestEvent(service.backend, { ...input, topics: ['gpai'] });
  t.deepEqual(await walked(), older.slice(0, 2));
  await ingestEvent(service.backend, input);
  t.deepEqual(await walked(), [id, older[0]]);
  // With a source, the walk reads the scope's entries of that source.
  t.deepEqual(await walked({ ...filters, source: input.source_id }), [id, older[0]]);
  t.deepEqual(await walked({ ...filters, source: 'ai-office' }), []);
});

/** Statistics of a table of a million events, as ANALYZE would give them. */
const statistics = (
  over: { words?: [string, number][]; scopes?: [string, number][]; topics?: [string, number][] } = {},
): EventStatistics => ({
  rows: 1_000_000,
  elements: {
    search_en: {
      frequency: new Map(
        over.words ?? [
          ['guidanc', 0.15],
          ['biometr', 0.08],
          ['credit', 0.08],
          ['score', 0.09],
          ['fine', 0.1],
        ],
      ),
      absent: 0.0005,
    },
    search_de: { frequency: new Map([['hochrisiko', 0.025]]), absent: 0.0002 },
    article_scopes: {
      frequency: new Map(
        over.scopes ?? [
          ['Annex III', 0.25],
          ['Art. 50', 0.009],
          ['Art. 5', 0.009],
        ],
      ),
      absent: 0.0005,
    },
    topics: {
      frequency: new Map(
        over.topics ?? [
          ['gpai', 0.06],
          ['transparency', 0.12],
        ],
      ),
      absent: 0.001,
    },
  },
  values: {
    source_id: {
      frequency: new Map([
        ['ai-office', 0.05],
        ['ec-digital', 0.00001],
      ]),
      absent: 0,
    },
    severity_rank: {
      frequency: new Map([
        ['0', 0.3],
        ['1', 0.25],
        ['2', 0.25],
        ['3', 0.15],
        ['4', 0.05],
      ]),
      absent: 0,
    },
  },
});
const parsed = (en: string, de = "'x'") => ({ en, de });

test('tsqueryBound: a word its frequency, AND and phrases the rarest, OR the sum, NOT anything, stop words nothing', (t) => {
  const s = statistics();
  t.is(tsqueryBound(s, 'search_en', "'biometr'"), 0.08);
  t.is(tsqueryBound(s, 'search_en', "'credit' <-> 'score' & !'fine'"), 0.08);
  t.is(tsqueryBound(s, 'search_en', "'biometr' | 'guidanc'"), 0.08 + 0.15);
  t.is(tsqueryBound(s, 'search_en', "!'fine'"), 1);
  t.is(tsqueryBound(s, 'search_en', "'nowher'"), 0.0005);
  t.is(tsqueryBound(s, 'search_en', "( 'biometr' | 'guidanc' ) & 'nowher'"), 0.0005);
  t.is(tsqueryBound(s, 'search_en', "'it''s'"), 0.0005);
  t.is(tsqueryBound(s, 'search_en', "'guid':*"), 1);
  t.is(tsqueryBound(s, 'search_en', ''), 0);
});

test('planFor: walk when matches are common, intersect when the bound or the filters make them few', (t) => {
  const s = statistics();
  // A common word: the walk fills a page within its budget.
  t.like(planFor(s, { q: 'guidance' }, 50, parsed("'guidanc'")), { kind: 'walk' });
  // A word the statistics do not list: at most a few thousand, found in the index.
  t.deepEqual(planFor(s, { q: 'nowhere' }, 50, parsed("'nowher'", "'nowher'")), { kind: 'intersect', walkBudget: WALK_BUDGET.min });
  // A common word under a rare source: intersected, capped at what the walk would have cost.
  const rareSource = planFor(s, { q: 'biometric', source: 'ec-digital' }, 50, parsed("'biometr'"));
  t.is(rareSource.kind, 'intersect');
  t.true(rareSource.cap! > 1_000);
  // Under a topic of 6%, a word of 2.5% is 1 in 650 events read: intersect; under a severity the index serves, walk.
  t.is(planFor(s, { q: 'Hochrisiko', topics: ['gpai'] }, 50, parsed("'hochrisiko'", "'hochrisiko'")).kind, 'intersect');
  const bySeverity = planFor(s, { q: 'Hochrisiko', severityMin: 'high' }, 50, parsed("'hochrisiko'", "'hochrisiko'"));
  t.is(bySeverity.kind, 'walk');
  // ... with a budget three times the events it expects to read.
  t.true(bySeverity.walkBudget > 5_000 && bySeverity.walkBudget <= WALK_BUDGET.max);
  // Articles alone walk their index entries, unless the scope is rare.
  t.like(planFor(s, { articles: ['Annex III'], source: 'ec-digital' }, 50, undefined), { kind: 'walk' });
  t.like(planFor(s, { articles: ['Art. 5(1)(h)'] }, 50, undefined), { kind: 'intersect' });
  // A search within a provision: few expected matches, intersected; a common word walks the provision.
  t.is(
    planFor(s, { articles: ['Art. 5'], q: 'Hochrisiko', severityMin: 'high' }, 50, parsed("'hochrisiko'", "'hochrisiko'")).kind,
    'intersect',
  );
  t.is(planFor(s, { articles: ['Art. 5'], q: 'guidance' }, 50, parsed("'guidanc'")).kind, 'walk');
});
