import { generateApiKey } from '../domain/apiKey.js';
import { handleCustomerCommand, type Billing, type CustomerCommand } from '../domain/customer.js';
import { newId } from '../domain/ids.js';
import type { Quotas, Tier } from '../domain/tier.js';
import type { EventStore } from '../eventStore/eventStore.js';
import { systemClock, type Clock } from './clock.js';

// The edge of the customer commands: ids, keys and the clock come from here, the rules from the decider.

const newKey = () => {
  const { apiKey, stored } = generateApiKey();
  return { apiKey, key: { keyId: newId('key'), ...stored } };
};

/**
 * Onboards a customer with a first key. The plaintext key is returned once, to be shown once.
 * A checkout names its customer id in advance, so that applying it again onboards the same one;
 * `onboarded` is false when that customer existed and only its unseen key was replaced.
 */
export async function onboardCustomer(
  eventStore: EventStore,
  input: { email: string; tier: Tier; customQuotas: Quotas | null; customerId?: string; billing?: Billing },
  clock: Clock = systemClock,
): Promise<{ customerId: string; apiKey: string; keyId: string; onboarded: boolean }> {
  const { customerId = newId('cus'), ...details } = input;
  const { apiKey, key } = newKey();
  const { newEvents } = await handleCustomerCommand(eventStore, customerId, {
    type: 'OnboardCustomer',
    data: { customerId, ...details, key },
    metadata: { now: clock() },
  });
  return { customerId, apiKey, keyId: key.keyId, onboarded: newEvents.some((event) => event.type === 'CustomerOnboarded') };
}

/** Revokes every key of the customer and issues a new one, in one append: the old key fails at once. */
export async function rotateApiKey(eventStore: EventStore, customerId: string, clock: Clock = systemClock): Promise<{ apiKey: string }> {
  const { apiKey, key } = newKey();
  await handleCustomerCommand(eventStore, customerId, { type: 'RotateApiKey', data: { customerId, key }, metadata: { now: clock() } });
  return { apiKey };
}

type SimpleCommand = Exclude<CustomerCommand, { type: 'OnboardCustomer' | 'RotateApiKey' }>;

/** Tier changes, suspension, restoration and cancellation: commands with nothing to generate. */
export async function changeCustomer(
  eventStore: EventStore,
  command: Pick<SimpleCommand, 'type' | 'data'>,
  clock: Clock = systemClock,
): Promise<{ changed: boolean }> {
  const { newEvents } = await handleCustomerCommand(eventStore, command.data.customerId, {
    ...command,
    metadata: { now: clock() },
  } as SimpleCommand);
  return { changed: newEvents.length > 0 };
}
