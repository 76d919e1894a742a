import type PgBoss from 'pg-boss';
import type pg from 'pg';
import type { Logger } from 'pino';
import type { EventStore } from '../runtime/eventStore.js';
import { startUsageRetention } from './usageRetention.js';

export type ProcessorDependencies = { boss: PgBoss; pool: pg.Pool; eventStore: EventStore; log: Logger };

/** Everything a worker process runs. Each returns once its jobs and consumers are registered. */
export async function startProcessors({ boss, pool, log }: ProcessorDependencies): Promise<{ stop: () => Promise<void> }> {
  await startUsageRetention(boss, pool, log.child({ processor: 'usage-retention' }));
  return { stop: async () => {} };
}
