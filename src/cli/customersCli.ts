import { Command, Option } from 'commander';
import * as z from 'zod';
import { changeCustomer, onboardCustomer, rotateApiKey } from '../application/customerCommands.js';
import { listOperationalMessages, type OperationalMessageView } from '../application/operationalMail.js';
import { listWelcomeMessages, type WelcomeMessageView } from '../application/welcomeMail.js';
import { customerStreamName, type CustomerEvent } from '../domain/customer.js';
import { hasCustomQuotas, Tier, TIERS, type Quotas } from '../domain/tier.js';
import { findCustomer, listCustomers, listKeys, type CustomerRow, type KeyRow } from '../projections/customersReadModel.js';
import type { Queryable } from '../projections/readModel.js';
import type { Backend } from '../services/service.js';
import { print, UserError, withBackend, jsonOption, type Output } from './context.js';

type QuotaOptions = { apiPerDay?: number; deliveriesPerMonth?: number };

const positiveInt = (value: string): number => {
  if (!/^[1-9]\d*$/.test(value)) throw new UserError(`"${value}" is not a positive whole number`);
  return Number(value);
};

function parseTier(value: string): Tier {
  const parsed = Tier.safeParse(value);
  if (!parsed.success) throw new UserError(`unknown tier "${value}"; one of ${TIERS.join(', ')}`);
  return parsed.data;
}

function quotasFor(tier: Tier, options: QuotaOptions): Quotas | null {
  const given = options.apiPerDay !== undefined || options.deliveriesPerMonth !== undefined;
  if (!hasCustomQuotas(tier)) {
    if (given) throw new UserError(`the ${tier} tier has fixed quotas; --api-per-day and --deliveries-per-month are for Embedded`);
    return null;
  }
  if (options.apiPerDay === undefined || options.deliveriesPerMonth === undefined) {
    throw new UserError('the Embedded tier needs --api-per-day N and --deliveries-per-month N');
  }
  return { apiRequestsPerDay: options.apiPerDay, deliveriesPerMonth: options.deliveriesPerMonth };
}

const quotaOptions = (command: Command) =>
  command
    .addOption(new Option('--api-per-day <n>', 'Embedded only: API requests per UTC day').argParser(positiveInt))
    .addOption(new Option('--deliveries-per-month <n>', 'Embedded only: webhook deliveries per month').argParser(positiveInt));

export type CustomerView = {
  id: string;
  email: string;
  tier: string;
  status: string;
  provider_customer_id: string | null;
  limits: { api_requests_per_day: number; deliveries_per_month: number; active_subscriptions: number };
  operational_mail: boolean;
  created_at: number;
  updated_at: number;
  keys: { id: string; hint: string; created_at: number; revoked_at: number | null }[];
};

const presentCustomer = (customer: CustomerRow, keys: KeyRow[]): CustomerView => ({
  id: customer.id,
  email: customer.email,
  tier: customer.tier,
  status: customer.status,
  provider_customer_id: customer.provider_customer_id,
  limits: {
    api_requests_per_day: customer.api_requests_per_day,
    deliveries_per_month: customer.deliveries_per_month,
    active_subscriptions: customer.max_subscriptions,
  },
  operational_mail: customer.operational_mail,
  created_at: customer.created_at.getTime(),
  updated_at: customer.updated_at.getTime(),
  keys: keys.map((key) => ({
    id: key.id,
    hint: key.hint,
    created_at: key.created_at.getTime(),
    revoked_at: key.revoked_at?.getTime() ?? null,
  })),
});

async function loadCustomer(db: Queryable, id: string): Promise<CustomerView> {
  const customer = await findCustomer(db, id);
  if (!customer) throw new UserError(`no customer with id ${id}`);
  return presentCustomer(customer, await listKeys(db, id));
}

const iso = (ms: number) => new Date(ms).toISOString();

const describe = (c: CustomerView): string =>
  [
    `${c.id}  ${c.email}`,
    `  tier ${c.tier}, ${c.status}; ${c.limits.api_requests_per_day} API requests/day, ` +
      `${c.limits.deliveries_per_month} deliveries/month, ${c.limits.active_subscriptions} subscriptions`,
    `  created ${iso(c.created_at)}${c.provider_customer_id ? `; payment provider customer ${c.provider_customer_id}` : ''}`,
    `  operational e-mail ${c.operational_mail ? 'on' : 'off'}`,
    ...c.keys.map((k) => `  key ${k.id} ${k.hint} ${k.revoked_at ? `revoked ${iso(k.revoked_at)}` : 'active'}`),
  ].join('\n');

