import test from 'ava';
import pg from 'pg';
import { addSource, disableSource } from '../../src/application/sourceCommands.js';
import { rebuildReadModels } from '../../src/projections/rebuildReadModels.js';
import { readModels } from '../../src/services/features.js';
import { sourceStreamName, type SourceDefinitionInput } from '../../src/domain/source.js';
import { createLogger } from '../../src/runtime/logger.js';
import { watchSource, type WatchDependencies, type WatchReport } from '../../src/watching/watchSource.js';
import { startFixtureServer, type FixtureServer } from '../support/fixtureServer.js';
import { listingWithoutDates, listingWithScriptedLinks } from '../support/markupDrift.js';
import { startTestService, type TestService } from '../support/service.js';

let service: TestService;
let server: FixtureServer;
// Generous for a machine busy with the whole suite; the timeout case sets a short one of its own.
const FETCH_TIMEOUT_MS = 5_000;
const SHORT_TIMEOUT_MS = 300;
const MAX_BYTES = 100_000;

test.before(async () => {
  [service, server] = await Promise.all([
    startTestService({ SOURCE_FETCH_TIMEOUT_MS: String(FETCH_TIMEOUT_MS), SOURCE_FETCH_MAX_BYTES: String(MAX_BYTES) }),
    startFixtureServer(),
  ]);
});
test.after.always(async () => {
  await service?.stop();
  await server?.close();
});

const deps = (overrides: Partial<WatchDependencies> = {}): WatchDependencies => ({
  eventStore: service.backend.eventStore,
  pool: service.backend.pool,
  fetch: service.config.sourceFetch,
  log: createLogger('silent'),
  ...overrides,
});

/** A source of its own for each test, at its own fixture path. */
async function fixtureSource(id: string, strategy: SourceDefinitionInput['fetch_strategy'], params: SourceDefinitionInput['params'] = {}) {
  await addSource(service.backend.eventStore, {
    id,
    name_en: `Fixture ${id}`,
    name_de: `Fixture ${id}`,
    base_url: server.url(`/${id}`),
    fetch_strategy: strategy,
    params,
  });
  return id;
}

const fetchNow = (id: string, overrides?: Partial<WatchDependencies>) => watchSource(deps(overrides), id, { scheduled: false });
const succeeded = (report: WatchReport) => (report.status === 'succeeded' ? report : assertNever(report));
const failed = (report: WatchReport) => (report.status === 'failed' ? report : assertNever(report));
const assertNever = (report: WatchReport): never => {
  throw new Error(`unexpected report ${JSON.stringify(report)}`);
};
const eventsOf = async (sourceId: string) =>
  (await service.backend.pool.query('SELECT * FROM events WHERE source_id = $1 ORDER BY published_at', [sourceId])).rows;
const sourceView = async (id: string) => {
  const { sources } = await (await service.request('/v1/sources')).json();
  return sources.find((source: { id: string }) => source.id === id);
};

