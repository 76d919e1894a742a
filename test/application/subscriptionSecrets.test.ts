import test from 'ava';
import { existsSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import { generateWebhookSecret, loadSecretsKey, secretFingerprint } from '../../src/application/subscriptionSecrets.js';
import { createLogger } from '../../src/runtime/logger.js';

const capturingLogger = () => {
  const lines: string[] = [];
  const sink = new Writable({
    write(chunk, _encoding, done) {
      lines.push(chunk.toString());
      done();
    },
  });
  return { log: createLogger('info', sink), lines };
};

const tempDir = (t: import('ava').ExecutionContext) => {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'regfeed-secrets-'));
  t.teardown(() => rmSync(dir, { recursive: true, force: true }));
  return dir;
};

test('SECRETS_KEY is used as given, and nothing is written or warned about', (t) => {
  const dataDir = path.join(tempDir(t), 'data');
  const { log, lines } = capturingLogger();
  const hex = 'ab'.repeat(32);
  const key = loadSecretsKey({ secretsKey: hex, dataDir }, log);
  t.deepEqual(key.key, Buffer.from(hex, 'hex'));
  t.regex(key.id, /^[0-9a-f]{16}$/);
  t.false(existsSync(dataDir));
  t.deepEqual(lines, []);
});

test('without SECRETS_KEY a key is generated once under DATA_DIR, readable by its owner only, with a warning', (t) => {
  const dataDir = path.join(tempDir(t), 'data');
  const { log, lines } = capturingLogger();
  const first = loadSecretsKey({ secretsKey: undefined, dataDir }, log);
  const file = path.join(dataDir, 'secrets.key');
  t.is(statSync(file).mode & 0o777, 0o600);
  t.regex(readFileSync(file, 'utf8'), /^[0-9a-f]{64}\n$/);
  t.is(lines.length, 1);
  t.like(JSON.parse(lines[0]!), { level: 40, file });
  t.regex(lines[0]!, /Set SECRETS_KEY/);
  t.false(lines[0]!.includes(first.key.toString('hex')), 'the warning does not show the key');

  const again = loadSecretsKey({ secretsKey: undefined, dataDir }, log);
  t.deepEqual(again, first, 'a restart keeps the key, so stored secrets stay readable');
});

test('a key file that holds no key stops start-up with a message naming it', (t) => {
  const dataDir = tempDir(t);
  writeFileSync(path.join(dataDir, 'secrets.key'), 'not a key\n');
  const error = t.throws(() => loadSecretsKey({ secretsKey: undefined, dataDir }, capturingLogger().log));
  t.regex(error?.message ?? '', /secrets\.key does not hold a secrets key/);
});

test('webhook secrets are 64 lowercase hex characters, never the same twice', (t) => {
  const secrets = new Set(Array.from({ length: 100 }, generateWebhookSecret));
  t.is(secrets.size, 100);
  for (const secret of secrets) t.regex(secret, /^[0-9a-f]{64}$/);
});

test('the fingerprint names the hash and is not the secret', (t) => {
  const secret = generateWebhookSecret();
  const fingerprint = secretFingerprint(secret);
  t.regex(fingerprint, /^sha256:[0-9a-f]{64}$/);
  t.false(fingerprint.includes(secret));
  t.is(secretFingerprint(secret), fingerprint);
});
