import { DeciderCommandHandler, IllegalStateError, type Command, type Decider, type Event } from '@event-driven-io/emmett';
import { summarizeRevision } from './revisionSummary.js';
import type { EventType, Severity, Topic } from './vocabulary.js';

/**
 * What a regulatory event says. Its identity is (sourceId, urlOfficial); everything else may change
 * between versions. Lists are kept in a canonical order so that equal content compares equal.
 */
export type RegulatoryEventContent = {
  sourceId: string;
  urlOfficial: string;
  eventType: EventType;
  topics: Topic[];
  severity: Severity;
  titleEn: string;
  titleDe: string | null;
  summaryEn: string;
  summaryDe: string | null;
  aiActArticles: string[];
  publishedAt: number;
  languageVersions: string[];
  /**
   * SHA-256 of the official document's normalized text, when a source watcher read it. A changed
   * fingerprint is a new version even when the title and summary read the same (the change lies
   * beyond the summary).
   */
  fingerprint?: string;
};

// ---------------------------------------------------------------- Events

export type RegulatoryEventPublished = Event<
  'RegulatoryEventPublished',
  { eventId: string; version: 1; content: RegulatoryEventContent; ingestedAt: string }
>;
export type RegulatoryEventRevised = Event<
  'RegulatoryEventRevised',
  {
    eventId: string;
    version: number;
    content: RegulatoryEventContent;
    diffSummaryEn: string;
    changedFields: (keyof RegulatoryEventContent)[];
    revisedAt: string;
  }
>;
export type RegulatoryEventEvent = RegulatoryEventPublished | RegulatoryEventRevised;
export const REGULATORY_EVENT_TYPES: RegulatoryEventEvent['type'][] = ['RegulatoryEventPublished', 'RegulatoryEventRevised'];

// ---------------------------------------------------------------- State

export type RegulatoryEvent =
  | { status: 'Unknown' }
  | { status: 'Published'; eventId: string; version: number; content: RegulatoryEventContent };

export const initialState = (): RegulatoryEvent => ({ status: 'Unknown' });

export const evolve = (_state: RegulatoryEvent, { data }: RegulatoryEventEvent): RegulatoryEvent => ({
  status: 'Published',
  eventId: data.eventId,
  version: data.version,
  content: data.content,
});

// ---------------------------------------------------------------- Commands

export type IngestRegulatoryEvent = Command<
  'IngestRegulatoryEvent',
  { eventId: string; content: RegulatoryEventContent; diffSummaryEn: string | null },
  { now: Date }
>;
export type RegulatoryEventCommand = IngestRegulatoryEvent;

const CONTENT_FIELDS: (keyof RegulatoryEventContent)[] = [
  'sourceId',
  'urlOfficial',
  'eventType',
  'topics',
  'severity',
  'titleEn',
  'titleDe',
  'summaryEn',
  'summaryDe',
  'aiActArticles',
  'publishedAt',
  'languageVersions',
  'fingerprint',
];

export const changedFields = (before: RegulatoryEventContent, after: RegulatoryEventContent): (keyof RegulatoryEventContent)[] =>
  CONTENT_FIELDS.filter((field) => JSON.stringify(before[field]) !== JSON.stringify(after[field]));

/**
 * The first ingestion publishes version 1; the same content again changes nothing; changed content
 * is a new version with a diff summary (the one given, or one written from what changed).
 */
export const decide = ({ data, metadata }: RegulatoryEventCommand, state: RegulatoryEvent): RegulatoryEventEvent[] => {
  const now = metadata.now.toISOString();
  if (state.status === 'Unknown') {
    return [{ type: 'RegulatoryEventPublished', data: { eventId: data.eventId, version: 1, content: data.content, ingestedAt: now } }];
  }
  const { sourceId, urlOfficial } = state.content;
  if (data.content.sourceId !== sourceId || data.content.urlOfficial !== urlOfficial) {
    throw new IllegalStateError(`${state.eventId} is the event of ${sourceId} ${urlOfficial}`);
  }
  // An editor's input knows no fingerprint: the one a watcher recorded stays.
  const content = data.content.fingerprint === undefined && state.content.fingerprint !== undefined
    ? { ...data.content, fingerprint: state.content.fingerprint }
    : data.content;
  const changed = changedFields(state.content, content);
  if (changed.length === 0) return [];
  return [
    {
      type: 'RegulatoryEventRevised',
      data: {
        eventId: data.eventId,
        version: state.version + 1,
        content,
        diffSummaryEn: data.diffSummaryEn ?? summarizeRevision(state.content, content, changed),
        changedFields: changed,
        revisedAt: now,
      },
    },
  ];
};

export const decider: Decider<RegulatoryEvent, RegulatoryEventCommand, RegulatoryEventEvent> = { decide, evolve, initialState };

export const regulatoryEventStreamName = (eventId: string): string => `regevent-${eventId}`;

export const handleRegulatoryEventCommand = DeciderCommandHandler({
  ...decider,
  mapToStreamId: regulatoryEventStreamName,
  retry: { onVersionConflict: 5 },
});
