import test from 'ava';
import { ingestEvent } from '../../src/ingestion/ingest.js';
import { rebuildReadModels } from '../../src/projections/rebuildReadModels.js';
import { readModels } from '../../src/services/features.js';
import { eventInput } from '../support/events.js';
import { startServiceWithCustomer, type TestService } from '../support/service.js';

let service: TestService;
let apiKey: string;
test.before(async () => {
  ({ service, apiKey } = await startServiceWithCustomer('GPAI'));
});
test.after.always(() => service?.stop());

const get = async (path: string) => {
  const response = await service.request(path, { apiKey });
  return { status: response.status, body: await response.json() };
};
const ids = (body: { events: { id: string }[] }) => body.events.map((e) => e.id);
const q = (params: Record<string, string>) => new URLSearchParams(params).toString();

test('versions: every version with its diff summary, oldest first, from the event stream', async (t) => {
  const input = eventInput({ title_de: 'Leitlinien' });
  const { id } = await ingestEvent(service.backend, input);
  await ingestEvent(service.backend, { ...input, severity: 'high' });
  await ingestEvent(service.backend, { ...input, severity: 'high', summary_en: `${input.summary_en} Now final.` });
  const { status, body } = await get(`/v1/events/${id}/versions`);
  t.is(status, 200);
  t.is(body.event_id, id);
  t.regex(body.disclaimer, /not legal advice/);
  t.deepEqual(
    body.versions.map((v: { version: number }) => v.version),
    [1, 2, 3],
  );
  const [v1, v2, v3] = body.versions;
  t.is(v1.diff_summary_en, null);
  t.false('diff_summary_en' in v1.event);
  t.like(v1.event, { id, version: 1, severity: 'medium', title_de: 'Leitlinien', summary_en: input.summary_en });
  t.is(v2.diff_summary_en, 'Severity raised from medium to high.');
  t.like(v2.event, { version: 2, severity: 'high', diff_summary_en: 'Severity raised from medium to high.' });
  t.regex(v3.diff_summary_en, /Now final/);
  t.true(v1.recorded_at <= v2.recorded_at && v2.recorded_at <= v3.recorded_at);
  t.is(v3.event.updated_at, v3.recorded_at);
  t.is(v3.event.ingested_at, v1.recorded_at);
  // The latest version is the one GET /v1/events/{id} serves.
  const latest = await get(`/v1/events/${id}`);
  t.deepEqual(v3.event, latest.body.event);
  const missing = await get('/v1/events/evt_1999_0101_001/versions');
  t.is(missing.status, 404);
  t.is(missing.body.error, 'not_found');
});

test('articles: a reference covers itself and every finer provision under it', async (t) => {
  const at = Date.UTC(2040, 0, 1);
  const art50 = await ingestEvent(service.backend, eventInput({ published_at: at, ai_act_articles: ['Art. 50'] }));
  const art50p2 = await ingestEvent(service.backend, eventInput({ published_at: at + 1, ai_act_articles: ['Article 50(2)'] }));
  const art5ba = await ingestEvent(service.backend, eventInput({ published_at: at + 2, ai_act_articles: ['Art. 5(1)(ba)'] }));
  const annex = await ingestEvent(service.backend, eventInput({ published_at: at + 3, ai_act_articles: ['Annex III(4)(a)', 'Art. 6(2)'] }));
  const art51 = await ingestEvent(service.backend, eventInput({ published_at: at + 4, ai_act_articles: ['Art. 51'] }));
  const since = `&since=${at}`;
  t.deepEqual(ids((await get(`/v1/events?${q({ articles: 'Art. 50' })}${since}`)).body), [art50p2.id, art50.id]);
  t.deepEqual(ids((await get(`/v1/events?${q({ articles: 'Art. 50(2)' })}${since}`)).body), [art50p2.id]);
  t.deepEqual(ids((await get(`/v1/events?${q({ articles: 'Annex III,Art. 5(1)' })}${since}`)).body), [annex.id, art5ba.id]);
  // (ba) is a point of its own, not one under (b).
  t.deepEqual(ids((await get(`/v1/events?${q({ articles: 'Art. 5(1)(b)' })}${since}`)).body), []);
  t.deepEqual(ids((await get(`/v1/events?${q({ articles: 'Annex III(4)', topics: 'gpai' })}${since}`)).body), [annex.id]);
  t.deepEqual(ids((await get(`/v1/events?${q({ articles: 'Art. 51' })}${since}`)).body), [art51.id]);

  // Paging by cursor, an event matched by two references once.
  const pages: string[] = [];
  let cursor = '';
  do {
    const { body } = await get(
      `/v1/events?${q({ articles: 'Art. 50,Art. 50(2),Annex III,Art. 6', limit: '1', since: String(at), ...(cursor && { cursor }) })}`,
    );
    pages.push(...ids(body));
    cursor = body.next_cursor ?? '';
  } while (cursor);
  t.deepEqual(pages, [annex.id, art50p2.id, art50.id]);

  // A new version that drops a reference no longer matches it; a rebuild of the read tables keeps the index.
  const input = eventInput({ published_at: at + 5, ai_act_articles: ['Art. 52(1)'] });
  const revised = await ingestEvent(service.backend, input);
  await ingestEvent(service.backend, { ...input, ai_act_articles: ['Art. 54'] });
  t.deepEqual(ids((await get(`/v1/events?${q({ articles: 'Art. 52' })}${since}`)).body), []);
  await rebuildReadModels(service.backend.pool, readModels);
  t.deepEqual(ids((await get(`/v1/events?${q({ articles: 'Art. 54' })}${since}`)).body), [revised.id]);
  t.deepEqual(ids((await get(`/v1/events?${q({ articles: 'Art. 50' })}${since}`)).body), [art50p2.id, art50.id]);
});

