import { dumbo, runPostgreSQLMigrations, sqlMigration } from '@event-driven-io/dumbo';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type pg from 'pg';
import { seedSources } from '../application/sourceCommands.js';
import { seedEvents } from './seedEvents.js';
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
export async function migrate(url: string, eventStore: EventStore, pool: pg.Pool, sourceRegistryFile: string): Promise<void> {
  await migrateEventStoreSchema(url);
  const migrator = dumbo({ connectionString: url });
  try {
    await runPostgreSQLMigrations(migrator, loadMigrations());
  } finally {
    await migrator.close();
  }
  await seedSources(eventStore, sourceRegistryFile);
  await seedEvents({ eventStore, pool });
}
