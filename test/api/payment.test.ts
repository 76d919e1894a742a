import test, { type ExecutionContext } from 'ava';
import { createHmac, randomBytes } from 'node:crypto';
import http from 'node:http';
import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { onboardCustomer } from '../../src/application/customerCommands.js';
import { receivePaymentEvent, sweepPendingPaymentEvents } from '../../src/application/paymentInbox.js';
import { sendWelcomeMessage } from '../../src/application/welcomeMail.js';
import { customerStreamName } from '../../src/domain/customer.js';
import { parsePaymentEvent } from '../../src/domain/paymentEvent.js';
import { createLogger } from '../../src/runtime/logger.js';
import { regfeed } from '../support/cli.js';
import { startTestService, type TestService } from '../support/service.js';
import { decodeQuotedPrintable, startSmtpServer, type TestSmtpServer } from '../support/smtp.js';

const SECRET = 'whsec_test_3f9a1c0e5b7d4a2e8c6f1b3d5a7e9c0b';
const KEY = /regfeed_[0-9a-f]{64}/;

let service: TestService;
let smtp: TestSmtpServer;
let dataDir: string;
test.before(async () => {
  smtp = await startSmtpServer();
  dataDir = mkdtempSync(path.join(os.tmpdir(), 'regfeed-payment-'));
  service = await startTestService({
    PAYMENT_WEBHOOK_SECRET: SECRET,
    SMTP_URL: smtp.url,
    MAIL_FROM: 'regfeed <welcome@regfeed.example>',
    SUPPORT_EMAIL: 'support@regfeed.example',
    PUBLIC_BASE_URL: 'https://api.regfeed.example',
    DATA_DIR: dataDir,
  });
});
test.after.always(async () => {
  await service?.stop();
  await smtp?.stop();
  rmSync(dataDir, { recursive: true, force: true });
});

// ---------------------------------------------------------------- Helpers

const unique = (prefix: string) => `${prefix}_${randomBytes(6).toString('hex')}`;
const hmacHex = (body: string, secret = SECRET) => createHmac('sha256', secret).update(body).digest('hex');

type ProviderEvent = { id: string; type: string; created: number | string; data: Record<string, unknown> };

function providerEvent(
  type: string,
  data: Record<string, unknown>,
  created: number | string = Math.floor(Date.now() / 1000),
): ProviderEvent {
  return { id: unique('evt'), type, created, data };
}

/** What the provider sends: the JSON body, signed with the shared secret unless told otherwise. */
function deliver(
  body: ProviderEvent | string,
  { signature, headers = {}, to = service }: { signature?: string | null; headers?: Record<string, string>; to?: TestService } = {},
) {
  const raw = typeof body === 'string' ? body : JSON.stringify(body);
  const signatureHeader: Record<string, string> = signature === null ? {} : { 'Payment-Signature': signature ?? `sha256=${hmacHex(raw)}` };
  return to.request('/v1/webhooks/payment', {
    method: 'POST',
    body: raw,
    headers: { 'Content-Type': 'application/json', ...signatureHeader, ...headers },
  });
}

async function inboxRow(id: string) {
  const { rows } = await service.backend.pool.query(`SELECT * FROM payment_events WHERE id = $1`, [id]);
  return rows[0];
}

async function customerOfProvider(providerCustomerId: string) {
  const { rows } = await service.backend.pool.query(`SELECT * FROM customers WHERE provider_customer_id = $1`, [providerCustomerId]);
  return rows;
}

type Checkout = { providerCustomerId: string; email: string; event: ProviderEvent };

async function checkout(t: ExecutionContext, tier = 'Team', extra: Record<string, unknown> = {}): Promise<Checkout> {
  const data = { customer_email: `${unique('buyer')}@example.org`, tier, provider_customer_id: unique('pcus'), ...extra };
  const event = providerEvent('checkout.completed', data);
  const response = await deliver(event);
  t.is(response.status, 200);
  t.deepEqual(await response.json(), { received: true });
  return { providerCustomerId: data.provider_customer_id, email: data.customer_email as string, event };
}

/** The key from the welcome message, as the customer reads it. */
async function keyFromWelcome(email: string): Promise<string> {
  const mail = await smtp.waitFor(email);
  const key = KEY.exec(mail.text)?.[0];
  if (!key) throw new Error('no key in the welcome message');
  return key;
}

async function onboarded(t: ExecutionContext, tier = 'Team') {
  const bought = await checkout(t, tier);
  const apiKey = await keyFromWelcome(bought.email);
  const [customer] = await customerOfProvider(bought.providerCustomerId);
  return { ...bought, apiKey, customerId: customer.id as string };
}

