import { DeciderSpecification, IllegalStateError } from '@event-driven-io/emmett';
import test from 'ava';
import { decide, decider, initialState, type RegulatoryEventContent, type RegulatoryEventEvent } from '../../src/domain/regulatoryEvent.js';
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
    given([published]).when(ingest({ ...content })).thenNothingHappened();
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
  const [revised] = decide(ingest(final), { status: 'Published', eventId, version: 1, content });
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
  });
  t.like(revised?.data, { version: 4, diffSummaryEn: 'Editor: summary rewritten.' });
});

test('an event cannot change its identity', (t) =>
  specification(t, () => {
    given([published])
      .when(ingest({ ...content, urlOfficial: 'https://example.org/other' }))
      .thenThrows(IllegalStateError);
  }));
