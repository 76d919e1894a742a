import test, { type ExecutionContext } from 'ava';
import { createHash } from 'node:crypto';
import { loadSecretsKey, loadWebhookSecret, type SecretsKey } from '../../src/application/subscriptionSecrets.js';
import { createSubscription } from '../../src/application/subscriptionCommands.js';
import type { SubscriptionTarget } from '../../src/domain/subscription.js';
import type { Quotas, Tier } from '../../src/domain/tier.js';
import { createLogger } from '../../src/runtime/logger.js';
import { startTestService, type TestService } from '../support/service.js';

// Webhook URLs here are never called: no test sends traffic anywhere. `hooks.example.com` either
// resolves to public addresses or not at all, and both are accepted.

let service: TestService;
let secretsKey: SecretsKey;
test.before(async () => {
  service = await startTestService();
  secretsKey = loadSecretsKey(service.config, createLogger('silent'));
});
test.after.always(() => service?.stop());

const valid = { webhook_url: 'https://hooks.example.com/regfeed', topics: ['gpai', 'high-risk'] };

type Customer = { customerId: string; apiKey: string };

const create = (customer: Customer, body: unknown) =>
  service.request('/v1/subscriptions', { method: 'POST', apiKey: customer.apiKey, json: body });

async function createOk(t: ExecutionContext, customer: Customer, body: unknown = valid) {
  const response = await create(customer, body);
  t.is(response.status, 201);
  return (await response.json()).subscription as { id: string; webhook_secret: string } & Record<string, unknown>;
}

/** The subscription's stream as stored: what an auditor replays. */
async function streamOf(id: string) {
  const { rows } = await service.backend.pool.query(
    `SELECT message_type AS type, message_data AS data FROM emt_messages WHERE stream_id = $1 ORDER BY stream_position`,
    [`subscription-${id}`],
  );
  return rows as { type: string; data: Record<string, unknown> }[];
}

/** Everything recorded about a customer's subscriptions: rejected input must leave it unchanged. */
async function recordedFor(customerId: string) {
  const { rows } = await service.backend.pool.query(
    `SELECT (SELECT count(*)::int FROM subscriptions WHERE customer_id = $1) AS rows,
            (SELECT count(*)::int FROM emt_messages WHERE message_type LIKE 'Subscription%' AND message_data->>'customerId' = $1) AS events`,
    [customerId],
  );
  return rows[0] as { rows: number; events: number };
}

/** Fills a customer's allowance through the application, without HTTP: the limit tests need many. */
async function fill(customerId: string, count: number) {
  const target: SubscriptionTarget = {
    webhookUrl: valid.webhook_url,
    topics: ['gpai'],
    sourceFilter: null,
    severityMin: 'info',
    language: 'both',
  };
  for (let i = 0; i < count; i++)
    await createSubscription({ pool: service.backend.pool, eventStore: service.backend.eventStore, secretsKey }, customerId, target);
}

// ---------------------------------------------------------------- Creation

test('creation answers 201 with the subscription, its secret once, a note and the disclaimer', async (t) => {
  const customer = await service.createCustomer('Team');
  const before = Date.now();
  const response = await create(customer, { ...valid, source_filter: ['eurlex-oj-l', 'ai-office'], severity_min: 'high', language: 'de' });
  t.is(response.status, 201);
  const body = await response.json();
  t.deepEqual(Object.keys(body).sort(), ['disclaimer', 'note', 'subscription']);
  t.regex(body.note, /webhook_secret/);
  t.regex(body.disclaimer, /not legal advice/);
  const { subscription } = body;
  t.regex(subscription.id, /^sub_[A-Za-z0-9_-]{16,}$/);
  t.regex(subscription.webhook_secret, /^[0-9a-f]{64}$/);
  t.like(subscription, {
    webhook_url: valid.webhook_url,
    topics: valid.topics,
    source_filter: ['eurlex-oj-l', 'ai-office'],
    severity_min: 'high',
    language: 'de',
    enabled: true,
    last_delivery_at: null,
  });
  t.true(subscription.created_at >= before - 1000 && subscription.created_at <= Date.now() + 1000);
});

