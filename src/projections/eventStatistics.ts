import type { Queryable } from './readModel.js';

/**
 * What ANALYZE knows about the events table, read from pg_stats and kept for a minute: how often
 * each common word, article scope, topic, source and severity occurs. The events query uses it to
 * bound how many events a search or an article filter can match before it picks a plan, because
 * PostgreSQL cannot (its tsquery is a parameter; words of a phrase come together far more often than
 * its independence assumption says).
 */
export type EventStatistics = {
  /** Rows in the table (pg_class.reltuples); 0 when never analyzed. */
  rows: number;
  /** Frequency of each element, per column, and the bound for an element the list leaves out. */
  elements: Record<ElementColumn, { frequency: Map<string, number>; absent: number }>;
  values: Record<ValueColumn, { frequency: Map<string, number>; absent: number }>;
};

type ElementColumn = 'search_en' | 'search_de' | 'article_scopes' | 'topics';
type ValueColumn = 'source_id' | 'severity_rank';
const ELEMENT_COLUMNS: ElementColumn[] = ['search_en', 'search_de', 'article_scopes', 'topics'];
const VALUE_COLUMNS: ValueColumn[] = ['source_id', 'severity_rank'];

/**
 * The most frequent an element can be that ANALYZE left out of a list it did not fill: it keeps
 * every element counted more than 9 times per bucket of (10 × target + 10) × 1000 / 7 sampled
 * elements, and its count is short by at most one per bucket; so a missing one occurs in at most
 * 10 × (elements per row) / bucket width of the rows. Doubled, for the sample's error.
 */
const belowCutoff = (elementsPerRow: number, target: number) => (2 * 10 * elementsPerRow) / (((10 * target + 10) * 1000) / 7);
/** Bytes of a tsvector per lexeme (entry, text, positions), and of its header: to count lexemes from avg_width. */
const TSVECTOR_BYTES_PER_LEXEME = 16;
const TSVECTOR_HEADER_BYTES = 8;
const TTL_MS = 60_000;

const cache = new WeakMap<Queryable, { at: number; statistics: Promise<EventStatistics> }>();

export function eventStatistics(db: Queryable): Promise<EventStatistics> {
  const cached = cache.get(db);
  if (cached && Date.now() - cached.at < TTL_MS) return cached.statistics;
  const statistics = readStatistics(db);
  cache.set(db, { at: Date.now(), statistics });
  statistics.catch(() => cache.delete(db));
  return statistics;
}

async function readStatistics(db: Queryable): Promise<EventStatistics> {
  const { rows } = await db.query(
    `SELECT a.attname, s.most_common_elems::text::text[] AS elems, s.most_common_elem_freqs AS elem_freqs,
            s.most_common_vals::text::text[] AS vals, s.most_common_freqs AS val_freqs, s.null_frac, s.avg_width,
            (SELECT avg(c) FROM unnest(s.elem_count_histogram) c) AS elements_per_row,
            (SELECT greatest(reltuples, 0) FROM pg_class WHERE oid = 'events'::regclass) AS rows,
            (SELECT coalesce(nullif(attstattarget, -1), current_setting('default_statistics_target')::int)
             FROM pg_attribute WHERE attrelid = 'events'::regclass AND attname = a.attname) AS target
     FROM unnest($1::text[]) AS a(attname)
     LEFT JOIN pg_stats s ON s.schemaname = current_schema() AND s.tablename = 'events' AND s.attname = a.attname`,
    [[...ELEMENT_COLUMNS, ...VALUE_COLUMNS]],
  );
  const statistics: EventStatistics = { rows: 0, elements: {} as EventStatistics['elements'], values: {} as EventStatistics['values'] };
  for (const row of rows) {
    statistics.rows = Number(row.rows ?? 0);
    const column = row.attname as ElementColumn | ValueColumn;
    if ((ELEMENT_COLUMNS as string[]).includes(column)) {
      const elems: string[] = row.elems ?? [];
      const freqs: number[] = row.elem_freqs ?? [];
      const frequency = new Map(elems.map((e, i) => [e, freqs[i]!]));
      const rarest = elems.length ? Math.min(...elems.map((_, i) => freqs[i]!)) : 1;
      const target = Number(row.target);
      const full = elems.length >= 10 * target;
      const perRow =
        column === 'search_en' || column === 'search_de'
          ? Math.max(1, (Number(row.avg_width) - TSVECTOR_HEADER_BYTES) / TSVECTOR_BYTES_PER_LEXEME)
          : Math.max(1, Number(row.elements_per_row ?? 1));
      statistics.elements[column as ElementColumn] = {
        frequency,
        absent: elems.length ? (full ? rarest : Math.min(rarest, belowCutoff(perRow, target))) : 1,
      };
    } else {
      const vals: string[] = row.vals ?? [];
      const freqs: number[] = row.val_freqs ?? [];
      const frequency = new Map(vals.map((v, i) => [v, freqs[i]!]));
      const listed = freqs.reduce((sum, f) => sum + f, 0);
      statistics.values[column as ValueColumn] = {
        frequency,
        absent: vals.length ? Math.max(0, 1 - listed - Number(row.null_frac ?? 0)) : 1,
      };
    }
  }
  return statistics;
}

