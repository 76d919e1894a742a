import test from 'ava';
import { readFileSync } from 'node:fs';
import { projectPath } from '../../src/runtime/paths.js';
import { shippedClassifier } from '../../src/watching/classify.js';
import { scoreClassification } from '../support/classificationScore.js';

/** The figures recorded in docs/classification.md: the floor each may not fall below. */
function recordedFigures() {
  const doc = readFileSync(projectPath('docs', 'classification.md'), 'utf8');
  const topics = new Map<string, { precision: number; recall: number }>();
  for (const [, topic, precision, recall] of doc.matchAll(/^\| ([a-z-]+) \| \d+ \| \d+ \| \d+ \| ([\d.]+) \| ([\d.]+) \|$/gm)) {
    topics.set(topic!, { precision: Number(precision), recall: Number(recall) });
  }
  const measure = (name: string) => Number(new RegExp(`^\\| ${name} \\| ([\\d.]+) \\|$`, 'm').exec(doc)?.[1]);
  return { topics, eventType: measure('event type accuracy'), severity: measure('severity accuracy') };
}

const score = scoreClassification();
const recorded = recordedFigures();

test('the labelled set has at least 40 items and docs/classification.md records every topic', (t) => {
  t.true(score.items >= 40);
  t.deepEqual(
    [...recorded.topics.keys()],
    score.topics.map((s) => s.topic),
  );
});

for (const { topic, precision, recall, support } of score.topics) {
  test(`${topic}: precision and recall do not fall below the recorded figures`, (t) => {
    const floor = recorded.topics.get(topic);
    t.truthy(floor, `docs/classification.md has no row for ${topic}`);
    t.true(support > 0, `the labelled set has no item about ${topic}`);
    t.true(precision + 1e-9 >= floor!.precision, `precision ${precision.toFixed(3)} < ${floor!.precision}\n${score.misses.join('\n')}`);
    t.true(recall + 1e-9 >= floor!.recall, `recall ${recall.toFixed(3)} < ${floor!.recall}\n${score.misses.join('\n')}`);
  });
}

test('event type and severity accuracy do not fall below the recorded figures', (t) => {
  t.true(
    score.eventTypeAccuracy + 1e-9 >= recorded.eventType,
    `event type ${score.eventTypeAccuracy.toFixed(3)}\n${score.misses.join('\n')}`,
  );
  t.true(score.severityAccuracy + 1e-9 >= recorded.severity, `severity ${score.severityAccuracy.toFixed(3)}\n${score.misses.join('\n')}`);
});

test('the source-level keyword filter keeps only items that name one of its keywords', (t) => {
  const { isRelevant } = shippedClassifier();
  const keywords = ['2024/1689', 'artificial intelligence', 'AI Act'];
  t.true(isRelevant('Regulation (EU) 2026/1744 amending Regulation (EU) 2024/1689', { keywords }));
  t.true(isRelevant('harmonised rules on Artificial Intelligence', { keywords }));
  t.false(isRelevant('fishing opportunities for herring in the Baltic Sea', { keywords }));
  t.false(isRelevant('the AI Actors network', { keywords }), 'whole words only');
  t.true(isRelevant('anything at all', {}), 'no keywords: every item is relevant');
});

test('German compounds and phrases across hyphens match', (t) => {
  const { classify } = shippedClassifier();
  t.deepEqual(classify('Leitlinien für Hochrisiko-KI-Systeme', {}).topics, ['high-risk']);
  t.deepEqual(classify('Kennzeichnungspflicht für KI-generierte Inhalte', {}).topics, ['transparency']);
  t.deepEqual(classify('a regulatory update', {}).topics, ['meta']);
});
