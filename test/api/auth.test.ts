import test from 'ava';
import { batchedAdmissions } from '../../src/api/auth.js';
import { changeCustomer, rotateApiKey } from '../../src/application/customerCommands.js';
import { digestApiKey } from '../../src/domain/apiKey.js';
import { startTestService, type TestService } from '../support/service.js';

let service: TestService;
test.before(async () => {
  service = await startTestService();
});
test.after.always(() => service?.stop());

const unauthorizedBody = {
  error: 'unauthorized',
  message: 'Missing or invalid credentials: send "Authorization: Bearer <API key>"',
  details: {},
};

test('a request without credentials is 401 with the Error body', async (t) => {
  const response = await service.request('/v1/account');
  t.is(response.status, 401);
  t.is(response.headers.get('www-authenticate'), 'Bearer');
  t.deepEqual(await response.json(), unauthorizedBody);
});

test('a well-formed but unknown key gets the same 401 as a malformed one', async (t) => {
  const unknown = await service.request('/v1/account', { apiKey: `regfeed_${'0'.repeat(64)}` });
  const malformed = await service.request('/v1/account', { apiKey: 'sk_live_123' });
  t.is(unknown.status, 401);
  t.is(malformed.status, 401);
  t.deepEqual(await unknown.json(), await malformed.json());
});

test('a valid key is admitted, counted and answered with the rate-limit headers', async (t) => {
  const { customerId, apiKey } = await service.createCustomer('Indie');
  const first = await service.request('/v1/account', { apiKey });
  t.is(first.status, 200);
  t.is(first.headers.get('x-ratelimit-limit'), '1000');
  t.is(first.headers.get('x-ratelimit-remaining'), '999');
  t.is(first.headers.get('cache-control'), 'no-store');
  const nextMidnight = Math.ceil((Date.now() + 1) / 86_400_000) * 86_400;
  t.is(Number(first.headers.get('x-ratelimit-reset')), nextMidnight);
  const { account } = await first.json();
  t.like(account, { customer_id: customerId, tier: 'Indie', status: 'active', usage: { api_requests_today: 1, deliveries_this_month: 0 } });
  const second = await service.request('/v1/account', { apiKey });
  t.is(second.headers.get('x-ratelimit-remaining'), '998');
});

test('the daily quota is exact under 50 parallel requests, and a 429 says when it resets', async (t) => {
  const quota = 20;
  const { customerId, apiKey } = await service.createCustomer('Embedded', { apiRequestsPerDay: quota, deliveriesPerMonth: 100 });
  const responses = await Promise.all(Array.from({ length: 50 }, () => service.request('/v1/account', { apiKey })));
  const statuses = responses.map((r) => r.status);
  t.is(statuses.filter((s) => s === 200).length, quota);
  t.is(statuses.filter((s) => s === 429).length, 50 - quota);
  const { rows } = await service.backend.pool.query(`SELECT used FROM api_usage_daily WHERE customer_id = $1`, [customerId]);
  t.is(rows[0].used, quota);

  const refused = responses.find((r) => r.status === 429)!;
  t.like(await refused.json(), { error: 'rate_limited' });
  t.is(refused.headers.get('x-ratelimit-remaining'), '0');
  const reset = Number(refused.headers.get('x-ratelimit-reset'));
  const retryAfter = Number(refused.headers.get('retry-after'));
  t.true(retryAfter >= 1 && Math.abs(Date.now() / 1000 + retryAfter - reset) <= 2);
  for (const r of responses) if (r.status === 200) await r.body?.cancel();
});

test('requests metered together are granted in turn per customer: each quota exact, each admitted request its own count', async (t) => {
  const a = await service.createCustomer('Embedded', { apiRequestsPerDay: 5, deliveriesPerMonth: 1 });
  const b = await service.createCustomer('Embedded', { apiRequestsPerDay: 3, deliveriesPerMonth: 1 });
  const unknown = `regfeed_${'1'.repeat(64)}`;
  // Interleaved, and all at once, so that they share metering statements.
  const keys = Array.from({ length: 12 }, (_, i) => [a.apiKey, b.apiKey, unknown][i % 3]!);
  const responses = await Promise.all([...keys, ...keys].map((apiKey) => service.request('/v1/account', { apiKey })));
  const of = (apiKey: string) => responses.filter((_, i) => [...keys, ...keys][i] === apiKey);
  const admitted = (apiKey: string) => of(apiKey).filter((r) => r.status === 200);
  t.is(admitted(a.apiKey).length, 5);
  t.is(admitted(b.apiKey).length, 3);
  t.true(of(unknown).every((r) => r.status === 401));
  t.true([...of(a.apiKey), ...of(b.apiKey)].every((r) => r.status === 200 || r.status === 429));
  const remaining = (apiKey: string) =>
    admitted(apiKey)
      .map((r) => Number(r.headers.get('x-ratelimit-remaining')))
      .sort();
  t.deepEqual(remaining(a.apiKey), [0, 1, 2, 3, 4]);
  t.deepEqual(remaining(b.apiKey), [0, 1, 2]);
  const { rows } = await service.backend.pool.query(
    `SELECT customer_id, used FROM api_usage_daily WHERE customer_id = ANY ($1) ORDER BY used`,
    [[a.customerId, b.customerId]],
  );
  t.deepEqual(rows, [
    { customer_id: b.customerId, used: 3 },
    { customer_id: a.customerId, used: 5 },
  ]);
  for (const r of responses) await r.body?.cancel();
});

