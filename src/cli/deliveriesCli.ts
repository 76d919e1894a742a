import { Command, Option } from 'commander';
import { recoverSubscription, replayDelivery, type ReplayOutcome } from '../delivery/replay.js';
import { DELIVERY_STATUSES, type DeliveryView } from '../presenters/deliveryPresenter.js';
import { findDelivery, listDeliveries } from '../projections/deliveriesReadModel.js';
import { jsonOption, limitOption, print, UserError, withBackend, type Output } from './context.js';

const describe = (d: DeliveryView): string =>
  `${d.id}  ${d.status.padEnd(14)} ${d.event_id} v${d.event_version} → ${d.subscription_id}  attempts ${d.attempts}` +
  (d.last_error ? `  last error: ${d.last_error}` : d.last_response_status ? `  last status ${d.last_response_status}` : '');

const REFUSALS = {
  not_found: 'not found',
  in_progress: 'the delivery is in progress (pending or failed); replay it once its cycle ends',
  subscription_disabled: 'the subscription is disabled; its deliveries are not replayed',
  quota_exhausted: "the customer's monthly delivery quota is used up",
} as const;

const replayedCount = (outcome: ReplayOutcome, what: string): number => {
  if (outcome.refused) throw new UserError(`${what}: ${REFUSALS[outcome.refused]}`);
  return outcome.count;
};

/** A time given as Unix ms or as ISO 8601. */
const parseTime = (value: string): number => {
  const at = /^\d+$/.test(value) ? Number(value) : Date.parse(value);
  if (!Number.isSafeInteger(at)) throw new UserError(`${value} is neither Unix ms nor an ISO 8601 time`);
  return at;
};

export function deliveriesCommand(): Command {
  const deliveries = new Command('deliveries').description('webhook deliveries');
  deliveries
    .command('list')
    .description('deliveries of every customer (or one), newest first; --status gave_up lists the dead-letter queue')
    .addOption(new Option('--status <status>', 'only this status').choices(DELIVERY_STATUSES))
    .option('--customer <id>', 'only this customer (cus_…)')
    .addOption(limitOption(100))
    .addOption(jsonOption())
    .action(async ({ limit, ...options }: { status?: (typeof DELIVERY_STATUSES)[number]; customer?: string; limit: number } & Output) => {
      await withBackend(async ({ pool }) => {
        const { deliveries: rows } = await listDeliveries(pool, { customerId: options.customer, status: options.status }, { limit });
        print(options, { deliveries: rows }, () => (rows.length ? rows.map(describe).join('\n') : 'No deliveries.'));
      });
    });
  deliveries
    .command('replay')
    .description('replay one delivery (gave_up, delivered, canceled or quota_exceeded): a new cycle of up to six attempts')
    .argument('<id>', 'the delivery (dlv_…)')
    .addOption(jsonOption())
    .action(async (id: string, options: Output) => {
      await withBackend(async ({ eventStore, pool }) => {
        replayedCount(await replayDelivery({ eventStore, pool }, id, { replayedBy: 'operator' }), id);
        const delivery = await findDelivery(pool, id);
        print(options, { delivery }, () => `Replaying.\n${describe(delivery!)}`);
      });
    });
  deliveries
    .command('recover')
    .description('replay every gave_up delivery of a subscription created since a time (and before --until)')
    .requiredOption('--subscription <id>', 'the subscription (sub_…)')
    .requiredOption('--since <time>', 'Unix ms or ISO 8601')
    .option('--until <time>', 'Unix ms or ISO 8601, exclusive; default now')
    .addOption(jsonOption())
    .action(async (options: { subscription: string; since: string; until?: string } & Output) => {
      const range = { since: parseTime(options.since), until: options.until === undefined ? undefined : parseTime(options.until) };
      await withBackend(async ({ eventStore, pool }) => {
        const outcome = await recoverSubscription({ eventStore, pool }, options.subscription, range, { replayedBy: 'operator' });
        const recovered = replayedCount(outcome, options.subscription);
        print(options, { recovered }, () => `Replaying ${recovered} deliver${recovered === 1 ? 'y' : 'ies'}.`);
      });
    });
  return deliveries;
}
