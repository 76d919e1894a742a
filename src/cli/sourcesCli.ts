import { Command, Option } from 'commander';
import { addSource, disableSource, enableSource, updateSource, type SourceChanges } from '../application/sourceCommands.js';
import { FETCH_STRATEGIES, type FetchStrategy } from '../domain/source.js';
import { listSourceRecords, type SourceRecord } from '../projections/sourcesReadModel.js';
import type { Queryable } from '../projections/readModel.js';
import type { EventStore } from '../eventStore/eventStore.js';
import { watchSource, type ItemReport, type WatchReport } from '../watching/watchSource.js';
import { commandLogger, jsonOption, print, UserError, withBackend, type Output } from './context.js';

/** `--param key=value`, repeatable. JSON values (lists, numbers, booleans) are read as JSON; `key=` removes the parameter. */
function collectParam(text: string, params: Record<string, unknown> = {}): Record<string, unknown> {
  const match = /^([a-z_]+)=(.*)$/s.exec(text);
  if (!match) throw new UserError(`--param takes key=value (got "${text}")`);
  const [, key, raw] = match as unknown as [string, string, string];
  let value: unknown = raw === '' ? null : raw;
  if (/^[[{]|^(true|false|-?\d+(\.\d+)?)$/.test(raw)) {
    try {
      value = JSON.parse(raw);
    } catch (error) {
      throw new UserError(`--param ${key}: not valid JSON (${(error as Error).message})`);
    }
  }
  return { ...params, [key]: value };
}

type DefinitionOptions = {
  nameEn?: string;
  nameDe?: string;
  baseUrl?: string;
  strategy?: FetchStrategy;
  note?: string;
  param?: Record<string, unknown>;
};

const definitionOptions = (command: Command, required: boolean) => {
  const option = (flags: string, description: string) =>
    required ? command.requiredOption(flags, description) : command.option(flags, description);
  option('--name-en <name>', 'English name');
  option('--name-de <name>', 'German name');
  option('--base-url <url>', 'address of the origin site (fetched unless the url parameter says otherwise)');
  command.addOption(
    (required
      ? new Option('--strategy <strategy>', 'how the source is read').makeOptionMandatory()
      : new Option('--strategy <strategy>', 'how the source is read')
    ).choices(FETCH_STRATEGIES),
  );
  return command
    .option('--note <text>', 'why the source is set up this way')
    .option('--param <key=value>', 'a strategy parameter (repeatable; see README "Watching the sources")', collectParam);
};

const changesOf = (options: DefinitionOptions): SourceChanges => ({
  ...(options.nameEn !== undefined ? { name_en: options.nameEn } : {}),
  ...(options.nameDe !== undefined ? { name_de: options.nameDe } : {}),
  ...(options.baseUrl !== undefined ? { base_url: options.baseUrl } : {}),
  ...(options.strategy !== undefined ? { fetch_strategy: options.strategy } : {}),
  ...(options.note !== undefined ? { note: options.note } : {}),
  ...(options.param ? { params: options.param } : {}),
});

const time = (ms: number | null) => (ms === null ? 'never' : new Date(ms).toISOString());

const describe = (source: SourceRecord): string =>
  [
    `${source.id}  ${source.name_en}  [${source.fetch_strategy}${source.enabled ? '' : ', disabled'}]`,
    `  ${source.params.url ?? source.base_url}`,
    `  last success ${time(source.last_success_at)}, ${source.consecutive_failures} failures in a row, next fetch ${source.enabled ? time(source.next_fetch_at) : '—'}`,
    ...(source.last_error ? [`  last error: ${source.last_error}`] : []),
    ...source.warnings.map((warning) => `  warning: ${warning}`),
    ...(Object.keys(source.params).length ? [`  params ${JSON.stringify(source.params)}`] : []),
    ...(source.note ? [`  note: ${source.note}`] : []),
  ].join('\n');

async function loadSource(db: Queryable, id: string): Promise<SourceRecord> {
  const [source] = await listSourceRecords(db, id);
  if (!source) throw new UserError(`no source with id ${id}`);
  return source;
}

const KIND_FROM = { title: 'from the title', text: 'from the text alone', presumed: 'presumed' } as const;

const describeClassification = (c: NonNullable<ItemReport['classification']>): string =>
  `${c.event_type}, ${c.severity}, ${c.topics.join(', ')}${c.ai_act_articles.length ? `; ${c.ai_act_articles.join(', ')}` : ''}` +
  ` (read as ${c.kind.replace('_', ' ')}, ${KIND_FROM[c.kind_from]})`;

function describeReport(report: WatchReport): string {
  switch (report.status) {
    case 'busy':
      return `${report.sourceId}: another fetch of this source is running; nothing done.`;
    case 'skipped':
      return `${report.sourceId}: skipped (${report.reason}).`;
    case 'failed':
      return `${report.sourceId}: fetch FAILED (${report.reason}): ${report.message}\n  ${report.consecutiveFailures} failures in a row; next try ${report.nextFetchAt}`;
    case 'succeeded': {
      if (report.notModified) return `${report.sourceId}: not modified since the last fetch (HTTP 304).`;
      const c = report.counts;
      const lines = report.items.map((item) =>
        item.relevant
          ? `  ${item.status === 'rejected' ? 'rejected' : `${item.id} v${item.version} ${item.status}`}  ${item.title}` +
            (item.classification ? `\n      ${describeClassification(item.classification)}` : '') +
            (item.errors ? `\n      ${item.errors.join('; ')}` : '')
          : `  not relevant  ${item.title}`,
      );
      return [
        `${report.sourceId}: ${c.found} items, ${c.relevant} relevant: ${c.created} created, ${c.updated} updated, ${c.unchanged} unchanged, ${c.rejected} rejected`,
        ...report.warnings.map((warning) => `  warning: ${warning}`),
        ...lines,
      ].join('\n');
    }
  }
}

/** Applies a change and prints the source as it is now, saying whether anything changed. */
function changeAndShow(
  id: string,
  output: Output,
  change: (eventStore: EventStore) => Promise<{ changed: boolean }>,
  [changedMessage, unchangedMessage]: [string, string],
): Promise<void> {
  return withBackend(async ({ eventStore, pool }) => {
    const { changed } = await change(eventStore);
    const source = await loadSource(pool, id);
    print(output, { source, changed }, () => `${changed ? changedMessage : unchangedMessage}\n${describe(source)}`);
  });
}

export function sourcesCommand(): Command {
  const sources = new Command('sources').description('the official sources watched: registry, parameters and fetches');

  sources
    .command('list')
    .description('list the registry: each source with its strategy, parameters and fetch health')
    .addOption(jsonOption())
    .action(async (options: Output) => {
      await withBackend(async ({ pool }) => {
        const records = await listSourceRecords(pool);
        print(options, { sources: records }, () => records.map(describe).join('\n'));
      });
    });

  definitionOptions(
    sources.command('add').description('add a source to the registry').requiredOption('--id <id>', 'lowercase letters, digits and dashes'),
    true,
  )
    .option('--disabled', 'register it without watching it yet')
    .addOption(jsonOption())
    .action(async (options: DefinitionOptions & { id: string; disabled?: boolean } & Output) => {
      await withBackend(async ({ eventStore, pool }) => {
        const changes = changesOf(options);
        await addSource(eventStore, { ...changes, id: options.id, params: changes.params ?? {}, enabled: !options.disabled } as Parameters<
          typeof addSource
        >[1]);
        const source = await loadSource(pool, options.id);
        print(options, { source }, () => `Source added.\n${describe(source)}`);
      });
    });

  definitionOptions(
    sources.command('update').description("change a source's names, address, strategy or parameters").argument('<id>', 'source id'),
    false,
  )
    .addOption(jsonOption())
    .action((id: string, options: DefinitionOptions & Output) =>
      changeAndShow(id, options, (eventStore) => updateSource(eventStore, id, changesOf(options)), ['Updated.', 'Nothing to change.']),
    );

  sources
    .command('disable')
    .description('stop watching a source (its events stay in the feed)')
    .argument('<id>', 'source id')
    .option('--reason <text>', 'why, for the audit trail', 'disabled by an operator')
    .addOption(jsonOption())
    .action((id: string, options: { reason: string } & Output) =>
      changeAndShow(id, options, (eventStore) => disableSource(eventStore, id, options.reason), ['Disabled.', 'It was disabled already.']),
    );

  sources
    .command('enable')
    .description('watch a disabled source again, from the next minute on')
    .argument('<id>', 'source id')
    .addOption(jsonOption())
    .action((id: string, options: Output) =>
      changeAndShow(id, options, (eventStore) => enableSource(eventStore, id), ['Enabled.', 'It was enabled already.']),
    );

  sources
    .command('fetch')
    .description('fetch a source now and print what it found (also a disabled one, to try its parameters)')
    .argument('<id>', 'source id')
    .addOption(jsonOption())
    .action(async (id: string, options: Output) => {
      await withBackend(async ({ eventStore, pool }, config) => {
        await loadSource(pool, id);
        const report = await watchSource({ eventStore, pool, fetch: config.sourceFetch, log: commandLogger(config) }, id, {
          scheduled: false,
        });
        print(options, { report }, () => describeReport(report));
        if (report.status === 'failed' || report.status === 'busy') process.exitCode = 1;
      });
    });

  return sources;
}
