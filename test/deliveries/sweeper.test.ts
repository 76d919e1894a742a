import test from 'ava';
import { handleDeliveryCommands } from '../../src/delivery/deliveryBatch.js';
import { jobKeys, QUEUES } from '../../src/delivery/deliveryReactions.js';
import { fanOut } from '../../src/delivery/fanOut.js';
import { sweep } from '../../src/delivery/sweeper.js';
import { deliveryIdFor } from '../../src/domain/delivery.js';
import { ingestEvent } from '../../src/ingestion/ingest.js';
import { createLogger } from '../../src/runtime/logger.js';
import { jobIdFor } from '../../src/runtime/outbox.js';
import { eventInput } from '../support/events.js';
import { startTestService } from '../support/service.js';

test('the sweeper re-sends an overdue retry whose job went missing, and leaves first attempts to the due table', async (t) => {
  // No workers: no relay moves the retry's reaction into a job, so the job is missing.
  const api = await startTestService({ WEBHOOK_ALLOW_PRIVATE_TARGETS: 'true' }, 'api');
  t.teardown(api.stop);
  const { pool, eventStore } = api.backend;
  await api.boss.createQueue(QUEUES.attempt);
  const { apiKey } = await api.createCustomer('Team');
  const subscriptionIds: string[] = [];
  for (const path of ['retried', 'first']) {
    const json = { webhook_url: `http://127.0.0.1:9/${path}`, topics: ['gpai'], source_filter: ['ep'] };
    const response = await api.request('/v1/subscriptions', { method: 'POST', apiKey, json });
    subscriptionIds.push((await response.json()).subscription.id);
  }
  const { id: eventId } = await ingestEvent(api.backend, eventInput({ source_id: 'ep' }));
  const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000);
  // Both started ten minutes ago: the first attempt of each was due then.
  t.like(await fanOut({ pool, eventStore }, eventId!, 1, { now: minutesAgo(10) }), { started: 2 });
  const [retried, first] = subscriptionIds.map((id) => deliveryIdFor(eventId!, 1, id)) as [string, string];
  // The first attempt of one failed nine minutes ago; its retry was due a minute later.
  await handleDeliveryCommands({ eventStore, pool }, [
    {
      type: 'RecordAttempt',
      data: {
        deliveryId: retried,
        attempt: 1,
        succeeded: false,
        statusCode: 500,
        error: 'HTTP 500',
        durationMs: 3,
        retrySchedule: [60_000],
        retryAfterMs: null,
      },
      metadata: { now: minutesAgo(9) },
    },
  ]);

  await sweep({ pool, boss: api.boss, log: createLogger('silent') });
  const job = async (deliveryId: string, attempt: number) =>
    api.boss.getJobById(QUEUES.attempt, jobIdFor(jobKeys.attempt(deliveryId, attempt)));
  t.like(await job(retried, 2), { data: { deliveryId: retried, attempt: 2 } });
  t.is(await job(first, 1), null);
});
