import type pg from 'pg';
import {
  handleDeliveryCommand,
  REPLAYABLE_STATUSES,
  type DeliveryCommand,
  type DeliveryStatus,
  type ReplayRequester,
} from '../domain/delivery.js';
import type { EventStore } from '../eventStore/eventStore.js';
import { handleDeliveryCommands } from './deliveryBatch.js';
import { takeMonthlyQuota } from './fanOut.js';

type ReplayDependencies = { eventStore: EventStore; pool: pg.Pool };

/** Why a replay or a recovery was refused; the API maps each to its status (404, 409, 402). */
export type ReplayRefusal = 'not_found' | 'in_progress' | 'subscription_disabled' | 'quota_exhausted';
export type ReplayOutcome = { refused: ReplayRefusal } | { refused?: undefined; count: number };

/** Deliveries made replayable per transaction: a large recovery commits often, and the relay feeds its attempts in meanwhile. */
const RECOVERY_TRANSACTION = 250;

const replayCommand = (deliveryId: string, replayedBy: ReplayRequester, now: Date): DeliveryCommand => ({
  type: 'ReplayDelivery',
  data: { deliveryId, replayedBy, subscriptionEnabled: true },
  metadata: { now },
});

/**
 * Starts a new cycle of attempts for one delivery (of the customer's, when one is named). The decider
 * decides again against the stream, so a replay racing another changes nothing twice; the monthly
 * quota is taken for the one delivery first.
 */
export async function replayDelivery(
  deps: ReplayDependencies,
  deliveryId: string,
  by: { replayedBy: ReplayRequester; customerId?: string | undefined },
  now = new Date(),
): Promise<ReplayOutcome> {
  const { rows } = await deps.pool.query<{ status: DeliveryStatus; customer_id: string; enabled: boolean; deliveries_per_month: number }>(
    `SELECT d.status, d.customer_id, s.enabled, c.deliveries_per_month
     FROM deliveries d JOIN subscriptions s ON s.id = d.subscription_id JOIN customers c ON c.id = d.customer_id
     WHERE d.id = $1 AND ($2::text IS NULL OR d.customer_id = $2)`,
    [deliveryId, by.customerId ?? null],
  );
  const delivery = rows[0];
  if (!delivery) return { refused: 'not_found' };
  if (!REPLAYABLE_STATUSES.includes(delivery.status)) return { refused: 'in_progress' };
  if (!delivery.enabled) return { refused: 'subscription_disabled' };
  if ((await takeMonthlyQuota(deps.pool, delivery.customer_id, 1, delivery.deliveries_per_month)) === 0)
    return { refused: 'quota_exhausted' };
  await handleDeliveryCommand(deps.eventStore, deliveryId, replayCommand(deliveryId, by.replayedBy, now));
  return { count: 1 };
}

/**
 * Replays every `gave_up` delivery of a subscription created in [since, until), as many as the
 * monthly quota allows, oldest first. Appended in batches; their attempts are retries by priority,
 * so other customers' first attempts still go first.
 */
export async function recoverSubscription(
  deps: ReplayDependencies,
  subscriptionId: string,
  range: { since: number; until?: number | undefined },
  by: { replayedBy: ReplayRequester; customerId?: string | undefined },
  now = new Date(),
): Promise<ReplayOutcome> {
  const { rows: subscriptions } = await deps.pool.query<{ customer_id: string; enabled: boolean; deliveries_per_month: number }>(
    `SELECT s.customer_id, s.enabled, c.deliveries_per_month FROM subscriptions s JOIN customers c ON c.id = s.customer_id
     WHERE s.id = $1 AND ($2::text IS NULL OR s.customer_id = $2)`,
    [subscriptionId, by.customerId ?? null],
  );
  const subscription = subscriptions[0];
  if (!subscription) return { refused: 'not_found' };
  if (!subscription.enabled) return { refused: 'subscription_disabled' };
  const { rows } = await deps.pool.query<{ id: string }>(
    `SELECT id FROM deliveries WHERE subscription_id = $1 AND status = 'gave_up' AND created_at >= $2 AND created_at < $3
     ORDER BY created_at, id`,
    [subscriptionId, range.since, range.until ?? Number.MAX_SAFE_INTEGER],
  );
  if (rows.length === 0) return { count: 0 };
  const granted = await takeMonthlyQuota(deps.pool, subscription.customer_id, rows.length, subscription.deliveries_per_month);
  if (granted === 0) return { refused: 'quota_exhausted' };
  const commands = rows.slice(0, granted).map(({ id }) => replayCommand(id, by.replayedBy, now));
  for (let i = 0; i < commands.length; i += RECOVERY_TRANSACTION) {
    await handleDeliveryCommands(deps, commands.slice(i, i + RECOVERY_TRANSACTION));
  }
  return { count: granted };
}
