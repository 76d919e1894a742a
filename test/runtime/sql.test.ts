import test from 'ava';
import pg from 'pg';
import { addToRowsStatement, execute, inTransaction, RolledBack } from '../../src/runtime/sql.js';
import { createTestDatabase } from '../support/database.js';

let database: Awaited<ReturnType<typeof createTestDatabase>>;
const pools: Record<'pipelined' | 'sequential', pg.Pool> = {} as never;

test.before(async () => {
  database = await createTestDatabase();
  pools.pipelined = new pg.Pool({ connectionString: database.url, max: 2, pipeline: true });
  pools.sequential = new pg.Pool({ connectionString: database.url, max: 2 });
  await pools.sequential.query('CREATE TABLE items (name text PRIMARY KEY, n int NOT NULL)');
  // Room on every page, so that each update can stay on its page (HOT): one WAL record per row.
  await pools.sequential.query(
    'CREATE TABLE counts (name text, hour bigint, n int NOT NULL, last text, PRIMARY KEY (name, hour)) WITH (fillfactor = 10)',
  );
});

test.after.always(async () => {
  await Promise.all(Object.values(pools).map((pool) => pool.end()));
  await database.drop();
});

const names = async (prefix: string) =>
  (await pools.sequential.query('SELECT name FROM items WHERE name LIKE $1 ORDER BY name', [`${prefix}%`])).rows.map((row) => row.name);

for (const kind of ['pipelined', 'sequential'] as const) {
  test(`${kind}: statements sent without waiting are committed with the transaction, and run in the order they were sent`, async (t) => {
    const seen = await inTransaction(pools[kind], async (client) => {
      await execute(client, 'INSERT INTO items VALUES ($1, 1)', [`${kind}-order-a`]);
      await execute(client, 'UPDATE items SET n = n + 1 WHERE name = $1', [`${kind}-order-a`]);
      await execute(client, 'INSERT INTO items VALUES ($1, 1)', [`${kind}-order-b`]);
      // A read behind them sees them.
      return (await client.query('SELECT n FROM items WHERE name = $1', [`${kind}-order-a`])).rows[0].n;
    });
    t.is(seen, 2);
    t.deepEqual(await names(`${kind}-order-`), [`${kind}-order-a`, `${kind}-order-b`]);
  });

  test(`${kind}: a statement sent without waiting that fails rolls the whole transaction back and is the error thrown`, async (t) => {
    await pools.sequential.query('INSERT INTO items VALUES ($1, 1)', [`${kind}-fail-taken`]);
    const error = await t.throwsAsync(
      inTransaction(pools[kind], async (client) => {
        await execute(client, 'INSERT INTO items VALUES ($1, 1)', [`${kind}-fail-before`]);
        await execute(client, 'INSERT INTO items VALUES ($1, 1)', [`${kind}-fail-taken`]);
        await execute(client, 'INSERT INTO items VALUES ($1, 1)', [`${kind}-fail-after`]);
      }),
    );
    t.is((error as { code?: string }).code, '23505');
    t.deepEqual(await names(`${kind}-fail-`), [`${kind}-fail-taken`]);
  });

  test(`${kind}: a RolledBack result leaves nothing of what was sent`, async (t) => {
    const value = await inTransaction(pools[kind], async (client) => {
      await execute(client, 'INSERT INTO items VALUES ($1, 1)', [`${kind}-undone`]);
      return new RolledBack('undone');
    });
    t.is(value, 'undone');
    t.deepEqual(await names(`${kind}-undone`), []);
  });
}

test('pipelined: when a read behind a failed write fails, the failure of the write is the error thrown', async (t) => {
  await pools.sequential.query('INSERT INTO items VALUES ($1, 1)', ['read-behind-held']);
  const error = await t.throwsAsync(
    inTransaction(pools.pipelined, async (client) => {
      await execute(client, 'INSERT INTO items VALUES ($1, 1)', ['read-behind-held']);
      // Sent before the write's failure is known; PostgreSQL refuses it as the transaction is aborted (25P02).
      await client.query('SELECT 1');
    }),
  );
  t.is((error as { code?: string }).code, '23505');
});

