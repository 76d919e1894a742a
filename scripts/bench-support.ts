// What the benchmarks share: a database of their own, and how figures are printed.
import { randomBytes } from 'node:crypto';
import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { loadSecretsKey } from '../src/application/subscriptionSecrets.js';
import { loadConfig } from '../src/config.js';
import { createLogger } from '../src/runtime/logger.js';
import { startService } from '../src/services/service.js';

/**
 * Environment for a service on a fresh database: on BENCH_DATABASE_URL's server when set (a new
 * database, dropped after), otherwise an embedded PostgreSQL in a temporary DATA_DIR.
 */
export async function benchDatabase(): Promise<{ env: Record<string, string>; cleanup: () => Promise<void> }> {
  const secretsKey = randomBytes(32).toString('hex');
  const server = process.env.BENCH_DATABASE_URL;
  if (!server) {
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'regfeed-bench-'));
    chmodSync(dataDir, 0o755);
    return { env: { DATA_DIR: dataDir, SECRETS_KEY: secretsKey }, cleanup: async () => rmSync(dataDir, { recursive: true, force: true }) };
  }
  const name = `regfeed_bench_${randomBytes(4).toString('hex')}`;
  const admin = async (sql: string) => {
    const client = new pg.Client({ connectionString: server });
    await client.connect();
    await client.query(sql);
    await client.end();
  };
  await admin(`CREATE DATABASE ${name}`);
  const url = new URL(server);
  url.pathname = `/${name}`;
  return {
    env: { DATABASE_URL: url.toString(), SECRETS_KEY: secretsKey },
    cleanup: () => admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`),
  };
}

/** The whole service (API and workers) on a bench database, quiet, delivering to loopback receivers. */
export async function startBenchService(env: Record<string, string>) {
  const config = loadConfig({
    ...env,
    PORT: '0',
    LOG_LEVEL: 'error',
    SOURCE_FETCH_ENABLED: 'false',
    WEBHOOK_ALLOW_PRIVATE_TARGETS: 'true',
  });
  const service = await startService(config, 'all', createLogger('error'));
  return { service, config, secretsKey: loadSecretsKey(config, createLogger('error')) };
}

export const machine = () =>
  `${os.cpus().length} cores (${os.cpus()[0]?.model}), ${Math.round(os.totalmem() / 2 ** 30)} GiB, Node ${process.version}`;

export function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN;
}
