import { regulatoryEventStreamName, type RegulatoryEventContent, type RegulatoryEventEvent } from '../domain/regulatoryEvent.js';
import type { EventStore } from '../runtime/eventStore.js';

/** One version of a regulatory event as its stream recorded it. */
export type EventVersion = {
  eventId: string;
  version: number;
  /** Unix ms when this version was recorded. */
  recordedAt: number;
  /** Unix ms of the first version. */
  ingestedAt: number;
  diffSummaryEn: string | null;
  content: RegulatoryEventContent;
};

/** Every version of the event, oldest first, from its stream; empty for an unknown id. */
export async function eventVersions(eventStore: EventStore, eventId: string): Promise<EventVersion[]> {
  const { events } = await eventStore.readStream<RegulatoryEventEvent>(regulatoryEventStreamName(eventId));
  const first = events[0];
  if (!first || first.type !== 'RegulatoryEventPublished') return [];
  const ingestedAt = Date.parse(first.data.ingestedAt);
  return events.map(({ type, data }) => ({
    eventId,
    version: data.version,
    recordedAt: type === 'RegulatoryEventRevised' ? Date.parse(data.revisedAt) : ingestedAt,
    ingestedAt,
    diffSummaryEn: type === 'RegulatoryEventRevised' ? data.diffSummaryEn : null,
    content: data.content,
  }));
}
