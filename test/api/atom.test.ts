import { parseFeed } from '@rowanmanning/feed-parser';
import test from 'ava';
import { XMLParser } from 'fast-xml-parser';
import { ingestEvent } from '../../src/ingestion/ingest.js';
import { regfeed } from '../support/cli.js';
import { eventInput } from '../support/events.js';
import { startServiceWithCustomer, type TestService } from '../support/service.js';

let service: TestService;
let apiKey: string;
test.before(async () => {
  ({ service, apiKey } = await startServiceWithCustomer('GPAI'));
});
test.after.always(() => service?.stop());

const createToken = async (key = apiKey, json: unknown = { label: 'Feedly' }) => {
  const response = await service.request('/v1/feed-tokens', { method: 'POST', apiKey: key, json });
  return { status: response.status, body: await response.json() };
};
const feedPath = (token: string, query = '') => `/v1/feeds/${token}.atom${query}`;
const fetchFeed = (token: string, query = '', headers: Record<string, string> = {}) => service.request(feedPath(token, query), { headers });
const atom = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: '@',
  isArray: (name) => ['entry', 'category', 'link'].includes(name),
});

test('a feed token is shown once, listed by hint only, and revoking it closes its feed', async (t) => {
  const { status, body } = await createToken();
  t.is(status, 201);
  const { token, id, feed_url, hint, label } = body.feed_token;
  t.regex(token, /^feed_[0-9a-f]{64}$/);
  t.regex(id, /^ftk_/);
  t.true(feed_url.endsWith(`/v1/feeds/${token}.atom`));
  t.is(hint, `feed_…${token.slice(-4)}`);
  t.is(label, 'Feedly');
  const listed = await (await service.request('/v1/feed-tokens', { apiKey })).json();
  const mine = listed.feed_tokens.find((entry: { id: string }) => entry.id === id);
  t.like(mine, { id, hint, revoked_at: null });
  t.false(JSON.stringify(listed).includes(token));
  t.is((await fetchFeed(token)).status, 200);

  // Another customer can neither see nor revoke it.
  const other = await service.createCustomer('Team');
  t.is((await service.request(`/v1/feed-tokens/${id}`, { method: 'DELETE', apiKey: other.apiKey })).status, 404);

  const revoked = await service.request(`/v1/feed-tokens/${id}`, { method: 'DELETE', apiKey });
  t.is(revoked.status, 200);
  t.is(typeof (await revoked.json()).feed_token.revoked_at, 'number');
  t.is((await service.request(`/v1/feed-tokens/${id}`, { method: 'DELETE', apiKey })).status, 200);
  const closed = await fetchFeed(token);
  t.is(closed.status, 404);
  t.is((await closed.json()).error, 'not_found');
  const after = await (await service.request('/v1/feed-tokens', { apiKey })).json();
  t.false(after.feed_tokens.some((entry: { id: string }) => entry.id === id));
  // Like an API key, the token never reaches a log line.
  t.true(service.logs.some((line) => line.includes('/v1/feeds/feed_')));
  t.false(service.logs.some((line) => line.includes(token)));
});

test('a token opens its feed and nothing else; a token of the wrong shape is 400, an unknown one 404', async (t) => {
  const { token } = (await createToken()).body.feed_token;
  t.is((await service.request('/v1/events', { apiKey: token })).status, 401);
  t.is((await service.request('/v1/feed-tokens', { apiKey: token })).status, 401);
  for (const bad of ['feed_123', `feed_${'A'.repeat(64)}`, `regfeed_${'a'.repeat(64)}`]) {
    const response = await fetchFeed(bad);
    t.is(response.status, 400, bad);
    t.is((await response.json()).error, 'invalid_input');
  }
  t.is((await fetchFeed(`feed_${'0'.repeat(64)}`)).status, 404);
  t.is((await createToken(apiKey, { label: 'x', extra: true })).status, 400);
  // The feed validates the events query's filters like the events query.
  const bad = await fetchFeed(token, '?articles=Art.%20999');
  t.is(bad.status, 400);
  t.true(JSON.stringify(await bad.json()).includes('Art. 999'));
});