test('an OJ-style feed: relevant items become classified events, the rest stay out; a changed item becomes version 2 with a diff', async (t) => {
  const id = await fixtureSource('oj-feed', 'rss', { keywords: ['2024/1689', 'artificial intelligence'], event_type: 'meta' });
  server.route('/oj-feed', { file: 'oj-l.rss.xml' });

  const first = succeeded(await fetchNow(id));
  t.deepEqual(first.counts, { found: 4, relevant: 2, created: 2, updated: 0, unchanged: 0, rejected: 0 });
  t.deepEqual(
    first.items.filter((item) => !item.relevant).map((item) => item.title.slice(0, 40)),
    ['Council Regulation (EU) 2026/1760 of 20 ', 'Commission Implementing Regulation (EU) '],
  );
  const [fines, omnibus] = await eventsOf(id);
  t.like(fines, {
    event_type: 'enforcement',
    severity: 'high',
    url_official: 'https://eur-lex.europa.eu/eli/reg_impl/2026/1755/oj',
    version: 1,
  });
  t.deepEqual(fines.topics, ['gpai', 'robustness', 'enforcement']);
  t.deepEqual(fines.ai_act_articles, ['Art. 101', 'Art. 92']);
  t.like(omnibus, { event_type: 'meta', severity: 'critical', published_at: BigInt(Date.UTC(2026, 6, 23, 22)) });
  t.true(
    ['high-risk', 'prohibited', 'meta'].every((topic) => omnibus.topics.includes(topic)),
    omnibus.topics.join(),
  );
  t.deepEqual(omnibus.ai_act_articles, ['Annex I', 'Annex III', 'Art. 5(1)(ba)', 'Art. 50(2)']);
  t.regex(omnibus.summary_en, /^OJ L, 2026\/1744, 24\.7\.2026\.\n\nThe obligations for high-risk AI systems/);

  t.like(succeeded(await fetchNow(id)).counts, { created: 0, unchanged: 2 }, 'the same feed again changes nothing');

  server.route('/oj-feed', { file: 'oj-l-v2.rss.xml' });
  t.like(succeeded(await fetchNow(id)).counts, { created: 0, updated: 1, unchanged: 1 });
  const [, revised] = await eventsOf(id);
  t.like(revised, { id: omnibus.id, version: 2 });
  t.regex(revised.diff_summary_en, /Summary changed: added "Corrigendum to the English language version published on 29\.7\.2026\."/);
  t.regex(revised.diff_summary_en, /AI Act references: added Art\. 57\(1\)\./);

  const { events } = await service.backend.eventStore.readStream(sourceStreamName(id));
  t.deepEqual(
    events.map((event) => event.type),
    ['SourceRegistered', 'SourceFetchSucceeded', 'SourceFetchSucceeded', 'SourceFetchSucceeded'],
  );
});

