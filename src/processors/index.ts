import type PgBoss from 'pg-boss';
import type pg from 'pg';
import type { Logger } from 'pino';
import type { Config } from '../config.js';
import { createMailer } from '../runtime/mailer.js';
import type { EventStore } from '../runtime/eventStore.js';
import { startPaymentSweep } from './paymentSweep.js';
import { startUsageRetention } from './usageRetention.js';
import { startWelcomeMail } from './welcomeMail.js';

export type ProcessorDependencies = { config: Config; boss: PgBoss; pool: pg.Pool; eventStore: EventStore; log: Logger };

/** Everything a worker process runs. Each returns once its jobs and consumers are registered. */
export async function startProcessors({ config, boss, pool, eventStore, log }: ProcessorDependencies): Promise<{ stop: () => Promise<void> }> {
  await startUsageRetention(boss, pool, log.child({ processor: 'usage-retention' }));
  const mailer = createMailer(config);
  await startWelcomeMail(
    boss,
    { pool, mailer, baseUrl: config.publicBaseUrl, supportEmail: config.supportEmail },
    log.child({ processor: 'welcome-mail' }),
  );
  await startPaymentSweep(boss, { pool, eventStore, boss }, log.child({ processor: 'payment-sweep' }));
  return { stop: async () => mailer.close() };
}
