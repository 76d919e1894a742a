import type PgBoss from 'pg-boss';
import type pg from 'pg';
import { newId } from '../domain/ids.js';
import { noticesDue } from '../domain/operationalNotice.js';
import type { Mailer } from '../runtime/mailer.js';
import { inTransaction, lockForTransaction } from '../runtime/sql.js';
import { systemClock, type Clock } from './clock.js';
import { renderOperationalMessage } from './operationalMessage.js';
import { createMailQueue, describeSendError } from './welcomeMail.js';

// Operational e-mail goes through a mail outbox as the welcome message does: a check turns the
// subscriptions' delivery health (kept by the deliveries' projection) into `operational_messages`
// rows and their pg-boss jobs in one transaction, together with what the customer has then been
// told; a worker sends each message.

export const OPERATIONAL_MAIL_QUEUE = 'operational-mail';
type OperationalMailJob = { messageId: string };

/** The welcome message's retries: about one to two hours of an SMTP outage are ridden out. */
export const createOperationalMailQueue = (boss: PgBoss): Promise<void> => createMailQueue(boss, OPERATIONAL_MAIL_QUEUE);

export type OperationalMailContext = { pool: pg.Pool; boss: PgBoss; baseUrl: string; supportEmail: string | undefined };

type DueRow = {
  subscription_id: string;
  customer_id: string;
  gave_up_total: number;
  recoveries_total: number;
  last_gave_up_at: string | null;
  last_recovered_at: string | null;
  gave_up_notified: number | null;
  recoveries_notified: number | null;
  last_gave_up_notice_at: string | null;
  email: string;
  operational_mail: boolean;
  webhook_url: string;
};

const msOrNull = (value: string | null) => (value === null ? null : Number(value));

/**
 * Queues the operational messages due now. One check at a time across processes (an advisory lock);
 * the messages, their jobs and what has been told commit together, so a crash sends nothing twice
 * and loses nothing. Returns how many messages were queued.
 */
export async function checkOperationalNotices(context: OperationalMailContext, clock: Clock = systemClock): Promise<number> {
  const now = clock().getTime();
  return inTransaction(context.pool, async (client) => {
    await lockForTransaction(client, 'operational-notices');
    const { rows } = await client.query<DueRow>(
      `SELECT h.subscription_id, h.customer_id, h.gave_up_total, h.recoveries_total, h.last_gave_up_at::text, h.last_recovered_at::text,
              n.gave_up_notified, n.recoveries_notified, n.last_gave_up_notice_at::text, c.email, c.operational_mail, s.webhook_url
       FROM subscription_delivery_health h
       JOIN customers c ON c.id = h.customer_id
       JOIN subscriptions s ON s.id = h.subscription_id
       LEFT JOIN operational_notices n ON n.subscription_id = h.subscription_id
       WHERE h.recoveries_total > coalesce(n.recoveries_notified, 0)
          OR (h.gave_up_total > coalesce(n.gave_up_notified, 0) AND (n.last_gave_up_notice_at IS NULL OR n.last_gave_up_notice_at <= $1))
       ORDER BY h.subscription_id`,
      [now - 24 * 60 * 60 * 1000],
    );
    let queued = 0;
    for (const row of rows) {
      const { notices, sent } = noticesDue(
        {
          gaveUpTotal: row.gave_up_total,
          recoveriesTotal: row.recoveries_total,
          lastGaveUpAt: msOrNull(row.last_gave_up_at),
          lastRecoveredAt: msOrNull(row.last_recovered_at),
        },
        {
          gaveUpNotified: row.gave_up_notified ?? 0,
          recoveriesNotified: row.recoveries_notified ?? 0,
          lastGaveUpNoticeAt: msOrNull(row.last_gave_up_notice_at),
        },
        { now, enabled: row.operational_mail },
      );
      for (const notice of notices) {
        const { subject, text } = renderOperationalMessage({
          notice,
          subscriptionId: row.subscription_id,
          webhookUrl: row.webhook_url,
          customerId: row.customer_id,
          baseUrl: context.baseUrl,
          supportEmail: context.supportEmail,
        });
        const messageId = newId('msg');
        await client.query(
          `INSERT INTO operational_messages (id, customer_id, subscription_id, kind, recipient, subject, body, status, created_at)
           VALUES ($1, $2, $3, $4, $5, $6, $7, 'pending', to_timestamp($8 / 1000.0))`,
          [messageId, row.customer_id, row.subscription_id, notice.kind, row.email, subject, text, now],
        );
        const job: OperationalMailJob = { messageId };
        const jobId = await context.boss.send(OPERATIONAL_MAIL_QUEUE, job, {
          db: { executeSql: (sql, values) => client.query(sql, values) },
        });
        if (!jobId) throw new Error(`pg-boss did not queue the operational message: does the ${OPERATIONAL_MAIL_QUEUE} queue exist?`);
        queued += 1;
      }
      await client.query(
        `INSERT INTO operational_notices (subscription_id, gave_up_notified, recoveries_notified, last_gave_up_notice_at)
         VALUES ($1, $2, $3, $4)
         ON CONFLICT (subscription_id) DO UPDATE SET gave_up_notified = $2, recoveries_notified = $3, last_gave_up_notice_at = $4`,
        [row.subscription_id, sent.gaveUpNotified, sent.recoveriesNotified, sent.lastGaveUpNoticeAt],
      );
    }
    return queued;
  });
}

/** One attempt to send a queued message; the row stays locked meanwhile, so a retry cannot send it alongside. */
export async function sendOperationalMessage(
  { pool, mailer }: { pool: pg.Pool; mailer: Mailer },
  messageId: string,
  { finalAttempt }: { finalAttempt: boolean },
): Promise<void> {
  const failed = await inTransaction(pool, async (client): Promise<{ error: unknown } | undefined> => {
    const { rows } = await client.query(`SELECT recipient, subject, body, status FROM operational_messages WHERE id = $1 FOR UPDATE`, [
      messageId,
    ]);
    const message = rows[0];
    if (message?.status !== 'pending') return undefined;
    try {
      const sentVia = await mailer.send({ to: message.recipient, subject: message.subject, text: message.body });
      await client.query(
        `UPDATE operational_messages SET status = 'sent', attempts = attempts + 1, sent_via = $2, finished_at = now() WHERE id = $1`,
        [messageId, sentVia],
      );
      return undefined;
    } catch (error) {
      await client.query(
        `UPDATE operational_messages SET attempts = attempts + 1, last_error = $2, status = $3,
                finished_at = CASE WHEN $3 = 'failed' THEN now() END WHERE id = $1`,
        [messageId, describeSendError(error), finalAttempt ? 'failed' : 'pending'],
      );
      return { error };
    }
  });
  if (failed) throw failed.error;
}

export type OperationalMessageView = {
  id: string;
  subscription_id: string;
  kind: 'gave_up' | 'recovered';
  recipient: string;
  subject: string;
  status: 'pending' | 'sent' | 'failed';
  attempts: number;
  last_error: string | null;
};

export async function listOperationalMessages(pool: pg.Pool, customerId: string): Promise<OperationalMessageView[]> {
  const { rows } = await pool.query(
    `SELECT id, subscription_id, kind, recipient, subject, status, attempts, last_error FROM operational_messages
     WHERE customer_id = $1 ORDER BY created_at, id`,
    [customerId],
  );
  return rows;
}
