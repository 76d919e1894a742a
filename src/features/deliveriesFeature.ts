import { deliveryReactions } from '../delivery/deliveryReactions.js';
import { startDeliveryWorkers } from '../delivery/deliveryWorkers.js';
import { createRecoveryQueue, startRecoveryWorker } from '../delivery/replay.js';
import { deliveriesReadModel } from '../projections/deliveriesReadModel.js';
import { deliveryStatsReadModel } from '../projections/deliveryStatsReadModel.js';
import type { Feature } from './feature.js';

/** The delivery engine: fan-out, attempts, give-ups and the sweeper, fed by the events' reactions. */
export const deliveriesFeature: Feature = {
  name: 'deliveries',
  // The stats rollup reads the deliveries as they were before each batch: it goes first.
  readModels: [deliveryStatsReadModel, deliveriesReadModel],
  reactions: deliveryReactions,
  createQueues: createRecoveryQueue,
  startWorkers: async ({ log, ...deps }) => {
    await startRecoveryWorker(deps.boss, deps, log.child({ processor: 'recovery' }));
    return startDeliveryWorkers({
      ...deps,
      log: log.child({ processor: 'deliveries' }),
      policy: { allowPrivateTargets: deps.config.webhookAllowPrivateTargets },
      retrySchedule: deps.config.deliveryRetrySchedule,
      deliveryTimeoutMs: deps.config.deliveryTimeoutMs,
      concurrency: deps.config.deliveryConcurrency,
      pauseMs: deps.config.jobMaintenanceIntervalMs,
    });
  },
};
