import { projection } from '@event-driven-io/emmett';
import type {
  PostgreSQLProjectionDefinition,
  PostgreSQLProjectionHandlerContext,
  PostgresReadEventMetadata,
} from '@event-driven-io/emmett-postgresql';
import type PgBoss from 'pg-boss';
import type pg from 'pg';
import type { Logger } from 'pino';
import { v5 as uuidv5 } from 'uuid';
import type { CustomerCanceled } from '../domain/customer.js';
import type { DeliveryEvent } from '../domain/delivery.js';
import type { RegulatoryEventEvent } from '../domain/regulatoryEvent.js';

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

/** The job each event calls for, if any; its key makes the job's id, so it is created once. */
export function reactionTo({ type, data }: ReactingEvent): Reaction | undefined {
  switch (type) {
    case 'RegulatoryEventPublished':
    case 'RegulatoryEventRevised': {
      const dueAt = type === 'RegulatoryEventPublished' ? data.ingestedAt : data.revisedAt;
      return { queue: QUEUES.fanOut, key: `fan-out:${data.eventId}:${data.version}`, data: { eventId: data.eventId, version: data.version }, dueAt };
    }
    case 'DeliveryStarted':
      return { queue: QUEUES.attempt, key: `attempt:${data.deliveryId}:1`, data: { deliveryId: data.deliveryId, attempt: 1 }, dueAt: data.startedAt };
    case 'DeliveryAttemptFailed': {
      const { deliveryId, attempt, nextAttemptAt, attemptedAt } = data;
      return nextAttemptAt
        ? { queue: QUEUES.attempt, key: `attempt:${deliveryId}:${attempt + 1}`, data: { deliveryId, attempt: attempt + 1 }, dueAt: nextAttemptAt }
        : { queue: QUEUES.giveUp, key: `give-up:${deliveryId}`, data: { deliveryId }, dueAt: attemptedAt };
    }
    case 'CustomerCanceled':
      return { queue: QUEUES.customerCanceled, key: `canceled:${data.customerId}`, data: { customerId: data.customerId }, dueAt: data.canceledAt };
    default:
      return undefined;
  }
}

/**
 * Writes each event's reaction into the outbox in the transaction that appends the event. Not a read
 * model: a rebuild never runs it, and replays never repeat a job.
 */
export const reactionsOutbox: PostgreSQLProjectionDefinition<ReactingEvent> = projection<
  ReactingEvent,
  PostgresReadEventMetadata,
  PostgreSQLProjectionHandlerContext
>({
  canHandle: ['RegulatoryEventPublished', 'RegulatoryEventRevised', 'DeliveryStarted', 'DeliveryAttemptFailed', 'CustomerCanceled'],
  handle: async (events, { connection }) => {
    for (const event of events) {
      const reaction = reactionTo(event);
      if (!reaction) continue;
      await connection.client.query(
        `INSERT INTO reactions (queue, job_key, data, due_at) VALUES ($1, $2, $3, $4) ON CONFLICT (job_key) DO NOTHING`,
        [reaction.queue, reaction.key, JSON.stringify(reaction.data), reaction.dueAt],
      );
    }
  },
});

const JOB_ID_NAMESPACE = '6f1d1c7e-8d8e-4c4a-9a55-0f3b8d7f2a10';
/** A job's id from its key: sending the same reaction twice makes one job. */
export const jobIdFor = (key: string): string => uuidv5(key, JOB_ID_NAMESPACE);

const BATCH = 200;
const IDLE_POLL_MS = 1_000;

/**
 * Moves outbox rows into pg-boss jobs, each batch in one transaction (job inserted, row deleted).
 * Woken by NOTIFY when rows arrive; polls every second as well. Any number of relays may run.
 */
export async function startRelay(pool: pg.Pool, boss: PgBoss, log: Logger, onRelayed: (queues: Set<string>) => void) {
  let stopping = false;
  let wake: (() => void) | undefined;
  const listener = await pool.connect();
  listener.on('notification', () => wake?.());
  await listener.query('LISTEN regfeed_reactions');

  const relayBatch = async (): Promise<number> => {
    const client = await pool.connect();
    try {
      await client.query('BEGIN');
      const { rows } = await client.query(
        `SELECT id, queue, job_key, data, due_at FROM reactions ORDER BY id LIMIT ${BATCH} FOR UPDATE SKIP LOCKED`,
      );
      const db = { executeSql: (text: string, values: unknown[]) => client.query(text, values) };
      for (const row of rows) {
        await boss.send(row.queue, row.data, { id: jobIdFor(row.job_key), startAfter: row.due_at, db });
      }
      if (rows.length) await client.query('DELETE FROM reactions WHERE id = ANY ($1)', [rows.map((row) => row.id)]);
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
    while (!stopping) {
      let moved = 0;
      try {
        moved = await relayBatch();
      } catch (error) {
        log.error({ err: error }, 'relaying reactions failed; trying again');
      }
      if (moved < BATCH && !stopping) {
        await new Promise<void>((resolve) => {
          const timer = setTimeout(resolve, IDLE_POLL_MS);
          wake = () => {
            clearTimeout(timer);
            resolve();
          };
        });
      }
    }
  })();

  return {
    stop: async () => {
      stopping = true;
      wake?.();
      await loop;
      await listener.query('UNLISTEN regfeed_reactions').catch(() => {});
      listener.release();
    },
  };
}
