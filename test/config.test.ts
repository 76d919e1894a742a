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
  ['SMTP_URL', 'http://mail.example.org'],
  ['MAIL_FROM', 'regfeed <not an address>'],
  ['SUPPORT_EMAIL', 'support'],
] as const) {
  test(`a bad ${name} (${value}) stops start-up with a message naming it`, (t) => {
    const error = t.throws(() => loadConfig({ [name]: value }), { instanceOf: ConfigError });
    t.regex(error?.message ?? '', new RegExp(`${name}: `));
  });
}

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