test('omitted fields take the decided defaults: every source, from info, both languages, enabled', async (t) => {
  const subscription = await createOk(t, await service.createCustomer('Team'));
  t.like(subscription, { source_filter: null, severity_min: 'info', language: 'both', enabled: true });
});

test('the webhook URL is stored in its normalized form', async (t) => {
  const subscription = await createOk(t, await service.createCustomer('Team'), {
    ...valid,
    webhook_url: 'HTTPS://Hooks.Example.COM:443/a/../regfeed',
  });
  t.is(subscription.webhook_url, 'https://hooks.example.com/regfeed');
});

test('a repeated source id is kept once', async (t) => {
  const subscription = await createOk(t, await service.createCustomer('Team'), { ...valid, source_filter: ['edpb', 'edpb', 'curia'] });
  t.deepEqual(subscription.source_filter, ['edpb', 'curia']);
});

// ---------------------------------------------------------------- Validation

/** Each case: a body, and the fields a 400 must name. */
const INVALID: [string, unknown, string[]][] = [
  ['no body fields at all', {}, ['webhook_url', 'topics']],
  ['a JSON array instead of an object', [valid], ['body']],
  ['webhook_url missing', { topics: ['gpai'] }, ['webhook_url']],
  ['webhook_url not a string', { ...valid, webhook_url: 42 }, ['webhook_url']],
  ['webhook_url relative', { ...valid, webhook_url: '/hook' }, ['webhook_url']],
  ['webhook_url plain http', { ...valid, webhook_url: 'http://hooks.example.com/' }, ['webhook_url']],
  ['webhook_url with credentials', { ...valid, webhook_url: 'https://u:p@hooks.example.com/' }, ['webhook_url']],
  ['webhook_url over 2,048 characters', { ...valid, webhook_url: `https://hooks.example.com/${'a'.repeat(2030)}` }, ['webhook_url']],
  ['topics missing', { webhook_url: valid.webhook_url }, ['topics']],
  ['topics empty', { ...valid, topics: [] }, ['topics']],
  ['topics not an array', { ...valid, topics: 'gpai' }, ['topics']],
  ['a topic outside the vocabulary', { ...valid, topics: ['gpai', 'crypto'] }, ['topics.1']],
  ['a topic named twice', { ...valid, topics: ['gpai', 'gpai'] }, ['topics']],
  ['source_filter empty', { ...valid, source_filter: [] }, ['source_filter']],
  ['source_filter null', { ...valid, source_filter: null }, ['source_filter']],
  ['source_filter with an unknown source', { ...valid, source_filter: ['edpb', 'no-such-source'] }, ['source_filter']],
  ['source_filter with a non-string', { ...valid, source_filter: [7] }, ['source_filter.0']],
  ['severity_min outside the scale', { ...valid, severity_min: 'urgent' }, ['severity_min']],
  ['severity_min null', { ...valid, severity_min: null }, ['severity_min']],
  ['language outside en, de, both', { ...valid, language: 'fr' }, ['language']],
  ['an unknown field', { ...valid, enabled: false }, ['enabled']],
  ['a field only the server sets', { ...valid, webhook_secret: 'a'.repeat(64) }, ['webhook_secret']],
  [
    'several problems at once',
    { webhook_url: 'ftp://x', topics: [], language: 'fr', extra: 1 },
    ['webhook_url', 'topics', 'language', 'extra'],
  ],
];

for (const [name, body, fields] of INVALID) {
  test(`400 invalid_input for ${name}, naming ${fields.join(', ')}, and nothing is created`, async (t) => {
    const customer = await service.createCustomer('Team');
    const response = await create(customer, body);
    t.is(response.status, 400);
    const error = await response.json();
    t.is(error.error, 'invalid_input');
    t.deepEqual(Object.keys(error.details.fields).sort(), [...fields].sort());
    for (const field of fields) t.true(error.message.includes(`${field}:`), `the message names ${field}`);
    t.deepEqual(await recordedFor(customer.customerId), { rows: 0, events: 0 });
  });
}

