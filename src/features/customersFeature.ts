import { createWelcomeMailQueue } from '../application/welcomeMail.js';
import { startPaymentSweep } from '../processors/paymentSweep.js';
import { startWelcomeMail } from '../processors/welcomeMailWorker.js';
import { customersReadModel } from '../projections/customersReadModel.js';
import type { Feature } from './feature.js';

/** Customers and their keys: onboarding from payments, the welcome mail, the payment inbox's sweep. */
export const customersFeature: Feature = {
  name: 'customers',
  readModels: [customersReadModel],
  createQueues: createWelcomeMailQueue,
  startWorkers: async ({ config, boss, pool, eventStore, log, mailer }) => {
    await startWelcomeMail(
      boss,
      { pool, mailer, baseUrl: config.publicBaseUrl, supportEmail: config.supportEmail },
      log.child({ processor: 'welcome-mail' }),
    );
    await startPaymentSweep(boss, { pool, eventStore, boss }, log.child({ processor: 'payment-sweep' }));
  },
};
