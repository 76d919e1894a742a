import test from 'ava';
import { QUEUES } from '../../src/delivery/deliveryReactions.js';
import { ingestEvent } from '../../src/ingestion/ingest.js';
import { eventInput } from '../support/events.js';
import { eventually, startReceiver } from '../support/receiver.js';
import { startTestService, type TestService } from '../support/service.js';

const TOKEN = 'metrics-token-for-delivery-tests';
let service: TestService;
test.before(async () => {
  service = await startTestService({
    METRICS_TOKEN: TOKEN,
    WEBHOOK_ALLOW_PRIVATE_TARGETS: 'true',
    DELIVERY_RETRY_SCHEDULE: '20ms,20ms,20ms,20ms,20ms',
    DELIVERY_TIMEOUT_MS: '2000',
    JOB_MAINTENANCE_INTERVAL: '1s',
  });
});
test.after.always(() => service?.stop());

/** One scrape, as name{labels} → value. */
async function scrape(): Promise<Map<string, number>> {
  const response = await service.request('/metrics', { headers: { Authorization: `Bearer ${TOKEN}` } });
  if (response.status !== 200) throw new Error(`metrics answered ${response.status}`);
  const samples = new Map<string, number>();
  for (const line of (await response.text()).split('\n')) {
    const match = /^([a-z_]+(?:\{[^}]*\})?) (\S+)$/.exec(line);
    if (match) samples.set(match[1]!, Number(match[2]));
  }
  return samples;
}

const value = (samples: Map<string, number>, name: string) => samples.get(name) ?? 0;
const ATTEMPTS = (outcome: string) => `regfeed_delivery_attempts_total{outcome="${outcome}"}`;
const FIRST = 'regfeed_ingestion_to_first_attempt_seconds';

test('attempts by outcome, dead letters and the ingestion to first attempt histogram move with deliveries', async (t) => {
  const healthy = await startReceiver(() => 204);
  const dead = await startReceiver(() => 500);
  t.teardown(() => {
    healthy.close();
    dead.close();
  });
  const { apiKey } = await service.createCustomer('GPAI');
  for (const url of [healthy.url, dead.url]) {
    const response = await service.request('/v1/subscriptions', {
      method: 'POST',
      apiKey,
      json: { webhook_url: url, topics: ['gpai'], source_filter: ['ai-office'] },
    });
    t.is(response.status, 201);
  }
  const before = await scrape();
  t.true(before.has(ATTEMPTS('succeeded')) && before.has(`${FIRST}_count`) && before.has('regfeed_dead_letters'));

  const ingestedAt = Date.now();
  await ingestEvent(service.backend, eventInput({ source_id: 'ai-office' }));
  await ingestEvent(service.backend, eventInput({ source_id: 'ai-office' }));
  const after = await eventually(
    async () => {
      const samples = await scrape();
      return value(samples, 'regfeed_dead_letters') - value(before, 'regfeed_dead_letters') === 2 ? samples : undefined;
    },
    20_000,
    'two dead letters',
  );
  const moved = (name: string) => value(after, name) - value(before, name);
  t.is(moved(ATTEMPTS('succeeded')), 2);
  t.is(moved(ATTEMPTS('failed')), 12);
  // Four first attempts (two events, two subscriptions), each within the time the test took.
  t.is(moved(`${FIRST}_count`), 4);
  t.is(moved(`${FIRST}_bucket{le="+Inf"}`), 4);
  t.is(moved(`${FIRST}_bucket{le="1800"}`), 4);
  t.true(moved(`${FIRST}_sum`) > 0 && moved(`${FIRST}_sum`) <= (4 * (Date.now() - ingestedAt)) / 1000);
  // Buckets are cumulative.
  t.true(value(after, `${FIRST}_bucket{le="0.1"}`) <= value(after, `${FIRST}_bucket{le="0.25"}`));

  // A recovery takes them out of the dead-letter queue again.
  const subscriptions = (await (await service.request('/v1/subscriptions', { apiKey })).json()).subscriptions as {
    id: string;
    webhook_url: string;
  }[];
  const deadSubscription = subscriptions.find((s) => s.webhook_url.startsWith(dead.url))!;
  const recover = await service.request(`/v1/subscriptions/${deadSubscription.id}/recover`, {
    method: 'POST',
    apiKey,
    json: { since: ingestedAt - 60_000 },
  });
  t.is(recover.status, 202);
  await eventually(async () => (value(await scrape(), ATTEMPTS('failed')) - value(after, ATTEMPTS('failed')) >= 1 ? true : undefined));
});

test('queue depth shows jobs waiting in each queue', async (t) => {
  const depth = (samples: Map<string, number>) => value(samples, `regfeed_queue_depth{queue="${QUEUES.giveUp}",state="queued"}`);
  const before = await scrape();
  // A give-up of a delivery that does not exist, due in an hour: it waits in its queue until then.
  const jobId = await service.boss.send(QUEUES.giveUp, { deliveryId: 'dlv_none' }, { startAfter: 3600 });
  t.is(depth(await scrape()) - depth(before), 1);
  await service.boss.cancel(QUEUES.giveUp, jobId!);
  t.is(depth(await scrape()), depth(before));
  t.true((await scrape()).has('regfeed_queue_depth{queue="outbox",state="queued"}'));
});
