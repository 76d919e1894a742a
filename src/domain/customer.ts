import { IllegalStateError, ValidationError, type Command, type Decider, type Event } from '@event-driven-io/emmett';
import type { StoredKey } from './apiKey.js';
import { hasCustomQuotas, type Quotas, type Tier } from './tier.js';
import { commandHandlerFor, everyType, unknownCommand } from './deciderKit.js';

// ---------------------------------------------------------------- Events

/** How a customer who came through the payment provider is known there. */
export type Billing = { providerCustomerId: string; checkoutEventId: string };

/**
 * `asOf` on a change the payment provider caused: when the provider says it happened. Providers
 * deliver out of order, so a change older than the one already applied must not undo it.
 */
type ProviderTime = { asOf?: string };

export type CustomerOnboarded = Event<
  'CustomerOnboarded',
  { customerId: string; email: string; tier: Tier; customQuotas: Quotas | null; onboardedAt: string; billing?: Billing }
>;
export type ApiKeyIssued = Event<'ApiKeyIssued', { customerId: string; keyId: string; issuedAt: string } & StoredKey>;
export type ApiKeyRevoked = Event<
  'ApiKeyRevoked',
  { customerId: string; keyId: string; reason: 'rotated' | 'canceled'; revokedAt: string }
>;
export type TierChanged = Event<
  'TierChanged',
  { customerId: string; from: Tier; to: Tier; customQuotas: Quotas | null; changedAt: string } & ProviderTime
>;
export type CustomerSuspended = Event<'CustomerSuspended', { customerId: string; reason: string; suspendedAt: string } & ProviderTime>;
export type CustomerRestored = Event<'CustomerRestored', { customerId: string; restoredAt: string } & ProviderTime>;
/** Operational e-mail (deliveries given up, deliveries working again) switched on or off by an operator. */
export type OperationalMailChanged = Event<'OperationalMailChanged', { customerId: string; enabled: boolean; changedAt: string }>;
/** Final: the keys are revoked with it, and nothing but a new onboarding brings the customer back. */
export type CustomerCanceled = Event<'CustomerCanceled', { customerId: string; reason: string; canceledAt: string } & ProviderTime>;

export type CustomerEvent =
  | CustomerOnboarded
  | ApiKeyIssued
  | ApiKeyRevoked
  | TierChanged
  | CustomerSuspended
  | CustomerRestored
  | CustomerCanceled
  | OperationalMailChanged;

export const CUSTOMER_EVENT_TYPES = everyType<CustomerEvent['type']>({
  CustomerOnboarded: true,
  ApiKeyIssued: true,
  ApiKeyRevoked: true,
  TierChanged: true,
  CustomerSuspended: true,
  CustomerRestored: true,
  CustomerCanceled: true,
  OperationalMailChanged: true,
});

// ---------------------------------------------------------------- State

export type Customer =
  | { status: 'Unknown' }
  | {
      status: 'Active' | 'Suspended' | 'Canceled';
      customerId: string;
      tier: Tier;
      customQuotas: Quotas | null;
      activeKeyIds: string[];
      checkoutEventId: string | null;
      tierAsOf: string | null;
      paymentStatusAsOf: string | null;
      /** Operational e-mail is on unless an operator switched it off. */
      operationalMail: boolean;
    };

export const initialState = (): Customer => ({ status: 'Unknown' });

