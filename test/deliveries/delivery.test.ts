import test from 'ava';
import { createHmac } from 'node:crypto';
import { Webhook } from 'standardwebhooks';
import { changeCustomer } from '../../src/application/customerCommands.js';
import { subscriptionHistory } from '../../src/application/subscriptionCommands.js';
import { WebhookPayload } from '../../src/domain/webhookPayload.js';
import { ingestEvent } from '../../src/ingestion/ingest.js';
import type { EventInput } from '../../src/ingestion/eventInput.js';
import { regfeed } from '../support/cli.js';
import { eventInput } from '../support/events.js';
import { eventually, startReceiver, type Received } from '../support/receiver.js';
import { startTestService, type TestService } from '../support/service.js';

const SCHEDULE = [60, 120, 180, 240, 300];
let service: TestService;
test.before(async () => {
  service = await startTestService({
    WEBHOOK_ALLOW_PRIVATE_TARGETS: 'true',
    DELIVERY_RETRY_SCHEDULE: SCHEDULE.map((ms) => `${ms}ms`).join(','),
    DELIVERY_TIMEOUT_MS: '2000', // short enough for the hang case, long enough for a loaded CI machine,
    JOB_MAINTENANCE_INTERVAL: '1s',
  });
});
test.after.always(() => service?.stop());

/**
 * A customer whose subscriptions listen to one source only: tests run side by side, and each ingests
 * its events from its own source, so no test sees another's deliveries.
 */
async function subscriber(source: string, tier: 'GPAI' | 'Embedded' = 'GPAI') {
  const quotas = tier === 'Embedded' ? { apiRequestsPerDay: 100_000, deliveriesPerMonth: 2 } : null;
  const { apiKey, customerId } = await service.createCustomer(tier, quotas);
  const subscribe = async (webhook_url: string, filters: Record<string, unknown> = {}) => {
    const json = { webhook_url, topics: ['gpai'], source_filter: [source], ...filters };
    const response = await service.request('/v1/subscriptions', { method: 'POST', apiKey, json });
    if (response.status !== 201) throw new Error(`subscribe: ${response.status} ${await response.text()}`);
    return (await response.json()).subscription as { id: string; webhook_secret: string };
  };
  const ingestOwn = (overrides: Partial<EventInput> = {}) => ingest({ source_id: source, ...overrides });
  return { apiKey, customerId, subscribe, ingest: ingestOwn };
}

const ingest = async (overrides: Partial<EventInput> = {}) => {
  const input = eventInput(overrides);
  const outcome = await ingestEvent(service.backend, input);
  return { id: outcome.id!, input };
};

const forEvent = (received: Received[], eventId: string) => received.filter((r) => JSON.parse(r.body).id === eventId);
const deliveriesOf = async (apiKey: string, query = '') =>
  (await (await service.request(`/v1/deliveries${query}`, { apiKey })).json()).deliveries;
/** The delivery of an event once it has the status, if it has. */
const deliveryWithStatus = async (apiKey: string, status: string, eventId: string) =>
  (await deliveriesOf(apiKey, `?status=${status}`)).find((d: { event_id: string }) => d.event_id === eventId);

