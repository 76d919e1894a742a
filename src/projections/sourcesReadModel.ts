import * as z from 'zod';
import { definitionOf, SOURCE_EVENT_TYPES, type SourceDefinition, type SourceEvent, type SourceParams } from '../domain/source.js';
import { readModel, unixMs, type Queryable } from './readModel.js';

const DEFINITION_COLUMNS = ['name_en', 'name_de', 'base_url', 'fetch_strategy', 'params', 'enabled', 'note'] as const;

const definitionValues = (d: SourceDefinition) => [
  d.name_en,
  d.name_de,
  d.base_url,
  d.fetch_strategy,
  JSON.stringify(d.params),
  d.enabled,
  d.note ?? null,
];

/** Applies a change once: the position guard makes a replayed event a no-op. */
function updateSource(db: Queryable, id: string, position: bigint, changes: Record<string, unknown>) {
  const columns = Object.keys(changes);
  const assignments = columns.map((column, i) => `${column} = $${i + 3}`).join(', ');
  return db.query(`UPDATE sources SET ${assignments}, last_global_position = $2 WHERE id = $1 AND last_global_position < $2`, [
    id,
    position,
    ...Object.values(changes),
  ]);
}

/** Keeps the `sources` table: the registry, and the fetch health that `GET /v1/sources` and health list. */
export const sourcesReadModel = readModel<SourceEvent>({
  canHandle: SOURCE_EVENT_TYPES,
  tables: ['sources'],
  apply: ({ type, data, metadata }, db) => {
    const position = metadata.globalPosition;
    switch (type) {
      case 'SourceRegistered': {
        const definition = definitionOf(data);
        return db.query(
          `INSERT INTO sources (id, ${DEFINITION_COLUMNS.join(', ')}, registered_at, last_global_position)
           VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10) ON CONFLICT (id) DO NOTHING`,
          [definition.id, ...definitionValues(definition), data.registeredAt, position],
        );
      }
      case 'SourceUpdated': {
        const values = definitionValues(data.definition);
        // A changed source is fetched at the next tick, with what it now says.
        const changes = Object.fromEntries(DEFINITION_COLUMNS.map((column, i) => [column, values[i]]));
        // Warnings were about the old definition; the next fetch tells about the new one.
        return updateSource(db, data.sourceId, position, { ...changes, next_fetch_at: null, warnings: '[]' });
      }
      case 'SourceDisabled':
        return updateSource(db, data.sourceId, position, { enabled: false });
      case 'SourceEnabled':
        return updateSource(db, data.sourceId, position, { enabled: true, next_fetch_at: null });
      case 'SourceFetchSucceeded':
        return updateSource(db, data.sourceId, position, {
          last_fetch_at: data.fetchedAt,
          last_success_at: data.fetchedAt,
          next_fetch_at: data.nextFetchAt,
          consecutive_failures: 0,
          failing_since: null,
          last_error: null,
          last_items: JSON.stringify(data.items),
          ...(data.warnings && { warnings: JSON.stringify(data.warnings) }),
        });
      case 'SourceFetchFailed':
        return updateSource(db, data.sourceId, position, {
          last_fetch_at: data.fetchedAt,
          next_fetch_at: data.nextFetchAt,
          consecutive_failures: data.consecutiveFailures,
          failing_since: data.failingSince,
          last_error: `${data.reason}: ${data.message}`,
        });
    }
  },
});

// ---------------------------------------------------------------- Queries

/** The Source resource of the spec, plus `enabled`, `last_error` and `warnings` (additions). */
export const SourceResource = z
  .object({
    id: z.string(),
    name_en: z.string(),
    name_de: z.string(),
    base_url: z.string(),
    fetch_strategy: z.string(),
    enabled: z.boolean().meta({ description: 'Whether the source is watched now (an addition to the spec)' }),
    last_success_at: z.number().int().nullable(),
    consecutive_failures: z.number().int(),
    last_error: z.string().nullable().meta({ description: 'Why the last fetch failed; null after a success (an addition to the spec)' }),
    warnings: z.array(z.string()).meta({
      description:
        'What the document last read lacked, such as items whose dates cannot be read (their first-seen date stands in); empty when all is well (an addition to the spec)',
    }),
  })
  .meta({ id: 'Source' });
export type SourceView = z.infer<typeof SourceResource>;

export async function listSources(db: Queryable): Promise<SourceView[]> {
  const { rows } = await db.query(
    `SELECT id, name_en, name_de, base_url, fetch_strategy, enabled, ${unixMs('last_success_at')} AS last_success_at,
            consecutive_failures, last_error, warnings
     FROM sources ORDER BY id`,
  );
  return rows;
}

/** Which of these ids name no registered source, in the order given, each once. */
export async function unknownSourceIds(db: Queryable, ids: string[]): Promise<string[]> {
  const { rows } = await db.query(
    `SELECT wanted.id FROM unnest($1::text[]) WITH ORDINALITY AS wanted(id, n)
     WHERE NOT EXISTS (SELECT 1 FROM sources WHERE sources.id = wanted.id)
     GROUP BY wanted.id ORDER BY min(wanted.n)`,
    [ids],
  );
  return rows.map((row: { id: string }) => row.id);
}

/** What an operator sees of a source: its whole definition and its fetch state. */
export type SourceRecord = SourceView & {
  params: SourceParams;
  note: string | null;
  last_fetch_at: number | null;
  next_fetch_at: number | null;
  failing_since: number | null;
  last_items: Record<string, number> | null;
};

export async function listSourceRecords(db: Queryable, id?: string): Promise<SourceRecord[]> {
  const { rows } = await db.query(
    `SELECT id, name_en, name_de, base_url, fetch_strategy, enabled, params, note,
            ${unixMs('last_success_at')} AS last_success_at, consecutive_failures, last_error, warnings,
            ${unixMs('last_fetch_at')} AS last_fetch_at, ${unixMs('next_fetch_at')} AS next_fetch_at,
            ${unixMs('failing_since')} AS failing_since, last_items
     FROM sources WHERE $1::text IS NULL OR id = $1 ORDER BY id`,
    [id ?? null],
  );
  return rows;
}

/** Enabled sources whose next fetch is due (never fetched, changed, re-enabled, or their time has come). */
export async function dueSourceIds(db: Queryable, now: Date): Promise<string[]> {
  const { rows } = await db.query(
    `SELECT id FROM sources WHERE enabled AND (next_fetch_at IS NULL OR next_fetch_at <= $1) ORDER BY next_fetch_at NULLS FIRST, id`,
    [now],
  );
  return rows.map((row) => row.id);
}

/** Enabled sources failing without a success for longer than `forMs`: the service is degraded. */
export async function longFailingSourceIds(db: Queryable, now: Date, forMs: number): Promise<string[]> {
  const { rows } = await db.query(`SELECT id FROM sources WHERE enabled AND consecutive_failures > 0 AND failing_since <= $1 ORDER BY id`, [
    new Date(now.getTime() - forMs),
  ]);
  return rows.map((row) => row.id);
}
