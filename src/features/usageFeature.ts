import { startUsageRetention } from '../processors/usageRetention.js';
import type { Feature } from './feature.js';

/** API usage counters: kept by the API's quota check, pruned daily. */
export const usageFeature: Feature = {
  name: 'usage',
  startWorkers: ({ boss, pool, log }) => startUsageRetention(boss, pool, log.child({ processor: 'usage-retention' })),
};
