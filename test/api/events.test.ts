import test from 'ava';
import { changeCustomer } from '../../src/application/customerCommands.js';
import { severityRank, type Severity } from '../../src/domain/vocabulary.js';
import { ingestEvent, ingestEvents } from '../../src/ingestion/ingest.js';
import { regfeed } from '../support/cli.js';
import { eventInput } from '../support/events.js';
import { startTestService, type TestService } from '../support/service.js';

let service: TestService;
let apiKey: string;
test.before(async () => {
  service = await startTestService();
  ({ apiKey } = await service.createCustomer('GPAI'));
});
test.after.always(() => service?.stop());

type Event = {
  id: string;
  published_at: number;
  source_id: string;
  severity: Severity;
  topics: string[];
  updated_at: number;
  version: number;
};
const get = async (query: string, key = apiKey) => {
  const response = await service.request(`/v1/events${query}`, { apiKey: key });
  return { status: response.status, body: await response.json() };
};
const isNewestFirst = (events: Event[]) =>
  events.every(
    (e, i) =>
      i === 0 ||
      e.published_at < events[i - 1]!.published_at ||
      (e.published_at === events[i - 1]!.published_at && e.id < events[i - 1]!.id),
  );

test('the feed answers newest first with count, next_cursor and the disclaimer, 50 by default', async (t) => {
  await ingestEvents(
    service.backend,
    Array.from({ length: 40 }, (_, i) => eventInput({ published_at: Date.UTC(2030, 0, 1 + i) })),
  );
  const { status, body } = await get('');
  t.is(status, 200);
  t.is(body.events.length, 50);
  t.is(body.count, 50);
  t.regex(body.disclaimer, /not legal advice/);
  t.is(typeof body.next_cursor, 'string');
  t.true(isNewestFirst(body.events));
});

test('an event has every field of the spec, without empty optional ones', async (t) => {
  const input = eventInput({ title_de: 'Leitlinien', ai_act_articles: ['Article 53(1)(d)'], language_versions: ['en', 'de'] });
  const { id } = await ingestEvent(service.backend, input);
  const { status, body } = await get(`/${id}`);
  t.is(status, 200);
  const { event } = body;
  t.like(event, {
    id,
    source_id: 'ec-digital',
    event_type: 'guidance',
    topics: ['gpai'],
    severity: 'medium',
    title_en: input.title_en,
    title_de: 'Leitlinien',
    summary_en: input.summary_en,
    url_official: input.url_official,
    ai_act_articles: ['Art. 53(1)(d)'],
    published_at: input.published_at,
    version: 1,
    language_versions: ['de', 'en'],
  });
  t.is(typeof event.ingested_at, 'number');
  t.is(event.updated_at, event.ingested_at);
  t.false('summary_de' in event);
  t.false('diff_summary_en' in event);
});

test('GET /v1/events/{id} returns the latest version; an unknown id is 404', async (t) => {
  const input = eventInput();
  const { id } = await ingestEvent(service.backend, input);
  await ingestEvent(service.backend, { ...input, severity: 'high' });
  const { body } = await get(`/${id}`);
  t.like(body.event, { version: 2, severity: 'high', diff_summary_en: 'Severity raised from medium to high.' });
  const missing = await get('/evt_1999_0101_001');
  t.is(missing.status, 404);
  t.is(missing.body.error, 'not_found');
});

test('each filter returns exactly the events that match it', async (t) => {
  const day = Date.UTC(2033, 5, 1);
  const items = [
    eventInput({ published_at: day, source_id: 'edpb', severity: 'critical', topics: ['data-governance'] }),
    eventInput({ published_at: day + 1, source_id: 'edpb', severity: 'low', topics: ['gpai', 'transparency'] }),
    eventInput({ published_at: day + 2, source_id: 'cnil', severity: 'high', topics: ['national-fr'] }),
    eventInput({ published_at: day - 1, source_id: 'edpb', severity: 'critical', topics: ['gpai'] }),
  ];
  const ids = (await ingestEvents(service.backend, items)).map((o) => o.id);
  const query = async (q: string) => (await get(`?since=${day}&limit=200&${q}`)).body.events as Event[];

  const since = await query('');
  t.true(since.every((e) => e.published_at >= day));
  t.false(since.some((e) => e.id === ids[3]));
  t.deepEqual(
    (await query('source=edpb')).filter((e) => ids.includes(e.id)).map((e) => e.id),
    [ids[1], ids[0]],
  );
  t.true((await query('source=edpb')).every((e) => e.source_id === 'edpb'));

  const high = await query('severity_min=high');
  t.true(high.every((e) => severityRank(e.severity) >= severityRank('high')));
  t.deepEqual(
    high.filter((e) => ids.includes(e.id)).map((e) => e.id),
    [ids[2], ids[0]],
  );

  const topics = await query('topics=transparency,national-fr');
  t.true(topics.every((e) => e.topics.includes('transparency') || e.topics.includes('national-fr')));
  t.deepEqual(
    topics.filter((e) => ids.includes(e.id)).map((e) => e.id),
    [ids[2], ids[1]],
  );

  const combined = await query('source=edpb&severity_min=critical&topics=data-governance');
  t.deepEqual(
    combined.map((e) => e.id),
    [ids[0]],
  );
});

test('updated_since finds revisions of older events that since misses', async (t) => {
  const old = eventInput({ published_at: Date.UTC(2020, 0, 1) });
  const { id } = await ingestEvent(service.backend, old);
  const before = Date.now();
  await new Promise((resolve) => setTimeout(resolve, 5));
  await ingestEvent(service.backend, { ...old, summary_en: 'Corrected summary.' });
  const { body } = await get(`?updated_since=${before}&limit=200`);
  const revised = (body.events as Event[]).find((e) => e.id === id);
  t.like(revised, { version: 2 });
  t.true((body.events as Event[]).every((e) => e.updated_at >= before));
  t.false(((await get(`?since=${before}&limit=200`)).body.events as Event[]).some((e) => e.id === id));
});

