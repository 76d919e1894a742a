import type pg from 'pg';
import { applyReadModels, type ReadModel } from './readModel.js';

const BATCH = 1_000;

/**
 * Refills every read table from the event log, in one transaction: readers see the old tables
 * until it commits. Appends made meanwhile wait on the truncated tables and then apply their own
 * events idempotently, so nothing is lost while the service runs.
 */
export async function rebuildReadModels(pool: pg.Pool, readModels: ReadModel[]): Promise<{ events: number }> {
  const client = await pool.connect();
  try {
    await client.query('BEGIN');
    await client.query(`TRUNCATE ${readModels.flatMap((model) => model.tables).join(', ')}`);
    let after = -1n;
    let count = 0;
    for (;;) {
      const { rows } = await client.query(
        `SELECT global_position, stream_id, message_type, message_data, message_metadata FROM emt_messages
         WHERE message_kind = 'E' AND NOT is_archived AND global_position > $1
         ORDER BY global_position LIMIT ${BATCH}`,
        [after.toString()],
      );
      const events = rows.map((row) => ({
        type: row.message_type,
        data: row.message_data,
        kind: 'Event' as const,
        metadata: { ...row.message_metadata, streamName: row.stream_id, globalPosition: BigInt(row.global_position) },
      }));
      await applyReadModels(readModels, events, client);
      const last = events.at(-1);
      if (last) after = last.metadata.globalPosition;
      count += events.length;
      if (rows.length < BATCH) break;
    }
    await client.query('COMMIT');
    return { events: count };
  } catch (error) {
    await client.query('ROLLBACK').catch(() => {});
    throw error;
  } finally {
    client.release();
  }
}
