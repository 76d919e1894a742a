import { Command } from 'commander';
import { rebuildReadModels } from '../projections/rebuildReadModels.js';
import { readModels } from '../services/features.js';
import { jsonOption, print, withBackend, type Output } from './context.js';

export function projectionsCommand(): Command {
  const projections = new Command('projections').description('the read tables kept from the event log');
  projections
    .command('rebuild')
    .description('refill every read table from the event log (safe while the service runs)')
    .addOption(jsonOption())
    .action(async (options: Output) => {
      const { events } = await withBackend(({ pool }) => rebuildReadModels(pool, readModels));
      print(options, { rebuilt: true, events }, () => `Read tables rebuilt from ${events} events.`);
    });
  return projections;
}
