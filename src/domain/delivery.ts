import type { Command, Decider, Event } from '@event-driven-io/emmett';
import { createHash } from 'node:crypto';
import { commandHandlerFor, everyType } from './deciderKit.js';
import { MAX_RETRY_AFTER_MS } from './retryAfter.js';

/** Attempt 1 and the five retries of the spec's table. */
export const MAX_ATTEMPTS = 6;

export type DeliveryStatus = 'pending' | 'failed' | 'delivered' | 'gave_up' | 'quota_exceeded' | 'canceled';

/** One delivery per (event, version, subscription): reprocessing finds the same stream. */
export const deliveryIdFor = (eventId: string, eventVersion: number, subscriptionId: string): string =>
  `dlv_${createHash('sha256').update(`${eventId}\n${eventVersion}\n${subscriptionId}`).digest('base64url').slice(0, 22)}`;

type DeliveryTarget = {
  deliveryId: string;
  subscriptionId: string;
  customerId: string;
  eventId: string;
  eventVersion: number;
};

type AttemptResult = { statusCode: number | null; error: string | null; durationMs: number };

// ---------------------------------------------------------------- Events

export type DeliveryStarted = Event<'DeliveryStarted', DeliveryTarget & { startedAt: string }>;
export type DeliveryWithheldForQuota = Event<'DeliveryWithheldForQuota', DeliveryTarget & { withheldAt: string }>;
export type DeliveryAttemptSucceeded = Event<
  'DeliveryAttemptSucceeded',
  { deliveryId: string; subscriptionId: string; attempt: number; attemptedAt: string } & AttemptResult
>;
export type DeliveryAttemptFailed = Event<
  'DeliveryAttemptFailed',
  { deliveryId: string; subscriptionId: string; attempt: number; attemptedAt: string; nextAttemptAt: string | null } & AttemptResult
>;
export type DeliveryGaveUp = Event<'DeliveryGaveUp', { deliveryId: string; subscriptionId: string; attempts: number; gaveUpAt: string }>;
export type DeliveryCanceled = Event<
  'DeliveryCanceled',
  { deliveryId: string; subscriptionId: string; reason: 'subscription_disabled'; canceledAt: string }
>;
/** Who asked for a replay: the customer through the API, or an operator through the CLI. */
export type ReplayRequester = 'customer' | 'operator';
/** A new cycle of up to six attempts; `attempt` is the number of its first one (attempt numbers keep counting). */
export type DeliveryReplayed = Event<
  'DeliveryReplayed',
  {
    deliveryId: string;
    subscriptionId: string;
    attempt: number;
    replayedBy: ReplayRequester;
    replayedAt: string;
    /** The subscription recovery that asked for it, if one did: a recovery replays a delivery once. */
    recoveryId?: string;
  }
>;

export type DeliveryEvent =
  | DeliveryStarted
  | DeliveryWithheldForQuota
  | DeliveryAttemptSucceeded
  | DeliveryAttemptFailed
  | DeliveryGaveUp
  | DeliveryCanceled
  | DeliveryReplayed;

export const DELIVERY_EVENT_TYPES = everyType<DeliveryEvent['type']>({
  DeliveryStarted: true,
  DeliveryWithheldForQuota: true,
  DeliveryAttemptSucceeded: true,
  DeliveryAttemptFailed: true,
  DeliveryGaveUp: true,
  DeliveryCanceled: true,
  DeliveryReplayed: true,
});

// ---------------------------------------------------------------- State

export type Delivery =
  | { status: 'unknown' }
  | (DeliveryTarget & {
      status: DeliveryStatus;
      attemptsMade: number;
      /** Attempts made before the current cycle began (0 until a replay). */
      cycleStartsAfter: number;
      nextAttemptAt: string | null;
      /** The recovery that started the latest replay, if one did. */
      lastRecoveryId?: string | undefined;
    });

export const initialState = (): Delivery => ({ status: 'unknown' });

export const evolve = (state: Delivery, event: DeliveryEvent): Delivery => {
  const { type, data } = event;
  switch (type) {
    case 'DeliveryStarted':
      return { ...pickTarget(data), status: 'pending', attemptsMade: 0, cycleStartsAfter: 0, nextAttemptAt: data.startedAt };
    case 'DeliveryWithheldForQuota':
      return { ...pickTarget(data), status: 'quota_exceeded', attemptsMade: 0, cycleStartsAfter: 0, nextAttemptAt: null };
  }
  if (state.status === 'unknown') return state;
  switch (type) {
    case 'DeliveryAttemptSucceeded':
      return { ...state, status: 'delivered', attemptsMade: data.attempt, nextAttemptAt: null };
    case 'DeliveryAttemptFailed':
      return { ...state, status: 'failed', attemptsMade: data.attempt, nextAttemptAt: data.nextAttemptAt };
    case 'DeliveryGaveUp':
      return { ...state, status: 'gave_up', nextAttemptAt: null };
    case 'DeliveryCanceled':
      return { ...state, status: 'canceled', nextAttemptAt: null };
    case 'DeliveryReplayed':
      return {
        ...state,
        status: 'pending',
        cycleStartsAfter: data.attempt - 1,
        nextAttemptAt: data.replayedAt,
        lastRecoveryId: data.recoveryId,
      };
  }
};

const pickTarget = ({ deliveryId, subscriptionId, customerId, eventId, eventVersion }: DeliveryTarget): DeliveryTarget => ({
  deliveryId,
  subscriptionId,
  customerId,
  eventId,
  eventVersion,
});