test('requests admitted in one metering statement are granted in turn per customer', async (t) => {
  const a = await service.createCustomer('Embedded', { apiRequestsPerDay: 5, deliveriesPerMonth: 1 });
  const b = await service.createCustomer('Embedded', { apiRequestsPerDay: 3, deliveriesPerMonth: 1 });
  const admit = batchedAdmissions(service.backend.meteringPool);
  // Asked in one tick: one batch.
  const keys = Array.from({ length: 12 }, (_, i) => [a.apiKey, b.apiKey, `regfeed_${'2'.repeat(64)}`][i % 3]!);
  const admissions = await Promise.all(keys.map((key) => admit(digestApiKey(key))));
  const used = (customerId: string) => admissions.filter((x) => x?.id === customerId).map((x) => x!.used);
  t.deepEqual(used(a.customerId), [1, 2, 3, 4]);
  t.deepEqual(used(b.customerId), [1, 2, 3, null]);
  t.deepEqual(admissions.filter((x) => x === undefined).length, 4);
  const again = await Promise.all([admit(digestApiKey(a.apiKey)), admit(digestApiKey(a.apiKey))]);
  t.deepEqual(
    again.map((x) => x!.used),
    [5, null],
  );
});

test('customers do not share a quota', async (t) => {
  const a = await service.createCustomer('Embedded', { apiRequestsPerDay: 1, deliveriesPerMonth: 1 });
  const b = await service.createCustomer('Embedded', { apiRequestsPerDay: 1, deliveriesPerMonth: 1 });
  t.is((await service.request('/v1/account', { apiKey: a.apiKey })).status, 200);
  t.is((await service.request('/v1/account', { apiKey: a.apiKey })).status, 429);
  t.is((await service.request('/v1/account', { apiKey: b.apiKey })).status, 200);
});

test('a rotated key is refused at once and the new one works', async (t) => {
  const { customerId, apiKey: oldKey } = await service.createCustomer();
  t.is((await service.request('/v1/account', { apiKey: oldKey })).status, 200);
  const { apiKey: newKey } = await rotateApiKey(service.backend.eventStore, customerId);
  t.is((await service.request('/v1/account', { apiKey: oldKey })).status, 401);
  t.is((await service.request('/v1/account', { apiKey: newKey })).status, 200);
});

test('a tier change applies to the next request', async (t) => {
  const { customerId, apiKey } = await service.createCustomer('Indie');
  await changeCustomer(service.backend.eventStore, { type: 'ChangeTier', data: { customerId, tier: 'GPAI', customQuotas: null } });
  const response = await service.request('/v1/account', { apiKey });
  t.is(response.headers.get('x-ratelimit-limit'), '100000');
  t.like((await response.json()).account, { tier: 'GPAI', limits: { active_subscriptions: 25 } });
});

test('a suspended customer still authenticates and sees its status', async (t) => {
  const { customerId, apiKey } = await service.createCustomer();
  await changeCustomer(service.backend.eventStore, { type: 'SuspendCustomer', data: { customerId, reason: 'test' } });
  const response = await service.request('/v1/account', { apiKey });
  t.is(response.status, 200);
  t.is((await response.json()).account.status, 'suspended');
});

test('no log line, event or read table holds a plaintext key', async (t) => {
  const { apiKey } = await service.createCustomer();
  await service.request('/v1/account', { apiKey });
  await service.request('/v1/account', { apiKey: apiKey.replace(/.$/, 'f') });
  t.true(service.logs.length > 0);
  t.false(service.logs.some((line) => line.includes(apiKey.slice(8))));
  const requestLines = service.logs
    .map((line) => JSON.parse(line))
    .filter((entry) => entry.msg === 'request' && entry.route === '/v1/account');
  t.true(
    requestLines.some((entry) => entry.requestId && entry.customerId),
    'request lines carry the request and the customer',
  );
  const { rows } = await service.backend.pool.query(
    `SELECT (SELECT count(*)::int FROM emt_messages WHERE message_data::text LIKE $1) AS events,
            (SELECT count(*)::int FROM api_keys WHERE digest LIKE $1 OR hint LIKE $1) AS keys`,
    [`%${apiKey.slice(8)}%`],
  );
  t.deepEqual(rows[0], { events: 0, keys: 0 });
});
