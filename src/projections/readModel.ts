import { projection, type Event, type ReadEvent } from '@event-driven-io/emmett';
import type {
  PostgreSQLProjectionDefinition,
  PostgreSQLProjectionHandlerContext,
  PostgresReadEventMetadata,
} from '@event-driven-io/emmett-postgresql';

/** The part of a pg client a projection needs: parameterized queries inside the append's transaction. */
export type Queryable = { query(text: string, values?: unknown[]): Promise<{ rows: any[]; rowCount: number | null }> };

/**
 * SQL for a timestamptz column as whole Unix milliseconds. A float8, not a bigint: the event store
 * makes pg parse int8 as BigInt process-wide, which JSON cannot serialize.
 */
export const unixMs = (column: string): string => `floor(extract(epoch FROM ${column}) * 1000)::float8`;

export type ProjectedEvent<E extends Event> = ReadEvent<E, PostgresReadEventMetadata>;

/**
 * An SQL read model kept inline, in the transaction of each append. Unnamed on purpose: emmett 0.42
 * silently skips a *named* inline projection while another transaction holds its advisory lock,
 * which would lose rows (shared/research/emmett-pgboss.md §2.5). So every `apply` must be idempotent.
 */
export function readModelProjection<E extends Event>(options: {
  canHandle: E['type'][];
  tables: string[];
  apply: (event: ProjectedEvent<E>, db: Queryable) => Promise<unknown>;
}): PostgreSQLProjectionDefinition<E> {
  return projection<E, PostgresReadEventMetadata, PostgreSQLProjectionHandlerContext>({
    canHandle: options.canHandle,
    handle: async (events, { connection }) => {
      for (const event of events) await options.apply(event, connection.client);
    },
    truncate: async ({ connection }) => {
      await connection.client.query(`TRUNCATE ${options.tables.join(', ')}`);
    },
  });
}
