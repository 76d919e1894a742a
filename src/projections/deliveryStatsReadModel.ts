import { DELIVERY_EVENT_TYPES, type DeliveryEvent, type DeliveryGaveUp, type DeliveryStatus } from '../domain/delivery.js';
import { DELIVERY_STATUSES } from '../presenters/deliveryPresenter.js';
import { addToRowsStatement, execute } from '../runtime/sql.js';
import { readModel, type ProjectedEvent, type Queryable } from './readModel.js';

// GET /v1/subscriptions/{id}/stats reads a rollup per subscription and UTC hour, never the
// deliveries themselves: at a million deliveries a scan takes seconds, the rollup a few hundred rows.
//
// It is kept from the same events, in the same transaction, as `deliveries`: each batch reads the
// state its deliveries had before it (status, creation hour, last position), follows every event as
// `deliveriesReadModel` does, and adds the differences. It therefore runs before that read model
// (see deliveriesFeature), and skips what that model would skip (a position it has already applied).
// The same pass keeps the service-wide counters of /metrics and each subscription's delivery
// health (failed attempts in a row, give-ups, recoveries) that operational e-mail reads.

const HOUR_MS = 3_600_000;
const hourOf = (ms: number): number => Math.floor(ms / HOUR_MS) * HOUR_MS;

/** Four buckets per doubling: bucket b ≥ 1 holds durations in [2^((b-1)/4), 2^(b/4)) ms, bucket 0 those under 1 ms. */
const BUCKETS_PER_DOUBLING = 4;
const LAST_BUCKET = 100; // 2^25 ms, about 9 hours: beyond any attempt's timeout
export const durationBucket = (ms: number): number =>
  ms < 1 ? 0 : Math.min(LAST_BUCKET, Math.floor(BUCKETS_PER_DOUBLING * Math.log2(ms)) + 1);
/** A bucket's representative duration: the geometric middle of its bounds, within 9 % of any duration in it. */
const bucketMiddle = (bucket: number): number => (bucket === 0 ? 0 : Math.round(2 ** ((bucket - 0.5) / BUCKETS_PER_DOUBLING)));

type HourDelta = {
  statuses: Record<DeliveryStatus, number>;
  succeeded: number;
  failed: number;
  lastSuccessAt: number | null;
  lastFailureAt: number | null;
  lastError: string | null;
};

type Tracked = {
  subscriptionId: string;
  customerId: string;
  status: DeliveryStatus;
  createdHour: number;
  position: bigint;
  versionIngestedAt?: number | null;
};
type DeliveryRow = {
  id: string;
  subscription_id: string;
  customer_id: string;
  status: DeliveryStatus;
  created_at: string;
  position: string;
  version_ingested_at: string | null;
};

/** The status an event leaves its delivery in, as `deliveriesReadModel` records it. */
const statusAfter: Record<DeliveryEvent['type'], DeliveryStatus> = {
  DeliveryStarted: 'pending',
  DeliveryWithheldForQuota: 'quota_exceeded',
  DeliveryAttemptSucceeded: 'delivered',
  DeliveryAttemptFailed: 'failed',
  DeliveryGaveUp: 'gave_up',
  DeliveryCanceled: 'canceled',
  DeliveryReplayed: 'pending',
};

