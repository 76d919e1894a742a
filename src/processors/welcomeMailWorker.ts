import type PgBoss from 'pg-boss';
import type { Logger } from 'pino';
import { sendWelcomeMessage, WELCOME_MAIL_QUEUE, type WelcomeMailContext } from '../application/welcomeMail.js';

// A pg-boss 10 worker takes one batch per polling interval even with a backlog, and a failure fails
// its whole batch: several single-job workers keep a burst of checkouts moving, each job on its own.
const WORKERS = 4;

/** Sends queued welcome messages; a failed send throws, and pg-boss retries it with backoff. */
export async function startWelcomeMail(boss: PgBoss, context: WelcomeMailContext, log: Logger): Promise<void> {
  for (let worker = 0; worker < WORKERS; worker++) {
    await boss.work<{ messageId: string }>(WELCOME_MAIL_QUEUE, { includeMetadata: true, pollingIntervalSeconds: 0.5 }, async ([job]) => {
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
    });
  }
}
