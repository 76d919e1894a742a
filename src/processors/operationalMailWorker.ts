import type { Logger } from 'pino';
import {
  checkOperationalNotices,
  OPERATIONAL_MAIL_QUEUE,
  sendOperationalMessage,
  type OperationalMailContext,
} from '../application/operationalMail.js';
import type { Mailer } from '../runtime/mailer.js';
import { interruptiblePause } from '../runtime/pause.js';

/**
 * Checks the subscriptions' delivery health every `intervalMs` and sends the operational messages
 * it queues. Several worker processes may run this: the check takes an advisory lock.
 */
export async function startOperationalMail(
  context: OperationalMailContext & { mailer: Mailer; intervalMs: number },
  log: Logger,
): Promise<{ stop: () => Promise<void> }> {
  const { boss, mailer, pool, intervalMs } = context;
  await boss.work<{ messageId: string }>(OPERATIONAL_MAIL_QUEUE, { includeMetadata: true, pollingIntervalSeconds: 0.5 }, async ([job]) => {
    if (!job) return;
    const finalAttempt = job.retryCount >= job.retryLimit;
    try {
      await sendOperationalMessage({ pool, mailer }, job.data.messageId, { finalAttempt });
    } catch (error) {
      log[finalAttempt ? 'error' : 'warn'](
        { messageId: job.data.messageId, attempt: job.retryCount + 1, err: { message: (error as Error)?.message } },
        finalAttempt ? 'operational message given up' : 'operational message not sent; retrying',
      );
      throw error;
    }
  });
  let running = true;
  const { pause, wake } = interruptiblePause();
  const loop = (async () => {
    while (running) {
      try {
        const queued = await checkOperationalNotices(context);
        if (queued) log.info({ queued }, 'operational messages queued');
      } catch (error) {
        // The database may be away for a while: the next round tries again.
        log.warn({ err: { message: (error as Error)?.message } }, 'operational e-mail check failed');
      }
      await pause(intervalMs);
    }
  })();
  return {
    stop: async () => {
      running = false;
      wake();
      await loop;
      await boss.offWork(OPERATIONAL_MAIL_QUEUE);
    },
  };
}