export const evolve = (state: Customer, { type, data }: CustomerEvent): Customer => {
  switch (type) {
    case 'CustomerOnboarded':
      return {
        status: 'Active',
        customerId: data.customerId,
        tier: data.tier,
        customQuotas: data.customQuotas,
        activeKeyIds: [],
        checkoutEventId: data.billing?.checkoutEventId ?? null,
        tierAsOf: null,
        paymentStatusAsOf: null,
        operationalMail: true,
      };
  }
  if (state.status === 'Unknown') return state;
  switch (type) {
    case 'ApiKeyIssued':
      return { ...state, activeKeyIds: [...state.activeKeyIds, data.keyId] };
    case 'ApiKeyRevoked':
      return { ...state, activeKeyIds: state.activeKeyIds.filter((id) => id !== data.keyId) };
    case 'TierChanged':
      return { ...state, tier: data.to, customQuotas: data.customQuotas, tierAsOf: data.asOf ?? state.tierAsOf };
    case 'CustomerSuspended':
      return { ...state, status: 'Suspended', paymentStatusAsOf: data.asOf ?? state.paymentStatusAsOf };
    case 'CustomerRestored':
      return { ...state, status: 'Active', paymentStatusAsOf: data.asOf ?? state.paymentStatusAsOf };
    case 'CustomerCanceled':
      return { ...state, status: 'Canceled' };
    case 'OperationalMailChanged':
      return { ...state, operationalMail: data.enabled };
  }
};

// ---------------------------------------------------------------- Commands

type CommandMetadata = { now: Date };
type NewKey = { keyId: string } & StoredKey;

export type OnboardCustomer = Command<
  'OnboardCustomer',
  { customerId: string; email: string; tier: Tier; customQuotas: Quotas | null; key: NewKey; billing?: Billing },
  CommandMetadata
>;
export type RotateApiKey = Command<'RotateApiKey', { customerId: string; key: NewKey }, CommandMetadata>;
export type ChangeTier = Command<
  'ChangeTier',
  { customerId: string; tier: Tier; customQuotas: Quotas | null } & ProviderTime,
  CommandMetadata
>;
export type SuspendCustomer = Command<'SuspendCustomer', { customerId: string; reason: string } & ProviderTime, CommandMetadata>;
export type RestoreCustomer = Command<'RestoreCustomer', { customerId: string } & ProviderTime, CommandMetadata>;
export type CancelCustomer = Command<'CancelCustomer', { customerId: string; reason: string } & ProviderTime, CommandMetadata>;

export type SetOperationalMail = Command<'SetOperationalMail', { customerId: string; enabled: boolean }, CommandMetadata>;

export type CustomerCommand =
  | OnboardCustomer
  | RotateApiKey
  | ChangeTier
  | SuspendCustomer
  | RestoreCustomer
  | CancelCustomer
  | SetOperationalMail;

// ---------------------------------------------------------------- Decide

function assertQuotasFitTier(tier: Tier, customQuotas: Quotas | null): void {
  if (hasCustomQuotas(tier) && !customQuotas) {
    throw new ValidationError('The Embedded tier needs custom quotas (API requests per day, deliveries per month)');
  }
  if (!hasCustomQuotas(tier) && customQuotas) {
    throw new ValidationError(`The ${tier} tier has fixed quotas; only Embedded takes custom ones`);
  }
}

type KnownCustomer = Exclude<Customer, { status: 'Unknown' }>;

function assertKnown(state: Customer): asserts state is KnownCustomer {
  if (state.status === 'Unknown') throw new IllegalStateError('Customer does not exist');
}

function assertNotCanceled(state: KnownCustomer): void {
  if (state.status === 'Canceled') throw new IllegalStateError('Customer is canceled: its keys stay disabled');
}

/** ISO times of one format compare as strings. */
function assertInOrder(appliedAsOf: string | null, asOf: string | undefined, what: string): void {
  if (asOf && appliedAsOf && asOf < appliedAsOf) {
    throw new IllegalStateError(`Out of order: a newer ${what} change (as of ${appliedAsOf}) is already applied`);
  }
}

const providerTime = (asOf: string | undefined): ProviderTime => (asOf ? { asOf } : {});

const sameQuotas = (a: Quotas | null, b: Quotas | null): boolean =>
  a?.apiRequestsPerDay === b?.apiRequestsPerDay && a?.deliveriesPerMonth === b?.deliveriesPerMonth;

const revokeKeys = (state: KnownCustomer, reason: ApiKeyRevoked['data']['reason'], revokedAt: string): ApiKeyRevoked[] =>
  state.activeKeyIds.map((keyId) => ({ type: 'ApiKeyRevoked', data: { customerId: state.customerId, keyId, reason, revokedAt } }));

