import type { Middleware } from 'koa';
import { collectDefaultMetrics, Counter, Histogram, Registry } from 'prom-client';

export type Metrics = { registry: Registry; observeRequest: (method: string, route: string, status: number, seconds: number) => void };

/** A registry per app, so that several apps in one process (tests) never collide. */
export function createMetrics(): Metrics {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
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
  };
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
    ctx.body = await metrics.registry.metrics();
  };
}
