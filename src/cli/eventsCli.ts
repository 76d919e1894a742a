import { Command } from 'commander';
import { readFileSync, writeFileSync } from 'node:fs';
import { userInfo } from 'node:os';
import { reclassifyEvent } from '../application/editorialCorrections.js';
import { labelledSetOf } from '../application/labelExport.js';
import { reviewQueue, type ReviewCandidate } from '../application/reviewQueue.js';
import { ingestEvents, type IngestOutcome } from '../ingestion/ingest.js';
import { listReviewedEvents } from '../projections/eventsReadModel.js';
import { shippedClassifier } from '../watching/classify.js';
import { jsonOption, limitOption, print, UserError, withBackend, type Output } from './context.js';

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
  const counts = (['created', 'updated', 'unchanged', 'rejected'] as const).map(
    (status) => `${outcomes.filter((o) => o.status === status).length} ${status}`,
  );
  const lines = outcomes.map((o, index) =>
    o.status === 'rejected'
      ? `  item ${index}: rejected\n${o.errors!.map((e) => `    - ${e}`).join('\n')}`
      : `  ${o.id} v${o.version}: ${o.status}`,
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

  events
    .command('classify')
    .description("correct an event's labels as an editor: a new version with who and why, delivered to matching subscriptions")
    .argument('<id>', 'event id, e.g. evt_2025_0202_001')
    .option('--topics <topics>', 'comma-separated topics, replacing the current ones')
    .option('--severity <severity>', 'info, low, medium, high or critical')
    .option('--event-type <type>', 'guidance, standard, consultation, enforcement, national, court or meta')
    .requiredOption('--reason <text>', "why: kept in the event's stream and shown to customers in the diff summary")
    .option('--editor <name>', 'who corrects, for the audit trail (default: the operating-system user)')
    .addOption(jsonOption())
    .action(
      async (id: string, options: { topics?: string; severity?: string; eventType?: string; reason: string; editor?: string } & Output) => {
        const labels = {
          ...(options.topics !== undefined && {
            topics: options.topics
              .split(',')
              .map((topic) => topic.trim())
              .filter(Boolean),
          }),
          ...(options.severity !== undefined && { severity: options.severity }),
          ...(options.eventType !== undefined && { eventType: options.eventType }),
        };
        const editor = options.editor ?? operatingSystemUser();
        const outcome = await withBackend(({ eventStore }) =>
          reclassifyEvent(eventStore, { eventId: id, labels, editor, reason: options.reason }),
        );
        print(options, { id, ...outcome }, () =>
          outcome.changed
            ? `${id} v${outcome.version}: ${outcome.diffSummaryEn}`
            : `${id} v${outcome.version} has these labels already; nothing recorded.`,
        );
      },
    );

  events
    .command('review')
    .description("the newest events the rules classified whose title does not say what the item is: an editor's review queue")
    .addOption(limitOption(20, 500))
    .addOption(jsonOption())
    .action(async (options: { limit: number } & Output) => {
      const queue = await withBackend(({ pool }) => reviewQueue(pool, shippedClassifier(), options.limit));
      print(options, { events: queue }, () =>
        queue.length ? queue.map(describeCandidate).join('\n') : 'Nothing to review: every title the rules read said what its item is.',
      );
    });

  events
    .command('export-labels')
    .description("write the events an editor corrected in the labelled set's format (see docs/classification.md)")
    .option('--out <file>', 'write to this file instead of stdout')
    .addOption(jsonOption())
    .action(async (options: { out?: string } & Output) => {
      const document = labelledSetOf(await withBackend(({ pool }) => listReviewedEvents(pool)));
      const text = `${JSON.stringify(document, null, 2)}\n`;
      if (!options.out) return void process.stdout.write(text);
      try {
        writeFileSync(options.out, text);
      } catch (error) {
        throw new UserError(`cannot write ${options.out}: ${(error as Error).message}`);
      }
      print(
        options,
        { file: options.out, items: document.items.length },
        () => `${document.items.length} corrected events written to ${options.out}.`,
      );
    });
  return events;
}

const KIND_FROM = { text: 'only the text says what it is', presumed: 'what it is was presumed from its source' } as const;

const describeCandidate = (c: ReviewCandidate): string =>
  `${c.id}  ${new Date(c.published_at).toISOString().slice(0, 10)}  ${c.severity}  ${c.event_type}  ${c.topics.join(',')}\n` +
  `  ${c.title}\n  read as ${c.kind.replace('_', ' ')}: ${KIND_FROM[c.kind_from]}`;

function operatingSystemUser(): string {
  try {
    return userInfo().username;
  } catch {
    return process.env.USER ?? 'operator';
  }
}
