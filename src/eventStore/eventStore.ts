import { projection, projections, STREAM_DOES_NOT_EXIST, type AppendToStreamOptions, type Event } from '@event-driven-io/emmett';
import {
  getPostgreSQLEventStore,
  type PostgreSQLProjectionHandlerContext,
  type PostgresEventStore,
  type PostgresEventStoreConnectionOptions,
  type PostgresReadEventMetadata,
} from '@event-driven-io/emmett-postgresql';
import pg from 'pg';
import { applyReadModels, readModels } from '../projections/index.js';
import type { ProjectedEvent, Queryable } from '../projections/readModel.js';
import { REACTING_EVENT_TYPES, recordReactions } from '../processors/outbox.js';

export type EventStore = PostgresEventStore;

/** What every append does in its own transaction: the read models, then the reactions outbox. */
export async function projectInline(events: ProjectedEvent<Event>[], db: Queryable): Promise<void> {
  await applyReadModels(events, db);
  await recordReactions(events, db);
}

/**
 * One inline projection for all of it. Unnamed on purpose: emmett 0.42 silently skips a *named*
 * inline projection while another transaction holds its advisory lock, which would lose rows
 * (shared/research/emmett-pgboss.md §2.5).
 */
const inlineProjection = projection<Event, PostgresReadEventMetadata, PostgreSQLProjectionHandlerContext>({
  canHandle: [...new Set([...readModels.flatMap((model) => model.canHandle), ...REACTING_EVENT_TYPES])],
  handle: (events, { connection }) => projectInline(events, connection.client),
});

/**
 * emmett-postgresql 0.42 treats STREAM_DOES_NOT_EXIST as "no check", so two commands racing to
 * create one stream (the same regulatory event, the same delivery) would both append. Version 0 is
 * enforced: the loser gets a version conflict, and the command handler retries on fresh state.
 */
function enforceNewStreams(store: EventStore): EventStore {
  const strict = <O extends Pick<AppendToStreamOptions, 'expectedStreamVersion'>>(options: O | undefined): O | undefined =>
    options?.expectedStreamVersion === STREAM_DOES_NOT_EXIST ? { ...options, expectedStreamVersion: 0n } : options;
  return {
    ...store,
    appendToStream: (streamName, events, options) => store.appendToStream(streamName, events, strict(options)),
    withSession: (callback) => store.withSession(({ eventStore, close }) => callback({ eventStore: enforceNewStreams(eventStore), close })),
  };
}

// Schema creation is explicit (`migrate`), never lazy on first append, so that several processes
// never race to create it.
const eventStoreOver = (url: string, connectionOptions: PostgresEventStoreConnectionOptions): EventStore =>
  enforceNewStreams(
    getPostgreSQLEventStore(url, {
      projections: projections.inline([inlineProjection]),
      schema: { autoMigration: 'None' },
      connectionOptions,
    }),
  );

/** The event log, sharing the service's pool. */
export const createEventStore = (url: string, pool: pg.Pool): EventStore => eventStoreOver(url, { pool });

/**
 * The event log over one checked-out connection: its appends run on that connection, so a session
 * lock the caller holds there covers them, and they need no second connection from the pool.
 */
export const eventStoreOnClient = (pool: pg.Pool, client: pg.PoolClient): EventStore =>
  // emmett types this as a pg.Client; it only runs queries on it, which a pool client does alike.
  eventStoreOver(pool.options.connectionString ?? '', { client: client as pg.Client });

/**
 * Creates or updates emmett's schema on a connection of its own, which it ends. emmett's migration takes its lock
 * with `SET statement_timeout = 10s` and leaves it set: on a pooled connection every later long
 * statement there (a rebuild, a bulk load) would be canceled after ten seconds.
 */
export async function migrateEventStoreSchema(url: string, client: pg.Client): Promise<void> {
  try {
    await eventStoreOver(url, { client }).schema.migrate();
  } finally {
    await client.end();
  }
}
