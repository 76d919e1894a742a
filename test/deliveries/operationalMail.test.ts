import test from 'ava';
import { checkOperationalNotices } from '../../src/application/operationalMail.js';
import { ingestEvent } from '../../src/ingestion/ingest.js';
import { regfeed } from '../support/cli.js';
import { eventInput } from '../support/events.js';
import { eventually, startReceiver } from '../support/receiver.js';
import { startTestService, type TestService } from '../support/service.js';
import { startSmtpServer, type ReceivedMail, type TestSmtpServer } from '../support/smtp.js';

let smtp: TestSmtpServer;
test.before(async () => {
  smtp = await startSmtpServer();
});
test.after.always(() => smtp?.stop());

const serviceWith = (env: Record<string, string>) =>
  startTestService({
    SMTP_URL: smtp.url,
    WEBHOOK_ALLOW_PRIVATE_TARGETS: 'true',
    DELIVERY_RETRY_SCHEDULE: '20ms,20ms,20ms,20ms,20ms',
    DELIVERY_TIMEOUT_MS: '2000',
    JOB_MAINTENANCE_INTERVAL: '1s',
    ...env,
  });

/** A customer subscribed to one source, with helpers to ingest there and to wait for its deliveries. */
async function subscriber(service: TestService, tier: 'GPAI' | 'Team' | 'Indie', source: string, receiverUrl: string) {
  const { apiKey, customerId } = await service.createCustomer(tier);
  const response = await service.request('/v1/subscriptions', {
    method: 'POST',
    apiKey,
    json: { webhook_url: receiverUrl, topics: ['gpai'], source_filter: [source] },
  });
  const subscriptionId = (await response.json()).subscription.id as string;
  const ingest = async (count: number) => {
    for (let i = 0; i < count; i++) await ingestEvent(service.backend, eventInput({ source_id: source }));
  };
  const settled = (status: string, count: number) =>
    eventually(
      async () => {
        const { deliveries } = await (await service.request(`/v1/deliveries?status=${status}`, { apiKey })).json();
        return deliveries.length === count ? deliveries : undefined;
      },
      20_000,
      `${count} deliveries ${status}`,
    );
  return { customerId, subscriptionId, email: `${tier.toLowerCase()}@example.org`, ingest, settled };
}

const mailTo = (address: string): ReceivedMail[] => smtp.received.filter((mail) => mail.to.includes(address));
const subjectOf = (mail: ReceivedMail) => /^Subject: (.*)$/m.exec(mail.text)?.[1] ?? '';

