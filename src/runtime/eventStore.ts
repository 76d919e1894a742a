import { projections, STREAM_DOES_NOT_EXIST, type AppendToStreamOptions } from '@event-driven-io/emmett';
import {
  getPostgreSQLEventStore,
  type PostgresEventStore,
  type PostgresEventStoreConnectionOptions,
} from '@event-driven-io/emmett-postgresql';
import type pg from 'pg';
import { readModels } from '../projections/index.js';
import { inlineProjection } from '../projections/readModel.js';
import { reactionsOutbox } from '../processors/outbox.js';

export type EventStore = PostgresEventStore;

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
      projections: projections.inline([...readModels.map(inlineProjection), reactionsOutbox]),
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
