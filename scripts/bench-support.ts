// What the benchmarks share: a database of their own, and how figures are printed.
import { fork } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { chmodSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
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

/**
 * `startBenchService`, with pg_stat_statements preloaded on an embedded server (set, then restarted)
 * so that PostgreSQL counts the statements' work; BENCH_STATEMENTS=0 leaves it out. A server of
 * BENCH_DATABASE_URL counts only if it preloads it itself.
 */
export async function startCountingBenchService(env: Record<string, string>, role: Role = 'all') {
  const started = await startBenchService(env, role);
  if (!env.DATA_DIR || process.env.BENCH_STATEMENTS === '0') return started;
  await started.service.backend.pool.query(`ALTER SYSTEM SET shared_preload_libraries = 'pg_stat_statements'`);
  // Planning too: a statement that is not prepared is planned at every call.
  await started.service.backend.pool.query(`ALTER SYSTEM SET pg_stat_statements.track_planning = on`);
  await started.service.stop();
  return startBenchService(env, role);
}

/** pg_stat_statements' view of this database, undefined when the server does not preload it. */
export async function statementCounts(pool: pg.Pool) {
  const available = await pool
    .query('CREATE EXTENSION IF NOT EXISTS pg_stat_statements')
    .then(() => pool.query('SELECT 1 FROM pg_stat_statements LIMIT 1'))
    .then(
      () => true,
      () => false,
    );
  if (!available) return undefined;
  const thisDatabase = '(SELECT oid FROM pg_database WHERE datname = current_database())';
  // This database's statements, less the bench's bookkeeping (its tables, its counts of deliveries) and these queries.
  const where = `dbid = ${thisDatabase} AND query NOT LIKE '%pg_stat_statements%' AND query NOT LIKE '%bench_%' AND query NOT LIKE '%AS delivered%'`;
  return {
    where,
    reset: async () => {
      await pool.query(`SELECT pg_stat_statements_reset(0, ${thisDatabase}, 0)`);
    },
    /** Statements run, WAL records and WAL bytes written since the last reset: work counted, which the machine's load does not move. */
    totals: async (): Promise<{ calls: number; walRecords: number; walBytes: number }> =>
      (
        await pool.query(
          `SELECT coalesce(sum(calls), 0)::float8 AS "calls", coalesce(sum(wal_records), 0)::float8 AS "walRecords",
                  coalesce(sum(wal_bytes), 0)::float8 AS "walBytes"
           FROM pg_stat_statements WHERE ${where}`,
        )
      ).rows[0],
  };
}

export const machine = () =>
  `${os.cpus().length} cores (${os.cpus()[0]?.model}), ${Math.round(os.totalmem() / 2 ** 30)} GiB, Node ${process.version}`;

export function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN;
}

export const median = (values: number[]) => percentile(values, 50);

/** The 1-, 5- and 15-minute load averages, printed beside timings: on a shared machine they say what a figure is worth. */
export const loadAverages = () =>
  os
    .loadavg()
    .map((l) => l.toFixed(2))
    .join(' ');

/** Clock ticks per second of /proc's CPU times (Linux's USER_HZ). */
const CLOCK_TICKS = 100;

/** User and system CPU time (ms) in a /proc/<pid>/stat line: its own, and with `reaped` that of its children it has waited for. */
function procCpuMs(pid: string, reaped = false): number {
  try {
    // The fields after the command name (which may hold spaces): state is field 3, utime 14, stime 15, cutime 16, cstime 17.
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
    const ticks = Number(fields[11]) + Number(fields[12]) + (reaped ? Number(fields[13]) + Number(fields[14]) : 0);
    return (ticks * 1000) / CLOCK_TICKS;
  } catch {
    return 0; // a process that ended meanwhile: its parent's reaped time has it
  }
}

/**
 * CPU time (ms, user + system, all threads) used so far by this process, by each of `others` (the
 * bench's worker and receivers, by name), and, on Linux with an embedded server whose data directory
 * is `dataDir`, by PostgreSQL: the postmaster, its backends and the ones it reaped.
 * With two cores shared by the worker and the database, this is what a delivery costs the machine,
 * whatever else runs on it.
 */
