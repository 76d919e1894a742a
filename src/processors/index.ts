import type PgBoss from 'pg-boss';
import type pg from 'pg';
import type { Logger } from 'pino';
import type { Config } from '../config.js';
import type { EventStore } from '../runtime/eventStore.js';
import { startSourceWatching } from './sourceWatching.js';
import { startUsageRetention } from './usageRetention.js';

export type ProcessorDependencies = { boss: PgBoss; pool: pg.Pool; eventStore: EventStore; log: Logger; config: Config };

/** Everything a worker process runs. Each returns once its jobs and consumers are registered. */
export async function startProcessors({ boss, pool, eventStore, log, config }: ProcessorDependencies): Promise<{ stop: () => Promise<void> }> {
  await startUsageRetention(boss, pool, log.child({ processor: 'usage-retention' }));
  await startSourceWatching({ boss, pool, eventStore, fetch: config.sourceFetch, log: log.child({ processor: 'source-watching' }) });
  return { stop: async () => {} };
}
