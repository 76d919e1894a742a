import { Command } from 'commander';
import { deliveryHistory } from '../delivery/deliveryHistory.js';
import { eventHistory } from '../application/eventHistory.js';
import { subscriptionHistory } from '../application/subscriptionCommands.js';
import type { EventStore } from '../eventStore/eventStore.js';
import { jsonOption, print, UserError, withBackend, type Output } from './context.js';

const describeValue = (value: unknown): string => (Array.isArray(value) ? value.join(',') : String(value));

type Entry = { position: number; type: string; time: number; data: Record<string, unknown> };

const describeEntry = ({ position, type, time, data }: Entry): string =>
  [
    `${String(position).padStart(3)}  ${new Date(time).toISOString()}  ${type}`,
    ...Object.entries(data).map(([field, value]) => `       ${field}: ${describeValue(value)}`),
  ].join('\n');

/** One `audit <kind> ID` command: a record's events from the log, oldest first; an unknown id is an error. */
const ID_PREFIXES = { subscription: 'sub', delivery: 'dlv', event: 'evt' } as const;

function historyCommand(
  kind: keyof typeof ID_PREFIXES,
  description: string,
  load: (eventStore: EventStore, id: string) => Promise<Entry[]>,
) {
  return new Command(kind)
    .description(description)
    .argument('<id>', `${kind} id (${ID_PREFIXES[kind]}_…)`)
    .addOption(jsonOption())
    .action(async (id: string, options: Output) => {
      await withBackend(async ({ eventStore }) => {
        const history = await load(eventStore, id);
        if (history.length === 0) throw new UserError(`no ${kind} with id ${id}`);
        const title = `${kind[0]!.toUpperCase()}${kind.slice(1)} ${id}`;
        print(options, { [`${kind}_id`]: id, history }, () => [title, ...history.map(describeEntry)].join('\n'));
      });
    });
}

/** Read-only views of the event log for operators and auditors; no customer scoping. */
export function auditCommand(): Command {
  return new Command('audit')
    .description('the recorded history of a record, from the event log')
    .addCommand(
      historyCommand(
        'subscription',
        "a subscription's domain events, oldest first (what GET /v1/subscriptions/{id}/history shows its owner)",
        subscriptionHistory,
      ),
    )
    .addCommand(
      historyCommand(
        'delivery',
        "a delivery's domain events, oldest first: its start, every attempt and its outcome, the give-up",
        deliveryHistory,
      ),
    )
    .addCommand(
      historyCommand(
        'event',
        "a regulatory event's versions, oldest first: ingestions, revisions, and editors' corrections with who and why",
        eventHistory,
      ),
    );
}
