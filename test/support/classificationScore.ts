import { readFileSync } from 'node:fs';
import { loadSourceRegistry } from '../../src/application/sourceCommands.js';
import { TOPICS, type EventType, type Severity, type Topic } from '../../src/domain/vocabulary.js';
import { projectPath } from '../../src/runtime/paths.js';
import { shippedClassifier } from '../../src/watching/classify.js';
import { normalizeText } from '../../src/watching/text.js';

type LabelledItem = {
  source_id: string;
  title: string;
  text: string;
  expected: { topics: Topic[]; event_type: EventType; severity: Severity };
};

export type TopicScore = { topic: Topic; support: number; predicted: number; truePositives: number; precision: number; recall: number };
export type Score = { items: number; topics: TopicScore[]; eventTypeAccuracy: number; severityAccuracy: number; misses: string[] };

const ratio = (numerator: number, denominator: number) => (denominator === 0 ? 1 : numerator / denominator);

/** The shipped rules against the hand-labelled items, with each item's source parameters as the watcher uses them. */
export function scoreClassification(): Score {
  const { items } = JSON.parse(readFileSync(projectPath('test', 'fixtures', 'classification', 'labelled-items.json'), 'utf8')) as {
    items: LabelledItem[];
  };
  const sources = new Map(loadSourceRegistry(projectPath('data', 'sources.json')).map((source) => [source.id, source]));
  const classifier = shippedClassifier();
  const counts = new Map(TOPICS.map((topic) => [topic, { support: 0, predicted: 0, truePositives: 0 }]));
  let eventTypes = 0;
  let severities = 0;
  const misses: string[] = [];
  for (const item of items) {
    const params = sources.get(item.source_id)?.params;
    if (!params) throw new Error(`labelled item of unknown source ${item.source_id}`);
    const got = classifier.classify(normalizeText(`${item.title}\n\n${item.text}`), params);
    for (const topic of TOPICS) {
      const count = counts.get(topic)!;
      const expected = item.expected.topics.includes(topic);
      const predicted = got.topics.includes(topic);
      count.support += Number(expected);
      count.predicted += Number(predicted);
      count.truePositives += Number(expected && predicted);
    }
    if (got.eventType === item.expected.event_type) eventTypes++;
    if (got.severity === item.expected.severity) severities++;
    const wrong = [
      JSON.stringify(got.topics) !== JSON.stringify(TOPICS.filter((t) => item.expected.topics.includes(t)))
        ? `topics ${got.topics.join(',')} (expected ${item.expected.topics.join(',')})`
        : '',
      got.eventType !== item.expected.event_type ? `type ${got.eventType} (expected ${item.expected.event_type})` : '',
      got.severity !== item.expected.severity ? `severity ${got.severity} (expected ${item.expected.severity})` : '',
    ].filter(Boolean);
    if (wrong.length) misses.push(`${item.title}: ${wrong.join('; ')}`);
  }
  return {
    items: items.length,
    topics: TOPICS.map((topic) => {
      const { support, predicted, truePositives } = counts.get(topic)!;
      return {
        topic,
        support,
        predicted,
        truePositives,
        precision: ratio(truePositives, predicted),
        recall: ratio(truePositives, support),
      };
    }),
    eventTypeAccuracy: eventTypes / items.length,
    severityAccuracy: severities / items.length,
    misses,
  };
}
