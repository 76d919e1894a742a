import type { Event } from '@event-driven-io/emmett';
import type { Queryable } from '../runtime/sql.js';
import type { ProjectedEvent } from './eventStore.js';

/**
 * Events of the whole log after a global position, oldest first, as the inline projection gets
 * them (for rebuilding read models). emmett 0.42's `emt_messages`, read directly: emmett has no
 * read of the whole log that runs inside the caller's transaction.
 */
export async function readEventLog(db: Queryable, after: bigint, limit: number): Promise<ProjectedEvent<Event>[]> {
  const { rows } = await db.query(
    `SELECT global_position, stream_id, message_type, message_data, message_metadata FROM emt_messages
     WHERE message_kind = 'E' AND NOT is_archived AND global_position > $1
     ORDER BY global_position LIMIT ${limit}`,
    [after.toString()],
  );
  return rows.map((row) => ({
    type: row.message_type,
    data: row.message_data,
    kind: 'Event' as const,
    metadata: { ...row.message_metadata, streamName: row.stream_id, globalPosition: BigInt(row.global_position) },
  }));
}

/** Where a read of the whole log starts: before the first event. */
export const LOG_START = -1n;
