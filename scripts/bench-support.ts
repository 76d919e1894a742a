// What the benchmarks share: a database of their own, and how figures are printed.
import { randomBytes } from 'node:crypto';
import { chmodSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { loadSecretsKey } from '../src/application/subscriptionSecrets.js';
import { loadConfig } from '../src/config.js';
import { createLogger } from '../src/runtime/logger.js';
import { type Role, startService } from '../src/services/service.js';

/**
 * Environment for a service on a fresh database: on BENCH_DATABASE_URL's server when set (a new
 * database, dropped after), otherwise an embedded PostgreSQL in a temporary DATA_DIR. With
 * BENCH_KEEP_DATABASE=name (and BENCH_DATABASE_URL) the database of that name is used, created if
 * missing, and kept: a later run reuses what an earlier one loaded (1,000,000 events take minutes).
 */
export async function benchDatabase(): Promise<{ env: Record<string, string>; cleanup: () => Promise<void> }> {
  const secretsKey = randomBytes(32).toString('hex');
  const server = process.env.BENCH_DATABASE_URL;
  const kept = process.env.BENCH_KEEP_DATABASE;
  if (kept && !server) throw new Error('BENCH_KEEP_DATABASE needs BENCH_DATABASE_URL (a server to keep it on)');
  if (kept && !/^[a-z_][a-z0-9_]*$/.test(kept)) throw new Error('BENCH_KEEP_DATABASE: lower-case letters, digits and _ only');
  if (!server) {
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'regfeed-bench-'));
    chmodSync(dataDir, 0o755);
    return { env: { DATA_DIR: dataDir, SECRETS_KEY: secretsKey }, cleanup: async () => rmSync(dataDir, { recursive: true, force: true }) };
  }
  const name = kept ?? `regfeed_bench_${randomBytes(4).toString('hex')}`;
  const admin = async (sql: string, values: unknown[] = []) => {
    const client = new pg.Client({ connectionString: server });
    await client.connect();
    try {
      return (await client.query(sql, values)).rows;
    } finally {
      await client.end();
    }
  };
  const exists = (await admin('SELECT 1 FROM pg_database WHERE datname = $1', [name])).length > 0;
  if (!exists) await admin(`CREATE DATABASE ${name}`);
  const url = new URL(server);
  url.pathname = `/${name}`;
  // A kept database keeps its secrets key too: the service decrypts what an earlier run stored with it.
  const keyFile = kept && path.join(os.tmpdir(), `${name}.secrets-key`);
  if (keyFile && exists) {
    try {
      return { env: { DATABASE_URL: url.toString(), SECRETS_KEY: readFileSync(keyFile, 'utf8').trim() }, cleanup: async () => {} };
    } catch {
      throw new Error(`BENCH_KEEP_DATABASE: ${keyFile} (the database's secrets key) is missing; drop the database or restore the file`);
    }
  }
  if (keyFile) writeFileSync(keyFile, secretsKey, { mode: 0o600 });
  return {
    env: { DATABASE_URL: url.toString(), SECRETS_KEY: secretsKey },
    cleanup: async () => {
      if (!kept) await admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    },
  };
}

/** The service (by default the API and workers) on a bench database, quiet, delivering to loopback receivers. */
export async function startBenchService(env: Record<string, string>, role: Role = 'all') {
  const config = loadConfig({
    ...env,
    PORT: '0',
    LOG_LEVEL: 'error',
    SOURCE_FETCH_ENABLED: 'false',
    WEBHOOK_ALLOW_PRIVATE_TARGETS: 'true',
  });
  const service = await startService(config, role, createLogger('error'));
  return { service, config, secretsKey: loadSecretsKey(config, createLogger('error')) };
}

export const machine = () =>
  `${os.cpus().length} cores (${os.cpus()[0]?.model}), ${Math.round(os.totalmem() / 2 ** 30)} GiB, Node ${process.version}`;

export function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN;
}
