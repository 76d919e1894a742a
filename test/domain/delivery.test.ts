import { DeciderSpecification } from '@event-driven-io/emmett';
import test from 'ava';
import { decide, decider, deliveryIdFor, evolve, initialState, type Delivery, type DeliveryEvent } from '../../src/domain/delivery.js';
import { retryAfterMs } from '../../src/domain/retryAfter.js';
import { specification } from '../support/decider.js';

const given = DeciderSpecification.for(decider);
const now = new Date('2026-11-22T10:00:00.000Z');
const at = now.toISOString();
const schedule = [60_000, 240_000, 960_000, 3_840_000, 14_400_000];
const target = { deliveryId: 'dlv_1', subscriptionId: 'sub_1', customerId: 'cus_1', eventId: 'evt_2026_1122_001', eventVersion: 1 };
const started: DeliveryEvent = { type: 'DeliveryStarted', data: { ...target, startedAt: at } };

const attempt = (n: number, succeeded: boolean, statusCode: number | null = succeeded ? 200 : 500) =>
  ({
    type: 'RecordAttempt',
    data: {
      deliveryId: 'dlv_1',
      attempt: n,
      succeeded,
      statusCode,
      error: statusCode === null ? 'ECONNREFUSED' : null,
      durationMs: 12,
      retrySchedule: schedule,
    },
    metadata: { now },
  }) as const;

const failed = (n: number, nextAttemptAt: string | null): DeliveryEvent => ({
  type: 'DeliveryAttemptFailed',
  data: {
    deliveryId: 'dlv_1',
    subscriptionId: 'sub_1',
    attempt: n,
    attemptedAt: at,
    statusCode: 500,
    error: null,
    durationMs: 12,
    nextAttemptAt,
  },
});
const stateAfter = (events: DeliveryEvent[]): Delivery => events.reduce(evolve, initialState());
const failuresUpTo = (n: number) =>
  Array.from({ length: n }, (_, i) => failed(i + 1, i + 1 < 6 ? new Date(now.getTime() + schedule[i]!).toISOString() : null));

test('the delivery id depends only on event, version and subscription', (t) => {
  t.is(deliveryIdFor('evt_a', 1, 'sub_x'), deliveryIdFor('evt_a', 1, 'sub_x'));
  t.not(deliveryIdFor('evt_a', 1, 'sub_x'), deliveryIdFor('evt_a', 2, 'sub_x'));
  t.regex(deliveryIdFor('evt_a', 1, 'sub_x'), /^dlv_[A-Za-z0-9_-]{22}$/);
});

test('starting a delivery within quota makes it pending; starting it again changes nothing', (t) =>
  specification(t, () => {
    given([])
      .when({ type: 'StartDelivery', data: { ...target, withinQuota: true }, metadata: { now } })
      .then([started]);
    given([started])
      .when({ type: 'StartDelivery', data: { ...target, withinQuota: true }, metadata: { now } })
      .thenNothingHappened();
  }));

test('a delivery past the monthly quota is withheld, not sent', (t) =>
  specification(t, () => {
    given([])
      .when({ type: 'StartDelivery', data: { ...target, withinQuota: false }, metadata: { now } })
      .then([{ type: 'DeliveryWithheldForQuota', data: { ...target, withheldAt: at } }]);
  }));

test('a failed attempt schedules the next one per the retry schedule', (t) => {
  t.deepEqual(decide(attempt(1, false), stateAfter([started])), [failed(1, '2026-11-22T10:01:00.000Z')]);
  t.deepEqual(decide(attempt(5, false), stateAfter([started, ...failuresUpTo(4)])), [failed(5, '2026-11-22T14:00:00.000Z')]);
});

test('the sixth failure schedules nothing, and then the delivery gives up', (t) => {
  t.deepEqual(decide(attempt(6, false), stateAfter([started, ...failuresUpTo(5)])), [failed(6, null)]);
  t.deepEqual(decide({ type: 'GiveUp', data: { deliveryId: 'dlv_1' }, metadata: { now } }, stateAfter([started, ...failuresUpTo(6)])), [
    { type: 'DeliveryGaveUp', data: { deliveryId: 'dlv_1', subscriptionId: 'sub_1', attempts: 6, gaveUpAt: at } },
  ]);
});

