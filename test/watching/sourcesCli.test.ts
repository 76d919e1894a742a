import test from 'ava';
import { regfeed } from '../support/cli.js';
import { startFixtureServer, type FixtureServer } from '../support/fixtureServer.js';
import { listingWithoutDates } from '../support/markupDrift.js';
import { startTestService, type TestService } from '../support/service.js';

let service: TestService;
let server: FixtureServer;
let env: Record<string, string>;
test.before(async () => {
  [service, server] = await Promise.all([startTestService(), startFixtureServer()]);
  env = { DATABASE_URL: service.config.databaseUrl!, LOG_LEVEL: 'warn', SOURCE_FETCH_TIMEOUT_MS: '1000' };
});
test.after.always(async () => {
  await service?.stop();
  await server?.close();
});

const json = async (args: string[]) => {
  const result = await regfeed([...args, '--json'], env);
  if (result.code !== 0) throw new Error(`regfeed ${args.join(' ')} failed: ${result.stderr}`);
  return JSON.parse(result.stdout);
};

test('sources list --json prints the registry: strategy, parameters and fetch health of each source', async (t) => {
  const { sources } = await json(['sources', 'list']);
  t.true(sources.length >= 20);
  const ojl = sources.find((source: { id: string }) => source.id === 'eurlex-oj-l');
  t.like(ojl, { fetch_strategy: 'rss', enabled: true, consecutive_failures: 0, last_success_at: null, params: { event_type: 'meta' } });
  t.deepEqual(ojl.params.keywords, ['2024/1689', 'artificial intelligence', 'AI Act']);
  t.deepEqual(ojl.params.languages, ['en', 'de', 'fr', 'nl', 'it', 'es']);
  t.like(
    sources.find((source: { id: string }) => source.id === 'ec-have-your-say'),
    { enabled: false },
  );
});

test('sources add, update, disable and enable, each recorded and shown', async (t) => {
  const added = await json([
    'sources',
    'add',
    '--id',
    'ec-press',
    '--name-en',
    'EC press corner',
    '--name-de',
    'EU-Pressecorner',
    '--base-url',
    server.url('/press'),
    '--strategy',
    'html_list',
    '--param',
    'item=.ecl-content-item',
    '--param',
    'keywords=["AI Act","general-purpose AI"]',
    '--param',
    'event_type=guidance',
  ]);
  t.like(added.source, {
    id: 'ec-press',
    fetch_strategy: 'html_list',
    enabled: true,
    params: { item: '.ecl-content-item', event_type: 'guidance' },
  });

  const updated = await json([
    'sources',
    'update',
    'ec-press',
    '--param',
    'interval=6h',
    '--param',
    'event_type=',
    '--note',
    'listing of the press corner',
  ]);
  t.like(updated, { changed: true, source: { note: 'listing of the press corner', params: { interval: '6h' } } });
  t.false('event_type' in updated.source.params, 'an empty value removes the parameter');
  t.like(await json(['sources', 'update', 'ec-press', '--param', 'interval=6h']), { changed: false });

  t.like(await json(['sources', 'disable', 'ec-press', '--reason', 'moved']), { changed: true, source: { enabled: false } });
  t.like(await json(['sources', 'enable', 'ec-press']), { changed: true, source: { enabled: true } });
});

test('bad input is refused with a clear message and changes nothing', async (t) => {
  const noSelector = await regfeed(
    [
      'sources',
      'add',
      '--id',
      'x-list',
      '--name-en',
      'X',
      '--name-de',
      'X',
      '--base-url',
      'https://example.org/',
      '--strategy',
      'html_list',
    ],
    env,
  );
  t.is(noSelector.code, 1);
  t.regex(noSelector.stderr, /html_list strategy needs the parameter "item"/);
  const duplicate = await regfeed(
    ['sources', 'add', '--id', 'bnetza', '--name-en', 'X', '--name-de', 'X', '--base-url', 'https://example.org/', '--strategy', 'rss'],
    env,
  );
  t.is(duplicate.code, 1);
  t.regex(duplicate.stderr, /exists already/);
  const badInterval = await regfeed(['sources', 'update', 'bnetza', '--param', 'interval=90 minutes'], env);
  t.is(badInterval.code, 1);
  t.regex(badInterval.stderr, /params\.interval/);
  const badJson = await regfeed(['sources', 'update', 'bnetza', '--param', 'keywords=["AI"'], env);
  t.is(badJson.code, 1);
  t.regex(badJson.stderr, /--param keywords: not valid JSON/);
  const unknown = await regfeed(['sources', 'disable', 'no-such-source'], env);
  t.is(unknown.code, 1);
  t.regex(unknown.stderr, /No source with id no-such-source/);
  const { sources } = await json(['sources', 'list']);
  t.false(sources.some((s: { id: string }) => s.id === 'x-list'));
  t.like(
    sources.find((s: { id: string }) => s.id === 'bnetza'),
    { name_en: 'Federal Network Agency – Artificial Intelligence' },
  );
});

