import { diffWords } from 'diff';
import type { Labels, RegulatoryEventContent } from './regulatoryEvent.js';
import { severityRank } from './vocabulary.js';

const MAX_PASSAGE = 160;
const MAX_PASSAGES = 3;

const quote = (text: string) => `"${text.length > MAX_PASSAGE ? `${text.slice(0, MAX_PASSAGE - 1)}…` : text}"`;

/** The first few inserted and deleted passages of a text change, word by word. */
function textChange(label: string, before: string | null, after: string | null): string {
  if (!before) return `${label} added.`;
  if (!after) return `${label} removed.`;
  const parts = diffWords(before, after).filter((part) => part.added || part.removed);
  const passages = parts.slice(0, MAX_PASSAGES).map((part) => `${part.added ? 'added' : 'removed'} ${quote(part.value.trim())}`);
  const more = parts.length > MAX_PASSAGES ? ` (${parts.length - MAX_PASSAGES} more changes)` : '';
  return `${label} changed: ${passages.join('; ')}${more}.`;
}

function listChange(label: string, before: string[], after: string[]): string {
  const added = after.filter((item) => !before.includes(item));
  const removed = before.filter((item) => !after.includes(item));
  const parts = [added.length ? `added ${added.join(', ')}` : '', removed.length ? `removed ${removed.join(', ')}` : ''].filter(Boolean);
  return `${label}: ${parts.join('; ') || 'reordered'}.`;
}

/** A plain-English summary of what changed between two versions, for `diff_summary_en`. */
export function summarizeRevision(
  before: RegulatoryEventContent,
  after: RegulatoryEventContent,
  changed: (keyof RegulatoryEventContent)[],
): string {
  // biome-ignore lint/suspicious/useIterableCallbackReturn: the switch is exhaustive, and the compiler checks that every case returns
  const sentences = changed.map((field): string => {
    switch (field) {
      case 'severity': {
        const direction = severityRank(after.severity) > severityRank(before.severity) ? 'raised' : 'lowered';
        return `Severity ${direction} from ${before.severity} to ${after.severity}.`;
      }
      case 'eventType':
        return `Type changed from ${before.eventType} to ${after.eventType}.`;
      case 'topics':
        return listChange('Topics', before.topics, after.topics);
      case 'aiActArticles':
        return listChange('AI Act references', before.aiActArticles, after.aiActArticles);
      case 'languageVersions':
        return listChange('Language versions', before.languageVersions, after.languageVersions);
      case 'publishedAt':
        return `Publication date changed from ${new Date(before.publishedAt).toISOString().slice(0, 10)} to ${new Date(after.publishedAt).toISOString().slice(0, 10)}.`;
      case 'titleEn':
        return textChange('Title', before.titleEn, after.titleEn);
      case 'titleDe':
        return textChange('German title', before.titleDe, after.titleDe);
      case 'summaryEn':
        return textChange('Summary', before.summaryEn, after.summaryEn);
      case 'summaryDe':
        return textChange('German summary', before.summaryDe, after.summaryDe);
      case 'sourceId':
      case 'urlOfficial':
        return `${field === 'sourceId' ? 'Source' : 'Official URL'} changed.`;
      case 'fingerprint':
        // Said only when nothing shown changed; otherwise the other sentences tell what did.
        return changed.length === 1 ? 'The official document changed beyond the title and summary shown here.' : '';
    }
  });
  return sentences.filter(Boolean).join(' ');
}

/** What an editor changed, for customers: `Reclassified by an editor: severity high → medium; topics + enforcement. Reason: …` */
export function summarizeReclassification(before: Labels, after: Labels, reason: string): string {
  const added = after.topics.filter((topic) => !before.topics.includes(topic));
  const removed = before.topics.filter((topic) => !after.topics.includes(topic));
  const changes = [
    before.severity !== after.severity ? `severity ${before.severity} → ${after.severity}` : '',
    before.eventType !== after.eventType ? `type ${before.eventType} → ${after.eventType}` : '',
    added.length || removed.length
      ? `topics ${[...added.map((topic) => `+ ${topic}`), ...removed.map((topic) => `− ${topic}`)].join(', ')}`
      : '',
  ].filter(Boolean);
  return `Reclassified by an editor: ${changes.join('; ')}. Reason: ${reason}`;
}
