import { createOperationalMailQueue } from '../application/operationalMail.js';
import { startOperationalMail } from '../processors/operationalMailWorker.js';
import type { Feature } from './feature.js';

/** Operational e-mail: customers hear when a subscription's deliveries give up, and when they work again. */
export const operationalMailFeature: Feature = {
  name: 'operational-mail',
  createQueues: createOperationalMailQueue,
  startWorkers: ({ config, boss, pool, mailer, log }) =>
    startOperationalMail(
      {
        pool,
        boss,
        mailer,
        baseUrl: config.publicBaseUrl,
        supportEmail: config.supportEmail,
        intervalMs: config.operationalMailIntervalMs,
      },
      log.child({ processor: 'operational-mail' }),
    ),
};
