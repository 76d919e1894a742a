import { DeciderSpecification, IllegalStateError, NotFoundError, ValidationError } from '@event-driven-io/emmett';
import test from 'ava';
import {
  classificationAt,
  decide,
  decider,
  initialState,
  type ReclassifyRegulatoryEvent,
  type RegulatoryEventContent,
  type RegulatoryEventEvent,
} from '../../src/domain/regulatoryEvent.js';
import { specification } from '../support/decider.js';

const given = DeciderSpecification.for(decider);
const now = new Date('2026-11-22T10:00:00.000Z');
const eventId = 'evt_2026_0720_001';

const content: RegulatoryEventContent = {
  sourceId: 'ec-digital',
  urlOfficial: 'https://digital-strategy.ec.europa.eu/en/library/art-50-guidelines',
  eventType: 'consultation',
  topics: ['transparency'],
  severity: 'medium',
  titleEn: 'Draft guidelines on transparency obligations',
  titleDe: null,
  summaryEn: 'The Commission consults on draft guidelines for Art. 50.',
  summaryDe: null,
  aiActArticles: ['Art. 50'],
  publishedAt: Date.UTC(2026, 6, 20),
  languageVersions: ['en'],
};
const published: RegulatoryEventEvent = {
  type: 'RegulatoryEventPublished',
  data: { eventId, version: 1, content, ingestedAt: now.toISOString() },
};
const ingest = (c: RegulatoryEventContent, diffSummaryEn: string | null = null) =>
  ({ type: 'IngestRegulatoryEvent', data: { eventId, content: c, diffSummaryEn }, metadata: { now } }) as const;

test('the first ingestion publishes version 1', (t) => {
  t.deepEqual(decide(ingest(content), initialState()), [published]);
});

test('the same content again changes nothing', (t) =>
  specification(t, () => {
    given([published])
      .when(ingest({ ...content }))
      .thenNothingHappened();
  }));

test('changed content is version 2 with a generated summary of what changed', (t) => {
  const final = {
    ...content,
    eventType: 'guidance' as const,
    severity: 'high' as const,
    titleEn: 'Final guidelines on transparency obligations',
    topics: ['transparency' as const, 'gpai' as const],
    aiActArticles: ['Art. 50', 'Art. 50(2)'],
  };
  const [revised] = decide(ingest(final), { status: 'Published', eventId, version: 1, content, editorLabels: null });
  t.is(revised?.type, 'RegulatoryEventRevised');
  if (revised?.type !== 'RegulatoryEventRevised') return;
  t.is(revised.data.version, 2);
  t.deepEqual(revised.data.content, final);
  t.deepEqual(revised.data.changedFields, ['eventType', 'topics', 'severity', 'titleEn', 'aiActArticles']);
  const summary = revised.data.diffSummaryEn;
  t.regex(summary, /Type changed from consultation to guidance\./);
  t.regex(summary, /Severity raised from medium to high\./);
  t.regex(summary, /Topics: added gpai\./);
  t.regex(summary, /AI Act references: added Art\. 50\(2\)\./);
  t.regex(summary, /Title changed: .*added "Final".*removed "Draft"|Title changed: .*removed "Draft".*added "Final"/);
});

test('a diff summary given with the input is kept', (t) => {
  const [revised] = decide(ingest({ ...content, summaryEn: 'Updated.' }, 'Editor: summary rewritten.'), {
    status: 'Published',
    eventId,
    version: 3,
    content,
    editorLabels: null,
  });
  t.like(revised?.data, { version: 4, diffSummaryEn: 'Editor: summary rewritten.' });
});

test('an event cannot change its identity', (t) =>
  specification(t, () => {
    given([published])
      .when(ingest({ ...content, urlOfficial: 'https://example.org/other' }))
      .thenThrows(IllegalStateError);
  }));

// ---------------------------------------------------------------- Editorial corrections

const later = new Date('2026-11-23T08:00:00.000Z');
const reclassify = (labels: ReclassifyRegulatoryEvent['data']['labels'], reason = 'A consultation, not final guidance') =>
  ({ type: 'ReclassifyRegulatoryEvent', data: { eventId, labels, editor: 'alice', reason }, metadata: { now: later } }) as const;
