import { randomBytes } from 'node:crypto';
import pg from 'pg';

const serverUrl = (): string => {
  const url = process.env.TEST_DATABASE_URL;
  if (!url) throw new Error('TEST_DATABASE_URL is not set: run the tests with `npm test`');
  return url;
};

async function admin<T>(run: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: serverUrl() });
  await client.connect();
  try {
    return await run(client);
  } finally {
    await client.end();
  }
}

const OBJECT_IN_USE = '55006';

/**
 * Drops a test database once its connections have closed. A pool's `end()` resolves before its last
 * sockets are closed; forcing the drop at once terminates them mid-close, and that error, on a client
 * nobody listens to any more, fails the test file. Only connections still open after a while are forced.
 */
async function dropWhenClosed(client: pg.Client, name: string): Promise<void> {
  for (let attempt = 0; attempt < 40; attempt++) {
    try {
      await client.query(`DROP DATABASE IF EXISTS ${name}`);
      return;
    } catch (error) {
      if ((error as { code?: string }).code !== OBJECT_IN_USE) throw error;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }
  await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
}

/** A database of its own for one test file: emmett's schema cannot be shared between tests (§2.2). */
export async function createTestDatabase(): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `regfeed_test_${randomBytes(6).toString('hex')}`;
  await admin((client) => client.query(`CREATE DATABASE ${name}`));
  const url = new URL(serverUrl());
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: () => admin((client) => dropWhenClosed(client, name)),
  };
}
