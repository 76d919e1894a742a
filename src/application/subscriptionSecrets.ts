import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Logger } from 'pino';
import type { Config } from '../config.js';
import type { Queryable } from '../projections/readModel.js';

// Webhook secrets: shown once to the customer, then needed again only to sign deliveries. They live
// encrypted (AES-256-GCM) in `subscription_secrets`, never in the event log, a read model or a log.

/** The key that encrypts webhook secrets, and a short id of it stored beside each ciphertext. */
export type SecretsKey = { id: string; key: Buffer };

const KEY_FILE = 'secrets.key';
const HEX_KEY = /^[0-9a-f]{64}$/;

function toSecretsKey(hex: string): SecretsKey {
  const key = Buffer.from(hex, 'hex');
  // The id tells which key sealed a row (after a key change) without revealing anything of the key.
  return { id: createHash('sha256').update(key).digest('hex').slice(0, 16), key };
}

/**
 * `SECRETS_KEY` when set. Otherwise a key generated once under `DATA_DIR` (mode 0600) and reused:
 * fine for one machine in development, wrong for several instances, hence the warning.
 */
export function loadSecretsKey(config: Pick<Config, 'secretsKey' | 'dataDir'>, log: Logger): SecretsKey {
  if (config.secretsKey) return toSecretsKey(config.secretsKey);
  const file = path.join(config.dataDir, KEY_FILE);
  mkdirSync(config.dataDir, { recursive: true });
  try {
    // `wx`: two processes starting at once cannot both write a key; the second reads the first's.
    writeFileSync(file, `${randomBytes(32).toString('hex')}\n`, { flag: 'wx', mode: 0o600 });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  }
  const hex = readFileSync(file, 'utf8').trim();
  if (!HEX_KEY.test(hex)) throw new Error(`${file} does not hold a secrets key (64 lowercase hex characters)`);
  log.warn(
    { file },
    'SECRETS_KEY is not set: webhook secrets are encrypted with a key generated under DATA_DIR. ' +
      'Set SECRETS_KEY (64 hex characters, the same on every instance) in production.',
  );
  return toSecretsKey(hex);
}

// ---------------------------------------------------------------- Secrets

/** A webhook signing secret: 64 lowercase hex characters from 32 CSPRNG bytes. */
export const generateWebhookSecret = (): string => randomBytes(32).toString('hex');

/** What the event log records instead of the secret: enough to tell which secret was issued. */
export const secretFingerprint = (secret: string): string => `sha256:${createHash('sha256').update(secret, 'ascii').digest('hex')}`;

type Sealed = { key_id: string; nonce: Buffer; ciphertext: Buffer; auth_tag: Buffer };

function seal({ id, key }: SecretsKey, subscriptionId: string, secret: string): Sealed {
  const nonce = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', key, nonce);
  cipher.setAAD(Buffer.from(subscriptionId, 'utf8'));
  const ciphertext = Buffer.concat([cipher.update(secret, 'utf8'), cipher.final()]);
  return { key_id: id, nonce, ciphertext, auth_tag: cipher.getAuthTag() };
}

function open({ id, key }: SecretsKey, subscriptionId: string, sealed: Sealed): string {
  if (sealed.key_id !== id) {
    throw new Error(`the webhook secret of ${subscriptionId} was sealed with key ${sealed.key_id}, not the configured SECRETS_KEY (${id})`);
  }
  const decipher = createDecipheriv('aes-256-gcm', key, sealed.nonce);
  decipher.setAAD(Buffer.from(subscriptionId, 'utf8'));
  decipher.setAuthTag(sealed.auth_tag);
  return Buffer.concat([decipher.update(sealed.ciphertext), decipher.final()]).toString('utf8');
}

export async function storeWebhookSecret(db: Queryable, key: SecretsKey, subscriptionId: string, secret: string): Promise<void> {
  const sealed = seal(key, subscriptionId, secret);
  await db.query(`INSERT INTO subscription_secrets (subscription_id, key_id, nonce, ciphertext, auth_tag) VALUES ($1, $2, $3, $4, $5)`, [
    subscriptionId,
    sealed.key_id,
    sealed.nonce,
    sealed.ciphertext,
    sealed.auth_tag,
  ]);
}

/** The plaintext secret that signs the subscription's deliveries; undefined for an unknown id. */
export async function loadWebhookSecret(db: Queryable, key: SecretsKey, subscriptionId: string): Promise<string | undefined> {
  return (await loadWebhookSecrets(db, key, [subscriptionId])).get(subscriptionId);
}

/** The secrets of many subscriptions in one read, by subscription id; unknown ids are left out. */
export async function loadWebhookSecrets(db: Queryable, key: SecretsKey, subscriptionIds: string[]): Promise<Map<string, string>> {
  const { rows } = await db.query(
    `SELECT subscription_id, key_id, nonce, ciphertext, auth_tag FROM subscription_secrets WHERE subscription_id = ANY ($1)`,
    [subscriptionIds],
  );
  return new Map(rows.map((row) => [row.subscription_id, open(key, row.subscription_id, row)]));
}
