import test from 'ava';
import type { ChildProcess } from 'node:child_process';
import { ingestEvent } from '../../src/ingestion/ingest.js';
import { eventInput } from '../support/events.js';
import { eventually, startReceiver } from '../support/receiver.js';
import { serve } from '../support/serveProcess.js';
import { startTestService } from '../support/service.js';

const ENV = {
  WEBHOOK_ALLOW_PRIVATE_TARGETS: 'true',
  DELIVERY_RETRY_SCHEDULE: '100ms,100ms,100ms,100ms,100ms',
  DELIVERY_TIMEOUT_MS: '1000',
  JOB_MAINTENANCE_INTERVAL: '1s',
  // Few enough slots that the bound on repeated attempts (four per slot) is well below the fan-out's 200.
  DELIVERY_CONCURRENCY: '16',
};

/** `regfeed serve --role worker` as its own process, resolved once it runs. */
const startWorker = async (databaseUrl: string, secretsKey: string): Promise<ChildProcess> =>
  (await serve(['--role', 'worker'], { DATABASE_URL: databaseUrl, SECRETS_KEY: secretsKey, ...ENV })).child;

test('a worker killed in the middle of a 200-delivery fan-out loses nothing: restarted, every delivery ends delivered', async (t) => {
  const api = await startTestService(ENV, 'api');
  t.teardown(api.stop);
  const receiver = await startReceiver(() => ({ status: 200, delayMs: 25 }));
  t.teardown(receiver.close);
  const { apiKey } = await api.createCustomer('Embedded', { apiRequestsPerDay: 100_000, deliveriesPerMonth: 100_000 });
  for (let i = 0; i < 200; i++) {
    const response = await api.request('/v1/subscriptions', {
      method: 'POST',
      apiKey,
      json: { webhook_url: `${receiver.url}?${i}`, topics: ['gpai'], source_filter: ['ep'] },
    });
    if (response.status !== 201) throw new Error(`subscription ${i}: ${response.status}`);
  }
  const databaseUrl = api.config.databaseUrl!;
  const secretsKey = api.config.secretsKey!;
  const first = await startWorker(databaseUrl, secretsKey);
  t.teardown(() => first.kill('SIGKILL'));
  const { id: eventId } = await ingestEvent(api.backend, eventInput({ source_id: 'ep' }));

  await eventually(() => (receiver.received.length >= 40 ? true : undefined), 30_000, '40 deliveries before the kill');
  first.kill('SIGKILL');
  const receivedAtKill = receiver.received.length;
  const second = await startWorker(databaseUrl, secretsKey);
  t.teardown(() => second.kill('SIGKILL'));

  const delivered = async () => {
    const { rows } = await api.backend.pool.query(`SELECT status, count(*)::int AS n FROM deliveries WHERE event_id = $1 GROUP BY status`, [
      eventId,
    ]);
    const byStatus = Object.fromEntries(rows.map((r: { status: string; n: number }) => [r.status, r.n]));
    return byStatus.delivered === 200 ? byStatus : undefined;
  };
  t.deepEqual(await eventually(delivered, 120_000, 'all 200 delivered'), { delivered: 200 });

  const receipts = new Map<string, number>();
  for (const r of receiver.received)
    receipts.set(String(r.headers['x-service-delivery']), (receipts.get(String(r.headers['x-service-delivery'])) ?? 0) + 1);
  t.is(receipts.size, 200, 'every delivery reached the receiver');
  const duplicated = [...receipts.values()].filter((n) => n > 1);
  t.true(receivedAtKill < 200 || duplicated.length === 0);
  // Only attempts in flight at the kill can be repeated: those posting (DELIVERY_CONCURRENCY, 16)
  // and up to three times as many posted and not yet recorded (attemptPump.ts).
  t.true(duplicated.length <= 4 * 16, `${duplicated.length} duplicated`);
  t.true(duplicated.every((n) => n === 2));
  t.log(`received ${receivedAtKill} before the kill; ${duplicated.length} deliveries were received twice`);
  second.kill('SIGTERM');
});