export function cpuClock<Name extends string = never>(
  dataDir: string | undefined,
  others: Record<Name, number | undefined> = {} as Record<Name, number | undefined>,
): () => { process: number; postgres: number | undefined } & Record<Name, number> {
  let postmaster: string | undefined;
  try {
    postmaster = dataDir ? readFileSync(path.join(dataDir, 'postmaster.pid'), 'utf8').split('\n')[0] : undefined;
  } catch {
    postmaster = undefined;
  }
  const postgres = () => {
    if (!postmaster) return undefined;
    let ms = procCpuMs(postmaster, true);
    for (const pid of readdirSync('/proc')) {
      if (!/^\d+$/.test(pid)) continue;
      try {
        if (readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ')[1] === postmaster) ms += procCpuMs(pid);
      } catch {
        // ended meanwhile
      }
    }
    return ms;
  };
  return () => {
    const { user, system } = process.cpuUsage();
    const other = Object.entries<number | undefined>(others).map(([name, pid]) => [name, pid === undefined ? 0 : procCpuMs(String(pid))]);
    return { process: (user + system) / 1000, postgres: postgres(), ...(Object.fromEntries(other) as Record<Name, number>) };
  };
}

/** Starts this process's peak resident memory (VmHWM) again from now; false where Linux does not allow it. */
export function resetPeakMemory(): boolean {
  try {
    writeFileSync('/proc/self/clear_refs', '5');
    return true;
  } catch {
    return false;
  }
}

/** A process's resident memory now and at its peak so far (bytes; VmRSS and VmHWM of /proc/<pid>/status), undefined off Linux. */
export function residentMemory(pid: number | 'self' = 'self'): { now: number; peak: number } | undefined {
  try {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8');
    const kB = (field: string) => Number(new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(status)?.[1]) * 1024;
    return { now: kB('VmRSS'), peak: kB('VmHWM') };
  } catch {
    return undefined;
  }
}

/** What a bench's worker process reports: its resident memory at its peak since the last `reset`, with its heap then. */
export type WorkerPeak = { rss: number; heapUsed: number; heapTotal: number; external: number; fromLinux: boolean };
type ToWorker = 'reset' | 'peak' | 'stop';
type FromWorker = { ready: true } | { peak: WorkerPeak } | { stopped: true };
const WORKER_PROCESS = '--bench-worker';

export type WorkerProcess = { pid: number; resetPeak: () => void; peak: () => Promise<WorkerPeak>; stop: () => Promise<void> };

/**
 * The service's workers (`startService`'s worker role, as `regfeed serve --role worker` runs them)
 * in a process of their own on `databaseUrl`, so that their CPU time and resident memory are read
 * apart from the bench's loops, receivers and bookkeeping. The bench's own service then runs the API
 * role only (ingestion, subscriptions), as a deployment's API process would.
 */
export async function startWorkerProcess(databaseUrl: string, secretsKey: string): Promise<WorkerProcess> {
  // The same loader (tsx); a profiler is passed on so that a profile can be of the worker.
  const child = fork(fileURLToPath(import.meta.url), [WORKER_PROCESS], {
    execArgv: process.execArgv,
    env: { ...process.env, BENCH_WORKER_DATABASE_URL: databaseUrl, BENCH_WORKER_SECRETS_KEY: secretsKey },
    stdio: 'inherit',
  });
  const answers: ((message: FromWorker) => void)[] = [];
  const exited = new Promise<never>((_, reject) => child.once('exit', (code) => reject(new Error(`the worker process exited (${code})`))));
  exited.catch(() => {});
  const next = () => Promise.race([new Promise<FromWorker>((resolve) => answers.push(resolve)), exited]);
  child.on('message', (message: FromWorker) => answers.shift()?.(message));
  await next();
  const ask = (message: ToWorker) => {
    const answer = next();
    child.send(message);
    return answer;
  };
  return {
    pid: child.pid!,
    resetPeak: () => child.send('reset' satisfies ToWorker),
    peak: async () => ((await ask('peak')) as { peak: WorkerPeak }).peak,
    stop: async () => {
      await ask('stop');
      child.disconnect();
    },
  };
}

if (process.argv.includes(WORKER_PROCESS) && process.send) {
  const { service } = await startBenchService(
    { DATABASE_URL: process.env.BENCH_WORKER_DATABASE_URL!, SECRETS_KEY: process.env.BENCH_WORKER_SECRETS_KEY! },
    'worker',
  );
  // Linux's own peak (VmHWM, started again at a reset) when it allows. Between a reset and the
  // question, the resident size is sampled every 100 ms (cheap), the heap read when it is a new peak
  // (process.memoryUsage() walks the heap: a millisecond of the worker's CPU each time).
  let fromLinux = false;
  let sampled = { rss: 0, heapUsed: 0, heapTotal: 0, external: 0 };
  let sampler: NodeJS.Timeout | undefined;
  let stopped = false;
  const send = (message: FromWorker) => process.send!(message);
  process.on('message', async (message: ToWorker) => {
    if (message === 'reset') {
      fromLinux = resetPeakMemory();
      sampled = process.memoryUsage();
      clearInterval(sampler);
      sampler = setInterval(() => {
        if (process.memoryUsage.rss() > sampled.rss) sampled = process.memoryUsage();
      }, 100);
    } else if (message === 'peak') {
      clearInterval(sampler);
      const { heapUsed, heapTotal, external } = sampled;
      const linux = fromLinux ? residentMemory()?.peak : undefined;
      send({ peak: { rss: linux ?? sampled.rss, heapUsed, heapTotal, external, fromLinux: linux !== undefined } });
    } else {
      clearInterval(sampler);
      await service.stop();
      stopped = true;
      send({ stopped: true });
    }
  });
  // A bench that ended without stopping it (a crash) takes it along: no worker is left running.
  process.on('disconnect', () => process.exit(stopped ? 0 : 1));
  send({ ready: true });
}
