import type PgBoss from 'pg-boss';
import type { Logger } from 'pino';
import { sweepPendingPaymentEvents, type PaymentDependencies } from '../application/paymentInbox.js';

const QUEUE = 'payment-events-sweep';

/** Every minute, applies provider events still pending after a crash or a database failure. */
export async function startPaymentSweep(boss: PgBoss, deps: PaymentDependencies, log: Logger): Promise<void> {
  await boss.createQueue(QUEUE, { name: QUEUE, policy: 'singleton' });
  await boss.schedule(QUEUE, '* * * * *', {}, { tz: 'UTC' });
  await boss.work(QUEUE, async () => {
    const applied = await sweepPendingPaymentEvents(deps, log);
    if (applied > 0) log.info({ applied }, 'pending payment events applied');
  });
}
