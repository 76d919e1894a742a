import test from 'ava';
import { createHmac } from 'node:crypto';
import net from 'node:net';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { Cursor } from '../../src/projections/cursor.js';
import { startTestService, type TestService } from '../support/service.js';

const PAYMENT_SECRET = 'hostile-payment-secret';
let service: TestService;
let apiKey: string;
let customerId: string;
let subscriptionId: string;
test.before(async () => {
  service = await startTestService({ PAYMENT_WEBHOOK_SECRET: PAYMENT_SECRET, WEBHOOK_ALLOW_PRIVATE_TARGETS: 'true' });
  ({ apiKey, customerId } = await service.createCustomer('Team'));
  const created = await service.request('/v1/subscriptions', {
    method: 'POST',
    apiKey,
    json: { webhook_url: 'http://127.0.0.1:9/hook', topics: ['gpai'] },
  });
  subscriptionId = (await created.json()).subscription.id;
});
test.after.always(() => service?.stop());

const expectError = async (t: import('ava').ExecutionContext, response: Response, status: number, error: string) => {
  t.is(response.status, status);
  t.regex(response.headers.get('content-type') ?? '', /application\/json/);
  const body = await response.json();
  t.is(body.error, error);
  t.is(typeof body.message, 'string');
  t.deepEqual(typeof body.details, 'object');
};

test('an unknown path is 404 not_found', async (t) => {
  await expectError(t, await service.request('/v1/nothing-here'), 404, 'not_found');
});

test('a wrong method is 405 method_not_allowed with Allow', async (t) => {
  const response = await service.request('/v1/topics', { method: 'DELETE' });
  t.is(response.headers.get('allow'), 'HEAD, GET');
  await expectError(t, response, 405, 'method_not_allowed');
});

test('malformed JSON is 400 invalid_input', async (t) => {
  const response = await service.request('/v1/topics', { method: 'POST', body: '{"a":', headers: { 'Content-Type': 'application/json' } });
  await expectError(t, response, 400, 'invalid_input');
});

test('requests refused before routing are logged and counted under the route they were for', async (t) => {
  const badJson = await service.request('/v1/subscriptions', {
    method: 'POST',
    apiKey,
    body: '{"a":',
    headers: { 'Content-Type': 'application/json' },
  });
  t.is(badJson.status, 400);
  const form = await service.request('/v1/subscriptions', {
    method: 'POST',
    apiKey,
    body: 'a=b',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
  });
  t.is(form.status, 415);
  const logged = service.logs
    .map((line) => JSON.parse(line))
    .filter((line) => line.msg === 'request' && line.path === '/v1/subscriptions' && line.method === 'POST');
  t.true(logged.some((line) => line.status === 400 && line.route === '/v1/subscriptions'));
  t.true(logged.some((line) => line.status === 415 && line.route === '/v1/subscriptions'));
  const metrics = await (await service.request('/metrics')).text();
  t.regex(metrics, /http_requests_total\{method="POST",route="\/v1\/subscriptions",status_code="400"\}/);
  t.regex(metrics, /http_requests_total\{method="POST",route="\/v1\/subscriptions",status_code="415"\}/);
});

test('a body over 256 KiB is 413 payload_too_large', async (t) => {
  const body = JSON.stringify({ blob: 'x'.repeat(300 * 1024) });
  const response = await service.request('/v1/topics', { method: 'POST', body, headers: { 'Content-Type': 'application/json' } });
  await expectError(t, response, 413, 'payload_too_large');
});

test('a non-JSON body is 415 unsupported_media_type', async (t) => {
  const response = await service.request('/v1/topics', {
    method: 'POST',
    body: 'a=b',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
  });
  await expectError(t, response, 415, 'unsupported_media_type');
});

/** Sends bytes as they are (no client library to tidy them up); the status and body of the answer. */
async function rawExchange(head: string): Promise<{ status: number; body: string; contentType: string }> {
  const { port } = new URL(service.url);
  return new Promise((resolve, reject) => {
    const socket = net.connect(Number(port), '127.0.0.1', () => socket.write(head));
    let data = '';
    socket.on('data', (chunk) => (data += chunk.toString('latin1')));
    socket.on('end', () =>
      resolve({
        status: Number(/^HTTP\/1\.1 (\d{3})/.exec(data)?.[1] ?? 0),
        body: data.slice(data.indexOf('\r\n\r\n') + 4),
        contentType: /\r\ncontent-type: ([^\r]+)/i.exec(data)?.[1] ?? '',
      }),
    );
    socket.on('error', reject);
  });
}

