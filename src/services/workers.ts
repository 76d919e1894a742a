import type { RunningWorkers, WorkerDependencies } from '../features/feature.js';
import { createMailer } from '../runtime/mailer.js';
import { jobPriority } from '../delivery/deliveryReactions.js';
import { startRelay } from '../runtime/outbox.js';
import { features } from './features.js';

/** What the service hands a worker process; each feature's workers get it with the mailer. */
export type ProcessorDependencies = Omit<WorkerDependencies, 'mailer'>;

/**
 * Everything a worker process runs: each feature's workers, then the outbox relay that turns the
 * events' reactions into their jobs. Returns once every job is registered.
 */
export async function startProcessors(deps: ProcessorDependencies): Promise<{ stop: () => Promise<void> }> {
  const { config, boss, pool, log, availability } = deps;
  const mailer = createMailer(config);
  const running: RunningWorkers[] = [];
  for (const feature of features) {
    const workers = await feature.startWorkers?.({ ...deps, mailer });
    if (workers) running.push(workers);
  }
  // Jobs that are due now are picked up at once instead of at the next poll.
  const relay = await startRelay(
    { pool, boss, log: log.child({ processor: 'deliveries' }), availability, priorityOf: jobPriority },
    (queues) => {
      for (const workers of running) workers.onRelayed?.(queues);
    },
  );
  return {
    stop: async () => {
      await relay.stop();
      for (const workers of running.toReversed()) await workers.stop?.();
      mailer.close();
    },
  };
}