/** The regfeed command line, against the service's database. */
const operator = (args: string[]) => regfeed(args, { DATABASE_URL: service.config.databaseUrl!, LOG_LEVEL: 'warn' });

async function account(apiKey: string) {
  const response = await service.request('/v1/account', { apiKey });
  return { status: response.status, account: response.status === 200 ? (await response.json()).account : undefined };
}

// ---------------------------------------------------------------- checkout.completed

test('checkout.completed onboards the customer, and the key in the welcome message works', async (t) => {
  const { providerCustomerId, email, event } = await checkout(t, 'GPAI');
  const customers = await customerOfProvider(providerCustomerId);
  t.is(customers.length, 1);
  t.like(customers[0], { email, tier: 'GPAI', status: 'active' });
  t.like(await inboxRow(event.id), { type: 'checkout.completed', status: 'applied', customer_id: customers[0].id });

  const mail = await smtp.waitFor(email);
  t.regex(mail.raw, /^From: regfeed <welcome@regfeed\.example>/m);
  t.regex(mail.raw, /^Reply-To: support@regfeed\.example/m);
  t.regex(mail.raw, /^Subject: Your regfeed API key/m);
  const apiKey = KEY.exec(mail.text)?.[0] ?? '';
  const { status, account: details } = await account(apiKey);
  t.is(status, 200);
  t.like(details, { customer_id: customers[0].id, tier: 'GPAI', status: 'active', email });
});

test('the welcome message holds the base URL and the first steps', async (t) => {
  const { email } = await checkout(t);
  const { text } = await smtp.waitFor(email);
  t.regex(text, /API: {6}https:\/\/api\.regfeed\.example/);
  t.regex(text, /curl -H "Authorization: Bearer \$REGFEED_API_KEY" \\\n\s+"https:\/\/api\.regfeed\.example\/v1\/events\?limit=5"/);
  t.regex(text, /curl -X POST "https:\/\/api\.regfeed\.example\/v1\/subscriptions"/);
  t.regex(text, /"webhook_url": "https:\/\/example\.org\/regfeed"/);
  t.regex(text, /X-Service-Signature: sha256=<hex>/);
  t.regex(text, /HMAC-SHA256 of the exact raw request body, keyed with\s+the webhook_secret/);
  t.regex(text, /Write to support@regfeed\.example/);
  t.regex(text, /not legal advice/);
  t.is(text.match(new RegExp(KEY, 'g'))?.length, 1, 'the key appears once');
});

test('once sent, the key is nowhere but in the message: not in events, tables, jobs or logs', async (t) => {
  const { email } = await checkout(t);
  const apiKey = await keyFromWelcome(email);
  const secretPart = apiKey.slice('regfeed_'.length);
  // The message row is marked sent right after the SMTP server accepted it.
  await until(
    async () =>
      (await service.backend.pool.query(`SELECT status FROM welcome_messages WHERE recipient = $1`, [email])).rows[0]?.status === 'sent',
  );
  const { rows } = await service.backend.pool.query(
    `SELECT (SELECT count(*)::int FROM emt_messages WHERE message_data::text LIKE $1) AS events,
            (SELECT count(*)::int FROM api_keys WHERE digest LIKE $1 OR hint LIKE $1) AS keys,
            (SELECT count(*)::int FROM welcome_messages WHERE api_key IS NOT NULL AND recipient = $2) AS outbox,
            (SELECT count(*)::int FROM payment_events WHERE data::text LIKE $1 OR coalesce(detail, '') LIKE $1) AS inbox,
            (SELECT count(*)::int FROM pgboss.job WHERE coalesce(data::text, '') LIKE $1 OR coalesce(output::text, '') LIKE $1) AS jobs,
            (SELECT count(*)::int FROM pgboss.archive WHERE coalesce(data::text, '') LIKE $1 OR coalesce(output::text, '') LIKE $1) AS archive`,
    [`%${secretPart}%`, email],
  );
  t.deepEqual(rows[0], { events: 0, keys: 0, outbox: 0, inbox: 0, jobs: 0, archive: 0 });
  t.false(service.logs.some((line) => line.includes(secretPart)));
});

