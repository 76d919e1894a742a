import { DeciderSpecification, IllegalStateError, ValidationError } from '@event-driven-io/emmett';
import test from 'ava';
import { decide, decider, evolve, initialState, type CustomerEvent } from '../../src/domain/customer.js';
import { specification } from '../support/decider.js';

const given = DeciderSpecification.for(decider);

const now = new Date('2026-11-22T10:00:00.000Z');
const at = now.toISOString();
const customerId = 'cus_test';
const key1 = { keyId: 'key_1', keyDigest: 'a'.repeat(64), keyHint: 'regfeed_…aaaa' };
const key2 = { keyId: 'key_2', keyDigest: 'b'.repeat(64), keyHint: 'regfeed_…bbbb' };
const embeddedQuotas = { apiRequestsPerDay: 500_000, deliveriesPerMonth: 90_000 };

const onboarded: CustomerEvent = {
  type: 'CustomerOnboarded',
  data: { customerId, email: 'a@example.org', tier: 'Team', customQuotas: null, onboardedAt: at },
};
const keyIssued: CustomerEvent = { type: 'ApiKeyIssued', data: { customerId, ...key1, issuedAt: at } };
const suspended: CustomerEvent = { type: 'CustomerSuspended', data: { customerId, reason: 'invoice unpaid', suspendedAt: at } };

// Asserted on decide() itself: emmett 0.42's subset matcher throws on the null of `customQuotas`.
test('onboarding a new customer records it and issues its first key', (t) => {
  const command = {
    type: 'OnboardCustomer',
    data: { customerId, email: 'a@example.org', tier: 'Team', customQuotas: null, key: key1 },
    metadata: { now },
  } as const;
  t.deepEqual(decide(command, initialState()), [onboarded, keyIssued]);
});

test('onboarding an existing customer is refused', (t) =>
  specification(t, () => {
    given([onboarded, keyIssued])
      .when({
        type: 'OnboardCustomer',
        data: { customerId, email: 'a@example.org', tier: 'Team', customQuotas: null, key: key2 },
        metadata: { now },
      })
      .thenThrows(IllegalStateError);
  }));

test('an Embedded customer cannot be onboarded without custom quotas', (t) =>
  specification(t, () => {
    given([])
      .when({
        type: 'OnboardCustomer',
        data: { customerId, email: 'a@example.org', tier: 'Embedded', customQuotas: null, key: key1 },
        metadata: { now },
      })
      .thenThrows(ValidationError);
  }));

test('custom quotas are refused for a tier with fixed quotas', (t) =>
  specification(t, () => {
    given([])
      .when({
        type: 'OnboardCustomer',
        data: { customerId, email: 'a@example.org', tier: 'Indie', customQuotas: embeddedQuotas, key: key1 },
        metadata: { now },
      })
      .thenThrows(ValidationError);
  }));

test('rotating revokes every active key and issues a new one', (t) =>
  specification(t, () => {
    given([onboarded, keyIssued])
      .when({ type: 'RotateApiKey', data: { customerId, key: key2 }, metadata: { now } })
      .then([
        { type: 'ApiKeyRevoked', data: { customerId, keyId: 'key_1', reason: 'rotated', revokedAt: at } },
        { type: 'ApiKeyIssued', data: { customerId, ...key2, issuedAt: at } },
      ]);
  }));

test('a revoked key is not revoked twice by a later rotation', (t) =>
  specification(t, () => {
    const rotated: CustomerEvent[] = [
      { type: 'ApiKeyRevoked', data: { customerId, keyId: 'key_1', reason: 'rotated', revokedAt: at } },
      { type: 'ApiKeyIssued', data: { customerId, ...key2, issuedAt: at } },
    ];
    const key3 = { keyId: 'key_3', keyDigest: 'c'.repeat(64), keyHint: 'regfeed_…cccc' };
    given([onboarded, keyIssued, ...rotated])
      .when({ type: 'RotateApiKey', data: { customerId, key: key3 }, metadata: { now } })
      .then([
        { type: 'ApiKeyRevoked', data: { customerId, keyId: 'key_2', reason: 'rotated', revokedAt: at } },
        { type: 'ApiKeyIssued', data: { customerId, ...key3, issuedAt: at } },
      ]);
  }));

test('rotating the key of an unknown customer is refused', (t) =>
  specification(t, () => {
    given([])
      .when({ type: 'RotateApiKey', data: { customerId, key: key2 }, metadata: { now } })
      .thenThrows(IllegalStateError);
  }));

test('changing the tier records the old and the new tier', (t) =>
  specification(t, () => {
    given([onboarded, keyIssued])
      .when({ type: 'ChangeTier', data: { customerId, tier: 'Embedded', customQuotas: embeddedQuotas }, metadata: { now } })
      .then([{ type: 'TierChanged', data: { customerId, from: 'Team', to: 'Embedded', customQuotas: embeddedQuotas, changedAt: at } }]);
  }));

