import { Command } from 'commander';
import { deliveryHistory } from '../application/deliveries.js';
import { subscriptionHistory } from '../application/subscriptions.js';
import { jsonOption, print, UserError, withBackend, type Output } from './context.js';

const describeValue = (value: unknown): string => (Array.isArray(value) ? value.join(',') : String(value));

type Entry = { position: number; type: string; time: number; data: Record<string, unknown> };

const describeEntry = ({ position, type, time, data }: Entry): string =>
  [
    `${String(position).padStart(3)}  ${new Date(time).toISOString()}  ${type}`,
    ...Object.entries(data).map(([field, value]) => `       ${field}: ${describeValue(value)}`),
  ].join('\n');

/** Read-only views of the event log for operators and auditors; no customer scoping. */
export function auditCommand(): Command {
  const audit = new Command('audit').description('the recorded history of a record, from the event log');
  audit
    .command('subscription')
    .description("a subscription's domain events, oldest first (what GET /v1/subscriptions/{id}/history shows its owner)")
    .argument('<id>', 'subscription id (sub_…)')
    .addOption(jsonOption())
    .action(async (id: string, options: Output) => {
      await withBackend(async ({ eventStore }) => {
        const history = await subscriptionHistory(eventStore, id);
        if (history.length === 0) throw new UserError(`no subscription with id ${id}`);
        print(options, { subscription_id: id, history }, () => [`Subscription ${id}`, ...history.map(describeEntry)].join('\n'));
      });
    });
  audit
    .command('delivery')
    .description("a delivery's domain events, oldest first: its start, every attempt and its outcome, the give-up")
    .argument('<id>', 'delivery id (dlv_…)')
    .addOption(jsonOption())
    .action(async (id: string, options: Output) => {
      await withBackend(async ({ eventStore }) => {
        const history = await deliveryHistory(eventStore, id);
        if (history.length === 0) throw new UserError(`no delivery with id ${id}`);
        print(options, { delivery_id: id, history }, () => [`Delivery ${id}`, ...history.map(describeEntry)].join('\n'));
      });
    });
  return audit;
}
