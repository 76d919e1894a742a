import { fork } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Logger } from 'pino';
import type { Config } from '../config.js';
import { databaseAnswers } from './databaseAvailability.js';
import { embeddedDatabaseFailure } from './startupFailure.js';

/** Where the database is and, when this process started an embedded server for it, how to stop it. */
export type DatabaseHandle = { url: string; embedded: boolean; stop: () => Promise<void> };

type EmbeddedState = { port: number; password: string };

const DATABASE_NAME = 'regfeed';

export const stateFile = (dataDir: string): string => path.join(dataDir, 'postgres.json');

/**
 * `DATABASE_URL` when set; otherwise the embedded PostgreSQL under `DATA_DIR`: the one already running
 * (started by the service or another command), or one this process starts and stops.
 */
export async function openDatabase(config: Config, log: Logger): Promise<DatabaseHandle> {
  if (config.databaseUrl) return { url: config.databaseUrl, embedded: false, stop: async () => {} };

  mkdirSync(config.dataDir, { recursive: true });
  const known = readState(config.dataDir);
  if (known && (await databaseAnswers(urlFor(known), 2_000))) {
    log.debug({ port: known.port }, 'using the embedded PostgreSQL that is already running');
    return { url: urlFor(known), embedded: true, stop: async () => {} };
  }
  const state: EmbeddedState = {
    password: known?.password ?? randomBytes(24).toString('hex'),
    port: known && (await portIsFree(known.port)) ? known.port : await freePort(),
  };
  writeFileSync(stateFile(config.dataDir), JSON.stringify(state, null, 2), { mode: 0o600 });
  log.info({ dataDir: config.dataDir, port: state.port }, 'starting embedded PostgreSQL');
  const stop = await startEmbeddedServer(path.join(config.dataDir, 'postgres'), state);
  return { url: urlFor(state), embedded: true, stop };
}

const urlFor = ({ port, password }: EmbeddedState) => `postgres://postgres:${password}@127.0.0.1:${port}/${DATABASE_NAME}`;

function readState(dataDir: string): EmbeddedState | undefined {
  try {
    return JSON.parse(readFileSync(stateFile(dataDir), 'utf8')) as EmbeddedState;
  } catch {
    return undefined;
  }
}

function portIsFree(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const probe = net.createServer();
    probe.once('error', () => resolve(false));
    probe.listen(port, '127.0.0.1', () => probe.close(() => resolve(true)));
  });
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

const MB = 2 ** 20;

/**
 * The embedded server's buffer cache: a quarter of the machine's memory, as PostgreSQL's docs
 * advise, between PostgreSQL's default of 128 MB and 2 GB. With the default alone, a log of ten
 * million deliveries keeps its hot indexes on the operating system's cache, a read and an eviction
 * per insert; the cache is shared memory touched only as it fills, so an idle service costs nothing.
 */
export const embeddedSharedBuffersMb = (totalMemoryBytes: number): number =>
  Math.round(Math.min(2048, Math.max(128, totalMemoryBytes / 4 / MB)));

function startEmbeddedServer(databaseDir: string, state: EmbeddedState): Promise<() => Promise<void>> {
  // Under tsx this module is .ts; built, it is .js: the child entry point has the same extension.
  const here = fileURLToPath(import.meta.url);
  const entry = path.join(path.dirname(here), `embeddedPostgresProcess${path.extname(here)}`);
  const child = fork(entry, [], {
    detached: true, // its own process group: a Ctrl-C for the service must not stop the database first
    stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
  });
  // Over the IPC channel, not the command line: anyone on the machine can read a command line (`ps`).
  const settings = { shared_buffers: `${embeddedSharedBuffersMb(os.totalmem())}MB` };
  child.send({ type: 'start', options: { databaseDir, port: state.port, password: state.password, database: DATABASE_NAME, settings } });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  return new Promise((resolve, reject) => {
    child.on('message', (message: { type: string; message?: string }) => {
      if (message.type === 'ready') {
        resolve(async () => {
          if (child.connected) child.send('stop');
          await exited;
        });
      } else if (message.type === 'failed') {
        reject(embeddedDatabaseFailure(path.dirname(databaseDir), message.message ?? 'no reason given'));
      }
    });
    child.once('exit', (code) => reject(new Error(`embedded PostgreSQL exited with code ${code}`)));
  });
}