test('setting the tier it already has changes nothing', (t) =>
  specification(t, () => {
    given([onboarded, keyIssued])
      .when({ type: 'ChangeTier', data: { customerId, tier: 'Team', customQuotas: null }, metadata: { now } })
      .thenNothingHappened();
  }));

test('new quotas for an Embedded customer are a tier change', (t) =>
  specification(t, () => {
    const embedded: CustomerEvent = {
      type: 'TierChanged',
      data: { customerId, from: 'Team', to: 'Embedded', customQuotas: embeddedQuotas, changedAt: at },
    };
    const more = { apiRequestsPerDay: 600_000, deliveriesPerMonth: 90_000 };
    given([onboarded, keyIssued, embedded])
      .when({ type: 'ChangeTier', data: { customerId, tier: 'Embedded', customQuotas: more }, metadata: { now } })
      .then([{ type: 'TierChanged', data: { customerId, from: 'Embedded', to: 'Embedded', customQuotas: more, changedAt: at } }]);
  }));

test('suspending an active customer suspends it; a second suspension changes nothing', (t) =>
  specification(t, () => {
    given([onboarded])
      .when({ type: 'SuspendCustomer', data: { customerId, reason: 'invoice unpaid' }, metadata: { now } })
      .then([suspended]);
    given([onboarded, suspended])
      .when({ type: 'SuspendCustomer', data: { customerId, reason: 'again' }, metadata: { now } })
      .thenNothingHappened();
  }));

test('restoring lifts a suspension; restoring an active customer changes nothing', (t) =>
  specification(t, () => {
    given([onboarded, suspended])
      .when({ type: 'RestoreCustomer', data: { customerId }, metadata: { now } })
      .then([{ type: 'CustomerRestored', data: { customerId, restoredAt: at } }]);
    given([onboarded]).when({ type: 'RestoreCustomer', data: { customerId }, metadata: { now } }).thenNothingHappened();
  }));

test('suspending an unknown customer is refused', (t) =>
  specification(t, () => {
    given([])
      .when({ type: 'SuspendCustomer', data: { customerId, reason: 'x' }, metadata: { now } })
      .thenThrows(IllegalStateError);
  }));

// ---------------------------------------------------------------- The payment provider's lifecycle

const billing = { providerCustomerId: 'prov_cus_1', checkoutEventId: 'evt_checkout_1' };
const onboardedAtCheckout: CustomerEvent = { type: 'CustomerOnboarded', data: { ...onboarded.data, billing } };
const earlier = '2026-11-22T09:00:00.000Z';
const later = '2026-11-22T11:00:00.000Z';

test('onboarding from a checkout records how the provider knows the customer', (t) => {
  const command = {
    type: 'OnboardCustomer',
    data: { customerId, email: 'a@example.org', tier: 'Team', customQuotas: null, key: key1, billing },
    metadata: { now },
  } as const;
  t.deepEqual(decide(command, initialState()), [onboardedAtCheckout, keyIssued]);
});

test('the same checkout again replaces the key its interrupted first processing issued', (t) =>
  specification(t, () => {
    given([onboardedAtCheckout, keyIssued])
      .when({
        type: 'OnboardCustomer',
        data: { customerId, email: 'a@example.org', tier: 'Team', customQuotas: null, key: key2, billing },
        metadata: { now },
      })
      .then([
        { type: 'ApiKeyRevoked', data: { customerId, keyId: 'key_1', reason: 'rotated', revokedAt: at } },
        { type: 'ApiKeyIssued', data: { customerId, ...key2, issuedAt: at } },
      ]);
  }));

test('another checkout for an existing customer is refused', (t) =>
  specification(t, () => {
    given([onboardedAtCheckout, keyIssued])
      .when({
        type: 'OnboardCustomer',
        data: {
          customerId,
          email: 'a@example.org',
          tier: 'Team',
          customQuotas: null,
          key: key2,
          billing: { ...billing, checkoutEventId: 'evt_checkout_2' },
        },
        metadata: { now },
      })
      .thenThrows(IllegalStateError);
  }));

test('a provider change remembers when the provider made it', (t) => {
  const state = [onboarded, keyIssued].reduce(evolve, initialState());
  t.deepEqual(
    decide({ type: 'ChangeTier', data: { customerId, tier: 'GPAI', customQuotas: null, asOf: later }, metadata: { now } }, state),
    [{ type: 'TierChanged', data: { customerId, from: 'Team', to: 'GPAI', customQuotas: null, changedAt: at, asOf: later } }],
  );
  specification(t, () =>
    given([onboarded])
      .when({ type: 'SuspendCustomer', data: { customerId, reason: 'invoice.payment_failed', asOf: later }, metadata: { now } })
      .then([{ type: 'CustomerSuspended', data: { customerId, reason: 'invoice.payment_failed', suspendedAt: at, asOf: later } }]),
  );
});

test('a tier change older than the one applied is refused: providers deliver out of order', (t) =>
  specification(t, () => {
    const upgraded: CustomerEvent = {
      type: 'TierChanged',
      data: { customerId, from: 'Team', to: 'GPAI', customQuotas: null, changedAt: at, asOf: later },
    };
    given([onboarded, upgraded])
      .when({ type: 'ChangeTier', data: { customerId, tier: 'Indie', customQuotas: null, asOf: earlier }, metadata: { now } })
      .thenThrows(IllegalStateError, (error) => /Out of order/.test(error.message));
  }));