test('give-ups in a row make one message a day with their count, a recovery one more; a customer switched off hears nothing', async (t) => {
  // The check runs at start-up and then hourly on its own; the test drives it with its own clock.
  const service = await serviceWith({ OPERATIONAL_MAIL_INTERVAL: '1h' });
  t.teardown(() => service.stop());
  let up = false;
  const receiver = await startReceiver(() => (up ? 204 : 500));
  t.teardown(receiver.close);
  const told = await subscriber(service, 'GPAI', 'ai-office', receiver.url);
  const quiet = await subscriber(service, 'Team', 'ec-digital', receiver.url);
  const cli = await regfeed(['customers', 'operational-mail', quiet.customerId, 'off'], {
    DATABASE_URL: service.config.databaseUrl!,
    LOG_LEVEL: 'warn',
    SOURCE_FETCH_ENABLED: 'false',
  });
  t.is(cli.code, 0, cli.stderr);
  t.regex(cli.stdout, /operational e-mail off/);

  const start = Date.now();
  const at = (ms: number) => () => new Date(start + ms);
  const check = (ms: number) =>
    checkOperationalNotices({ pool: service.backend.pool, boss: service.boss, baseUrl: service.url, supportEmail: undefined }, at(ms));
  const HOUR = 3_600_000;

  await told.ingest(4);
  await quiet.ingest(4);
  await told.settled('gave_up', 4);
  await quiet.settled('gave_up', 4);
  t.is(await check(0), 1);
  const first = await smtp.waitFor(told.email);
  t.regex(subjectOf(first), /4 deliveries to 127\.0\.0\.1:\d+ gave up/);
  t.true(first.text.includes(`/v1/subscriptions/${told.subscriptionId}/recover`));

  // More give-ups within 24 hours: no message, however many checks run.
  await told.ingest(2);
  await told.settled('gave_up', 6);
  t.is(await check(HOUR), 0);
  t.is(await check(23 * HOUR), 0);
  // Once the day is over, one message with what gave up since the last one.
  t.is(await check(24 * HOUR + 1), 1);
  t.is(await check(24 * HOUR + 2), 0);
  await eventually(() => (mailTo(told.email).length === 2 ? true : undefined));
  t.regex(subjectOf(mailTo(told.email)[1]!), /2 deliveries to .* gave up/);

  // The receiver is back: after six failed attempts in a row, a success is a recovery.
  up = true;
  await told.ingest(1);
  await quiet.ingest(1);
  await told.settled('delivered', 1);
  await quiet.settled('delivered', 1);
  t.is(await check(25 * HOUR), 1);
  await eventually(() => (mailTo(told.email).length === 3 ? true : undefined));
  t.regex(subjectOf(mailTo(told.email)[2]!), /deliveries to .* work again/);
  t.is(await check(26 * HOUR), 0);
  const shown = await regfeed(['customers', 'show', told.customerId, '--json'], {
    DATABASE_URL: service.config.databaseUrl!,
    LOG_LEVEL: 'warn',
    SOURCE_FETCH_ENABLED: 'false',
  });
  const { operational_messages } = JSON.parse(shown.stdout).customer;
  t.deepEqual(
    operational_messages.map((m: { kind: string; subscription_id: string }) => [m.kind, m.subscription_id]),
    [
      ['gave_up', told.subscriptionId],
      ['gave_up', told.subscriptionId],
      ['recovered', told.subscriptionId],
    ],
  );

  // Switched on again, the customer switched off hears of nothing that happened meanwhile.
  await regfeed(['customers', 'operational-mail', quiet.customerId, 'on'], {
    DATABASE_URL: service.config.databaseUrl!,
    LOG_LEVEL: 'warn',
    SOURCE_FETCH_ENABLED: 'false',
  });
  t.is(await check(50 * HOUR), 0);
  await new Promise((resolve) => setTimeout(resolve, 1_000));
  t.is(mailTo(quiet.email).length, 0);
  t.is(mailTo(told.email).length, 3);
  const history = await service.backend.eventStore.readStream(`customer-${quiet.customerId}`);
  t.deepEqual(
    history.events.filter((e) => e.type === 'OperationalMailChanged').map((e) => (e.data as { enabled: boolean }).enabled),
    [false, true],
  );
});

test('the workers check on their own: a give-up reaches the customer without anyone asking', async (t) => {
  const service = await serviceWith({ OPERATIONAL_MAIL_INTERVAL: '200ms' });
  t.teardown(() => service.stop());
  const receiver = await startReceiver(() => 503);
  t.teardown(receiver.close);
  const customer = await subscriber(service, 'Indie', 'ai-office', receiver.url);
  await customer.ingest(1);
  const mail = await smtp.waitFor(customer.email);
  t.regex(subjectOf(mail), /1 delivery to .* gave up/);
  // The outbox row is marked sent once the SMTP server has accepted the message.
  const rows = await eventually(async () => {
    const { rows } = await service.backend.pool.query(`SELECT kind, status, attempts FROM operational_messages WHERE customer_id = $1`, [
      customer.customerId,
    ]);
    return rows[0]?.status === 'sent' ? rows : undefined;
  });
  t.deepEqual(rows, [{ kind: 'gave_up', status: 'sent', attempts: 1 }]);
});
