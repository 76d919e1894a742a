import { EmmettError } from '@event-driven-io/emmett';
import type PgBoss from 'pg-boss';
import type pg from 'pg';
import type { Logger } from 'pino';
import { newId } from '../domain/ids.js';
import { isActedOn, parsePaymentEvent, quotasOf, type PaymentEvent, type ReceivedPaymentEvent } from '../domain/paymentEvent.js';
import { unixMs, type Queryable } from '../projections/readModel.js';
import type { EventStore } from '../eventStore/eventStore.js';
import { inTransaction, lockForTransaction } from '../runtime/sql.js';
import type { Clock } from './clock.js';
import { changeCustomer, onboardCustomer } from './customerCommands.js';
import { queueWelcomeMessage } from './welcomeMail.js';

// Every provider event is recorded in the `payment_events` inbox under its provider id, then
// applied under that row's lock and marked with its outcome in the same transaction. Recording
// commits first and on its own, so nothing received is lost; applying is retried (by the next
// redelivery or by the sweeper) until it commits, and the lock plus the `pending` status make the
// effect happen once, also for two copies arriving at the same moment.

export type PaymentDependencies = { pool: pg.Pool; eventStore: EventStore; boss: PgBoss; clock?: Clock };

export type PaymentEventStatus = 'pending' | 'applied' | 'ignored' | 'unknown_type';
type Outcome = { status: 'applied' | 'ignored'; customerId: string | null; detail: string };

/** Records the event unless its id is known; true when this delivery is the first. */
export async function recordPaymentEvent(db: Queryable, event: ReceivedPaymentEvent): Promise<boolean> {
  const actedOn = isActedOn(event);
  // A checkout's customer id is fixed now, so that every attempt to apply it onboards the same one.
  const customerId = event.type === 'checkout.completed' ? newId('cus') : null;
  const { rowCount } = await db.query(
    `INSERT INTO payment_events (id, type, provider_created_at, data, status, customer_id, detail, processed_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8)
     ON CONFLICT (id) DO NOTHING`,
    [
      event.id,
      event.type,
      event.created,
      JSON.stringify(event.data),
      actedOn ? 'pending' : 'unknown_type',
      customerId,
      actedOn ? null : 'not a type regfeed acts on',
      actedOn ? null : new Date(),
    ],
  );
  return rowCount === 1;
}

/** Runs at most `max` tasks at once; the others wait their turn without holding anything. */
function limitConcurrency(max: number) {
  let running = 0;
  const waiting: (() => void)[] = [];
  return async <T>(task: () => Promise<T>): Promise<T> => {
    if (running < max) running++;
    else await new Promise<void>((resolve) => waiting.push(resolve));
    try {
      return await task();
    } finally {
      const next = waiting.shift();
      if (next) next();
      else running--;
    }
  };
}

// Applying holds one pooled connection for the inbox row's lock while the event store takes another
// from the same pool: unbounded, a burst of callbacks takes every connection and each waits forever
// for a second one.
const applyingSlot = limitConcurrency(4);

/**
 * Applies a recorded event if it is still pending; a no-op otherwise. Throws only when the
 * database or the event store fails: the event then stays pending, with the error noted.
 */
export function applyPaymentEvent(deps: PaymentDependencies, providerEventId: string): Promise<void> {
  return applyingSlot(() => applyPending(deps, providerEventId));
}

async function applyPending(deps: PaymentDependencies, providerEventId: string): Promise<void> {
  try {
    await inTransaction(deps.pool, async (client) => {
      const { rows } = await client.query(
        `SELECT id, type, provider_created_at, data, customer_id FROM payment_events WHERE id = $1 AND status = 'pending' FOR UPDATE`,
        [providerEventId],
      );
      const row = rows[0];
      if (!row) return;
      const event = parsePaymentEvent({ id: row.id, type: row.type, created: row.provider_created_at.toISOString(), data: row.data });
      if (!isActedOn(event)) throw new Error(`payment event ${row.id} of type ${row.type} is pending but not acted on`);
      const outcome = await decideOutcome(() => applyToCustomer(deps, client, event, row.customer_id));
      await client.query(
        `UPDATE payment_events
         SET status = $2, customer_id = $3, detail = $4, attempts = attempts + 1, last_error = NULL, processed_at = now()
         WHERE id = $1`,
        [providerEventId, outcome.status, outcome.customerId, outcome.detail],
      );
    });
  } catch (error) {
    await deps.pool
      .query(`UPDATE payment_events SET attempts = attempts + 1, last_error = $2 WHERE id = $1`, [
        providerEventId,
        String((error as Error)?.message ?? error).slice(0, 500),
      ])
      .catch(() => {});
    throw error;
  }
}

