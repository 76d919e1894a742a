// The article filter and full-text search at scale, for `npm run bench:events`: p50 of each query
// with and without `q` / `articles` on the same base filters, straight from PostgreSQL, the plan
// listEvents chooses (eventSearchPlan.ts) and an EXPLAIN (ANALYZE, BUFFERS) summary of each
// statement it sends (execution time, buffers, plan nodes and indexes).
import type pg from 'pg';
import { listEvents, searchPlanFor, type EventFilters } from '../src/projections/eventsReadModel.js';
import type { Queryable } from '../src/projections/readModel.js';
import { percentile } from './bench-support.js';

/**
 * The base filters; `source=` twice: a source of the loaded events (every 20th event, never with
 * Annex III) and ec-digital, which the loader no longer picks (it takes the first 20 sources by id)
 * and has only its seeded events.
 */
const bases = async (pool: pg.Pool): Promise<[string, EventFilters][]> => {
  const { rows } = await pool.query(`SELECT source_id FROM events WHERE id = 'evt_b00000001'`);
  const loaded = rows[0]?.source_id ?? 'ai-board';
  return [
    ['(no filter)', {}],
    ['topics=gpai', { topics: ['gpai'] }],
    ['severity_min=high', { severityMin: 'high' }],
    [`source=${loaded}`, { source: loaded }],
    ['source=ec-digital', { source: 'ec-digital' }],
    ['since=2026-01-01', { since: Date.UTC(2026, 0, 1) }],
  ];
};
const ADDITIONS: [string, EventFilters][] = [
  ['q=biometric', { q: 'biometric' }],
  ['q=guidance', { q: 'guidance' }],
  ['q="credit scoring" -fines', { q: '"credit scoring" -fines' }],
  ['q=Hochrisiko', { q: 'Hochrisiko' }],
  ['q=nowhereword (no match)', { q: 'nowhereword' }],
  ['articles=Art. 50', { articles: ['Art. 50'] }],
  ['articles=Annex III', { articles: ['Annex III'] }],
  ['articles=Art. 5,Annex III(4) & q=oversight', { articles: ['Art. 5', 'Annex III(4)'], q: 'oversight' }],
];

async function p50(pool: pg.Pool, filters: EventFilters, rounds: number): Promise<number> {
  const times: number[] = [];
  for (let round = 0; round < rounds; round++) {
    const started = performance.now();
    await listEvents(pool, filters, { limit: 50 });
    times.push(performance.now() - started);
  }
  return percentile(times, 50);
}

type PlanNode = {
  'Node Type': string;
  'Index Name'?: string;
  'Shared Hit Blocks'?: number;
  'Shared Read Blocks'?: number;
  Plans?: PlanNode[];
};

/** The plan chosen and that of each statement listEvents sends for these filters, run with EXPLAIN ANALYZE. */
async function explain(pool: pg.Pool, filters: EventFilters): Promise<string> {
  const summaries: string[] = [];
  const explaining: Queryable = {
    query: async (request: string | { text: string; name?: string; values?: unknown[] }, plainValues?: unknown[]) => {
      // The page's statements are named (prepared); what the plan choice reads is not explained.
      if (typeof request === 'string' || !request.name) return pool.query(request as string, plainValues);
      const { text, values } = request;
      const { rows } = await pool.query(`EXPLAIN (ANALYZE, BUFFERS, FORMAT JSON) ${text}`, values);
      const [{ Plan: plan, 'Execution Time': ms }] = rows[0]['QUERY PLAN'];
      const buffers = `${plan['Shared Hit Blocks'] ?? 0} hit/${plan['Shared Read Blocks'] ?? 0} read`;
      const nodes: string[] = [];
      const walk = (node: PlanNode) => {
        nodes.push(node['Index Name'] ? `${node['Node Type']} ${node['Index Name']}` : node['Node Type']);
        node.Plans?.forEach(walk);
      };
      walk(plan);
      const shown = [...new Set(nodes.filter((n) => !['Limit', 'Result', 'Subquery Scan', 'WindowAgg'].includes(n)))];
      summaries.push(`${ms.toFixed(2)} ms, ${buffers}: ${shown.join(' > ')}`);
      return pool.query(text, values);
    },
  };
  await listEvents(explaining, filters, { limit: 50 });
  const chosen = filters.q !== undefined || filters.articles ? await searchPlanFor(pool, filters, 50) : undefined;
  const plan = chosen
    ? `[${chosen.kind === 'intersect' ? `intersect${chosen.cap ? ` up to ${chosen.cap - 1}` : ''}` : `walk ${chosen.walkBudget}`}] `
    : '';
  return plan + summaries.join('  | then ');
}

export async function searchAndArticleFigures(pool: pg.Pool, rounds = 30): Promise<void> {
  console.log(`\nq and articles at this size: p50 of the first page (${rounds} rounds each), straight from PostgreSQL`);
  const without: number[] = [];
  const withAdditions: number[] = [];
  const ratios: [string, number, number][] = [];
  for (const [baseName, base] of await bases(pool)) {
    const plain = await p50(pool, base, rounds);
    without.push(plain);
    console.log(`  ${baseName.padEnd(20)} ${plain.toFixed(2).padStart(7)} ms   ${await explain(pool, base)}`);
    for (const [name, addition] of ADDITIONS) {
      const filters = { ...base, ...addition };
      const figure = await p50(pool, filters, rounds);
      withAdditions.push(figure);
      ratios.push([`${baseName} & ${name}`, figure, figure / plain]);
      console.log(
        `    + ${name.padEnd(42)} ${figure.toFixed(2).padStart(7)} ms (${(figure / plain).toFixed(1)}x)   ${await explain(pool, filters)}`,
      );
    }
  }
  const a = percentile(without, 50);
  const b = percentile(withAdditions, 50);
  console.log(
    `  p50 over the base filters ${a.toFixed(2)} ms; with q / articles added ${b.toFixed(2)} ms: ${(b / a).toFixed(2)}x (target <= 2x)`,
  );
  const worst = ratios.sort((x, y) => y[1] - x[1]).slice(0, 5);
  console.log(`  slowest: ${worst.map(([name, ms, ratio]) => `${name} ${ms.toFixed(2)} ms (${ratio.toFixed(1)}x)`).join('; ')}`);
}
