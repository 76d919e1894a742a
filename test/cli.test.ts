import test from 'ava';
import { regfeed } from './support/cli.js';
import { startTestService, type TestService } from './support/service.js';

let service: TestService;
let env: Record<string, string>;
test.before(async () => {
  service = await startTestService();
  env = { DATABASE_URL: service.config.databaseUrl!, LOG_LEVEL: 'warn' };
});
test.after.always(() => service?.stop());

const createJson = async (...extra: string[]) => {
  const result = await regfeed(['customers', 'create', '--email', 'ops@example.org', '--tier', 'Team', '--json', ...extra], env);
  return { ...result, json: result.code === 0 ? JSON.parse(result.stdout) : undefined };
};

test('customers create --json prints exactly {customer, api_key}, and the key works at once', async (t) => {
  const { code, json } = await createJson();
  t.is(code, 0);
  t.deepEqual(Object.keys(json), ['customer', 'api_key']);
  t.regex(json.api_key, /^regfeed_[0-9a-f]{64}$/);
  t.like(json.customer, { email: 'ops@example.org', tier: 'Team', status: 'active', limits: { api_requests_per_day: 10_000 } });
  t.regex(json.customer.id, /^cus_/);
  const response = await service.request('/v1/account', { apiKey: json.api_key });
  t.is(response.status, 200);
  t.is((await response.json()).account.customer_id, json.customer.id);
});

test('customers create for people prints the customer and the key once', async (t) => {
  const { code, stdout } = await regfeed(['customers', 'create', '--email', 'p@example.org', '--tier', 'Indie'], env);
  t.is(code, 0);
  t.regex(stdout, /Customer created\./);
  t.regex(stdout, /regfeed_[0-9a-f]{64}/);
  t.regex(stdout, /shown once/);
});

test('an Embedded customer takes its own quotas; others refuse them', async (t) => {
  const embedded = await regfeed(
    [
      'customers',
      'create',
      '--email',
      'e@example.org',
      '--tier',
      'Embedded',
      '--api-per-day',
      '250000',
      '--deliveries-per-month',
      '80000',
      '--json',
    ],
    env,
  );
  t.is(embedded.code, 0);
  t.like(JSON.parse(embedded.stdout).customer.limits, {
    api_requests_per_day: 250_000,
    deliveries_per_month: 80_000,
    active_subscriptions: 200,
  });
  const missing = await regfeed(['customers', 'create', '--email', 'e@example.org', '--tier', 'Embedded'], env);
  t.is(missing.code, 1);
  t.regex(missing.stderr, /--api-per-day/);
  const refused = await regfeed(['customers', 'create', '--email', 'e@example.org', '--tier', 'Team', '--api-per-day', '5'], env);
  t.is(refused.code, 1);
  t.regex(refused.stderr, /fixed quotas/);
});

test('list, show, set-tier, suspend and restore', async (t) => {
  const { json } = await createJson();
  const id = json.customer.id;
  const list = JSON.parse((await regfeed(['customers', 'list', '--json'], env)).stdout);
  t.true(list.customers.some((c: { id: string }) => c.id === id));
  t.like(JSON.parse((await regfeed(['customers', 'show', id, '--json'], env)).stdout).customer, { id, tier: 'Team' });

  const upgraded = JSON.parse((await regfeed(['customers', 'set-tier', id, '--tier', 'GPAI', '--json'], env)).stdout);
  t.like(upgraded, { changed: true, customer: { tier: 'GPAI', limits: { api_requests_per_day: 100_000 } } });
  t.like(JSON.parse((await regfeed(['customers', 'set-tier', id, '--tier', 'GPAI', '--json'], env)).stdout), { changed: false });

  t.like(JSON.parse((await regfeed(['customers', 'suspend', id, '--json'], env)).stdout), {
    changed: true,
    customer: { status: 'suspended' },
  });
  t.like(JSON.parse((await regfeed(['customers', 'restore', id, '--json'], env)).stdout), {
    changed: true,
    customer: { status: 'active' },
  });
});

