import test from 'ava';
import { onboardCustomer } from '../../src/application/customerCommands.js';
import { loadConfig } from '../../src/config.js';
import { ingestEvent } from '../../src/ingestion/ingest.js';
import { createLogger } from '../../src/runtime/logger.js';
import { openBackend, type Backend } from '../../src/services/service.js';
import { eventInput } from '../support/events.js';
import { startOwnPostgres } from '../support/postgresServer.js';
import { eventually, startReceiver } from '../support/receiver.js';
import { serve, type Serve } from '../support/serveProcess.js';

// The service runs as `regfeed serve` on a PostgreSQL of this file's own, which the tests stop and
// start under a fan-out and API traffic.
const SUBSCRIPTIONS = 200;

let postgres: Awaited<ReturnType<typeof startOwnPostgres>>;
let service: Serve;
let backend: Backend;
let receiver: Awaited<ReturnType<typeof startReceiver>>;
let apiKey: string;

test.before(async () => {
  postgres = await startOwnPostgres();
  receiver = await startReceiver(() => ({ status: 200, delayMs: 150 }));
  service = await serve([], {
    DATABASE_URL: postgres.url,
    WEBHOOK_ALLOW_PRIVATE_TARGETS: 'true',
    DELIVERY_RETRY_SCHEDULE: '200ms,200ms,200ms,200ms,200ms',
    DELIVERY_TIMEOUT_MS: '2000',
    DELIVERY_CONCURRENCY: '16',
    JOB_MAINTENANCE_INTERVAL: '1s',
  });
  backend = await openBackend(loadConfig({ DATABASE_URL: postgres.url, SOURCE_FETCH_ENABLED: 'false' }), createLogger('silent'));
  ({ apiKey } = await onboardCustomer(backend.eventStore, {
    email: 'outage@example.org',
    tier: 'Embedded',
    customQuotas: { apiRequestsPerDay: 1_000_000, deliveriesPerMonth: 1_000_000 },
  }));
  for (let i = 0; i < SUBSCRIPTIONS; i++) {
    const response = await request('/v1/subscriptions', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ webhook_url: `${receiver.url}?${i}`, topics: ['gpai'], source_filter: ['ep'] }),
    });
    if (response.status !== 201) throw new Error(`subscription ${i}: ${response.status}`);
  }
});

test.after.always(async () => {
  service?.child.kill('SIGKILL');
  await backend?.close().catch(() => {});
  await receiver?.close();
  await postgres?.remove();
});

const request = (pathname: string, init: RequestInit = {}) =>
  fetch(`${service.url}${pathname}`, {
    ...init,
    headers: { Authorization: `Bearer ${apiKey}`, ...(init.headers as Record<string, string>) },
  });

type Answer = { status: number; ms: number; retryAfter: string | null; error?: string };

