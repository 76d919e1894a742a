import http from 'node:http';
import type { AddressInfo } from 'node:net';
import pg from 'pg';
import type PgBoss from 'pg-boss';
import type { Logger } from 'pino';
import { createApp } from '../api/app.js';
import { portal } from '../portal/portalRoutes.js';
import { answerClientErrors } from '../api/clientErrors.js';
import { loadSecretsKey } from '../application/subscriptionSecrets.js';
import type { Config } from '../config.js';
import { features, inlineProjection } from './features.js';
import { startProcessors } from './workers.js';
import { createWebhookSender } from '../delivery/webhookSender.js';
import { startBoss } from '../runtime/boss.js';
import { openDatabase, type DatabaseHandle } from '../runtime/database.js';
import { CONNECT_TIMEOUT_MS, watchDatabase, type DatabaseAvailability } from '../runtime/databaseAvailability.js';
import { createEventStore, type EventStore } from '../eventStore/eventStore.js';
import { migrate } from './migrate.js';
import { databaseFailure, listenFailure } from '../runtime/startupFailure.js';

export const ROLES = ['all', 'api', 'worker'] as const;
export type Role = (typeof ROLES)[number];

/** The database side every process needs: pool, event store, schema up to date. */
export type Backend = {
  database: DatabaseHandle;
  pool: pg.Pool;
  /**
   * Connections whose commits do not wait for the disk, for the API quota counters only: the row
   * lock keeps counts exact, and a crash can lose at most the last moments of increments.
   */
  meteringPool: pg.Pool;
  eventStore: EventStore;
  /** Whether PostgreSQL answers; every connection above is guarded by it. */
  availability: DatabaseAvailability;
  close: () => Promise<void>;
};

export async function openBackend(config: Config, log: Logger): Promise<Backend> {
  const database = await openDatabase(config, log);
  const availability = watchDatabase(database.url, log);
  const connectionTimeoutMillis = CONNECT_TIMEOUT_MS;
  // Pipelined: a transaction's statements whose results it does not wait for go out together (runtime/sql.ts `execute`).
  const pool = availability.guard(new pg.Pool({ connectionString: database.url, max: 20, connectionTimeoutMillis, pipeline: true }));
  const meteringPool = availability.guard(
    new pg.Pool({ connectionString: database.url, max: 10, connectionTimeoutMillis, options: '-c synchronous_commit=off' }),
  );
  const eventStore = createEventStore(database.url, pool, inlineProjection);
  const close = async () => {
    availability.close();
    await Promise.all([settle(pool), settle(meteringPool)]);
    await eventStore.close().catch(() => {});
    await Promise.all([pool.end().catch(() => {}), meteringPool.end().catch(() => {})]);
    await database.stop();
  };
  try {
    await migrate(database.url, eventStore, pool, config.sourceRegistryFile, availability);
  } catch (error) {
    await close();
    throw databaseFailure(error, database.url);
  }
  return { database, pool, meteringPool, eventStore, availability, close };
}

/**
 * Waits (at most a few seconds) until no query is in flight on the pool. pg-boss 10 does not await
 * the query that completes a job, so one may still be running after `boss.stop()` resolves.
 */
async function settle(pool: pg.Pool, timeoutMs = 3_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (pool.totalCount > pool.idleCount || pool.waitingCount > 0) {
    if (Date.now() > deadline) return;
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

export type RunningService = { url: string | undefined; backend: Backend; boss: PgBoss; stop: () => Promise<void> };

/**
 * Starts the API, the workers, or both against one database. Any number of each can run side by
 * side: that is how the service scales out.
 */
export async function startService(config: Config, role: Role, log: Logger): Promise<RunningService> {
  const backend = await openBackend(config, log);
  const { pool, eventStore } = backend;
  const serveApi = role !== 'worker';
  const runWorkers = role !== 'api';

  let boss: PgBoss | undefined;
  let server: http.Server | undefined;
  // Workers post deliveries with it, the API its test deliveries.
  const sender = createWebhookSender({ allowPrivateTargets: config.webhookAllowPrivateTargets }, config.deliveryTimeoutMs);
  let processors: { stop: () => Promise<void> } | undefined;
  try {
    // Workers will need it to sign deliveries, the API to store new secrets: every role loads it.
    const secretsKey = loadSecretsKey(config, log);
    if (config.webhookAllowPrivateTargets) {
      log.warn(
        'WEBHOOK_ALLOW_PRIVATE_TARGETS is true: webhooks may target loopback, private and metadata addresses, over plain http. ' +
          'For development and tests only; unset it in production.',
      );
    }
    boss = await startBoss(pool, log, {
      worker: runWorkers,
      maintenanceIntervalMs: config.jobMaintenanceIntervalMs,
      availability: backend.availability,
    });
    // pg-boss 10 drops a job sent to a queue that does not exist: create those the API sends to first.
    for (const feature of features) await feature.createQueues?.(boss);
    if (runWorkers)
      processors = await startProcessors({ config, boss, pool, eventStore, log, sender, secretsKey, availability: backend.availability });
    if (serveApi) {
      if (!config.paymentWebhookSecret) log.warn('PAYMENT_WEBHOOK_SECRET is not set: the payment callback answers 503 until it is');
      const appDeps = {
        config,
        pool,
        meteringPool: backend.meteringPool,
        eventStore,
        boss,
        log,
        secretsKey,
        sender,
        availability: backend.availability,
      };
      const pages = portal({ ...appDeps, webhookPolicy: { allowPrivateTargets: config.webhookAllowPrivateTargets } });
      const app = createApp(appDeps, { pages });
      server = await listen(app.callback(), config);
    }
  } catch (error) {
    // Everything started so far stops (a processor left running would keep its connection, and
    // the process, alive), and the cause is named.
    await processors?.stop().catch(() => {});
    await boss?.stop({ graceful: false }).catch(() => {});
    await sender.close();
    await backend.close();
    throw databaseFailure(error, backend.database.url);
  }

  const address = server?.address() as AddressInfo | undefined;
  const url = address ? `http://${address.address}:${address.port}` : undefined;
  log.info({ role, url: url ?? null, database: backend.database.embedded ? 'embedded' : 'external' }, 'regfeed is running');

  let stopping: Promise<void> | undefined;
  const stop = () =>
    (stopping ??= (async () => {
      log.info('shutting down: no new requests; finishing those in flight');
      if (server) await closeServer(server);
      await processors?.stop();
      await boss?.stop({ graceful: true, timeout: config.shutdownTimeoutMs, wait: true });
      await sender.close();
      await backend.close();
      log.info('stopped');
    })());
  return { url, backend, boss, stop };
}

function listen(handler: http.RequestListener, config: Config): Promise<http.Server> {
  const server = http.createServer(handler);
  answerClientErrors(server);
  server.requestTimeout = 60_000;
  server.headersTimeout = 15_000;
  server.keepAliveTimeout = 10_000;
  return new Promise((resolve, reject) => {
    server.once('error', (error) => reject(listenFailure(error, config)));
    server.listen(config.port, config.host, () => resolve(server));
  });
}

/** Stops accepting connections and resolves once the requests in flight have been answered. */
function closeServer(server: http.Server): Promise<void> {
  return new Promise((resolve) => {
    // Keep-alive connections turn idle as their last response goes out: close each as it does.
    const closeIdle = setInterval(() => server.closeIdleConnections(), 50);
    server.close(() => {
      clearInterval(closeIdle);
      resolve();
    });
    server.closeIdleConnections();
  });
}