test('a matching event is delivered once, POSTed as signed JSON that independent verifiers accept', async (t) => {
  const receiver = await startReceiver();
  t.teardown(receiver.close);
  const { subscribe, apiKey, ingest } = await subscriber('ai-office');
  const subscription = await subscribe(receiver.url);
  const { id, input } = await ingest({ title_de: 'Leitlinien', summary_de: 'Zusammenfassung' });

  const [request] = await eventually(() => (forEvent(receiver.received, id).length ? forEvent(receiver.received, id) : undefined));
  t.is(request!.method, 'POST');
  t.is(request!.headers['content-type'], 'application/json');
  t.regex(String(request!.headers['user-agent']), /^regfeed-webhooks\//);
  const hex = createHmac('sha256', subscription.webhook_secret).update(request!.body).digest('hex');
  t.is(request!.headers['x-service-signature'], `sha256=${hex}`);
  const verified = new Webhook(Buffer.from(subscription.webhook_secret, 'hex'), { format: 'raw' }).verify(
    request!.body,
    request!.headers as Record<string, string>,
  );
  const payload = JSON.parse(request!.body);
  t.deepEqual(verified, payload);
  t.is(request!.headers['x-service-event'], id);
  t.is(request!.headers['x-service-attempt'], '1');
  t.is(request!.headers['x-service-delivery'], payload.delivery.id);
  t.like(payload, {
    id,
    version: 1,
    type: 'guidance',
    source: 'ai-office',
    topics: ['gpai'],
    severity: 'medium',
    title_en: input.title_en,
    title_de: 'Leitlinien',
    summary_de: 'Zusammenfassung',
    url_official: input.url_official,
    published_at: new Date(input.published_at).toISOString(),
    delivery: { attempt: 1, subscription_id: subscription.id },
  });
  t.regex(payload.ingested_at, /^\d{4}-\d\d-\d\dT/);
  t.regex(payload.disclaimer, /not legal advice/);
  // The schema the OpenAPI document's `webhooks` entry is made from describes every field sent, no more, no fewer.
  t.deepEqual(WebhookPayload.strict().parse(payload), payload);

  const delivered = await eventually(async () => (await deliveriesOf(apiKey)).find((d: { status: string }) => d.status === 'delivered'));
  t.like(delivered, {
    id: payload.delivery.id,
    subscription_id: subscription.id,
    event_id: id,
    event_version: 1,
    attempts: 1,
    last_response_status: 204,
  });
  const sub = await (await service.request(`/v1/subscriptions/${subscription.id}`, { apiKey })).json();
  t.true(sub.subscription.last_delivery_at >= delivered.last_attempt_at - 1);
  await new Promise((resolve) => setTimeout(resolve, 300));
  t.is(forEvent(receiver.received, id).length, 1);
});

test('each filter and language decides who gets what', async (t) => {
  const receiver = await startReceiver();
  t.teardown(receiver.close);
  const { subscribe } = await subscriber('cnil');
  const url = (name: string) => `${receiver.url}?${name}`;
  await subscribe(url('other-topic'), { topics: ['sandbox'] });
  await subscribe(url('any-topic'), { topics: ['sandbox', 'transparency'] });
  await subscribe(url('source-match'), { topics: ['transparency'], source_filter: ['edpb', 'cnil'] });
  await subscribe(url('source-miss'), { topics: ['transparency'], source_filter: ['edps'] });
  await subscribe(url('severity-ok'), { topics: ['transparency'], severity_min: 'high' });
  await subscribe(url('severity-too-high'), { topics: ['transparency'], severity_min: 'critical' });
  await subscribe(url('lang-en'), { topics: ['transparency'], language: 'en' });
  await subscribe(url('lang-de'), { topics: ['transparency'], language: 'de' });
  const { id } = await ingest({ source_id: 'cnil', topics: ['transparency', 'national-fr'], severity: 'high', title_de: 'Titel' });

  const expected = ['any-topic', 'source-match', 'severity-ok', 'lang-en', 'lang-de'];
  await eventually(() => (forEvent(receiver.received, id).length >= expected.length ? true : undefined));
  await new Promise((resolve) => setTimeout(resolve, 300));
  const names = new Map(forEvent(receiver.received, id).map((r) => [r.url.split('?')[1] ?? '', r]));
  t.is(forEvent(receiver.received, id).length, expected.length);
  t.deepEqual([...names.keys()].sort(), [...expected].sort());
  const text = (name: string) => {
    const p = JSON.parse(names.get(name)!.body);
    return Object.fromEntries(['title_en', 'title_de', 'summary_en', 'summary_de'].filter((k) => k in p).map((k) => [k, p[k]]));
  };
  t.deepEqual(Object.keys(text('lang-en')), ['title_en', 'summary_en']);
  t.deepEqual(text('lang-de'), { title_de: 'Titel', summary_de: eventInput().summary_en });
  t.deepEqual(Object.keys(text('any-topic')), ['title_en', 'title_de', 'summary_en']);
});

test('a receiver that always fails gets exactly 6 attempts on schedule, then the delivery has given up', async (t) => {
  const receiver = await startReceiver(() => 500);
  t.teardown(receiver.close);
  const { subscribe, apiKey, ingest } = await subscriber('ai-board');
  await subscribe(receiver.url);
  const { id } = await ingest();

  const gaveUp = await eventually(() => deliveryWithStatus(apiKey, 'gave_up', id));
  t.like(gaveUp, { status: 'gave_up', attempts: 6, last_response_status: 500, next_attempt_at: null });
  const attempts = forEvent(receiver.received, id);
  t.deepEqual(
    attempts.map((r) => r.headers['x-service-attempt']),
    ['1', '2', '3', '4', '5', '6'],
  );
  for (const [i, r] of attempts.slice(1).entries()) t.true(r.at - attempts[i]!.at >= SCHEDULE[i]! - 5, `gap before attempt ${i + 2}`);
  t.is(new Set(attempts.map((r) => r.headers['x-service-delivery'])).size, 1);

  const detail = await (await service.request(`/v1/deliveries/${gaveUp.id}`, { apiKey })).json();
  t.deepEqual(
    detail.attempts.map((a: { attempt: number; succeeded: boolean; response_status: number }) => [
      a.attempt,
      a.succeeded,
      a.response_status,
    ]),
    [
      [1, false, 500],
      [2, false, 500],
      [3, false, 500],
      [4, false, 500],
      [5, false, 500],
      [6, false, 500],
    ],
  );
  await new Promise((resolve) => setTimeout(resolve, 500));
  t.is(forEvent(receiver.received, id).length, 6, 'no automatic retry from the dead-letter queue');
});

test('a flaky receiver ends delivered', async (t) => {
  const receiver = await startReceiver((all) => (all.length <= 2 ? 503 : 200));
  t.teardown(receiver.close);
  const { subscribe, apiKey, ingest } = await subscriber('gpai-cop');
  await subscribe(receiver.url);
  const { id } = await ingest();
  const delivered = await eventually(() => deliveryWithStatus(apiKey, 'delivered', id));
  t.like(
    delivered,
    { attempts: 3, last_response_status: 200, last_error: null },
    JSON.stringify(receiver.received.map((r) => [r.headers['x-service-attempt'], JSON.parse(r.body).id, r.at])),
  );
});

test('timeouts, redirects, refused connections and resets are failures with their reason', async (t) => {
  const cases = [
    { name: 'timeout', behave: () => 'hang' as const, error: /timeout/ },
    { name: 'redirect', behave: () => ({ status: 302, headers: { Location: 'http://169.254.169.254/' } }), error: /HTTP 302/ },
    { name: 'reset', behave: () => 'reset' as const, error: /socket|ECONNRESET|closed/i },
  ];
  const { subscribe, apiKey, ingest } = await subscriber('ai-content-cop');
  const receivers = await Promise.all(cases.map((c) => startReceiver(c.behave)));
  t.teardown(() => Promise.all(receivers.map((r) => r.close())).then(() => undefined));
  const refused = await startReceiver();
  await refused.close();
  const subscriptions = [...(await Promise.all(receivers.map((r) => subscribe(r.url)))), await subscribe(refused.url)];
  const { id } = await ingest();
  const failedOnce = async () => {
    const all = (await deliveriesOf(apiKey, '?limit=200')).filter(
      (d: { event_id: string; attempts: number }) => d.event_id === id && d.attempts >= 1,
    );
    return all.length === subscriptions.length ? all : undefined;
  };
  const deliveries = await eventually(failedOnce);
  const bySubscription = new Map(deliveries.map((d: { subscription_id: string }) => [d.subscription_id, d]));
  cases.forEach((c, i) => {
    const d = bySubscription.get(subscriptions[i]!.id) as { status: string; last_error: string };
    t.not(d.status, 'delivered', c.name);
    t.regex(d.last_error, c.error, c.name);
  });
  const refusedDelivery = bySubscription.get(subscriptions[3]!.id) as { last_error: string };
  t.regex(refusedDelivery.last_error, /ECONNREFUSED/);
  t.is(receivers[1]!.received.length >= 1, true);
});

test('a disabled subscription gets nothing', async (t) => {
  const receiver = await startReceiver();
  t.teardown(receiver.close);
  const { subscribe, apiKey, ingest } = await subscriber('ai-act-service-desk');
  const subscription = await subscribe(receiver.url);
  t.is((await service.request(`/v1/subscriptions/${subscription.id}`, { method: 'DELETE', apiKey })).status, 200);
  await ingest();
  const control = await startReceiver();
  t.teardown(control.close);
  const controlSubscriber = await subscriber('ec-have-your-say');
  await controlSubscriber.subscribe(control.url);
  const { id: later } = await controlSubscriber.ingest();
  await eventually(() => (forEvent(control.received, later).length ? true : undefined));
  t.is(receiver.received.length, 0);
  t.deepEqual(await deliveriesOf(apiKey), []);
});

test('a new version of an event is delivered again, with its diff', async (t) => {
  const receiver = await startReceiver();
  t.teardown(receiver.close);
  const { subscribe, ingest } = await subscriber('jtc21');
  await subscribe(receiver.url);
  const { id, input } = await ingest();
  await eventually(() => (forEvent(receiver.received, id).length === 1 ? true : undefined));
  await ingestEvent(service.backend, { ...input, severity: 'critical' });
  const requests = await eventually(() => (forEvent(receiver.received, id).length === 2 ? forEvent(receiver.received, id) : undefined));
  const [first, second] = requests.map((r) => JSON.parse(r.body));
  t.is(first.version, 1);
  t.like(second, { version: 2, severity: 'critical', diff_to_previous: 'Severity raised from medium to critical.' });
  t.not(first.delivery.id, second.delivery.id);
});

test('past the monthly quota a delivery is recorded as quota_exceeded and not sent', async (t) => {
  const receiver = await startReceiver();
  t.teardown(receiver.close);
  const { subscribe, apiKey, ingest } = await subscriber('curia', 'Embedded');
  await subscribe(receiver.url);
  const ids = [(await ingest()).id, (await ingest()).id, (await ingest()).id];
  const all = await eventually(async () => {
    const deliveries = await deliveriesOf(apiKey);
    return deliveries.length === 3 && deliveries.filter((d: { status: string }) => d.status === 'delivered').length === 2
      ? deliveries
      : undefined;
  });
  t.is(all.filter((d: { status: string }) => d.status === 'quota_exceeded').length, 1);
  t.is(receiver.received.filter((r) => ids.includes(JSON.parse(r.body).id)).length, 2);
});

test('a suspended customer’s deliveries wait and go out after the restore', async (t) => {
  const receiver = await startReceiver();
  t.teardown(receiver.close);
  const { subscribe, apiKey, customerId, ingest } = await subscriber('ep');
  await subscribe(receiver.url);
  await changeCustomer(service.backend.eventStore, { type: 'SuspendCustomer', data: { customerId, reason: 'test' } });
  const { id } = await ingest();
  await eventually(async () => ((await deliveriesOf(apiKey)).length === 1 ? true : undefined));
  await new Promise((resolve) => setTimeout(resolve, 1_500));
  t.is(forEvent(receiver.received, id).length, 0);
  t.is((await deliveriesOf(apiKey))[0].status, 'pending');
  await changeCustomer(service.backend.eventStore, { type: 'RestoreCustomer', data: { customerId } });
  await eventually(() => (forEvent(receiver.received, id).length === 1 ? true : undefined), 10_000);
  t.pass();
});

test('the test endpoint sends one signed synthetic delivery now and reports how it went', async (t) => {
  const receiver = await startReceiver((all) => (all.length === 1 ? 200 : 500));
  t.teardown(receiver.close);
  const { subscribe, apiKey } = await subscriber('bnetza');
  const subscription = await subscribe(receiver.url);
  const ok = await service.request(`/v1/subscriptions/${subscription.id}/test`, { method: 'POST', apiKey });
  t.is(ok.status, 200);
  const { delivery } = await ok.json();
  t.like(delivery, { status: 'delivered', response_status: 200, error: null });
  t.regex(delivery.id, /^dlv_/);
  const [request] = receiver.received;
  const payload = JSON.parse(request!.body);
  t.like(payload, { source: 'test', severity: 'info', delivery: { id: delivery.id, attempt: 1, subscription_id: subscription.id } });
  t.is(
    request!.headers['x-service-signature'],
    `sha256=${createHmac('sha256', subscription.webhook_secret).update(request!.body).digest('hex')}`,
  );

  const failed = await (await service.request(`/v1/subscriptions/${subscription.id}/test`, { method: 'POST', apiKey })).json();
  t.like(failed.delivery, { status: 'failed', response_status: 500, error: 'HTTP 500' });
  t.deepEqual(await deliveriesOf(apiKey), [], 'test deliveries are not recorded');

  const other = await subscriber('bnetza');
  t.is((await service.request(`/v1/subscriptions/${subscription.id}/test`, { method: 'POST', apiKey: other.apiKey })).status, 404);
  t.is((await service.request('/v1/subscriptions/sub_unknown/test', { method: 'POST', apiKey })).status, 404);
  await service.request(`/v1/subscriptions/${subscription.id}`, { method: 'DELETE', apiKey });
  t.is((await service.request(`/v1/subscriptions/${subscription.id}/test`, { method: 'POST', apiKey })).status, 404);
  t.is(receiver.received.length, 2);
});

test('deliveries are listed only to their customer, filtered and paged', async (t) => {
  const receiver = await startReceiver();
  t.teardown(receiver.close);
  const { subscribe, apiKey, ingest } = await subscriber('de-kimig');
  const first = await subscribe(receiver.url);
  await subscribe(`${receiver.url}?second`);
  await ingest();
  await ingest();
  await eventually(async () => ((await deliveriesOf(apiKey, '?status=delivered')).length === 4 ? true : undefined));
  const onlyFirst = await deliveriesOf(apiKey, `?subscription_id=${first.id}`);
  t.is(onlyFirst.length, 2);
  t.true(onlyFirst.every((d: { subscription_id: string }) => d.subscription_id === first.id));
  const page1 = await (await service.request('/v1/deliveries?limit=3', { apiKey })).json();
  const page2 = await (await service.request(`/v1/deliveries?limit=3&cursor=${page1.next_cursor}`, { apiKey })).json();
  t.is(page1.count, 3);
  t.is(page2.count, 1);
  t.is(page2.next_cursor, null);
  const stranger = await subscriber('de-kimig');
  t.deepEqual(await deliveriesOf(stranger.apiKey), []);
  t.is((await service.request(`/v1/deliveries/${onlyFirst[0].id}`, { apiKey: stranger.apiKey })).status, 404);
  t.is((await service.request('/v1/deliveries?status=lost', { apiKey })).status, 400);
});

test('a delivery whose subscription is disabled before its next attempt is canceled, not sent again', async (t) => {
  const receiver = await startReceiver(() => 500);
  t.teardown(receiver.close);
  const { subscribe, apiKey, ingest } = await subscriber('edps');
  const subscription = await subscribe(receiver.url);
  // Disabled right after the first failure is recorded: whatever attempt comes due next is canceled.
  const { id } = await ingest();
  await eventually(async () => ((await deliveriesOf(apiKey))[0]?.attempts === 1 ? true : undefined));
  await service.request(`/v1/subscriptions/${subscription.id}`, { method: 'DELETE', apiKey });
  const canceled = await eventually(async () => {
    const [delivery] = await deliveriesOf(apiKey);
    return delivery?.status === 'canceled' ? delivery : undefined;
  });
  t.is(canceled.next_attempt_at, null);
  await new Promise((resolve) => setTimeout(resolve, 500));
  t.is(forEvent(receiver.received, id).length, canceled.attempts, 'nothing is sent after the cancel');
});

test('a new subscription gets the event versions recorded after it, not earlier ones', async (t) => {
  const receiver = await startReceiver();
  t.teardown(receiver.close);
  const { subscribe, ingest } = await subscriber('nl-rdi');
  const { id: before } = await ingest();
  await subscribe(receiver.url);
  const { id: after } = await ingest();
  await eventually(() => (forEvent(receiver.received, after).length ? true : undefined));
  await new Promise((resolve) => setTimeout(resolve, 300));
  t.is(forEvent(receiver.received, before).length, 0);
});

test('canceling a customer disables its subscriptions, which then get nothing', async (t) => {
  const receiver = await startReceiver();
  t.teardown(receiver.close);
  const { subscribe, apiKey, customerId, ingest } = await subscriber('nl-ap');
  const subscription = await subscribe(receiver.url);
  await changeCustomer(service.backend.eventStore, { type: 'CancelCustomer', data: { customerId, reason: 'test' } });
  const history = await eventually(async () => {
    const entries = await subscriptionHistory(service.backend.eventStore, subscription.id);
    return entries.length === 2 ? entries : undefined;
  });
  t.like(history[1], { type: 'SubscriptionDisabled', data: { reason: 'customer_canceled' } });
  await ingest();
  await new Promise((resolve) => setTimeout(resolve, 500));
  t.is(receiver.received.length, 0);
  t.is((await service.request('/v1/deliveries', { apiKey })).status, 401, 'the canceled customer’s key is revoked');
});

test('operators list deliveries and replay one delivery’s history from the command line', async (t) => {
  const receiver = await startReceiver((all) => (all.length === 1 ? 500 : 204));
  t.teardown(receiver.close);
  const { subscribe, apiKey, customerId, ingest } = await subscriber('cellar-aiact');
  await subscribe(receiver.url);
  await ingest();
  const [delivery] = await eventually(async () => {
    const deliveries = await deliveriesOf(apiKey, '?status=delivered');
    return deliveries.length === 1 ? deliveries : undefined;
  });
  const env = { DATABASE_URL: service.config.databaseUrl!, LOG_LEVEL: 'warn', SOURCE_FETCH_ENABLED: 'false' };
  const listed = await regfeed(['deliveries', 'list', '--customer', customerId, '--status', 'delivered', '--json'], env);
  t.is(listed.code, 0, listed.stderr);
  t.deepEqual(
    JSON.parse(listed.stdout).deliveries.map((d: { id: string }) => d.id),
    [delivery.id],
  );
  const audit = await regfeed(['audit', 'delivery', delivery.id, '--json'], env);
  t.is(audit.code, 0, audit.stderr);
  const { history } = JSON.parse(audit.stdout);
  t.deepEqual(
    history.map((e: { type: string }) => e.type),
    ['DeliveryStarted', 'DeliveryAttemptFailed', 'DeliveryAttemptSucceeded'],
  );
  // snake_case in a fixed order, as `audit subscription` prints.
  t.deepEqual(Object.keys(history[0].data), ['customer_id', 'subscription_id', 'event_id', 'event_version']);
  t.deepEqual(history[1].data, {
    attempt: 1,
    status_code: 500,
    error: 'HTTP 500',
    duration_ms: history[1].data.duration_ms,
    next_attempt_at: history[1].data.next_attempt_at,
  });
  t.deepEqual(Object.keys(history[1].data), ['attempt', 'status_code', 'error', 'duration_ms', 'next_attempt_at']);
  t.true(Number.isInteger(history[1].data.next_attempt_at));
  t.deepEqual(Object.keys(history[2].data), ['attempt', 'status_code', 'error', 'duration_ms']);
  const human = await regfeed(['audit', 'delivery', delivery.id], env);
  t.regex(human.stdout, /DeliveryAttemptSucceeded/);
  const unknown = await regfeed(['audit', 'delivery', 'dlv_nope'], env);
  t.is(unknown.code, 1);
  t.regex(unknown.stderr, /no delivery with id dlv_nope/);
});
