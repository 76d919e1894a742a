import test from 'ava';
import { ingestEvent } from '../../src/ingestion/ingest.js';
import { rebuildReadModels } from '../../src/projections/rebuildReadModels.js';
import { readModels } from '../../src/services/features.js';
import { eventInput } from '../support/events.js';
import { eventually, startReceiver } from '../support/receiver.js';
import { startTestService, type TestService } from '../support/service.js';

let service: TestService;
test.before(async () => {
  service = await startTestService({
    WEBHOOK_ALLOW_PRIVATE_TARGETS: 'true',
    DELIVERY_RETRY_SCHEDULE: '20ms,20ms,20ms,20ms,20ms',
    DELIVERY_TIMEOUT_MS: '2000',
    JOB_MAINTENANCE_INTERVAL: '1s',
  });
});
test.after.always(() => service?.stop());

type Delivery = { id: string; status: string; attempts: number };
type Attempt = { succeeded: boolean; duration_ms: number; attempted_at: number; error: string | null };

const get = async (path: string, apiKey: string) => (await service.request(path, { apiKey })).json();

/** Every delivery of the subscription through the paged listing, and every attempt of each. */
async function fromListing(apiKey: string, subscriptionId: string) {
  const deliveries: Delivery[] = [];
  let cursor: string | null = '';
  do {
    const page = await get(`/v1/deliveries?subscription_id=${subscriptionId}&limit=200${cursor ? `&cursor=${cursor}` : ''}`, apiKey);
    deliveries.push(...page.deliveries);
    cursor = page.next_cursor;
  } while (cursor);
  const attempts: Attempt[] = [];
  for (const { id } of deliveries) attempts.push(...(await get(`/v1/deliveries/${id}`, apiKey)).attempts);
  const statuses: Record<string, number> = { pending: 0, failed: 0, delivered: 0, gave_up: 0, quota_exceeded: 0, canceled: 0 };
  for (const { status } of deliveries) statuses[status]! += 1;
  return { deliveries, attempts, statuses };
}

test('stats equal the counts taken from the deliveries listing, through replays and a rebuild', async (t) => {
  // Every third event's deliveries fail for good; the rest succeed on their second attempt.
  const failing = new Set<string>();
  const seen = new Map<string, number>();
  const receiver = await startReceiver((_, request) => {
    const { id: eventId, delivery } = JSON.parse(request.body) as { id: string; delivery: { id: string } };
    const tries = (seen.get(delivery.id) ?? 0) + 1;
    seen.set(delivery.id, tries);
    if (failing.has(eventId)) return 500;
    return tries === 1 ? 503 : { status: 204, delayMs: 5 };
  });
  t.teardown(receiver.close);
  const { apiKey } = await service.createCustomer('GPAI');
  const created = await service.request('/v1/subscriptions', {
    method: 'POST',
    apiKey,
    json: { webhook_url: receiver.url, topics: ['gpai'], source_filter: ['ai-office'] },
  });
  const subscriptionId = (await created.json()).subscription.id as string;
  const stats = async (window = '7d') => {
    const response = await service.request(`/v1/subscriptions/${subscriptionId}/stats?window=${window}`, { apiKey });
    t.is(response.status, 200);
    return response.json();
  };
  t.like(await stats(), {
    deliveries: { pending: 0, delivered: 0 },
    attempts: { total: 0 },
    success_rate: null,
    duration_ms: { p50: null },
  });

  for (let i = 0; i < 9; i++) {
    const { id } = await ingestEvent(service.backend, eventInput({ source_id: 'ai-office' }));
    if (i % 3 === 0) failing.add(id!);
  }
  const settled = () =>
    eventually(
      async () => {
        const listing = await fromListing(apiKey, subscriptionId);
        return listing.deliveries.length === 9 && listing.deliveries.every((d) => ['delivered', 'gave_up'].includes(d.status))
          ? listing
          : undefined;
      },
      20_000,
      'every delivery delivered or gave up',
    );

  /** The whole response, compared with what the listing says. */
  const matchesListing = async (listing: Awaited<ReturnType<typeof fromListing>>, why: string) => {
    const body = await stats();
    t.deepEqual(body.deliveries, listing.statuses, why);
    const succeeded = listing.attempts.filter((a) => a.succeeded).length;
    t.deepEqual(body.attempts, { total: listing.attempts.length, succeeded, failed: listing.attempts.length - succeeded }, why);
    t.is(body.success_rate, succeeded / listing.attempts.length, why);
    const successes = listing.attempts.filter((a) => a.succeeded).map((a) => a.attempted_at);
    const failures = listing.attempts.filter((a) => !a.succeeded).sort((a, b) => a.attempted_at - b.attempted_at);
    t.is(body.last_success_at, Math.max(...successes), why);
    t.is(body.last_failure_at, failures.at(-1)!.attempted_at, why);
    t.is(body.last_error, failures.at(-1)!.error, why);
    // The histogram's p50 is within a bucket (±19 %, plus a millisecond of rounding) of the exact one.
    const durations = listing.attempts.map((a) => a.duration_ms).sort((a, b) => a - b);
    const exactP50 = durations[Math.ceil(durations.length / 2) - 1]!;
    t.true(Math.abs(body.duration_ms.p50 - exactP50) <= Math.max(1, exactP50 * 0.2), `${why}: p50 ${body.duration_ms.p50} vs ${exactP50}`);
    t.true(body.duration_ms.p95 >= body.duration_ms.p50, why);
    return body;
  };

  const first = await settled();
  t.is(first.statuses.gave_up, 3);
  t.is(first.statuses.delivered, 6);
  const body = await matchesListing(first, 'after the first cycles');
  t.is(body.subscription_id, subscriptionId);
  t.is(body.window, '7d');
  t.is(body.attempts.total, 3 * 6 + 6 * 2);

  // A recovery moves the dead letters back through pending into a new cycle; now they succeed.
  failing.clear();
  const recovered = await service.request(`/v1/subscriptions/${subscriptionId}/recover`, {
    method: 'POST',
    apiKey,
    json: { since: Date.now() - 60_000 },
  });
  t.is(recovered.status, 202);
  const second = await eventually(
    async () => {
      const listing = await settled();
      return listing.statuses.delivered === 9 ? listing : undefined;
    },
    20_000,
    'every delivery delivered',
  );
  await matchesListing(second, 'after the recovery');
  t.deepEqual((await stats('1d')).deliveries, second.statuses);
  t.deepEqual((await stats('28d')).attempts, (await stats('7d')).attempts);

  // Rebuilding the read tables from the log gives the same rollup.
  const before = await stats();
  await rebuildReadModels(service.backend.pool, readModels);
  t.deepEqual(await stats(), before);
});

test('stats: an unknown or foreign subscription is 404, a bad window 400', async (t) => {
  const owner = await service.createCustomer('GPAI');
  const other = await service.createCustomer('GPAI');
  const created = await service.request('/v1/subscriptions', {
    method: 'POST',
    apiKey: owner.apiKey,
    json: { webhook_url: 'http://127.0.0.1:9/hook', topics: ['gpai'] },
  });
  const id = (await created.json()).subscription.id as string;
  t.is((await service.request(`/v1/subscriptions/${id}/stats`, { apiKey: other.apiKey })).status, 404);
  t.is((await service.request('/v1/subscriptions/sub_unknown/stats', { apiKey: owner.apiKey })).status, 404);
  const bad = await service.request(`/v1/subscriptions/${id}/stats?window=30d`, { apiKey: owner.apiKey });
  t.is(bad.status, 400);
  t.is((await bad.json()).error, 'invalid_input');
});