test('an Embedded checkout takes the quotas from the data; without them it is refused and nothing is recorded', async (t) => {
  const { providerCustomerId } = await checkout(t, 'Embedded', { quotas: { api_requests_per_day: 250_000, deliveries_per_month: 80_000 } });
  t.like((await customerOfProvider(providerCustomerId))[0], {
    tier: 'Embedded',
    api_requests_per_day: 250_000,
    deliveries_per_month: 80_000,
    max_subscriptions: 200,
  });

  const missing = providerEvent('checkout.completed', {
    customer_email: 'e@example.org',
    tier: 'Embedded',
    provider_customer_id: unique('pcus'),
  });
  const response = await deliver(missing);
  t.is(response.status, 400);
  const body = await response.json();
  t.is(body.error, 'invalid_input');
  t.truthy(body.details.fields['data.quotas']);
  t.is(await inboxRow(missing.id), undefined);

  const misplaced = providerEvent('checkout.completed', {
    customer_email: 'e@example.org',
    tier: 'Team',
    provider_customer_id: unique('pcus'),
    quotas: { api_requests_per_day: 5, deliveries_per_month: 5 },
  });
  t.is((await deliver(misplaced)).status, 400);
});

// ---------------------------------------------------------------- Tier, suspension, restoration, cancellation

test('subscription.updated changes the tier; the same tier again changes nothing', async (t) => {
  const { providerCustomerId, apiKey } = await onboarded(t, 'Team');
  const downgrade = providerEvent('subscription.updated', { provider_customer_id: providerCustomerId, tier: 'Indie' });
  t.is((await deliver(downgrade)).status, 200);
  t.like((await account(apiKey)).account, { tier: 'Indie', limits: { api_requests_per_day: 1_000, active_subscriptions: 1 } });
  t.like(await inboxRow(downgrade.id), { status: 'applied', detail: 'tier changed to Indie' });

  const again = providerEvent('subscription.updated', { provider_customer_id: providerCustomerId, tier: 'Indie' });
  t.is((await deliver(again)).status, 200);
  t.like(await inboxRow(again.id), { status: 'applied', detail: 'already Indie: nothing to change' });

  const embedded = providerEvent('subscription.updated', {
    provider_customer_id: providerCustomerId,
    tier: 'Embedded',
    quotas: { api_requests_per_day: 300_000, deliveries_per_month: 90_000 },
  });
  t.is((await deliver(embedded)).status, 200);
  t.like((await account(apiKey)).account, { tier: 'Embedded', limits: { api_requests_per_day: 300_000, active_subscriptions: 200 } });
});

test('invoice.payment_failed suspends the account and invoice.paid restores it', async (t) => {
  const { providerCustomerId, apiKey, customerId } = await onboarded(t);
  const failed = providerEvent('invoice.payment_failed', { provider_customer_id: providerCustomerId });
  t.is((await deliver(failed)).status, 200);
  t.like((await account(apiKey)).account, { status: 'suspended' });
  t.like((await customerOfProvider(providerCustomerId))[0], { status: 'suspended' });
  t.like(await inboxRow(failed.id), { status: 'applied', customer_id: customerId, detail: 'suspended' });

  const paid = providerEvent('invoice.paid', { provider_customer_id: providerCustomerId });
  t.is((await deliver(paid)).status, 200);
  t.like((await account(apiKey)).account, { status: 'active' });
  t.like((await customerOfProvider(providerCustomerId))[0], { status: 'active' });
});

test('a failed payment delivered after a newer payment does not suspend the account again', async (t) => {
  const { providerCustomerId, apiKey } = await onboarded(t);
  const now = Math.floor(Date.now() / 1000);
  const failed = providerEvent('invoice.payment_failed', { provider_customer_id: providerCustomerId }, now - 120);
  const paid = providerEvent('invoice.paid', { provider_customer_id: providerCustomerId }, now - 60);
  const lateFailure = providerEvent('invoice.payment_failed', { provider_customer_id: providerCustomerId }, now - 90);
  for (const event of [failed, paid, lateFailure]) t.is((await deliver(event)).status, 200);
  t.like((await account(apiKey)).account, { status: 'active' });
  t.like(await inboxRow(lateFailure.id), { status: 'ignored' });
  t.regex((await inboxRow(lateFailure.id)).detail, /Out of order/);
});

test('subscription.canceled disables the keys for good and records the cancellation', async (t) => {
  const { providerCustomerId, apiKey, customerId } = await onboarded(t);
  t.is((await account(apiKey)).status, 200);
  const canceled = providerEvent('subscription.canceled', { provider_customer_id: providerCustomerId });
  t.is((await deliver(canceled)).status, 200);
  t.is((await account(apiKey)).status, 401);
  t.like((await customerOfProvider(providerCustomerId))[0], { status: 'canceled' });
  const { events } = await service.backend.eventStore.readStream(customerStreamName(customerId));
  t.deepEqual(events.map((e) => e.type).slice(-2), ['CustomerCanceled', 'ApiKeyRevoked']);
  t.like(events.at(-1)?.data, { reason: 'canceled' });

  const rotate = await operator(['keys', 'rotate', '--customer', customerId]);
  t.is(rotate.code, 1);
  t.is(rotate.stderr, 'regfeed: Customer is canceled: its keys stay disabled\n');

  // What the provider sends after the end changes nothing.
  const paid = providerEvent('invoice.paid', { provider_customer_id: providerCustomerId });
  t.is((await deliver(paid)).status, 200);
  t.like(await inboxRow(paid.id), { status: 'ignored', customer_id: customerId });
  t.is((await account(apiKey)).status, 401);
});

