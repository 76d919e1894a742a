import type { Duplex } from 'node:stream';
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

/**
 * Rows to insert as one parameter, read in SQL with `jsonb_to_recordset($n::jsonb) AS r(column type, …)`:
 * pg escapes each element of an array parameter in JavaScript, character by character for the
 * events' JSON (escaped once as JSON, then again as array elements); JSON.stringify is native.
 * bigint values go as strings. Not for rows a statement joins to a table: PostgreSQL guesses a
 * hundred rows from the function (ten for `unnest`) and then scans the table and hashes it rather
 * than looking each row up.
 */
export const rowsParameter = (rows: object[]): string => JSON.stringify(rows);

/**
 * A statement that adds a batch's rows to counter rows (a rollup), one row per key: the rows that
 * exist are updated, the others inserted. `INSERT … ON CONFLICT DO UPDATE` alone locks each existing
 * row before updating it, and the lock is a WAL record of its own: two records per row instead of
 * one, on every delivery's stats. Rows another transaction inserted after this statement's snapshot
 * are not updated but meet the insert's conflict, which adds to them, so concurrent batches lose
 * nothing. Parameters: one array per column, keys first, in the order given. `set` is the SET list
 * in terms of the stored row (`t`) and the batch's row (its alias, the argument).
 */
export function addToRowsStatement({
  table,
  keys,
  values,
  set,
}: {
  table: string;
  /** Column name → its SQL array type (`text[]`). */
  keys: Record<string, string>;
  values: Record<string, string>;
  set: (incoming: string) => string;
}): string {
  const keyColumns = Object.keys(keys);
  const columns = [...keyColumns, ...Object.keys(values)];
  const arrays = Object.values({ ...keys, ...values }).map((type, i) => `$${i + 1}::${type}`);
  const sameKey = (a: string, b: string) => keyColumns.map((key) => `${a}.${key} = ${b}.${key}`).join(' AND ');
  return `WITH v AS (SELECT * FROM unnest(${arrays.join(', ')}) AS v(${columns.join(', ')})),
     updated AS (UPDATE ${table} AS t SET ${set('v')} FROM v WHERE ${sameKey('t', 'v')} RETURNING ${keyColumns.map((key) => `t.${key}`).join(', ')})
     INSERT INTO ${table} AS t (${columns.join(', ')})
     SELECT * FROM v WHERE NOT EXISTS (SELECT FROM updated u WHERE ${sameKey('u', 'v')})
     ON CONFLICT (${keyColumns.join(', ')}) DO UPDATE SET ${set('excluded')}`;
}

/** A transaction's result that is to be rolled back rather than committed (a lost race, a conflict). */
export class RolledBack<T> {
  constructor(readonly value: T) {}
}

/**
 * A statement run often with different values: each connection parses and plans it once, and
 * afterwards sends only its values (PostgreSQL's plan cache may keep a generic plan). Not for a
 * statement whose best plan depends on its values, such as a LIMIT over a large table.
 */
export type PreparedStatement = { name: string; text: string };

/**
 * Statements of a transaction that were sent and not awaited (pipelined): each settles in order
 * behind the ones sent before it; the first to fail is the transaction's failure.
 */
class SentStatements {
  private settling: Promise<void>[] = [];
  private failure: { error: unknown } | undefined;
  add(statement: Promise<unknown>): void {
    this.settling.push(
      statement.then(
        () => {},
        (error: unknown) => {
          this.failure ??= { error };
        },
      ),
    );
  }
  /** Once every statement sent has settled: rejects with the first failure. */
  async settled(): Promise<void> {
    await Promise.all(this.settling);
    if (this.failure) throw this.failure.error;
  }
}
const sentInTransaction = new WeakMap<Queryable, SentStatements>();

const corked = new WeakSet<Duplex>();
/**
 * pg writes each statement to its socket on its own, and on two shared cores each write wakes
 * PostgreSQL and costs the worker a system call: statements sent in one tick go out in one write.
 */
function sendInOneWrite(client: Queryable): void {
  const socket = (client as { connection?: { stream?: Duplex } }).connection?.stream;
  if (!socket || corked.has(socket)) return;
  corked.add(socket);
  socket.cork();
  // After the promise jobs of this tick, which send the statements chained behind this one.
  process.nextTick(() => {
    corked.delete(socket);
    socket.uncork();
  });
}

/**
 * Runs a statement whose result the caller does not read: a read model's write, an outbox row. In a
 * transaction of `inTransaction` on a pipelined connection it is only sent: PostgreSQL runs it in
 * order behind the statements sent before it, and the transaction checks its outcome with its
 * COMMIT, so a transaction's writes cost one round trip together rather than one each (on a busy
 * worker each round trip waits for the event loop as well as for PostgreSQL). Elsewhere it is
 * awaited here.
 */
export async function execute(db: Queryable, statement: string | PreparedStatement, values?: unknown[]): Promise<void> {
  const sent = sentInTransaction.get(db);
  if (sent) sendInOneWrite(db);
  const query = typeof statement === 'string' ? db.query(statement, values) : db.query({ ...statement, values });
  if (sent) sent.add(query);
  else await query;
}

/** Several statements' results, in order: sent together on a pipelined connection (one round trip), one after the other elsewhere. */
export async function sendTogether<R extends unknown[]>(
  client: pg.PoolClient,
  statements: { [K in keyof R]: () => Promise<R[K]> },
): Promise<R> {
  if (client.pipeline) {
    sendInOneWrite(client);
    return (await Promise.all(statements.map((statement) => statement()))) as R;
  }
  const results: unknown[] = [];
  for (const statement of statements) results.push(await statement());
  return results as R;
}

/**
 * Runs `work` in a transaction on a pooled connection of its own: committed when it returns, rolled
 * back when it throws (the error goes on) or returns a `RolledBack`. On a pipelined connection BEGIN
 * goes out with the first statement of `work`, and COMMIT with the statements it sent through
 * `execute` and did not await; if any of those failed, the transaction is rolled back and throws
 * that failure.
 */
export async function inTransaction<T>(pool: pg.Pool, work: (client: pg.PoolClient) => Promise<T | RolledBack<T>>): Promise<T> {
  const client = await pool.connect();
  const sent = client.pipeline ? new SentStatements() : undefined;
  try {
    if (sent) {
      sentInTransaction.set(client, sent);
      sendInOneWrite(client);
      sent.add(client.query('BEGIN'));
    } else await client.query('BEGIN');
    const result = await work(client);
    if (result instanceof RolledBack) {
      await sent?.settled().catch(() => {});
      await client.query('ROLLBACK');
      return result.value;
    }
    if (sent) sendInOneWrite(client);
    const commit = client.query('COMMIT');
    sent?.add(commit);
    await sent?.settled();
    // PostgreSQL answers the COMMIT of a transaction in which a statement failed with a rollback.
    if ((await commit).command !== 'COMMIT') throw new Error('the transaction was rolled back');
    return result;
  } catch (error) {
    // The first statement that failed is the cause: the ones behind it failed because the transaction was aborted.
    const cause = sent
      ? await sent.settled().then(
          () => error,
          (first: unknown) => first,
        )
      : error;
    await client.query('ROLLBACK').catch(() => {});
    throw cause;
  } finally {
    sentInTransaction.delete(client);
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
