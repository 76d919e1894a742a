import { eventVersions } from '../application/eventVersions.js';
import type { PayloadEvent } from '../domain/webhookPayload.js';
import type { EventStore } from '../eventStore/eventStore.js';

/** The event as it read at one version, in the payload's terms, and when that version was recorded. */
export async function eventAtVersion(
  eventStore: EventStore,
  eventId: string,
  version: number,
): Promise<(PayloadEvent & { recordedAt: number }) | undefined> {
  const at = (await eventVersions(eventStore, eventId)).find((candidate) => candidate.version === version);
  if (!at) return undefined;
  const { reviewedAt } = at.classification;
  return {
    ...at.content,
    id: eventId,
    version,
    diffSummaryEn: at.diffSummaryEn,
    classification: { method: at.classification.method, reviewedAt: reviewedAt === null ? null : Date.parse(reviewedAt) },
    ingestedAt: at.ingestedAt,
    recordedAt: at.recordedAt,
  };
}
