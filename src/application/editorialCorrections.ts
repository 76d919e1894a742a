import { handleRegulatoryEventCommand, type ReclassifyRegulatoryEvent } from '../domain/regulatoryEvent.js';
import type { EventStore } from '../eventStore/eventStore.js';
import { systemClock, type Clock } from './clock.js';

export type Reclassification = ReclassifyRegulatoryEvent['data'];
export type ReclassificationOutcome = { changed: boolean; version: number; diffSummaryEn: string | null };

/**
 * Records an editor's labels as a new version of the event, in its stream with who and why. The
 * fan-out delivers it like any new version; later ingestions keep these labels.
 */
export async function reclassifyEvent(
  eventStore: EventStore,
  correction: Reclassification,
  clock: Clock = systemClock,
): Promise<ReclassificationOutcome> {
  const { newEvents, newState } = await handleRegulatoryEventCommand(eventStore, correction.eventId, {
    type: 'ReclassifyRegulatoryEvent',
    data: correction,
    metadata: { now: clock() },
  });
  const recorded = newEvents[0];
  return {
    changed: recorded !== undefined,
    version: newState.status === 'Published' ? newState.version : 0,
    diffSummaryEn: recorded?.type === 'RegulatoryEventReclassified' ? recorded.data.diffSummaryEn : null,
  };
}
