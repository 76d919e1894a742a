import { bodyParser } from '@koa/bodyparser';
import Router from '@koa/router';
import Koa, { type Middleware } from 'koa';
import { randomUUID } from 'node:crypto';
import type { Logger } from 'pino';
import { accountRoutes } from './accountRoutes.js';
import { refuseWhileDatabaseAway } from './databaseGuard.js';
import { deliveriesRoutes } from './deliveriesRoutes.js';
import { requireApiKey } from './auth.js';
import { eventsRoutes } from './eventsRoutes.js';
import { refuseUnacceptableInput, undecodableBody } from './inputSafety.js';
import { eventVersionsRoutes } from './eventVersionsRoutes.js';
import { deadlinesRoutes } from './deadlinesRoutes.js';
import { feedRoutes } from './feedsRoutes.js';
import { errorMiddleware, methodNotAllowed, notFound, unsupportedMediaType } from './errors.js';
import { createMetrics, metricsEndpoint, type Metrics } from './metrics.js';
import { openApiDocument } from './openapi.js';
import { paymentCallbackRoutes, rawBodyForPaymentCallback } from './paymentCallbackRoutes.js';
import { publicRoutes } from './publicRoutes.js';
import { subscriptionRoutes } from './subscriptionsRoutes.js';
import { MAX_BODY_BYTES } from './rawBody.js';
import type { AppDependencies, RouteDependencies } from './routeDependencies.js';

export type { AppDependencies } from './routeDependencies.js';

declare module 'koa' {
  interface DefaultState {
    /** The request's logger, carrying its request id (and customer id once authenticated). */
    log: Logger;
    /** Adds fields to every line the request's logger writes. */
    bindLog: (fields: Record<string, string>) => void;
  }
}

const REQUEST_ID = /^[A-Za-z0-9._-]{8,128}$/;

/**
 * Request id, one log line per request, and the route-template metrics. Outermost, so it sees every
 * status. A request refused before routing (bad JSON, 415) is named by the route its path and
 * method match (`routeOf`).
 */
function observeRequests(log: Logger, metrics: Metrics, routeOf: (path: string, method: string) => string | undefined): Middleware {
  return async (ctx, next) => {
    const started = process.hrtime.bigint();
    const incoming = ctx.get('X-Request-Id');
    const requestId = REQUEST_ID.test(incoming) ? incoming : randomUUID();
    ctx.set('X-Request-Id', requestId);
    // The request's logger is made when first used: most requests log one line, or none.
    const bindings: Record<string, string> = { requestId };
    let requestLog: Logger | undefined;
    Object.defineProperty(ctx.state, 'log', {
      configurable: true,
      enumerable: true,
      get: () => (requestLog ??= log.child(bindings)),
      set: (value: Logger) => {
        requestLog = value;
      },
    });
    ctx.state.bindLog = (fields) => {
      if (requestLog) requestLog = requestLog.child(fields);
      else Object.assign(bindings, fields);
    };
    try {
      await next();
    } finally {
      const seconds = Number(process.hrtime.bigint() - started) / 1e9;
      const route: string = ctx._matchedRoute
        ? String(ctx._matchedRoute)
        : ctx.path === '/metrics'
          ? '/metrics'
          : (routeOf(ctx.path, ctx.method) ?? 'unmatched');
      metrics.observeRequest(ctx.method, route, ctx.status, seconds);
      const level = ctx.status >= 500 ? 'error' : ctx.status >= 400 ? 'warn' : 'info';
      if (log.isLevelEnabled(level))
        ctx.state.log[level](
          { method: ctx.method, route, path: ctx.path, status: ctx.status, duration_ms: Math.round(seconds * 1000) },
          'request',
        );
    }
  };
}

const securityHeaders: Middleware = async (ctx, next) => {
  ctx.set('X-Content-Type-Options', 'nosniff');
  await next();
};

const hasBody = (ctx: Koa.Context) => Number(ctx.get('Content-Length') || 0) > 0 || ctx.get('Transfer-Encoding') !== '';

/** Only JSON bodies are accepted; anything else is 415 before the body is read. */
const requireJsonBodies: Middleware = async (ctx, next) => {
  if (hasBody(ctx) && !ctx.is('application/json')) throw unsupportedMediaType();
  await next();
};

/** What the router left unanswered becomes an Error body: 404 for unknown paths, 405 for wrong methods. */
const unroutedAsErrors: Middleware = async (ctx, next) => {
  await next();
  if (ctx.status === 405 || ctx.status === 501) {
    throw methodNotAllowed(ctx.method, ctx.response.get('Allow').split(/, */).filter(Boolean));
  }
  if (ctx.status === 404 && ctx.body == null) throw notFound('Path');
};

/**
 * The API on Koa. `pages` (the customer portal) sees requests after the database guard and before the
 * API's JSON-only body rules, so its forms are its own to parse.
 */
export function createApp(deps: AppDependencies, { pages }: { pages?: Middleware } = {}): Koa {
  const app = new Koa({ proxy: false });
  // Koa's own error printing is replaced by errorMiddleware and the request log.
  app.silent = true;
  const metrics = createMetrics({ pool: deps.pool, boss: deps.boss });
  const router = new Router();
  const document = openApiDocument(deps.config.publicBaseUrl);

  const routeDeps: RouteDependencies = { ...deps, authenticate: requireApiKey(deps.meteringPool) };
  publicRoutes(router, routeDeps);
  accountRoutes(router, routeDeps);
  eventsRoutes(router, routeDeps);
  eventVersionsRoutes(router, routeDeps);
  deadlinesRoutes(router);
  feedRoutes(router, routeDeps);
  deliveriesRoutes(router, routeDeps);
  subscriptionRoutes(router, { ...routeDeps, webhookPolicy: { allowPrivateTargets: deps.config.webhookAllowPrivateTargets } });
  paymentCallbackRoutes(router, routeDeps);
  router.get('/v1/openapi.json', (ctx) => {
    ctx.body = document;
  });

  // The template of the route a request would reach; its own middleware layers have no methods.
  const routeOf = (path: string, method: string) => {
    const template = router
      .match(path, method)
      .pathAndMethod.filter((layer) => layer.methods.length > 0)
      .at(-1)?.path;
    return template === undefined ? undefined : String(template);
  };

  app
    .use(observeRequests(deps.log, metrics, routeOf))
    .use(errorMiddleware)
    .use(securityHeaders)
    .use(metricsEndpoint(metrics, deps.config.metricsToken))
    .use(refuseWhileDatabaseAway(deps.availability))
    .use(pages ?? ((_ctx, next) => next()))
    .use(requireJsonBodies)
    .use(rawBodyForPaymentCallback)
    .use(
      bodyParser({
        enableTypes: ['json'],
        jsonLimit: MAX_BODY_BYTES,
        encoding: 'utf-8',
        onError: (error) => {
          throw undecodableBody(error);
        },
      }),
    )
    .use(refuseUnacceptableInput)
    .use(unroutedAsErrors)
    .use(router.routes())
    .use(router.allowedMethods());
  return app;
}
