import type PgBoss from 'pg-boss';
import type pg from 'pg';
import type { Logger } from 'pino';
import type { SourceFetchConfig } from '../config.js';
import { dueSourceIds } from '../projections/sourcesReadModel.js';
import type { EventStore } from '../eventStore/eventStore.js';
import { watchSource } from '../watching/watchSource.js';

export const SCHEDULE_QUEUE = 'source-fetch-schedule';
export const FETCH_QUEUE = 'source-fetch';
/** pg-boss cron has a resolution of one minute: a source is fetched within a minute of being due. */
const EVERY_MINUTE = '* * * * *';

type Dependencies = { boss: PgBoss; pool: pg.Pool; eventStore: EventStore; fetch: SourceFetchConfig; log: Logger };

/** Queues a fetch for every enabled source that is due; a source with a fetch queued already gets none. */
export async function enqueueDueSources(boss: PgBoss, pool: pg.Pool, now = new Date()): Promise<string[]> {
  const queued: string[] = [];
  for (const sourceId of await dueSourceIds(pool, now)) {
    if (await boss.send(FETCH_QUEUE, { sourceId }, { singletonKey: sourceId })) queued.push(sourceId);
  }
  return queued;
}

/**
 * Watches the sources: once a minute the schedule finds the due ones and queues a fetch for each;
 * workers (in any number of processes) fetch them one job at a time. The `short` policy keeps at
 * most one queued fetch per source, and the source's advisory lock (watchSource) keeps two running
 * fetches of one source apart.
 */
export async function startSourceWatching({ boss, pool, eventStore, fetch, log }: Dependencies): Promise<void> {
  if (!fetch.enabled) {
    log.info('source fetching is off (SOURCE_FETCH_ENABLED=false)');
    return;
  }
  await boss.createQueue(SCHEDULE_QUEUE, { name: SCHEDULE_QUEUE, policy: 'short', retryLimit: 0 });
  // A fetch is bounded by its timeout; the expiry only catches a worker that died mid-fetch.
  const expireInSeconds = Math.ceil(fetch.timeoutMs / 1000) * 3 + 120;
  await boss.createQueue(FETCH_QUEUE, { name: FETCH_QUEUE, policy: 'short', retryLimit: 1, retryDelay: 60, expireInSeconds });
  await boss.schedule(SCHEDULE_QUEUE, EVERY_MINUTE, {}, { tz: 'UTC' });

  await boss.work(SCHEDULE_QUEUE, async () => {
    const queued = await enqueueDueSources(boss, pool);
    if (queued.length) log.debug({ sources: queued }, 'source fetches queued');
  });
  await boss.work<{ sourceId: string }>(FETCH_QUEUE, { batchSize: 1 }, async ([job]) => {
    const report = await watchSource({ eventStore, pool, fetch, log }, job!.data.sourceId, { scheduled: true });
    return { status: report.status };
  });
  // A fresh start looks at once instead of waiting for the first minute of the schedule.
  await boss.send(SCHEDULE_QUEUE, {});
}
