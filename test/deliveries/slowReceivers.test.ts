import test from 'ava';
import { ingestEvent } from '../../src/ingestion/ingest.js';
import { eventInput } from '../support/events.js';
import { eventually, startReceiver } from '../support/receiver.js';
import { startTestService } from '../support/service.js';

const DEAD_SUBSCRIPTIONS = 200;
const HEALTHY_SUBSCRIPTIONS = 10;
const EVENTS = 4;

test('200 receivers that never answer (default 10 s timeout) do not hold up another customer: its deliveries arrive within a second or two', async (t) => {
  // Default DELIVERY_TIMEOUT_MS (10 s) and DELIVERY_CONCURRENCY (64): 200 dead endpoints are more than the slots.
  const service = await startTestService({ WEBHOOK_ALLOW_PRIVATE_TARGETS: 'true' });
  t.teardown(service.stop);
  const dead = await startReceiver(() => 'hang');
  t.teardown(dead.close);
  const healthy = await startReceiver(() => 204);
  t.teardown(healthy.close);

  const subscribe = async (apiKey: string, url: string, count: number) => {
    for (let i = 0; i < count; i++) {
      const response = await service.request('/v1/subscriptions', {
        method: 'POST',
        apiKey,
        json: { webhook_url: `${url}?${i}`, topics: ['gpai'], source_filter: ['ep'] },
      });
      if (response.status !== 201) throw new Error(`subscription ${i}: ${response.status}`);
    }
  };
  const quotas = { apiRequestsPerDay: 100_000, deliveriesPerMonth: 100_000 };
  const slow = await service.createCustomer('Embedded', quotas);
  await subscribe(slow.apiKey, dead.url, DEAD_SUBSCRIPTIONS);
  const other = await service.createCustomer('Embedded', quotas);
  await subscribe(other.apiKey, healthy.url, HEALTHY_SUBSCRIPTIONS);

  // New events keep coming while the dead endpoints' attempts hang, as in production.
  const ingestedAt = new Map<string, number>();
  for (let i = 0; i < EVENTS; i++) {
    const started = Date.now();
    const { id } = await ingestEvent(service.backend, eventInput({ source_id: 'ep' }));
    ingestedAt.set(id!, started);
    await new Promise((resolve) => setTimeout(resolve, 1_500));
  }
  await eventually(() => (healthy.received.length >= EVENTS * HEALTHY_SUBSCRIPTIONS ? true : undefined), 40_000, 'every healthy delivery');

  const latencies = healthy.received.map((r) => r.at - ingestedAt.get(String(r.headers['x-service-event']))!).sort((a, b) => a - b);
  const p99 = latencies[Math.ceil(latencies.length * 0.99) - 1]!;
  t.log(
    `other customer's deliveries from ingestion: p50 ${latencies[Math.floor(latencies.length / 2)]} ms, p99 ${p99} ms, max ${latencies.at(-1)} ms`,
  );
  t.true(dead.received.length >= 16, `the dead endpoints were being tried (${dead.received.length})`);
  // Without the fair share they wait out the 10 s timeouts; the target is p99 <= 1 s, with room
  // here for a machine shared by other test runs.
  t.true(p99 <= 2_500, `p99 ${p99} ms`);
});