// ---------------------------------------------------------------- The lifecycle, for `show`

type LifecycleEntry = { type: CustomerEvent['type']; at: number; summary: string };

/** One line per event of the customer's stream; key digests stay out. */
function lifecycleEntry({ type, data }: CustomerEvent): LifecycleEntry {
  const entry = (at: string, summary: string) => ({ type, at: Date.parse(at), summary });
  switch (type) {
    case 'CustomerOnboarded':
      return entry(data.onboardedAt, `onboarded as ${data.tier}${data.billing ? ` by checkout ${data.billing.checkoutEventId}` : ''}`);
    case 'ApiKeyIssued':
      return entry(data.issuedAt, `key ${data.keyId} (${data.keyHint}) issued`);
    case 'ApiKeyRevoked':
      return entry(data.revokedAt, `key ${data.keyId} revoked (${data.reason})`);
    case 'TierChanged':
      return entry(data.changedAt, `tier ${data.from} -> ${data.to}`);
    case 'CustomerSuspended':
      return entry(data.suspendedAt, `suspended: ${data.reason}`);
    case 'CustomerRestored':
      return entry(data.restoredAt, 'restored');
    case 'CustomerCanceled':
      return entry(data.canceledAt, `canceled: ${data.reason}`);
    case 'OperationalMailChanged':
      return entry(data.changedAt, `operational e-mail ${data.enabled ? 'on' : 'off'}`);
  }
}

type CustomerDetails = CustomerView & {
  lifecycle: LifecycleEntry[];
  welcome_messages: WelcomeMessageView[];
  operational_messages: OperationalMessageView[];
};

async function loadCustomerDetails({ pool, eventStore }: Backend, id: string): Promise<CustomerDetails> {
  const customer = await loadCustomer(pool, id);
  const { events } = await eventStore.readStream<CustomerEvent>(customerStreamName(id));
  return {
    ...customer,
    lifecycle: events.map(lifecycleEntry),
    welcome_messages: await listWelcomeMessages(pool, id),
    operational_messages: await listOperationalMessages(pool, id),
  };
}

const describeWelcome = (m: WelcomeMessageView): string => {
  const attempts = `${m.attempts} attempt${m.attempts === 1 ? '' : 's'}`;
  const outcome =
    m.status === 'sent'
      ? `sent via ${m.sent_via} after ${attempts}`
      : m.status === 'failed'
        ? `FAILED after ${attempts}: rotate the key (regfeed keys rotate) and hand it over`
        : m.status === 'superseded'
          ? 'not sent: its key was revoked first'
          : `pending after ${attempts}`;
  return `  welcome message ${m.id} to ${m.recipient}: ${outcome}${m.last_error ? ` (last error: ${m.last_error})` : ''}`;
};

const describeDetails = (c: CustomerDetails): string =>
  [
    describe(c),
    ...c.welcome_messages.map(describeWelcome),
    ...c.operational_messages.map(
      (m) =>
        `  ${m.kind === 'gave_up' ? 'give-up' : 'recovery'} message ${m.id} about ${m.subscription_id}: ${m.status}${m.last_error ? ` (last error: ${m.last_error})` : ''}`,
    ),
    '  lifecycle:',
    ...c.lifecycle.map((e) => `    ${iso(e.at)}  ${e.type.padEnd(17)}  ${e.summary}`),
  ].join('\n');

const showKeyOnce = (apiKey: string) => `\nAPI key (shown once, store it now; it cannot be recovered, only rotated):\n  ${apiKey}`;