test('keys rotate refuses the old key at once and prints the new one once', async (t) => {
  const { json } = await createJson();
  const rotated = await regfeed(['keys', 'rotate', '--customer', json.customer.id, '--json'], env);
  t.is(rotated.code, 0);
  const { api_key: newKey, customer } = JSON.parse(rotated.stdout);
  t.not(newKey, json.api_key);
  t.is(customer.keys.filter((k: { revoked_at: number | null }) => k.revoked_at === null).length, 1);
  t.is((await service.request('/v1/account', { apiKey: json.api_key })).status, 401);
  t.is((await service.request('/v1/account', { apiKey: newKey })).status, 200);
});

test('errors go to stderr with a non-zero exit', async (t) => {
  const unknown = await regfeed(['customers', 'show', 'cus_nope'], env);
  t.is(unknown.code, 1);
  t.is(unknown.stdout, '');
  t.regex(unknown.stderr, /no customer with id cus_nope/);
  const badTier = await regfeed(['customers', 'create', '--email', 'a@example.org', '--tier', 'Gold'], env);
  t.not(badTier.code, 0);
  t.regex(badTier.stderr, /unknown tier "Gold"/);
  const badEmail = await regfeed(['customers', 'create', '--email', 'nope', '--tier', 'Team'], env);
  t.is(badEmail.code, 1);
  t.regex(badEmail.stderr, /not an e-mail address/);
  const badConfig = await regfeed(['customers', 'list'], { ...env, DATABASE_URL: 'mysql://x' });
  t.is(badConfig.code, 1);
  t.regex(badConfig.stderr, /DATABASE_URL/);
  const badLimit = await regfeed(['payments', 'list', '--limit', '0'], env);
  t.is(badLimit.code, 1);
  t.regex(badLimit.stderr, /--limit takes a whole number/);
  const unknownCommand = await regfeed(['frobnicate'], env);
  t.not(unknownCommand.code, 0);
  t.regex(unknownCommand.stderr, /unknown command/);
});

test('every command has --help', async (t) => {
  for (const args of [
    [],
    ['serve'],
    ['migrate'],
    ['customers'],
    ['customers', 'create'],
    ['customers', 'list'],
    ['customers', 'show'],
    ['customers', 'set-tier'],
    ['customers', 'suspend'],
    ['customers', 'restore'],
    ['keys', 'rotate'],
    ['audit'],
    ['audit', 'subscription'],
    ['audit', 'delivery'],
    ['events', 'ingest'],
    ['projections', 'rebuild'],
    ['deliveries', 'list'],
    ['payments'],
    ['payments', 'list'],
  ]) {
    const { code, stdout } = await regfeed([...args, '--help'], env);
    t.is(code, 0, args.join(' '));
    t.regex(stdout, /Usage: regfeed/, args.join(' '));
  }
});

test('audit subscription prints the same history as the API, for any customer, never the secret', async (t) => {
  const { apiKey } = await service.createCustomer('Team');
  const created = await service.request('/v1/subscriptions', {
    method: 'POST',
    apiKey,
    json: { webhook_url: 'https://hooks.example.com/audit', topics: ['gpai', 'sandbox'] },
  });
  const { id, webhook_secret: secret } = (await created.json()).subscription;
  await service.request(`/v1/subscriptions/${id}`, { method: 'DELETE', apiKey });
  const { history } = await (await service.request(`/v1/subscriptions/${id}/history`, { apiKey })).json();

  const json = await regfeed(['audit', 'subscription', id, '--json'], env);
  t.is(json.code, 0, json.stderr);
  t.deepEqual(JSON.parse(json.stdout), { subscription_id: id, history });

  const human = await regfeed(['audit', 'subscription', id], env);
  t.is(human.code, 0);
  t.regex(human.stdout, /SubscriptionCreated[\s\S]*topics: gpai,sandbox[\s\S]*SubscriptionDisabled[\s\S]*reason: deleted_by_customer/);
  for (const output of [json.stdout, json.stderr, human.stdout, human.stderr]) t.false(output.includes(secret));
});

test('audit subscription of an unknown id says so on stderr and exits 1', async (t) => {
  const { code, stdout, stderr } = await regfeed(['audit', 'subscription', 'sub_nope', '--json'], env);
  t.is(code, 1);
  t.is(stdout, '');
  t.regex(stderr, /no subscription with id sub_nope/);
});

test('migrate is idempotent', async (t) => {
  const first = await regfeed(['migrate', '--json'], env);
  const second = await regfeed(['migrate', '--json'], env);
  t.is(first.code, 0);
  t.deepEqual(JSON.parse(second.stdout), { migrated: true });
});