test('a returning customer checks out again after a cancellation and becomes a new customer', async (t) => {
  const first = await onboarded(t);
  await deliver(providerEvent('subscription.canceled', { provider_customer_id: first.providerCustomerId }));
  const again = await checkout(t, 'GPAI', { provider_customer_id: first.providerCustomerId });
  const apiKey = await keyFromWelcome(again.email);
  const { account: details } = await account(apiKey);
  t.like(details, { tier: 'GPAI', status: 'active' });
  t.not(details.customer_id, first.customerId);
  t.deepEqual((await customerOfProvider(first.providerCustomerId)).map((c) => c.status).sort(), ['active', 'canceled']);

  // What the provider says about it from now on concerns the new customer.
  await deliver(providerEvent('invoice.payment_failed', { provider_customer_id: first.providerCustomerId }));
  t.like((await account(apiKey)).account, { status: 'suspended' });
});

// ---------------------------------------------------------------- What is recorded and ignored

test('an unknown type is answered 200 and recorded', async (t) => {
  const event = providerEvent('customer.discount.created', { coupon: 'SPRING' });
  const response = await deliver(event);
  t.is(response.status, 200);
  t.deepEqual(await response.json(), { received: true });
  t.like(await inboxRow(event.id), { type: 'customer.discount.created', status: 'unknown_type', data: { coupon: 'SPRING' } });
});

test('an event for a provider customer regfeed does not know is answered 200 and recorded as ignored', async (t) => {
  const event = providerEvent('invoice.payment_failed', { provider_customer_id: unique('stranger') });
  t.is((await deliver(event)).status, 200);
  const row = await inboxRow(event.id);
  t.like(row, { status: 'ignored', customer_id: null });
  t.regex(row.detail, /no customer for provider customer/);
});

test('a second checkout for a provider customer who is a customer already onboards no one', async (t) => {
  const { providerCustomerId, customerId } = await onboarded(t);
  const second = providerEvent('checkout.completed', {
    customer_email: 'again@example.org',
    tier: 'GPAI',
    provider_customer_id: providerCustomerId,
  });
  t.is((await deliver(second)).status, 200);
  t.like(await inboxRow(second.id), { status: 'ignored', customer_id: customerId });
  t.is((await customerOfProvider(providerCustomerId)).length, 1);
});

// ---------------------------------------------------------------- Exactly once

async function welcomeMessagesTo(email: string): Promise<number> {
  const { rows } = await service.backend.pool.query(`SELECT count(*)::int AS n FROM welcome_messages WHERE recipient = $1`, [email]);
  return rows[0].n;
}

test('a redelivered event answers 200 and changes nothing', async (t) => {
  const { providerCustomerId, email, event } = await checkout(t);
  const before = await inboxRow(event.id);
  const again = await deliver(event);
  t.is(again.status, 200);
  t.deepEqual(await again.json(), { received: true });
  t.is((await customerOfProvider(providerCustomerId)).length, 1);
  t.is(await welcomeMessagesTo(email), 1);
  t.deepEqual(await inboxRow(event.id), before);
});

test('identical callbacks arriving at the same moment onboard one customer and send one message', async (t) => {
  const providerCustomerId = unique('pcus');
  const email = `${unique('buyer')}@example.org`;
  const event = providerEvent('checkout.completed', { customer_email: email, tier: 'Team', provider_customer_id: providerCustomerId });
  const responses = await Promise.all(Array.from({ length: 8 }, () => deliver(event)));
  t.deepEqual(
    responses.map((r) => r.status),
    Array(8).fill(200),
  );
  t.is((await customerOfProvider(providerCustomerId)).length, 1);
  t.is(await welcomeMessagesTo(email), 1);
  await smtp.waitFor(email);
});

