import { projections } from '@event-driven-io/emmett';
import { getPostgreSQLEventStore, type PostgresEventStore } from '@event-driven-io/emmett-postgresql';
import type pg from 'pg';
import { readModels } from '../projections/index.js';

export type EventStore = PostgresEventStore;

/**
 * The event log, sharing the service's pool. Schema creation is explicit (`migrate`), never lazy on
 * first append, so that several processes never race to create it.
 */
export const createEventStore = (url: string, pool: pg.Pool): EventStore =>
  getPostgreSQLEventStore(url, {
    projections: projections.inline(readModels),
    schema: { autoMigration: 'None' },
    connectionOptions: { pool },
  });
