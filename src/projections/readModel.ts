import { projection, type Event, type ReadEvent } from '@event-driven-io/emmett';
import type {
  PostgreSQLProjectionDefinition,
  PostgreSQLProjectionHandlerContext,
  PostgresReadEventMetadata,
} from '@event-driven-io/emmett-postgresql';

/** The part of a pg client a projection needs: parameterized queries inside the append's transaction. */
export type Queryable = {
  query(text: string | { name?: string; text: string; values?: unknown[] }, values?: unknown[]): Promise<{ rows: any[]; rowCount: number | null }>;
};

/**
 * SQL for a timestamptz column as whole Unix milliseconds. A float8, not a bigint: the event store
 * makes pg parse int8 as BigInt process-wide, which JSON cannot serialize.
 */
export const unixMs = (column: string): string => `floor(extract(epoch FROM ${column}) * 1000)::float8`;

export type ProjectedEvent<E extends Event> = ReadEvent<E, PostgresReadEventMetadata>;

/** An SQL read model: the tables it owns and how one event changes them. `apply` must be idempotent. */
export type ReadModel<E extends Event = Event> = {
  canHandle: E['type'][];
  tables: string[];
  apply: (event: ProjectedEvent<E>, db: Queryable) => Promise<unknown>;
};

export const readModel = <E extends Event>(model: ReadModel<E>): ReadModel<E> => model;

/**
 * Runs a read model inline, in the transaction of each append. Unnamed on purpose: emmett 0.42
 * silently skips a *named* inline projection while another transaction holds its advisory lock,
 * which would lose rows (shared/research/emmett-pgboss.md §2.5).
 */
export const inlineProjection = <E extends Event>(model: ReadModel<E>): PostgreSQLProjectionDefinition<E> =>
  projection<E, PostgresReadEventMetadata, PostgreSQLProjectionHandlerContext>({
    canHandle: model.canHandle,
    handle: async (events, { connection }) => {
      for (const event of events) await model.apply(event, connection.client);
    },
  });
