import { randomBytes } from 'node:crypto';
import { Writable } from 'node:stream';
import type PgBoss from 'pg-boss';
import { onboardCustomer } from '../../src/application/customerCommands.js';
import { loadConfig, type Config } from '../../src/config.js';
import type { Quotas, Tier } from '../../src/domain/tier.js';
import { createLogger } from '../../src/runtime/logger.js';
import { startService, type Backend, type Role } from '../../src/services/service.js';
import { createTestDatabase } from './database.js';

export type TestService = {
  url: string;
  config: Config;
  backend: Backend;
  boss: PgBoss;
  /** Every log line the service wrote, as JSON text. */
  logs: string[];
  createCustomer: (tier?: Tier, customQuotas?: Quotas | null) => Promise<{ customerId: string; apiKey: string }>;
  request: (path: string, init?: RequestInit & { apiKey?: string; json?: unknown }) => Promise<Response>;
  stop: () => Promise<void>;
};

/**
 * The whole service on a fresh database, listening on 127.0.0.1 at a free port. It watches no
 * source unless a test turns fetching on and points the sources at local fixtures: tests never
 * reach the network.
 */
export async function startTestService(env: Record<string, string> = {}, role: Role = 'all'): Promise<TestService> {
  const database = await createTestDatabase();
  // A key of its own, so that no test writes one under the working directory's DATA_DIR; and no
  // source is fetched unless a test points one at its fixtures.
  const secretsKey = randomBytes(32).toString('hex');
  const config = loadConfig({
    DATABASE_URL: database.url,
    PORT: '0',
    HOST: '127.0.0.1',
    LOG_LEVEL: 'info',
    SECRETS_KEY: secretsKey,
    SOURCE_FETCH_ENABLED: 'false',
    ...env,
  });
  const logs: string[] = [];
  const sink = new Writable({
    write(chunk, _encoding, done) {
      logs.push(...chunk.toString().split('\n').filter(Boolean));
      done();
    },
  });
  const service = await startService(config, role, createLogger(config.logLevel, sink));
  const url = service.url ?? '';
  return {
    url,
    config,
    backend: service.backend,
    boss: service.boss,
    logs,
    createCustomer: (tier = 'Team', customQuotas = null) =>
      onboardCustomer(service.backend.eventStore, { email: `${tier.toLowerCase()}@example.org`, tier, customQuotas }),
    request: (path, { apiKey, json, headers, ...init } = {}) =>
      fetch(`${url}${path}`, {
        ...init,
        headers: {
          ...(apiKey ? { Authorization: `Bearer ${apiKey}` } : {}),
          ...(json !== undefined ? { 'Content-Type': 'application/json' } : {}),
          ...(headers as Record<string, string>),
        },
        ...(json !== undefined ? { body: JSON.stringify(json) } : {}),
      }),
    stop: async () => {
      await service.stop();
      await database.drop();
    },
  };
}

/** A test service with one customer of `tier` on it, for files whose tests all act as that customer. */
export async function startServiceWithCustomer(
  tier: Tier = 'GPAI',
  env: Record<string, string> = {},
): Promise<{ service: TestService; apiKey: string }> {
  const service = await startTestService(env);
  const { apiKey } = await service.createCustomer(tier);
  return { service, apiKey };
}