test('a replay whose worker is killed mid-cycle still ends delivered, its attempts counting on from 7', async (t) => {
  const api = await startTestService(ENV, 'api');
  t.teardown(api.stop);
  let healthyFrom = Number.POSITIVE_INFINITY;
  // Down for the first cycle and the replay's first two attempts, then up.
  const receiver = await startReceiver((all) => (all.length >= healthyFrom ? 204 : 500));
  t.teardown(receiver.close);
  const { apiKey } = await api.createCustomer('GPAI');
  const json = { webhook_url: receiver.url, topics: ['gpai'], source_filter: ['ep'] };
  await api.request('/v1/subscriptions', { method: 'POST', apiKey, json });
  const databaseUrl = api.config.databaseUrl!;
  const secretsKey = api.config.secretsKey!;
  const first = await startWorker(databaseUrl, secretsKey);
  t.teardown(() => first.kill('SIGKILL'));
  await ingestEvent(api.backend, eventInput({ source_id: 'ep' }));
  const statusOf = async () => (await (await api.request('/v1/deliveries', { apiKey })).json()).deliveries[0];
  const gaveUp = await eventually(async () => ((await statusOf())?.status === 'gave_up' ? statusOf() : undefined), 30_000, 'gave_up');

  healthyFrom = 9;
  t.is((await api.request(`/v1/deliveries/${gaveUp.id}/replay`, { method: 'POST', apiKey })).status, 202);
  await eventually(() => (receiver.received.length >= 7 ? true : undefined), 30_000, 'attempt 7');
  first.kill('SIGKILL');
  const second = await startWorker(databaseUrl, secretsKey);
  t.teardown(() => second.kill('SIGKILL'));

  const delivered = await eventually(
    async () => ((await statusOf())?.status === 'delivered' ? statusOf() : undefined),
    60_000,
    'delivered',
  );
  t.true(delivered.attempts >= 8 && delivered.attempts <= 12, `${delivered.attempts} attempts`);
  t.true(
    receiver.received.slice(6).every((r) => Number(r.headers['x-service-attempt']) >= 7),
    'the replay’s attempts keep counting',
  );
  second.kill('SIGTERM');
});

test('a recovery is answered before its replays are made: recorded durably, the worker that starts later replays each once', async (t) => {
  const api = await startTestService(ENV, 'api');
  t.teardown(api.stop);
  let up = false;
  const receiver = await startReceiver(() => (up ? 204 : 503));
  t.teardown(receiver.close);
  const { apiKey } = await api.createCustomer('GPAI');
  const created = await api.request('/v1/subscriptions', {
    method: 'POST',
    apiKey,
    json: { webhook_url: receiver.url, topics: ['gpai'], source_filter: ['ep'] },
  });
  const subscriptionId = (await created.json()).subscription.id as string;
  const databaseUrl = api.config.databaseUrl!;
  const secretsKey = api.config.secretsKey!;
  const first = await startWorker(databaseUrl, secretsKey);
  t.teardown(() => first.kill('SIGKILL'));
  const since = Date.now() - 1_000;
  for (let i = 0; i < 30; i++) await ingestEvent(api.backend, eventInput({ source_id: 'ep' }));
  const byStatus = async () => {
    const { rows } = await api.backend.pool.query(
      `SELECT status, count(*)::int AS n FROM deliveries WHERE subscription_id = $1 GROUP BY status`,
      [subscriptionId],
    );
    return Object.fromEntries(rows.map((r: { status: string; n: number }) => [r.status, r.n]));
  };
  await eventually(async () => ((await byStatus()).gave_up === 30 ? true : undefined), 60_000, '30 gave up');
  const gone = new Promise((resolve) => first.once('exit', resolve));
  first.kill('SIGKILL');
  await gone;
  const failedPosts = receiver.received.length;

  // No worker runs: the answer comes anyway, and the recovery waits in the database.
  up = true;
  const response = await api.request(`/v1/subscriptions/${subscriptionId}/recover`, { method: 'POST', apiKey, json: { since } });
  t.is(response.status, 202);
  t.like(await response.json(), { recovered: 30 });
  t.deepEqual(await byStatus(), { gave_up: 30 });
  const { rows } = await api.backend.pool.query(`SELECT count(*)::int AS n FROM subscription_recovery_items`);
  t.is(rows[0].n, 30);

  const second = await startWorker(databaseUrl, secretsKey);
  t.teardown(() => second.kill('SIGKILL'));
  t.deepEqual(await eventually(async () => ((await byStatus()).delivered === 30 ? byStatus() : undefined), 60_000, '30 delivered'), {
    delivered: 30,
  });
  await new Promise((resolve) => setTimeout(resolve, 300));
  const replays = receiver.received.slice(failedPosts).map((r) => String(r.headers['x-service-delivery']));
  t.is(replays.length, 30);
  t.is(new Set(replays).size, 30, 'each delivery exactly once more');
  second.kill('SIGTERM');
});
