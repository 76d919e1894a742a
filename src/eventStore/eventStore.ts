import {
  projection,
  projections,
  STREAM_DOES_NOT_EXIST,
  type AppendToStreamOptions,
  type Event,
  type ReadEvent,
} from '@event-driven-io/emmett';
import {
  getPostgreSQLEventStore,
  type PostgreSQLProjectionHandlerContext,
  type PostgresEventStore,
  type PostgresEventStoreConnectionOptions,
  type PostgresReadEventMetadata,
} from '@event-driven-io/emmett-postgresql';
import type pg from 'pg';
import type { Queryable } from '../runtime/sql.js';

/** An event as stored and read back: emmett's metadata, with its stream, positions and message id. */
export type ProjectedEvent<E extends Event> = ReadEvent<E, PostgresReadEventMetadata>;

/**
 * What every append does in its own transaction, whichever path appends (emmett's handler or the
 * batch): the services put the read models and the reactions outbox here.
 */
export type InlineProjection = {
  canHandle: string[];
  handle: (events: ProjectedEvent<Event>[], db: Queryable) => Promise<void>;
};

/** emmett's event store, and the inline projection that the batch append runs as emmett would. */
export type EventStore = PostgresEventStore & { readonly inline: InlineProjection };

/**
 * The inline projection in emmett's terms. Unnamed on purpose: emmett 0.42 silently skips a *named*
 * inline projection while another transaction holds its advisory lock, which would lose rows
 * (shared/research/emmett-pgboss.md §2.5).
 */
const emmettProjection = (inline: InlineProjection) =>
  projection<Event, PostgresReadEventMetadata, PostgreSQLProjectionHandlerContext>({
    canHandle: inline.canHandle,
    handle: (events, { connection }) => inline.handle(events, connection.client),
  });

/**
 * emmett-postgresql 0.42 treats STREAM_DOES_NOT_EXIST as "no check", so two commands racing to
 * create one stream (the same regulatory event, the same delivery) would both append. Version 0 is
 * enforced: the loser gets a version conflict, and the command handler retries on fresh state.
 */
function enforceNewStreams(store: PostgresEventStore, inline: InlineProjection): EventStore {
  const strict = <O extends Pick<AppendToStreamOptions, 'expectedStreamVersion'>>(options: O | undefined): O | undefined =>
    options?.expectedStreamVersion === STREAM_DOES_NOT_EXIST ? { ...options, expectedStreamVersion: 0n } : options;
  return {
    ...store,
    inline,
    appendToStream: (streamName, events, options) => store.appendToStream(streamName, events, strict(options)),
    withSession: (callback) =>
      store.withSession(({ eventStore, close }) => callback({ eventStore: enforceNewStreams(eventStore, inline), close })),
  };
}

// Schema creation is explicit (`migrate`), never lazy on first append, so that several processes
// never race to create it.
const eventStoreOver = (url: string, connectionOptions: PostgresEventStoreConnectionOptions, inline: InlineProjection): EventStore =>
  enforceNewStreams(
    getPostgreSQLEventStore(url, {
      projections: projections.inline([emmettProjection(inline)]),
      schema: { autoMigration: 'None' },
      connectionOptions,
    }),
    inline,
  );

/** The event log, sharing the service's pool; every append runs `inline` in its transaction. */
export const createEventStore = (url: string, pool: pg.Pool, inline: InlineProjection): EventStore => eventStoreOver(url, { pool }, inline);

/**
 * The event log over one checked-out connection: its appends run on that connection, so a session
 * lock the caller holds there covers them, and they need no second connection from the pool.
 */
export const eventStoreOnClient = (store: EventStore, pool: pg.Pool, client: pg.PoolClient): EventStore =>
  // emmett types this as a pg.Client; it only runs queries on it, which a pool client does alike.
  eventStoreOver(pool.options.connectionString ?? '', { client: client as pg.Client }, store.inline);

/**
 * Creates or updates emmett's schema on a connection of its own, which it ends. emmett's migration takes its lock
 * with `SET statement_timeout = 10s` and leaves it set: on a pooled connection every later long
 * statement there (a rebuild, a bulk load) would be canceled after ten seconds.
 */
export async function migrateEventStoreSchema(url: string, client: pg.Client): Promise<void> {
  try {
    await eventStoreOver(url, { client }, { canHandle: [], handle: async () => {} }).schema.migrate();
  } finally {
    await client.end();
  }
}