test('a failed payment older than the payment that restored the account does not suspend it again', (t) =>
  specification(t, () => {
    const suspendedEarlier: CustomerEvent = {
      type: 'CustomerSuspended',
      data: { customerId, reason: 'invoice.payment_failed', suspendedAt: at, asOf: earlier },
    };
    const restoredLater: CustomerEvent = { type: 'CustomerRestored', data: { customerId, restoredAt: at, asOf: later } };
    given([onboarded, suspendedEarlier, restoredLater])
      .when({ type: 'SuspendCustomer', data: { customerId, reason: 'invoice.payment_failed', asOf: earlier }, metadata: { now } })
      .thenThrows(IllegalStateError);
  }));

test('a payment event as old as the applied one still applies (a redelivery of the same event)', (t) =>
  specification(t, () => {
    const suspendedEarlier: CustomerEvent = {
      type: 'CustomerSuspended',
      data: { customerId, reason: 'invoice.payment_failed', suspendedAt: at, asOf: earlier },
    };
    given([onboarded, suspendedEarlier])
      .when({ type: 'SuspendCustomer', data: { customerId, reason: 'invoice.payment_failed', asOf: earlier }, metadata: { now } })
      .thenNothingHappened();
    given([onboarded, suspendedEarlier])
      .when({ type: 'RestoreCustomer', data: { customerId, asOf: earlier }, metadata: { now } })
      .then([{ type: 'CustomerRestored', data: { customerId, restoredAt: at, asOf: earlier } }]);
  }));

test('an operator change (no provider time) is never out of order', (t) =>
  specification(t, () => {
    const restoredLater: CustomerEvent = { type: 'CustomerRestored', data: { customerId, restoredAt: at, asOf: later } };
    given([onboarded, suspended, restoredLater])
      .when({ type: 'SuspendCustomer', data: { customerId, reason: 'fraud check' }, metadata: { now } })
      .then([{ type: 'CustomerSuspended', data: { customerId, reason: 'fraud check', suspendedAt: at } }]);
  }));

const canceled: CustomerEvent = { type: 'CustomerCanceled', data: { customerId, reason: 'subscription.canceled', canceledAt: at } };

test('canceling records the cancellation and revokes every active key', (t) =>
  specification(t, () => {
    given([onboarded, keyIssued])
      .when({ type: 'CancelCustomer', data: { customerId, reason: 'subscription.canceled' }, metadata: { now } })
      .then([canceled, { type: 'ApiKeyRevoked', data: { customerId, keyId: 'key_1', reason: 'canceled', revokedAt: at } }]);
  }));

test('a suspended customer can be canceled', (t) =>
  specification(t, () => {
    given([onboarded, keyIssued, suspended])
      .when({ type: 'CancelCustomer', data: { customerId, reason: 'subscription.canceled' }, metadata: { now } })
      .then([canceled, { type: 'ApiKeyRevoked', data: { customerId, keyId: 'key_1', reason: 'canceled', revokedAt: at } }]);
  }));

test('canceling twice changes nothing; canceling an unknown customer is refused', (t) =>
  specification(t, () => {
    const revoked: CustomerEvent = { type: 'ApiKeyRevoked', data: { customerId, keyId: 'key_1', reason: 'canceled', revokedAt: at } };
    given([onboarded, keyIssued, canceled, revoked])
      .when({ type: 'CancelCustomer', data: { customerId, reason: 'again' }, metadata: { now } })
      .thenNothingHappened();
    given([])
      .when({ type: 'CancelCustomer', data: { customerId, reason: 'x' }, metadata: { now } })
      .thenThrows(IllegalStateError);
  }));

test('a canceled customer gets no new key, tier, suspension or restoration', (t) =>
  specification(t, () => {
    const history = [onboardedAtCheckout, keyIssued, canceled];
    const isCanceled = (error: Error) => /canceled/.test(error.message);
    given(history)
      .when({ type: 'RotateApiKey', data: { customerId, key: key2 }, metadata: { now } })
      .thenThrows(IllegalStateError, isCanceled);
    given(history)
      .when({ type: 'ChangeTier', data: { customerId, tier: 'GPAI', customQuotas: null }, metadata: { now } })
      .thenThrows(IllegalStateError, isCanceled);
    given(history)
      .when({ type: 'SuspendCustomer', data: { customerId, reason: 'x' }, metadata: { now } })
      .thenThrows(IllegalStateError, isCanceled);
    given(history).when({ type: 'RestoreCustomer', data: { customerId }, metadata: { now } }).thenThrows(IllegalStateError, isCanceled);
    given(history)
      .when({
        type: 'OnboardCustomer',
        data: { customerId, email: 'a@example.org', tier: 'Team', customQuotas: null, key: key2, billing },
        metadata: { now },
      })
      .thenThrows(IllegalStateError, isCanceled);
  }));
