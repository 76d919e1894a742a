import test from 'ava';
import { startTestService } from '../support/service.js';

test('no connection the service keeps carries a statement timeout after migrating: long statements such as a rebuild run to the end', async (t) => {
  const service = await startTestService({}, 'api');
  t.teardown(() => service.stop());
  const { pool, meteringPool } = service.backend;
  for (const each of [pool, meteringPool]) {
    // The idle connections that start-up used, and new ones.
    const clients = await Promise.all(Array.from({ length: 5 }, () => each.connect()));
    try {
      for (const client of clients) t.is((await client.query('SHOW statement_timeout')).rows[0].statement_timeout, '0');
    } finally {
      for (const client of clients) client.release();
    }
  }
});
