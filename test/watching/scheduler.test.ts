import test from 'ava';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { updateSource } from '../../src/application/sourceCommands.js';
import { enqueueDueSources, FETCH_QUEUE } from '../../src/processors/sourceWatching.js';
import { startBoss } from '../../src/runtime/boss.js';
import { createLogger } from '../../src/runtime/logger.js';
import { projectPath } from '../../src/runtime/paths.js';
import { startFixtureServer, type FixtureServer } from '../support/fixtureServer.js';
import { startTestService, type TestService } from '../support/service.js';

let service: TestService;
let server: FixtureServer;
let registryDir: string;

/** The shipped registry with every source off, except two pointed at the fixture server. */
function fixtureRegistry(): string {
  const shipped: { id: string; enabled: boolean; params: Record<string, unknown> }[] = JSON.parse(
    readFileSync(projectPath('data', 'sources.json'), 'utf8'),
  );
  const pointed: Record<string, Record<string, unknown>> = {
    'eurlex-oj-l': { url: server.url('/oj-l') },
    bnetza: { url: server.url('/bnetza') },
  };
  const registry = shipped.map((source) => ({
    ...source,
    enabled: source.id in pointed,
    params: { ...source.params, ...pointed[source.id] },
  }));
  registryDir = mkdtempSync(path.join(os.tmpdir(), 'regfeed-registry-'));
  const file = path.join(registryDir, 'sources.json');
  writeFileSync(file, JSON.stringify(registry));
  return file;
}

test.before(async () => {
  server = await startFixtureServer();
  server.route('/oj-l', { file: 'oj-l.rss.xml' });
  server.route('/bnetza', { file: 'bnetza-ki.html' });
  service = await startTestService({
    SOURCE_FETCH_ENABLED: 'true',
    SOURCE_REGISTRY_FILE: fixtureRegistry(),
    SOURCE_FETCH_TIMEOUT_MS: '2000',
  });
});
test.after.always(async () => {
  await service?.stop();
  await server?.close();
  if (registryDir) rmSync(registryDir, { recursive: true, force: true });
});

async function eventually<T>(probe: () => Promise<T | undefined>, timeoutMs = 20_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error('timed out waiting');
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

const sourcesById = async () =>
  new Map<string, { last_success_at: number | null; enabled: boolean }>(
    ((await (await service.request('/v1/sources')).json()).sources as { id: string }[]).map((s) => [s.id, s as never]),
  );

test.serial('a fresh start watches the seeded sources: the enabled ones are fetched at once, the disabled ones never', async (t) => {
  const fetched = await eventually(async () => {
    const sources = await sourcesById();
    return sources.get('eurlex-oj-l')?.last_success_at && sources.get('bnetza')?.last_success_at ? sources : undefined;
  });
  t.false(fetched.get('ec-digital')!.enabled);
  t.is(fetched.get('ec-digital')!.last_success_at, null);
  t.deepEqual([...new Set(server.requests().map((request) => request.path))].sort(), ['/bnetza', '/oj-l']);
  t.regex(server.requests('/oj-l')[0]!.headers['user-agent'] ?? '', /^regfeed\//);

  const { apiKey } = await service.createCustomer();
  const { events } = await (await service.request('/v1/events?source=eurlex-oj-l&limit=200', { apiKey })).json();
  t.true(events.some((event: { url_official: string }) => event.url_official === 'https://eur-lex.europa.eu/eli/reg_impl/2026/1755/oj'));

  const { rows } = await service.backend.pool.query(`SELECT name, cron FROM pgboss.schedule WHERE name = 'source-fetch-schedule'`);
  t.deepEqual(rows, [{ name: 'source-fetch-schedule', cron: '* * * * *' }], 'and a fetch is due every minute from now on');
});

test.serial('the schedule queues only due sources, one queued fetch per source; a changed source is due at once', async (t) => {
  const boss = await startBoss(service.backend.pool, createLogger('silent'), { worker: false, availability: service.backend.availability });
  t.teardown(() => boss.stop({ graceful: false }));
  t.deepEqual(await enqueueDueSources(boss, service.backend.pool), [], 'both were fetched and are not due for an hour');

  await updateSource(service.backend.eventStore, 'eurlex-oj-l', { params: { interval: '2h' } });
  // Two schedulers at once (two worker processes): the short policy leaves one queued fetch.
  const queued = await Promise.all([enqueueDueSources(boss, service.backend.pool), enqueueDueSources(boss, service.backend.pool)]);
  t.deepEqual(queued.flat(), ['eurlex-oj-l']);
  const before = server.requests('/oj-l').length;
  await eventually(async () => (server.requests('/oj-l').length > before ? true : undefined));
  const { rows } = await service.backend.pool.query(
    `SELECT count(*)::int AS n FROM pgboss.job WHERE name = $1 AND singleton_key = 'eurlex-oj-l'`,
    [FETCH_QUEUE],
  );
  t.is(rows[0].n, 2, 'the fetch at start and this one');
});
