import { createHash, randomBytes } from 'node:crypto';
import type pg from 'pg';

export const SESSION_HOURS = 12;

export type PortalSession = { keyDigest: string; csrfToken: string };

const digest = (token: string) => createHash('sha256').update(token).digest('hex');
export const randomToken = () => randomBytes(32).toString('base64url');

/** Starts a session for an API key's digest; the token returned goes to the browser, only its digest is stored. */
export async function startSession(pool: pg.Pool, keyDigest: string): Promise<string> {
  const token = randomToken();
  // Ended sessions are swept as new ones start, so the table holds at most 12 hours of sign-ins.
  await pool.query('DELETE FROM portal_sessions WHERE expires_at < now()');
  await pool.query(
    `INSERT INTO portal_sessions (token_digest, key_digest, csrf_token, expires_at) VALUES ($1, $2, $3, now() + make_interval(hours => $4))`,
    [digest(token), keyDigest, randomToken(), SESSION_HOURS],
  );
  return token;
}

export async function findSession(pool: pg.Pool, token: string): Promise<PortalSession | undefined> {
  const { rows } = await pool.query('SELECT key_digest, csrf_token FROM portal_sessions WHERE token_digest = $1 AND expires_at > now()', [
    digest(token),
  ]);
  return rows[0] && { keyDigest: rows[0].key_digest, csrfToken: rows[0].csrf_token };
}

export async function endSession(pool: pg.Pool, token: string): Promise<void> {
  await pool.query('DELETE FROM portal_sessions WHERE token_digest = $1', [digest(token)]);
}