test('articles: a malformed or non-existent provision is 400 naming the value', async (t) => {
  for (const bad of ['Art. 114', 'Art. 50(9)', 'Annex XIV', 'Annex III(9)', 'Art. 5(1)(z)', 'Article fifty', 'Art. 50,']) {
    const { status, body } = await get(`/v1/events?${q({ articles: bad })}`);
    t.is(status, 400, bad);
    t.is(body.error, 'invalid_input');
    const offending = bad.split(',').find((part) => part.trim() !== '') ?? bad;
    t.true(JSON.stringify(body.details.fields.articles).includes(bad.endsWith(',') ? '""' : offending), JSON.stringify(body.details));
  }
});

test('search: English and German stemming, web-search syntax, combined with filters and the cursor', async (t) => {
  const at = Date.UTC(2041, 0, 1);
  const english = await ingestEvent(
    service.backend,
    eventInput({
      published_at: at,
      title_en: 'Watermarking requirements for synthetic media',
      summary_en: 'Providers must mark deepfakes.',
      severity: 'high',
    }),
  );
  const german = await ingestEvent(
    service.backend,
    eventInput({
      published_at: at + 1,
      title_en: 'Labelling guidance',
      summary_en: 'Guidance on labels.',
      title_de: 'Kennzeichnungspflichten für synthetische Medien',
      summary_de: 'Anbieter müssen Deepfakes kennzeichnen.',
      severity: 'low',
    }),
  );
  const search = async (params: Record<string, string>) => ids((await get(`/v1/events?${q({ ...params, since: String(at) })}`)).body);
  t.deepEqual(await search({ q: 'watermark requirement' }), [english.id]);
  t.deepEqual(await search({ q: 'Kennzeichnungspflicht' }), [german.id]);
  t.deepEqual(await search({ q: 'kennzeichnen' }), [german.id]);
  t.deepEqual(await search({ q: 'deepfake' }), [german.id, english.id]);
  t.deepEqual(await search({ q: 'deepfakes -watermarking' }), [german.id]);
  t.deepEqual(await search({ q: '"synthetic media" or Medien' }), [german.id, english.id]);
  t.deepEqual(await search({ q: 'deepfake', severity_min: 'medium' }), [english.id]);
  t.deepEqual(await search({ q: 'nothingmatchesthis' }), []);

  const first = await get(`/v1/events?${q({ q: 'deepfake', limit: '1', since: String(at) })}`);
  t.deepEqual(ids(first.body), [german.id]);
  const second = await get(`/v1/events?${q({ q: 'deepfake', limit: '1', since: String(at), cursor: first.body.next_cursor })}`);
  t.deepEqual(ids(second.body), [english.id]);
  t.is(second.body.next_cursor, null);
  // A cursor continues only the search it came from.
  const other = await get(`/v1/events?${q({ q: 'watermark', limit: '1', since: String(at), cursor: first.body.next_cursor })}`);
  t.is(other.status, 400);
});

test('search: q longer than 200 characters, empty or with control characters is 400', async (t) => {
  for (const bad of ['x'.repeat(201), '   ', 'a\u0000b']) {
    const { status, body } = await get(`/v1/events?${q({ q: bad })}`);
    t.is(status, 400);
    t.truthy(body.details.fields.q);
  }
  t.is((await get(`/v1/events?${q({ q: 'x'.repeat(200) })}`)).status, 200);
});
