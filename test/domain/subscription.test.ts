import { DeciderSpecification, IllegalStateError, NotFoundError } from '@event-driven-io/emmett';
import test from 'ava';
import { decide, decider, evolve, initialState, type SubscriptionEvent, type SubscriptionTarget } from '../../src/domain/subscription.js';
import { specification } from '../support/decider.js';

const given = DeciderSpecification.for(decider);

const now = new Date('2026-11-22T10:00:00.000Z');
const later = new Date('2026-11-23T08:30:00.000Z');
const subscriptionId = 'sub_test';
const customerId = 'cus_owner';
const secretFingerprint = `sha256:${'f'.repeat(64)}`;
const target: SubscriptionTarget = {
  webhookUrl: 'https://hooks.example.com/regfeed',
  topics: ['gpai', 'transparency'],
  sourceFilter: ['eurlex-oj-l', 'ai-office'],
  severityMin: 'medium',
  language: 'de',
};

const created: SubscriptionEvent = {
  type: 'SubscriptionCreated',
  data: { subscriptionId, customerId, ...target, secretFingerprint, createdAt: now.toISOString() },
};
const disabled: SubscriptionEvent = {
  type: 'SubscriptionDisabled',
  data: { subscriptionId, customerId, reason: 'deleted_by_customer', disabledAt: later.toISOString() },
};

const create = (overrides: Partial<SubscriptionTarget> = {}) =>
  ({
    type: 'CreateSubscription',
    data: { subscriptionId, customerId, target: { ...target, ...overrides }, secretFingerprint },
    metadata: { now },
  }) as const;
const disable = (by = customerId) =>
  ({
    type: 'DisableSubscription',
    data: { subscriptionId, customerId: by, reason: 'deleted_by_customer' },
    metadata: { now: later },
  }) as const;

test('creating a new subscription records its target and only the fingerprint of its secret', (t) =>
  specification(t, () => {
    given([]).when(create()).then([created]);
  }));

// Asserted on decide() itself: emmett 0.42's subset matcher throws on the null of `sourceFilter`.
test('a subscription to every source records a null source filter', (t) => {
  t.deepEqual(decide(create({ sourceFilter: null }), initialState()), [
    { type: 'SubscriptionCreated', data: { ...created.data, sourceFilter: null } } as SubscriptionEvent,
  ]);
});

test('an id is never used twice, not even after the subscription was disabled', (t) =>
  specification(t, () => {
    given([created]).when(create()).thenThrows(IllegalStateError);
    given([created, disabled]).when(create()).thenThrows(IllegalStateError);
  }));

test('disabling an enabled subscription records who and when', (t) =>
  specification(t, () => {
    given([created]).when(disable()).then([disabled]);
  }));

test('disabling it again changes nothing', (t) =>
  specification(t, () => {
    given([created, disabled]).when(disable()).thenNothingHappened();
  }));

test('disabling an unknown subscription is refused as not found', (t) =>
  specification(t, () => {
    given([]).when(disable()).thenThrows(NotFoundError);
  }));

test("another customer's subscription is not found either, enabled or not", (t) =>
  specification(t, () => {
    given([created]).when(disable('cus_intruder')).thenThrows(NotFoundError);
    given([created, disabled]).when(disable('cus_intruder')).thenThrows(NotFoundError);
  }));

test('the state follows the lifecycle: unknown, enabled, disabled', (t) => {
  const enabled = evolve(initialState(), created);
  t.deepEqual(enabled, { status: 'Enabled', subscriptionId, customerId });
  t.deepEqual(evolve(enabled, disabled), { status: 'Disabled', subscriptionId, customerId });
});

// ---------------------------------------------------------------- Secret rotation

const newFingerprint = `sha256:${'a'.repeat(64)}`;
const rotate = (by = customerId) =>
  ({
    type: 'RotateSecret',
    data: {
      subscriptionId,
      customerId: by,
      secretFingerprint: newFingerprint,
      previousFingerprint: secretFingerprint,
      previousExpiresAt: later,
    },
    metadata: { now },
  }) as const;

test('rotating the secret of an enabled subscription records fingerprints only, and until when the old one signs', (t) =>
  specification(t, () => {
    given([created])
      .when(rotate())
      .then([
        {
          type: 'SubscriptionSecretRotated',
          data: {
            subscriptionId,
            customerId,
            secretFingerprint: newFingerprint,
            previousFingerprint: secretFingerprint,
            previousExpiresAt: later.toISOString(),
            rotatedAt: now.toISOString(),
          },
        },
      ]);
  }));

test('rotating an unknown or another customer’s subscription is not found; a disabled one’s is refused', (t) =>
  specification(t, () => {
    given([]).when(rotate()).thenThrows(NotFoundError);
    given([created]).when(rotate('cus_other')).thenThrows(NotFoundError);
    given([created, disabled]).when(rotate()).thenThrows(IllegalStateError);
  }));
