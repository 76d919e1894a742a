import { Command } from 'commander';
import { listPaymentEvents, type PaymentEventView } from '../application/paymentInbox.js';
import { jsonOption, limitOption, print, withBackend, type Output } from './context.js';

const describe = (p: PaymentEventView): string =>
  [
    `${new Date(p.received_at).toISOString()}  ${p.id}  ${p.type}  ${p.status}  ${p.customer_id ?? '-'}`,
    p.detail ? `  ${p.detail}` : '',
    p.status === 'pending' && p.last_error ? `  not applied yet after ${p.attempts} attempt(s): ${p.last_error}` : '',
  ]
    .filter(Boolean)
    .join('\n');

export function paymentsCommand(): Command {
  const payments = new Command('payments').description("the payment provider's callbacks");
  payments
    .command('list')
    .description('list the provider events received, newest first, and what came of each')
    .addOption(limitOption(50))
    .option('--customer <id>', 'only those of one customer (cus_…)')
    .addOption(jsonOption())
    .action(async (options: { limit: number; customer?: string } & Output) => {
      await withBackend(async ({ pool }) => {
        const events = await listPaymentEvents(pool, { limit: options.limit, customerId: options.customer });
        print(options, { payments: events }, () => (events.length ? events.map(describe).join('\n') : 'No payment events received yet.'));
      });
    });
  return payments;
}