test('cursor paging neither skips nor repeats while new events arrive', async (t) => {
  const start = Date.UTC(2035, 0, 1);
  await ingestEvents(
    service.backend,
    Array.from({ length: 45 }, (_, i) => eventInput({ published_at: start + (i % 15) * 1000, source_id: 'ep' })),
  );
  const expected = ((await get(`?source=ep&since=${start}&limit=200`)).body.events as Event[]).map((e) => e.id);
  t.is(expected.length, 45);

  const seen: string[] = [];
  let cursor: string | null = '';
  let page = 0;
  while (cursor !== null) {
    const { status, body } = await get(`?source=ep&since=${start}&limit=7${cursor ? `&cursor=${cursor}` : ''}`);
    t.is(status, 200);
    seen.push(...(body.events as Event[]).map((e) => e.id));
    cursor = body.next_cursor;
    // Newer events, and one slotted into an already-served stretch, arrive between pages.
    if (page++ < 3) {
      await Promise.all([
        ingestEvent(service.backend, eventInput({ published_at: start + 999_999, source_id: 'ep' })),
        ingestEvent(service.backend, eventInput({ published_at: start + 14_500, source_id: 'ep' })),
      ]);
    }
  }
  t.deepEqual(seen, expected);
});

test('a cursor only serves the filters it was issued for', async (t) => {
  const { body } = await get('?limit=1&source=ec-digital');
  const other = await get(`?limit=1&source=edpb&cursor=${body.next_cursor}`);
  t.is(other.status, 400);
  t.deepEqual(Object.keys(other.body.details.fields), ['cursor']);
  t.is((await get('?cursor=garbage')).status, 400);
});

test('malformed parameters are 400 invalid_input naming each; unknown ones are ignored', async (t) => {
  for (const [query, field] of [
    ['?limit=0', 'limit'],
    ['?limit=201', 'limit'],
    ['?limit=ten', 'limit'],
    ['?since=yesterday', 'since'],
    ['?updated_since=-5', 'updated_since'],
    ['?severity_min=urgent', 'severity_min'],
    ['?topics=gpai,weather', 'topics'],
    ['?limit=2&limit=3', 'limit'],
  ] as const) {
    const { status, body } = await get(query);
    t.is(status, 400, query);
    t.is(body.error, 'invalid_input');
    t.true(field in body.details.fields, `${query}: ${JSON.stringify(body.details)}`);
  }
  const both = await get('?limit=0&severity_min=urgent');
  t.deepEqual(Object.keys(both.body.details.fields).sort(), ['limit', 'severity_min']);
  t.is((await get('?colour=blue')).status, 200);
});

test('a suspended customer gets 402 payment_required; restored, the feed again', async (t) => {
  const { customerId, apiKey: key } = await service.createCustomer('Team');
  await changeCustomer(service.backend.eventStore, { type: 'SuspendCustomer', data: { customerId, reason: 'invoice unpaid' } });
  const suspended = await get('', key);
  t.is(suspended.status, 402);
  t.is(suspended.body.error, 'payment_required');
  t.is((await get('/evt_2024_0712_001', key)).status, 402);
  await changeCustomer(service.backend.eventStore, { type: 'RestoreCustomer', data: { customerId } });
  t.is((await get('', key)).status, 200);
});

test('the events query needs a key', async (t) => {
  t.is((await service.request('/v1/events')).status, 401);
  t.is((await service.request('/v1/events/evt_2024_0712_001')).status, 401);
});

test('the seed feed is served from the first start', async (t) => {
  const { body } = await get('/evt_2024_0712_001');
  t.like(body.event, { source_id: 'eurlex-oj-l', url_official: 'https://eur-lex.europa.eu/eli/reg/2024/1689/oj', version: 1 });
});

test('regfeed events ingest: a file or stdin, a summary, --json, exit 1 when any item is rejected', async (t) => {
  const env = { DATABASE_URL: service.config.databaseUrl!, LOG_LEVEL: 'warn' };
  const good = eventInput();
  const result = await regfeed(['events', 'ingest', '-', '--json'], env, JSON.stringify([good, { ...good, severity: 'x' }]));
  t.is(result.code, 1);
  const { events } = JSON.parse(result.stdout);
  t.like(events[0], { version: 1, status: 'created' });
  t.regex(events[0].id, /^evt_2026_0314_\d{3}$/);
  t.like(events[1], { id: null, version: null, status: 'rejected' });
  t.true(events[1].errors[0].startsWith('severity:'));

  const again = await regfeed(['events', 'ingest', '-'], env, JSON.stringify(good));
  t.is(again.code, 0);
  t.regex(again.stdout, /1 items: 0 created, 0 updated, 1 unchanged, 0 rejected/);

  const missing = await regfeed(['events', 'ingest', '/nonexistent.json'], env);
  t.is(missing.code, 1);
  t.regex(missing.stderr, /cannot read/);
});

test('a page is served from cache only while the feed is unchanged: the same query sees each new event at once', async (t) => {
  const query = '?source=bnetza&limit=3';
  for (let i = 0; i < 5; i++) {
    const before = (await get(query)).body.events as Event[];
    t.deepEqual((await get(query)).body.events, before, 'unchanged feed, same page');
    const { id } = await ingestEvent(service.backend, eventInput({ source_id: 'bnetza', published_at: Date.UTC(2040, 0, 1 + i) }));
    t.is(((await get(query)).body.events as Event[])[0]?.id ?? null, id, `change ${i} is visible to the very next request`);
  }
});