const elementFrequency = (s: EventStatistics, column: ElementColumn, element: string) => {
  const known = s.elements[column];
  return known ? (known.frequency.get(element) ?? known.absent) : 1;
};
const valueFrequency = (s: EventStatistics, column: ValueColumn, value: string) => {
  const known = s.values[column];
  return known ? (known.frequency.get(value) ?? known.absent) : 1;
};

/**
 * An upper bound of the share of rows a tsquery (its text form, as websearch_to_tsquery prints it)
 * matches: a word its frequency, AND and phrases the rarest side, OR the sum, NOT anything.
 */
export function tsqueryBound(s: EventStatistics, column: 'search_en' | 'search_de', tsquery: string): number {
  const tokens = tsquery.match(/'(?:[^']|'')*'(?::[*A-D]+)?|<->|<\d+>|[&|!()]/g) ?? [];
  if (!tokens.length) return 0; // only stop words: matches nothing
  let at = 0;
  const or = (): number => {
    let bound = and();
    while (tokens[at] === '|') {
      at++;
      bound = Math.min(1, bound + and());
    }
    return bound;
  };
  const and = (): number => {
    let bound = phrase();
    while (tokens[at] === '&') {
      at++;
      bound = Math.min(bound, phrase());
    }
    return bound;
  };
  const phrase = (): number => {
    let bound = unary();
    while (tokens[at]?.startsWith('<')) {
      at++;
      bound = Math.min(bound, unary());
    }
    return bound;
  };
  const unary = (): number => {
    const token = tokens[at++];
    if (token === '!') {
      unary();
      return 1;
    }
    if (token === '(') {
      const bound = or();
      at++; // ')'
      return bound;
    }
    if (!token?.startsWith("'")) return 1;
    const [, word, flags] = /^'((?:[^']|'')*)'(?::(.*))?$/.exec(token) ?? [];
    // A prefix (`word:*`) matches words the statistics list separately: no bound.
    return flags?.includes('*') ? 1 : elementFrequency(s, column, (word ?? '').replaceAll("''", "'"));
  };
  return or();
}

/** An upper bound of the share of rows citing one of these scopes. */
export const scopesBound = (s: EventStatistics, scopes: string[]) =>
  Math.min(
    1,
    scopes.reduce((sum, scope) => sum + elementFrequency(s, 'article_scopes', scope), 0),
  );

/** The share of rows the source, severity and topic filters pass, taking them as independent. */
export function facetsShare(
  s: EventStatistics,
  f: { source?: string | undefined; severityRanks?: number[] | undefined; topics?: string[] | undefined },
) {
  let share = 1;
  if (f.source !== undefined) share *= valueFrequency(s, 'source_id', f.source);
  if (f.severityRanks)
    share *= Math.min(
      1,
      f.severityRanks.reduce((sum, rank) => sum + valueFrequency(s, 'severity_rank', String(rank)), 0),
    );
  if (f.topics)
    share *= Math.min(
      1,
      f.topics.reduce((sum, topic) => sum + elementFrequency(s, 'topics', topic), 0),
    );
  return share;
}
