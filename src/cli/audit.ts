import { Command } from 'commander';
import { subscriptionHistory, type HistoryEntry } from '../application/subscriptions.js';
import { jsonOption, print, UserError, withBackend, type Output } from './context.js';

const describeValue = (value: unknown): string => (Array.isArray(value) ? value.join(',') : String(value));

const describeEntry = ({ position, type, time, data }: HistoryEntry): string =>
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
  return audit;
}