/** GET /v1/events in a loop until stopped, as a customer's tool would; each answer's status and time. */
function apiTraffic() {
  const answers: Answer[] = [];
  let running = true;
  const loop = (async () => {
    while (running) {
      const started = Date.now();
      const answer: Answer = await request('/v1/events?limit=5').then(
        async (response) => ({
          status: response.status,
          ms: Date.now() - started,
          retryAfter: response.headers.get('retry-after'),
          error: response.status === 200 ? undefined : (await response.json()).error,
        }),
        () => ({ status: 0, ms: Date.now() - started, retryAfter: null }),
      );
      answers.push(answer);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  })();
  return {
    answers,
    stop: () => {
      running = false;
      return loop.then(() => answers);
    },
  };
}

/** Ingests an event for every subscription and waits until some of its deliveries arrived. */
async function fanOutUnderway(): Promise<string> {
  const before = receiver.received.length;
  const { id } = await ingestEvent(backend, eventInput({ source_id: 'ep' }));
  if (!id) throw new Error('the event was not ingested');
  await eventually(() => (receiver.received.length >= before + 20 ? true : undefined), 30_000, 'the fan-out to begin');
  return id;
}

const deliveredOf = async (eventId: string) => {
  const { rows } = await backend.pool.query(`SELECT status, count(*)::int AS n FROM deliveries WHERE event_id = $1 GROUP BY status`, [
    eventId,
  ]);
  const byStatus = Object.fromEntries(rows.map((r: { status: string; n: number }) => [r.status, r.n]));
  return byStatus.delivered === SUBSCRIPTIONS ? byStatus : undefined;
};

const receivedOf = (eventId: string) =>
  new Set(receiver.received.filter((r) => r.headers['x-service-event'] === eventId).map((r) => r.headers['x-service-delivery']));

test.serial('an immediate shutdown of PostgreSQL mid fan-out: the process stays up, serves again and delivers everything', async (t) => {
  const eventId = await fanOutUnderway();
  const traffic = apiTraffic();
  await postgres.stopImmediately();
  await new Promise((resolve) => setTimeout(resolve, 2_000));
  t.is(service.child.exitCode, null, 'the process is still running while PostgreSQL is down');
  await postgres.start();

  t.deepEqual(await eventually(() => deliveredOf(eventId), 90_000, 'every delivery delivered'), { delivered: SUBSCRIPTIONS });
  t.is(receivedOf(eventId).size, SUBSCRIPTIONS);
  const answers = await traffic.stop();
  t.true(
    answers.every((a) => a.status === 200 || (a.status === 503 && a.error === 'unavailable')),
    JSON.stringify(answers.filter((a) => a.status !== 200 && a.status !== 503)),
  );
  t.is(answers.at(-1)?.status, 200, 'the API serves again');
  t.is(service.child.exitCode, null);
});

test.serial('a 30-second outage: prompt 503s with Retry-After, health 503, then the same process finishes the fan-out', async (t) => {
  const eventId = await fanOutUnderway();
  const traffic = apiTraffic();
  await postgres.stop();
  const downAt = Date.now();
  // Give the service a moment to notice, then look at what customers get.
  await new Promise((resolve) => setTimeout(resolve, 3_000));
  const health = await fetch(`${service.url}/v1/health`);
  t.is(health.status, 503);
  t.like(await health.json(), { error: 'unavailable', details: {} });
  t.truthy(health.headers.get('retry-after'));
  await new Promise((resolve) => setTimeout(resolve, 30_000 - (Date.now() - downAt)));
  t.is(service.child.exitCode, null, 'the process stayed up through 30 seconds without its database');
  const during = traffic.answers.filter((a) => a.status !== 200);
  await postgres.start();
  const upAt = Date.now();

  await eventually(async () => ((await fetch(`${service.url}/v1/health`)).status === 200 ? true : undefined), 30_000, 'health 200 again');
  const healthyAfter = Date.now() - upAt;
  t.deepEqual(await eventually(() => deliveredOf(eventId), 90_000, 'every delivery delivered'), { delivered: SUBSCRIPTIONS });
  t.log(
    `${during.length} requests refused during the outage, slowest ${Math.max(...during.map((a) => a.ms))} ms; ` +
      `health 200 ${healthyAfter} ms after PostgreSQL was back; all ${SUBSCRIPTIONS} delivered ${Date.now() - upAt} ms after`,
  );
  const answers = await traffic.stop();
  t.is(answers.at(-1)?.status, 200, 'the API serves again');
  t.true(during.length > 100, `${during.length} requests during the outage`);
  for (const answer of during) {
    t.is(answer.status, 503);
    t.is(answer.error, 'unavailable');
    t.is(answer.retryAfter, '5');
  }
  // Prompt: a refusal never waits on the database (the first few may be in flight as it goes).
  const slow = during.filter((a) => a.ms > 1_000);
  t.true(slow.length <= 3, `${slow.length} answers took more than a second: ${slow.map((a) => a.ms).join(', ')}`);
  t.is(receivedOf(eventId).size, SUBSCRIPTIONS);
  t.is(service.child.exitCode, null);
});
