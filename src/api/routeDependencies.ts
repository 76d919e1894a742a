import type { Middleware } from 'koa';
import type pg from 'pg';
import type PgBoss from 'pg-boss';
import type { Logger } from 'pino';
import type { SecretsKey } from '../application/subscriptionSecrets.js';
import type { Config } from '../config.js';
import type { WebhookSender } from '../delivery/webhookSender.js';
import type { EventStore } from '../eventStore/eventStore.js';
import type { DatabaseAvailability } from '../runtime/databaseAvailability.js';
import type { AuthenticatedState } from './auth.js';

export type AppDependencies = {
  config: Config;
  pool: pg.Pool;
  meteringPool: pg.Pool;
  eventStore: EventStore;
  boss: PgBoss;
  log: Logger;
  /** Encrypts the webhook secrets of new subscriptions. */
  secretsKey: SecretsKey;
  sender: WebhookSender;
  availability: DatabaseAvailability;
};

/** What route modules get: the database, the event store, and the API-key gate. */
export type RouteDependencies = AppDependencies & { authenticate: Middleware<AuthenticatedState> };