test('400 for a missing body and for a non-JSON one', async (t) => {
  const customer = await service.createCustomer('Team');
  const empty = await service.request('/v1/subscriptions', { method: 'POST', apiKey: customer.apiKey });
  t.is(empty.status, 400);
  const error = await empty.json();
  t.is(error.error, 'invalid_input');
  t.deepEqual(Object.keys(error.details.fields).sort(), ['topics', 'webhook_url']);
  const form = await service.request('/v1/subscriptions', {
    method: 'POST',
    apiKey: customer.apiKey,
    body: 'webhook_url=x',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
  });
  t.is(form.status, 415);
  t.deepEqual(await recordedFor(customer.customerId), { rows: 0, events: 0 });
});

test('creation needs an API key', async (t) => {
  const response = await service.request('/v1/subscriptions', { method: 'POST', json: valid });
  t.is(response.status, 401);
});

// ---------------------------------------------------------------- Webhook URL safety

const REFUSED_TARGETS = [
  'https://127.0.0.1/hook',
  'https://127.8.9.10/hook',
  'https://[::1]/hook',
  'https://10.0.0.1/hook',
  'https://172.16.5.4/hook',
  'https://192.168.1.1/hook',
  'https://169.254.169.254/latest/meta-data/',
  'https://[fe80::1]/hook',
  'https://[fd00::1]/hook',
  'https://[fd00:ec2::254]/latest/meta-data/',
  'https://100.64.0.1/hook',
  'https://0.0.0.0/hook',
  'https://[::]/hook',
  'https://224.0.0.1/hook',
  'https://240.0.0.1/hook',
  'https://[::ffff:127.0.0.1]/hook',
  'https://[::ffff:10.0.0.1]/hook',
  'https://2130706433/hook',
  'https://0x7f000001/hook',
  'https://localhost/hook',
  'https://localhost:8443/hook',
  'https://api.localhost/hook',
  'http://hooks.example.com/hook',
  'ftp://hooks.example.com/hook',
  'javascript:alert(1)',
  'https://user:password@hooks.example.com/hook',
];

test('every refused webhook target is a 400 naming webhook_url, and nothing is created', async (t) => {
  const customer = await service.createCustomer('GPAI');
  for (const webhook_url of REFUSED_TARGETS) {
    const response = await create(customer, { ...valid, webhook_url });
    t.is(response.status, 400, webhook_url);
    const { details } = await response.json();
    t.deepEqual(Object.keys(details.fields), ['webhook_url'], webhook_url);
  }
  t.deepEqual(await recordedFor(customer.customerId), { rows: 0, events: 0 });
});

test('the refusal says why, without echoing anything internal', async (t) => {
  const response = await create(await service.createCustomer('Team'), {
    ...valid,
    webhook_url: 'https://169.254.169.254/latest/meta-data/',
  });
  const { details } = await response.json();
  t.deepEqual(details.fields.webhook_url, [
    '169.254.169.254 is a link-local address (where cloud metadata services live); webhooks go to public addresses only',
  ]);
});

// ---------------------------------------------------------------- Tier limits

const TIER_LIMITS: [Tier, number, Quotas | null][] = [
  ['Indie', 1, null],
  ['Team', 5, null],
  ['GPAI', 25, null],
  ['Embedded', 200, { apiRequestsPerDay: 50_000, deliveriesPerMonth: 20_000 }],
];

for (const [tier, limit, quotas] of TIER_LIMITS) {
  test(`${tier}: ${limit} enabled subscription${limit === 1 ? '' : 's'}, then 402 tier_limit_reached; deleting one frees a place`, async (t) => {
    const customer = await service.createCustomer(tier, quotas);
    await fill(customer.customerId, limit - 1);
    const last = await createOk(t, customer);

    const refused = await create(customer, valid);
    t.is(refused.status, 402);
    const error = await refused.json();
    t.like(error, { error: 'tier_limit_reached', details: { tier, limit, enabled: limit } });
    t.regex(error.message, new RegExp(`${tier} tier allows ${limit} active subscription`));
    t.is((await recordedFor(customer.customerId)).rows, limit);

    t.is((await service.request(`/v1/subscriptions/${last.id}`, { method: 'DELETE', apiKey: customer.apiKey })).status, 200);
    await createOk(t, customer);
  });
}

