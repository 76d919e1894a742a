import test from 'ava';
import pg from 'pg';
import { createApp } from '../../src/api/app.js';
import { loadConfig } from '../../src/config.js';
import { TOPICS } from '../../src/domain/vocabulary.js';
import { createWebhookSender } from '../../src/delivery/webhookSender.js';
import { createLogger } from '../../src/runtime/logger.js';
import { startTestService, type TestService } from '../support/service.js';

let service: TestService;
test.before(async () => {
  service = await startTestService({ METRICS_TOKEN: 'metrics-token-for-tests' });
});
test.after.always(() => service?.stop());

test('health answers ok without credentials, with the event count and the sources', async (t) => {
  const response = await service.request('/v1/health');
  t.is(response.status, 200);
  const body = await response.json();
  t.is(body.status, 'ok');
  t.true(Number.isInteger(body.events_total));
  t.false(Number.isNaN(Date.parse(body.timestamp)));
  t.true(body.sources.length >= 12);
});

test('health answers 503 with the Error body when the database does not answer', async (t) => {
  const pool = new pg.Pool({ connectionString: 'postgres://postgres@127.0.0.1:1/none', connectionTimeoutMillis: 500 });
  const secretsKey = { id: 'unused', key: Buffer.alloc(32) };
  const app = createApp({
    config: loadConfig({}),
    pool,
    meteringPool: pool,
    eventStore: service.backend.eventStore,
    boss: service.boss,
    log: createLogger('silent'),
    secretsKey,
    sender: createWebhookSender({ allowPrivateTargets: false }, 1_000),
    availability: service.backend.availability,
  });
  const server = app.listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  const { port } = server.address() as { port: number };
  const response = await fetch(`http://127.0.0.1:${port}/v1/health`);
  t.is(response.status, 503);
  t.is(response.headers.get('retry-after'), '5');
  t.like(await response.json(), { error: 'unavailable', details: {} });
  server.close();
  await pool.end();
});

test('topics lists the spec vocabulary in order', async (t) => {
  const response = await service.request('/v1/topics');
  t.is(response.status, 200);
  t.deepEqual(await response.json(), { topics: [...TOPICS] });
});

test('sources lists at least 12 official sources with every Source field, and the disclaimer', async (t) => {
  const response = await service.request('/v1/sources');
  t.is(response.status, 200);
  const { sources, disclaimer } = await response.json();
  t.regex(disclaimer, /not legal advice/);
  t.true(sources.length >= 12);
  for (const source of sources) {
    t.deepEqual(Object.keys(source).sort(), [
      'base_url',
      'consecutive_failures',
      'enabled',
      'fetch_strategy',
      'id',
      'last_error',
      'last_success_at',
      'name_de',
      'name_en',
      'warnings',
    ]);
    t.deepEqual(source.warnings, []);
    t.regex(source.base_url, /^https:\/\//);
    t.is(source.consecutive_failures, 0);
    t.is(source.last_success_at, null);
  }
  t.truthy(sources.find((s: { id: string }) => s.id === 'eurlex-oj-l'));
});

test('seeding the sources again appends nothing', async (t) => {
  const count = async () =>
    (await service.backend.pool.query(`SELECT count(*)::int AS n FROM emt_messages WHERE stream_id LIKE 'source-%'`)).rows[0].n;
  const before = await count();
  const { seedSources } = await import('../../src/application/sourceCommands.js');
  await seedSources(service.backend.eventStore, service.config.sourceRegistryFile);
  t.is(await count(), before);
});

test('the OpenAPI 3.1 document describes the public and authenticated endpoints', async (t) => {
  const response = await service.request('/v1/openapi.json');
  t.is(response.status, 200);
  const document = await response.json();
  t.is(document.openapi, '3.1.0');
  for (const path of ['/v1/health', '/v1/topics', '/v1/sources', '/v1/account']) t.truthy(document.paths[path], path);
  t.deepEqual(document.paths['/v1/account'].get.security, [{ bearerAuth: [] }]);
  t.truthy(document.paths['/v1/account'].get.responses['429']);
  t.truthy(document.components.schemas.Error);
  // Additive fields of the editorial corrections and of markup drift are described too.
  t.true(document.components.schemas.Event.required.includes('classification'));
  t.deepEqual(document.components.schemas.Classification.properties.method.enum, ['rules', 'editor']);
  t.is(document.components.schemas.Source.properties.warnings.type, 'array');
});

test('metrics need the token and count requests by route template', async (t) => {
  t.is((await service.request('/metrics')).status, 401);
  await service.request('/v1/topics');
  await service.request('/v1/nowhere/123');
  const response = await service.request('/metrics', { headers: { Authorization: 'Bearer metrics-token-for-tests' } });
  t.is(response.status, 200);
  const text = await response.text();
  t.regex(text, /http_server_request_duration_seconds_bucket\{[^}]*route="\/v1\/topics"/);
  t.regex(text, /http_requests_total\{method="GET",route="unmatched",status_code="404"\}/);
  t.notRegex(text, /nowhere/);
});

test('every response carries a request id; a well-formed incoming one is echoed', async (t) => {
  const response = await service.request('/v1/topics', { headers: { 'X-Request-Id': 'trace-1234567' } });
  t.is(response.headers.get('x-request-id'), 'trace-1234567');
  t.regex((await service.request('/v1/topics')).headers.get('x-request-id') ?? '', /^[0-9a-f-]{36}$/);
});
