import test from 'ava';
import pg from 'pg';
import { execute, inTransaction, RolledBack } from '../../src/runtime/sql.js';
import { createTestDatabase } from '../support/database.js';

let database: Awaited<ReturnType<typeof createTestDatabase>>;
const pools: Record<'pipelined' | 'sequential', pg.Pool> = {} as never;

test.before(async () => {
  database = await createTestDatabase();
  pools.pipelined = new pg.Pool({ connectionString: database.url, max: 2, pipeline: true });
  pools.sequential = new pg.Pool({ connectionString: database.url, max: 2 });
  await pools.sequential.query('CREATE TABLE items (name text PRIMARY KEY, n int NOT NULL)');
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