test('a burst of callbacks larger than the connection pool is applied in full', async (t) => {
  // Called in-process, so that all of them are in flight together: more than the pool's 20 connections.
  const events = Array.from({ length: 60 }, () =>
    parsePaymentEvent(
      providerEvent('checkout.completed', {
        customer_email: `${unique('burst')}@example.org`,
        tier: 'Indie',
        provider_customer_id: unique('pcus'),
      }),
    ),
  );
  const deps = { pool: service.backend.pool, eventStore: service.backend.eventStore, boss: service.boss };
  await Promise.all(events.map((event) => receivePaymentEvent(deps, event, createLogger('silent'))));
  const { rows } = await service.backend.pool.query(
    `SELECT status, count(*)::int AS n FROM payment_events WHERE id = ANY($1) GROUP BY status`,
    [events.map((event) => event.id)],
  );
  t.deepEqual(rows, [{ status: 'applied', n: 60 }]);
  const recipients = events.map((event) => (event.data as { customer_email: string }).customer_email);
  await Promise.all(recipients.map((recipient) => smtp.waitFor(recipient, 60_000)));
  t.pass('every welcome message arrived');
});

test('two different checkouts of one provider customer at the same moment onboard it once', async (t) => {
  const providerCustomerId = unique('pcus');
  const events = [1, 2].map((n) =>
    providerEvent('checkout.completed', {
      customer_email: `twice${n}@example.org`,
      tier: 'Team',
      provider_customer_id: providerCustomerId,
    }),
  );
  const responses = await Promise.all(events.map((event) => deliver(event)));
  t.deepEqual(
    responses.map((r) => r.status),
    [200, 200],
  );
  t.is((await customerOfProvider(providerCustomerId)).length, 1);
  const statuses = await Promise.all(events.map(async (event) => (await inboxRow(event.id)).status));
  t.deepEqual(statuses.sort(), ['applied', 'ignored']);
});

test('an event recorded by a process that died before applying it is applied by the sweeper', async (t) => {
  const { providerCustomerId, apiKey } = await onboarded(t);
  const failed = providerEvent('invoice.payment_failed', { provider_customer_id: providerCustomerId });
  // What the callback commits first: the event, recorded and still pending.
  await service.backend.pool.query(
    `INSERT INTO payment_events (id, type, provider_created_at, data, status) VALUES ($1, $2, now(), $3, 'pending')`,
    [failed.id, failed.type, JSON.stringify(failed.data)],
  );
  const deps = { pool: service.backend.pool, eventStore: service.backend.eventStore, boss: service.boss };
  await sweepPendingPaymentEvents(deps, createLogger('silent'), { minAgeSeconds: 0 });
  t.like(await inboxRow(failed.id), { status: 'applied', detail: 'suspended', attempts: 1 });
  t.like((await account(apiKey)).account, { status: 'suspended' });
  // The provider's redelivery of it then changes nothing.
  t.is((await deliver(failed)).status, 200);
  t.like(await inboxRow(failed.id), { attempts: 1 });
});

test('a checkout whose first processing died after onboarding is completed by its redelivery with a fresh key', async (t) => {
  const providerCustomerId = unique('pcus');
  const email = `${unique('buyer')}@example.org`;
  const event = providerEvent('checkout.completed', { customer_email: email, tier: 'Team', provider_customer_id: providerCustomerId });
  const customerId = `cus_${randomBytes(16).toString('base64url')}`;
  // The first attempt: recorded, onboarded in the event log, then the process died before the
  // welcome message was queued and the event marked applied. Its key never reached anyone.
  await service.backend.pool.query(
    `INSERT INTO payment_events (id, type, provider_created_at, data, status, customer_id) VALUES ($1, $2, now(), $3, 'pending', $4)`,
    [event.id, event.type, JSON.stringify(event.data), customerId],
  );
  const lost = await onboardCustomer(service.backend.eventStore, {
    customerId,
    email,
    tier: 'Team',
    customQuotas: null,
    billing: { providerCustomerId, checkoutEventId: event.id },
  });

  t.is((await deliver(event)).status, 200);
  t.like(await inboxRow(event.id), { status: 'applied', customer_id: customerId });
  t.regex((await inboxRow(event.id)).detail, /key replaced/);
  const apiKey = await keyFromWelcome(email);
  t.not(apiKey, lost.apiKey);
  t.is((await account(lost.apiKey)).status, 401);
  t.like((await account(apiKey)).account, { customer_id: customerId });
  t.is((await customerOfProvider(providerCustomerId)).length, 1);
});

// ---------------------------------------------------------------- Signatures

/** A checkout of a new provider customer, for tests about the callback's envelope rather than its content. */
const anyCheckout = (tier: string) =>
  providerEvent('checkout.completed', { customer_email: 'x@example.org', tier, provider_customer_id: unique('pcus') });

