import type { Event } from '@event-driven-io/emmett';
import type PgBoss from 'pg-boss';
import type pg from 'pg';
import type { Logger } from 'pino';
import { v5 as uuidv5 } from 'uuid';
import { execute, inTransaction, type Queryable } from './sql.js';
import type { DatabaseAvailability } from './databaseAvailability.js';
import { listenFor } from './notificationListener.js';
import { interruptiblePause } from './pause.js';

/** A job that an event calls for: due at `dueAt`, created once whatever repeats it (its id comes from `key`). */
export type Reaction = { queue: string; key: string; data: object; dueAt: string };

/**
 * A feature's reactions, one function per event type it reacts to; the outbox hears exactly the
 * types named here. A reaction may find that an event of its type calls for nothing.
 */
export type Reactions<E extends Event = Event> = { [T in E['type']]?: (event: Extract<E, { type: T }>) => Reaction | undefined };

/** The reactions of every feature, merged; `eventTypes` is what the inline projection must hear for them. */
// biome-ignore lint/suspicious/noExplicitAny: each feature's reactions take its own event union
export function mergeReactions(all: Reactions<any>[]) {
  const byType = new Map<string, ((event: Event) => Reaction | undefined)[]>();
  for (const reactions of all) {
    for (const [type, react] of Object.entries(reactions))
      byType.set(type, [...(byType.get(type) ?? []), react as (event: Event) => Reaction | undefined]);
  }
  return {
    eventTypes: [...byType.keys()],
    /** The jobs a batch of events calls for, in order. */
    to: (events: Event[]): Reaction[] => events.flatMap((event) => (byType.get(event.type) ?? []).flatMap((react) => react(event) ?? [])),
  };
}

/**
 * Writes reactions into the outbox, in the transaction that appends their events, in one
 * statement. Not a read model: a rebuild never runs it, and replays never repeat a job.
 */
export async function recordReactions(reactions: Reaction[], db: Queryable): Promise<void> {
  if (!reactions.length) return;
  await execute(
    db,
    {
      name: 'reactions-record',
      text: `INSERT INTO reactions (queue, job_key, data, due_at)
     SELECT * FROM unnest($1::text[], $2::text[], $3::jsonb[], $4::timestamptz[])
     ON CONFLICT (job_key) DO NOTHING`,
    },
    [
      reactions.map((r) => r.queue),
      reactions.map((r) => r.key),
      reactions.map((r) => JSON.stringify(r.data)),
      reactions.map((r) => r.dueAt),
    ],
  );
}

const JOB_ID_NAMESPACE = '6f1d1c7e-8d8e-4c4a-9a55-0f3b8d7f2a10';
/** A job's id from its key: sending the same reaction twice makes one job. */
export const jobIdFor = (key: string): string => uuidv5(key, JOB_ID_NAMESPACE);

const BATCH = 1_000;
const IDLE_POLL_MS = 1_000;
/** While reactions keep coming (a fan-out's deliveries, their attempts), the relay looks often. */
const BUSY_POLL_MS = 20;
const BUSY_FOR_MS = 3_000;

export type RelayDependencies = {
  pool: pg.Pool;
  boss: PgBoss;
  log: Logger;
  availability: DatabaseAvailability;
  /** A job's pg-boss priority from its queue and data (higher is fetched first). */
  priorityOf: (queue: string, data: Record<string, unknown>) => number;
};

/**
 * Moves outbox rows into pg-boss jobs, each batch in one transaction (job inserted, row deleted).
 * Woken by NOTIFY for a new fan-out; polls every 20 ms while busy and every second when idle. Any
 * number of relays may run.
 */
export async function startRelay(
  { pool, boss, log, availability, priorityOf }: RelayDependencies,
  onRelayed: (queues: Set<string>) => void,
) {
  let stopping = false;
  const { wake, pause } = interruptiblePause();
  const listener = await listenFor(pool, 'regfeed_reactions', wake, { availability, log });

  const relayBatch = async (): Promise<number> => {
    // Most polls find nothing (every 20 ms while busy): one statement says so, where the transaction
    // that takes rows is three (a tenth of a fan-out's statements, each a round trip for the worker).
    const { rows: waiting } = await pool.query({ name: 'reactions-waiting', text: 'SELECT EXISTS (SELECT FROM reactions) AS waiting' });
    if (!waiting[0].waiting) return 0;
    const rows = await inTransaction(pool, async (client) => {
      const { rows } = await client.query(
        `SELECT id, queue, job_key, data, due_at FROM reactions ORDER BY id LIMIT ${BATCH} FOR UPDATE SKIP LOCKED`,
      );
      if (rows.length) {
        // One statement for the batch; a job whose id exists already is skipped (ON CONFLICT DO NOTHING).
        const jobs = rows.map((row) => ({
          id: jobIdFor(row.job_key),
          name: row.queue,
          data: row.data,
          priority: priorityOf(row.queue, row.data),
          startAfter: (row.due_at as Date).toISOString(),
        }));
        await boss.insert(jobs, { db: { executeSql: (text: string, values: unknown[]) => client.query(text, values) } });
        await client.query('DELETE FROM reactions WHERE id = ANY ($1)', [rows.map((row) => row.id)]);
      }
      return rows;
    });
    if (rows.length) onRelayed(new Set(rows.map((row) => row.queue as string)));
    return rows.length;
  };

  const loop = (async () => {
    let lastMoved = 0;
    while (!stopping) {
      let moved = 0;
      try {
        moved = await relayBatch();
      } catch (error) {
        // While the database is away, wait for it rather than fail once a second.
        if (availability.noteError(error)) await availability.whenAvailable(5_000);
        else log.error({ err: error }, 'relaying reactions failed; trying again');
      }
      if (moved > 0) lastMoved = Date.now();
      if (moved < BATCH && !stopping) {
        await pause(Date.now() - lastMoved < BUSY_FOR_MS ? BUSY_POLL_MS : IDLE_POLL_MS);
      }
    }
  })();

  return {
    stop: async () => {
      stopping = true;
      wake();
      await loop;
      await listener.stop();
    },
  };
}
