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
  ['SOURCE_FETCH_INTERVAL', '90'],
  ['SOURCE_FETCH_INTERVAL', '1h30m'],
  ['SOURCE_FETCH_INTERVAL', '1.5h'],
  ['SOURCE_FETCH_ENABLED', 'yes'],
  ['SOURCE_FETCH_TIMEOUT_MS', '600000'],
] as const) {
  test(`a bad ${name} (${value}) stops start-up with a message naming it`, (t) => {
    const error = t.throws(() => loadConfig({ [name]: value }), { instanceOf: ConfigError });
    t.regex(error?.message ?? '', new RegExp(`${name}: `));
  });
}

test('source watching is on, hourly, with a timeout and a size cap, unless configured otherwise', (t) => {
  t.like(loadConfig({}).sourceFetch, { enabled: true, intervalMs: 3_600_000, timeoutMs: 20_000, maxBytes: 5 * 1024 * 1024 });
  t.like(loadConfig({ SOURCE_FETCH_ENABLED: 'false', SOURCE_FETCH_INTERVAL: '30m' }).sourceFetch, { enabled: false, intervalMs: 1_800_000 });
  t.is(loadConfig({ SOURCE_FETCH_INTERVAL: '2d' }).sourceFetch.intervalMs, 2 * 86_400_000);
  t.regex(loadConfig({ PUBLIC_BASE_URL: 'https://regfeed.example.org' }).sourceFetch.userAgent, /^regfeed\/0\.1\.0 \(EU AI Act update feed; \+https:\/\/regfeed\.example\.org\)$/);
});