test('giving up before the last attempt failed, or twice, changes nothing', (t) =>
  specification(t, () => {
    const giveUp = { type: 'GiveUp', data: { deliveryId: 'dlv_1' }, metadata: { now } } as const;
    given([started, ...failuresUpTo(3)])
      .when(giveUp)
      .thenNothingHappened();
    given([
      started,
      ...failuresUpTo(6),
      { type: 'DeliveryGaveUp', data: { deliveryId: 'dlv_1', subscriptionId: 'sub_1', attempts: 6, gaveUpAt: at } },
    ])
      .when(giveUp)
      .thenNothingHappened();
  }));

test('a success delivers', (t) => {
  t.deepEqual(decide(attempt(2, true), stateAfter([started, ...failuresUpTo(1)])), [
    {
      type: 'DeliveryAttemptSucceeded',
      data: { deliveryId: 'dlv_1', subscriptionId: 'sub_1', attempt: 2, attemptedAt: at, statusCode: 200, error: null, durationMs: 12 },
    },
  ]);
});

test('a second outcome for the same attempt, or one for an attempt not due, changes nothing', (t) =>
  specification(t, () => {
    given([started, failed(1, at)])
      .when(attempt(1, true))
      .thenNothingHappened();
    given([started]).when(attempt(3, false)).thenNothingHappened();
    given([
      started,
      {
        type: 'DeliveryAttemptSucceeded',
        data: { deliveryId: 'dlv_1', subscriptionId: 'sub_1', attempt: 1, attemptedAt: at, statusCode: 204, error: null, durationMs: 3 },
      },
    ])
      .when(attempt(2, false))
      .thenNothingHappened();
    given([]).when(attempt(1, true)).thenNothingHappened();
  }));

// ---------------------------------------------------------------- Replay

const gaveUp: DeliveryEvent = { type: 'DeliveryGaveUp', data: { deliveryId: 'dlv_1', subscriptionId: 'sub_1', attempts: 6, gaveUpAt: at } };
const replay = (subscriptionEnabled = true) =>
  ({ type: 'ReplayDelivery', data: { deliveryId: 'dlv_1', replayedBy: 'customer', subscriptionEnabled }, metadata: { now } }) as const;
const replayed = (nextAttempt: number): DeliveryEvent => ({
  type: 'DeliveryReplayed',
  data: { deliveryId: 'dlv_1', subscriptionId: 'sub_1', attempt: nextAttempt, replayedBy: 'customer', replayedAt: at },
});
const succeeded = (n: number): DeliveryEvent => ({
  type: 'DeliveryAttemptSucceeded',
  data: { deliveryId: 'dlv_1', subscriptionId: 'sub_1', attempt: n, attemptedAt: at, statusCode: 200, error: null, durationMs: 12 },
});

test('a delivery that gave up, was delivered, canceled or withheld replays, and its attempt numbers keep counting', (t) =>
  specification(t, () => {
    given([started, ...failuresUpTo(6), gaveUp])
      .when(replay())
      .then([replayed(7)]);
    given([started, failed(1, at), succeeded(2)])
      .when(replay())
      .then([replayed(3)]);
    given([
      started,
      { type: 'DeliveryCanceled', data: { deliveryId: 'dlv_1', subscriptionId: 'sub_1', reason: 'subscription_disabled', canceledAt: at } },
    ])
      .when(replay())
      .then([replayed(1)]);
    given([{ type: 'DeliveryWithheldForQuota', data: { ...target, withheldAt: at } }])
      .when(replay())
      .then([replayed(1)]);
  }));

test('replaying while a cycle runs, twice, an unknown delivery or one of a disabled subscription changes nothing', (t) =>
  specification(t, () => {
    given([started]).when(replay()).thenNothingHappened();
    given([started, failed(1, at)])
      .when(replay())
      .thenNothingHappened();
    given([started, ...failuresUpTo(6), gaveUp, replayed(7)])
      .when(replay())
      .thenNothingHappened();
    given([]).when(replay()).thenNothingHappened();
    given([started, ...failuresUpTo(6), gaveUp])
      .when(replay(false))
      .thenNothingHappened();
  }));