test('requests are conditional and say who fetches: an unchanged document costs a 304', async (t) => {
  const id = await fixtureSource('atom-feed', 'rss', { keywords: ['AI Act', 'AI systems'] });
  server.route('/atom-feed', {
    file: 'ec-digital.atom.xml',
    etag: '"atom-v1"',
    headers: { 'Last-Modified': 'Mon, 20 Jul 2026 14:00:00 GMT' },
  });
  t.like(succeeded(await fetchNow(id)).counts, { found: 3, relevant: 2, created: 2 });
  const second = succeeded(await fetchNow(id));
  t.like(second, { notModified: true, httpStatus: 304, contentHash: null, counts: { found: 0 } });
  const [firstRequest, secondRequest] = server.requests('/atom-feed');
  t.regex(firstRequest!.headers['user-agent'] ?? '', /^regfeed\/0\.1\.0 \(EU AI Act update feed; \+http/);
  t.is(firstRequest!.headers['if-none-match'], undefined);
  t.is(secondRequest!.headers['if-none-match'], '"atom-v1"');
  t.is(secondRequest!.headers['if-modified-since'], 'Mon, 20 Jul 2026 14:00:00 GMT');
  t.like(await sourceView(id), { consecutive_failures: 0, last_error: null });
});

test('a German regulator page: its main content is one event in German; furniture changes are no change; a content change is version 2', async (t) => {
  const id = await fixtureSource('de-page', 'html_page', { language: 'de', event_type: 'national', topics: ['national-de'] });
  server.route('/de-page', { file: 'bnetza-ki.html' });
  t.like(succeeded(await fetchNow(id)).counts, { found: 1, created: 1 });
  const [page] = await eventsOf(id);
  t.like(page, {
    title_en: 'Künstliche Intelligenz',
    title_de: 'Künstliche Intelligenz',
    event_type: 'national',
    url_official: 'https://www.bundesnetzagentur.de/DE/Fachthemen/Digitales/KI/start_ki.html',
  });
  t.deepEqual(page.language_versions, ['de']);
  t.true(
    page.topics.includes('national-de') && page.topics.includes('prohibited') && page.topics.includes('transparency'),
    page.topics.join(),
  );
  t.deepEqual(page.ai_act_articles, ['Art. 4', 'Art. 5(1)', 'Art. 50(2)']);
  t.notRegex(page.summary_de, /Cookies|Impressum|Stand:/);

  server.route('/de-page', { file: 'bnetza-ki-furniture.html' });
  t.like(succeeded(await fetchNow(id)).counts, { unchanged: 1 });
  server.route('/de-page', { file: 'bnetza-ki-v2.html' });
  t.like(succeeded(await fetchNow(id)).counts, { updated: 1 });
  const [revised] = await eventsOf(id);
  t.like(revised, { id: page.id, version: 2, published_at: page.published_at });
  t.regex(revised.diff_summary_en, /German summary changed: added "Nach der Verordnung \(EU\) 2026\/1744/);
});

test('a change beyond the summary still makes a version: the fingerprint covers the whole page', async (t) => {
  const id = await fixtureSource('long-page', 'html_page');
  const paragraphs = Array.from(
    { length: 60 },
    (_, i) => `<p>Paragraph ${i + 1} of the AI Office guidance on general-purpose AI models, with enough words to matter.</p>`,
  );
  const page = (last: string) =>
    `<html><head><title>AI Office</title><link rel="canonical" href="https://digital-strategy.ec.europa.eu/en/policies/ai-office"></head><body><main><h1>European AI Office</h1>${paragraphs.join('')}<p>${last}</p></main></body></html>`;
  server.route('/long-page', { body: page('Contact: ai-office@example.eu'), headers: { 'Content-Type': 'text/html' } });
  t.like(succeeded(await fetchNow(id)).counts, { created: 1 });
  server.route('/long-page', { body: page('Contact: cnect-ai-office@example.eu'), headers: { 'Content-Type': 'text/html' } });
  t.like(succeeded(await fetchNow(id)).counts, { updated: 1 });
  const [revised] = await eventsOf(id);
  t.like(revised, { version: 2, diff_summary_en: 'The official document changed beyond the title and summary shown here.' });
});

test('failures are recorded with their reason, never as "no change", counted in a row, backed off, and recovered from', async (t) => {
  const id = await fixtureSource('failing', 'rss', {});
  const shortTimeout = { fetch: { ...service.config.sourceFetch, timeoutMs: SHORT_TIMEOUT_MS } };
  const expectations: [Parameters<FixtureServer['route']>[1], string, RegExp, Partial<WatchDependencies>?][] = [
    [{ status: 403, file: 'challenge-403.html' }, 'challenge', /HTTP 403: a bot challenge page/],
    [{ status: 202, body: '', headers: { 'x-amzn-waf-action': 'challenge' } }, 'challenge', /HTTP 202/],
    [{ status: 503, body: 'Service Unavailable' }, 'http_status', /HTTP 503/],
    [{ status: 200, body: '  \n' }, 'empty', /empty body/],
    [{ file: 'broken.rss.xml' }, 'unparsable', /not well-formed XML/],
    [{ file: 'oj-l.rss.xml', delayMs: SHORT_TIMEOUT_MS + 700 }, 'timeout', /within 300 ms/, shortTimeout],
    [{ body: `<rss>${'x'.repeat(MAX_BYTES + 1)}</rss>` }, 'too_large', /larger than 100000 bytes/],
  ];
  let previousNext = 0;
  for (const [index, [route, reason, message, overrides]] of expectations.entries()) {
    server.route('/failing', route);
    const report = failed(await fetchNow(id, overrides));
    t.like(report, { reason, consecutiveFailures: index + 1 }, reason);
    t.regex(report.message, message);
    const next = Date.parse(report.nextFetchAt);
    t.true(next > previousNext, 'each failure in a row waits longer');
    previousNext = next;
  }
  t.like(await sourceView(id), {
    consecutive_failures: 7,
    last_success_at: null,
    last_error: 'too_large: the response is larger than 100000 bytes',
  });
  t.deepEqual(await eventsOf(id), [], 'nothing entered the feed');

  server.route('/failing', { file: 'oj-l.rss.xml' });
  t.is((await fetchNow(id)).status, 'succeeded');
  const recovered = await sourceView(id);
  t.like(recovered, { consecutive_failures: 0, last_error: null });
  t.true(Date.now() - recovered.last_success_at < 60_000);
});

test.serial('health says degraded, still 200, while a source has failed for more than a day', async (t) => {
  const id = await fixtureSource('down-for-days', 'rss', {});
  server.route('/down-for-days', { status: 403, file: 'challenge-403.html' });
  const twoDaysAgo = new Date(Date.now() - 2 * 24 * 3_600_000);
  await fetchNow(id, { clock: () => twoDaysAgo });
  await fetchNow(id);
  const degraded = await service.request('/v1/health');
  t.is(degraded.status, 200);
  t.like(await degraded.json(), { status: 'degraded', degraded_sources: [id] });

  server.route('/down-for-days', { file: 'oj-l.rss.xml' });
  await fetchNow(id);
  t.like(await (await service.request('/v1/health')).json(), { status: 'ok', degraded_sources: [] });
});

test('two workers never fetch one source at once: the second finds it busy, across connections', async (t) => {
  const id = await fixtureSource('slow', 'rss', {});
  server.route('/slow', { file: 'oj-l.rss.xml', delayMs: 1_000 });
  const otherProcessPool = new pg.Pool({ connectionString: service.config.databaseUrl, max: 2 });
  t.teardown(() => otherProcessPool.end());
  const reports = await Promise.all([fetchNow(id), fetchNow(id, { pool: otherProcessPool })]);
  t.deepEqual(reports.map((report) => report.status).sort(), ['busy', 'succeeded']);
  t.is(server.requests('/slow').length, 1);
  t.is((await fetchNow(id)).status, 'succeeded', 'the lock is released after the fetch');
});

test('json_api and sparql sources go the same way into the feed', async (t) => {
  const dip = await fixtureSource('dip', 'json_api', {
    items_path: 'documents',
    title_field: 'titel',
    url_field: 'fundstelle.pdf_url',
    date_field: 'datum',
    summary_field: 'abstract',
    keywords: ['KI-MIG', 'KI-Verordnung', '2024/1689'],
    language: 'de',
    event_type: 'national',
    topics: ['national-de'],
  });
  server.route('/dip', { file: 'dip-vorgaenge.json' });
  t.like(succeeded(await fetchNow(dip)).counts, { found: 2, relevant: 1, created: 1 });
  const [bill] = await eventsOf(dip);
  t.like(bill, { event_type: 'national', severity: 'medium' });
  t.deepEqual(bill.ai_act_articles, ['Art. 99']);

  const cellar = await fixtureSource('cellar', 'sparql', {
    query: 'SELECT ?celex ?date ?title WHERE { ?work ?p ?o }',
    title_field: 'title',
    date_field: 'date',
    url_template: 'https://eur-lex.europa.eu/legal-content/EN/TXT/?uri=CELEX:{celex}',
    event_type: 'meta',
  });
  server.route('/cellar', { file: 'cellar-sparql.json' });
  t.like(succeeded(await fetchNow(cellar)).counts, { found: 2, created: 2 });
  const [request] = server.requests('/cellar');
  t.is(request!.method, 'POST');
  t.is(request!.headers.accept, 'application/sparql-results+json');
  t.is(new URLSearchParams(request!.body).get('query'), 'SELECT ?celex ?date ?title WHERE { ?work ?p ?o }');
  t.deepEqual(
    (await eventsOf(cellar)).map((event) => event.url_official),
    [
      'https://eur-lex.europa.eu/legal-content/EN/TXT/?uri=CELEX:32024R1689R(01)',
      'https://eur-lex.europa.eu/legal-content/EN/TXT/?uri=CELEX:32026R1744',
    ],
  );
});

test.serial('a rebuild refills the sources table from the source streams exactly as the appends left it', async (t) => {
  const id = await fixtureSource('rebuilt', 'rss', { interval: '2h' });
  server.route('/rebuilt', { status: 500 });
  await fetchNow(id);
  server.route('/rebuilt', { file: 'oj-l.rss.xml' });
  await fetchNow(id);
  await disableSource(service.backend.eventStore, id, 'test');
  const snapshot = async () => (await service.backend.pool.query('SELECT * FROM sources ORDER BY id')).rows;
  const before = await snapshot();
  await rebuildReadModels(service.backend.pool, readModels);
  t.deepEqual(await snapshot(), before);
});

const EC_NEWS_LIST = {
  item: '.ecl-content-item',
  title: '.ecl-content-block__title',
  date: 'time',
  date_attribute: 'datetime',
  summary: '.ecl-content-block__description',
  keywords: ['AI Act', 'general-purpose AI'],
  event_type: 'guidance' as const,
};

test('a listing redesigned under its item selector is a failed fetch with a clear error, backed off, never "nothing new"', async (t) => {
  const id = await fixtureSource('redesigned', 'html_list', EC_NEWS_LIST);
  server.route('/redesigned', { file: 'ec-news-redesigned.html' });
  const first = failed(await fetchNow(id));
  t.like(first, { reason: 'unparsable', message: 'no element matches the item selector ".ecl-content-item"', consecutiveFailures: 1 });
  server.route('/redesigned', listingWithScriptedLinks());
  const second = failed(await fetchNow(id));
  t.like(second, {
    reason: 'unparsable',
    message: '3 elements match the item selector ".ecl-content-item", but none has a title and a link',
    consecutiveFailures: 2,
  });
  t.true(
    Date.parse(second.nextFetchAt) - Date.parse(first.nextFetchAt) > service.config.sourceFetch.intervalMs / 2,
    'the second failure waits longer',
  );
  t.like(await sourceView(id), { consecutive_failures: 2, last_success_at: null, last_error: `unparsable: ${second.message}` });
  t.deepEqual(await eventsOf(id), []);
});

test('a listing whose dates cannot be read says so in /v1/sources, through 304s, until the dates read again', async (t) => {
  const id = await fixtureSource('undated', 'html_list', EC_NEWS_LIST);
  server.route('/undated', { ...listingWithoutDates(), etag: '"v1"' });
  const before = Date.now();
  const report = succeeded(await fetchNow(id));
  t.like(report.counts, { found: 3, created: 2 });
  const warning =
    'dates unreadable: 3 of 3 items (the date selector "time" matches nothing); their first-seen date stands in for published_at';
  t.deepEqual(report.warnings, [warning]);
  t.like(await sourceView(id), { consecutive_failures: 0, last_error: null, warnings: [warning] });
  for (const event of await eventsOf(id)) t.true(Number(event.published_at) >= before, 'the first sighting stood in for the date');

  t.like(succeeded(await fetchNow(id)), { notModified: true, warnings: [] });
  t.deepEqual((await sourceView(id)).warnings, [warning], 'a 304 keeps what the last document read said');

  server.route('/undated', { file: 'ec-news.html', etag: '"v2"' });
  t.deepEqual(succeeded(await fetchNow(id)).warnings, []);
  t.deepEqual((await sourceView(id)).warnings, []);
  t.deepEqual(
    (await eventsOf(id)).map((event) => Number(event.published_at)),
    [Date.UTC(2026, 6, 15, 9), Date.UTC(2026, 7, 2, 8)],
  );
});
