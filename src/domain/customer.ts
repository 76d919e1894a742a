import {
  DeciderCommandHandler,
  IllegalStateError,
  ValidationError,
  type Command,
  type Decider,
  type Event,
} from '@event-driven-io/emmett';
import type { StoredKey } from './apiKey.js';
import { hasCustomQuotas, type Quotas, type Tier } from './tier.js';

// ---------------------------------------------------------------- Events

export type CustomerOnboarded = Event<
  'CustomerOnboarded',
  { customerId: string; email: string; tier: Tier; customQuotas: Quotas | null; onboardedAt: string }
>;
export type ApiKeyIssued = Event<'ApiKeyIssued', { customerId: string; keyId: string; issuedAt: string } & StoredKey>;
export type ApiKeyRevoked = Event<
  'ApiKeyRevoked',
  { customerId: string; keyId: string; reason: 'rotated' | 'canceled'; revokedAt: string }
>;
export type TierChanged = Event<
  'TierChanged',
  { customerId: string; from: Tier; to: Tier; customQuotas: Quotas | null; changedAt: string }
>;
export type CustomerSuspended = Event<'CustomerSuspended', { customerId: string; reason: string; suspendedAt: string }>;
export type CustomerRestored = Event<'CustomerRestored', { customerId: string; restoredAt: string }>;

export type CustomerEvent =
  | CustomerOnboarded
  | ApiKeyIssued
  | ApiKeyRevoked
  | TierChanged
  | CustomerSuspended
  | CustomerRestored;

export const CUSTOMER_EVENT_TYPES: CustomerEvent['type'][] = [
  'CustomerOnboarded',
  'ApiKeyIssued',
  'ApiKeyRevoked',
  'TierChanged',
  'CustomerSuspended',
  'CustomerRestored',
];

// ---------------------------------------------------------------- State

export type Customer =
  | { status: 'Unknown' }
  | {
      status: 'Active' | 'Suspended';
      customerId: string;
      tier: Tier;
      customQuotas: Quotas | null;
      activeKeyIds: string[];
    };

export const initialState = (): Customer => ({ status: 'Unknown' });

export const evolve = (state: Customer, { type, data }: CustomerEvent): Customer => {
  switch (type) {
    case 'CustomerOnboarded':
      return { status: 'Active', customerId: data.customerId, tier: data.tier, customQuotas: data.customQuotas, activeKeyIds: [] };
  }
  if (state.status === 'Unknown') return state;
  switch (type) {
    case 'ApiKeyIssued':
      return { ...state, activeKeyIds: [...state.activeKeyIds, data.keyId] };
    case 'ApiKeyRevoked':
      return { ...state, activeKeyIds: state.activeKeyIds.filter((id) => id !== data.keyId) };
    case 'TierChanged':
      return { ...state, tier: data.to, customQuotas: data.customQuotas };
    case 'CustomerSuspended':
      return { ...state, status: 'Suspended' };
    case 'CustomerRestored':
      return { ...state, status: 'Active' };
  }
};

// ---------------------------------------------------------------- Commands

type CommandMetadata = { now: Date };
type NewKey = { keyId: string } & StoredKey;

export type OnboardCustomer = Command<
  'OnboardCustomer',
  { customerId: string; email: string; tier: Tier; customQuotas: Quotas | null; key: NewKey },
  CommandMetadata
>;
export type RotateApiKey = Command<'RotateApiKey', { customerId: string; key: NewKey }, CommandMetadata>;
export type ChangeTier = Command<'ChangeTier', { customerId: string; tier: Tier; customQuotas: Quotas | null }, CommandMetadata>;
export type SuspendCustomer = Command<'SuspendCustomer', { customerId: string; reason: string }, CommandMetadata>;
export type RestoreCustomer = Command<'RestoreCustomer', { customerId: string }, CommandMetadata>;

export type CustomerCommand = OnboardCustomer | RotateApiKey | ChangeTier | SuspendCustomer | RestoreCustomer;

// ---------------------------------------------------------------- Decide

function assertQuotasFitTier(tier: Tier, customQuotas: Quotas | null): void {
  if (hasCustomQuotas(tier) && !customQuotas) {
    throw new ValidationError('The Embedded tier needs custom quotas (API requests per day, deliveries per month)');
  }
  if (!hasCustomQuotas(tier) && customQuotas) {
    throw new ValidationError(`The ${tier} tier has fixed quotas; only Embedded takes custom ones`);
  }
}

function assertKnown(state: Customer): asserts state is Exclude<Customer, { status: 'Unknown' }> {
  if (state.status === 'Unknown') throw new IllegalStateError('Customer does not exist');
}

const sameQuotas = (a: Quotas | null, b: Quotas | null): boolean =>
  a?.apiRequestsPerDay === b?.apiRequestsPerDay && a?.deliveriesPerMonth === b?.deliveriesPerMonth;

export const decide = (command: CustomerCommand, state: Customer): CustomerEvent[] => {
  const { type, data, metadata } = command;
  const now = metadata.now.toISOString();
  switch (type) {
    case 'OnboardCustomer': {
      if (state.status !== 'Unknown') throw new IllegalStateError('Customer already exists');
      assertQuotasFitTier(data.tier, data.customQuotas);
      const { customerId, key } = data;
      return [
        { type: 'CustomerOnboarded', data: { customerId, email: data.email, tier: data.tier, customQuotas: data.customQuotas, onboardedAt: now } },
        { type: 'ApiKeyIssued', data: { customerId, ...key, issuedAt: now } },
      ];
    }
    case 'RotateApiKey': {
      assertKnown(state);
      const { customerId, key } = data;
      return [
        ...state.activeKeyIds.map(
          (keyId): ApiKeyRevoked => ({ type: 'ApiKeyRevoked', data: { customerId, keyId, reason: 'rotated', revokedAt: now } }),
        ),
        { type: 'ApiKeyIssued', data: { customerId, ...key, issuedAt: now } },
      ];
    }
    case 'ChangeTier': {
      assertKnown(state);
      assertQuotasFitTier(data.tier, data.customQuotas);
      if (state.tier === data.tier && sameQuotas(state.customQuotas, data.customQuotas)) return [];
      return [
        { type: 'TierChanged', data: { customerId: data.customerId, from: state.tier, to: data.tier, customQuotas: data.customQuotas, changedAt: now } },
      ];
    }
    case 'SuspendCustomer':
      assertKnown(state);
      if (state.status === 'Suspended') return [];
      return [{ type: 'CustomerSuspended', data: { customerId: data.customerId, reason: data.reason, suspendedAt: now } }];
    case 'RestoreCustomer':
      assertKnown(state);
      if (state.status === 'Active') return [];
      return [{ type: 'CustomerRestored', data: { customerId: data.customerId, restoredAt: now } }];
    default: {
      const _unknownCommand: never = type;
      throw new ValidationError(`Unknown command ${String(_unknownCommand)}`);
    }
  }
};

export const decider: Decider<Customer, CustomerCommand, CustomerEvent> = { decide, evolve, initialState };

export const customerStreamName = (customerId: string): string => `customer-${customerId}`;

export const handleCustomerCommand = DeciderCommandHandler({
  ...decider,
  mapToStreamId: customerStreamName,
  retry: { onVersionConflict: 3 },
});
