import { startSourceWatching } from '../processors/sourceWatching.js';
import { sourcesReadModel } from '../projections/sourcesReadModel.js';
import type { Feature } from './feature.js';

/** The registry of official sources and the schedule that watches them. */
export const sourcesFeature: Feature = {
  name: 'sources',
  readModels: [sourcesReadModel],
  startWorkers: ({ config, boss, pool, eventStore, log }) =>
    startSourceWatching({ boss, pool, eventStore, fetch: config.sourceFetch, log: log.child({ processor: 'source-watching' }) }),
};