/** Adds one batch of delivery events to the rollup, the counters and the health rows: one read, then one write per table it changes (adding to existing rows, inserting the rest). */
async function projectDeliveryStats(events: ProjectedEvent<DeliveryEvent>[], db: Queryable): Promise<void> {
  const ids = [...new Set(events.map((event) => event.data.deliveryId))];
  const firstAttempts = events.flatMap(({ type, data }) =>
    (type === 'DeliveryAttemptFailed' || type === 'DeliveryAttemptSucceeded') && data.attempt === 1 ? [data.deliveryId] : [],
  );
  // For a first attempt, also when its event version was ingested: the first version's ingestion, or a later one's revision.
  const { rows }: { rows: DeliveryRow[] } = await db.query({
    name: 'delivery-stats-before',
    text: `SELECT d.id, d.subscription_id, d.customer_id, d.status, d.created_at::text, d.last_global_position::text AS position,
            CASE WHEN d.id = ANY ($2) THEN (SELECT CASE WHEN d.event_version = 1 THEN e.ingested_at WHEN d.event_version = e.version THEN e.updated_at END
                                           FROM events e WHERE e.id = d.event_id) END::text AS version_ingested_at
     FROM deliveries d WHERE d.id = ANY ($1)`,
    values: [ids, firstAttempts],
  });
  const tracked = new Map<string, Tracked>(
    rows.map((row) => [
      row.id,
      {
        subscriptionId: row.subscription_id,
        customerId: row.customer_id,
        status: row.status,
        createdHour: hourOf(Number(row.created_at)),
        position: BigInt(row.position),
        versionIngestedAt: row.version_ingested_at === null ? null : Number(row.version_ingested_at),
      },
    ]),
  );
  const counters = new Map<string, number>();
  const count = (metric: string, by = 1) => counters.set(metric, (counters.get(metric) ?? 0) + by);
  const health = new Map<string, HealthChange>();
  const healthOf = ({ subscriptionId, customerId }: Tracked): HealthChange => {
    let change = health.get(subscriptionId);
    if (!change) health.set(subscriptionId, (change = new HealthChange(customerId)));
    return change;
  };
  const hours = new Map<string, HourDelta>();
  const durations = new Map<string, number>();
  const deltaAt = (subscriptionId: string, hour: number): HourDelta => {
    const key = `${subscriptionId}\n${hour}`;
    let delta = hours.get(key);
    if (!delta) {
      delta = {
        statuses: Object.fromEntries(DELIVERY_STATUSES.map((status) => [status, 0])) as Record<DeliveryStatus, number>,
        succeeded: 0,
        failed: 0,
        lastSuccessAt: null,
        lastFailureAt: null,
        lastError: null,
      };
      hours.set(key, delta);
    }
    return delta;
  };

  for (const { type, data, metadata } of events) {
    const position = BigInt(metadata.globalPosition);
    let delivery = tracked.get(data.deliveryId);
    if (type === 'DeliveryStarted' || type === 'DeliveryWithheldForQuota') {
      if (delivery) continue; // started already: `deliveries` keeps its row as it is
      const createdAt = Date.parse(type === 'DeliveryStarted' ? data.startedAt : data.withheldAt);
      delivery = {
        subscriptionId: data.subscriptionId,
        customerId: data.customerId,
        status: statusAfter[type],
        createdHour: hourOf(createdAt),
        position,
      };
      tracked.set(data.deliveryId, delivery);
      deltaAt(delivery.subscriptionId, delivery.createdHour).statuses[delivery.status] += 1;
      continue;
    }
    if (!delivery || delivery.position >= position) continue;
    const created = deltaAt(delivery.subscriptionId, delivery.createdHour);
    if (delivery.status === 'gave_up') count(METRICS.deadLetters, -1);
    created.statuses[delivery.status] -= 1;
    delivery.status = statusAfter[type];
    delivery.position = position;
    created.statuses[delivery.status] += 1;
    if (delivery.status === 'gave_up') {
      count(METRICS.deadLetters);
      healthOf(delivery).gaveUp(Date.parse((data as DeliveryGaveUp['data']).gaveUpAt));
    }
    if (type === 'DeliveryAttemptSucceeded' || type === 'DeliveryAttemptFailed') {
      const attemptedAt = Date.parse(data.attemptedAt);
      const hour = hourOf(attemptedAt);
      const attempts = deltaAt(delivery.subscriptionId, hour);
      count(type === 'DeliveryAttemptSucceeded' ? METRICS.attemptsSucceeded : METRICS.attemptsFailed);
      healthOf(delivery).attempted(type === 'DeliveryAttemptSucceeded', attemptedAt);
      if (data.attempt === 1 && delivery.versionIngestedAt) {
        const latency = Math.max(0, attemptedAt - delivery.versionIngestedAt);
        count(METRICS.firstAttemptBucket(FIRST_ATTEMPT_BUCKETS_S.findIndex((le) => latency <= le * 1000)));
        count(METRICS.firstAttemptSumMs, latency);
      }
      if (type === 'DeliveryAttemptSucceeded') {
        attempts.succeeded += 1;
        attempts.lastSuccessAt = Math.max(attempts.lastSuccessAt ?? 0, attemptedAt);
      } else {
        attempts.failed += 1;
        if (attemptedAt >= (attempts.lastFailureAt ?? 0)) {
          attempts.lastFailureAt = attemptedAt;
          attempts.lastError = data.error;
        }
      }
      const key = `${delivery.subscriptionId}\n${hour}\n${durationBucket(data.durationMs)}`;
      durations.set(key, (durations.get(key) ?? 0) + 1);
    }
  }
  await addToHours(hours, db);
  await addToDurations(durations, db);
  await addToCounters(counters, db);
  await updateHealth(health, db);
}

/** A recovery: the first success after this many failed attempts in a row (decisions.md 1.1). */
export const RECOVERY_AFTER_FAILURES = 3;

