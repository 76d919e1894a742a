import test from 'ava';
import { startTestService, type TestService } from '../support/service.js';

let service: TestService;
test.before(async () => {
  service = await startTestService({ WEBHOOK_ALLOW_PRIVATE_TARGETS: 'true' });
});
test.after.always(() => service?.stop());

const body = { webhook_url: 'http://127.0.0.1:9/hook', topics: ['gpai'] };
const create = (apiKey: string, key: string, json: unknown = body) =>
  service.request('/v1/subscriptions', { method: 'POST', apiKey, json, headers: { 'Idempotency-Key': key } });
const subscriptionsOf = async (apiKey: string) => (await (await service.request('/v1/subscriptions', { apiKey })).json()).subscriptions;

test('ten concurrent creates with one Idempotency-Key make exactly one subscription, and all ten get the same secret', async (t) => {
  const { apiKey } = await service.createCustomer('GPAI');
  const responses = await Promise.all(Array.from({ length: 10 }, () => create(apiKey, 'create-once')));
  t.deepEqual(
    responses.map((r) => r.status),
    Array(10).fill(201),
  );
  const bodies = await Promise.all(responses.map((r) => r.json()));
  t.is(new Set(bodies.map((b) => b.subscription.webhook_secret)).size, 1);
  t.is(new Set(bodies.map((b) => b.subscription.id)).size, 1);
  t.is((await subscriptionsOf(apiKey)).length, 1);

  // Kept sealed: the stored answer does not show the secret.
  const { rows } = await service.backend.pool.query('SELECT * FROM idempotency_keys WHERE key = $1', ['create-once']);
  t.false(JSON.stringify(rows).includes(bodies[0].subscription.webhook_secret));
  t.false(Buffer.from(rows[0].ciphertext).toString('latin1').includes(bodies[0].subscription.webhook_secret));
});

test('the same key with another body is 409 idempotency_conflict; a malformed key 400; another customer’s key is its own', async (t) => {
  const { apiKey } = await service.createCustomer('GPAI');
  t.is((await create(apiKey, 'k1')).status, 201);
  const conflict = await create(apiKey, 'k1', { ...body, topics: ['transparency'] });
  t.is(conflict.status, 409);
  t.is((await conflict.json()).error, 'idempotency_conflict');
  const malformed = await create(apiKey, 'x'.repeat(256));
  t.is(malformed.status, 400);
  t.is((await malformed.json()).error, 'invalid_input');
  const other = await service.createCustomer('GPAI');
  t.is((await create(other.apiKey, 'k1')).status, 201);
  t.is((await subscriptionsOf(apiKey)).length, 1);
  t.is((await subscriptionsOf(other.apiKey)).length, 1);
});

test('an answer is erased after 24 hours: the key then creates anew; a failed request frees its key', async (t) => {
  const { apiKey } = await service.createCustomer('GPAI');
  const first = await (await create(apiKey, 'day-old')).json();
  await service.backend.pool.query(`UPDATE idempotency_keys SET expires_at = now() - interval '1 second' WHERE key = 'day-old'`);
  const second = await (await create(apiKey, 'day-old')).json();
  t.not(second.subscription.id, first.subscription.id);

  t.is((await create(apiKey, 'bad-then-good', { topics: ['gpai'] })).status, 400);
  t.is((await create(apiKey, 'bad-then-good')).status, 201);
});

test('rotate-secret, replay and recover repeat their first answer under one key', async (t) => {
  const { apiKey } = await service.createCustomer('GPAI');
  const { subscription } = await (await create(apiKey, 'sub')).json();
  const rotate = () =>
    service.request(`/v1/subscriptions/${subscription.id}/rotate-secret`, {
      method: 'POST',
      apiKey,
      json: { overlap_seconds: 60 },
      headers: { 'Idempotency-Key': 'rotate-1' },
    });
  const [a, b] = [await (await rotate()).json(), await (await rotate()).json()];
  t.is(a.subscription.webhook_secret, b.subscription.webhook_secret);
  const { history } = await (await service.request(`/v1/subscriptions/${subscription.id}/history`, { apiKey })).json();
  t.is(history.filter((e: { type: string }) => e.type === 'SubscriptionSecretRotated').length, 1);

  const recover = () =>
    service.request(`/v1/subscriptions/${subscription.id}/recover`, {
      method: 'POST',
      apiKey,
      json: { since: Date.now() - 60_000 },
      headers: { 'Idempotency-Key': 'recover-1' },
    });
  const firstRecover = await recover();
  t.is(firstRecover.status, 202);
  t.is((await recover()).status, 409, 'another since is another body');

  const replay = () =>
    service.request('/v1/deliveries/dlv_nope/replay', { method: 'POST', apiKey, headers: { 'Idempotency-Key': 'replay-1' } });
  t.is((await replay()).status, 404);
  t.is((await replay()).status, 404, 'a refused replay frees its key and is refused again');
});
