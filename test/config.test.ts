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
  ['WEBHOOK_ALLOW_PRIVATE_TARGETS', 'yes'],
  ['SECRETS_KEY', 'abc123'],
  ['SECRETS_KEY', 'g'.repeat(64)],
  ['SMTP_URL', 'http://mail.example.org'],
  ['MAIL_FROM', 'regfeed <not an address>'],
  ['SUPPORT_EMAIL', 'support'],
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

test('the delivery retry schedule is parsed strictly into five delays', (t) => {
  t.deepEqual(loadConfig({}).deliveryRetrySchedule, [60_000, 240_000, 960_000, 3_840_000, 14_400_000]);
  t.deepEqual(loadConfig({ DELIVERY_RETRY_SCHEDULE: '10ms,20ms,1s,2m,1h' }).deliveryRetrySchedule, [10, 20, 1_000, 120_000, 3_600_000]);
  for (const bad of ['1m,4m,16m,64m', '1m,4m,16m,64m,4h,8h', '1m,4m,16m,64m,4w', '1m,,16m,64m,4h', '0s,1m,1m,1m,1m', '1.5m,1m,1m,1m,1m']) {
    t.throws(() => loadConfig({ DELIVERY_RETRY_SCHEDULE: bad }), { message: /DELIVERY_RETRY_SCHEDULE: / }, bad);
  }
});

test('webhooks go to public https targets unless private targets are allowed explicitly', (t) => {
  t.false(loadConfig({}).webhookAllowPrivateTargets);
  t.false(loadConfig({ WEBHOOK_ALLOW_PRIVATE_TARGETS: 'false' }).webhookAllowPrivateTargets);
  t.true(loadConfig({ WEBHOOK_ALLOW_PRIVATE_TARGETS: 'true' }).webhookAllowPrivateTargets);
});

test('SECRETS_KEY takes 64 hex characters, in either case', (t) => {
  t.is(loadConfig({}).secretsKey, undefined);
  t.is(loadConfig({ SECRETS_KEY: 'AB'.repeat(32) }).secretsKey, 'ab'.repeat(32));
});

test('an error about a secret variable does not repeat its value', (t) => {
  const almostAKey = 'c0ffee'.repeat(10);
  const error = t.throws(() => loadConfig({ SECRETS_KEY: almostAKey, METRICS_TOKEN: 'tooshort' }), { instanceOf: ConfigError });
  t.false(error?.message.includes(almostAKey));
  t.false(error?.message.includes('tooshort'));
  t.regex(error?.message ?? '', /SECRETS_KEY: .*\(got a value that is not shown\)/);
});

test('the mail and payment settings default to: no callback secret, .eml files, a local sender', (t) => {
  const config = loadConfig({});
  t.is(config.paymentWebhookSecret, undefined);
  t.is(config.smtpUrl, undefined);
  t.is(config.mailFrom, 'regfeed <noreply@localhost>');
  t.is(config.supportEmail, undefined);
  t.is(loadConfig({ MAIL_FROM: 'welcome@regfeed.example' }).mailFrom, 'welcome@regfeed.example');
  t.is(loadConfig({ SMTP_URL: 'smtps://user:pass@mail.example.org:465' }).smtpUrl, 'smtps://user:pass@mail.example.org:465');
});

test('a bad value of a variable that may hold a secret is named, never echoed', (t) => {
  const error = t.throws(() => loadConfig({ SMTP_URL: 'imap://user:hunter2@mail.example.org' }), { instanceOf: ConfigError });
  t.regex(error?.message ?? '', /SMTP_URL: /);
  t.false((error?.message ?? '').includes('hunter2'));
});

test('source watching is on, hourly, with a timeout and a size cap, unless configured otherwise', (t) => {
  t.like(loadConfig({}).sourceFetch, { enabled: true, intervalMs: 3_600_000, timeoutMs: 20_000, maxBytes: 5 * 1024 * 1024 });
  t.like(loadConfig({ SOURCE_FETCH_ENABLED: 'false', SOURCE_FETCH_INTERVAL: '30m' }).sourceFetch, {
    enabled: false,
    intervalMs: 1_800_000,
  });
  t.is(loadConfig({ SOURCE_FETCH_INTERVAL: '2d' }).sourceFetch.intervalMs, 2 * 86_400_000);
  t.regex(
    loadConfig({ PUBLIC_BASE_URL: 'https://regfeed.example.org' }).sourceFetch.userAgent,
    /^regfeed\/0\.1\.0 \(EU AI Act update feed; \+https:\/\/regfeed\.example\.org\)$/,
  );
});
