import { projections, STREAM_DOES_NOT_EXIST, type AppendToStreamOptions } from '@event-driven-io/emmett';
import { getPostgreSQLEventStore, type PostgresEventStore } from '@event-driven-io/emmett-postgresql';
import type pg from 'pg';
import { readModels } from '../projections/index.js';
import { inlineProjection } from '../projections/readModel.js';

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

/**
 * The event log, sharing the service's pool. Schema creation is explicit (`migrate`), never lazy on
 * first append, so that several processes never race to create it.
 */
export const createEventStore = (url: string, pool: pg.Pool): EventStore =>
  enforceNewStreams(
    getPostgreSQLEventStore(url, {
      projections: projections.inline(readModels.map(inlineProjection)),
      schema: { autoMigration: 'None' },
      connectionOptions: { pool },
    }),
  );
