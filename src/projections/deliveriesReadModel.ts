import {
  DELIVERY_EVENT_TYPES,
  type DeliveryAttemptFailed,
  type DeliveryAttemptSucceeded,
  type DeliveryEvent,
  type DeliveryStarted,
  type DeliveryStatus,
  type DeliveryWithheldForQuota,
} from '../domain/delivery.js';
import type { AttemptView, DeliveryView } from '../presenters/deliveryPresenter.js';
import { execute } from '../runtime/sql.js';
import { Cursor, type Position } from './cursor.js';
import { readModel, type ProjectedEvent, type Queryable } from './readModel.js';

type StartEvent = ProjectedEvent<DeliveryStarted | DeliveryWithheldForQuota>;
type AttemptEvent = ProjectedEvent<DeliveryAttemptSucceeded | DeliveryAttemptFailed>;

/**
 * New `deliveries` rows for started and withheld deliveries, any number in one statement; a started
 * one's first attempt becomes due work (`delivery_attempts_due`, claimed by the attempt pumps).
 */
function insertDeliveries(events: StartEvent[], db: Queryable) {
  const rows = events.map(({ type, data, metadata }) => {
    const [status, at] = type === 'DeliveryStarted' ? ['pending', data.startedAt] : ['quota_exceeded', data.withheldAt];
    return [
      data.deliveryId,
      data.subscriptionId,
      data.customerId,
      data.eventId,
      data.eventVersion,
      status,
      Date.parse(at),
      status === 'pending' ? Date.parse(at) : null,
      metadata.globalPosition,
    ];
  });
  return execute(
    db,
    {
      name: 'deliveries-start',
      text: `WITH inserted AS (
       INSERT INTO deliveries (id, subscription_id, customer_id, event_id, event_version, status, created_at, next_attempt_at, last_global_position)
       SELECT * FROM unnest($1::text[], $2::text[], $3::text[], $4::text[], $5::int[], $6::text[], $7::bigint[], $8::bigint[], $9::bigint[])
       ON CONFLICT (id) DO NOTHING
       RETURNING id, next_attempt_at, last_global_position
     )
     INSERT INTO delivery_attempts_due (delivery_id, attempt, available_at, position)
     SELECT id, 1, next_attempt_at, last_global_position FROM inserted WHERE next_attempt_at IS NOT NULL
     ON CONFLICT (delivery_id) DO NOTHING`,
    },
    columns(rows, 9),
  );
}

/**
 * Attempt outcomes of distinct deliveries, any number in one statement: each attempt kept, each
 * delivery's state moved on, and a first attempt no longer due.
 */
function recordAttempts(events: AttemptEvent[], db: Queryable) {
  const rows = events.map(({ type, data, metadata }) => {
    const nextAttemptAt = type === 'DeliveryAttemptFailed' && data.nextAttemptAt ? Date.parse(data.nextAttemptAt) : null;
    return [
      data.deliveryId,
      data.attempt,
      Date.parse(data.attemptedAt),
      type === 'DeliveryAttemptSucceeded',
      data.statusCode,
      data.error,
      data.durationMs,
      nextAttemptAt,
      metadata.globalPosition,
    ];
  });
  return execute(
    db,
    {
      name: 'deliveries-attempt-outcomes',
      text: `WITH a AS (
       SELECT * FROM unnest($1::text[], $2::int[], $3::bigint[], $4::bool[], $5::int[], $6::text[], $7::int[], $8::bigint[], $9::bigint[])
         AS a(delivery_id, attempt, attempted_at, succeeded, response_status, error, duration_ms, next_attempt_at, position)
     ), kept AS (
       INSERT INTO delivery_attempts (delivery_id, attempt, attempted_at, succeeded, response_status, error, duration_ms)
       SELECT delivery_id, attempt, attempted_at, succeeded, response_status, error, duration_ms FROM a ON CONFLICT DO NOTHING
     ), made AS (
       DELETE FROM delivery_attempts_due due USING a WHERE due.delivery_id = a.delivery_id AND due.attempt <= a.attempt
     )
     UPDATE deliveries d
     SET status = CASE WHEN a.succeeded THEN 'delivered' ELSE 'failed' END, attempts = a.attempt, last_attempt_at = a.attempted_at,
         next_attempt_at = a.next_attempt_at, last_response_status = a.response_status, last_error = a.error, last_global_position = a.position
     FROM a WHERE d.id = a.delivery_id AND d.last_global_position < a.position`,
    },
    columns(rows, 9),
  );
}

/** Row-shaped values as one array per column, for `unnest`. */
const columns = (rows: unknown[][], count: number): unknown[][] => Array.from({ length: count }, (_, i) => rows.map((row) => row[i]));

/** Which events may share one statement: starts with starts, outcomes with outcomes (of distinct deliveries). */
const runOf = ({ type, data }: ProjectedEvent<DeliveryEvent>) =>
  type === 'DeliveryStarted' || type === 'DeliveryWithheldForQuota'
    ? { kind: 'start', key: data.deliveryId }
    : type === 'DeliveryAttemptSucceeded' || type === 'DeliveryAttemptFailed'
      ? { kind: 'attempt', key: data.deliveryId }
      : undefined;

