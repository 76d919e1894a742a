import type pg from 'pg';
import { deliveryIdFor, type DeliveryCommand } from '../domain/delivery.js';
import { severityRank } from '../domain/vocabulary.js';
import type { EventStore } from '../eventStore/eventStore.js';
import { matchingSubscriptions, type MatchingSubscription } from '../projections/subscriptionsReadModel.js';
import { handleDeliveryCommands } from './deliveryBatch.js';
import { eventAtVersion } from './eventVersion.js';
import { eventVersionOf, type DeliveryCaches } from './workerCaches.js';

/**
 * Takes up to `wanted` deliveries from the customer's monthly quota in one step, and says how many
 * it got. The counter row's lock keeps concurrent fan-outs exact.
 */
export async function takeMonthlyQuota(pool: pg.Pool, customerId: string, wanted: number, limit: number): Promise<number> {
  // In SET, u.used is the count before this take; last_granted records what the take got.
  const { rows } = await pool.query(
    `INSERT INTO delivery_usage_monthly AS u (customer_id, month, used, last_granted)
     VALUES ($1, date_trunc('month', now() AT TIME ZONE 'UTC')::date, LEAST($2::int, $3::int), LEAST($2::int, $3::int))
     ON CONFLICT (customer_id, month) DO UPDATE
       SET used = u.used + LEAST($2::int, GREATEST($3::int - u.used, 0)),
           last_granted = LEAST($2::int, GREATEST($3::int - u.used, 0))
     RETURNING last_granted`,
    [customerId, wanted, limit],
  );
  return rows[0].last_granted;
}

/** Deliveries taken from the customer's quota in this UTC month: the count the monthly limit is held against. */
export async function deliveriesThisMonth(pool: pg.Pool, customerId: string): Promise<number> {
  const { rows } = await pool.query<{ used: number }>(
    `SELECT used FROM delivery_usage_monthly WHERE customer_id = $1 AND month = date_trunc('month', now() AT TIME ZONE 'UTC')::date`,
    [customerId],
  );
  return rows[0]?.used ?? 0;
}

/**
 * Deliveries started per transaction: the first are few, so that attempts begin at once; then each
 * transaction is twice as large as the one before, up to a thousand, so that a large fan-out
 * commits a few times rather than once per delivery.
 */
const FIRST_FAN_OUT_TRANSACTION = 64;
const MAX_FAN_OUT_TRANSACTION = 1_000;
/**
 * Deliveries one fan-out job starts; a larger fan-out sends a job for the rest, so a killed one
 * comes back after its job's short expiry having lost at most this part's work.
 */
export const FAN_OUT_PART = 10_000;

export type FanOutDependencies = {
  eventStore: EventStore;
  pool: pg.Pool;
  /** A worker's caches: the version read here is then at hand for the attempts. */
  caches?: DeliveryCaches;
  /** Told each time deliveries are committed: their first attempts are due now. */
  onStarted?: () => void;
};

export type FanOutPart = {
  now?: Date;
  /** Deliveries this call starts at most. */
  part?: number;
  /** Where in the fan-out's order to begin: the `next` of the part before. */
  from?: number;
};

/**
 * Starts a delivery of an event version for every subscription it matches that is enabled now and
 * existed when the version was recorded (a new subscription gets what comes after it), up to
 * `part` of them; `more` says that another call may find more to start, beginning at `next`.
 * Deliveries already started are left alone, so a fan-out that is run again (after a crash) starts
 * only the missing ones. A delivery past the customer's monthly quota is recorded as withheld, not sent.
 */