test('a missing, empty, wrong, truncated or differently encoded signature is 401 and records nothing', async (t) => {
  const event = anyCheckout('Team');
  const raw = JSON.stringify(event);
  const good = hmacHex(raw);
  const cases: [string, string | null][] = [
    ['missing header', null],
    ['empty header', ''],
    ['prefix only', 'sha256='],
    ['wrong secret', `sha256=${hmacHex(raw, 'whsec_someone_else')}`],
    ['truncated', `sha256=${good.slice(0, 63)}`],
    ['one byte short', good.slice(0, 62)],
    ['too long', `${good}00`],
    ['base64', `sha256=${createHmac('sha256', SECRET).update(raw).digest('base64')}`],
    ['other algorithm', `sha1=${createHmac('sha1', SECRET).update(raw).digest('hex')}`],
    ['sha512', createHmac('sha512', SECRET).update(raw).digest('hex')],
    ['signature of another body', `sha256=${hmacHex(raw.replace('Team', 'GPAI'))}`],
    ['non-hex of the right length', `sha256=${'z'.repeat(64)}`],
  ];
  for (const [name, signature] of cases) {
    const response = await deliver(raw, { signature });
    t.is(response.status, 401, name);
    t.like(await response.json(), { error: 'unauthorized', details: {} }, name);
  }
  t.is(await inboxRow(event.id), undefined);
});

test('a body changed after signing is 401', async (t) => {
  const event = anyCheckout('Indie');
  const signed = JSON.stringify(event);
  const signature = `sha256=${hmacHex(signed)}`;
  for (const tampered of [signed.replace('Indie', 'GPAI'), `${signed} `, signed.replace('{', '{ ')]) {
    t.is((await deliver(tampered, { signature })).status, 401);
  }
  t.is(await inboxRow(event.id), undefined);
});

test('the signature is accepted bare or with sha256=, in either case of hex', async (t) => {
  for (const form of [
    (hex: string) => hex,
    (hex: string) => `sha256=${hex}`,
    (hex: string) => hex.toUpperCase(),
    (hex: string) => `sha256=${hex.toUpperCase()}`,
  ]) {
    const event = providerEvent('unknown.ping', {});
    const raw = JSON.stringify(event);
    t.is((await deliver(raw, { signature: form(hmacHex(raw)) })).status, 200);
  }
});

test('the signature covers the exact bytes, whitespace and key order included', async (t) => {
  const id = unique('evt');
  const raw = `{\n  "type": "unknown.ping",\n  "data": {},\n  "id": "${id}",\n  "created": ${Date.now()}\n}\n`;
  t.is((await deliver(raw)).status, 200);
  t.like(await inboxRow(id), { status: 'unknown_type' });
});

// ---------------------------------------------------------------- Bad bodies

test('a signed body that is not a valid event is 400 invalid_input naming the fields, and records nothing', async (t) => {
  const cases: [string, string, RegExp][] = [
    ['not JSON', '{"id": "evt_1", "type": ', /not valid JSON/],
    ['empty body', '', /not valid JSON/],
    ['an array', '[1, 2]', /body/],
    ['no id', JSON.stringify({ type: 'invoice.paid', created: 1, data: { provider_customer_id: 'p' } }), /id/],
    ['no created', JSON.stringify({ id: unique('evt'), type: 'invoice.paid', data: { provider_customer_id: 'p' } }), /created/],
    [
      'bad created',
      JSON.stringify({ id: unique('evt'), type: 'invoice.paid', created: 'yesterday', data: { provider_customer_id: 'p' } }),
      /created/,
    ],
    ['data not an object', JSON.stringify({ id: unique('evt'), type: 'invoice.paid', created: 1, data: 'p' }), /data/],
    [
      'checkout without e-mail',
      JSON.stringify(providerEvent('checkout.completed', { tier: 'Team', provider_customer_id: 'p' })),
      /data\.customer_email/,
    ],
    [
      'checkout with a bad e-mail',
      JSON.stringify(providerEvent('checkout.completed', { customer_email: 'nope', tier: 'Team', provider_customer_id: 'p' })),
      /data\.customer_email/,
    ],
    ['unknown tier', JSON.stringify(providerEvent('subscription.updated', { tier: 'Gold', provider_customer_id: 'p' })), /data\.tier/],
    ['no provider customer', JSON.stringify(providerEvent('invoice.paid', {})), /data\.provider_customer_id/],
  ];
  for (const [name, raw, field] of cases) {
    const response = await deliver(raw);
    t.is(response.status, 400, name);
    const body = await response.json();
    t.is(body.error, 'invalid_input', name);
    t.regex(body.message, field, name);
  }
  const { rows } = await service.backend.pool.query(
    `SELECT count(*)::int AS n FROM payment_events WHERE data ->> 'provider_customer_id' = 'p'`,
  );
  t.is(rows[0].n, 0);
});