/** Keeps `deliveries` (one row per delivery, its latest state), `delivery_attempts` and the first attempts due (`delivery_attempts_due`). */
export const deliveriesReadModel = readModel<DeliveryEvent>({
  canHandle: DELIVERY_EVENT_TYPES,
  tables: ['deliveries', 'delivery_attempts', 'delivery_attempts_due'],
  // A fan-out's starts, or a worker's batch of outcomes, in one statement.
  runs: {
    runOf,
    applyRun: (run, db) =>
      runOf(run[0]!)?.kind === 'start' ? insertDeliveries(run as StartEvent[], db) : recordAttempts(run as AttemptEvent[], db),
  },
  apply: async (event, db) => {
    const { type, data, metadata } = event;
    switch (type) {
      case 'DeliveryStarted':
      case 'DeliveryWithheldForQuota':
        return insertDeliveries([event as StartEvent], db);
      case 'DeliveryAttemptSucceeded':
      case 'DeliveryAttemptFailed':
        return recordAttempts([event as AttemptEvent], db);
      case 'DeliveryGaveUp':
      case 'DeliveryCanceled':
        return execute(
          db,
          {
            name: 'deliveries-end',
            text: `WITH gone AS (DELETE FROM delivery_attempts_due WHERE delivery_id = $1)
           UPDATE deliveries SET status = $3, next_attempt_at = NULL, last_global_position = $2
           WHERE id = $1 AND last_global_position < $2`,
          },
          [data.deliveryId, metadata.globalPosition, type === 'DeliveryGaveUp' ? 'gave_up' : 'canceled'],
        );
      case 'DeliveryReplayed':
        return execute(
          db,
          {
            name: 'deliveries-replay',
            text: `UPDATE deliveries SET status = 'pending', next_attempt_at = $3, last_global_position = $2
           WHERE id = $1 AND last_global_position < $2`,
          },
          [data.deliveryId, metadata.globalPosition, Date.parse(data.replayedAt)],
        );
    }
  },
});

// ---------------------------------------------------------------- Queries

const DELIVERY_COLUMNS = `id, subscription_id, event_id, event_version, status, attempts, created_at::float8 AS created_at,
  last_attempt_at::float8 AS last_attempt_at, next_attempt_at::float8 AS next_attempt_at, last_response_status, last_error`;

export type DeliveryFilters = { customerId?: string | undefined; status?: DeliveryStatus | undefined; subscriptionId?: string | undefined };

/** Newest first, keyset-paged like the events feed. */
export async function listDeliveries(
  db: Queryable,
  filters: DeliveryFilters,
  page: { limit: number; after?: Position | undefined },
): Promise<{ deliveries: DeliveryView[]; nextCursor: string | null }> {
  const where: string[] = [];
  const values: unknown[] = [];
  const param = (value: unknown) => `$${values.push(value)}`;
  if (filters.customerId !== undefined) where.push(`customer_id = ${param(filters.customerId)}`);
  if (filters.status !== undefined) where.push(`status = ${param(filters.status)}`);
  if (filters.subscriptionId !== undefined) where.push(`subscription_id = ${param(filters.subscriptionId)}`);
  if (page.after) where.push(`(deliveries.created_at, deliveries.id) < (${param(page.after.at)}, ${param(page.after.id)})`);
  const { rows } = await db.query(
    `SELECT ${DELIVERY_COLUMNS} FROM deliveries ${where.length ? `WHERE ${where.join(' AND ')}` : ''}
     ORDER BY deliveries.created_at DESC, deliveries.id DESC LIMIT ${param(page.limit + 1)}`,
    values,
  );
  const deliveries: DeliveryView[] = rows.slice(0, page.limit);
  const last = deliveries.at(-1);
  const nextCursor = rows.length > page.limit && last ? Cursor.encode({ at: last.created_at, id: last.id }, filters) : null;
  return { deliveries, nextCursor };
}

export async function findDelivery(db: Queryable, id: string, customerId?: string): Promise<DeliveryView | undefined> {
  const { rows } = await db.query(
    `SELECT ${DELIVERY_COLUMNS} FROM deliveries WHERE id = $1 ${customerId === undefined ? '' : 'AND customer_id = $2'}`,
    customerId === undefined ? [id] : [id, customerId],
  );
  return rows[0];
}

export async function listAttempts(db: Queryable, deliveryId: string): Promise<AttemptView[]> {
  const { rows } = await db.query(
    `SELECT attempt, attempted_at::float8 AS attempted_at, succeeded, response_status, error, duration_ms
     FROM delivery_attempts WHERE delivery_id = $1 ORDER BY attempt`,
    [deliveryId],
  );
  return rows;
}

/** What an attempt needs to know in one read: the delivery's state, its subscription and customer. */
export type AttemptContext = {
  status: DeliveryStatus;
  attempts: number;
  subscription_id: string;
  customer_id: string;
  event_id: string;
  event_version: number;
  webhook_url: string;
  language: 'en' | 'de' | 'both';
  format: 'json' | 'slack';
  enabled: boolean;
  customer_status: string;
  /** Rotations of the subscription's secret so far: the key of a worker's cached secrets. */
  secret_generation: number;
};

/** An attempt's context, of deliveries `d`: its columns and joins (the claim of due attempts reads them in its own statement). */
export const attemptContextQuery = {
  columns: `d.status, d.attempts, d.subscription_id, d.customer_id, d.event_id, d.event_version,
            s.webhook_url, s.language, s.format, s.enabled, c.status AS customer_status,
            coalesce(ss.generation, 1) AS secret_generation`,
  joins: `JOIN subscriptions s ON s.id = d.subscription_id JOIN customers c ON c.id = d.customer_id
          LEFT JOIN subscription_secrets ss ON ss.subscription_id = d.subscription_id`,
};

/** The contexts of many deliveries' attempts in one read, by delivery id. */
export async function attemptContexts(db: Queryable, deliveryIds: string[]): Promise<Map<string, AttemptContext>> {
  const { rows } = await db.query({
    name: 'delivery-attempt-contexts',
    text: `SELECT d.id, ${attemptContextQuery.columns} FROM deliveries d ${attemptContextQuery.joins} WHERE d.id = ANY ($1)`,
    values: [deliveryIds],
  });
  return new Map(rows.map(({ id, ...context }) => [id, context]));
}
