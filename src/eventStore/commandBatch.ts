import type { Command, Decider, Event } from '@event-driven-io/emmett';
import { randomUUID } from 'node:crypto';
import type pg from 'pg';
import { inTransaction, RolledBack, rowsParameter, sendTogether } from '../runtime/sql.js';
import type { EventStore } from './eventStore.js';

/** emmett's default partition, where its own appends and reads go. */
const PARTITION = 'emt:default';

export type CommandBatchHandler<State, C extends Command, E extends Event> = {
  decider: Decider<State, C, E>;
  streamName: (command: C) => string;
  /** The usual one-stream handler (emmett's), which retries on a version conflict. */
  handleOne: (command: C) => Promise<unknown>;
};

/**
 * Decides many commands, each on its own stream, and appends all their events in one transaction,
 * with the same version checks and inline projections as an append of one stream. emmett 0.42
 * commits each stream on its own, so a thousand-delivery fan-out would be a thousand commits.
 *
 * When any stream moved since it was read (or the batch deadlocked with another), nothing is
 * appended and each command goes through `handleOne`, so the outcome is the same as handling them
 * one by one.
 */
export async function handleCommandsTogether<State, C extends Command, E extends Event>(
  { eventStore, pool }: { eventStore: EventStore; pool: pg.Pool },
  handler: CommandBatchHandler<State, C, E>,
  commands: C[],
): Promise<void> {
  const byStream = new Map<string, C>();
  const repeated: C[] = [];
  for (const command of commands) {
    const streamName = handler.streamName(command);
    if (byStream.has(streamName)) repeated.push(command);
    else byStream.set(streamName, command);
  }
  if (byStream.size && !(await appendDecided(eventStore, pool, handler.decider, byStream))) repeated.unshift(...byStream.values());
  for (const command of repeated) await handler.handleOne(command);
}

type StreamAppend = { streamName: string; version: bigint; events: Event[] };

async function appendDecided<State, C extends Command, E extends Event>(
  eventStore: EventStore,
  pool: pg.Pool,
  decider: Decider<State, C, E>,
  byStream: Map<string, C>,
): Promise<boolean> {
  const { rows } = await pool.query({
    name: 'emt-stream-states',
    text: `SELECT stream_id, stream_position::text AS position, message_type AS type, message_data AS data FROM emt_messages
     WHERE stream_id = ANY ($1) AND partition = $2 AND NOT is_archived ORDER BY stream_id, stream_position`,
    values: [[...byStream.keys()], PARTITION],
  });
  const streams = new Map<string, { state: State; version: bigint }>();
  for (const row of rows) {
    const { state } = streams.get(row.stream_id) ?? { state: decider.initialState() };
    streams.set(row.stream_id, { state: decider.evolve(state, { type: row.type, data: row.data } as E), version: BigInt(row.position) });
  }
  const appends: StreamAppend[] = [];
  for (const [streamName, command] of byStream) {
    const { state, version } = streams.get(streamName) ?? { state: decider.initialState(), version: 0n };
    const decided = decider.decide(command, state);
    const events = Array.isArray(decided) ? decided : [decided];
    if (events.length) appends.push({ streamName, version, events });
  }
  return appends.length === 0 || appendToStreams(eventStore, pool, appends);
}

/**
 * Appends to several streams in one transaction, in two statements whatever their number: the
 * stream rows, then the messages, written as emmett's `emt_append_to_stream` writes them (its
 * 0.42 schema; test/eventStore/commandBatch.test.ts reads them back through emmett). False, with nothing
 * appended, on a version conflict.
 */
async function appendToStreams(eventStore: EventStore, pool: pg.Pool, appends: StreamAppend[]): Promise<boolean> {
  const messages = appends.flatMap(({ streamName, version, events }) =>
    events.map((event, i) => ({
      ...event,
      kind: 'Event' as const,
      metadata: {
        ...(event as { metadata?: object }).metadata,
        messageId: randomUUID(),
        streamName,
        streamPosition: version + BigInt(i + 1),
        globalPosition: 0n,
      },
    })),
  );
  try {
    return await inTransaction(pool, async (client) => {
      // A new stream's row is inserted, so one created meanwhile is a unique violation; an existing
      // one moves only from the version it was read at. The messages are sent behind the stream rows
      // without waiting for them (one round trip): when not every stream moved, the transaction is
      // rolled back whatever the insert did.
      const [
        {
          rows: [streams],
        },
        { rows },
      ] = await sendTogether(client, [
        () =>
          client.query({
            name: 'emt-streams-move',
            text: `WITH s AS (SELECT * FROM unnest($1::text[], $2::bigint[], $3::bigint[]) AS s(stream_id, expected, next)),
       created AS (
         INSERT INTO emt_streams (stream_id, stream_position, partition, stream_type, stream_metadata, is_archived)
         SELECT stream_id, next, $4, split_part(stream_id, '-', 1), '{}', false FROM s WHERE expected = 0
         RETURNING 1),
       moved AS (
         UPDATE emt_streams t SET stream_position = s.next FROM s
         WHERE s.expected > 0 AND t.stream_id = s.stream_id AND t.partition = $4 AND NOT t.is_archived AND t.stream_position = s.expected
         RETURNING 1)
       SELECT (SELECT count(*) FROM created)::int + (SELECT count(*) FROM moved)::int AS count`,
            values: [
              appends.map((a) => a.streamName),
              appends.map((a) => a.version.toString()),
              appends.map((a) => (a.version + BigInt(a.events.length)).toString()),
              PARTITION,
            ],
          }),
        () =>
          client.query({
            name: 'emt-messages-append',
            text: `INSERT INTO emt_messages (stream_id, stream_position, partition, message_data, message_metadata, message_schema_version, message_type, message_kind, message_id, transaction_id)
       SELECT stream_id, position, $2, data, metadata, '1', type, 'E', id, pg_current_xact_id()
       FROM ROWS FROM (jsonb_to_recordset($1::jsonb) AS (stream_id text, position bigint, id text, type text, data jsonb, metadata jsonb))
         WITH ORDINALITY AS m(stream_id, position, id, type, data, metadata, n)
       ORDER BY n
       RETURNING message_id, global_position::text AS global_position`,
            values: [
              rowsParameter(
                messages.map(({ type, data, metadata: { messageId, streamName, streamPosition, globalPosition: _global, ...stored } }) => ({
                  stream_id: streamName,
                  position: streamPosition.toString(),
                  id: messageId,
                  type,
                  data,
                  metadata: stored,
                })),
              ),
              PARTITION,
            ],
          }),
      ]);
      if (streams.count !== appends.length) return new RolledBack(false);
      const globalPositions = new Map(rows.map((row) => [row.message_id as string, BigInt(row.global_position)]));
      for (const message of messages) message.metadata.globalPosition = globalPositions.get(message.metadata.messageId)!;
      await eventStore.inline.handle(messages, client);
      return true;
    });
  } catch (error) {
    // A stream created meanwhile (unique violation), or rows of a read model taken in another order
    // by a concurrent batch (deadlock): handled one by one instead.
    if (['23505', '40P01'].includes((error as { code?: string }).code ?? '')) return false;
    throw error;
  }
}