test('two parallel creations at limit - 1 make exactly one subscription', async (t) => {
  const customer = await service.createCustomer('Indie');
  const statuses = (await Promise.all([create(customer, valid), create(customer, valid)])).map((r) => r.status).sort();
  t.deepEqual(statuses, [201, 402]);
  t.deepEqual(await recordedFor(customer.customerId), { rows: 1, events: 1 });
});

test('ten parallel creations with one place left make exactly one subscription', async (t) => {
  const customer = await service.createCustomer('Team');
  await fill(customer.customerId, 4);
  const responses = await Promise.all(Array.from({ length: 10 }, () => create(customer, valid)));
  const statuses = responses.map((r) => r.status);
  t.is(statuses.filter((s) => s === 201).length, 1);
  t.is(statuses.filter((s) => s === 402).length, 9);
  t.deepEqual(await recordedFor(customer.customerId), { rows: 5, events: 5 });
});

test("one customer's subscriptions do not count against another's limit", async (t) => {
  const a = await service.createCustomer('Indie');
  const b = await service.createCustomer('Indie');
  await createOk(t, a);
  await createOk(t, b);
});

// ---------------------------------------------------------------- Reading and deleting

test('the list shows only the caller’s enabled subscriptions, oldest first, without secrets', async (t) => {
  const customer = await service.createCustomer('Team');
  const first = await createOk(t, customer);
  const second = await createOk(t, customer, { ...valid, topics: ['sandbox'] });
  const third = await createOk(t, customer, { ...valid, topics: ['meta'] });
  await service.request(`/v1/subscriptions/${second.id}`, { method: 'DELETE', apiKey: customer.apiKey });
  const response = await service.request('/v1/subscriptions', { apiKey: customer.apiKey });
  t.is(response.status, 200);
  const body = await response.json();
  t.deepEqual(
    body.subscriptions.map((s: { id: string }) => s.id),
    [first.id, third.id],
  );
  const { webhook_secret: _secret, ...withoutSecret } = first;
  t.deepEqual(body.subscriptions[0], withoutSecret);
  t.regex(body.disclaimer, /not legal advice/);
});

test('one subscription can be read, disabled ones too', async (t) => {
  const customer = await service.createCustomer('Team');
  const { id, webhook_secret: _secret, ...rest } = await createOk(t, customer);
  const enabled = await service.request(`/v1/subscriptions/${id}`, { apiKey: customer.apiKey });
  t.is(enabled.status, 200);
  t.deepEqual((await enabled.json()).subscription, { id, ...rest });
  await service.request(`/v1/subscriptions/${id}`, { method: 'DELETE', apiKey: customer.apiKey });
  const disabled = await service.request(`/v1/subscriptions/${id}`, { apiKey: customer.apiKey });
  t.is(disabled.status, 200);
  t.deepEqual((await disabled.json()).subscription, { id, ...rest, enabled: false });
});

test('DELETE answers 200 with the disabled subscription, and again the same for a second DELETE', async (t) => {
  const customer = await service.createCustomer('Team');
  const { id } = await createOk(t, customer);
  const first = await service.request(`/v1/subscriptions/${id}`, { method: 'DELETE', apiKey: customer.apiKey });
  t.is(first.status, 200);
  const body = await first.json();
  t.deepEqual(Object.keys(body).sort(), ['disclaimer', 'subscription']);
  t.like(body.subscription, { id, enabled: false });
  const second = await service.request(`/v1/subscriptions/${id}`, { method: 'DELETE', apiKey: customer.apiKey });
  t.is(second.status, 200);
  t.deepEqual(await second.json(), body);
  t.deepEqual(
    (await streamOf(id)).map((e) => e.type),
    ['SubscriptionCreated', 'SubscriptionDisabled'],
    'the second DELETE appended nothing',
  );
});

