// `npm run bench:recovery`: how long POST /v1/subscriptions/{id}/recover holds the request for 1,000
// dead letters (BENCH_DEAD_LETTERS), and how long until every one of them is replayable. Prints
// figures; asserts nothing.
//
// The service runs as the API only, so that no worker attempts anything: the dead letters are made
// by appending each delivery's real history (started, six failed attempts, gave up) through the
// delivery decider.
import { onboardCustomer } from '../src/application/customerCommands.js';
import { createSubscription } from '../src/application/subscriptionCommands.js';
import { loadConfig } from '../src/config.js';
import { handleDeliveryCommands } from '../src/delivery/deliveryBatch.js';
import { deliveryIdFor, MAX_ATTEMPTS, type DeliveryCommand } from '../src/domain/delivery.js';
import { loadSecretsKey } from '../src/application/subscriptionSecrets.js';
import { createLogger } from '../src/runtime/logger.js';
import { startService } from '../src/services/service.js';
import { benchDatabase, machine, percentile } from './bench-support.js';

const DEAD_LETTERS = Number(process.env.BENCH_DEAD_LETTERS ?? 1_000);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const BATCH = 250;

async function main() {
  const { env, cleanup } = await benchDatabase();
  const config = loadConfig({
    ...env,
    PORT: '0',
    LOG_LEVEL: 'error',
    SOURCE_FETCH_ENABLED: 'false',
    WEBHOOK_ALLOW_PRIVATE_TARGETS: 'true',
  });
  const service = await startService(config, 'api', createLogger('error'));
  const { pool, eventStore } = service.backend;
  const secretsKey = loadSecretsKey(config, createLogger('error'));
  try {
    console.log(`recovery of ${DEAD_LETTERS.toLocaleString('en')} dead letters; ${machine()}`);
    const answers: number[] = [];
    const totals: number[] = [];
    for (let round = 1; round <= ROUNDS; round++) {
      const { customerId, apiKey } = await onboardCustomer(eventStore, {
        email: `recovery${round}@example.org`,
        tier: 'Team',
        customQuotas: null,
      });
      const target = {
        webhookUrl: 'http://127.0.0.1:9/hook',
        topics: ['gpai' as const],
        sourceFilter: null,
        severityMin: 'info' as const,
        language: 'both' as const,
      };
      const { subscriptionId } = await createSubscription({ pool, eventStore, secretsKey }, customerId, target);
      const ids = Array.from({ length: DEAD_LETTERS }, (_, i) => deliveryIdFor(`evt_bench_${round}_${i}`, 1, subscriptionId));
      const metadata = () => ({ now: new Date() });
      const steps: ((id: string, i: number) => DeliveryCommand)[] = [
        (deliveryId, i) => ({
          type: 'StartDelivery',
          data: { deliveryId, subscriptionId, customerId, eventId: `evt_bench_${round}_${i}`, eventVersion: 1, withinQuota: true },
          metadata: metadata(),
        }),
        ...Array.from(
          { length: MAX_ATTEMPTS },
          (_, a) =>
            (deliveryId: string): DeliveryCommand => ({
              type: 'RecordAttempt',
              data: {
                deliveryId,
                attempt: a + 1,
                succeeded: false,
                statusCode: 503,
                error: 'HTTP 503',
                durationMs: 3,
                retrySchedule: [1, 1, 1, 1, 1],
              },
              metadata: metadata(),
            }),
        ),
        (deliveryId) => ({ type: 'GiveUp', data: { deliveryId }, metadata: metadata() }),
      ];
      for (const step of steps)
        for (let i = 0; i < ids.length; i += BATCH)
          await handleDeliveryCommands(
            { pool, eventStore },
            ids.slice(i, i + BATCH).map((id, j) => step(id, i + j)),
          );
      const { rows } = await pool.query(`SELECT count(*)::int AS n FROM deliveries WHERE subscription_id = $1 AND status = 'gave_up'`, [
        subscriptionId,
      ]);
      const started = performance.now();
      const response = await fetch(`${service.url}/v1/subscriptions/${subscriptionId}/recover`, {
        method: 'POST',
        headers: { Authorization: `Bearer ${apiKey}`, 'Content-Type': 'application/json' },
        body: JSON.stringify({ since: Date.now() - 3_600_000 }),
      });
      const body = await response.json();
      const answered = performance.now() - started;
      for (;;) {
        const { rows: left } = await pool.query(
          `SELECT count(*)::int AS n FROM deliveries WHERE subscription_id = $1 AND status = 'gave_up'`,
          [subscriptionId],
        );
        if (left[0].n === 0) break;
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      const replayed = performance.now() - started;
      answers.push(answered);
      totals.push(replayed);
      console.log(
        `  round ${round}: ${rows[0].n} gave_up; answered ${response.status} ${JSON.stringify({ recovered: body.recovered })} in ` +
          `${answered.toFixed(0)} ms; all replayable (pending) after ${replayed.toFixed(0)} ms`,
      );
    }
    console.log(
      `\nanswer p50 ${percentile(answers, 50).toFixed(0)} ms; every delivery replayable p50 ${percentile(totals, 50).toFixed(0)} ms`,
    );
  } finally {
    await service.stop();
    await cleanup();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
