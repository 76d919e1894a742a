import type PgBoss from 'pg-boss';
import type pg from 'pg';
import type { Logger } from 'pino';
import {
  handleDeliveryCommand,
  REPLAYABLE_STATUSES,
  type DeliveryCommand,
  type DeliveryStatus,
  type ReplayRequester,
} from '../domain/delivery.js';
import { newId } from '../domain/ids.js';
import type { EventStore } from '../eventStore/eventStore.js';
import { inTransaction, withAdvisoryLock } from '../runtime/sql.js';
import { handleDeliveryCommands } from './deliveryBatch.js';
import { takeMonthlyQuota } from './fanOut.js';

type ReplayDependencies = { eventStore: EventStore; pool: pg.Pool };

/** Why a replay or a recovery was refused; the API maps each to its status (404, 409, 402). */
export type ReplayRefusal = 'not_found' | 'in_progress' | 'subscription_disabled' | 'quota_exhausted';
export type ReplayOutcome = { refused: ReplayRefusal } | { refused?: undefined; count: number };

/** Deliveries made replayable per transaction: a large recovery commits often, and the relay feeds its attempts in meanwhile. */
const RECOVERY_TRANSACTION = 250;

const replayCommand = (deliveryId: string, replayedBy: ReplayRequester, now: Date, recoveryId?: string): DeliveryCommand => ({
  type: 'ReplayDelivery',
  data: { deliveryId, replayedBy, subscriptionEnabled: true, ...(recoveryId === undefined ? {} : { recoveryId }) },
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

export const RECOVERY_QUEUE = 'subscription-recovery';
type RecoveryJob = { recoveryId: string };

/** The API sends to it: made at start-up by every role. Retried like any job whose worker died. */
export async function createRecoveryQueue(boss: PgBoss): Promise<void> {
  await boss.createQueue(RECOVERY_QUEUE, { name: RECOVERY_QUEUE, retryLimit: 10, retryDelay: 5, retryBackoff: true, expireInSeconds: 600 });
}

type RecoveryRequest = {
  subscriptionId: string;
  range: { since: number; until?: number | undefined };
  by: { replayedBy: ReplayRequester; customerId?: string | undefined };
};

/**
 * Records a recovery of every `gave_up` delivery of a subscription created in [since, until), as
 * many as the monthly quota allows, oldest first, and its job, in one transaction: the answer need
 * not wait for the replays, and a crash after it loses none. With no `boss` (the command line)
 * nothing is queued: the caller runs the recovery itself.
 */
export async function startRecovery(
  deps: ReplayDependencies & { boss?: PgBoss },
  { subscriptionId, range, by }: RecoveryRequest,
): Promise<{ refused: ReplayRefusal } | { refused?: undefined; count: number; recoveryId: string | null }> {
  const { rows: subscriptions } = await deps.pool.query<{ customer_id: string; enabled: boolean; deliveries_per_month: number }>(
    `SELECT s.customer_id, s.enabled, c.deliveries_per_month FROM subscriptions s JOIN customers c ON c.id = s.customer_id
     WHERE s.id = $1 AND ($2::text IS NULL OR s.customer_id = $2)`,
    [subscriptionId, by.customerId ?? null],
  );
  const subscription = subscriptions[0];
  if (!subscription) return { refused: 'not_found' };
  if (!subscription.enabled) return { refused: 'subscription_disabled' };
  const dead = `FROM deliveries WHERE customer_id = $1 AND status = 'gave_up' AND subscription_id = $2 AND created_at >= $3 AND created_at < $4`;
  const deadValues = [subscription.customer_id, subscriptionId, range.since, range.until ?? Number.MAX_SAFE_INTEGER];
  const { rows: counted } = await deps.pool.query<{ n: number }>(`SELECT count(*)::int AS n ${dead}`, deadValues);
  if (counted[0]!.n === 0) return { count: 0, recoveryId: null };
  const granted = await takeMonthlyQuota(deps.pool, subscription.customer_id, counted[0]!.n, subscription.deliveries_per_month);
  if (granted === 0) return { refused: 'quota_exhausted' };
  const recoveryId = newId('rcv');
  const count = await inTransaction(deps.pool, async (client) => {
    const { rowCount } = await client.query(
      `INSERT INTO subscription_recovery_items (recovery_id, position, delivery_id)
       SELECT $5, row_number() OVER (ORDER BY created_at, id), id FROM (SELECT id, created_at ${dead} ORDER BY created_at, id LIMIT $6) d`,
      [...deadValues, recoveryId, granted],
    );
    await client.query(
      `INSERT INTO subscription_recoveries (id, subscription_id, customer_id, replayed_by, deliveries) VALUES ($1, $2, $3, $4, $5)`,
      [recoveryId, subscriptionId, subscription.customer_id, by.replayedBy, rowCount ?? 0],
    );
    if (deps.boss) {
      const job: RecoveryJob = { recoveryId };
      const jobId = await deps.boss.send(RECOVERY_QUEUE, job, { db: { executeSql: (text, values) => client.query(text, values) } });
      if (!jobId) throw new Error(`pg-boss did not queue the recovery: does the ${RECOVERY_QUEUE} queue exist?`);
    }
    return rowCount ?? 0;
  });
  return { count, recoveryId };
}

/**
 * Replays a recorded recovery's deliveries in batches (each batch one transaction), under the
 * recovery's advisory lock so that two runs never overlap. What a batch replayed leaves the list
 * after it; a run that died in between is repeated harmlessly (the decider skips this recovery's
 * replays). Their attempts are retries in priority, so other customers' first attempts still go first.
 */
export async function runRecovery(deps: ReplayDependencies, recoveryId: string): Promise<void> {
  await withAdvisoryLock(deps.pool, `recovery:${recoveryId}`, async (client) => {
    const { rows: recoveries } = await client.query(`SELECT replayed_by FROM subscription_recoveries WHERE id = $1`, [recoveryId]);
    const replayedBy = recoveries[0]?.replayed_by as ReplayRequester | undefined;
    if (!replayedBy) return;
    for (;;) {
      const { rows } = await client.query<{ position: number; delivery_id: string; status: DeliveryStatus | null }>(
        `SELECT i.position, i.delivery_id, d.status FROM subscription_recovery_items i LEFT JOIN deliveries d ON d.id = i.delivery_id
         WHERE i.recovery_id = $1 ORDER BY i.position LIMIT $2`,
        [recoveryId, RECOVERY_TRANSACTION],
      );
      if (rows.length === 0) break;
      const now = new Date();
      // Only what is still a dead letter: one the customer replayed meanwhile is not sent twice.
      const commands = rows
        .filter(({ status }) => status === 'gave_up')
        .map(({ delivery_id }) => replayCommand(delivery_id, replayedBy, now, recoveryId));
      if (commands.length) await handleDeliveryCommands(deps, commands);
      await client.query(`DELETE FROM subscription_recovery_items WHERE recovery_id = $1 AND position <= $2`, [
        recoveryId,
        rows.at(-1)!.position,
      ]);
    }
    await client.query(`UPDATE subscription_recoveries SET finished_at = coalesce(finished_at, now()) WHERE id = $1`, [recoveryId]);
  });
}

/** Works the recoveries the API recorded. */
export async function startRecoveryWorker(boss: PgBoss, deps: ReplayDependencies, log: Logger): Promise<void> {
  await boss.work<RecoveryJob>(RECOVERY_QUEUE, { pollingIntervalSeconds: 0.5 }, async ([job]) => {
    if (!job) return;
    await runRecovery(deps, job.data.recoveryId);
    log.info({ recoveryId: job.data.recoveryId }, 'recovery replayed');
  });
}

/** A recovery at once, as the command line does it: recorded, then replayed before it returns. */
export async function recoverSubscription(
  deps: ReplayDependencies,
  subscriptionId: string,
  range: { since: number; until?: number | undefined },
  by: { replayedBy: ReplayRequester; customerId?: string | undefined },
): Promise<ReplayOutcome> {
  const started = await startRecovery(deps, { subscriptionId, range, by });
  if (started.refused) return started;
  if (started.recoveryId) await runRecovery(deps, started.recoveryId);
  return { count: started.count };
}
