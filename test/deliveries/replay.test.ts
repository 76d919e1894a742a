import test from 'ava';
import { Webhook } from 'standardwebhooks';
import { ingestEvent } from '../../src/ingestion/ingest.js';
import { regfeed } from '../support/cli.js';
import { eventInput } from '../support/events.js';
import { eventually, startReceiver, type Received } from '../support/receiver.js';
import { startTestService, type TestService } from '../support/service.js';

let service: TestService;
test.before(async () => {
  service = await startTestService({
    WEBHOOK_ALLOW_PRIVATE_TARGETS: 'true',
    DELIVERY_RETRY_SCHEDULE: '50ms,50ms,50ms,50ms,50ms',
    DELIVERY_TIMEOUT_MS: '2000',
    JOB_MAINTENANCE_INTERVAL: '1s',
  });
});
test.after.always(() => service?.stop());

type Delivery = { id: string; status: string; attempts: number; event_id: string };

/** A customer listening to one source of its own, so that tests running side by side see only their deliveries. */
async function subscriber(
  source: string,
  receiverUrl: string,
  quotas: { apiRequestsPerDay: number; deliveriesPerMonth: number } | null = null,
) {
  const { apiKey, customerId } = await service.createCustomer(quotas ? 'Embedded' : 'GPAI', quotas);
  const json = { webhook_url: receiverUrl, topics: ['gpai'], source_filter: [source] };
  const response = await service.request('/v1/subscriptions', { method: 'POST', apiKey, json });
  const subscription = (await response.json()).subscription as { id: string; webhook_secret: string };
  const ingest = async () => (await ingestEvent(service.backend, eventInput({ source_id: source }))).id!;
  const deliveries = async (): Promise<Delivery[]> => (await (await service.request('/v1/deliveries', { apiKey })).json()).deliveries;
  const allWith = (status: string, count: number) =>
    eventually(
      async () => {
        const all = await deliveries();
        return all.length === count && all.every((d) => d.status === status) ? all : undefined;
      },
      20_000,
      `${count} deliveries ${status}`,
    );
  return { apiKey, customerId, subscription, ingest, deliveries, allWith };
}

const post = (path: string, apiKey: string, json?: unknown) => service.request(path, { method: 'POST', apiKey, json });
const deliveryIdOf = (request: Received) => JSON.parse(request.body).delivery.id as string;
const cliEnv = () => ({ DATABASE_URL: service.config.databaseUrl!, LOG_LEVEL: 'warn', SOURCE_FETCH_ENABLED: 'false' });

test('a receiver down until every delivery gave up gets each exactly once more after a recovery, attempt 7, same webhook-id', async (t) => {
  let up = false;
  const receiver = await startReceiver(() => (up ? 204 : 503));
  t.teardown(receiver.close);
  const since = Date.now() - 1_000;
  const { apiKey, subscription, ingest, allWith } = await subscriber('ai-office', receiver.url);
  for (let i = 0; i < 3; i++) await ingest();
  const gaveUp = await allWith('gave_up', 3);
  t.true(gaveUp.every((d) => d.attempts === 6));
  const failedPosts = receiver.received.length;
  t.is(failedPosts, 18);

  up = true;
  const response = await post(`/v1/subscriptions/${subscription.id}/recover`, apiKey, { since });
  t.is(response.status, 202);
  t.like(await response.json(), { recovered: 3 });
  const delivered = await allWith('delivered', 3);
  t.true(delivered.every((d) => d.attempts === 7));
  // Each delivery exactly once more, as attempt 7, still signed and under its own id.
  await new Promise((resolve) => setTimeout(resolve, 300));
  const replays = receiver.received.slice(failedPosts);
  t.deepEqual(replays.map(deliveryIdOf).sort(), gaveUp.map((d) => d.id).sort());
  for (const request of replays) {
    t.is(request.headers['x-service-attempt'], '7');
    t.is(request.headers['webhook-id'], deliveryIdOf(request));
    t.is(JSON.parse(request.body).delivery.attempt, 7);
    t.notThrows(() =>
      new Webhook(Buffer.from(subscription.webhook_secret, 'hex'), { format: 'raw' }).verify(
        request.body,
        request.headers as Record<string, string>,
      ),
    );
  }

  // Nothing is left to recover; the event log shows who replayed.
  const again = await post(`/v1/subscriptions/${subscription.id}/recover`, apiKey, { since });
  t.like(await again.json(), { recovered: 0 });
  const audit = await regfeed(['audit', 'delivery', gaveUp[0]!.id, '--json'], cliEnv());
  t.is(audit.code, 0, audit.stderr);
  const history = JSON.parse(audit.stdout).history as { type: string; data: Record<string, unknown> }[];
  t.deepEqual(history.map((e) => e.type).slice(-3), ['DeliveryGaveUp', 'DeliveryReplayed', 'DeliveryAttemptSucceeded']);
  t.like(history.at(-2)!.data, { attempt: 7, replayed_by: 'customer' });
});

