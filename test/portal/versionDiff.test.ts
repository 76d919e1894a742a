import test from 'ava';
import type { RegulatoryEventContent } from '../../src/domain/regulatoryEvent.js';
import { TEXTS } from '../../src/portal/portalText.js';
import { contentLines, lineDiff } from '../../src/portal/versionDiff.js';

const content = (overrides: Partial<RegulatoryEventContent> = {}): RegulatoryEventContent => ({
  sourceId: 'ec-digital',
  urlOfficial: 'https://digital-strategy.ec.europa.eu/en/library/guidelines',
  eventType: 'guidance',
  topics: ['gpai'],
  severity: 'medium',
  titleEn: 'Guidelines for GPAI providers',
  titleDe: null,
  summaryEn: 'The Commission publishes guidelines. They apply from August. Providers should prepare.',
  summaryDe: null,
  aiActArticles: ['Art. 53'],
  publishedAt: Date.UTC(2026, 2, 14),
  languageVersions: ['en'],
  ...overrides,
});

const changed = (before: RegulatoryEventContent, after: RegulatoryEventContent) =>
  lineDiff(contentLines(before, TEXTS.en), contentLines(after, TEXTS.en)).filter((line) => line.change !== 'unchanged');

test('a sentence added inside a summary is one added line; the sentences around it are unchanged', (t) => {
  const after = content({
    summaryEn: 'The Commission publishes guidelines. They apply from August. Fines follow later. Providers should prepare.',
  });
  t.deepEqual(changed(content(), after), [{ change: 'added', text: 'Fines follow later.' }]);
});

test('a changed field is its old line removed and its new line added, in the page’s language', (t) => {
  const after = content({ severity: 'high', topics: ['gpai', 'transparency'] });
  t.deepEqual(changed(content(), after), [
    { change: 'removed', text: 'Severity: medium' },
    { change: 'removed', text: 'Topics: gpai' },
    { change: 'added', text: 'Severity: high' },
    { change: 'added', text: 'Topics: gpai, transparency' },
  ]);
  t.deepEqual(
    lineDiff(contentLines(content(), TEXTS.de), contentLines(after, TEXTS.de)).find((line) => line.change === 'added'),
    { change: 'added', text: 'Schwere: high' },
  );
});

test('a line break inside a field keeps the field one line of the diff', (t) => {
  const lines = lineDiff(contentLines(content(), TEXTS.en), contentLines(content({ titleEn: 'Guidelines\nfor GPAI providers' }), TEXTS.en));
  t.deepEqual(lines.slice(0, 2), [
    { change: 'unchanged', text: 'English title: Guidelines for GPAI providers' },
    { change: 'unchanged', text: 'German title: –' },
  ]);
  t.true(lines.every((line) => line.change === 'unchanged'));
});
