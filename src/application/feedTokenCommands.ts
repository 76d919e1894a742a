import { generateFeedToken, handleFeedTokenCommand } from '../domain/feedToken.js';
import { newId } from '../domain/ids.js';
import type { EventStore } from '../eventStore/eventStore.js';
import { systemClock, type Clock } from './clock.js';

/** Issues a feed token for the customer; the token is returned once, to be shown once. */
export async function issueFeedToken(eventStore: EventStore, customerId: string, label: string | null, clock: Clock = systemClock) {
  const feedTokenId = newId('ftk');
  const { token, stored } = generateFeedToken();
  await handleFeedTokenCommand(eventStore, feedTokenId, {
    type: 'IssueFeedToken',
    data: { feedTokenId, customerId, label, stored },
    metadata: { now: clock() },
  });
  return { feedTokenId, token };
}

/** Revokes a token: the customer's own (`customerId`), or anyone's by an operator (null). A second call changes nothing. */
export async function revokeFeedToken(eventStore: EventStore, customerId: string | null, feedTokenId: string, clock: Clock = systemClock) {
  const { newEvents } = await handleFeedTokenCommand(eventStore, feedTokenId, {
    type: 'RevokeFeedToken',
    data: { feedTokenId, customerId },
    metadata: { now: clock() },
  });
  return { changed: newEvents.length > 0 };
}
