import {
  classificationAt,
  regulatoryEventStreamName,
  versionRecord,
  type ClassificationMethod,
  type RegulatoryEventContent,
  type RegulatoryEventEvent,
} from '../domain/regulatoryEvent.js';
import type { EventStore } from '../eventStore/eventStore.js';

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
  /** Whether this version's labels are the rules' or an editor's. */
  classification: ClassificationMethod;
};

/** Every version of the event, oldest first, from its stream; empty for an unknown id. */
export async function eventVersions(eventStore: EventStore, eventId: string): Promise<EventVersion[]> {
  const { events } = await eventStore.readStream<RegulatoryEventEvent>(regulatoryEventStreamName(eventId));
  const first = events[0];
  if (first?.type !== 'RegulatoryEventPublished') return [];
  const ingestedAt = Date.parse(first.data.ingestedAt);
  return events.map((event) => {
    const { recordedAt, diffSummaryEn } = versionRecord(event);
    return {
      eventId,
      version: event.data.version,
      recordedAt: Date.parse(recordedAt),
      ingestedAt,
      diffSummaryEn,
      content: event.data.content,
      classification: classificationAt(events, event.data.version),
    };
  });
}