test('replay refuses a delivery in progress (409), of a disabled subscription (409), unknown or foreign (404), past the quota (402)', async (t) => {
  const slowReplays = await startReceiver((all) => (all.length === 1 ? 204 : { status: 204, delayMs: 1_500 }));
  t.teardown(slowReplays.close);
  const { apiKey, subscription, ingest, allWith } = await subscriber('ai-board', slowReplays.url, {
    apiRequestsPerDay: 1_000,
    deliveriesPerMonth: 2,
  });
  await ingest();
  const [delivery] = await allWith('delivered', 1);

  const replayed = await post(`/v1/deliveries/${delivery!.id}/replay`, apiKey);
  t.is(replayed.status, 202);
  t.like(await replayed.json(), { delivery: { id: delivery!.id, status: 'pending', attempts: 1 } });
  const inProgress = await post(`/v1/deliveries/${delivery!.id}/replay`, apiKey);
  t.is(inProgress.status, 409);
  t.is((await inProgress.json()).error, 'conflict');
  await allWith('delivered', 1);

  const other = await service.createCustomer('GPAI');
  t.is((await post(`/v1/deliveries/${delivery!.id}/replay`, other.apiKey)).status, 404);
  t.is((await post('/v1/deliveries/dlv_nope/replay', apiKey)).status, 404);

  // The first delivery and the replay used the month's two.
  const quota = await post(`/v1/deliveries/${delivery!.id}/replay`, apiKey);
  t.is(quota.status, 402);
  t.is((await quota.json()).error, 'tier_limit_reached');

  await service.request(`/v1/subscriptions/${subscription.id}`, { method: 'DELETE', apiKey });
  const disabled = await post(`/v1/deliveries/${delivery!.id}/replay`, apiKey);
  t.is(disabled.status, 409);
  t.is((await post(`/v1/subscriptions/${subscription.id}/recover`, apiKey, { since: Date.now() - 1000 })).status, 409);
  t.is((await post('/v1/subscriptions/sub_nope/recover', apiKey, { since: Date.now() - 1000 })).status, 404);
});

test('recover takes since at most 14 days ago and until after since; anything else is 400', async (t) => {
  const { apiKey, subscription } = await subscriber('gpai-cop', 'http://127.0.0.1:9/');
  const recover = (json: unknown) => post(`/v1/subscriptions/${subscription.id}/recover`, apiKey, json);
  const tooOld = await recover({ since: Date.now() - 15 * 24 * 3600_000 });
  t.is(tooOld.status, 400);
  t.is((await tooOld.json()).error, 'invalid_input');
  t.is((await recover({ since: Date.now(), until: Date.now() - 10 })).status, 400);
  t.is((await recover({})).status, 400);
  t.is((await recover({ since: 'yesterday' })).status, 400);
});

test('operators replay a delivery and recover a subscription from the command line', async (t) => {
  let up = false;
  const receiver = await startReceiver(() => (up ? 204 : 500));
  t.teardown(receiver.close);
  const since = new Date(Date.now() - 1_000).toISOString();
  const { subscription, ingest, allWith } = await subscriber('cnil', receiver.url);
  await ingest();
  await ingest();
  const [first] = await allWith('gave_up', 2);
  up = true;
  const replay = await regfeed(['deliveries', 'replay', first!.id, '--json'], cliEnv());
  t.is(replay.code, 0, replay.stderr);
  t.like(JSON.parse(replay.stdout), { delivery: { id: first!.id, status: 'pending' } });
  const recover = await regfeed(['deliveries', 'recover', '--subscription', subscription.id, '--since', since, '--json'], cliEnv());
  t.is(recover.code, 0, recover.stderr);
  t.like(JSON.parse(recover.stdout), { recovered: 1 });
  await allWith('delivered', 2);
  const refused = await regfeed(['deliveries', 'replay', 'dlv_nope'], cliEnv());
  t.is(refused.code, 1);
  t.regex(refused.stderr, /dlv_nope: not found/);
  const audit = await regfeed(['audit', 'delivery', first!.id, '--json'], cliEnv());
  t.true(JSON.parse(audit.stdout).history.some((e: { type: string; data: { replayed_by?: string } }) => e.data.replayed_by === 'operator'));
});