export async function fanOut(
  deps: FanOutDependencies,
  eventId: string,
  version: number,
  { now = new Date(), part = FAN_OUT_PART, from = 0 }: FanOutPart = {},
) {
  const event = await (deps.caches
    ? eventVersionOf({ ...deps, caches: deps.caches }, eventId, version)
    : eventAtVersion(deps.eventStore, eventId, version));
  if (!event) throw new Error(`${eventId} has no version ${version}`);
  const orderKey = `${eventId}:${version}`;
  let byTurn = deps.caches?.fanOutOrders.get(orderKey);
  if (!byTurn) {
    const subscriptions = await matchingSubscriptions(deps.pool, {
      topics: event.topics,
      sourceId: event.sourceId,
      severityRank: severityRank(event.severity),
      recordedAt: event.recordedAt,
      aiActArticles: event.aiActArticles,
    });
    // Customers take turns: the first transaction starts some of everyone's deliveries, so one
    // customer's hundreds of subscriptions do not go first while another's wait.
    byTurn = roundRobin(subscriptions, (subscription) => subscription.customer_id);
    deps.caches?.fanOutOrders.set(orderKey, byTurn);
  }
  // A part checks from where the one before stopped, so a large fan-out's parts do not each check
  // all the starts before theirs again. It goes round to the beginning: a fan-out ends with a part
  // that found nothing left in the whole list, so none is missed if the list changed between parts.
  // Which are started is read a window at a time: a part holds one window of delivery ids at once.
  const begin = byTurn.length ? from % byTurn.length : 0;
  const pending: { subscription: MatchingSubscription; deliveryId: string }[] = [];
  let checked = 0;
  let next: number | undefined;
  while (checked < byTurn.length && pending.length < part) {
    // The list read from `begin` round to the beginning, in place: a part copies only its window.
    const window = Array.from({ length: Math.min(part, byTurn.length - checked) }, (_, i) => {
      const subscription = byTurn[(begin + checked + i) % byTurn.length]!;
      return { subscription, deliveryId: deliveryIdFor(eventId, version, subscription.id) };
    });
    const { rows } = await deps.pool.query('SELECT id FROM deliveries WHERE id = ANY ($1)', [window.map((c) => c.deliveryId)]);
    const started = new Set(rows.map((row: { id: string }) => row.id));
    for (const [index, candidate] of window.entries()) {
      if (started.has(candidate.deliveryId)) continue;
      if (pending.length < part) pending.push(candidate);
      else {
        next = begin + checked + index;
        break;
      }
    }
    checked += window.length;
  }
  const more = next !== undefined || checked < byTurn.length;
  next ??= begin + checked;
  // The last part lets go of the list: a worker holds a large fan-out's subscriptions only while it runs.
  if (!more) deps.caches?.fanOutOrders.delete(orderKey);
  // Each customer's share of the monthly quota is taken once for the whole part.
  const withinQuota = new Set<string>();
  const byCustomer = new Map<string, MatchingSubscription[]>();
  for (const { subscription } of pending) {
    const ofCustomer = byCustomer.get(subscription.customer_id);
    if (ofCustomer) ofCustomer.push(subscription);
    else byCustomer.set(subscription.customer_id, [subscription]);
  }
  // Customers' counters are distinct rows: taken side by side.
  await Promise.all(
    [...byCustomer].map(async ([customerId, ofCustomer]) => {
      const granted = await takeMonthlyQuota(deps.pool, customerId, ofCustomer.length, ofCustomer[0]!.deliveries_per_month);
      for (const subscription of ofCustomer.slice(0, granted)) withinQuota.add(subscription.id);
    }),
  );
  const starts = pending.map(({ subscription, deliveryId }): DeliveryCommand => {
    const target = { deliveryId, subscriptionId: subscription.id, customerId: subscription.customer_id, eventId, eventVersion: version };
    return { type: 'StartDelivery', data: { ...target, withinQuota: withinQuota.has(subscription.id) }, metadata: { now } };
  });
  for (let i = 0, size = FIRST_FAN_OUT_TRANSACTION; i < starts.length; i += size, size = Math.min(size * 2, MAX_FAN_OUT_TRANSACTION)) {
    await handleDeliveryCommands(deps, starts.slice(i, i + size));
    deps.onStarted?.();
  }
  return { matched: byTurn.length, started: pending.length, more, next: byTurn.length ? next % byTurn.length : 0 };
}

/** The items in turns of their groups: the first of each group, then the second of each… */
function roundRobin<T>(items: T[], groupOf: (item: T) => string): T[] {
  const rank = new Map<string, number>();
  const ranked = items.map((item, index) => {
    const group = groupOf(item);
    const turn = rank.get(group) ?? 0;
    rank.set(group, turn + 1);
    return { item, turn, index };
  });
  return ranked.sort((a, b) => a.turn - b.turn || a.index - b.index).map(({ item }) => item);
}
