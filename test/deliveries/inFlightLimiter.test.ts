import test from 'ava';
import { inFlightLimiter } from '../../src/delivery/inFlightLimiter.js';

const target = (customerId: string, n: number, first = true) => ({
  customerId,
  subscriptionId: `${customerId}-sub-${n}`,
  host: `${customerId}.example:443`,
  first,
});

test('one customer holds at most a quarter of the slots; another customer still gets one at once', async (t) => {
  const limiter = inFlightLimiter(16, 5_000);
  const held = await Promise.all(Array.from({ length: 4 }, (_, i) => limiter.acquire(target('a', i))));
  t.true(held.every(Boolean));
  let fifthAdmitted = false;
  const fifth = limiter.acquire(target('a', 4)).then((release) => {
    fifthAdmitted = true;
    return release;
  });
  t.truthy(await limiter.acquire(target('b', 0)), 'another customer is admitted at once');
  await new Promise((resolve) => setImmediate(resolve));
  t.false(fifthAdmitted, "the customer's fifth waits");
  held[0]!();
  t.truthy(await fifth, 'and goes when one of its own finishes');
});

test('a waiting first attempt goes before a waiting retry', async (t) => {
  const limiter = inFlightLimiter(2, 5_000);
  const releases = [await limiter.acquire(target('a', 0)), await limiter.acquire(target('b', 0))];
  const order: string[] = [];
  const retry = limiter.acquire(target('c', 0, false)).then((release) => {
    order.push('retry');
    return release;
  });
  const first = limiter.acquire(target('d', 0, true)).then((release) => {
    order.push('first');
    return release;
  });
  releases[0]!();
  (await first)!();
  releases[1]!();
  await retry;
  t.deepEqual(order, ['first', 'retry']);
});

test('an attempt whose customer is full of attempts that do not finish is turned away at once, not queued', async (t) => {
  const limiter = inFlightLimiter(8, 60_000);
  await Promise.all([limiter.acquire(target('a', 0)), limiter.acquire(target('a', 1))]);
  await new Promise((resolve) => setTimeout(resolve, 1_100));
  const started = Date.now();
  t.is(await limiter.acquire(target('a', 2)), undefined);
  t.true(Date.now() - started < 100);
  t.is(limiter.waiting, 0);
});
