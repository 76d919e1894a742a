import test from 'ava';
import { ingestEvent } from '../../src/ingestion/ingest.js';
import { eventInput } from '../support/events.js';
import { eventually, startReceiver, type Behaviour } from '../support/receiver.js';
import { startTestService, type TestService } from '../support/service.js';

let service: TestService;
test.before(async () => {
  service = await startTestService({ WEBHOOK_ALLOW_PRIVATE_TARGETS: 'true', DELIVERY_RETRY_SCHEDULE: '300ms,300ms,300ms,300ms,300ms' });
});
test.after.always(() => service?.stop());

/** The gap between a receiver's first and second request, when its first answer is `first`. */
async function gapAfter(t: { teardown: (fn: () => unknown) => void }, source: string, first: Behaviour): Promise<number> {
  const receiver = await startReceiver((all) => (all.length === 1 ? first : 204));
  t.teardown(receiver.close);
  const { apiKey } = await service.createCustomer('GPAI');
  const json = { webhook_url: receiver.url, topics: ['gpai'], source_filter: [source] };
  await service.request('/v1/subscriptions', { method: 'POST', apiKey, json });
  await ingestEvent(service.backend, eventInput({ source_id: source }));
  const [a, b] = await eventually(() => (receiver.received.length >= 2 ? receiver.received : undefined), 20_000, 'two attempts');
  return b!.at - a!.at;
}

test('a 429 with Retry-After of 2 s against a schedule of 300 ms: the next attempt waits at least 2 s', async (t) => {
  const gap = await gapAfter(t, 'ai-office', { status: 429, headers: { 'Retry-After': '2' } });
  t.true(gap >= 2_000, `gap ${gap} ms`);
});

test('a 503 with a Retry-After date in the past keeps the schedule’s delay as the minimum', async (t) => {
  const gap = await gapAfter(t, 'ai-board', { status: 503, headers: { 'Retry-After': new Date(Date.now() - 60_000).toUTCString() } });
  t.true(gap >= 300 && gap < 2_000, `gap ${gap} ms`);
});