/** A refusal of the customer's rules (canceled, out of order…) is an outcome to record, not a failure. */
async function decideOutcome(apply: () => Promise<Outcome>): Promise<Outcome> {
  try {
    return await apply();
  } catch (error) {
    if (error instanceof CustomerRefusal) return { status: 'ignored', customerId: error.customerId, detail: error.message };
    throw error;
  }
}

class CustomerRefusal extends Error {
  constructor(
    readonly customerId: string | null,
    message: string,
  ) {
    super(message);
  }
}

/** The customer's own rules said no: IllegalStateError (403) or ValidationError (400) from the decider. */
const asRefusal = (customerId: string) => (error: unknown) => {
  if (EmmettError.isInstanceOf(error, 403) || EmmettError.isInstanceOf(error, 400)) throw new CustomerRefusal(customerId, error.message);
  throw error;
};

async function applyToCustomer(
  deps: PaymentDependencies,
  client: pg.PoolClient,
  event: PaymentEvent,
  checkoutCustomerId: string | null,
): Promise<Outcome> {
  const asOf = event.created;
  if (event.type === 'checkout.completed') {
    if (!checkoutCustomerId) throw new Error(`checkout ${event.id} was recorded without its customer id`);
    return checkout(deps, client, event, checkoutCustomerId);
  }

  const customerId = await customerOfProvider(client, event.data.provider_customer_id);
  if (!customerId) {
    // Nothing here to apply it to: the provider account also serves other products, or the
    // checkout never reached us. Retrying cannot help; the row keeps it visible to the operator.
    return { status: 'ignored', customerId: null, detail: `no customer for provider customer ${event.data.provider_customer_id}` };
  }
  const change = (command: Parameters<typeof changeCustomer>[1]) =>
    changeCustomer(deps.eventStore, command, deps.clock).catch(asRefusal(customerId));
  switch (event.type) {
    case 'subscription.updated': {
      const { tier } = event.data;
      const { changed } = await change({ type: 'ChangeTier', data: { customerId, tier, customQuotas: quotasOf(event.data), asOf } });
      return { status: 'applied', customerId, detail: changed ? `tier changed to ${tier}` : `already ${tier}: nothing to change` };
    }
    case 'invoice.payment_failed': {
      const { changed } = await change({
        type: 'SuspendCustomer',
        data: { customerId, reason: `invoice.payment_failed (${event.id})`, asOf },
      });
      return { status: 'applied', customerId, detail: changed ? 'suspended' : 'already suspended' };
    }
    case 'invoice.paid': {
      const { changed } = await change({ type: 'RestoreCustomer', data: { customerId, asOf } });
      return { status: 'applied', customerId, detail: changed ? 'restored' : 'already active' };
    }
    case 'subscription.canceled': {
      const { changed } = await change({
        type: 'CancelCustomer',
        data: { customerId, reason: `subscription.canceled (${event.id})`, asOf },
      });
      return { status: 'applied', customerId, detail: changed ? 'canceled: keys revoked' : 'already canceled' };
    }
  }
}

