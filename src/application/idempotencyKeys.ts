import type { Queryable } from '../projections/readModel.js';
import { open, seal, type SecretsKey } from './subscriptionSecrets.js';

/** How long a key's answer is kept (decisions.md, "Idempotency"). */
export const IDEMPOTENCY_TTL_MS = 24 * 60 * 60 * 1000;

export type StoredAnswer = { status: number; body: unknown };
/** What a keyed request finds: it runs (`claimed`), or another with the key ran or runs. */
export type KeyClaim =
  | { state: 'claimed' }
  | { state: 'other_request' }
  | { state: 'running' }
  | { state: 'answered'; answer: StoredAnswer };

const associatedData = (customerId: string, key: string) => `idempotency:${customerId}:${key}`;

/**
 * Claims the key for this request, or says what holds it. The primary key makes the claim atomic:
 * of concurrent repeats exactly one inserts. Expired rows are erased first.
 */
export async function claimIdempotencyKey(
  db: Queryable,
  secretsKey: SecretsKey,
  claim: { customerId: string; key: string; requestHash: string },
): Promise<KeyClaim> {
  await db.query('DELETE FROM idempotency_keys WHERE expires_at < now()');
  const { rowCount } = await db.query(
    `INSERT INTO idempotency_keys (customer_id, key, request_hash, expires_at) VALUES ($1, $2, $3, now() + $4 * interval '1 millisecond')
     ON CONFLICT DO NOTHING`,
    [claim.customerId, claim.key, claim.requestHash, IDEMPOTENCY_TTL_MS],
  );
  if (rowCount === 1) return { state: 'claimed' };
  const { rows } = await db.query(
    'SELECT request_hash, status, key_id, nonce, ciphertext, auth_tag FROM idempotency_keys WHERE customer_id = $1 AND key = $2',
    [claim.customerId, claim.key],
  );
  const row = rows[0];
  // Erased between the insert and the read: the caller tries again.
  if (!row) return { state: 'running' };
  if (row.request_hash !== claim.requestHash) return { state: 'other_request' };
  if (row.status === null) return { state: 'running' };
  return {
    state: 'answered',
    answer: { status: row.status, body: JSON.parse(open(secretsKey, associatedData(claim.customerId, claim.key), row)) },
  };
}

/** Keeps the answer of the request that claimed the key, sealed. */
export async function storeIdempotentAnswer(
  db: Queryable,
  secretsKey: SecretsKey,
  claim: { customerId: string; key: string },
  answer: StoredAnswer,
): Promise<void> {
  const sealed = seal(secretsKey, associatedData(claim.customerId, claim.key), JSON.stringify(answer.body));
  await db.query(
    `UPDATE idempotency_keys SET status = $3, key_id = $4, nonce = $5, ciphertext = $6, auth_tag = $7 WHERE customer_id = $1 AND key = $2`,
    [claim.customerId, claim.key, answer.status, sealed.key_id, sealed.nonce, sealed.ciphertext, sealed.auth_tag],
  );
}

/** Frees the key of a request that failed, so that a repeat runs it again. */
export async function releaseIdempotencyKey(db: Queryable, claim: { customerId: string; key: string }): Promise<void> {
  await db.query('DELETE FROM idempotency_keys WHERE customer_id = $1 AND key = $2 AND status IS NULL', [claim.customerId, claim.key]);
}