test('the history lists the domain events oldest first, with type, time and data', async (t) => {
  const customer = await service.createCustomer('Team');
  const { id, created_at } = await createOk(t, customer, { ...valid, source_filter: ['edpb'], severity_min: 'low', language: 'en' });
  await service.request(`/v1/subscriptions/${id}`, { method: 'DELETE', apiKey: customer.apiKey });
  const response = await service.request(`/v1/subscriptions/${id}/history`, { apiKey: customer.apiKey });
  t.is(response.status, 200);
  const { subscription_id, history, disclaimer } = await response.json();
  t.is(subscription_id, id);
  t.regex(disclaimer, /not legal advice/);
  t.is(history.length, 2);
  t.deepEqual(history[0], {
    position: 1,
    type: 'SubscriptionCreated',
    time: created_at,
    data: {
      customer_id: customer.customerId,
      webhook_url: valid.webhook_url,
      topics: valid.topics,
      source_filter: ['edpb'],
      severity_min: 'low',
      language: 'en',
      article_filter: null,
      format: 'json',
      secret_fingerprint: history[0].data.secret_fingerprint,
    },
  });
  t.like(history[1], {
    position: 2,
    type: 'SubscriptionDisabled',
    data: { customer_id: customer.customerId, reason: 'deleted_by_customer' },
  });
  t.true(history[1].time >= history[0].time);
});

// ---------------------------------------------------------------- Another customer's subscription

test("another customer's subscription is 404 not_found on every endpoint, exactly like an unknown id, and stays unchanged", async (t) => {
  const owner = await service.createCustomer('Team');
  const intruder = await service.createCustomer('Team');
  const { id } = await createOk(t, owner);
  const streamBefore = await streamOf(id);

  for (const [method, path] of [
    ['GET', `/v1/subscriptions/${id}`],
    ['DELETE', `/v1/subscriptions/${id}`],
    ['GET', `/v1/subscriptions/${id}/history`],
  ] as const) {
    const foreign = await service.request(path, { method, apiKey: intruder.apiKey });
    const unknown = await service.request(path.replace(id, 'sub_doesNotExist0000000'), { method, apiKey: intruder.apiKey });
    t.is(foreign.status, 404, `${method} ${path}`);
    t.is(unknown.status, 404);
    const body = await foreign.json();
    t.deepEqual(body, { error: 'not_found', message: 'Subscription not found', details: {} });
    t.deepEqual(await unknown.json(), body, 'no difference to tell a foreign id from an unknown one');
  }
  const list = await (await service.request('/v1/subscriptions', { apiKey: intruder.apiKey })).json();
  t.deepEqual(list.subscriptions, []);

  t.deepEqual(await streamOf(id), streamBefore);
  const own = await (await service.request(`/v1/subscriptions/${id}`, { apiKey: owner.apiKey })).json();
  t.true(own.subscription.enabled);
});

// ---------------------------------------------------------------- The secret

test('the secret is shown once: never in a later response, the event log, a read table or a log line', async (t) => {
  const customer = await service.createCustomer('Team');
  const { id, webhook_secret: secret } = await createOk(t, customer);

  const bodies = [
    await (await service.request('/v1/subscriptions', { apiKey: customer.apiKey })).text(),
    await (await service.request(`/v1/subscriptions/${id}`, { apiKey: customer.apiKey })).text(),
    await (await service.request(`/v1/subscriptions/${id}/history`, { apiKey: customer.apiKey })).text(),
    await (await service.request(`/v1/subscriptions/${id}`, { method: 'DELETE', apiKey: customer.apiKey })).text(),
  ];
  for (const body of bodies) {
    t.true(body.includes(id));
    t.false(body.includes(secret));
    t.false(body.includes('webhook_secret'));
  }

  const { rows } = await service.backend.pool.query(
    `SELECT (SELECT count(*)::int FROM emt_messages WHERE message_data::text LIKE $1 OR message_metadata::text LIKE $1) AS events,
            (SELECT count(*)::int FROM subscriptions WHERE row_to_json(subscriptions)::text LIKE $1) AS read_rows,
            (SELECT count(*)::int FROM subscription_secrets
              WHERE position(convert_to($2, 'UTF8') IN ciphertext) > 0 OR encode(ciphertext, 'hex') LIKE $1) AS stored_in_clear`,
    [`%${secret}%`, secret],
  );
  t.deepEqual(rows[0], { events: 0, read_rows: 0, stored_in_clear: 0 });
  t.true(
    service.logs.some((line) => line.includes(id)),
    'the creation was logged',
  );
  t.false(service.logs.some((line) => line.includes(secret)));

  // What the event log keeps instead: the fingerprint, which proves which secret was issued.
  const [created] = await streamOf(id);
  t.is(created?.data.secretFingerprint, `sha256:${createHash('sha256').update(secret).digest('hex')}`);
});