test('sources fetch runs one fetch now and prints what it found; a failed fetch exits 1 with the reason', async (t) => {
  server.route('/ec-news', { file: 'ec-news.html' });
  await json([
    'sources',
    'add',
    '--id',
    'ec-news',
    '--name-en',
    'EC news',
    '--name-de',
    'EK Nachrichten',
    '--base-url',
    server.url('/ec-news'),
    '--strategy',
    'html_list',
    '--param',
    'item=.ecl-content-item',
    '--param',
    'title=.ecl-content-block__title',
    '--param',
    'date=time',
    '--param',
    'date_attribute=datetime',
    '--param',
    'summary=.ecl-content-block__description',
    '--param',
    'keywords=["AI Act","general-purpose AI"]',
    '--param',
    'event_type=guidance',
  ]);
  const { report } = await json(['sources', 'fetch', 'ec-news']);
  t.like(report, { status: 'succeeded', counts: { found: 3, relevant: 2, created: 2 } });
  t.like(report.items[0], {
    title: 'AI Office starts enforcing the obligations for general-purpose AI models',
    relevant: true,
    status: 'created',
    classification: { event_type: 'enforcement', ai_act_articles: ['Art. 101', 'Art. 92'], kind: 'enforcement_action', kind_from: 'text' },
  });
  const human = await regfeed(['sources', 'fetch', 'ec-news'], env);
  t.regex(human.stdout, /enforcement, \w+, [^\n]*Art\. 92 \(read as enforcement action, from the text alone\)/);
  t.regex(human.stdout, /ec-news: 3 items, 2 relevant: 0 created, 0 updated, 2 unchanged, 0 rejected/);
  t.regex(human.stdout, /not relevant {2}Commission welcomes agreement on the Gigabit Infrastructure Act/);

  server.route('/ec-news', { status: 403, file: 'challenge-403.html' });
  const refused = await regfeed(['sources', 'fetch', 'ec-news'], env);
  t.is(refused.code, 1);
  t.regex(refused.stdout, /fetch FAILED \(challenge\): HTTP 403/);
  t.like(
    (await json(['sources', 'list'])).sources.find((s: { id: string }) => s.id === 'ec-news'),
    { consecutive_failures: 1 },
  );
});

test('sources list shows a listing whose dates cannot be read, and a redesigned one as failing', async (t) => {
  server.route('/nl-drift', listingWithoutDates());
  await json([
    'sources',
    'add',
    '--id',
    'nl-drift',
    '--name-en',
    'Drifting listing',
    '--name-de',
    'Driftende Liste',
    '--base-url',
    server.url('/nl-drift'),
    '--strategy',
    'html_list',
    '--param',
    'item=.ecl-content-item',
    '--param',
    'date=time',
    '--param',
    'keywords=["AI Act"]',
  ]);
  const fetched = await regfeed(['sources', 'fetch', 'nl-drift'], env);
  t.is(fetched.code, 0);
  t.regex(fetched.stdout, /warning: dates unreadable: 3 of 3 items \(the date selector "time" matches nothing\)/);
  const listed = (await regfeed(['sources', 'list'], env)).stdout;
  t.regex(listed, /nl-drift .*\n(.*\n)*? {2}warning: dates unreadable: 3 of 3 items/);
  const { warnings } = (await json(['sources', 'list'])).sources.find((s: { id: string }) => s.id === 'nl-drift');
  t.is(warnings.length, 1);
  t.regex(warnings[0], /^dates unreadable: 3 of 3 items/);

  server.route('/nl-drift', { file: 'ec-news-redesigned.html' });
  const refused = await regfeed(['sources', 'fetch', 'nl-drift'], env);
  t.is(refused.code, 1);
  t.regex(refused.stdout, /fetch FAILED \(unparsable\): no element matches the item selector "\.ecl-content-item"/);
  t.regex((await regfeed(['sources', 'list'], env)).stdout, /last error: unparsable: no element matches the item selector/);
});

test('every sources command has --help', async (t) => {
  for (const command of ['list', 'add', 'update', 'disable', 'enable', 'fetch']) {
    const { code, stdout } = await regfeed(['sources', command, '--help'], env);
    t.is(code, 0, command);
    t.regex(stdout, /--json/, command);
  }
});
