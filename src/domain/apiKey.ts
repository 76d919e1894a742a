import { createHash, randomBytes } from 'node:crypto';

export const API_KEY_PREFIX = 'regfeed_';
const API_KEY_PATTERN = /^regfeed_[0-9a-f]{64}$/;

/** What the service keeps of a key: its SHA-256 digest and a hint for people to tell keys apart. */
export type StoredKey = { keyDigest: string; keyHint: string };

export const isWellFormedApiKey = (candidate: string): boolean => API_KEY_PATTERN.test(candidate);

export const digestApiKey = (apiKey: string): string => createHash('sha256').update(apiKey, 'ascii').digest('hex');

/** A fresh key: the plaintext goes to the customer once; only `stored` is ever persisted. */
export function generateApiKey(): { apiKey: string; stored: StoredKey } {
  const apiKey = `${API_KEY_PREFIX}${randomBytes(32).toString('hex')}`;
  return { apiKey, stored: { keyDigest: digestApiKey(apiKey), keyHint: `${API_KEY_PREFIX}…${apiKey.slice(-4)}` } };
}
