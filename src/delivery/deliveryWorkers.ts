import type PgBoss from 'pg-boss';
import { disableCustomerSubscriptions } from '../application/subscriptionCommands.js';
import { giveUp } from './attempts.js';
import { startAttemptPump, type AttemptPumpDependencies } from './attemptPump.js';
import { QUEUES, type CustomerCanceledJob, type FanOutJob, type GiveUpJob } from './deliveryReactions.js';
import { fanOut } from './fanOut.js';
import { SWEEPER, sweep } from './sweeper.js';
import { deliveryCaches } from './workerCaches.js';

const BATCH = 16;

/** The worker's caches and the claim's length are made here. */
type Dependencies = Omit<AttemptPumpDependencies, 'caches' | 'claimMs'>;

/**
 * The delivery engine of a worker process: fan-out, attempts (the pump), give-ups, and a sweeper
 * that re-sends any due attempt whose job went missing. Jobs of a batch run side by side; a job that fails for an infrastructure reason (not an HTTP failure, which is an outcome) is
 * failed alone and retried by pg-boss.
 */
export async function startDeliveryWorkers(
  dependencies: Dependencies,
): Promise<{ stop: () => Promise<void>; onRelayed: (queues: Set<string>) => void }> {
  const retried = { retryLimit: 10, retryDelay: 2, retryBackoff: true };
  // A crashed worker's attempt comes back once its job expires or its claim lapses: twice the HTTP timeout, and then some.
  const attemptExpiry = Math.ceil((dependencies.deliveryTimeoutMs * 2) / 1000) + 10;
  const deps = { ...dependencies, caches: deliveryCaches(), claimMs: attemptExpiry * 1000 };
  const { boss, log, pool } = deps;
  // A fan-out job starts up to FAN_OUT_PART deliveries (10,000: seconds); a killed one returns after this.
  await boss.createQueue(QUEUES.fanOut, { name: QUEUES.fanOut, ...retried, expireInSeconds: 60 });
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

  const attempts = startAttemptPump(deps);
  await work<FanOutJob>(
    QUEUES.fanOut,
    1,
    each(QUEUES.fanOut, async (job) => {
      const { more, next } = await fanOut({ ...deps, onStarted: attempts.wake }, job.eventId, job.version, { from: job.from });
      // The rest in a job of its own, sent before this one completes: a crash in between leaves a spare, never none.
      if (more) await boss.send(QUEUES.fanOut, { ...job, from: next });
    }),
  );
  await work<GiveUpJob>(
    QUEUES.giveUp,
    1,
    each(QUEUES.giveUp, ({ deliveryId }) => giveUp(deps, deliveryId)),
  );
  // A canceled customer's subscriptions stop; deliveries already under way are canceled at their next attempt.
  await work<CustomerCanceledJob>(
    QUEUES.customerCanceled,
    1,
    each(QUEUES.customerCanceled, ({ customerId }) => disableCustomerSubscriptions(deps.eventStore, pool, customerId)),
  );
  await boss.work(SWEEPER, () => sweep(deps));

  return {
    // Jobs that are due now are picked up at once instead of at the next poll.
    onRelayed: (queues) => {
      for (const queue of queues) for (const id of workerIds.get(queue) ?? []) boss.notifyWorker(id);
      if (queues.has(QUEUES.attempt)) attempts.jobsRelayed();
    },
    stop: () => attempts.stop(),
  };
}