/**
 * What one batch did to a subscription's health, in order, to be added to the streak it had before:
 * failures before its first success (`leading`), after its last (`trailing`), and recoveries that
 * happened inside the batch.
 */
class HealthChange {
  leading = 0;
  trailing = 0;
  succeeded = false;
  innerRecoveries = 0;
  lastSuccessAt: number | null = null;
  gaveUpCount = 0;
  lastGaveUpAt: number | null = null;
  constructor(readonly customerId: string) {}
  attempted(succeeded: boolean, at: number) {
    if (!succeeded) {
      if (this.succeeded) this.trailing += 1;
      else this.leading += 1;
      return;
    }
    if (this.succeeded && this.trailing >= RECOVERY_AFTER_FAILURES) this.innerRecoveries += 1;
    this.succeeded = true;
    this.trailing = 0;
    this.lastSuccessAt = at;
  }
  gaveUp(at: number) {
    this.gaveUpCount += 1;
    this.lastGaveUpAt = Math.max(this.lastGaveUpAt ?? 0, at);
  }
}

/** Adds each batch's change to the subscription's row; the UPDATE reads the row as the last committed batch left it. */
async function updateHealth(health: Map<string, HealthChange>, db: Queryable) {
  if (!health.size) return;
  const entries = [...health].sort(([a], [b]) => (a < b ? -1 : 1));
  const column = (pick: (id: string, change: HealthChange) => unknown) => entries.map(([id, change]) => pick(id, change));
  // A subscription that only ever succeeded needs no row: only failures and give-ups make one.
  const failing = entries.filter(([, change]) => change.leading + change.trailing + change.gaveUpCount > 0);
  if (failing.length)
    await execute(
      db,
      {
        name: 'delivery-health-rows',
        text: `INSERT INTO subscription_delivery_health (subscription_id, customer_id) SELECT * FROM unnest($1::text[], $2::text[])
       ON CONFLICT (subscription_id) DO NOTHING`,
      },
      [failing.map(([id]) => id), failing.map(([, change]) => change.customerId)],
    );
  // The streak counts on from the row's, unless the batch had a success; a success after 3 or more failures is a recovery.
  await execute(
    db,
    {
      name: 'delivery-health-add',
      text: `UPDATE subscription_delivery_health h SET
       recoveries_total = h.recoveries_total + i.inner_recoveries + (i.succeeded AND h.failing_streak + i.lead_failures >= ${RECOVERY_AFTER_FAILURES})::int,
       last_recovered_at = CASE WHEN i.inner_recoveries > 0 OR (i.succeeded AND h.failing_streak + i.lead_failures >= ${RECOVERY_AFTER_FAILURES})
                                THEN i.last_success_at ELSE h.last_recovered_at END,
       failing_streak = CASE WHEN i.succeeded THEN i.trail_failures ELSE h.failing_streak + i.lead_failures END,
       gave_up_total = h.gave_up_total + i.gave_up,
       last_gave_up_at = greatest(h.last_gave_up_at, i.last_gave_up_at)
     FROM unnest($1::text[], $2::int[], $3::int[], $4::bool[], $5::int[], $6::bigint[], $7::int[], $8::bigint[])
       AS i(subscription_id, lead_failures, trail_failures, succeeded, inner_recoveries, last_success_at, gave_up, last_gave_up_at)
     WHERE h.subscription_id = i.subscription_id
       -- Successes on a healthy subscription change nothing: no row version is written for them.
       AND (i.lead_failures + i.trail_failures + i.gave_up > 0 OR h.failing_streak > 0)`,
    },
    [
      column((id) => id),
      column((_, c) => c.leading),
      column((_, c) => c.trailing),
      column((_, c) => c.succeeded),
      column((_, c) => c.innerRecoveries),
      column((_, c) => c.lastSuccessAt),
      column((_, c) => c.gaveUpCount),
      column((_, c) => c.lastGaveUpAt),
    ],
  );
}

/** Bounds (seconds) of the ingestion to first attempt histogram; -1 from findIndex is the +Inf bucket. */
export const FIRST_ATTEMPT_BUCKETS_S = [0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30, 60, 300, 1800] as const;
const METRICS = {
  attemptsSucceeded: 'attempts_succeeded',
  attemptsFailed: 'attempts_failed',
  deadLetters: 'dead_letters',
  firstAttemptBucket: (index: number) => `first_attempt_bucket_${index}`,
  firstAttemptSumMs: 'first_attempt_sum_ms',
};

