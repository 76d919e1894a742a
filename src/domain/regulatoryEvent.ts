import {
  DeciderCommandHandler,
  IllegalStateError,
  NotFoundError,
  ValidationError,
  type Command,
  type Decider,
  type Event,
} from '@event-driven-io/emmett';
import { summarizeReclassification, summarizeRevision } from './revisionSummary.js';
import type * as z from 'zod';
import { EventType, Severity, Topic, TOPICS } from './vocabulary.js';

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
/** The labels customers filter on: what an editor may correct. */
export type Labels = Pick<RegulatoryEventContent, 'eventType' | 'topics' | 'severity'>;

/** An editor's correction of the labels: a new version, with who and why, delivered like any other. */
export type RegulatoryEventReclassified = Event<
  'RegulatoryEventReclassified',
  {
    eventId: string;
    version: number;
    content: RegulatoryEventContent;
    previousLabels: Labels;
    diffSummaryEn: string;
    changedFields: (keyof Labels)[];
    editor: string;
    reason: string;
    reclassifiedAt: string;
  }
>;
export type RegulatoryEventEvent = RegulatoryEventPublished | RegulatoryEventRevised | RegulatoryEventReclassified;
export const REGULATORY_EVENT_TYPES: RegulatoryEventEvent['type'][] = [
  'RegulatoryEventPublished',
  'RegulatoryEventRevised',
  'RegulatoryEventReclassified',
];

/** When a version was recorded and what it says changed, whichever event recorded it. */
export function versionRecord(event: RegulatoryEventEvent): { recordedAt: string; diffSummaryEn: string | null } {
  switch (event.type) {
    case 'RegulatoryEventPublished':
      return { recordedAt: event.data.ingestedAt, diffSummaryEn: null };
    case 'RegulatoryEventRevised':
      return { recordedAt: event.data.revisedAt, diffSummaryEn: event.data.diffSummaryEn };
    case 'RegulatoryEventReclassified':
      return { recordedAt: event.data.reclassifiedAt, diffSummaryEn: event.data.diffSummaryEn };
  }
}

/** How the labels of a version came about: as ingested (`rules`), or corrected by an editor. */
export type ClassificationMethod = { method: 'rules'; reviewedAt: null } | { method: 'editor'; reviewedAt: string };

/** The classification of the given version, from the event's stream (the latest correction at or before it). */
export function classificationAt(events: RegulatoryEventEvent[], version: number): ClassificationMethod {
  const review = events.filter((event) => event.type === 'RegulatoryEventReclassified' && event.data.version <= version).at(-1);
  return review?.type === 'RegulatoryEventReclassified'
    ? { method: 'editor', reviewedAt: review.data.reclassifiedAt }
    : { method: 'rules', reviewedAt: null };
}

// ---------------------------------------------------------------- State

export type RegulatoryEvent =
  | { status: 'Unknown' }
  | {
      status: 'Published';
      eventId: string;
      version: number;
      content: RegulatoryEventContent;
      /** The labels as an editor last set them: ingestion never overrides them. */
      editorLabels: Labels | null;
    };

export const initialState = (): RegulatoryEvent => ({ status: 'Unknown' });

const labelsOf = (content: RegulatoryEventContent): Labels => ({
  eventType: content.eventType,
  topics: content.topics,
  severity: content.severity,
});

export const evolve = (state: RegulatoryEvent, { type, data }: RegulatoryEventEvent): RegulatoryEvent => ({
  status: 'Published',
  eventId: data.eventId,
  version: data.version,
  content: data.content,
  editorLabels: type === 'RegulatoryEventReclassified' ? labelsOf(data.content) : state.status === 'Published' ? state.editorLabels : null,
});

// ---------------------------------------------------------------- Commands

export type IngestRegulatoryEvent = Command<
  'IngestRegulatoryEvent',
  { eventId: string; content: RegulatoryEventContent; diffSummaryEn: string | null },
  { now: Date }
>;
/** An editor's labels: any of the three; the others stay as they are. */
export type ReclassifyRegulatoryEvent = Command<
  'ReclassifyRegulatoryEvent',
  { eventId: string; labels: { eventType?: string; topics?: string[]; severity?: string }; editor: string; reason: string },
  { now: Date }
>;
export type RegulatoryEventCommand = IngestRegulatoryEvent | ReclassifyRegulatoryEvent;

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

export const decide = (command: RegulatoryEventCommand, state: RegulatoryEvent): RegulatoryEventEvent[] =>
  command.type === 'ReclassifyRegulatoryEvent' ? reclassify(command, state) : ingest(command, state);

