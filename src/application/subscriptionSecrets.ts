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

/** A text sealed under SECRETS_KEY, as stored: secrets, and stored answers that carry one. */
export type Sealed = { key_id: string; nonce: Buffer; ciphertext: Buffer; auth_tag: Buffer };

/** The associated data of a subscription's previous secret: a sealed current one does not open as the previous. */
const previousOf = (subscriptionId: string) => `${subscriptionId}#previous`;

export function seal({ id, key }: SecretsKey, associatedData: string, secret: string): Sealed {
  const nonce = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', key, nonce);
  cipher.setAAD(Buffer.from(associatedData, 'utf8'));
  const ciphertext = Buffer.concat([cipher.update(secret, 'utf8'), cipher.final()]);
  return { key_id: id, nonce, ciphertext, auth_tag: cipher.getAuthTag() };
}

export function open({ id, key }: SecretsKey, associatedData: string, sealed: Sealed): string {
  if (sealed.key_id !== id) {
    throw new Error(`the webhook secret of ${associatedData} was sealed with key ${sealed.key_id}, not the configured SECRETS_KEY (${id})`);
  }
  const decipher = createDecipheriv('aes-256-gcm', key, sealed.nonce);
  decipher.setAAD(Buffer.from(associatedData, 'utf8'));
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

/** A subscription's secrets: the current one, and the one a rotation replaced while it still signs. */
export type SigningSecrets = { current: string; previous: { secret: string; expiresAt: number } | null; generation: number };

/** The secrets that sign at `now`, newest first. */
export const liveSecrets = (secrets: SigningSecrets, now = Date.now()): string[] =>
  secrets.previous && secrets.previous.expiresAt > now ? [secrets.current, secrets.previous.secret] : [secrets.current];

/** The secrets that sign the subscription's deliveries; undefined for an unknown id. */
export async function loadWebhookSecret(db: Queryable, key: SecretsKey, subscriptionId: string): Promise<SigningSecrets | undefined> {
  return (await loadWebhookSecrets(db, key, [subscriptionId])).get(subscriptionId);
}

/** The secrets of many subscriptions in one read, by subscription id; unknown ids are left out. */
export async function loadWebhookSecrets(db: Queryable, key: SecretsKey, subscriptionIds: string[]): Promise<Map<string, SigningSecrets>> {
  const { rows } = await db.query(
    `SELECT subscription_id, key_id, nonce, ciphertext, auth_tag, generation, previous_key_id, previous_nonce, previous_ciphertext,
            previous_auth_tag, previous_expires_at::float8 AS previous_expires_at
     FROM subscription_secrets WHERE subscription_id = ANY ($1)`,
    [subscriptionIds],
  );
  return new Map(
    rows.map((row) => [
      row.subscription_id,
      {
        current: open(key, row.subscription_id, row),
        generation: row.generation,
        previous:
          row.previous_ciphertext === null
            ? null
            : {
                secret: open(key, previousOf(row.subscription_id), {
                  key_id: row.previous_key_id,
                  nonce: row.previous_nonce,
                  ciphertext: row.previous_ciphertext,
                  auth_tag: row.previous_auth_tag,
                }),
                expiresAt: row.previous_expires_at,
              },
      },
    ]),
  );
}

/**
 * Makes `secret` the current one; the one it replaces signs too until `previousExpiresAt`. A
 * previous secret still live is dropped: at most two secrets are live.
 */
export async function rotateWebhookSecret(
  db: Queryable,
  key: SecretsKey,
  subscriptionId: string,
  secret: string,
  previousExpiresAt: number,
): Promise<{ previousFingerprint: string }> {
  const current = await loadWebhookSecret(db, key, subscriptionId);
  if (!current) throw new Error(`${subscriptionId} has no secret`);
  const sealed = seal(key, subscriptionId, secret);
  const previous = seal(key, previousOf(subscriptionId), current.current);
  await db.query(
    `UPDATE subscription_secrets SET key_id = $2, nonce = $3, ciphertext = $4, auth_tag = $5, generation = generation + 1,
       previous_key_id = $6, previous_nonce = $7, previous_ciphertext = $8, previous_auth_tag = $9, previous_expires_at = $10
     WHERE subscription_id = $1`,
    [
      subscriptionId,
      sealed.key_id,
      sealed.nonce,
      sealed.ciphertext,
      sealed.auth_tag,
      previous.key_id,
      previous.nonce,
      previous.ciphertext,
      previous.auth_tag,
      previousExpiresAt,
    ],
  );
  return { previousFingerprint: secretFingerprint(current.current) };
}
