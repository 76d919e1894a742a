import type PgBoss from 'pg-boss';
import type pg from 'pg';
import { newId } from '../domain/ids.js';
import { unixMs, type Queryable } from '../projections/readModel.js';
import type { Mailer } from '../runtime/mailer.js';
import { inTransaction } from '../runtime/sql.js';
import { renderWelcomeMessage } from './welcomeMessage.js';

// The welcome message goes through an outbox: a `welcome_messages` row holds the plaintext key
// until the message is sent (or given up), and the pg-boss job only names that row, because pg-boss
// archives job data and the key must not outlive the message.

export const WELCOME_MAIL_QUEUE = 'welcome-mail';
type WelcomeMailJob = { messageId: string };

/**
 * With a 1 s base and exponential backoff, 12 retries span about one to two hours: enough to ride
 * out an SMTP outage; after that the message is given up and the operator rotates the key.
 */
export const createWelcomeMailQueue = (boss: PgBoss): Promise<void> => createMailQueue(boss, WELCOME_MAIL_QUEUE);

/** A queue of messages to send, with the welcome message's retries (operational e-mail uses it too). */
export async function createMailQueue(boss: PgBoss, name: string): Promise<void> {
  await boss.createQueue(name, {
    name,
    retryLimit: 12,
    retryDelay: 1,
    retryBackoff: true,
    expireInSeconds: 120,
  });
}

/** In the caller's transaction, so that the message and its job exist together or not at all. */
export async function queueWelcomeMessage(
  client: pg.PoolClient,
  boss: PgBoss,
  message: { customerId: string; keyId: string; recipient: string; apiKey: string },
): Promise<string> {
  const messageId = newId('msg');
  await client
    .query(`INSERT INTO welcome_messages (id, customer_id, key_id, recipient, api_key, status) VALUES ($1, $2, $3, $4, $5, 'pending')`, [
      messageId,
      message.customerId,
      message.keyId,
      message.recipient,
      message.apiKey,
    ])
    .catch((error: Error) => {
      // A PostgreSQL error's `detail` can quote the failing row, key included: pass on the message only.
      throw new Error(`could not store the welcome message: ${error.message}`);
    });
  const job: WelcomeMailJob = { messageId };
  const jobId = await boss.send(WELCOME_MAIL_QUEUE, job, { db: { executeSql: (text, values) => client.query(text, values) } });
  if (!jobId) throw new Error(`pg-boss did not queue the welcome message: does the ${WELCOME_MAIL_QUEUE} queue exist?`);
  return messageId;
}

export type WelcomeMailContext = { pool: pg.Pool; mailer: Mailer; baseUrl: string; supportEmail: string | undefined };

/**
 * One attempt. The row stays locked while the message goes out, so an expired job's retry cannot
 * send it a second time alongside. Sent or given up, the key is erased from the row. A key revoked
 * in the meantime (the operator rotated it) is not sent at all.
 */
export async function sendWelcomeMessage(
  context: WelcomeMailContext,
  messageId: string,
  { finalAttempt }: { finalAttempt: boolean },
): Promise<void> {
  // A failed send is recorded (committed) before its error goes on to pg-boss, which retries the job.
  const failed = await inTransaction(context.pool, async (client): Promise<{ error: unknown } | undefined> => {
    const { rows } = await client.query(
      `SELECT m.customer_id, m.recipient, m.api_key, m.status, k.revoked_at, c.tier, c.api_requests_per_day, c.deliveries_per_month, c.max_subscriptions
       FROM welcome_messages m
       LEFT JOIN api_keys k ON k.id = m.key_id
       LEFT JOIN customers c ON c.id = m.customer_id
       WHERE m.id = $1 FOR UPDATE OF m`,
      [messageId],
    );
    const row = rows[0];
    if (row?.status !== 'pending') return undefined;
    if (row.revoked_at) {
      await finish(client, messageId, 'superseded', {});
      return undefined;
    }
    const { subject, text } = renderWelcomeMessage({
      apiKey: row.api_key,
      customerId: row.customer_id,
      tier: row.tier,
      limits: {
        apiRequestsPerDay: row.api_requests_per_day,
        deliveriesPerMonth: row.deliveries_per_month,
        activeSubscriptions: row.max_subscriptions,
      },
      baseUrl: context.baseUrl,
      supportEmail: context.supportEmail,
    });
    let sentVia: string;
    try {
      sentVia = await context.mailer.send({ to: row.recipient, subject, text });
    } catch (error) {
      const lastError = describeSendError(error);
      if (finalAttempt) await finish(client, messageId, 'failed', { lastError });
      else await client.query(`UPDATE welcome_messages SET attempts = attempts + 1, last_error = $2 WHERE id = $1`, [messageId, lastError]);
      return { error };
    }
    await finish(client, messageId, 'sent', { sentVia });
    return undefined;
  });
  if (failed) throw failed.error;
}

function finish(
  client: pg.PoolClient,
  messageId: string,
  status: 'sent' | 'failed' | 'superseded',
  outcome: { sentVia?: string; lastError?: string },
) {
  const attempted = status === 'superseded' ? 0 : 1;
  return client.query(
    `UPDATE welcome_messages
     SET status = $2, api_key = NULL, attempts = attempts + $3, sent_via = $4, last_error = coalesce($5, last_error), finished_at = now()
     WHERE id = $1`,
    [messageId, status, attempted, outcome.sentVia ?? null, outcome.lastError ?? null],
  );
}

/** What the operator sees of a failure; SMTP errors carry the server's answer, never the message. */
export const describeSendError = (error: unknown): string => {
  const { message, response } = error as { message?: string; response?: string };
  return String(response ?? message ?? error).slice(0, 500);
};

// ---------------------------------------------------------------- Queries

export type WelcomeMessageView = {
  id: string;
  recipient: string;
  status: 'pending' | 'sent' | 'failed' | 'superseded';
  attempts: number;
  last_error: string | null;
  sent_via: string | null;
  created_at: number;
  finished_at: number | null;
};

export async function listWelcomeMessages(db: Queryable, customerId: string): Promise<WelcomeMessageView[]> {
  const { rows } = await db.query(
    `SELECT id, recipient, status, attempts, last_error, sent_via,
            ${unixMs('created_at')} AS created_at, ${unixMs('finished_at')} AS finished_at
     FROM welcome_messages WHERE customer_id = $1 ORDER BY created_at, id`,
    [customerId],
  );
  return rows;
}