/** Every active key revoked and a new one issued, in one append: the old key fails at once. */
const replaceKeys = (state: KnownCustomer, key: NewKey, now: string): CustomerEvent[] => [
  ...revokeKeys(state, 'rotated', now),
  { type: 'ApiKeyIssued', data: { customerId: state.customerId, ...key, issuedAt: now } },
];

export const decide = (command: CustomerCommand, state: Customer): CustomerEvent[] => {
  const { type, data, metadata } = command;
  const now = metadata.now.toISOString();
  switch (type) {
    case 'OnboardCustomer': {
      assertQuotasFitTier(data.tier, data.customQuotas);
      if (state.status === 'Unknown') {
        const { customerId, key, billing } = data;
        return [
          {
            type: 'CustomerOnboarded',
            data: {
              customerId,
              email: data.email,
              tier: data.tier,
              customQuotas: data.customQuotas,
              onboardedAt: now,
              ...(billing ? { billing } : {}),
            },
          },
          { type: 'ApiKeyIssued', data: { customerId, ...key, issuedAt: now } },
        ];
      }
      // The same checkout again: its first processing appended the onboarding but died before the
      // welcome message was queued, so no one ever saw that key. Replace it rather than lose access.
      if (data.billing && data.billing.checkoutEventId === state.checkoutEventId) {
        assertNotCanceled(state);
        return replaceKeys(state, data.key, now);
      }
      throw new IllegalStateError('Customer already exists');
    }
    case 'RotateApiKey':
      assertKnown(state);
      assertNotCanceled(state);
      return replaceKeys(state, data.key, now);
    case 'ChangeTier': {
      assertKnown(state);
      assertNotCanceled(state);
      assertQuotasFitTier(data.tier, data.customQuotas);
      assertInOrder(state.tierAsOf, data.asOf, 'tier');
      if (state.tier === data.tier && sameQuotas(state.customQuotas, data.customQuotas)) return [];
      return [
        {
          type: 'TierChanged',
          data: {
            customerId: data.customerId,
            from: state.tier,
            to: data.tier,
            customQuotas: data.customQuotas,
            changedAt: now,
            ...providerTime(data.asOf),
          },
        },
      ];
    }
    case 'SuspendCustomer':
      assertKnown(state);
      assertNotCanceled(state);
      assertInOrder(state.paymentStatusAsOf, data.asOf, 'payment status');
      if (state.status === 'Suspended') return [];
      return [
        {
          type: 'CustomerSuspended',
          data: { customerId: data.customerId, reason: data.reason, suspendedAt: now, ...providerTime(data.asOf) },
        },
      ];
    case 'RestoreCustomer':
      assertKnown(state);
      assertNotCanceled(state);
      assertInOrder(state.paymentStatusAsOf, data.asOf, 'payment status');
      if (state.status === 'Active') return [];
      return [{ type: 'CustomerRestored', data: { customerId: data.customerId, restoredAt: now, ...providerTime(data.asOf) } }];
    case 'CancelCustomer':
      assertKnown(state);
      if (state.status === 'Canceled') return [];
      return [
        {
          type: 'CustomerCanceled',
          data: { customerId: data.customerId, reason: data.reason, canceledAt: now, ...providerTime(data.asOf) },
        },
        ...revokeKeys(state, 'canceled', now),
      ];
    case 'SetOperationalMail':
      assertKnown(state);
      if (state.operationalMail === data.enabled) return [];
      return [{ type: 'OperationalMailChanged', data: { customerId: data.customerId, enabled: data.enabled, changedAt: now } }];
    default:
      return unknownCommand(type);
  }
};

export const decider: Decider<Customer, CustomerCommand, CustomerEvent> = { decide, evolve, initialState };

export const customerStreamName = (customerId: string): string => `customer-${customerId}`;

export const handleCustomerCommand = commandHandlerFor(decider, customerStreamName, 3);