async function checkout(
  deps: PaymentDependencies,
  client: pg.PoolClient,
  event: Extract<PaymentEvent, { type: 'checkout.completed' }>,
  customerId: string,
): Promise<Outcome> {
  const { provider_customer_id: providerCustomerId, customer_email: email, tier } = event.data;
  // Two different checkouts of one provider customer are applied one after the other, so the
  // second finds the first's customer instead of racing it into the unique mapping. A canceled
  // customer does not count: a returning customer checks out again and becomes a new one.
  await lockForTransaction(client, `regfeed:provider-customer:${providerCustomerId}`);
  const existing = await customerOfProvider(client, providerCustomerId, { liveOnly: true });
  if (existing && existing !== customerId) {
    return { status: 'ignored', customerId: existing, detail: `provider customer ${providerCustomerId} is already customer ${existing}` };
  }
  const onboarding = await onboardCustomer(
    deps.eventStore,
    { customerId, email, tier, customQuotas: quotasOf(event.data), billing: { providerCustomerId, checkoutEventId: event.id } },
    deps.clock,
  ).catch(asRefusal(customerId));
  await queueWelcomeMessage(client, deps.boss, { customerId, keyId: onboarding.keyId, recipient: email, apiKey: onboarding.apiKey });
  const detail = onboarding.onboarded
    ? `onboarded as ${tier}; welcome message queued`
    : 'key replaced after an interrupted first attempt; welcome message queued';
  return { status: 'applied', customerId, detail };
}

/** The live customer the provider means; failing that, the latest canceled one, so the event is ignored for the right reason. */
async function customerOfProvider(db: Queryable, providerCustomerId: string, { liveOnly = false } = {}): Promise<string | undefined> {
  const { rows } = await db.query(
    `SELECT id FROM customers WHERE provider_customer_id = $1 AND ($2::boolean IS FALSE OR status <> 'canceled')
     ORDER BY status = 'canceled', created_at DESC LIMIT 1`,
    [providerCustomerId, liveOnly],
  );
  return rows[0]?.id;
}

/** Records and applies one callback. A failure to apply is logged and left to the sweeper: the event is safe. */
export async function receivePaymentEvent(
  deps: PaymentDependencies,
  event: ReceivedPaymentEvent,
  log: Logger,
): Promise<{ firstDelivery: boolean }> {
  const firstDelivery = await recordPaymentEvent(deps.pool, event);
  if (isActedOn(event)) {
    await applyPaymentEvent(deps, event.id).catch((error) =>
      log.error({ err: error, providerEventId: event.id }, 'payment event recorded but not applied yet; the sweeper retries it'),
    );
  }
  return { firstDelivery };
}

/** Applies what is still pending a while after receipt: the process died, or the database failed. */
export async function sweepPendingPaymentEvents(deps: PaymentDependencies, log: Logger, { minAgeSeconds = 60 } = {}): Promise<number> {
  const { rows } = await deps.pool.query(
    `SELECT id FROM payment_events WHERE status = 'pending' AND received_at <= now() - make_interval(secs => $1)
     ORDER BY provider_created_at, received_at LIMIT 100`,
    [minAgeSeconds],
  );
  let applied = 0;
  for (const { id } of rows) {
    try {
      await applyPaymentEvent(deps, id);
      applied++;
    } catch (error) {
      log.error({ err: error, providerEventId: id }, 'pending payment event still not applied');
    }
  }
  return applied;
}

// ---------------------------------------------------------------- Queries

export type PaymentEventView = {
  id: string;
  type: string;
  data: Record<string, unknown>;
  status: PaymentEventStatus;
  customer_id: string | null;
  detail: string | null;
  attempts: number;
  last_error: string | null;
  created_at: number;
  received_at: number;
  processed_at: number | null;
};

export async function listPaymentEvents(
  db: Queryable,
  { limit = 50, customerId }: { limit?: number; customerId?: string } = {},
): Promise<PaymentEventView[]> {
  const { rows } = await db.query(
    `SELECT id, type, data, status, customer_id, detail, attempts, last_error,
            ${unixMs('provider_created_at')} AS created_at, ${unixMs('received_at')} AS received_at, ${unixMs('processed_at')} AS processed_at
     FROM payment_events
     WHERE ($2::text IS NULL OR customer_id = $2)
     ORDER BY received_at DESC, id DESC LIMIT $1`,
    [limit, customerId ?? null],
  );
  return rows;
}
