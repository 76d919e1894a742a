import type PgBoss from 'pg-boss';
import { deliveryCaches, fanOut, giveUp } from './attempts.js';
import { disableCustomerSubscriptions } from '../application/subscriptionCommands.js';
import { startAttemptPump, type AttemptPumpDependencies } from './attemptPump.js';
import { jobIdFor } from '../runtime/outbox.js';
import { jobKeys, QUEUES, type CustomerCanceledJob, type FanOutJob, type GiveUpJob } from './deliveryReactions.js';

const SWEEPER = 'delivery-sweeper';
/** How long an attempt may be overdue before the sweeper assumes its job was lost. */
const OVERDUE_MS = 60_000;
const BATCH = 16;

/** The worker's caches are made here. */
type Dependencies = Omit<AttemptPumpDependencies, 'caches'> & { deliveryTimeoutMs: number };

/**
 * The delivery engine of a worker process: fan-out, attempts (the pump), give-ups, and a sweeper that re-sends any due attempt whose job went missing. Jobs of a batch run side by
 * side; a job that fails for an infrastructure reason (not an HTTP failure, which is an outcome) is
 * failed alone and retried by pg-boss.
 */
export async function startDeliveryWorkers(
  dependencies: Dependencies,
): Promise<{ stop: () => Promise<void>; onRelayed: (queues: Set<string>) => void }> {
  const deps = { ...dependencies, caches: deliveryCaches() };
  const { boss, log, pool } = deps;
  const retried = { retryLimit: 10, retryDelay: 2, retryBackoff: true };
  // A crashed worker's attempt comes back once its job expires: twice the HTTP timeout, and then some.
  const attemptExpiry = Math.ceil((deps.deliveryTimeoutMs * 2) / 1000) + 10;
  // A fan-out of a thousand subscriptions takes about a second; a killed one returns after this.
  await boss.createQueue(QUEUES.fanOut, { name: QUEUES.fanOut, ...retried, expireInSeconds: 30 });
  await boss.createQueue(QUEUES.attempt, { name: QUEUES.attempt, ...retried, expireInSeconds: attemptExpiry });
  await boss.createQueue(QUEUES.giveUp, { name: QUEUES.giveUp, ...retried });
  await boss.createQueue(QUEUES.customerCanceled, { name: QUEUES.customerCanceled, ...retried });
  await boss.createQueue(SWEEPER, { name: SWEEPER, policy: 'singleton' });
  await boss.schedule(SWEEPER, '* * * * *', {}, { tz: 'UTC' });

  const failJob = async (queue: string, job: PgBoss.Job<object>, error: unknown) => {
    log.error({ err: error, queue, job: job.data }, 'job failed; pg-boss retries it');
    await boss.fail(queue, job.id, { message: (error as Error).message });
  };
  const each =
    <T extends object>(queue: string, handle: (data: T) => Promise<unknown>) =>
    async (jobs: PgBoss.Job<T>[]) => {
      await Promise.all(jobs.map((job) => handle(job.data).catch((error: unknown) => failJob(queue, job, error))));
    };

  const options = { batchSize: BATCH, pollingIntervalSeconds: 0.5 };
  const workerIds = new Map<string, string[]>();
  const work = async <T extends object>(queue: string, count: number, handleBatch: (jobs: PgBoss.Job<T>[]) => Promise<void>) => {
    const ids: string[] = [];
    for (let i = 0; i < count; i++) {
      let id = '';
      id = await boss.work<T>(queue, options, async (jobs) => {
        await handleBatch(jobs);
        // pg-boss waits out its polling interval even after a full batch; a full one means more are waiting.
        if (jobs.length === BATCH) boss.notifyWorker(id);
      });
      ids.push(id);
    }
    workerIds.set(queue, ids);
  };

  await work<FanOutJob>(QUEUES.fanOut, 1, each(QUEUES.fanOut, ({ eventId, version }) => fanOut(deps, eventId, version)));
  await work<GiveUpJob>(QUEUES.giveUp, 1, each(QUEUES.giveUp, ({ deliveryId }) => giveUp(deps, deliveryId)));
  // A canceled customer's subscriptions stop; deliveries already under way are canceled at their next attempt.
  await work<CustomerCanceledJob>(
    QUEUES.customerCanceled,
    1,
    each(QUEUES.customerCanceled, ({ customerId }) => disableCustomerSubscriptions(deps.eventStore, pool, customerId)),
  );
  await boss.work(SWEEPER, () => sweep(deps));

  const attempts = startAttemptPump(deps);
  return {
    // Jobs that are due now are picked up at once instead of at the next poll.
    onRelayed: (queues) => {
      for (const queue of queues) for (const id of workerIds.get(queue) ?? []) boss.notifyWorker(id);
      if (queues.has(QUEUES.attempt)) attempts.wake();
    },
    stop: () => attempts.stop(),
  };
}

/** Re-sends, under their usual ids, the attempts and give-ups that are overdue (a lost job is re-created; a live one is left alone). */
async function sweep({ pool, boss, log }: Dependencies): Promise<void> {
  const { rows } = await pool.query(
    `SELECT id, attempts, next_attempt_at IS NULL AS exhausted FROM deliveries
     WHERE (status IN ('pending', 'failed') AND next_attempt_at < $1) OR (status = 'failed' AND next_attempt_at IS NULL)
     LIMIT 1000`,
    [Date.now() - OVERDUE_MS],
  );
  let resent = 0;
  for (const row of rows) {
    const next = row.attempts + 1;
    const sent = row.exhausted
      ? await boss.send(QUEUES.giveUp, { deliveryId: row.id }, { id: jobIdFor(jobKeys.giveUp(row.id)) })
      : await boss.send(QUEUES.attempt, { deliveryId: row.id, attempt: next }, { id: jobIdFor(jobKeys.attempt(row.id, next)) });
    if (sent) resent++;
  }
  if (resent) log.warn({ resent }, 'sweeper re-sent overdue delivery jobs');
}
