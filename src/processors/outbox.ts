import type { Event } from '@event-driven-io/emmett';
import type PgBoss from 'pg-boss';
import type pg from 'pg';
import type { Logger } from 'pino';
import { v5 as uuidv5 } from 'uuid';
import type { CustomerCanceled } from '../domain/customer.js';
import type { DeliveryEvent } from '../domain/delivery.js';
import { REGULATORY_EVENT_TYPES, versionRecord, type RegulatoryEventEvent } from '../domain/regulatoryEvent.js';
import type { Queryable } from '../projections/readModel.js';
import type { DatabaseAvailability } from '../runtime/databaseAvailability.js';
import { listenFor } from '../runtime/notificationListener.js';
import { interruptiblePause } from '../runtime/pause.js';

export const QUEUES = {
  fanOut: 'fan-out',
  attempt: 'delivery-attempt',
  giveUp: 'delivery-give-up',
  customerCanceled: 'customer-canceled',
} as const;

export type FanOutJob = { eventId: string; version: number };
export type AttemptJob = { deliveryId: string; attempt: number };
export type GiveUpJob = { deliveryId: string };
export type CustomerCanceledJob = { customerId: string };

type Reaction = { queue: string; key: string; data: FanOutJob | AttemptJob | GiveUpJob | CustomerCanceledJob; dueAt: string };

type ReactingEvent = RegulatoryEventEvent | DeliveryEvent | CustomerCanceled;

/** Keys of the delivery jobs: the same step always has the same key, hence the same job id. */
export const jobKeys = {
  attempt: (deliveryId: string, attempt: number) => `attempt:${deliveryId}:${attempt}`,
  giveUp: (deliveryId: string) => `give-up:${deliveryId}`,
};

/** The job each event calls for, if any; its key makes the job's id, so it is created once. */
export function reactionTo({ type, data }: ReactingEvent): Reaction | undefined {
  switch (type) {
    case 'RegulatoryEventPublished':
    case 'RegulatoryEventRevised':
    case 'RegulatoryEventReclassified': {
      const dueAt = versionRecord({ type, data } as RegulatoryEventEvent).recordedAt;
      return { queue: QUEUES.fanOut, key: `fan-out:${data.eventId}:${data.version}`, data: { eventId: data.eventId, version: data.version }, dueAt };
    }
    case 'DeliveryStarted':
      return { queue: QUEUES.attempt, key: jobKeys.attempt(data.deliveryId, 1), data: { deliveryId: data.deliveryId, attempt: 1 }, dueAt: data.startedAt };
    case 'DeliveryAttemptFailed': {
      const { deliveryId, attempt, nextAttemptAt, attemptedAt } = data;
      return nextAttemptAt
        ? { queue: QUEUES.attempt, key: jobKeys.attempt(deliveryId, attempt + 1), data: { deliveryId, attempt: attempt + 1 }, dueAt: nextAttemptAt }
        : { queue: QUEUES.giveUp, key: jobKeys.giveUp(deliveryId), data: { deliveryId }, dueAt: attemptedAt };
    }
    case 'CustomerCanceled':
      return { queue: QUEUES.customerCanceled, key: `canceled:${data.customerId}`, data: { customerId: data.customerId }, dueAt: data.canceledAt };
    default:
      return undefined;
  }
}

export const REACTING_EVENT_TYPES: ReactingEvent['type'][] = [
  ...REGULATORY_EVENT_TYPES,
  'DeliveryStarted',
  'DeliveryAttemptFailed',
  'CustomerCanceled',
];

/**
 * Writes the events' reactions into the outbox, in the transaction that appends the events, in one
 * statement. Not a read model: a rebuild never runs it, and replays never repeat a job.
 */
export async function recordReactions(events: Event[], db: Queryable): Promise<void> {
  const reactions = events.flatMap((event) => reactionTo(event as ReactingEvent) ?? []);
  if (!reactions.length) return;
  await db.query(
    `INSERT INTO reactions (queue, job_key, data, due_at)
     SELECT * FROM unnest($1::text[], $2::text[], $3::jsonb[], $4::timestamptz[])
     ON CONFLICT (job_key) DO NOTHING`,
    [reactions.map((r) => r.queue), reactions.map((r) => r.key), reactions.map((r) => JSON.stringify(r.data)), reactions.map((r) => r.dueAt)],
  );
}

/** First attempts are fetched before retries: a new event reaches healthy receivers before late retries are made. */
export const attemptPriority = (attempt: number): number => (attempt === 1 ? 1 : 0);
const priorityOf = (queue: string, data: { attempt?: number }) => (queue === QUEUES.attempt && data.attempt !== undefined ? attemptPriority(data.attempt) : 0);

const JOB_ID_NAMESPACE = '6f1d1c7e-8d8e-4c4a-9a55-0f3b8d7f2a10';
/** A job's id from its key: sending the same reaction twice makes one job. */
export const jobIdFor = (key: string): string => uuidv5(key, JOB_ID_NAMESPACE);

const BATCH = 1_000;
const IDLE_POLL_MS = 1_000;
/** While reactions keep coming (a fan-out's deliveries, their attempts), the relay looks often. */
const BUSY_POLL_MS = 20;
const BUSY_FOR_MS = 3_000;

/**
 * Moves outbox rows into pg-boss jobs, each batch in one transaction (job inserted, row deleted).
 * Woken by NOTIFY for a new fan-out; polls every 20 ms while busy and every second when idle. Any
 * number of relays may run.
 */
export async function startRelay(
  { pool, boss, log, availability }: { pool: pg.Pool; boss: PgBoss; log: Logger; availability: DatabaseAvailability },
  onRelayed: (queues: Set<string>) => void,
) {
  let stopping = false;
  const { wake, pause } = interruptiblePause();
  const listener = await listenFor(pool, 'regfeed_reactions', wake, { availability, log });

  const relayBatch = async (): Promise<number> => {
    const client = await pool.connect();
    try {
      await client.query('BEGIN');
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
      await client.query('COMMIT');
      if (rows.length) onRelayed(new Set(rows.map((row) => row.queue as string)));
      return rows.length;
    } catch (error) {
      await client.query('ROLLBACK').catch(() => {});
      throw error;
    } finally {
      client.release();
    }
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
