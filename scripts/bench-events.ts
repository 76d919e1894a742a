// `npm run bench:events`: the cost of GET /v1/events. Prints figures; asserts nothing.
//
// 1. Loads 10,000 realistic events and measures p50 of a query mix.
// 2. Grows to 100,000 and drives the mix (filters and cursor pages, with auth and quota) against the
//    service and, in the same process, against a bare Koa handler answering a constant JSON body of
//    the same size, alternately BENCH_PAIRS times (5); prints requests/s, p50 and p99 of both and the
//    median ratio.
// 3. Grows to 1,000,000 and measures p50 again (cost growth).
//
// The rows are bulk-loaded into the read table with SQL: the benchmark measures the query path, not
// ingestion. Database: BENCH_DATABASE_URL (a server; a fresh database is created on it) or, unset,
// an embedded PostgreSQL in a temporary DATA_DIR. BENCH_KEEP_DATABASE=name keeps the database for
// the next run (stages smaller than what it already holds are skipped); BENCH_SEARCH_ONLY=1 goes
// straight to 1,000,000 events and prints only the q / articles figures. BENCH_SEARCH_ROUNDS: rounds
// per query of those figures (30).
import autocannon from 'autocannon';
import Koa from 'koa';
import type { AddressInfo } from 'node:net';
import type pg from 'pg';
import { onboardCustomer } from '../src/application/customerCommands.js';
import { loadConfig } from '../src/config.js';
import { TOPICS } from '../src/domain/vocabulary.js';
import { createLogger } from '../src/runtime/logger.js';
import { startService, type RunningService } from '../src/services/service.js';
import { listEvents, type EventFilters } from '../src/projections/eventsReadModel.js';
import { searchAndArticleFigures } from './bench-events-search.js';
import { benchDatabase, machine, percentile } from './bench-support.js';

const DURATION_S = Number(process.env.BENCH_DURATION_S ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 16);
/** Alternating runs of the events endpoint and the bare handler. */
const PAIRS = Number(process.env.BENCH_PAIRS ?? 5);
const SEARCH_ONLY = process.env.BENCH_SEARCH_ONLY === '1';
const SEARCH_ROUNDS = Number(process.env.BENCH_SEARCH_ROUNDS ?? 30);

const loadedEvents = async (pool: pg.Pool): Promise<number> =>
  (await pool.query(`SELECT count(*)::int AS n FROM events WHERE id LIKE 'evt_b%'`)).rows[0].n;

