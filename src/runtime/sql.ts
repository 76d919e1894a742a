import type pg from 'pg';

/** The part of a pg client a projection or a query needs: parameterized queries, in whatever transaction the caller runs. */
export type Queryable = {
  query(
    text: string | { name?: string; text: string; values?: unknown[] },
    values?: unknown[],
  ): Promise<{ rows: Row[]; rowCount: number | null }>;
};

// biome-ignore lint/suspicious/noExplicitAny: rows are typed where the SQL that shapes them is written
type Row = any;

/** A transaction's result that is to be rolled back rather than committed (a lost race, a conflict). */
export class RolledBack<T> {
  constructor(readonly value: T) {}
}

/**
 * Runs `work` in a transaction on a pooled connection of its own: committed when it returns, rolled
 * back when it throws (the error goes on) or returns a `RolledBack`.
 */
export async function inTransaction<T>(pool: pg.Pool, work: (client: pg.PoolClient) => Promise<T | RolledBack<T>>): Promise<T> {
  const client = await pool.connect();
  try {
    await client.query('BEGIN');
    const result = await work(client);
    if (result instanceof RolledBack) {
      await client.query('ROLLBACK');
      return result.value;
    }
    await client.query('COMMIT');
    return result;
  } catch (error) {
    await client.query('ROLLBACK').catch(() => {});
    throw error;
  } finally {
    client.release();
  }
}

/** A lock key's SQL: every advisory lock of the service is a 64-bit hash of a text key, one key space for all. */
const LOCK_KEY = 'hashtextextended($1, 0)';

/** Takes a transaction-level advisory lock on `key`: held until the caller's transaction ends. */
export async function lockForTransaction(client: Queryable, key: string): Promise<void> {
  await client.query(`SELECT pg_advisory_xact_lock(${LOCK_KEY})`, [key]);
}

/**
 * Runs `work` on one connection while it holds a session-level advisory lock on `key`; the lock is
 * PostgreSQL's, so it holds across processes, and a crashed holder's lock goes with its connection.
 * Everything to be serialized runs on that connection, so waiting callers, who each hold a pooled
 * connection while they wait, can never starve the holder of one. With `wait: false`, a lock held
 * elsewhere makes it return 'busy' at once.
 */
export async function withAdvisoryLock<T>(
  pool: pg.Pool,
  key: string,
  work: (client: pg.PoolClient) => Promise<T>,
  options: { wait: false },
): Promise<T | 'busy'>;
export async function withAdvisoryLock<T>(
  pool: pg.Pool,
  key: string,
  work: (client: pg.PoolClient) => Promise<T>,
  options?: { wait: true },
): Promise<T>;
export async function withAdvisoryLock<T>(
  pool: pg.Pool,
  key: string,
  work: (client: pg.PoolClient) => Promise<T>,
  { wait }: { wait: boolean } = { wait: true },
): Promise<T | 'busy'> {
  const client = await pool.connect();
  let unlocked = false;
  try {
    if (wait) await client.query(`SELECT pg_advisory_lock(${LOCK_KEY})`, [key]);
    else {
      const { rows } = await client.query(`SELECT pg_try_advisory_lock(${LOCK_KEY}) AS locked`, [key]);
      if (!rows[0].locked) {
        unlocked = true;
        return 'busy';
      }
    }
    try {
      return await work(client);
    } finally {
      unlocked = await client.query(`SELECT pg_advisory_unlock(${LOCK_KEY})`, [key]).then(
        () => true,
        () => false,
      );
    }
  } finally {
    // A connection that may still hold the lock must not go back to the pool.
    client.release(!unlocked);
  }
}
