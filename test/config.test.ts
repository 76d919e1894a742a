import test from 'ava';
import path from 'node:path';
import { ConfigError, loadConfig } from '../src/config.js';

test('defaults apply when nothing is set', (t) => {
  const config = loadConfig({});
  t.is(config.port, 3000);
  t.is(config.host, '127.0.0.1');
  t.is(config.databaseUrl, undefined);
  t.is(config.dataDir, path.resolve('.data'));
  t.is(config.logLevel, 'info');
  t.is(config.publicBaseUrl, 'http://127.0.0.1:3000');
});

test('an empty variable counts as unset', (t) => {
  t.is(loadConfig({ PORT: '', DATABASE_URL: '' }).port, 3000);
});

for (const [name, value] of [
  ['PORT', 'eighty'],
  ['PORT', '70000'],
  ['DATABASE_URL', 'mysql://localhost/x'],
  ['LOG_LEVEL', 'loud'],
  ['PUBLIC_BASE_URL', 'ftp://example.org'],
  ['METRICS_TOKEN', 'short'],
] as const) {
  test(`a bad ${name} (${value}) stops start-up with a message naming it`, (t) => {
    const error = t.throws(() => loadConfig({ [name]: value }), { instanceOf: ConfigError });
    t.regex(error?.message ?? '', new RegExp(`${name}: `));
  });
}

test('the delivery retry schedule is parsed strictly into five delays', (t) => {
  t.deepEqual(loadConfig({}).deliveryRetrySchedule, [60_000, 240_000, 960_000, 3_840_000, 14_400_000]);
  t.deepEqual(loadConfig({ DELIVERY_RETRY_SCHEDULE: '10ms,20ms,1s,2m,1h' }).deliveryRetrySchedule, [10, 20, 1_000, 120_000, 3_600_000]);
  for (const bad of ['1m,4m,16m,64m', '1m,4m,16m,64m,4h,8h', '1m,4m,16m,64m,4d', '1m,,16m,64m,4h', '0s,1m,1m,1m,1m', '1.5m,1m,1m,1m,1m']) {
    t.throws(() => loadConfig({ DELIVERY_RETRY_SCHEDULE: bad }), { message: /DELIVERY_RETRY_SCHEDULE: / }, bad);
  }
});
