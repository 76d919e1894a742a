import type PgBoss from 'pg-boss';
import type pg from 'pg';
import type { Logger } from 'pino';
import type { SecretsKey } from '../application/subscriptionSecrets.js';
import type { Config } from '../config.js';
import type { WebhookSender } from '../delivery/webhookSender.js';
import type { EventStore } from '../eventStore/eventStore.js';
import type { DatabaseAvailability } from '../runtime/databaseAvailability.js';
import type { ReadModel } from '../projections/readModel.js';
import type { Mailer } from '../runtime/mailer.js';
import type { Reactions } from '../runtime/outbox.js';

/** What a worker process gives each feature's workers. */
export type WorkerDependencies = {
  config: Config;
  boss: PgBoss;
  pool: pg.Pool;
  eventStore: EventStore;
  log: Logger;
  sender: WebhookSender;
  secretsKey: SecretsKey;
  mailer: Mailer;
  availability: DatabaseAvailability;
};

/** Workers that keep running: stopped at shutdown; told when the outbox relay has queued jobs for them. */
export type RunningWorkers = { stop?: () => Promise<void>; onRelayed?: (queues: Set<string>) => void };

/**
 * What a feature hands the entry points (like emmett's sample `shoppingCarts/index.ts`): the read
 * models every append keeps, the jobs its events call for, the queues every process sends to, and
 * the workers of a worker process. `services/features.ts` lists the features; nothing else does.
 */
export type Feature = {
  name: string;
  // biome-ignore lint/suspicious/noExplicitAny: each read model handles its own event union
  readModels?: ReadModel<any>[];
  // biome-ignore lint/suspicious/noExplicitAny: each feature reacts to its own event union
  reactions?: Reactions<any>;
  /** pg-boss 10 drops a job sent to a queue that does not exist: queues any role sends to are made at start-up. */
  createQueues?: (boss: PgBoss) => Promise<void>;
  startWorkers?: (deps: WorkerDependencies) => Promise<RunningWorkers> | Promise<void>;
};
