import type pg from 'pg';
import { LOG_START, readEventLog } from '../eventStore/eventLog.js';
import { inTransaction } from '../runtime/sql.js';
import { applyReadModels, type ReadModel } from './readModel.js';

const BATCH = 1_000;

/**
 * Refills every read table from the event log, in one transaction: readers see the old tables
 * until it commits. Appends made meanwhile wait on the truncated tables and then apply their own
 * events idempotently, so nothing is lost while the service runs.
 */
export function rebuildReadModels(pool: pg.Pool, readModels: ReadModel[]): Promise<{ events: number }> {
  return inTransaction(pool, async (client) => {
    await client.query(`TRUNCATE ${readModels.flatMap((model) => model.tables).join(', ')}`);
    let after = LOG_START;
    let count = 0;
    for (;;) {
      const events = await readEventLog(client, after, BATCH);
      await applyReadModels(readModels, events, client);
      const last = events.at(-1);
      if (last) after = last.metadata.globalPosition;
      count += events.length;
      if (events.length < BATCH) break;
    }
    return { events: count };
  });
}
