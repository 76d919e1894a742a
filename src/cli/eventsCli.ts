import { Command } from 'commander';
import { readFileSync } from 'node:fs';
import { ingestEvents, type IngestOutcome } from '../ingestion/ingest.js';
import { jsonOption, print, UserError, withBackend, type Output } from './context.js';

function readItems(file: string): unknown[] {
  let text: string;
  try {
    text = readFileSync(file === '-' ? 0 : file, 'utf8');
  } catch (error) {
    throw new UserError(`cannot read ${file}: ${(error as Error).message}`);
  }
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch (error) {
    throw new UserError(`${file === '-' ? 'stdin' : file} is not JSON: ${(error as Error).message}`);
  }
  return Array.isArray(parsed) ? parsed : [parsed];
}

const describe = (outcomes: IngestOutcome[]): string => {
  const counts = (['created', 'updated', 'unchanged', 'rejected'] as const).map((status) => `${outcomes.filter((o) => o.status === status).length} ${status}`);
  const lines = outcomes.map((o, index) =>
    o.status === 'rejected' ? `  item ${index}: rejected\n${o.errors!.map((e) => `    - ${e}`).join('\n')}` : `  ${o.id} v${o.version}: ${o.status}`,
  );
  return [`${outcomes.length} items: ${counts.join(', ')}`, ...lines].join('\n');
};

export function eventsCommand(): Command {
  const events = new Command('events').description('the regulatory events of the feed');
  events
    .command('ingest')
    .description('ingest event inputs: a JSON array or one object; known ones are revised or left unchanged')
    .argument('<file>', 'a JSON file, or - for stdin')
    .addOption(jsonOption())
    .action(async (file: string, options: Output) => {
      const items = readItems(file);
      const outcomes = await withBackend(({ eventStore, pool }) => ingestEvents({ eventStore, pool }, items));
      print(options, { events: outcomes }, () => describe(outcomes));
      if (outcomes.some((outcome) => outcome.status === 'rejected')) process.exitCode = 1;
    });
  return events;
}