/**
 * The first ingestion publishes version 1; the same content again changes nothing; changed content
 * is a new version with a diff summary (the one given, or one written from what changed). Labels an
 * editor set stay, whatever the ingested item says.
 */
const ingest = ({ data, metadata }: IngestRegulatoryEvent, state: RegulatoryEvent): RegulatoryEventEvent[] => {
  const now = metadata.now.toISOString();
  if (state.status === 'Unknown') {
    return [{ type: 'RegulatoryEventPublished', data: { eventId: data.eventId, version: 1, content: data.content, ingestedAt: now } }];
  }
  const { sourceId, urlOfficial } = state.content;
  if (data.content.sourceId !== sourceId || data.content.urlOfficial !== urlOfficial) {
    throw new IllegalStateError(`${state.eventId} is the event of ${sourceId} ${urlOfficial}`);
  }
  // An editor's input knows no fingerprint: the one a watcher recorded stays.
  const content = {
    ...data.content,
    ...(data.content.fingerprint === undefined && state.content.fingerprint !== undefined && { fingerprint: state.content.fingerprint }),
    ...state.editorLabels,
  };
  const changed = changedFields(state.content, content);
  if (changed.length === 0) return [];
  const diffSummaryEn = data.diffSummaryEn ?? summarizeRevision(state.content, content, changed);
  return [{ type: 'RegulatoryEventRevised', data: { ...nextVersion(state, content, changed), diffSummaryEn, revisedAt: now } }];
};

/** What every later version says: the event, its next number, its content and which fields changed. */
const nextVersion = <F extends keyof RegulatoryEventContent>(
  state: Extract<RegulatoryEvent, { status: 'Published' }>,
  content: RegulatoryEventContent,
  changed: F[],
) => ({
  eventId: state.eventId,
  version: state.version + 1,
  content,
  changedFields: changed,
});

const MAX_REASON = 1000;
const MAX_EDITOR = 100;

/** The editor's labels merged into the current ones, each checked; every problem is reported at once. */
function correctedLabels(current: Labels, given: ReclassifyRegulatoryEvent['data']['labels']): Labels {
  const problems: string[] = [];
  const check = <T>(name: string, schema: z.ZodType<T>, value: string | undefined, fallback: T): T => {
    if (value === undefined) return fallback;
    const parsed = schema.safeParse(value);
    if (!parsed.success) problems.push(`${name}: ${JSON.stringify(value)} is not one of the allowed values`);
    return parsed.success ? parsed.data : fallback;
  };
  const topics = given.topics?.map((topic) => check('topics', Topic, topic, topic as Topic));
  if (topics && topics.length === 0) problems.push('topics: at least one topic');
  if (topics && new Set(topics).size !== topics.length) problems.push('topics: each topic once');
  const labels: Labels = {
    eventType: check('event type', EventType, given.eventType, current.eventType),
    severity: check('severity', Severity, given.severity, current.severity),
    topics: topics ? [...topics].sort((a, b) => TOPICS.indexOf(a) - TOPICS.indexOf(b)) : current.topics,
  };
  if (problems.length) throw new ValidationError(`Invalid labels: ${problems.join('; ')}`);
  return labels;
}

/**
 * An editor's correction of an event's labels is a new version with who and why; the same labels
 * again change nothing (the command can be repeated safely).
 */
const reclassify = ({ data, metadata }: ReclassifyRegulatoryEvent, state: RegulatoryEvent): RegulatoryEventEvent[] => {
  if (state.status === 'Unknown') throw new NotFoundError({ id: data.eventId, type: 'event', message: `No event with id ${data.eventId}` });
  const reason = data.reason.trim();
  const editor = data.editor.trim();
  if (!reason || reason.length > MAX_REASON) throw new ValidationError(`A reason of 1 to ${MAX_REASON} characters is required`);
  if (!editor || editor.length > MAX_EDITOR) throw new ValidationError(`An editor name of 1 to ${MAX_EDITOR} characters is required`);
  if (Object.values(data.labels).every((label) => label === undefined))
    throw new ValidationError('Give at least one label: topics, severity or event type');
  const previousLabels = labelsOf(state.content);
  const labels = correctedLabels(previousLabels, data.labels);
  const content = { ...state.content, ...labels };
  // Only labels differ between the two contents.
  const changed = changedFields(state.content, content) as (keyof Labels)[];
  if (changed.length === 0) return [];
  const diffSummaryEn = summarizeReclassification(previousLabels, labels, reason);
  return [
    {
      type: 'RegulatoryEventReclassified',
      data: {
        ...nextVersion(state, content, changed),
        previousLabels,
        diffSummaryEn,
        editor,
        reason,
        reclassifiedAt: metadata.now.toISOString(),
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
