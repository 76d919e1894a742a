import { createHash } from 'node:crypto';

/** Where a page ended, in the listing's order: a time (Unix ms) and an id to break ties. */
export type Position = { at: number; id: string };

const fingerprint = (filters: Record<string, unknown>): string =>
  createHash('sha256')
    .update(
      JSON.stringify(
        Object.entries(filters)
          .map(([key, value]) => [key, Array.isArray(value) ? [...value].sort() : (value ?? null)])
          .sort(),
      ),
    )
    .digest('base64url')
    .slice(0, 12);

/**
 * Opaque keyset cursors: the last position served and a fingerprint of the filters it belongs to,
 * so a cursor cannot silently continue another query.
 */
export const Cursor = {
  encode: (position: Position, filters: Record<string, unknown>): string =>
    Buffer.from(JSON.stringify([position.at, position.id, fingerprint(filters)])).toString('base64url'),
  /** The position to continue after, or why the cursor cannot serve these filters. */
  decode: (cursor: string, filters: Record<string, unknown>): Position | { invalid: string } => {
    try {
      const [at, id, print] = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
      // Forged positions (out of range, fractional, NUL in the id) are refused before any query sees them.
      if (!Number.isSafeInteger(at) || typeof id !== 'string' || id.length > 200 || id.includes('\u0000'))
        return { invalid: 'not a cursor this API issued' };
      if (print !== fingerprint(filters)) return { invalid: 'the cursor belongs to other filters; repeat the filters of the first page' };
      return { at, id };
    } catch {
      return { invalid: 'not a cursor this API issued' };
    }
  },
};
