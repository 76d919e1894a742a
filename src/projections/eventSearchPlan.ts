import { LRUCache } from 'lru-cache';
import { severityRank, SEVERITIES } from '../domain/vocabulary.js';
import { eventStatistics, facetsShare, scopesBound, tsqueryBound, type EventStatistics } from './eventStatistics.js';
import type { EventFilters } from './eventFilters.js';
import type { Queryable } from './readModel.js';

/**
 * How a page of a search or an article filter is served.
 * - `walk`: candidates in feed order (the base filter's index, or the requested scopes' entries),
 *   each checked, at most `walkBudget` of them: cheap when matches are common among them. A walk
 *   that cannot fill the page hands over to an intersection.
 * - `intersect`: every match from one scan of the search index with all the conditions, sorted:
 *   cheap when matches are few, however many the search or the filters alone match. With a `cap`,
 *   it reads at most that many and, when there are more, hands over to a walk.
 */
export type SearchPlan = { kind: 'walk' | 'intersect'; cap?: number | undefined; walkBudget: number };

/** Candidates (events the base filter passes) a walk reads before handing over, at least and at most. */
export const WALK_BUDGET = { min: 2_000, max: 20_000 };
/** Matches below which the search index is always the cheaper way. */
const INTERSECT_UPTO = 1_000;
/** Smaller tables: any plan is cheap, and their statistics say little. */
const SMALL_TABLE = 20_000;
/**
 * What a page costs, µs, as measured at 1,000,000 events (docs/benchmarks.md): per event a walk in
 * feed order reads (the newest events, mostly cached), per match an intersection reads (anywhere in
 * time), per candidate of an article walk with a search (found by id, then read, then checked), and
 * per entry of the rarest condition the search index reads (it skips through the others).
 */
const COST = { walkedRow: 1.5, scatteredRow: 4, articleCandidate: 15, indexEntry: 0.2 };

/**
 * Picks the plan from cheap estimates: ANALYZE's statistics of the events table (cached; a new
 * search is parsed once), which give an upper bound of the share of events the search and the
 * articles match (a word's frequency, the rarest word of a phrase or an AND, the sum of an OR).
 * - Few matches by that bound: intersect.
 * - Otherwise compare the walk, which reads about (page rows) / (share of matches among the events
 *   it reads) events, with the intersection, which reads the matches expected with the filters
 *   taken as independent plus the rarest condition's index entries. The intersection is capped
 *   where it would cost more than the walk, and the walk's budget is three times what it should
 *   read: words and filters that come together more or less often than chance (what PostgreSQL's
 *   own plans misjudge) cost at most a bounded detour, never a scan of everything.
 * Article filters without a search always walk: their walk reads index entries only.
 */
export async function chooseSearchPlan(db: Queryable, filters: EventFilters, pageLimit: number): Promise<SearchPlan> {
  const statistics = await eventStatistics(db);
  if (statistics.rows < SMALL_TABLE) return { kind: 'walk', walkBudget: WALK_BUDGET.min };
  return planFor(statistics, filters, pageLimit, filters.q === undefined ? undefined : await parsedSearch(db, filters.q));
}

/** The choice itself, from the statistics and the search as websearch_to_tsquery parsed it per language. */
export function planFor(
  statistics: EventStatistics,
  filters: EventFilters,
  pageLimit: number,
  search: { en: string; de: string } | undefined,
): SearchPlan {
  const pageRows = pageLimit + 1; // the page and the one that says there is more
  const n = statistics.rows;
  const searchShare = search
    ? Math.min(1, tsqueryBound(statistics, 'search_en', search.en) + tsqueryBound(statistics, 'search_de', search.de))
    : 1;
  const articleShare = filters.articles ? scopesBound(statistics, filters.articles) : 1;
  const share = Math.min(searchShare, articleShare);
  if (share * n <= INTERSECT_UPTO) return { kind: 'intersect', walkBudget: WALK_BUDGET.min };
  if (!search) return { kind: 'walk', walkBudget: WALK_BUDGET.min };

  const severityRanks = filters.severityMin && SEVERITIES.slice(severityRank(filters.severityMin)).map(severityRank);
  const source = filters.source !== undefined ? facetsShare(statistics, { source: filters.source }) : 1;
  const severity = severityRanks ? facetsShare(statistics, { severityRanks }) : 1;
  const topics = filters.topics ? facetsShare(statistics, { topics: filters.topics }) : 1;
  // A search's walk checks on every event it reads what its index does not serve: topics, and the
  // severity when a source picks the index. An article filter's walk checks the filters on index
  // entries first and reads only the events that pass, for the search.
  const checked = filters.articles ? 1 : topics * (filters.source !== undefined ? severity : 1);
  const matchShare = filters.articles ? searchShare : share;
  const walkRows = pageRows / Math.max(matchShare * checked, 1 / n);
  const expected = n * searchShare * articleShare * source * severity * topics;
  const rarest = n * Math.min(share, source, severity, topics);
  const walkCost = walkRows * (filters.articles ? COST.articleCandidate : COST.walkedRow);
  const intersectCost = expected * COST.scatteredRow + rarest * COST.indexEntry;
  const walkBudget = Math.round(Math.min(WALK_BUDGET.max, Math.max(WALK_BUDGET.min, (3 * pageRows) / matchShare)));
  if (intersectCost < walkCost) {
    // Matches beyond what the walk would cost are not read: the walk serves them instead.
    const cap = Math.max(INTERSECT_UPTO, Math.round((walkCost - rarest * COST.indexEntry) / COST.scatteredRow)) + 1;
    return { kind: 'intersect', cap, walkBudget };
  }
  return { kind: 'walk', walkBudget };
}

/** websearch_to_tsquery's result per language, as text (deterministic: kept for the most recent searches). */
const parsed = new LRUCache<string, { en: string; de: string }>({ max: 1_000 });

async function parsedSearch(db: Queryable, q: string): Promise<{ en: string; de: string }> {
  const known = parsed.get(q);
  if (known) return known;
  const { rows } = await db.query(
    `SELECT websearch_to_tsquery('english', $1)::text AS en, websearch_to_tsquery('german', $1)::text AS de`,
    [q],
  );
  const result = { en: rows[0].en as string, de: rows[0].de as string };
  parsed.set(q, result);
  return result;
}
