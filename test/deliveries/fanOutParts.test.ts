import test from 'ava';
import { fanOut } from '../../src/delivery/fanOut.js';
import { claimDueAttempts } from '../../src/delivery/dueAttempts.js';
import { deliveryCaches } from '../../src/delivery/workerCaches.js';
import { ingestEvent } from '../../src/ingestion/ingest.js';
import { eventInput } from '../support/events.js';
import { startTestService } from '../support/service.js';

test('a fan-out done in parts starts every delivery once, each first attempt due once, customers taking turns', async (t) => {
  // No workers: the test runs the fan-out's parts itself.
  const api = await startTestService({ WEBHOOK_ALLOW_PRIVATE_TARGETS: 'true' }, 'api');
  t.teardown(api.stop);
  const { pool, eventStore } = api.backend;
  const customers = [await api.createCustomer('Team'), await api.createCustomer('Team')];
  for (const [c, { apiKey }] of customers.entries()) {
    for (let i = 0; i < (c === 0 ? 5 : 2); i++) {
      const json = { webhook_url: `http://127.0.0.1:9/${c}-${i}`, topics: ['gpai'], source_filter: ['ep'] };
      t.is((await api.request('/v1/subscriptions', { method: 'POST', apiKey, json })).status, 201);
    }
  }
  const { id: eventId } = await ingestEvent(api.backend, eventInput({ source_id: 'ep' }));

  // A worker's caches: the list is kept while the parts run, and let go of with the last.
  const caches = deliveryCaches();
  const parts = [];
  const held = [];
  for (let more = true, from = 0; more; ) {
    const part = await fanOut({ pool, eventStore, caches }, eventId!, 1, { part: 3, from });
    parts.push(part.started);
    held.push(caches.fanOutOrders.size);
    ({ more, next: from } = part);
  }
  // Each part begins where the one before stopped; the last went round the whole list and found nothing left.
  t.deepEqual(parts, [3, 3, 1]);
  t.deepEqual(held, [1, 1, 0]);
  // Run again (as after a crash), from anywhere: nothing more to start.
  t.like(await fanOut({ pool, eventStore }, eventId!, 1, { part: 3, from: 5 }), { started: 0, more: false });

  const { rows } = await pool.query('SELECT count(*)::int AS n, count(DISTINCT subscription_id)::int AS subscriptions FROM deliveries');
  t.deepEqual(rows[0], { n: 7, subscriptions: 7 });
  // Every first attempt is due once, in the order of the starts: the first part held both customers.
  const claimed = await claimDueAttempts(pool, 100, 60_000);
  t.is(claimed.length, 7);
  t.is(new Set(claimed.map((c) => c.deliveryId)).size, 7);
  t.deepEqual(
    claimed
      .slice(0, 2)
      .map((c) => c.context.customer_id)
      .sort(),
    customers.map((c) => c.customerId).sort(),
  );
  // Claimed, they are not claimed again until the claim lapses.
  t.deepEqual(await claimDueAttempts(pool, 100, 60_000), []);
  t.is((await claimDueAttempts(pool, 100, 60_000, Date.now() + 61_000)).length, 7);
});

test('a subscription disabled between parts shifts the later ones in the list, and the last part still starts the one passed over', async (t) => {
  const api = await startTestService({ WEBHOOK_ALLOW_PRIVATE_TARGETS: 'true' }, 'api');
  t.teardown(api.stop);
  const { pool, eventStore } = api.backend;
  const customers = [await api.createCustomer('Team'), await api.createCustomer('Team')];
  for (let i = 0; i < 7; i++) {
    const json = { webhook_url: `http://127.0.0.1:9/${i}`, topics: ['gpai'], source_filter: ['ep'] };
    t.is((await api.request('/v1/subscriptions', { method: 'POST', apiKey: customers[i % 2]!.apiKey, json })).status, 201);
  }
  const { id: eventId } = await ingestEvent(api.backend, eventInput({ source_id: 'ep' }));

  const first = await fanOut({ pool, eventStore }, eventId!, 1, { part: 3 });
  t.like(first, { started: 3, more: true, next: 3 });
  const { rows: started } = await pool.query<{ subscription_id: string; customer_id: string }>(
    'SELECT subscription_id, customer_id FROM deliveries',
  );
  const { subscription_id: disabled, customer_id } = started[0]!;
  const { apiKey } = customers.find((c) => c.customerId === customer_id)!;
  t.is((await api.request(`/v1/subscriptions/${disabled}`, { method: 'DELETE', apiKey })).status, 200);

  const parts = [];
  for (let more = true, from = first.next; more; ) {
    const part = await fanOut({ pool, eventStore }, eventId!, 1, { part: 3, from });
    parts.push(part.started);
    ({ more, next: from } = part);
  }
  // One fewer in the list: position 3 is now the fifth subscription, so the fourth waits for the round to the beginning.
  t.deepEqual(parts, [3, 1]);
  const { rows } = await pool.query(
    `SELECT count(*)::int AS enabled_without_delivery FROM subscriptions s
     WHERE s.enabled AND NOT EXISTS (SELECT 1 FROM deliveries d WHERE d.subscription_id = s.id)`,
  );
  t.deepEqual(rows[0], { enabled_without_delivery: 0 });
});
