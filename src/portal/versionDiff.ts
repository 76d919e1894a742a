import { diffLines } from 'diff';
import type { RegulatoryEventContent } from '../domain/regulatoryEvent.js';
import type { Text } from './portalText.js';

export type DiffLine = { change: 'added' | 'removed' | 'unchanged'; text: string };

const sentenceSegmenter = new Intl.Segmenter('en', { granularity: 'sentence' });
const sentences = (text: string) =>
  [...sentenceSegmenter.segment(text)].map(({ segment }) => segment.trim()).filter((sentence) => sentence !== '');

/**
 * A version's content as the lines a reader compares: one field a line, and each summary one
 * sentence a line, so that a revised sentence shows as itself rather than the whole summary.
 */
export function contentLines(content: RegulatoryEventContent, t: Text): string[] {
  const summary = (label: string, text: string | null) => (text ? [`${label}:`, ...sentences(text)] : [`${label}: –`]);
  return [
    `${t.titleEn}: ${content.titleEn}`,
    `${t.titleDe}: ${content.titleDe ?? '–'}`,
    `${t.severity}: ${content.severity}`,
    `${t.topics}: ${content.topics.join(', ')}`,
    `${t.eventType}: ${content.eventType}`,
    `${t.articles}: ${content.aiActArticles.join(', ') || '–'}`,
    `${t.official}: ${content.urlOfficial}`,
    ...(content.fingerprint ? [`${t.fingerprint}: ${content.fingerprint.slice(0, 16)}`] : []),
    ...summary(t.summaryEn, content.summaryEn),
    ...summary(t.summaryDe, content.summaryDe),
  ];
}

/** The line diff from one version's lines to the next's, every line kept (unchanged ones are the context). */
export function lineDiff(before: string[], after: string[]): DiffLine[] {
  // A line break inside a field becomes a space, so that each line of the list stays one line of the diff.
  const asText = (lines: string[]) => lines.map((line) => `${line.replace(/\s*\n\s*/g, ' ')}\n`).join('');
  return diffLines(asText(before), asText(after)).flatMap((part) => {
    const change = part.added ? 'added' : part.removed ? 'removed' : 'unchanged';
    return part.value
      .split('\n')
      .slice(0, -1)
      .map((text) => ({ change, text }));
  });
}
