import type PgBoss from 'pg-boss';
import type pg from 'pg';
import type { Logger } from 'pino';
import type { SecretsKey } from '../application/subscriptionSecrets.js';
import type { Config } from '../config.js';
import type { WebhookSender } from '../delivery/webhookSender.js';
import type { EventStore } from '../eventStore/eventStore.js';
import type { RunningWorkers } from '../features/feature.js';
import { createMailer } from '../runtime/mailer.js';
import { startRelay } from '../runtime/outbox.js';
import { features } from './features.js';

export type ProcessorDependencies = {
  config: Config;
  boss: PgBoss;
  pool: pg.Pool;
  eventStore: EventStore;
  log: Logger;
  sender: WebhookSender;
  secretsKey: SecretsKey;
};

/**
 * Everything a worker process runs: each feature's workers, then the outbox relay that turns the
 * events' reactions into their jobs. Returns once every job is registered.
 */
export async function startProcessors(deps: ProcessorDependencies): Promise<{ stop: () => Promise<void> }> {
  const { config, boss, pool, log } = deps;
  const mailer = createMailer(config);
  const running: RunningWorkers[] = [];
  for (const feature of features) {
    const workers = await feature.startWorkers?.({ ...deps, mailer });
    if (workers) running.push(workers);
  }
  // Jobs that are due now are picked up at once instead of at the next poll.
  const relay = await startRelay(pool, boss, log.child({ processor: 'deliveries' }), (queues) => {
    for (const workers of running) workers.onRelayed?.(queues);
  });
  return {
    stop: async () => {
      await relay.stop();
      for (const workers of running.toReversed()) await workers.stop?.();
      mailer.close();
    },
  };
}
