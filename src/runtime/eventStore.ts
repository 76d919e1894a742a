import { projections } from '@event-driven-io/emmett';
import {
  getPostgreSQLEventStore,
  type PostgresEventStore,
  type PostgresEventStoreConnectionOptions,
} from '@event-driven-io/emmett-postgresql';
import type pg from 'pg';
import { readModels } from '../projections/index.js';

export type EventStore = PostgresEventStore;

// Schema creation is explicit (`migrate`), never lazy on first append, so that several processes
// never race to create it.
const eventStoreOver = (url: string, connectionOptions: PostgresEventStoreConnectionOptions): EventStore =>
  getPostgreSQLEventStore(url, {
    projections: projections.inline(readModels),
    schema: { autoMigration: 'None' },
    connectionOptions,
  });

/** The event log, sharing the service's pool. */
export const createEventStore = (url: string, pool: pg.Pool): EventStore => eventStoreOver(url, { pool });

/**
 * The event log over one checked-out connection: its appends run on that connection, so a session
 * lock the caller holds there covers them, and they need no second connection from the pool.
 */
export const eventStoreOnClient = (pool: pg.Pool, client: pg.PoolClient): EventStore =>
  // emmett types this as a pg.Client; it only runs queries on it, which a pool client does alike.
  eventStoreOver(pool.options.connectionString ?? '', { client: client as pg.Client });