/** Adds events up to `total`: spread over 2023–2026, 1–3 topics each, most of them info to medium. */
async function growTo(pool: pg.Pool, total: number): Promise<void> {
  const from = (await loadedEvents(pool)) + 1;
  if (from > total) return;
  const started = Date.now();
  await pool.query(
    `INSERT INTO events (id, source_id, url_official, event_type, topics, severity, severity_rank, title_en, title_de,
                         summary_en, ai_act_articles, language_versions, published_at, ingested_at, updated_at, version,
                         last_global_position)
     SELECT 'evt_b' || lpad(g::text, 8, '0'),
            (SELECT array_agg(id ORDER BY id) FROM sources)[1 + g % 20],
            'https://example.org/bench/' || g,
            (ARRAY['guidance','standard','consultation','enforcement','national','court','meta'])[1 + (g * 7) % 7],
            ARRAY(SELECT DISTINCT ($2::text[])[1 + ((g * k * 2654435761) % 17)] FROM generate_series(1, 1 + g % 3) k),
            s.severity, s.rank,
            -- Varied wording, so that searches match few or many events as real ones would.
            (ARRAY['Commission publishes guidance on', 'AI Office consults on', 'Standardisation request covers', 'Authority fines provider over',
                   'Court rules on', 'Board adopts opinion on', 'Code of practice addresses'])[1 + g % 7] || ' ' || w.subject || ' (no. ' || g || ')',
            CASE WHEN g % 3 = 0 THEN 'Die Kommission veröffentlicht Leitlinien zu ' || w.subject_de || ' Nr. ' || g END,
            'The text explains how providers and deployers handle ' || w.subject || '. ' ||
              repeat('It sets out documentation, quality management and reporting duties under the AI Act. ', 3),
            ARRAY['Art. ' || (1 + g % 113)] || CASE WHEN g % 4 = 0 THEN ARRAY['Annex III(' || (1 + g % 8) || ')'] ELSE '{}' END, ARRAY['en'],
            p.at, p.at + 3600000, p.at + 3600000, 1, 0
     FROM generate_series($1::int, $3::int) g
     CROSS JOIN LATERAL (SELECT (ARRAY['general-purpose AI models', 'high-risk AI systems', 'biometric identification', 'transparency of deepfakes',
                                       'data governance', 'human oversight', 'cybersecurity of AI', 'regulatory sandboxes', 'AI literacy',
                                       'conformity assessment', 'emotion recognition', 'credit scoring'])[1 + (g / 7) % 12] AS subject,
                                (ARRAY['KI-Modellen mit allgemeinem Verwendungszweck', 'Hochrisiko-KI-Systemen', 'biometrischer Identifizierung',
                                       'Transparenz von Deepfakes', 'Daten-Governance', 'menschlicher Aufsicht', 'Cybersicherheit von KI',
                                       'KI-Reallaboren', 'KI-Kompetenz', 'Konformitätsbewertung', 'Emotionserkennung', 'Kreditwürdigkeitsprüfung'])[1 + (g / 7) % 12] AS subject_de) w
     CROSS JOIN LATERAL (SELECT 1672531200000::bigint + (g::bigint * 48271 % 126230400) * 1000 AS at) p
     CROSS JOIN LATERAL (SELECT CASE WHEN g % 100 < 30 THEN 'info' WHEN g % 100 < 55 THEN 'low' WHEN g % 100 < 80 THEN 'medium'
                                     WHEN g % 100 < 95 THEN 'high' ELSE 'critical' END AS severity,
                                CASE WHEN g % 100 < 30 THEN 0 WHEN g % 100 < 55 THEN 1 WHEN g % 100 < 80 THEN 2
                                     WHEN g % 100 < 95 THEN 3 ELSE 4 END AS rank) s`,
    [from, TOPICS, total],
  );
  await pool.query('VACUUM ANALYZE events, event_article_scopes');
  console.log(`  loaded events up to ${total.toLocaleString('en')} in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}

const FILTERS = [
  '',
  '?topics=gpai',
  '?severity_min=high',
  '?source=ec-digital',
  '?topics=transparency,national-de&severity_min=medium',
  `?since=${Date.UTC(2026, 0, 1)}`,
  '?topics=sandbox&severity_min=critical',
  `?updated_since=${Date.UTC(2025, 6, 1)}&limit=20`,
  '?q=biometric',
  '?articles=Art.%2050&severity_min=medium',
];

/** The query mix: each filter's first page and its next four pages (by cursor). */
async function queryMix(baseUrl: string, apiKey: string): Promise<string[]> {
  const paths: string[] = [];
  for (const filter of FILTERS) {
    let pathAndQuery = `/v1/events${filter}`;
    for (let page = 0; page < 5; page++) {
      paths.push(pathAndQuery);
      const response = await fetch(`${baseUrl}${pathAndQuery}`, { headers: { Authorization: `Bearer ${apiKey}` } });
      const body = (await response.json()) as { next_cursor: string | null };
      if (!body.next_cursor) break;
      pathAndQuery = `/v1/events${filter}${filter ? '&' : '?'}cursor=${body.next_cursor}`;
    }
  }
  return paths;
}

/** The same filters as FILTERS, for timing the database query itself, without HTTP or the page cache. */
const FILTER_OBJECTS: EventFilters[] = [
  {},
  { topics: ['gpai'] },
  { severityMin: 'high' },
  { source: 'ec-digital' },
  { topics: ['transparency', 'national-de'], severityMin: 'medium' },
  { since: Date.UTC(2026, 0, 1) },
  { topics: ['sandbox'], severityMin: 'critical' },
  { updatedSince: Date.UTC(2025, 6, 1) },
  { q: 'biometric' },
  { articles: ['Art. 50'], severityMin: 'medium' },
];

/** p50 of the first page of each filter, straight from PostgreSQL (100 rounds); BENCH_DEBUG=1 prints each filter's. */
async function queryP50(pool: pg.Pool): Promise<number> {
  const times: number[] = [];
  const byFilter = FILTER_OBJECTS.map(() => [] as number[]);
  for (let round = 0; round < 100; round++) {
    for (const [i, filters] of FILTER_OBJECTS.entries()) {
      const started = performance.now();
      await listEvents(pool, filters, { limit: 50 });
      const took = performance.now() - started;
      times.push(took);
      byFilter[i]!.push(took);
    }
  }
  if (process.env.BENCH_DEBUG) {
    for (const [i, filterTimes] of byFilter.entries())
      console.log(`    ${FILTERS[i] || '(no filter)'}: p50 ${percentile(filterTimes, 50).toFixed(2)} ms`);
  }
  return percentile(times, 50);
}

type Figures = { rps: number; p50: number; p99: number; errors: number };

async function drive(url: string, paths: string[], headers: Record<string, string>, seconds: number): Promise<Figures> {
  let next = 0;
  const result = await autocannon({
    url,
    connections: CONNECTIONS,
    duration: seconds,
    headers,
    requests: [{ setupRequest: (request) => ({ ...request, path: paths[next++ % paths.length]! }) }],
  });
  return { rps: result.requests.average, p50: result.latency.p50, p99: result.latency.p99, errors: result.non2xx + result.errors };
}

function bareHandler(body: string): Promise<{ url: string; close: () => void }> {
  const app = new Koa();
  app.use((ctx) => {
    ctx.type = 'application/json';
    ctx.body = body;
  });
  return new Promise((resolve) => {
    const server = app.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as AddressInfo;
      resolve({ url: `http://127.0.0.1:${port}`, close: () => server.close() });
    });
  });
}

