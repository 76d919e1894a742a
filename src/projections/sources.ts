import type { SourceEvent } from '../domain/source.js';
import { readModel, type Queryable } from './readModel.js';

/** Keeps the `sources` table that `GET /v1/sources` and health list. */
export const sourcesReadModel = readModel<SourceEvent>({
  canHandle: ['SourceRegistered'],
  tables: ['sources'],
  apply: ({ data, metadata }, db) =>
    db.query(
      `INSERT INTO sources (id, name_en, name_de, base_url, fetch_strategy, registered_at, last_global_position)
       VALUES ($1, $2, $3, $4, $5, $6, $7) ON CONFLICT (id) DO NOTHING`,
      [data.id, data.name_en, data.name_de, data.base_url, data.fetch_strategy, data.registeredAt, metadata.globalPosition],
    ),
});

export type SourceView = {
  id: string;
  name_en: string;
  name_de: string;
  base_url: string;
  fetch_strategy: string;
  last_success_at: number | null;
  consecutive_failures: number;
};

export async function listSources(db: Queryable): Promise<SourceView[]> {
  const { rows } = await db.query(
    `SELECT id, name_en, name_de, base_url, fetch_strategy,
            (extract(epoch FROM last_success_at) * 1000)::float8 AS last_success_at, consecutive_failures
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
