import test from 'ava';
import { startTestService, type TestService } from '../support/service.js';

// WEBHOOK_ALLOW_PRIVATE_TARGETS=true, as in development and in the delivery tests: webhooks may go
// to loopback and private networks, over plain http. Nothing here is ever called.

let service: TestService;
test.before(async () => {
  service = await startTestService({ WEBHOOK_ALLOW_PRIVATE_TARGETS: 'true' });
});
test.after.always(() => service?.stop());

test('start-up warns that private targets are allowed', (t) => {
  const warnings = service.logs.map((line) => JSON.parse(line)).filter((line) => line.level === 40);
  t.true(warnings.some((line) => /WEBHOOK_ALLOW_PRIVATE_TARGETS is true/.test(line.msg)));
});

const create = async (webhook_url: string) => {
  const { apiKey } = await service.createCustomer('Team');
  return service.request('/v1/subscriptions', { method: 'POST', apiKey, json: { webhook_url, topics: ['gpai'] } });
};

test('loopback, private and link-local targets are accepted, over http too', async (t) => {
  for (const url of [
    'http://127.0.0.1:9/hook',
    'http://localhost:9/hook',
    'https://[::1]:9/hook',
    'http://10.0.0.1/hook',
    'http://192.168.1.1/hook',
    'http://[fd00::1]/hook',
  ]) {
    const response = await create(url);
    t.is(response.status, 201, url);
    t.is((await response.json()).subscription.webhook_url, new URL(url).href);
  }
});

test('addresses nobody can serve from, other schemes and credentials are still refused', async (t) => {
  for (const url of [
    'http://0.0.0.0/hook',
    'http://[::]/hook',
    'http://224.0.0.1/hook',
    'http://255.255.255.255/hook',
    'ftp://127.0.0.1/hook',
    'http://u:p@127.0.0.1/hook',
  ]) {
    const response = await create(url);
    t.is(response.status, 400, url);
    t.deepEqual(Object.keys((await response.json()).details.fields), ['webhook_url'], url);
  }
});
