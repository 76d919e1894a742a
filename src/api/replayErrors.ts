import type { ReplayOutcome } from '../delivery/replay.js';
import { conflict, monthlyDeliveriesUsedUp, notFound } from './errors.js';

/** The count of a replay or recovery that went ahead; a refused one throws its Error body (404, 409, 402). */
export function replayedCount(outcome: ReplayOutcome, what: 'Delivery' | 'Subscription'): number {
  switch (outcome.refused) {
    case undefined:
      return outcome.count;
    case 'not_found':
      throw notFound(what);
    case 'in_progress':
      throw conflict('The delivery is in progress (pending or failed); replay it once its cycle ends');
    case 'subscription_disabled':
      throw conflict('The subscription is disabled; its deliveries are not replayed');
    case 'quota_exhausted':
      throw monthlyDeliveriesUsedUp();
  }
}
