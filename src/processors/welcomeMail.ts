import type PgBoss from 'pg-boss';
import type { Logger } from 'pino';
import { sendWelcomeMessage, WELCOME_MAIL_QUEUE, type WelcomeMailContext } from '../application/welcomeMail.js';

/** Sends queued welcome messages; a failed send throws, and pg-boss retries it with backoff. */
export async function startWelcomeMail(boss: PgBoss, context: WelcomeMailContext, log: Logger): Promise<void> {
  await boss.work<{ messageId: string }>(
    WELCOME_MAIL_QUEUE,
    { includeMetadata: true, pollingIntervalSeconds: 1 },
    async ([job]) => {
      if (!job) return;
      const { messageId } = job.data;
      const finalAttempt = job.retryCount >= job.retryLimit;
      try {
        await sendWelcomeMessage(context, messageId, { finalAttempt });
      } catch (error) {
        log[finalAttempt ? 'error' : 'warn'](
          { messageId, attempt: job.retryCount + 1, err: { message: (error as Error)?.message } },
          finalAttempt ? 'welcome message given up: rotate the key and hand it over' : 'welcome message not sent; retrying',
        );
        throw error;
      }
    },
  );
}