test('deliveries can load the plaintext secret by subscription id; a sealed secret opens only for its own subscription', async (t) => {
  const customer = await service.createCustomer('Team');
  const first = await createOk(t, customer);
  const second = await createOk(t, customer);
  const { pool } = service.backend;
  t.is((await loadWebhookSecret(pool, secretsKey, first.id))?.current, first.webhook_secret);
  t.is(await loadWebhookSecret(pool, secretsKey, 'sub_unknown'), undefined);

  // A row copied onto another subscription does not decrypt: the id is the cipher's associated data.
  await pool.query(
    `UPDATE subscription_secrets AS target SET nonce = source.nonce, ciphertext = source.ciphertext, auth_tag = source.auth_tag
     FROM subscription_secrets AS source WHERE source.subscription_id = $1 AND target.subscription_id = $2`,
    [first.id, second.id],
  );
  await t.throwsAsync(loadWebhookSecret(pool, secretsKey, second.id));
  await t.throwsAsync(loadWebhookSecret(pool, { id: secretsKey.id, key: Buffer.alloc(32) }, first.id), undefined, 'a wrong key fails');
  await t.throwsAsync(loadWebhookSecret(pool, { id: 'other', key: secretsKey.key }, first.id), { message: /sealed with key/ });
});

// ---------------------------------------------------------------- OpenAPI

test('the OpenAPI document describes every subscription endpoint from the validating schemas', async (t) => {
  const document = await (await service.request('/v1/openapi.json')).json();
  const paths = document.paths;
  t.truthy(paths['/v1/subscriptions'].get);
  t.truthy(paths['/v1/subscriptions'].post.responses['201']);
  t.regex(paths['/v1/subscriptions'].post.responses['402'].description, /tier_limit_reached/);
  t.truthy(paths['/v1/subscriptions'].post.responses['400']);
  t.truthy(paths['/v1/subscriptions/{id}'].get.responses['404']);
  t.truthy(paths['/v1/subscriptions/{id}'].delete.responses['200']);
  t.truthy(paths['/v1/subscriptions/{id}/history'].get.responses['200']);
  t.deepEqual(paths['/v1/subscriptions/{id}'].delete.security, [{ bearerAuth: [] }]);
  const { SubscriptionCreate, Subscription } = document.components.schemas;
  t.deepEqual([...SubscriptionCreate.required].sort(), ['topics', 'webhook_url']);
  t.false(SubscriptionCreate.additionalProperties);
  t.is(SubscriptionCreate.properties.severity_min.default, 'info');
  t.is(SubscriptionCreate.properties.language.default, 'both');
  t.truthy(Subscription.properties.last_delivery_at);
  t.falsy(Subscription.properties.webhook_secret);
  // Version 1.1 paths, and the webhook payload itself under `webhooks` for typed clients.
  for (const [method, path] of [
    ['post', '/v1/subscriptions/{id}/recover'],
    ['post', '/v1/subscriptions/{id}/rotate-secret'],
    ['get', '/v1/subscriptions/{id}/stats'],
    ['post', '/v1/deliveries/{id}/replay'],
  ] as const)
    t.truthy(paths[path]?.[method], `${method} ${path}`);
  t.deepEqual(paths['/v1/subscriptions/{id}/stats'].get.responses['200'].content['application/json'].schema, {
    $ref: '#/components/schemas/SubscriptionStats',
  });
  const webhook = document.webhooks.regulatoryEvent.post;
  t.deepEqual(webhook.requestBody.content['application/json'].schema, { $ref: '#/components/schemas/WebhookPayload' });
  t.true(webhook.parameters.some((p: { in: string; name: string }) => p.in === 'header' && p.name === 'webhook-signature'));
  const { WebhookPayload } = document.components.schemas;
  t.deepEqual(WebhookPayload.properties.delivery.required.sort(), ['attempt', 'id', 'subscription_id']);
  t.true(WebhookPayload.required.includes('version'));
});