/** Into this connection's shard: concurrent transactions of other connections never wait on it. */
function addToCounters(counters: Map<string, number>, db: Queryable) {
  const changed = [...counters].filter(([, by]) => by !== 0).sort(([a], [b]) => (a < b ? -1 : 1));
  if (!changed.length) return;
  return execute(
    db,
    {
      name: 'delivery-metrics-add',
      text: `INSERT INTO delivery_metrics AS t (metric, shard, value)
     SELECT metric, pg_backend_pid() % 16, value FROM unnest($1::text[], $2::bigint[]) AS u(metric, value)
     ON CONFLICT (metric, shard) DO UPDATE SET value = t.value + excluded.value`,
    },
    [changed.map(([metric]) => metric), changed.map(([, by]) => by)],
  );
}

/** Sorted by key, so that transactions adding to the same rows take their locks in one order. */
const sortedEntries = <V>(map: Map<string, V>): [string[], V][] =>
  [...map].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)).map(([key, value]) => [key.split('\n'), value]);

const HOURS_ADD = addToRowsStatement({
  table: 'delivery_stats_hourly',
  keys: { subscription_id: 'text[]', hour: 'bigint[]' },
  values: {
    ...Object.fromEntries(DELIVERY_STATUSES.map((status) => [status, 'int[]'])),
    attempts_succeeded: 'int[]',
    attempts_failed: 'int[]',
    last_success_at: 'bigint[]',
    last_failure_at: 'bigint[]',
    last_error: 'text[]',
  },
  set: (incoming) => `${DELIVERY_STATUSES.map((status) => `${status} = t.${status} + ${incoming}.${status}`).join(', ')},
       attempts_succeeded = t.attempts_succeeded + ${incoming}.attempts_succeeded,
       attempts_failed = t.attempts_failed + ${incoming}.attempts_failed,
       last_success_at = greatest(t.last_success_at, ${incoming}.last_success_at),
       last_error = CASE WHEN ${incoming}.last_failure_at >= coalesce(t.last_failure_at, 0) THEN ${incoming}.last_error ELSE t.last_error END,
       last_failure_at = greatest(t.last_failure_at, ${incoming}.last_failure_at)`,
});

function addToHours(hours: Map<string, HourDelta>, db: Queryable) {
  if (!hours.size) return;
  const entries = sortedEntries(hours);
  const column = (pick: (key: string[], delta: HourDelta) => unknown) => entries.map(([key, delta]) => pick(key, delta));
  return execute(db, { name: 'delivery-stats-hours-add', text: HOURS_ADD }, [
    column(([subscriptionId]) => subscriptionId),
    column(([, hour]) => hour),
    ...DELIVERY_STATUSES.map((status) => column((_, delta) => delta.statuses[status])),
    column((_, delta) => delta.succeeded),
    column((_, delta) => delta.failed),
    column((_, delta) => delta.lastSuccessAt),
    column((_, delta) => delta.lastFailureAt),
    column((_, delta) => delta.lastError),
  ]);
}

const DURATIONS_ADD = addToRowsStatement({
  table: 'delivery_durations_hourly',
  keys: { subscription_id: 'text[]', hour: 'bigint[]', bucket: 'smallint[]' },
  values: { attempts: 'int[]' },
  set: (incoming) => `attempts = t.attempts + ${incoming}.attempts`,
});

function addToDurations(durations: Map<string, number>, db: Queryable) {
  if (!durations.size) return;
  const entries = sortedEntries(durations);
  return execute(db, { name: 'delivery-durations-add', text: DURATIONS_ADD }, [
    entries.map(([[id]]) => id),
    entries.map(([[, hour]]) => hour),
    entries.map(([[, , bucket]]) => bucket),
    entries.map(([, n]) => n),
  ]);
}

/**
 * The rollup of delivery counts, attempt outcomes and durations per subscription and hour. It reads
 * `deliveries` as they stood before each batch: list it before `deliveriesReadModel`.
 */
export const deliveryStatsReadModel = readModel<DeliveryEvent>({
  canHandle: DELIVERY_EVENT_TYPES,
  tables: ['delivery_stats_hourly', 'delivery_durations_hourly', 'delivery_metrics', 'subscription_delivery_health'],
  // A whole batch at once: every event is its own key, so the batch is one run.
  runs: { runOf: ({ metadata }) => ({ kind: 'delivery', key: String(metadata.globalPosition) }), applyRun: projectDeliveryStats },
  apply: (event, db) => projectDeliveryStats([event], db),
});

// ---------------------------------------------------------------- Queries

