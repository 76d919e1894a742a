import { classificationAt, regulatoryEventStreamName, versionRecord, type RegulatoryEventEvent } from '../domain/regulatoryEvent.js';
import type { PayloadEvent } from '../domain/webhookPayload.js';
import type { EventStore } from '../eventStore/eventStore.js';

/** The event as it read at one version, in the payload's terms, and when that version was recorded. */
export async function eventAtVersion(
  eventStore: EventStore,
  eventId: string,
  version: number,
): Promise<(PayloadEvent & { recordedAt: number }) | undefined> {
  const { events } = await eventStore.readStream<RegulatoryEventEvent>(regulatoryEventStreamName(eventId));
  const first = events[0];
  const at = events.find((event) => event.data.version === version);
  if (first?.type !== 'RegulatoryEventPublished' || !at) return undefined;
  const { recordedAt, diffSummaryEn } = versionRecord(at);
  const { method, reviewedAt } = classificationAt(events, version);
  return {
    ...at.data.content,
    id: eventId,
    version,
    diffSummaryEn,
    classification: { method, reviewedAt: reviewedAt === null ? null : Date.parse(reviewedAt) },
    ingestedAt: Date.parse(first.data.ingestedAt),
    recordedAt: Date.parse(recordedAt),
  };
}
