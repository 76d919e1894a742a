import type PgBoss from 'pg-boss';
import type pg from 'pg';
import type { Logger } from 'pino';
import type { SecretsKey } from '../application/subscriptionSecrets.js';
import type { Config } from '../config.js';
import type { DatabaseAvailability } from '../runtime/databaseAvailability.js';
import type { EventStore } from '../eventStore/eventStore.js';
import { createMailer } from '../runtime/mailer.js';
import { startDeliveryProcessors } from '../delivery/deliveryWorkers.js';
import { startPaymentSweep } from '../processors/paymentSweep.js';
import { startSourceWatching } from '../processors/sourceWatching.js';
import { startUsageRetention } from '../processors/usageRetention.js';
import type { WebhookSender } from '../delivery/webhookSender.js';
import { startWelcomeMail } from '../processors/welcomeMailWorker.js';

export type ProcessorDependencies = {
  config: Config;
  boss: PgBoss;
  pool: pg.Pool;
  eventStore: EventStore;
  log: Logger;
  sender: WebhookSender;
  secretsKey: SecretsKey;
  availability: DatabaseAvailability;
};

/** Everything a worker process runs. Each returns once its jobs are registered. */
export async function startProcessors(deps: ProcessorDependencies): Promise<{ stop: () => Promise<void> }> {
  const { config, boss, pool, eventStore, log } = deps;
  await startUsageRetention(boss, pool, log.child({ processor: 'usage-retention' }));
  const mailer = createMailer(config);
  await startWelcomeMail(
    boss,
    { pool, mailer, baseUrl: config.publicBaseUrl, supportEmail: config.supportEmail },
    log.child({ processor: 'welcome-mail' }),
  );
  await startPaymentSweep(boss, { pool, eventStore, boss }, log.child({ processor: 'payment-sweep' }));
  await startSourceWatching({ boss, pool, eventStore, fetch: config.sourceFetch, log: log.child({ processor: 'source-watching' }) });
  const deliveries = await startDeliveryProcessors({
    ...deps,
    log: log.child({ processor: 'deliveries' }),
    policy: { allowPrivateTargets: config.webhookAllowPrivateTargets },
    retrySchedule: config.deliveryRetrySchedule,
    deliveryTimeoutMs: config.deliveryTimeoutMs,
    concurrency: config.deliveryConcurrency,
    pauseMs: config.jobMaintenanceIntervalMs,
  });
  return {
    stop: async () => {
      await deliveries.stop();
      mailer.close();
    },
  };
}
