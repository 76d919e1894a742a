import { DeciderSpecification, IllegalStateError, NotFoundError } from '@event-driven-io/emmett';
import test from 'ava';
import { decider, digestFeedToken, generateFeedToken, isWellFormedFeedToken, type FeedTokenEvent } from '../../src/domain/feedToken.js';
import { specification } from '../support/decider.js';

const given = DeciderSpecification.for(decider);
const now = new Date('2026-11-22T10:00:00.000Z');
const later = new Date('2026-11-23T08:30:00.000Z');
const feedTokenId = 'ftk_test';
const customerId = 'cus_owner';
const stored = { tokenDigest: 'd'.repeat(64), tokenHint: 'feed_…abcd' };

const issued: FeedTokenEvent = {
  type: 'FeedTokenIssued',
  data: { feedTokenId, customerId, label: 'reader', ...stored, issuedAt: now.toISOString() },
};
const revokedBy = (by: 'customer' | 'operator'): FeedTokenEvent => ({
  type: 'FeedTokenRevoked',
  data: { feedTokenId, customerId, by, revokedAt: later.toISOString() },
});
const issue = { type: 'IssueFeedToken', data: { feedTokenId, customerId, label: 'reader', stored }, metadata: { now } } as const;
const revoke = (by: string | null = customerId) =>
  ({ type: 'RevokeFeedToken', data: { feedTokenId, customerId: by }, metadata: { now: later } }) as const;

test('issuing records the digest and hint, never the token; an id is never issued twice', (t) =>
  specification(t, () => {
    given([]).when(issue).then([issued]);
    given([issued]).when(issue).thenThrows(IllegalStateError);
  }));

test('the owner or an operator revokes a token; revoking again changes nothing', (t) =>
  specification(t, () => {
    given([issued])
      .when(revoke())
      .then([revokedBy('customer')]);
    given([issued])
      .when(revoke(null))
      .then([revokedBy('operator')]);
    given([issued, revokedBy('customer')])
      .when(revoke())
      .thenNothingHappened();
  }));

test("an unknown or another customer's token is not found", (t) =>
  specification(t, () => {
    given([]).when(revoke()).thenThrows(NotFoundError);
    given([issued]).when(revoke('cus_intruder')).thenThrows(NotFoundError);
  }));

test('tokens are feed_ and 64 hex characters; only their digest is kept', (t) => {
  const { token, stored: kept } = generateFeedToken();
  t.true(isWellFormedFeedToken(token));
  t.false(isWellFormedFeedToken(token.toUpperCase()));
  t.is(kept.tokenDigest, digestFeedToken(token));
  t.false(JSON.stringify(kept).includes(token));
});