const rawRequest = async (requestLine: string): Promise<number> =>
  (await rawExchange(`${requestLine}\r\nHost: x\r\nConnection: close\r\n\r\n`)).status;

test('odd paths and methods never give a 5xx', async (t) => {
  const lines = [
    'GET /%',
    'GET /v1/%E0%A4%A',
    'GET /v1/../../etc/passwd',
    'GET /v1/account%00',
    `GET /${'a'.repeat(8000)}`,
    'GET //v1//health',
    'PROPFIND /v1/topics',
    'GET /v1/health?x=%ZZ&y[]=1&y[]=2',
    'OPTIONS /v1/sources',
    'GET /v1/account/../health',
  ];
  for (const line of lines) {
    const status = await rawRequest(`${line} HTTP/1.1`);
    t.true(status >= 200 && status < 500, `${line.slice(0, 40)} gave ${status}`);
  }
});

test('hostile Authorization headers are 401, never 5xx', async (t) => {
  for (const header of [
    'Bearer',
    'Bearer ',
    'Basic abc',
    `Bearer regfeed_${'g'.repeat(64)}`,
    `Bearer ${'x'.repeat(5000)}`,
    `Bearer regfeed_${'0'.repeat(63)}'`,
  ]) {
    const response = await service.request('/v1/account', { headers: { Authorization: header } });
    t.is(response.status, 401, header.slice(0, 30));
  }
});

test('requests the HTTP parser refuses get a JSON Error body too', async (t) => {
  const heads = [
    'GET /v1/a\u0000b HTTP/1.1\r\nHost: x\r\n\r\n',
    'GET /v1/a b HTTP/1.1\r\nHost: x\r\n\r\n',
    'FROBNICATE /v1/topics HTTP/1.1\r\nHost: x\r\n\r\n',
    'GET /v1/topics HTTP/1.1\r\nHost: x\r\nX-Broken-Header\r\n\r\n',
    'GET /v1/topics HTTP/1.1\r\nHost: x\r\nX-Folded: one\r\n  two\r\n\r\n',
  ];
  for (const head of heads) {
    const { status, body, contentType } = await rawExchange(head);
    t.is(status, 400, JSON.stringify(head));
    t.regex(contentType, /application\/json/);
    const parsed = JSON.parse(body);
    t.is(parsed.error, 'invalid_input');
    t.is(typeof parsed.message, 'string');
    t.deepEqual(typeof parsed.details, 'object');
  }
});

const subscriptionCount = async () =>
  (await service.backend.pool.query('SELECT count(*)::int AS n FROM subscriptions')).rows[0].n as number;

test('NUL in path ids and query values is 400 invalid_input on every route', async (t) => {
  const paths = [
    ['GET', '/v1/events/evt_2026_0101_001%00'],
    ['GET', `/v1/subscriptions/${subscriptionId}%00`],
    ['DELETE', `/v1/subscriptions/sub_%00x`],
    ['GET', '/v1/subscriptions/sub_%00x/history'],
    ['POST', '/v1/subscriptions/sub_%00x/test'],
    ['GET', '/v1/deliveries/dlv_%00x'],
    ['GET', '/v1/events?source=ep%00'],
    ['GET', '/v1/deliveries?subscription_id=sub_%00'],
    ['GET', '/v1/events?topics=gpai%00'],
  ];
  for (const [method, path] of paths) {
    await expectError(t, await service.request(path!, { method, apiKey }), 400, 'invalid_input');
  }
});

test('NUL in a JSON string field is 400, names the field, and creates nothing', async (t) => {
  const before = await subscriptionCount();
  for (const [json, field] of [
    [{ webhook_url: 'http://127.0.0.1:9/hook', topics: ['gpai'], source_filter: ['ep\u0000'] }, 'source_filter.0'],
    [{ webhook_url: 'http://127.0.0.1:9/hook\u0000', topics: ['gpai'] }, 'webhook_url'],
    [{ webhook_url: 'http://127.0.0.1:9/hook', topics: ['gpai'], 'x\u0000': 1 }, 'body'],
  ] as const) {
    const response = await service.request('/v1/subscriptions', { method: 'POST', apiKey, json });
    await expectError(t, response.clone(), 400, 'invalid_input');
    t.deepEqual(Object.keys((await response.json()).details.fields), [field]);
  }
  t.is(await subscriptionCount(), before);
});