export function customersCommand(): Command {
  const customers = new Command('customers').description('onboard and manage customers');

  quotaOptions(
    customers
      .command('create')
      .description('onboard a customer and issue its first API key')
      .requiredOption('--email <address>', 'contact e-mail address')
      .requiredOption('--tier <tier>', `one of ${TIERS.join(', ')}`, parseTier),
  )
    .addOption(jsonOption())
    .action(async (options: { email: string; tier: Tier } & QuotaOptions & Output) => {
      const email = z.email().safeParse(options.email);
      if (!email.success) throw new UserError(`"${options.email}" is not an e-mail address`);
      const customQuotas = quotasFor(options.tier, options);
      await withBackend(async ({ eventStore, pool }) => {
        const { customerId, apiKey } = await onboardCustomer(eventStore, { email: email.data, tier: options.tier, customQuotas });
        const customer = await loadCustomer(pool, customerId);
        print(options, { customer, api_key: apiKey }, () => `Customer created.\n${describe(customer)}${showKeyOnce(apiKey)}`);
      });
    });

  customers
    .command('list')
    .description('list every customer')
    .addOption(jsonOption())
    .action(async (options: Output) => {
      await withBackend(async ({ pool }) => {
        const rows = await listCustomers(pool);
        const views = await Promise.all(rows.map(async (row) => presentCustomer(row, await listKeys(pool, row.id))));
        print(options, { customers: views }, () => (views.length ? views.map(describe).join('\n') : 'No customers yet.'));
      });
    });

  customers
    .command('show')
    .description('show a customer: limits, keys, welcome message, operational e-mail and lifecycle')
    .argument('<id>', 'customer id (cus_…)')
    .addOption(jsonOption())
    .action(async (id: string, options: Output) => {
      await withBackend(async (backend) => {
        const customer = await loadCustomerDetails(backend, id);
        print(options, { customer }, () => describeDetails(customer));
      });
    });

  quotaOptions(
    customers
      .command('set-tier')
      .description("change a customer's tier (and an Embedded customer's quotas)")
      .argument('<id>', 'customer id (cus_…)')
      .requiredOption('--tier <tier>', `one of ${TIERS.join(', ')}`, parseTier),
  )
    .addOption(jsonOption())
    .action(async (id: string, options: { tier: Tier } & QuotaOptions & Output) => {
      const customQuotas = quotasFor(options.tier, options);
      await changeAndShow(id, options, { type: 'ChangeTier', data: { customerId: id, tier: options.tier, customQuotas } });
    });

  customers
    .command('suspend')
    .description('suspend a customer: the events query answers 402 until it is restored')
    .argument('<id>', 'customer id (cus_…)')
    .option('--reason <text>', 'why, for the audit trail', 'suspended by an operator')
    .addOption(jsonOption())
    .action(async (id: string, options: { reason: string } & Output) => {
      await changeAndShow(id, options, { type: 'SuspendCustomer', data: { customerId: id, reason: options.reason } });
    });

  customers
    .command('operational-mail')
    .description('switch the operational e-mail (deliveries given up, deliveries working again) on or off for a customer')
    .argument('<id>', 'customer id (cus_…)')
    .argument('<on|off>', 'on (the default for every customer) or off')
    .addOption(jsonOption())
    .action(async (id: string, state: string, options: Output) => {
      if (state !== 'on' && state !== 'off') throw new UserError(`"${state}" is neither on nor off`);
      await changeAndShow(id, options, { type: 'SetOperationalMail', data: { customerId: id, enabled: state === 'on' } });
    });

  customers
    .command('restore')
    .description('lift a suspension')
    .argument('<id>', 'customer id (cus_…)')
    .addOption(jsonOption())
    .action(async (id: string, options: Output) => {
      await changeAndShow(id, options, { type: 'RestoreCustomer', data: { customerId: id } });
    });

  return customers;
}

async function changeAndShow(id: string, output: Output, command: Parameters<typeof changeCustomer>[1]): Promise<void> {
  await withBackend(async ({ eventStore, pool }) => {
    await loadCustomer(pool, id);
    const { changed } = await changeCustomer(eventStore, command);
    const customer = await loadCustomer(pool, id);
    print(output, { customer, changed }, () => `${changed ? 'Updated.' : 'Nothing to change.'}\n${describe(customer)}`);
  });
}

export function keysCommand(): Command {
  const keys = new Command('keys').description('API keys');
  keys
    .command('rotate')
    .description("revoke a customer's keys at once and issue a new one")
    .requiredOption('--customer <id>', 'customer id (cus_…)')
    .addOption(jsonOption())
    .action(async (options: { customer: string } & Output) => {
      await withBackend(async ({ eventStore, pool }) => {
        await loadCustomer(pool, options.customer);
        const { apiKey } = await rotateApiKey(eventStore, options.customer);
        const customer = await loadCustomer(pool, options.customer);
        print(
          options,
          { customer, api_key: apiKey },
          () => `Key rotated; the old key is refused from now on.\n${describe(customer)}${showKeyOnce(apiKey)}`,
        );
      });
    });
  return keys;
}
