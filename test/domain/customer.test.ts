import { DeciderSpecification, IllegalStateError, ValidationError } from '@event-driven-io/emmett';
import test from 'ava';
import { decide, decider, initialState, type CustomerEvent } from '../../src/domain/customer.js';
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
  const command = { type: 'OnboardCustomer', data: { customerId, email: 'a@example.org', tier: 'Team', customQuotas: null, key: key1 }, metadata: { now } } as const;
  t.deepEqual(decide(command, initialState()), [onboarded, keyIssued]);
});

test('onboarding an existing customer is refused', (t) => specification(t, () => {
  given([onboarded, keyIssued])
    .when({ type: 'OnboardCustomer', data: { customerId, email: 'a@example.org', tier: 'Team', customQuotas: null, key: key2 }, metadata: { now } })
    .thenThrows(IllegalStateError);
}));

test('an Embedded customer cannot be onboarded without custom quotas', (t) => specification(t, () => {
  given([])
    .when({ type: 'OnboardCustomer', data: { customerId, email: 'a@example.org', tier: 'Embedded', customQuotas: null, key: key1 }, metadata: { now } })
    .thenThrows(ValidationError);
}));

test('custom quotas are refused for a tier with fixed quotas', (t) => specification(t, () => {
  given([])
    .when({ type: 'OnboardCustomer', data: { customerId, email: 'a@example.org', tier: 'Indie', customQuotas: embeddedQuotas, key: key1 }, metadata: { now } })
    .thenThrows(ValidationError);
}));

test('rotating revokes every active key and issues a new one', (t) => specification(t, () => {
  given([onboarded, keyIssued])
    .when({ type: 'RotateApiKey', data: { customerId, key: key2 }, metadata: { now } })
    .then([
      { type: 'ApiKeyRevoked', data: { customerId, keyId: 'key_1', reason: 'rotated', revokedAt: at } },
      { type: 'ApiKeyIssued', data: { customerId, ...key2, issuedAt: at } },
    ]);
}));

test('a revoked key is not revoked twice by a later rotation', (t) => specification(t, () => {
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

test('rotating the key of an unknown customer is refused', (t) => specification(t, () => {
  given([]).when({ type: 'RotateApiKey', data: { customerId, key: key2 }, metadata: { now } }).thenThrows(IllegalStateError);
}));

test('changing the tier records the old and the new tier', (t) => specification(t, () => {
  given([onboarded, keyIssued])
    .when({ type: 'ChangeTier', data: { customerId, tier: 'Embedded', customQuotas: embeddedQuotas }, metadata: { now } })
    .then([{ type: 'TierChanged', data: { customerId, from: 'Team', to: 'Embedded', customQuotas: embeddedQuotas, changedAt: at } }]);
}));

test('setting the tier it already has changes nothing', (t) => specification(t, () => {
  given([onboarded, keyIssued]).when({ type: 'ChangeTier', data: { customerId, tier: 'Team', customQuotas: null }, metadata: { now } }).thenNothingHappened();
}));

test('new quotas for an Embedded customer are a tier change', (t) => specification(t, () => {
  const embedded: CustomerEvent = { type: 'TierChanged', data: { customerId, from: 'Team', to: 'Embedded', customQuotas: embeddedQuotas, changedAt: at } };
  const more = { apiRequestsPerDay: 600_000, deliveriesPerMonth: 90_000 };
  given([onboarded, keyIssued, embedded])
    .when({ type: 'ChangeTier', data: { customerId, tier: 'Embedded', customQuotas: more }, metadata: { now } })
    .then([{ type: 'TierChanged', data: { customerId, from: 'Embedded', to: 'Embedded', customQuotas: more, changedAt: at } }]);
}));

test('suspending an active customer suspends it; a second suspension changes nothing', (t) => specification(t, () => {
  given([onboarded]).when({ type: 'SuspendCustomer', data: { customerId, reason: 'invoice unpaid' }, metadata: { now } }).then([suspended]);
  given([onboarded, suspended]).when({ type: 'SuspendCustomer', data: { customerId, reason: 'again' }, metadata: { now } }).thenNothingHappened();
}));

test('restoring lifts a suspension; restoring an active customer changes nothing', (t) => specification(t, () => {
  given([onboarded, suspended])
    .when({ type: 'RestoreCustomer', data: { customerId }, metadata: { now } })
    .then([{ type: 'CustomerRestored', data: { customerId, restoredAt: at } }]);
  given([onboarded]).when({ type: 'RestoreCustomer', data: { customerId }, metadata: { now } }).thenNothingHappened();
}));

test('suspending an unknown customer is refused', (t) => specification(t, () => {
  given([]).when({ type: 'SuspendCustomer', data: { customerId, reason: 'x' }, metadata: { now } }).thenThrows(IllegalStateError);
}));
