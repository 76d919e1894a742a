import type { Middleware } from 'koa';
import type PgBoss from 'pg-boss';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import { deliveryMetrics, FIRST_ATTEMPT_BUCKETS_S, type DeliveryMetrics } from '../projections/deliveryStatsReadModel.js';
import type { Queryable } from '../runtime/sql.js';

export type Metrics = {
  registry: Registry;
  observeRequest: (method: string, route: string, status: number, seconds: number) => void;
  /** The Prometheus text of every metric: this process's, and the delivery engine's service-wide ones. */
  text: () => Promise<string>;
};

/** Where the delivery engine's metrics are read at each scrape: they are service-wide, whichever process made the attempts. */
export type DeliverySources = { pool: Queryable; boss: PgBoss };

/** A registry per app, so that several apps in one process (tests) never collide. */
export function createMetrics(sources?: DeliverySources): Metrics {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  const delivery = sources ? deliveryCollector(registry, sources) : undefined;
  const labelNames = ['method', 'route', 'status_code'] as const;
  const duration = new Histogram({
    name: 'http_server_request_duration_seconds',
    help: 'Duration of HTTP requests, by route template',
    labelNames,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.075, 0.1, 0.25, 0.5, 0.75, 1, 2.5, 5, 7.5, 10],
    registers: [registry],
  });
  const requests = new Counter({
    name: 'http_requests_total',
    help: 'HTTP requests, by route template',
    labelNames,
    registers: [registry],
  });
  return {
    registry,
    observeRequest: (method, route, status, seconds) => {
      const labels = { method, route, status_code: String(status) };
      duration.observe(labels, seconds);
      requests.inc(labels);
    },
    text: async () => {
      // Read before the registry collects, so that one scrape shows one reading of the database.
      const read = await delivery?.read();
      return (await registry.metrics()) + (read ? firstAttemptHistogram(read.firstAttempt) : '');
    },
  };
}

/**
 * Queue depth, dead letters and attempts by outcome, read from the database at each scrape: the
 * counters are kept by the deliveries' projection, in the transactions that record the attempts.
 */
function deliveryCollector(registry: Registry, { pool, boss }: DeliverySources) {
  let latest: DeliveryMetrics | undefined;
  let depths: { queue: string; state: string; jobs: number }[] = [];
  const read = () =>
    readAll().catch(() => {
      // The database is away (the API answers 503 meanwhile): no stale figures, the process's own metrics still.
      latest = undefined;
      depths = [];
      return undefined;
    });
  const readAll = async () => {
    const [metrics, queues, outbox] = await Promise.all([
      deliveryMetrics(pool),
      boss.getQueues(),
      pool.query(`SELECT count(*)::float8 AS n FROM reactions`),
    ]);
    const sizes = await Promise.all(
      queues.map(async ({ name }) => {
        const [queued, unfinished] = await Promise.all([boss.getQueueSize(name), boss.getQueueSize(name, { before: 'completed' })]);
        return [
          { queue: name, state: 'queued', jobs: queued },
          { queue: name, state: 'active', jobs: unfinished - queued },
        ];
      }),
    );
    // Reactions recorded with their events and not yet relayed into pg-boss are work waiting too.
    depths = [...sizes.flat(), { queue: 'outbox', state: 'queued', jobs: outbox.rows[0].n }];
    latest = metrics;
    return metrics;
  };
  new Gauge({
    name: 'regfeed_queue_depth',
    help: 'Jobs waiting (queued: due or scheduled) or running (active) per pg-boss queue; queue="outbox": reactions not yet relayed',
    labelNames: ['queue', 'state'] as const,
    registers: [registry],
    collect() {
      this.reset();
      for (const { queue, state, jobs } of depths) this.set({ queue, state }, jobs);
    },
  });
  new Gauge({
    name: 'regfeed_dead_letters',
    help: 'Deliveries in the dead-letter queue (status gave_up) now',
    registers: [registry],
    collect() {
      this.reset();
      if (latest) this.set(latest.deadLetters);
    },
  });
  new Counter({
    name: 'regfeed_delivery_attempts_total',
    help: 'Webhook attempts recorded, by outcome, service-wide',
    labelNames: ['outcome'] as const,
    registers: [registry],
    collect() {
      this.reset();
      if (!latest) return;
      this.inc({ outcome: 'succeeded' }, latest.attempts.succeeded);
      this.inc({ outcome: 'failed' }, latest.attempts.failed);
    },
  });
  return { read };
}

const FIRST_ATTEMPT = 'regfeed_ingestion_to_first_attempt_seconds';

/** prom-client histograms observe one value at a time; this one is kept as bucket counts in the database. */
function firstAttemptHistogram({ buckets, sumSeconds, count }: DeliveryMetrics['firstAttempt']): string {
  let cumulative = 0;
  const lines = FIRST_ATTEMPT_BUCKETS_S.map((le, i) => {
    cumulative += buckets[i] ?? 0;
    return `${FIRST_ATTEMPT}_bucket{le="${le}"} ${cumulative}`;
  });
  return [
    `# HELP ${FIRST_ATTEMPT} Ingestion of an event version to the outcome of each delivery's first attempt, service-wide`,
    `# TYPE ${FIRST_ATTEMPT} histogram`,
    ...lines,
    `${FIRST_ATTEMPT}_bucket{le="+Inf"} ${count}`,
    `${FIRST_ATTEMPT}_sum ${sumSeconds}`,
    `${FIRST_ATTEMPT}_count ${count}`,
    '',
  ].join('\n');
}

/** `GET /metrics` in the Prometheus text format; behind `METRICS_TOKEN` when one is configured. */
export function metricsEndpoint(metrics: Metrics, token: string | undefined): Middleware {
  return async (ctx, next) => {
    if (ctx.path !== '/metrics' || ctx.method !== 'GET') return next();
    if (token && ctx.get('Authorization') !== `Bearer ${token}`) {
      ctx.status = 401;
      ctx.body = { error: 'unauthorized', message: 'The metrics endpoint needs METRICS_TOKEN as a Bearer token', details: {} };
      return;
    }
    ctx.type = metrics.registry.contentType;
    ctx.body = await metrics.text();
  };
}