const fmt = (f: Figures) =>
  `${f.rps.toFixed(0).padStart(7)} req/s   p50 ${String(f.p50).padStart(4)} ms   p99 ${String(f.p99).padStart(4)} ms   non-2xx/errors ${f.errors}`;

async function main() {
  console.log(`regfeed events benchmark: ${machine()}, ${CONNECTIONS} connections`);
  const { env, cleanup } = await benchDatabase();
  let service: RunningService | undefined;
  try {
    const config = loadConfig({ ...env, PORT: '0', LOG_LEVEL: 'error', SOURCE_FETCH_ENABLED: 'false' });
    service = await startService(config, 'api', createLogger('error'));
    const { pool, eventStore } = service.backend;
    const { apiKey } = await onboardCustomer(eventStore, {
      email: `bench-${Date.now()}@example.org`,
      tier: 'Embedded',
      customQuotas: { apiRequestsPerDay: 1_000_000_000, deliveriesPerMonth: 1 },
    });
    const headers = { Authorization: `Bearer ${apiKey}` };
    const url = service.url!;

    const held = await loadedEvents(pool);
    let small: Figures | undefined;
    let smallQuery: number | undefined;
    if (SEARCH_ONLY || held > 10_000) {
      console.log(
        `\n${SEARCH_ONLY ? 'BENCH_SEARCH_ONLY' : `the kept database holds ${held.toLocaleString('en')} events`}: the 10,000 and 100,000 stages are skipped`,
      );
    } else {
      await growTo(pool, 10_000);
      small = await drive(url, await queryMix(url, apiKey), headers, Math.max(3, DURATION_S / 2));
      smallQuery = await queryP50(pool);
      console.log(`\n10,000 events      regfeed  ${fmt(small)}`);
      console.log(`                   the query itself, uncached: p50 ${smallQuery.toFixed(2)} ms`);

      await growTo(pool, 100_000);
      const paths = await queryMix(url, apiKey);
      const sample = await (await fetch(`${url}${paths[0]}`, { headers })).text();
      const bare = await bareHandler(sample);
      // Alternating runs, so that a slow spell of the shared machine does not land on one side only.
      const pairs: { feed: Figures; baseline: Figures }[] = [];
      for (let pair = 1; pair <= PAIRS; pair++) {
        const feed = await drive(url, paths, headers, DURATION_S);
        const baseline = await drive(bare.url, paths, {}, DURATION_S);
        pairs.push({ feed, baseline });
        console.log(
          `  run ${pair}: regfeed ${feed.rps.toFixed(0)} req/s, bare ${baseline.rps.toFixed(0)} req/s, ${((feed.rps / baseline.rps) * 100).toFixed(0)}%`,
        );
      }
      bare.close();
      const middle = [...pairs].sort((x, y) => x.feed.rps / x.baseline.rps - y.feed.rps / y.baseline.rps)[Math.floor(PAIRS / 2)]!;
      const ratios = pairs.map(({ feed, baseline }) => (feed.rps / baseline.rps) * 100);
      console.log(`\n100,000 events     regfeed  ${fmt(middle.feed)}   (the run with the median ratio)`);
      console.log(`bare Koa, ${sample.length} B  ${fmt(middle.baseline)}`);
      console.log(
        `throughput ratio   ${percentile(ratios, 50).toFixed(0)}% of the bare handler, median of ${PAIRS} alternating runs [${Math.min(...ratios).toFixed(0)}–${Math.max(...ratios).toFixed(0)}%] (target >= 50%)`,
      );
    }

    await growTo(pool, 1_000_000);
    if (!SEARCH_ONLY) {
      const large = await drive(url, await queryMix(url, apiKey), headers, Math.max(3, DURATION_S / 2));
      const largeQuery = await queryP50(pool);
      console.log(`\n1,000,000 events   regfeed  ${fmt(large)}`);
      console.log(`                   the query itself, uncached: p50 ${largeQuery.toFixed(2)} ms`);
      if (small && smallQuery)
        console.log(
          `p50 growth         ${(large.p50 / Math.max(small.p50, 1)).toFixed(2)}x over HTTP, ${(largeQuery / smallQuery).toFixed(2)}x for the query itself, from 10,000 to 1,000,000 events (target <= 1.5x)`,
        );
    }
    await searchAndArticleFigures(pool, SEARCH_ROUNDS);
  } finally {
    await service?.stop();
    await cleanup();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
