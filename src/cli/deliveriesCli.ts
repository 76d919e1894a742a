import { Command, Option } from 'commander';
import { DELIVERY_STATUSES, type DeliveryView } from '../presenters/deliveryPresenter.js';
import { listDeliveries } from '../projections/deliveriesReadModel.js';
import { jsonOption, print, UserError, withBackend, type Output } from './context.js';

const describe = (d: DeliveryView): string =>
  `${d.id}  ${d.status.padEnd(14)} ${d.event_id} v${d.event_version} → ${d.subscription_id}  attempts ${d.attempts}` +
  (d.last_error ? `  last error: ${d.last_error}` : d.last_response_status ? `  last status ${d.last_response_status}` : '');

export function deliveriesCommand(): Command {
  const deliveries = new Command('deliveries').description('webhook deliveries');
  deliveries
    .command('list')
    .description('deliveries of every customer (or one), newest first; --status gave_up lists the dead-letter queue')
    .addOption(new Option('--status <status>', 'only this status').choices(DELIVERY_STATUSES))
    .option('--customer <id>', 'only this customer (cus_…)')
    .option('--limit <n>', 'how many, at most 1000', '100')
    .addOption(jsonOption())
    .action(async (options: { status?: (typeof DELIVERY_STATUSES)[number]; customer?: string; limit: string } & Output) => {
      const limit = Number(options.limit);
      if (!Number.isInteger(limit) || limit < 1 || limit > 1000) throw new UserError('--limit takes a whole number from 1 to 1000');
      await withBackend(async ({ pool }) => {
        const { deliveries: rows } = await listDeliveries(pool, { customerId: options.customer, status: options.status }, { limit });
        print(options, { deliveries: rows }, () => (rows.length ? rows.map(describe).join('\n') : 'No deliveries.'));
      });
    });
  return deliveries;
}