test('a recovery replays a delivery once: run again after a crash, it leaves what it replayed alone, even delivered since', (t) =>
  specification(t, () => {
    const byRecovery = (recoveryId: string) => ({ ...replay(), data: { ...replay().data, recoveryId } }) as const;
    const replayedBy = (recoveryId: string): DeliveryEvent => ({
      type: 'DeliveryReplayed',
      data: { deliveryId: 'dlv_1', subscriptionId: 'sub_1', attempt: 7, replayedBy: 'customer', replayedAt: at, recoveryId },
    });
    given([started, ...failuresUpTo(6), gaveUp])
      .when(byRecovery('rcv_1'))
      .then([replayedBy('rcv_1')]);
    given([started, ...failuresUpTo(6), gaveUp, replayedBy('rcv_1'), succeeded(7)])
      .when(byRecovery('rcv_1'))
      .thenNothingHappened();
    given([started, ...failuresUpTo(6), gaveUp, replayedBy('rcv_1'), succeeded(7)])
      .when(byRecovery('rcv_2'))
      .then([{ ...replayedBy('rcv_2'), data: { ...replayedBy('rcv_2').data, attempt: 8 } } as DeliveryEvent]);
  }));

test('a replayed cycle follows the schedule from its own first attempt and ends after six', (t) => {
  const cycle = [started, ...failuresUpTo(6), gaveUp, replayed(7)];
  t.deepEqual(decide(attempt(7, false), stateAfter(cycle)), [failed(7, '2026-11-22T10:01:00.000Z')]);
  const failuresOfCycle = [7, 8, 9, 10, 11].map((n, i) => failed(n, new Date(now.getTime() + schedule[i]!).toISOString()));
  t.deepEqual(decide(attempt(12, false), stateAfter([...cycle, ...failuresOfCycle])), [failed(12, null)]);
  t.deepEqual(decide(attempt(8, true), stateAfter([...cycle, failed(7, at)])), [succeeded(8)]);
  t.deepEqual(
    decide(
      { type: 'GiveUp', data: { deliveryId: 'dlv_1' }, metadata: { now } },
      stateAfter([...cycle, ...failuresOfCycle, failed(12, null)]),
    ),
    [{ type: 'DeliveryGaveUp', data: { deliveryId: 'dlv_1', subscriptionId: 'sub_1', attempts: 12, gaveUpAt: at } }],
  );
});

// ---------------------------------------------------------------- Retry-After

test('a 429 or 503 asking to wait defers the next attempt, capped at a day, never earlier than the schedule', (t) => {
  const asking = (statusCode: number, retryAfterMs: number | null) => ({
    ...attempt(1, false, statusCode),
    data: { ...attempt(1, false, statusCode).data, retryAfterMs },
  });
  const nextAt = (statusCode: number, retryAfterMs: number | null) => {
    const [event] = decide(asking(statusCode, retryAfterMs), stateAfter([started]));
    return event?.type === 'DeliveryAttemptFailed' ? event.data.nextAttemptAt : undefined;
  };
  t.is(nextAt(429, 120_000), '2026-11-22T10:02:00.000Z');
  t.is(nextAt(503, 10_000), '2026-11-22T10:01:00.000Z', 'the schedule stays the minimum');
  t.is(nextAt(503, 3 * 24 * 3_600_000), '2026-11-23T10:00:00.000Z', 'at most 24 hours after the failed attempt');
  t.is(nextAt(503, null), '2026-11-22T10:01:00.000Z');
});

test('Retry-After is read as seconds or an HTTP date, only on 429 and 503', (t) => {
  const now = Date.parse('2026-11-22T10:00:00.000Z');
  t.is(retryAfterMs(429, '2', now), 2_000);
  t.is(retryAfterMs(503, 'Sun, 22 Nov 2026 10:05:00 GMT', now), 300_000);
  t.is(retryAfterMs(503, 'Sun, 22 Nov 2026 09:00:00 GMT', now), 0);
  t.is(retryAfterMs(500, '2', now), null);
  t.is(retryAfterMs(429, 'soon', now), null);
  t.is(retryAfterMs(429, undefined, now), null);
});
