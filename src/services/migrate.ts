import { dumbo, runPostgreSQLMigrations, sqlMigration } from '@event-driven-io/dumbo';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { seedSources } from '../application/sourceCommands.js';
import { seedEvents } from './seedEvents.js';
import { CONNECT_TIMEOUT_MS, type DatabaseAvailability } from '../runtime/databaseAvailability.js';
import { migrateEventStoreSchema, type EventStore } from '../eventStore/eventStore.js';
import { projectPath } from '../runtime/paths.js';

/** `migrations/NNN_name.sql`, in order. Applied files are recorded with their hash and never run twice. */
export function loadMigrations() {
  const dir = projectPath('migrations');
  return readdirSync(dir)
    .filter((file) => /^\d{3}_[a-z0-9_]+\.sql$/.test(file))
    .sort()
    .map((file) => sqlMigration(`regfeed:${file}`, [readFileSync(path.join(dir, file), 'utf8')]));
}

/**
 * Brings a database up to date: the event store's schema, then ours (which indexes the store's
 * tables), then the seed data. Safe to run from several processes at once: each step takes a lock.
 */
export async function migrate(
  url: string,
  eventStore: EventStore,
  pool: pg.Pool,
  sourceRegistryFile: string,
  availability: Pick<DatabaseAvailability, 'guardClient'>,
): Promise<void> {
  // Connections of their own (see migrateEventStoreSchema), guarded like every other.
  const connect = async () => {
    const client = availability.guardClient(new pg.Client({ connectionString: url, connectionTimeoutMillis: CONNECT_TIMEOUT_MS }));
    await client.connect();
    return client;
  };
  await migrateEventStoreSchema(url, await connect());
  const client = await connect();
  try {
    await runPostgreSQLMigrations(dumbo({ connectionString: url, client }), loadMigrations());
  } finally {
    await client.end();
  }
  await seedSources(eventStore, sourceRegistryFile);
  await seedEvents({ eventStore, pool });
}
