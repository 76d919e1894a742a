import { regulatoryEventStreamName, versionRecord, type RegulatoryEventEvent } from '../domain/regulatoryEvent.js';
import type { EventStore } from '../eventStore/eventStore.js';

/** An event's versions as recorded, oldest first: ingestions, revisions, and editors' corrections with who and why. */
export async function eventHistory(eventStore: EventStore, eventId: string) {
  const { events } = await eventStore.readStream<RegulatoryEventEvent>(regulatoryEventStreamName(eventId));
  return events.map((event) => ({
    position: Number(event.metadata.streamPosition),
    type: event.type,
    time: Date.parse(versionRecord(event).recordedAt),
    data: event.data as Record<string, unknown>,
  }));
}