test('outside a transaction a statement is awaited where it is executed, and its failure thrown there', async (t) => {
  await execute(pools.pipelined, 'INSERT INTO items VALUES ($1, 1)', ['outside']);
  const error = await t.throwsAsync(execute(pools.pipelined, 'INSERT INTO items VALUES ($1, 1)', ['outside']));
  t.is((error as { code?: string }).code, '23505');
});

const ADD_COUNTS = addToRowsStatement({
  table: 'counts',
  keys: { name: 'text[]', hour: 'bigint[]' },
  values: { n: 'int[]', last: 'text[]' },
  set: (incoming) => `n = t.n + ${incoming}.n, last = ${incoming}.last`,
});
const addCounts = (db: pg.Pool | pg.ClientBase, rows: [string, number, number, string][]) =>
  db.query(ADD_COUNTS, [rows.map((r) => r[0]), rows.map((r) => r[1]), rows.map((r) => r[2]), rows.map((r) => r[3])]);
const countsOf = async (prefix: string) =>
  (await pools.sequential.query('SELECT name, hour::int, n, last FROM counts WHERE name LIKE $1 ORDER BY name, hour', [`${prefix}%`])).rows;

test('adding to counter rows updates those that exist and inserts the others, in one statement', async (t) => {
  await addCounts(pools.sequential, [['add-a', 0, 2, 'first']]);
  await addCounts(pools.sequential, [
    ['add-a', 0, 3, 'second'],
    ['add-a', 1, 1, 'new hour'],
    ['add-b', 0, 4, 'new name'],
  ]);
  t.deepEqual(await countsOf('add-'), [
    { name: 'add-a', hour: 0, n: 5, last: 'second' },
    { name: 'add-a', hour: 1, n: 1, last: 'new hour' },
    { name: 'add-b', hour: 0, n: 4, last: 'new name' },
  ]);
});

test('adding to existing counter rows writes one WAL record per row, with no lock record beside each update', async (t) => {
  const rows = Array.from({ length: 64 }, (_, i): [string, number, number, string] => [`wal-${String(i).padStart(2, '0')}`, 0, 1, 'x']);
  await addCounts(pools.sequential, rows);
  const { rows: plan } = await pools.sequential.query(`EXPLAIN (ANALYZE, WAL, FORMAT JSON) ${ADD_COUNTS}`, [
    rows.map((r) => r[0]),
    rows.map((r) => r[1]),
    rows.map((r) => r[2]),
    rows.map((r) => r[3]),
  ]);
  const records = plan[0]['QUERY PLAN'][0].Plan['WAL Records'] as number;
  // INSERT … ON CONFLICT DO UPDATE writes two per row (the row's lock, then its update): 128 here.
  t.true(records >= rows.length && records <= rows.length + 4, `${records} WAL records for ${rows.length} rows`);
  t.true((await countsOf('wal-')).every((row) => row.n === 2));
});

test('concurrent additions to the same counter rows, existing or new, all count', async (t) => {
  await addCounts(pools.sequential, [['race-old', 0, 1, 'setup']]);
  const [first, second] = [await pools.sequential.connect(), await pools.sequential.connect()];
  try {
    const rows: [string, number, number, string][] = [
      ['race-new', 0, 1, 'x'],
      ['race-old', 0, 1, 'x'],
    ];
    await first.query('BEGIN');
    await addCounts(first, rows);
    await second.query('BEGIN');
    // Waits for the first transaction: its row is not in this statement's snapshot, its update is.
    const waiting = addCounts(second, rows);
    await new Promise((resolve) => setTimeout(resolve, 100));
    await first.query('COMMIT');
    await waiting;
    await second.query('COMMIT');
  } finally {
    first.release();
    second.release();
  }
  t.deepEqual(
    (await countsOf('race-')).map(({ name, n }) => [name, n]),
    [
      ['race-new', 2],
      ['race-old', 3],
    ],
  );
});
