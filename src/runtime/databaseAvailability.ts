import pg from 'pg';
import type { Logger } from 'pino';

/** How long callers are told to wait (Retry-After) while the database is away. */
export const RETRY_AFTER_SECONDS = 5;
/** A connection attempt that takes longer than this fails: an unreachable host must not hang anyone. */
export const CONNECT_TIMEOUT_MS = 5_000;
const PROBE_INTERVAL_MS = 1_000;

// Server going down or restarting: admin_shutdown, crash_shutdown, cannot_connect_now; and the
// socket-level failures of a server that is gone.
const OUTAGE_SQLSTATES = new Set(['57P01', '57P02', '57P03', '08000', '08001', '08003', '08006']);
const OUTAGE_SOCKET_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
]);
const OUTAGE_MESSAGES =
  /Connection terminated|connection timeout|^timeout expired$|Client has encountered a connection error|the database system is (starting up|shutting down|in recovery mode)/i;

/** Whether PostgreSQL at `url` answers a query within `timeoutMs`. */
export async function databaseAnswers(url: string, timeoutMs = CONNECT_TIMEOUT_MS): Promise<boolean> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: timeoutMs });
  // A server that goes away mid-probe fails the probe; it must not end the process.
  client.on('error', () => {});
  try {
    await client.connect();
    await client.query('SELECT 1');
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => {});
  }
}

/** Whether an error says the database cannot be reached (rather than that a statement was wrong). */
export function isDatabaseOutage(error: unknown): boolean {
  const e = error as { code?: unknown; message?: unknown; errors?: unknown[]; cause?: unknown } | undefined;
  if (!e || typeof e !== 'object') return false;
  if (typeof e.code === 'string' && (OUTAGE_SQLSTATES.has(e.code) || OUTAGE_SOCKET_CODES.has(e.code))) return true;
  if (typeof e.message === 'string' && OUTAGE_MESSAGES.test(e.message)) return true;
  // Node's AggregateError (a refused connection to both ::1 and 127.0.0.1) and wrapped causes.
  if (Array.isArray(e.errors) && e.errors.some(isDatabaseOutage)) return true;
  return e.cause !== undefined && e.cause !== error && isDatabaseOutage(e.cause);
}

/**
 * Knows whether PostgreSQL answers. Every pool and client the service opens is guarded by it: a
 * connection that fails is logged, never an unhandled 'error' event that ends the process. When an
 * error says the database is away, it probes once a second until it answers again; meanwhile the
 * API refuses requests at once (503) and workers wait instead of spinning.
 */
export type DatabaseAvailability = {
  readonly available: boolean;
  /** Notes an error; true when it is an outage (then it is handled here, and the caller need not log it). */
  noteError: (error: unknown) => boolean;
  /** Resolves once the database answers (at once if it does), or after `timeoutMs`. */
  whenAvailable: (timeoutMs?: number) => Promise<void>;
  /** Attaches the error handlers to a pool and to every client it will create. */
  guard: <P extends pg.Pool>(pool: P) => P;
  /** Attaches the error handler to a client of its own. */
  guardClient: <C extends pg.Client>(client: C) => C;
  close: () => void;
};

export function watchDatabase(url: string, log: Logger): DatabaseAvailability {
  let available = true;
  let since = 0;
  let probing = false;
  let closed = false;
  let waiters: (() => void)[] = [];

  const probe = async () => {
    if (probing || closed) return;
    probing = true;
    try {
      while (!closed && !(await databaseAnswers(url))) {
        if (available) {
          available = false;
          since = Date.now();
          log.warn('the database is unavailable: API requests answer 503 and workers wait until it is back');
        }
        await new Promise((resolve) => setTimeout(resolve, PROBE_INTERVAL_MS).unref());
      }
      if (!available) log.warn({ outage_ms: Date.now() - since }, 'the database is available again');
      available = true;
      const woken = waiters;
      waiters = [];
      for (const wake of woken) wake();
    } finally {
      probing = false;
    }
  };

  const noteError = (error: unknown): boolean => {
    if (!isDatabaseOutage(error)) return false;
    void probe();
    return true;
  };

  const onConnectionError = (error: Error & { code?: string }) => {
    if (!noteError(error)) log.warn({ code: error.code, message: error.message }, 'database connection failed');
  };

  function guardClient<C extends pg.Client>(client: C): C {
    client.on('error', onConnectionError);
    return client;
  }

  return {
    get available() {
      return available;
    },
    noteError,
    whenAvailable: (timeoutMs) =>
      available || closed
        ? Promise.resolve()
        : new Promise<void>((resolve) => {
            waiters.push(resolve);
            if (timeoutMs !== undefined) setTimeout(resolve, timeoutMs).unref();
          }),
    guard: (pool) => {
      // Idle clients report through the pool; checked-out ones have no listener of pg's own while
      // they are lent out, so each gets a permanent one when it is created.
      pool.on('error', onConnectionError);
      pool.on('connect', (client) => void client.on('error', onConnectionError));
      return pool;
    },
    guardClient,
    close: () => {
      closed = true;
      for (const wake of waiters.splice(0)) wake();
    },
  };
}
