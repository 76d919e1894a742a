import test from 'ava';
import { ingestEvent, ingestEvents } from '../../src/ingestion/ingest.js';
import { rebuildReadModels } from '../../src/projections/rebuildReadModels.js';
import { readModels } from '../../src/services/features.js';
import { regulatoryEventStreamName } from '../../src/domain/regulatoryEvent.js';
import { eventInput } from '../support/events.js';
import { startTestService, type TestService } from '../support/service.js';

let service: TestService;
test.before(async () => {
  service = await startTestService();
});
test.after.always(() => service?.stop());

const deps = () => service.backend;

test('a new item is created as version 1 with an id from the UTC day of publication', async (t) => {
  const outcome = await ingestEvent(deps(), eventInput({ published_at: Date.UTC(2031, 0, 5, 23, 59) }));
  t.like(outcome, { version: 1, status: 'created' });
  t.regex(outcome.id!, /^evt_2031_0105_\d{3}$/);
});

test('the same item again is unchanged; changed content is version 2 and the earlier version stays in the stream', async (t) => {
  const input = eventInput({ published_at: Date.UTC(2031, 1, 1) });
  const created = await ingestEvent(deps(), input);
  t.like(await ingestEvent(deps(), { ...input }), { id: created.id, version: 1, status: 'unchanged' });
  const revised = await ingestEvent(deps(), { ...input, severity: 'critical', summary_en: `${input.summary_en} It now applies.` });
  t.deepEqual(revised, { id: created.id, version: 2, status: 'updated' });

  const { events } = await service.backend.eventStore.readStream(regulatoryEventStreamName(created.id!));
  t.deepEqual(
    events.map((e) => e.type),
    ['RegulatoryEventPublished', 'RegulatoryEventRevised'],
  );
  t.is((events[0]!.data as { content: { severity: string } }).content.severity, 'medium');
  const { rows } = await service.backend.pool.query('SELECT version, severity, diff_summary_en FROM events WHERE id = $1', [created.id]);
  t.like(rows[0], { version: 2, severity: 'critical' });
  t.regex(rows[0].diff_summary_en, /Severity raised from medium to critical\. Summary changed: added "It now applies\."/);
});

test('ingested_at is set by the service, and unknown fields are refused', async (t) => {
  const outcome = await ingestEvent(deps(), { ...eventInput(), ingested_at: 1 });
  t.is(outcome.status, 'rejected');
  t.true(outcome.errors!.some((e) => /ingested_at/.test(e)));
});

test.serial('invalid items are refused with every reason and append nothing', async (t) => {
  const before = (await service.backend.pool.query('SELECT count(*)::int AS n FROM emt_messages')).rows[0].n;
  const outcome = await ingestEvent(deps(), {
    ...eventInput(),
    event_type: 'rumour',
    topics: ['gpai', 'gpai', 'weather'],
    severity: 'urgent',
    url_official: 'ftp://example.org/x',
    ai_act_articles: ['Art. 50(2)', 'Art. 200', 'Annex III(9)'],
    published_at: 1722470400,
  });
  t.is(outcome.status, 'rejected');
  const fields = outcome.errors!.map((e) => e.split(':')[0]);
  for (const field of ['event_type', 'topics.2', 'severity', 'url_official', 'ai_act_articles.1', 'ai_act_articles.2', 'published_at']) {
    t.true(fields.includes(field), `${field} in ${fields.join(', ')}`);
  }
  t.true(outcome.errors!.some((e) => /seconds/.test(e)));
  t.is((await service.backend.pool.query('SELECT count(*)::int AS n FROM emt_messages')).rows[0].n, before);
});

test('an unknown source is refused', async (t) => {
  const outcome = await ingestEvent(deps(), eventInput({ source_id: 'no-such-source' }));
  t.like(outcome, { status: 'rejected', errors: ['source_id: unknown source "no-such-source" (see GET /v1/sources)'] });
});

test('a batch ingests the valid items even when some are rejected', async (t) => {
  const outcomes = await ingestEvents(deps(), [eventInput(), { nonsense: true }, eventInput()]);
  t.deepEqual(
    outcomes.map((o) => o.status),
    ['created', 'rejected', 'created'],
  );
});

test('ingesters racing on one day never get the same id', async (t) => {
  const day = Date.UTC(2032, 3, 1, 12);
  const outcomes = await Promise.all(Array.from({ length: 30 }, () => ingestEvent(deps(), eventInput({ published_at: day }))));
  const ids = outcomes.map((o) => o.id);
  t.true(outcomes.every((o) => o.status === 'created'));
  t.is(new Set(ids).size, 30);
  t.deepEqual(
    [...ids].sort(),
    Array.from({ length: 30 }, (_, i) => `evt_2032_0401_${String(i + 1).padStart(3, '0')}`),
  );
});

test('ingesters racing on one identity create one event', async (t) => {
  const input = eventInput({ published_at: Date.UTC(2032, 4, 1) });
  const outcomes = await Promise.all(Array.from({ length: 10 }, () => ingestEvent(deps(), { ...input })));
  t.is(new Set(outcomes.map((o) => o.id)).size, 1);
  t.is(outcomes.filter((o) => o.status === 'created').length, 1);
  t.is(outcomes.filter((o) => o.status === 'unchanged').length, 9);
  t.is(outcomes[0]!.id, 'evt_2032_0501_001');
});

test.serial('the seed feed is there and seeding again changes nothing', async (t) => {
  const { rows } = await service.backend.pool.query(`SELECT count(*)::int AS n FROM events WHERE published_at < $1`, [
    Date.UTC(2027, 0, 1),
  ]);
  t.true(rows[0].n >= 15);
  const { seedEvents } = await import('../../src/services/seedEvents.js');
  const before = (await service.backend.pool.query('SELECT count(*)::int AS n FROM emt_messages')).rows[0].n;
  await seedEvents(deps());
  t.is((await service.backend.pool.query('SELECT count(*)::int AS n FROM emt_messages')).rows[0].n, before);
});

test.serial('a rebuild from the event log equals the live read tables row for row', async (t) => {
  const input = eventInput();
  await ingestEvent(deps(), input);
  await ingestEvent(deps(), { ...input, title_en: 'Revised title' });
  const snapshot = async () => {
    const tables: Record<string, unknown[]> = {};
    for (const [table, key] of [
      ['events', 'id'],
      ['customers', 'id'],
      ['api_keys', 'id'],
      ['sources', 'id'],
    ] as const) {
      tables[table] = (await service.backend.pool.query(`SELECT * FROM ${table} ORDER BY ${key}`)).rows;
    }
    return tables;
  };
  await service.createCustomer();
  const live = await snapshot();
  const { events } = await rebuildReadModels(service.backend.pool, readModels);
  t.true(events > 20);
  t.deepEqual(await snapshot(), live);
});