test('cursors with numbers out of range or NUL in their id are 400', async (t) => {
  // Real cursors of both listings, whose position is then replaced (the filters' fingerprint stays valid).
  const eventsCursor = (await (await service.request('/v1/events?limit=1', { apiKey })).json()).next_cursor as string;
  const deliveriesCursor = Cursor.encode({ at: 0, id: 'dlv_x' }, { customerId, status: undefined, subscriptionId: undefined });
  const forged = (valid: string, at: string, id: string) => {
    const [, , print] = JSON.parse(Buffer.from(valid, 'base64url').toString('utf8'));
    return Buffer.from(`[${at},${JSON.stringify(id)},${JSON.stringify(print)}]`).toString('base64url');
  };
  for (const [path, valid] of [
    ['/v1/events', eventsCursor],
    ['/v1/deliveries', deliveriesCursor],
  ] as const) {
    t.is(
      (await service.request(`${path}?cursor=${forged(valid, '1', 'x')}`, { apiKey })).status,
      200,
      'the forged cursor passes the fingerprint',
    );
    for (const at of ['1e300', '-1e300', '1.5', '9223372036854775808']) {
      await expectError(t, await service.request(`${path}?cursor=${forged(valid, at, 'x')}`, { apiKey }), 400, 'invalid_input');
    }
    await expectError(t, await service.request(`${path}?cursor=${forged(valid, '1', 'x\u0000')}`, { apiKey }), 400, 'invalid_input');
  }
});

test('a broken gzip stream or garbage brotli body is 400 and creates nothing', async (t) => {
  const before = await subscriptionCount();
  const valid = JSON.stringify({ webhook_url: 'http://127.0.0.1:9/hook', topics: ['gpai'] });
  const bodies: [string, Buffer][] = [
    ['gzip', gzipSync(valid).subarray(0, 20)],
    ['gzip', Buffer.from('definitely not gzip')],
    ['br', Buffer.from('garbage that is not brotli at all')],
    ['br', brotliCompressSync(valid).subarray(0, 5)],
    ['deflate', Buffer.from('nope')],
  ];
  for (const [encoding, body] of bodies) {
    const response = await service.request('/v1/subscriptions', {
      method: 'POST',
      apiKey,
      body,
      headers: { 'Content-Type': 'application/json', 'Content-Encoding': encoding },
    });
    await expectError(t, response, 400, 'invalid_input');
  }
  t.is(await subscriptionCount(), before);
});

const signedPayment = (body: string) =>
  service.request('/v1/webhooks/payment', {
    method: 'POST',
    body,
    headers: { 'Content-Type': 'application/json', 'Payment-Signature': createHmac('sha256', PAYMENT_SECRET).update(body).digest('hex') },
  });
const paymentEventCount = async () =>
  (await service.backend.pool.query('SELECT count(*)::int AS n FROM payment_events')).rows[0].n as number;

test('a signed payment callback with NUL in id, type or data is 400 and records nothing', async (t) => {
  const before = await paymentEventCount();
  const created = Math.floor(Date.now() / 1000);
  for (const event of [
    { id: 'evt_\u0000', type: 'invoice.paid', created, data: { provider_customer_id: 'p' } },
    { id: 'evt_nul_type', type: 'invoice.paid\u0000', created, data: { provider_customer_id: 'p' } },
    { id: 'evt_nul_data', type: 'invoice.paid', created, data: { provider_customer_id: 'p\u0000' } },
    { id: 'evt_nul_key', type: 'unknown.kind', created, data: { 'k\u0000': 'v' } },
  ]) {
    await expectError(t, await signedPayment(JSON.stringify(event)), 400, 'invalid_input');
  }
  t.is(await paymentEventCount(), before);
});

test('a signed payment callback nested 5,000 deep (objects) or 60,000 deep (arrays) is 400 and records nothing', async (t) => {
  const before = await paymentEventCount();
  const created = Math.floor(Date.now() / 1000);
  const objects = `${'{"a":'.repeat(5_000)}1${'}'.repeat(5_000)}`;
  const arrays = `${'['.repeat(60_000)}${']'.repeat(60_000)}`;
  for (const [id, data] of [
    ['evt_deep_objects', objects],
    ['evt_deep_arrays', arrays],
  ]) {
    const body = `{"id":"${id}","type":"unknown.kind","created":${created},"data":${data}}`;
    await expectError(t, await signedPayment(body), 400, 'invalid_input');
  }
  t.is(await paymentEventCount(), before);
});
