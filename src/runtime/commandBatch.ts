import type { Command, Decider, Event } from '@event-driven-io/emmett';
import { randomUUID } from 'node:crypto';
import type pg from 'pg';
import { projectInline } from './eventStore.js';

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
 * commits each stream on its own, so a thousand-delivery fan-out would be a thousand commits; this
 * calls emmett's own append function once per stream inside one statement instead.
 *
 * When any stream moved since it was read, nothing is appended and each command goes through
 * `handleOne`, so the outcome is the same as handling them one by one.
 */
export async function handleCommandsTogether<State, C extends Command, E extends Event>(
  pool: pg.Pool,
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
  if (byStream.size && !(await appendDecided(pool, handler.decider, byStream))) repeated.unshift(...byStream.values());
  for (const command of repeated) await handler.handleOne(command);
}

type StreamAppend = { streamName: string; version: bigint; events: Event[] };

async function appendDecided<State, C extends Command, E extends Event>(pool: pg.Pool, decider: Decider<State, C, E>, byStream: Map<string, C>): Promise<boolean> {
  const { rows } = await pool.query(
    `SELECT stream_id, stream_position::text AS position, message_type AS type, message_data AS data FROM emt_messages
     WHERE stream_id = ANY ($1) AND partition = $2 AND NOT is_archived ORDER BY stream_id, stream_position`,
    [[...byStream.keys()], PARTITION],
  );
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
  return appends.length === 0 || appendToStreams(pool, appends);
}

/** Appends to several streams in one transaction; false, with nothing appended, on a version conflict. */
async function appendToStreams(pool: pg.Pool, appends: StreamAppend[]): Promise<boolean> {
  const messages = appends.map(({ events }) => events.map((event) => ({ ...event, metadata: (event as { metadata?: object }).metadata ?? {}, id: randomUUID() })));
  const client = await pool.connect();
  try {
    await client.query('BEGIN');
    // Version 0 makes emmett's function insert the stream row, so a stream created meanwhile is a
    // unique violation; a later version is checked by the function itself (success = false).
    const { rows } = await client.query(
      `SELECT a.n::int AS n, r.success, r.global_positions::text[] AS global_positions
       FROM unnest($1::text[], $2::bigint[], $3::jsonb[]) WITH ORDINALITY AS a(stream_id, expected, messages, n)
       CROSS JOIN LATERAL emt_append_to_stream(
         ARRAY(SELECT m->>'id' FROM jsonb_array_elements(a.messages) WITH ORDINALITY AS e(m, i) ORDER BY i),
         ARRAY(SELECT m->'data' FROM jsonb_array_elements(a.messages) WITH ORDINALITY AS e(m, i) ORDER BY i),
         ARRAY(SELECT m->'metadata' FROM jsonb_array_elements(a.messages) WITH ORDINALITY AS e(m, i) ORDER BY i),
         ARRAY(SELECT '1' FROM jsonb_array_elements(a.messages)),
         ARRAY(SELECT m->>'type' FROM jsonb_array_elements(a.messages) WITH ORDINALITY AS e(m, i) ORDER BY i),
         ARRAY(SELECT 'E' FROM jsonb_array_elements(a.messages)),
         a.stream_id, split_part(a.stream_id, '-', 1), a.expected, $4) AS r
       ORDER BY a.n`,
      [appends.map((a) => a.streamName), appends.map((a) => a.version.toString()), messages.map((m) => JSON.stringify(m)), PARTITION],
    );
    if (rows.length !== appends.length || rows.some((row) => !row.success)) {
      await client.query('ROLLBACK');
      return false;
    }
    const appended = appends.flatMap(({ streamName, version }, i) =>
      messages[i]!.map(({ id, ...event }, j) => ({
        ...event,
        kind: 'Event' as const,
        metadata: { ...event.metadata, messageId: id, streamName, streamPosition: version + BigInt(j + 1), globalPosition: BigInt(rows[i].global_positions[j]) },
      })),
    );
    await projectInline(appended, client);
    await client.query('COMMIT');
    return true;
  } catch (error) {
    await client.query('ROLLBACK').catch(() => {});
    if ((error as { code?: string }).code === '23505') return false;
    throw error;
  } finally {
    client.release();
  }
}