test('created may be Unix seconds, Unix milliseconds or ISO 8601', async (t) => {
  const at = Date.parse('2026-03-01T12:00:00.000Z');
  for (const created of [at / 1000, at, '2026-03-01T13:00:00+01:00']) {
    const event = providerEvent('unknown.ping', {}, created);
    t.is((await deliver(event)).status, 200);
    t.deepEqual((await inboxRow(event.id)).provider_created_at, new Date(at));
  }
});

test('a body that is not JSON is 415 and one over 256 KiB is 413, signed or not', async (t) => {
  const text = await deliver('id=evt_1', { headers: { 'Content-Type': 'application/x-www-form-urlencoded' } });
  t.is(text.status, 415);
  const big = JSON.stringify(providerEvent('unknown.big', { blob: 'x'.repeat(300 * 1024) }));
  const response = await deliver(big);
  t.is(response.status, 413);
  t.like(await response.json(), { error: 'payload_too_large' });
  t.is(await chunkedPost(big), 413, 'also when no Content-Length announces it');
});

/** A streamed body of unannounced length (Transfer-Encoding: chunked); resolves with the status. */
function chunkedPost(body: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const { hostname, port } = new URL(service.url);
    const request = http.request(
      {
        host: hostname,
        port,
        path: '/v1/webhooks/payment',
        method: 'POST',
        headers: { 'Content-Type': 'application/json', 'Payment-Signature': hmacHex(body) },
      },
      (response) => {
        response.resume();
        resolve(response.statusCode ?? 0);
      },
    );
    request.on('error', reject);
    for (let offset = 0; offset < body.length; offset += 16 * 1024) request.write(body.slice(offset, offset + 16 * 1024));
    request.end();
  });
}

test('other methods on the callback are 405', async (t) => {
  const response = await service.request('/v1/webhooks/payment');
  t.is(response.status, 405);
  t.is(response.headers.get('allow'), 'POST');
});

// ---------------------------------------------------------------- Welcome message delivery

test('a refused send is retried until the message goes through, and the operator sees the attempts', async (t) => {
  const email = `${unique('buyer')}@example.org`;
  smtp.refuse(email, 1);
  const { providerCustomerId } = await checkout(t, 'Team', { customer_email: email });
  const apiKey = await keyFromWelcome(email);
  t.is((await account(apiKey)).status, 200);
  t.is(smtp.refusedFor(email), 1);
  await until(
    async () =>
      (await service.backend.pool.query(`SELECT status FROM welcome_messages WHERE recipient = $1`, [email])).rows[0]?.status === 'sent',
  );

  const [customer] = await customerOfProvider(providerCustomerId);
  const shown = await operator(['customers', 'show', customer.id, '--json']);
  t.is(shown.code, 0, shown.stderr);
  const [message] = JSON.parse(shown.stdout).customer.welcome_messages;
  t.like(message, { recipient: email, status: 'sent', attempts: 2, sent_via: 'smtp' });
  t.regex(message.last_error, /451/);
});

/** A welcome message waiting to go out, as the callback queues it, for a fresh customer and key. */
async function pendingWelcomeMessage(messageId: string): Promise<{ customerId: string }> {
  const { customerId, apiKey } = await service.createCustomer();
  await service.backend.pool.query(
    `INSERT INTO welcome_messages (id, customer_id, key_id, recipient, api_key, status)
     SELECT $1, $2, id, 'x@example.org', $3, 'pending' FROM api_keys WHERE customer_id = $2`,
    [messageId, customerId, apiKey],
  );
  return { customerId };
}

const welcomeMessage = async (messageId: string) =>
  (await service.backend.pool.query(`SELECT * FROM welcome_messages WHERE id = $1`, [messageId])).rows[0];

const mailContext = (mailer: { send: () => Promise<string> }) => ({
  pool: service.backend.pool,
  mailer: { ...mailer, close: () => {} },
  baseUrl: 'https://x',
  supportEmail: undefined,
});

test('a send that fails for the last time gives the message up and erases the key', async (t) => {
  await pendingWelcomeMessage('msg_give_up');
  const context = mailContext({ send: () => Promise.reject(new Error('connect ECONNREFUSED 127.0.0.1:1')) });
  await t.throwsAsync(sendWelcomeMessage(context, 'msg_give_up', { finalAttempt: false }));
  t.like(await welcomeMessage('msg_give_up'), { status: 'pending', attempts: 1 });
  await t.throwsAsync(sendWelcomeMessage(context, 'msg_give_up', { finalAttempt: true }));
  t.like(await welcomeMessage('msg_give_up'), {
    status: 'failed',
    attempts: 2,
    api_key: null,
    last_error: 'connect ECONNREFUSED 127.0.0.1:1',
  });
});