test('the feed is Atom 1.0 that a feed parser reads: stable entry ids, updated = latest version, one category per topic, filters', async (t) => {
  const { token } = (await createToken()).body.feed_token;
  const at = Date.UTC(2045, 3, 1);
  const first = eventInput({
    source_id: 'curia',
    published_at: at,
    topics: ['gpai', 'transparency'],
    title_en: 'Code of practice & <labels>',
    ai_act_articles: ['Art. 50(2)'],
  });
  const { id: firstId } = await ingestEvent(service.backend, first);
  const { id: secondId } = await ingestEvent(
    service.backend,
    eventInput({ source_id: 'curia', published_at: at + 1, topics: ['sandbox'], ai_act_articles: ['Art. 57'] }),
  );
  const query = `?since=${at}&source=curia`;
  const response = await fetchFeed(token, query);
  t.is(response.status, 200);
  t.regex(response.headers.get('content-type')!, /^application\/atom\+xml/);
  const xml = await response.text();

  const parsed = parseFeed(xml);
  t.is(parsed.meta.type, 'atom');
  t.truthy(parsed.title);
  t.is(parsed.items.length, 2);
  const [newest, older] = parsed.items;
  t.is(older!.title, 'Code of practice & <labels>');
  t.is(older!.url, first.url_official);
  t.deepEqual(older!.categories.map((c) => c.term).sort(), ['gpai', 'transparency']);
  t.deepEqual(
    newest!.categories.map((c) => c.term),
    ['sandbox'],
  );
  t.regex(older!.content ?? '', /not legal advice/);

  // RFC 4287: the feed has id, title, updated and an author; each entry id, title, updated and a link.
  const { feed } = atom.parse(xml);
  t.is(feed['@xmlns'], 'http://www.w3.org/2005/Atom');
  for (const field of ['id', 'title', 'updated']) t.truthy(feed[field], field);
  t.truthy(feed.author.name);
  t.true(feed.link.some((link: Record<string, string>) => link['@rel'] === 'self'));
  for (const entry of feed.entry) {
    t.regex(entry.id, /^urn:uuid:[0-9a-f-]{36}$/);
    t.truthy(entry.title && entry.updated && entry.link[0]['@href']);
  }
  const versionOne = feed.entry[1];

  // A new version keeps the entry id and moves `updated`.
  await new Promise((resolve) => setTimeout(resolve, 5));
  await ingestEvent(service.backend, { ...first, severity: 'critical' });
  const revised = atom.parse(await (await fetchFeed(token, query)).text()).feed;
  const event = (await (await service.request(`/v1/events/${firstId}`, { apiKey })).json()).event;
  t.is(revised.entry[1].id, versionOne.id);
  t.is(revised.entry[1].updated, new Date(event.updated_at).toISOString());
  t.true(revised.entry[1].updated > versionOne.updated);
  t.is(revised.updated, revised.entry[1].updated);

  // The events query's filters.
  const onlyArticle = atom.parse(await (await fetchFeed(token, `${query}&articles=Art.%2050`)).text()).feed;
  t.deepEqual(
    onlyArticle.entry.map((e: { id: string }) => e.id),
    [versionOne.id],
  );
  const onlyTopic = atom.parse(await (await fetchFeed(token, `${query}&topics=sandbox`)).text()).feed;
  t.is(onlyTopic.entry.length, 1);
  t.not(onlyTopic.entry[0].id, versionOne.id);
  t.truthy(secondId);
});

test('conditional GET answers 304 while nothing changed, and every fetch counts against the owner’s quota', async (t) => {
  const owner = await service.createCustomer('Embedded', { apiRequestsPerDay: 6, deliveriesPerMonth: 10 });
  const { token } = (await createToken(owner.apiKey)).body.feed_token; // request 1
  const query = `?since=${Date.UTC(2046, 0, 1)}`;
  await ingestEvent(service.backend, eventInput({ published_at: Date.UTC(2046, 0, 2) }));
  const first = await fetchFeed(token, query); // 2
  t.is(first.status, 200);
  t.is(first.headers.get('x-ratelimit-remaining'), '4');
  const etag = first.headers.get('etag')!;
  const lastModified = first.headers.get('last-modified')!;
  t.truthy(etag && lastModified);
  const byEtag = await fetchFeed(token, query, { 'If-None-Match': etag }); // 3
  t.is(byEtag.status, 304);
  t.is(await byEtag.text(), '');
  t.is(byEtag.headers.get('x-ratelimit-remaining'), '3');
  t.is((await fetchFeed(token, query, { 'If-Modified-Since': lastModified })).status, 304); // 4
  await ingestEvent(service.backend, eventInput({ published_at: Date.UTC(2046, 0, 3) }));
  t.is((await fetchFeed(token, query, { 'If-None-Match': etag })).status, 200); // 5
  t.is((await fetchFeed(token, query)).status, 200); // 6
  const over = await fetchFeed(token, query);
  t.is(over.status, 429);
  t.truthy(over.headers.get('retry-after'));
});

test('operators create, list and revoke feed tokens with regfeed', async (t) => {
  const env = { DATABASE_URL: service.config.databaseUrl!, LOG_LEVEL: 'warn' };
  const { customerId } = await service.createCustomer('Team');
  const created = await regfeed(['feed-tokens', 'create', '--customer', customerId, '--label', 'ops', '--json'], env);
  t.is(created.code, 0, created.stderr);
  const { id, token } = JSON.parse(created.stdout);
  t.is((await fetchFeed(token)).status, 200);
  const listed = JSON.parse((await regfeed(['feed-tokens', 'list', '--customer', customerId, '--json'], env)).stdout);
  t.like(listed.feed_tokens[0], { id, label: 'ops', revoked_at: null });
  t.false(JSON.stringify(listed).includes(token));
  const revoked = await regfeed(['feed-tokens', 'revoke', id], env);
  t.is(revoked.code, 0, revoked.stderr);
  t.is((await fetchFeed(token)).status, 404);
  const unknown = await regfeed(['feed-tokens', 'create', '--customer', 'cus_nope'], env);
  t.is(unknown.code, 1);
});
