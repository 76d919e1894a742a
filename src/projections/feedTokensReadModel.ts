import * as z from 'zod';
import { FEED_TOKEN_EVENT_TYPES, type FeedTokenEvent } from '../domain/feedToken.js';
import { readModel, unixMs, type Queryable } from './readModel.js';

/** Keeps `feed_tokens`, which the feed's admission reads and customers list. */
export const feedTokensReadModel = readModel<FeedTokenEvent>({
  canHandle: FEED_TOKEN_EVENT_TYPES,
  tables: ['feed_tokens'],
  apply: ({ type, data, metadata }, db) => {
    switch (type) {
      case 'FeedTokenIssued':
        return db.query(
          `INSERT INTO feed_tokens (id, customer_id, digest, hint, label, created_at, last_global_position)
           VALUES ($1, $2, $3, $4, $5, $6, $7) ON CONFLICT (id) DO NOTHING`,
          [data.feedTokenId, data.customerId, data.tokenDigest, data.tokenHint, data.label, data.issuedAt, metadata.globalPosition],
        );
      case 'FeedTokenRevoked':
        return db.query(`UPDATE feed_tokens SET revoked_at = $2, last_global_position = $3 WHERE id = $1 AND last_global_position < $3`, [
          data.feedTokenId,
          data.revokedAt,
          metadata.globalPosition,
        ]);
    }
  },
});

/** A feed token as listed: never the token, only its hint. */
export const FeedTokenResource = z
  .object({
    id: z.string().meta({ example: 'ftk_Jd2kq3n0v9sP1xWc7mYbAg' }),
    hint: z.string().meta({ description: 'The token’s prefix and last four characters', example: 'feed_…3f9a' }),
    label: z.string().nullable(),
    created_at: z.number().int().meta({ description: 'Unix ms' }),
    revoked_at: z.number().int().nullable().meta({ description: 'Unix ms; null while the token opens its feed' }),
  })
  .meta({ id: 'FeedToken' });
export type FeedTokenView = z.infer<typeof FeedTokenResource> & { customer_id: string };

const COLUMNS = `id, customer_id, hint, label, ${unixMs('created_at')} AS created_at, ${unixMs('revoked_at')} AS revoked_at`;

/** The customer's tokens, revoked ones included unless `activeOnly`; every customer's when `customerId` is null (operators). */
export async function listFeedTokens(db: Queryable, customerId: string | null, activeOnly = false): Promise<FeedTokenView[]> {
  const { rows } = await db.query(
    `SELECT ${COLUMNS} FROM feed_tokens WHERE ($1::text IS NULL OR customer_id = $1) ${activeOnly ? 'AND revoked_at IS NULL' : ''}
     ORDER BY created_at, id`,
    [customerId],
  );
  return rows;
}

export async function findFeedToken(db: Queryable, id: string): Promise<FeedTokenView | undefined> {
  const { rows } = await db.query(`SELECT ${COLUMNS} FROM feed_tokens WHERE id = $1`, [id]);
  return rows[0];
}
