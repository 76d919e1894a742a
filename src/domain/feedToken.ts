import { DeciderCommandHandler, IllegalStateError, NotFoundError, type Command, type Decider, type Event } from '@event-driven-io/emmett';
import { createHash, randomBytes } from 'node:crypto';

// A read-only feed token, stream `feedtoken-<id>`: it opens its owner's Atom feed and nothing else.
// Like API keys, only its SHA-256 digest and a hint are ever stored; the token is shown once.

export const FEED_TOKEN_PREFIX = 'feed_';
const FEED_TOKEN_PATTERN = /^feed_[0-9a-f]{64}$/;

export const isWellFormedFeedToken = (candidate: string): boolean => FEED_TOKEN_PATTERN.test(candidate);

export const digestFeedToken = (token: string): string => createHash('sha256').update(token, 'ascii').digest('hex');

export type StoredFeedToken = { tokenDigest: string; tokenHint: string };

export function generateFeedToken(): { token: string; stored: StoredFeedToken } {
  const token = `${FEED_TOKEN_PREFIX}${randomBytes(32).toString('hex')}`;
  return { token, stored: { tokenDigest: digestFeedToken(token), tokenHint: `${FEED_TOKEN_PREFIX}…${token.slice(-4)}` } };
}

// ---------------------------------------------------------------- Events

export type FeedTokenIssued = Event<
  'FeedTokenIssued',
  { feedTokenId: string; customerId: string; label: string | null; issuedAt: string } & StoredFeedToken
>;
export type FeedTokenRevoked = Event<
  'FeedTokenRevoked',
  { feedTokenId: string; customerId: string; by: 'customer' | 'operator'; revokedAt: string }
>;
export type FeedTokenEvent = FeedTokenIssued | FeedTokenRevoked;
export const FEED_TOKEN_EVENT_TYPES: FeedTokenEvent['type'][] = ['FeedTokenIssued', 'FeedTokenRevoked'];

// ---------------------------------------------------------------- State

export type FeedToken = { status: 'Unknown' } | { status: 'Active' | 'Revoked'; customerId: string };

export const initialState = (): FeedToken => ({ status: 'Unknown' });

export const evolve = (state: FeedToken, { type, data }: FeedTokenEvent): FeedToken => {
  switch (type) {
    case 'FeedTokenIssued':
      return { status: 'Active', customerId: data.customerId };
    case 'FeedTokenRevoked':
      return state.status === 'Unknown' ? state : { ...state, status: 'Revoked' };
  }
};

// ---------------------------------------------------------------- Commands

type CommandMetadata = { now: Date };
export type IssueFeedToken = Command<
  'IssueFeedToken',
  { feedTokenId: string; customerId: string; label: string | null; stored: StoredFeedToken },
  CommandMetadata
>;
/** `customerId` null: an operator revokes whoever's token it is. */
export type RevokeFeedToken = Command<'RevokeFeedToken', { feedTokenId: string; customerId: string | null }, CommandMetadata>;
export type FeedTokenCommand = IssueFeedToken | RevokeFeedToken;

export const decide = ({ type, data, metadata }: FeedTokenCommand, state: FeedToken): FeedTokenEvent[] => {
  const now = metadata.now.toISOString();
  switch (type) {
    case 'IssueFeedToken': {
      if (state.status !== 'Unknown') throw new IllegalStateError('Feed token already exists');
      const { feedTokenId, customerId, label, stored } = data;
      return [{ type: 'FeedTokenIssued', data: { feedTokenId, customerId, label, ...stored, issuedAt: now } }];
    }
    case 'RevokeFeedToken': {
      // Another customer's token is as unknown as one that does not exist.
      if (state.status === 'Unknown' || (data.customerId !== null && state.customerId !== data.customerId)) {
        throw new NotFoundError({ id: data.feedTokenId, type: 'FeedToken', message: 'Feed token not found' });
      }
      if (state.status === 'Revoked') return [];
      const by = data.customerId === null ? 'operator' : 'customer';
      return [{ type: 'FeedTokenRevoked', data: { feedTokenId: data.feedTokenId, customerId: state.customerId, by, revokedAt: now } }];
    }
  }
};

export const decider: Decider<FeedToken, FeedTokenCommand, FeedTokenEvent> = { decide, evolve, initialState };

export const feedTokenStreamName = (feedTokenId: string): string => `feedtoken-${feedTokenId}`;

export const handleFeedTokenCommand = DeciderCommandHandler({
  ...decider,
  mapToStreamId: feedTokenStreamName,
  retry: { onVersionConflict: 3 },
});
