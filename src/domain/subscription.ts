import { IllegalStateError, NotFoundError, type Command, type Decider, type Event } from '@event-driven-io/emmett';
import type { DeliveryFormat, Language, Severity, Topic } from './vocabulary.js';
import { commandHandlerFor, everyType, unknownCommand } from './deciderKit.js';

// A webhook subscription, stream `subscription-<id>`. Deleting one disables it: the record stays for
// the audit trail, and a new subscription is the only way back. The webhook secret never enters this
// stream (auditors replay it); only its fingerprint does.

/** What a subscription delivers, and where. */
export type SubscriptionTarget = {
  webhookUrl: string;
  topics: Topic[];
  /** Source ids; null means every source. */
  sourceFilter: string[] | null;
  severityMin: Severity;
  language: Language;
  /** Canonical AI Act references; absent or null means every event (subscriptions before 1.1 have none). */
  articleFilter?: string[] | null;
  /** Absent means `json`. */
  format?: DeliveryFormat;
};

/** Why a subscription stopped. */
export type DisableReason = 'deleted_by_customer' | 'customer_canceled';

// ---------------------------------------------------------------- Events

export type SubscriptionCreated = Event<
  'SubscriptionCreated',
  SubscriptionTarget & { subscriptionId: string; customerId: string; secretFingerprint: string; createdAt: string }
>;
export type SubscriptionDisabled = Event<
  'SubscriptionDisabled',
  { subscriptionId: string; customerId: string; reason: DisableReason; disabledAt: string }
>;

/** A new secret; the one it replaced signs too until `previousExpiresAt`. Fingerprints only. */
export type SubscriptionSecretRotated = Event<
  'SubscriptionSecretRotated',
  {
    subscriptionId: string;
    customerId: string;
    secretFingerprint: string;
    previousFingerprint: string;
    previousExpiresAt: string;
    rotatedAt: string;
  }
>;
export type SubscriptionEvent = SubscriptionCreated | SubscriptionDisabled | SubscriptionSecretRotated;

export const SUBSCRIPTION_EVENT_TYPES = everyType<SubscriptionEvent['type']>({
  SubscriptionCreated: true,
  SubscriptionDisabled: true,
  SubscriptionSecretRotated: true,
});

// ---------------------------------------------------------------- State

export type Subscription = { status: 'Unknown' } | { status: 'Enabled' | 'Disabled'; subscriptionId: string; customerId: string };

export const initialState = (): Subscription => ({ status: 'Unknown' });

export const evolve = (state: Subscription, { type, data }: SubscriptionEvent): Subscription => {
  switch (type) {
    case 'SubscriptionCreated':
      return { status: 'Enabled', subscriptionId: data.subscriptionId, customerId: data.customerId };
    case 'SubscriptionDisabled':
      return state.status === 'Unknown' ? state : { ...state, status: 'Disabled' };
    case 'SubscriptionSecretRotated':
      return state;
  }
};

// ---------------------------------------------------------------- Commands

type CommandMetadata = { now: Date };

export type CreateSubscription = Command<
  'CreateSubscription',
  { subscriptionId: string; customerId: string; target: SubscriptionTarget; secretFingerprint: string },
  CommandMetadata
>;
export type DisableSubscription = Command<
  'DisableSubscription',
  { subscriptionId: string; customerId: string; reason: DisableReason },
  CommandMetadata
>;

export type RotateSecret = Command<
  'RotateSecret',
  { subscriptionId: string; customerId: string; secretFingerprint: string; previousFingerprint: string; previousExpiresAt: Date },
  CommandMetadata
>;
export type SubscriptionCommand = CreateSubscription | DisableSubscription | RotateSecret;

// ---------------------------------------------------------------- Decide

export const decide = (command: SubscriptionCommand, state: Subscription): SubscriptionEvent[] => {
  const { type, data, metadata } = command;
  const now = metadata.now.toISOString();
  switch (type) {
    case 'CreateSubscription': {
      // Ids are never reused, a disabled subscription's included.
      if (state.status !== 'Unknown') throw new IllegalStateError('Subscription already exists');
      const { subscriptionId, customerId, target, secretFingerprint } = data;
      return [{ type: 'SubscriptionCreated', data: { subscriptionId, customerId, ...target, secretFingerprint, createdAt: now } }];
    }
    case 'DisableSubscription': {
      // Another customer's subscription is indistinguishable from one that does not exist.
      if (state.status === 'Unknown' || state.customerId !== data.customerId) {
        throw new NotFoundError({ id: data.subscriptionId, type: 'Subscription', message: 'Subscription not found' });
      }
      if (state.status === 'Disabled') return [];
      return [
        {
          type: 'SubscriptionDisabled',
          data: { subscriptionId: data.subscriptionId, customerId: data.customerId, reason: data.reason, disabledAt: now },
        },
      ];
    }
    case 'RotateSecret': {
      if (state.status === 'Unknown' || state.customerId !== data.customerId) {
        throw new NotFoundError({ id: data.subscriptionId, type: 'Subscription', message: 'Subscription not found' });
      }
      // A disabled subscription sends nothing more; a new secret for it would sign nothing.
      if (state.status === 'Disabled') throw new IllegalStateError('Subscription is disabled');
      const { subscriptionId, customerId, secretFingerprint, previousFingerprint, previousExpiresAt } = data;
      return [
        {
          type: 'SubscriptionSecretRotated',
          data: {
            subscriptionId,
            customerId,
            secretFingerprint,
            previousFingerprint,
            previousExpiresAt: previousExpiresAt.toISOString(),
            rotatedAt: now,
          },
        },
      ];
    }
    default:
      return unknownCommand(type);
  }
};

export const decider: Decider<Subscription, SubscriptionCommand, SubscriptionEvent> = { decide, evolve, initialState };

export const subscriptionStreamName = (subscriptionId: string): string => `subscription-${subscriptionId}`;

export const handleSubscriptionCommand = commandHandlerFor(decider, subscriptionStreamName, 3);