const corrected = { ...content, severity: 'low' as const, topics: ['transparency' as const, 'enforcement' as const] };
const reclassified: RegulatoryEventEvent = {
  type: 'RegulatoryEventReclassified',
  data: {
    eventId,
    version: 2,
    content: corrected,
    previousLabels: { eventType: 'consultation', topics: ['transparency'], severity: 'medium' },
    diffSummaryEn: 'Reclassified by an editor: severity medium → low; topics + enforcement. Reason: A consultation, not final guidance',
    changedFields: ['topics', 'severity'],
    editor: 'alice',
    reason: 'A consultation, not final guidance',
    reclassifiedAt: later.toISOString(),
  },
};

// Compared with deepEqual: emmett's then() cannot compare the content's null fields.
test("an editor's labels are a new version with who, why and a summary of what the editor changed", (t) => {
  t.deepEqual(decide(reclassify({ severity: 'low', topics: ['enforcement', 'transparency'] }), decider.evolve(initialState(), published)), [
    reclassified,
  ]);
});

test('a correction names type changes and removed topics too', (t) => {
  const [event] = decide(reclassify({ eventType: 'guidance', topics: ['gpai'] }, 'Final text'), decider.evolve(initialState(), published));
  t.is(
    event?.type === 'RegulatoryEventReclassified' && event.data.diffSummaryEn,
    'Reclassified by an editor: type consultation → guidance; topics + gpai, − transparency. Reason: Final text',
  );
});

test('reclassifying an unknown event is refused', (t) =>
  specification(t, () => {
    given([])
      .when(reclassify({ severity: 'low' }))
      .thenThrows(NotFoundError);
  }));

test('the labels the event has already change nothing (the command can be repeated)', (t) =>
  specification(t, () => {
    given([published])
      .when(reclassify({ severity: 'medium', topics: ['transparency'] }))
      .thenNothingHappened();
    given([published, reclassified])
      .when(reclassify({ severity: 'low' }))
      .thenNothingHappened();
  }));

test('invalid labels, no label, or no reason are refused with every problem named', (t) => {
  const state = decider.evolve(initialState(), published);
  const refused = (command: ReturnType<typeof reclassify>) =>
    t.throws(() => decide(command, state), { instanceOf: ValidationError })?.message;
  t.is(
    refused(reclassify({ severity: 'urgent', eventType: 'law', topics: ['gpai', 'ai-literacy'] })),
    'Invalid labels: topics: "ai-literacy" is not one of the allowed values; event type: "law" is not one of the allowed values; severity: "urgent" is not one of the allowed values',
  );
  t.regex(refused(reclassify({ topics: [] })) ?? '', /topics: at least one topic/);
  t.regex(refused(reclassify({ topics: ['gpai', 'gpai'] })) ?? '', /topics: each topic once/);
  t.regex(refused(reclassify({})) ?? '', /at least one label/);
  t.regex(refused(reclassify({ severity: 'low' }, '   ')) ?? '', /A reason of 1 to 1000 characters is required/);
});

test("a re-fetch of the unchanged document keeps the editor's labels: nothing happens", (t) =>
  specification(t, () => {
    given([published, reclassified])
      .when(ingest({ ...content }))
      .thenNothingHappened();
  }));

test("a changed document is a new version that keeps the editor's labels", (t) => {
  const state = [published, reclassified].reduce(decider.evolve, initialState());
  const [revised] = decide(ingest({ ...content, summaryEn: 'The Commission consults until 30 January.', severity: 'critical' }), state);
  t.is(revised?.type, 'RegulatoryEventRevised');
  t.like(revised?.data, {
    version: 3,
    content: { severity: 'low', topics: ['transparency', 'enforcement'], summaryEn: 'The Commission consults until 30 January.' },
  });
  t.deepEqual(revised?.type === 'RegulatoryEventRevised' && revised.data.changedFields, ['summaryEn']);
});

test('a version is classified by rules until an editor corrects it, and by the editor from then on', (t) => {
  const revised: RegulatoryEventEvent = {
    type: 'RegulatoryEventRevised',
    data: { eventId, version: 3, content: corrected, diffSummaryEn: 'x', changedFields: ['summaryEn'], revisedAt: later.toISOString() },
  };
  const stream = [published, reclassified, revised];
  t.deepEqual(classificationAt(stream, 1), { method: 'rules', reviewedAt: null });
  t.deepEqual(classificationAt(stream, 2), { method: 'editor', reviewedAt: later.toISOString() });
  t.deepEqual(classificationAt(stream, 3), { method: 'editor', reviewedAt: later.toISOString() });
});
