import test from 'ava';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { addSource } from '../../src/application/sourceCommands.js';
import { TOPICS, type Severity, type Topic } from '../../src/domain/vocabulary.js';
import { createLogger } from '../../src/runtime/logger.js';
import { watchSource, type WatchReport } from '../../src/watching/watchSource.js';
import { regfeed } from '../support/cli.js';
import { fixture, startFixtureServer, type FixtureServer } from '../support/fixtureServer.js';
import { eventually, startReceiver } from '../support/receiver.js';
import { startTestService, type TestService } from '../support/service.js';

let service: TestService;
let server: FixtureServer;
let env: Record<string, string>;
test.before(async () => {
  [service, server] = await Promise.all([
    startTestService({ WEBHOOK_ALLOW_PRIVATE_TARGETS: 'true', DELIVERY_TIMEOUT_MS: '2000', JOB_MAINTENANCE_INTERVAL: '1s' }),
    startFixtureServer(),
  ]);
  env = { DATABASE_URL: service.config.databaseUrl!, LOG_LEVEL: 'warn' };
});
test.after.always(async () => {
  await service?.stop();
  await server?.close();
});

const fetchNow = async (id: string): Promise<Extract<WatchReport, { status: 'succeeded' }>> => {
  const report = await watchSource(
    { eventStore: service.backend.eventStore, pool: service.backend.pool, fetch: service.config.sourceFetch, log: createLogger('silent') },
    id,
    { scheduled: false },
  );
  if (report.status !== 'succeeded') throw new Error(`fetch: ${JSON.stringify(report)}`);
  return report;
};

type EventBody = {
  id: string;
  version: number;
  severity: Severity;
  topics: Topic[];
  event_type: string;
  summary_en: string;
  diff_summary_en?: string;
  classification: unknown;
};