test('a message whose key was rotated before it went out is not sent', async (t) => {
  const { customerId } = await pendingWelcomeMessage('msg_superseded');
  await operator(['keys', 'rotate', '--customer', customerId]);
  let sent = 0;
  await sendWelcomeMessage(mailContext({ send: async () => String(++sent) }), 'msg_superseded', { finalAttempt: false });
  t.is(sent, 0);
  t.like(await welcomeMessage('msg_superseded'), { status: 'superseded', api_key: null });
});

// ---------------------------------------------------------------- Operator view

test('payments list shows what came in, and customers show the lifecycle', async (t) => {
  const { providerCustomerId, customerId, event } = await onboarded(t);
  const failed = providerEvent('invoice.payment_failed', { provider_customer_id: providerCustomerId });
  await deliver(failed);

  const listed = await operator(['payments', 'list', '--json']);
  t.is(listed.code, 0, listed.stderr);
  const { payments } = JSON.parse(listed.stdout);
  t.like(
    payments.find((p: { id: string }) => p.id === event.id),
    { type: 'checkout.completed', status: 'applied', customer_id: customerId },
  );
  t.like(
    payments.find((p: { id: string }) => p.id === failed.id),
    {
      type: 'invoice.payment_failed',
      status: 'applied',
      detail: 'suspended',
      data: { provider_customer_id: providerCustomerId },
    },
  );
  t.true(payments.every((p: { received_at: number }) => Number.isInteger(p.received_at)));

  const human = await operator(['payments', 'list']);
  t.is(human.code, 0);
  t.regex(human.stdout, new RegExp(`${failed.id}.*invoice\\.payment_failed.*applied`));

  const shown = JSON.parse((await operator(['customers', 'show', customerId, '--json'])).stdout).customer;
  t.like(shown, { provider_customer_id: providerCustomerId, status: 'suspended' });
  t.deepEqual(
    shown.lifecycle.map((entry: { type: string }) => entry.type),
    ['CustomerOnboarded', 'ApiKeyIssued', 'CustomerSuspended'],
  );
  t.false(JSON.stringify(shown).includes('digest'));
  const humanShow = await operator(['customers', 'show', customerId]);
  t.regex(humanShow.stdout, /CustomerSuspended/);
  t.regex(humanShow.stdout, /welcome message .*sent/);
});

async function until(condition: () => Promise<boolean>, timeoutMs = 20_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error('condition not met in time');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

// ---------------------------------------------------------------- Without SMTP, without a secret

test('without SMTP_URL the welcome message is written as an .eml file under DATA_DIR/mail', async (t) => {
  const emlDataDir = mkdtempSync(path.join(os.tmpdir(), 'regfeed-eml-'));
  const local = await startTestService({ PAYMENT_WEBHOOK_SECRET: SECRET, DATA_DIR: emlDataDir });
  t.teardown(async () => {
    await local.stop();
    rmSync(emlDataDir, { recursive: true, force: true });
  });
  const email = `${unique('buyer')}@example.org`;
  const event = providerEvent('checkout.completed', { customer_email: email, tier: 'Team', provider_customer_id: unique('pcus') });
  t.is((await deliver(event, { to: local })).status, 200);
  const mailDir = path.join(emlDataDir, 'mail');
  let files: string[] = [];
  await until(async () => (files = readdirSafe(mailDir).filter((f) => f.endsWith('.eml'))).length > 0);
  const file = path.join(mailDir, files[0]!);
  t.is(statSync(file).mode & 0o777, 0o600);
  const eml = decodeQuotedPrintable(readFileSync(file, 'utf8'));
  t.regex(eml, new RegExp(`^To: ${email}`, 'm'));
  const apiKey = KEY.exec(eml)?.[0] ?? '';
  const accountResponse = await local.request('/v1/account', { apiKey });
  t.is(accountResponse.status, 200);
  await until(async () => (await local.backend.pool.query(`SELECT sent_via FROM welcome_messages`)).rows[0]?.sent_via === file);
});

const readdirSafe = (dir: string): string[] => {
  try {
    return readdirSync(dir);
  } catch {
    return [];
  }
};

test('without PAYMENT_WEBHOOK_SECRET the callback answers 503 and start-up warns', async (t) => {
  const local = await startTestService({}, 'api');
  t.teardown(() => local.stop());
  const response = await deliver(providerEvent('unknown.ping', {}), { to: local });
  t.is(response.status, 503);
  t.like(await response.json(), { error: 'unavailable' });
  t.true(local.logs.some((line) => line.includes('"level":40') && line.includes('PAYMENT_WEBHOOK_SECRET is not set')));
});