export const STATS_WINDOWS = { '1d': 24, '7d': 7 * 24, '28d': 28 * 24 } as const;
export type StatsWindow = keyof typeof STATS_WINDOWS;

export type SubscriptionStats = {
  deliveries: Record<DeliveryStatus, number>;
  attempts: { total: number; succeeded: number; failed: number };
  success_rate: number | null;
  duration_ms: { p50: number | null; p95: number | null };
  last_success_at: number | null;
  last_failure_at: number | null;
  last_error: string | null;
};

/** The window's first hour: whole UTC hours, the current one included. */
export const windowStart = (window: StatsWindow, now: number): number => hourOf(now) - (STATS_WINDOWS[window] - 1) * HOUR_MS;

/** A subscription's stats over a window: two index range reads of at most 672 hours each. */
export async function subscriptionStats(
  db: Queryable,
  subscriptionId: string,
  window: StatsWindow,
  now = Date.now(),
): Promise<SubscriptionStats> {
  const from = windowStart(window, now);
  const [{ rows: totals }, { rows: buckets }] = await Promise.all([
    db.query(
      `SELECT ${DELIVERY_STATUSES.map((status) => `coalesce(sum(${status}), 0)::float8 AS ${status}`).join(', ')},
              coalesce(sum(attempts_succeeded), 0)::float8 AS attempts_succeeded, coalesce(sum(attempts_failed), 0)::float8 AS attempts_failed,
              max(last_success_at)::float8 AS last_success_at, max(last_failure_at)::float8 AS last_failure_at,
              (array_agg(last_error ORDER BY last_failure_at DESC) FILTER (WHERE last_failure_at IS NOT NULL))[1] AS last_error
       FROM delivery_stats_hourly WHERE subscription_id = $1 AND hour >= $2`,
      [subscriptionId, from],
    ),
    db.query(
      `SELECT bucket, sum(attempts)::float8 AS attempts FROM delivery_durations_hourly
       WHERE subscription_id = $1 AND hour >= $2 GROUP BY bucket ORDER BY bucket`,
      [subscriptionId, from],
    ),
  ]);
  const row = totals[0];
  const histogram: { bucket: number; attempts: number }[] = buckets;
  const total = row.attempts_succeeded + row.attempts_failed;
  return {
    deliveries: Object.fromEntries(DELIVERY_STATUSES.map((status) => [status, row[status]])) as Record<DeliveryStatus, number>,
    attempts: { total, succeeded: row.attempts_succeeded, failed: row.attempts_failed },
    success_rate: total === 0 ? null : row.attempts_succeeded / total,
    duration_ms: { p50: percentile(histogram, 0.5), p95: percentile(histogram, 0.95) },
    last_success_at: row.last_success_at,
    last_failure_at: row.last_failure_at,
    last_error: row.last_error,
  };
}

export type DeliveryMetrics = {
  attempts: { succeeded: number; failed: number };
  deadLetters: number;
  /** Ingestion of an event version to its deliveries' first attempts: counts per bucket of FIRST_ATTEMPT_BUCKETS_S, then +Inf. */
  firstAttempt: { buckets: number[]; sumSeconds: number; count: number };
};

/** The service-wide counters, summed over the shards. */
export async function deliveryMetrics(db: Queryable): Promise<DeliveryMetrics> {
  const { rows } = await db.query(`SELECT metric, sum(value)::float8 AS value FROM delivery_metrics GROUP BY metric`);
  const value = new Map<string, number>(rows.map((row: { metric: string; value: number }) => [row.metric, row.value]));
  const of = (metric: string) => value.get(metric) ?? 0;
  const buckets = [...FIRST_ATTEMPT_BUCKETS_S.map((_, i) => of(METRICS.firstAttemptBucket(i))), of(METRICS.firstAttemptBucket(-1))];
  return {
    attempts: { succeeded: of(METRICS.attemptsSucceeded), failed: of(METRICS.attemptsFailed) },
    deadLetters: of(METRICS.deadLetters),
    firstAttempt: { buckets, sumSeconds: of(METRICS.firstAttemptSumMs) / 1000, count: buckets.reduce((a, b) => a + b, 0) },
  };
}

/** The nearest-rank percentile of a histogram, as its bucket's middle. */
function percentile(buckets: { bucket: number; attempts: number }[], q: number): number | null {
  const total = buckets.reduce((sum, { attempts }) => sum + attempts, 0);
  if (total === 0) return null;
  const rank = Math.ceil(q * total);
  let seen = 0;
  for (const { bucket, attempts } of buckets) {
    seen += attempts;
    if (seen >= rank) return bucketMiddle(bucket);
  }
  return null;
}