test("an editor's correction is a new version: in the API, delivered with what the editor changed, kept through re-fetches, exported", async (t) => {
  // A watched listing on 127.0.0.1, a customer listening to every topic, a real receiver.
  const sourceId = 'ec-news-edited';
  await addSource(service.backend.eventStore, {
    id: sourceId,
    name_en: 'EC news',
    name_de: 'EK Nachrichten',
    base_url: server.url('/ec-news'),
    fetch_strategy: 'html_list',
    params: {
      item: '.ecl-content-item',
      title: '.ecl-content-block__title',
      date: 'time',
      date_attribute: 'datetime',
      summary: '.ecl-content-block__description',
      keywords: ['general-purpose AI'],
      event_type: 'guidance',
    },
  });
  server.route('/ec-news', { file: 'ec-news.html' });
  const receiver = await startReceiver();
  t.teardown(receiver.close);
  const { apiKey } = await service.createCustomer('GPAI');
  const subscribed = await service.request('/v1/subscriptions', {
    method: 'POST',
    apiKey,
    json: { webhook_url: receiver.url, topics: [...TOPICS], source_filter: [sourceId] },
  });
  t.is(subscribed.status, 201);

  const [item] = (await fetchNow(sourceId)).items.filter((report) => report.status === 'created');
  const eventId = item!.id!;
  const getEvent = async (): Promise<EventBody> => (await (await service.request(`/v1/events/${eventId}`, { apiKey })).json()).event;
  const before = await getEvent();
  t.deepEqual(before.classification, { method: 'rules' });
  await eventually(() => receiver.payloads().find((p) => p.id === eventId && p.version === 1), 20_000, 'version 1 delivered');

  // The editor lowers (or raises) the severity and adds a topic the rules did not give.
  const severity = before.severity === 'low' ? 'medium' : 'low';
  const topic = TOPICS.find((candidate) => !before.topics.includes(candidate))!;
  const reason = 'Guidance on enforcement powers, no obligation starts today';
  const classified = await regfeed(
    [
      'events',
      'classify',
      eventId,
      '--severity',
      severity,
      '--topics',
      [...before.topics, topic].join(','),
      '--reason',
      reason,
      '--editor',
      'alice',
      '--json',
    ],
    env,
  );
  t.is(classified.code, 0, classified.stderr);
  const summary = `Reclassified by an editor: severity ${before.severity} → ${severity}; topics + ${topic}. Reason: ${reason}`;
  t.like(JSON.parse(classified.stdout), { id: eventId, changed: true, version: 2, diffSummaryEn: summary });

  const after = await getEvent();
  t.like(after, { version: 2, severity, diff_summary_en: summary });
  t.true(after.topics.includes(topic));
  const { classification } = after as { classification: { method: string; reviewed_at: number } };
  t.is(classification.method, 'editor');
  t.true(Math.abs(Date.now() - classification.reviewed_at) < 120_000);
  const audit = await regfeed(['audit', 'event', eventId, '--json'], env);
  t.is(audit.code, 0, audit.stderr);
  const { history } = JSON.parse(audit.stdout);
  t.deepEqual(
    history.map((entry: { type: string }) => entry.type),
    ['RegulatoryEventPublished', 'RegulatoryEventReclassified'],
  );
  t.like(history[1], {
    time: classification.reviewed_at,
    data: { version: 2, editor: 'alice', reason, previousLabels: { severity: before.severity } },
  });

  const delivered = await eventually(
    () => receiver.payloads().find((p) => p.id === eventId && p.version === 2),
    20_000,
    'version 2 delivered',
  );
  t.like(delivered, {
    severity,
    diff_to_previous: summary,
    classification: { method: 'editor', reviewed_at: new Date(classification.reviewed_at).toISOString() },
  });

  // The hourly re-fetch of the same listing changes nothing; a changed item keeps the editor's labels.
  t.like((await fetchNow(sourceId)).counts, { updated: 0 });
  t.like(await getEvent(), { version: 2, severity });
  server.route('/ec-news', {
    body: fixture('ec-news.html').replace('impose fines on providers', 'impose fines of up to 3 % on providers'),
    headers: { 'Content-Type': 'text/html' },
  });
  t.like((await fetchNow(sourceId)).counts, { updated: 1 });
  const revised = await getEvent();
  t.like(revised, { version: 3, severity, classification: { method: 'editor', reviewed_at: classification.reviewed_at } });
  t.true(revised.topics.includes(topic));
  t.regex(revised.diff_summary_en ?? '', /^Summary changed: added "of up to 3 %"/);

  // Corrections grow the labelled set.
  const out = path.join(mkdtempSync(path.join(tmpdir(), 'regfeed-labels-')), 'corrections.json');
  const exported = await regfeed(['events', 'export-labels', '--out', out], env);
  t.is(exported.code, 0, exported.stderr);
  t.regex(exported.stdout, /1 corrected events written to/);
  const { about, items } = JSON.parse(readFileSync(out, 'utf8'));
  t.regex(about, /corrected/);
  t.deepEqual(items, [
    {
      url: 'https://digital-strategy.ec.europa.eu/en/news/ai-office-starts-enforcing-gpai-obligations',
      published: '2026-08-02',
      found_via: `regfeed event ${eventId} of source ${sourceId}, labels corrected by an editor on ${new Date(classification.reviewed_at).toISOString().slice(0, 10)}`,
      language: 'en',
      source_id: sourceId,
      title: 'AI Office starts enforcing the obligations for general-purpose AI models',
      text: revised.summary_en,
      expected: { relevant: true, topics: revised.topics, event_type: revised.event_type, severity },
      labelled_by: 'export',
    },
  ]);
});

test('classify refuses an unknown event and invalid labels with a clear message, and the same labels again change nothing', async (t) => {
  const unknown = await regfeed(['events', 'classify', 'evt_2026_0101_999', '--severity', 'low', '--reason', 'x'], env);
  t.is(unknown.code, 1);
  t.regex(unknown.stderr, /No event with id evt_2026_0101_999/);

  const { rows } = await service.backend.pool.query(
    `SELECT id, severity, version FROM events WHERE source_id <> 'ec-news-edited' ORDER BY id LIMIT 1`,
  );
  const event = rows[0] as { id: string; severity: Severity; version: number };
  const invalid = await regfeed(
    ['events', 'classify', event.id, '--severity', 'urgent', '--topics', 'gpai,ai-literacy', '--reason', 'x'],
    env,
  );
  t.is(invalid.code, 1);
  t.regex(
    invalid.stderr,
    /Invalid labels: topics: "ai-literacy" is not one of the allowed values; severity: "urgent" is not one of the allowed values/,
  );
  const noReason = await regfeed(['events', 'classify', event.id, '--severity', 'low'], env);
  t.is(noReason.code, 1);
  t.regex(noReason.stderr, /required option '--reason <text>'/);

  const same = await regfeed(['events', 'classify', event.id, '--severity', event.severity, '--reason', 'confirmed'], env);
  t.is(same.code, 0, same.stderr);
  t.regex(same.stdout, new RegExp(`${event.id} v${event.version} has these labels already; nothing recorded`));
  t.like((await service.backend.pool.query('SELECT version, classified_by FROM events WHERE id = $1', [event.id])).rows[0], {
    version: event.version,
    classified_by: 'rules',
  });
});