// ---------------------------------------------------------------- Commands

type Now = { now: Date };

export type StartDelivery = Command<'StartDelivery', DeliveryTarget & { withinQuota: boolean }, Now>;
export type RecordAttempt = Command<
  'RecordAttempt',
  {
    deliveryId: string;
    attempt: number;
    succeeded: boolean;
    /** Delays before attempts 2…6, in milliseconds (DELIVERY_RETRY_SCHEDULE). */
    retrySchedule: number[];
    /** How long a 429 or 503 asked to wait (Retry-After), in milliseconds; absent or null if it did not. */
    retryAfterMs?: number | null;
  } & AttemptResult,
  Now
>;
export type GiveUp = Command<'GiveUp', { deliveryId: string }, Now>;
export type CancelDelivery = Command<'CancelDelivery', { deliveryId: string; reason: 'subscription_disabled' }, Now>;
/** The caller checked the subscription is enabled; a disabled one's deliveries are not replayed. */
export type ReplayDelivery = Command<
  'ReplayDelivery',
  { deliveryId: string; replayedBy: ReplayRequester; subscriptionEnabled: boolean; recoveryId?: string },
  Now
>;
export type DeliveryCommand = StartDelivery | RecordAttempt | GiveUp | CancelDelivery | ReplayDelivery;

const isOpen = (state: Delivery): state is Exclude<Delivery, { status: 'unknown' }> =>
  state.status === 'pending' || state.status === 'failed';

/** Statuses a replay starts a new cycle from (decisions.md, "Version 1.1: delivery operations"). */
export const REPLAYABLE_STATUSES: readonly DeliveryStatus[] = ['gave_up', 'delivered', 'canceled', 'quota_exceeded'];

// ---------------------------------------------------------------- Decide

/**
 * Starting twice, recording an attempt that is not the one due, giving up before the last
 * attempt failed, or replaying while a cycle runs, all change nothing: every step may be repeated after a crash or a redelivery.
 */
export const decide = (command: DeliveryCommand, state: Delivery): DeliveryEvent[] => {
  const at = command.metadata.now.toISOString();
  switch (command.type) {
    case 'StartDelivery': {
      if (state.status !== 'unknown') return [];
      const { withinQuota, ...target } = command.data;
      return withinQuota
        ? [{ type: 'DeliveryStarted', data: { ...target, startedAt: at } }]
        : [{ type: 'DeliveryWithheldForQuota', data: { ...target, withheldAt: at } }];
    }
    case 'RecordAttempt': {
      const { attempt, succeeded, statusCode, error, durationMs, retrySchedule, retryAfterMs } = command.data;
      if (!isOpen(state) || attempt !== state.attemptsMade + 1) return [];
      const base = {
        deliveryId: state.deliveryId,
        subscriptionId: state.subscriptionId,
        attempt,
        attemptedAt: at,
        statusCode,
        error,
        durationMs,
      };
      if (succeeded) return [{ type: 'DeliveryAttemptSucceeded', data: base }];
      const attemptOfCycle = attempt - state.cycleStartsAfter;
      const scheduled = attemptOfCycle < MAX_ATTEMPTS ? retrySchedule[attemptOfCycle - 1] : undefined;
      // The receiver may ask for a later attempt (capped at a day), never an earlier one than the schedule's.
      const delay = scheduled === undefined ? undefined : Math.max(scheduled, Math.min(retryAfterMs ?? 0, MAX_RETRY_AFTER_MS));
      const nextAttemptAt = delay === undefined ? null : new Date(command.metadata.now.getTime() + delay).toISOString();
      return [{ type: 'DeliveryAttemptFailed', data: { ...base, nextAttemptAt } }];
    }
    case 'GiveUp':
      if (state.status !== 'failed' || state.nextAttemptAt !== null) return [];
      return [
        {
          type: 'DeliveryGaveUp',
          data: { deliveryId: state.deliveryId, subscriptionId: state.subscriptionId, attempts: state.attemptsMade, gaveUpAt: at },
        },
      ];
    case 'CancelDelivery':
      if (!isOpen(state)) return [];
      return [
        {
          type: 'DeliveryCanceled',
          data: { deliveryId: state.deliveryId, subscriptionId: state.subscriptionId, reason: command.data.reason, canceledAt: at },
        },
      ];
    case 'ReplayDelivery':
      // A cycle that runs already (a second replay, a repeat after a crash) is left alone.
      if (state.status === 'unknown' || !REPLAYABLE_STATUSES.includes(state.status) || !command.data.subscriptionEnabled) return [];
      // A recovery run again after a crash does not replay what it replayed already (and was delivered since).
      if (command.data.recoveryId !== undefined && state.lastRecoveryId === command.data.recoveryId) return [];
      return [
        {
          type: 'DeliveryReplayed',
          data: {
            deliveryId: state.deliveryId,
            subscriptionId: state.subscriptionId,
            attempt: state.attemptsMade + 1,
            replayedBy: command.data.replayedBy,
            replayedAt: at,
            ...(command.data.recoveryId === undefined ? {} : { recoveryId: command.data.recoveryId }),
          },
        },
      ];
  }
};

export const decider: Decider<Delivery, DeliveryCommand, DeliveryEvent> = { decide, evolve, initialState };

export const deliveryStreamName = (deliveryId: string): string => `delivery-${deliveryId}`;

export const handleDeliveryCommand = commandHandlerFor(decider, deliveryStreamName, 5);
