import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import * as z from 'zod';
import { SourceDefinition } from '../src/domain/source.js';
import {
  EventType,
  PUBLICATION_LANGUAGES,
  SEVERITIES,
  Severity,
  Topic,
  TOPICS,
  severityRank,
  type PublicationLanguage,
} from '../src/domain/vocabulary.js';
import { projectPath } from '../src/runtime/paths.js';
import { shippedClassifier, type Classification, type Classifier, type KindEvidence } from '../src/watching/classify.js';
import { normalizeText } from '../src/watching/text.js';

// The labelled set (data/evaluation/publications.json, format in docs/classification.md) scored as
// the watcher would classify it: each item through its source's parameters of data/sources.json.

const LabelledItem = z.object({
  url: z.string().url(),
  language: z.enum(PUBLICATION_LANGUAGES),
  source_id: z.string(),
  title: z.string().min(1),
  text: z.string(),
  expected: z.union([
    z.object({ relevant: z.literal(false) }),
    z.object({
      relevant: z.literal(true),
      topics: z.array(Topic).min(1),
      event_type: EventType,
      severity: Severity,
      ai_act_articles: z.array(z.string()).optional(),
    }),
  ]),
});
export type LabelledItem = z.infer<typeof LabelledItem>;

export type Part = 'development' | 'held-out';

/** The split fixed before any tuning: 40 % held out, by a hash of the URL. */
export const partOf = (url: string): Part =>
  Number.parseInt(createHash('sha256').update(url, 'utf8').digest('hex').slice(0, 8), 16) % 10 < 4 ? 'held-out' : 'development';

/**
 * Folds of the development part by a second hash of the URL, independent of the split: a rule
 * change that generalises should help in every fold, not only where the item it was written for lies.
 */
export const foldOf = (url: string, folds: number): number =>
  Number.parseInt(createHash('sha256').update(`fold:${url}`, 'utf8').digest('hex').slice(0, 8), 16) % folds;

const LabelledSet = z.object({ items: z.array(LabelledItem) });

export function loadLabelledSet(file = projectPath('data', 'evaluation', 'publications.json')): LabelledItem[] {
  return LabelledSet.parse(JSON.parse(readFileSync(file, 'utf8'))).items;
}

/**
 * The items a later set added to an earlier one (by URL): publications no rule written before the
 * earlier set was seen, which are the clean check of how the rules do on what they have not met.
 */
export function addedSince(earlier: { items: { url: string }[] }, outcomes: Outcome[]): Outcome[] {
  const known = new Set(earlier.items.map((item) => item.url));
  return outcomes.filter((outcome) => !known.has(outcome.item.url));
}

/** What one reading of an item gave: the rules' classification, or a second editor's labels (no kind or status). */
export type Reading = Pick<Classification, 'topics' | 'eventType' | 'severity' | 'references'> &
  Partial<Pick<Classification, 'kind' | 'kindFrom' | 'status'>>;

export type Outcome = {
  item: LabelledItem;
  relevant: boolean;
  /** Absent where a second editor found an item irrelevant; scored only on items labelled relevant. */
  got?: Reading;
};

export function classifyLabelled(items: LabelledItem[], classifier: Classifier = shippedClassifier()): Outcome[] {
  const sources = new Map(
    z
      .array(SourceDefinition)
      .parse(JSON.parse(readFileSync(projectPath('data', 'sources.json'), 'utf8')))
      .map((s) => [s.id, s]),
  );
  return items.map((item) => {
    const source = sources.get(item.source_id);
    if (!source) throw new Error(`${item.url}: no source ${item.source_id} in data/sources.json`);
    const relevant = classifier.isRelevant(`${item.title}\n\n${item.text}`, source.params);
    // Read whatever the label, so that the same readings can be scored against another editor's labels (rescored).
    const text = normalizeText(`${item.title}\n\n${item.text}`);
    return { item, relevant, got: classifier.classify(text, source.params) };
  });
}

/** The same readings scored against other labels of the same items (a second editor's, say): no item is read twice. */
export function rescored(outcomes: Outcome[], relabelledItems: LabelledItem[]): Outcome[] {
  const byUrl = new Map(outcomes.map((outcome) => [outcome.item.url, outcome]));
  return relabelledItems.map((item) => {
    const outcome = byUrl.get(item.url);
    if (!outcome) throw new Error(`${item.url}: no reading of this item to score`);
    return { ...outcome, item };
  });
}

const ratio = (numerator: number, denominator: number) => (denominator === 0 ? Number.NaN : numerator / denominator);
const f1 = (precision: number, recall: number) => (precision + recall === 0 ? 0 : (2 * precision * recall) / (precision + recall));

export type TopicFigures = {
  topic: Topic;
  support: number;
  predicted: number;
  correct: number;
  precision: number;
  recall: number;
  f1: number;
};
export type Figures = {
  items: number;
  relevantItems: number;
  relevance: { precision: number; recall: number };
  topics: TopicFigures[];
  topicsMicroF1: number;
  /** Mean F1 over the topics labelled or predicted at least once. */
  topicsMacroF1: number;
  exactTopicSets: number;
  eventTypeAccuracy: number;
  severityAccuracy: number;
  severityWithinOne: number;
  /** confusion[expected][predicted] */
  severityConfusion: Record<Severity, Record<Severity, number>>;
  /** Severity by where the rules' kind came from (what `regfeed events review` lists first: not the title). */
  severityByKindEvidence: Partial<Record<KindEvidence, { items: number; accuracy: number }>>;
  critical: { predicted: number; correct: number; labelled: number; precision: number; recall: number };
  references: { precision: number; recall: number };
};

export function figures(outcomes: Outcome[]): Figures {
  let truePositives = 0;
  let predictedRelevant = 0;
  let labelledRelevant = 0;
  const counts = new Map(TOPICS.map((topic) => [topic, { support: 0, predicted: 0, correct: 0 }]));
  let exact = 0;
  let eventTypes = 0;
  let severities = 0;
  let withinOne = 0;
  const confusion = Object.fromEntries(
    SEVERITIES.map((e) => [e, Object.fromEntries(SEVERITIES.map((p) => [p, 0]))]),
  ) as Figures['severityConfusion'];
  const byKindEvidence: Partial<Record<KindEvidence, { items: number; right: number }>> = {};
  let refsCorrect = 0;
  let refsPredicted = 0;
  let refsLabelled = 0;
  // Topics, type and severity are scored on the labelled-relevant items that have a reading: all of
  // them for the rules, those a second editor also found relevant for the editor.
  let read = 0;
  for (const { item, relevant, got } of outcomes) {
    predictedRelevant += Number(relevant);
    if (!item.expected.relevant) continue;
    labelledRelevant++;
    truePositives += Number(relevant);
    if (!got) continue;
    read++;
    const expected = item.expected;
    for (const topic of TOPICS) {
      const count = counts.get(topic)!;
      const labelled = expected.topics.includes(topic);
      const predicted = got.topics.includes(topic);
      count.support += Number(labelled);
      count.predicted += Number(predicted);
      count.correct += Number(labelled && predicted);
    }
    exact += Number(TOPICS.every((topic) => expected.topics.includes(topic) === got.topics.includes(topic)));
    eventTypes += Number(got.eventType === expected.event_type);
    severities += Number(got.severity === expected.severity);
    withinOne += Number(Math.abs(severityRank(got.severity) - severityRank(expected.severity)) <= 1);
    confusion[expected.severity][got.severity]++;
    if (got.kindFrom) {
      const tally = (byKindEvidence[got.kindFrom] ??= { items: 0, right: 0 });
      tally.items++;
      tally.right += Number(got.severity === expected.severity);
    }
    if (expected.ai_act_articles) {
      refsLabelled += expected.ai_act_articles.length;
      refsPredicted += got.references.length;
      refsCorrect += got.references.filter((reference) => expected.ai_act_articles!.includes(reference)).length;
    }
  }
  const topics = TOPICS.map((topic) => {
    const { support, predicted, correct } = counts.get(topic)!;
    const precision = ratio(correct, predicted);
    const recall = ratio(correct, support);
    return {
      topic,
      support,
      predicted,
      correct,
      precision,
      recall,
      f1: support + predicted === 0 ? Number.NaN : f1(precision || 0, recall || 0),
    };
  });
  const seen = topics.filter((t) => !Number.isNaN(t.f1));
  const sum = (pick: (t: TopicFigures) => number) => topics.reduce((total, t) => total + pick(t), 0);
  const criticalPredicted = SEVERITIES.reduce((total, e) => total + confusion[e].critical, 0);
  const criticalLabelled = SEVERITIES.reduce((total, p) => total + confusion.critical[p], 0);
  return {
    items: outcomes.length,
    relevantItems: labelledRelevant,
    relevance: { precision: ratio(truePositives, predictedRelevant), recall: ratio(truePositives, labelledRelevant) },
    topics,
    topicsMicroF1: f1(
      ratio(
        sum((t) => t.correct),
        sum((t) => t.predicted),
      ) || 0,
      ratio(
        sum((t) => t.correct),
        sum((t) => t.support),
      ) || 0,
    ),
    topicsMacroF1: seen.reduce((total, t) => total + t.f1, 0) / seen.length,
    exactTopicSets: ratio(exact, read),
    eventTypeAccuracy: ratio(eventTypes, read),
    severityAccuracy: ratio(severities, read),
    severityWithinOne: ratio(withinOne, read),
    severityConfusion: confusion,
    severityByKindEvidence: Object.fromEntries(
      Object.entries(byKindEvidence).map(([from, { items, right }]) => [from, { items, accuracy: ratio(right, items) }]),
    ),
    critical: {
      predicted: criticalPredicted,
      correct: confusion.critical.critical,
      labelled: criticalLabelled,
      // No item called critical means no false alarm.
      precision: criticalPredicted === 0 ? 1 : confusion.critical.critical / criticalPredicted,
      recall: ratio(confusion.critical.critical, criticalLabelled),
    },
    references: { precision: ratio(refsCorrect, refsPredicted), recall: ratio(refsCorrect, refsLabelled) },
  };
}

/** A figure's 95 % interval by the percentile bootstrap: the spread a set of this size leaves. */
export type Interval = { low: number; high: number };

/** A deterministic stream of numbers in [0, 1) (mulberry32), so that two runs print the same intervals. */
function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let mixed = Math.imul(state ^ (state >>> 15), 1 | state);
    mixed = (mixed + Math.imul(mixed ^ (mixed >>> 7), 61 | mixed)) ^ mixed;
    return ((mixed ^ (mixed >>> 14)) >>> 0) / 4294967296;
  };
}

/**
 * Each figure picked, recomputed on `resamples` sets drawn with replacement from the outcomes: the
 * middle 95 % of those values. A held-out part of under two hundred items cannot tell 0.83 from 0.86, and this says so.
 */
export function bootstrapIntervals<Name extends string>(
  outcomes: Outcome[],
  pick: Record<Name, (figures: Figures) => number>,
  resamples = 2000,
  seed = 1689,
): Record<Name, Interval> {
  const random = seededRandom(seed);
  const names = Object.keys(pick) as Name[];
  const values = new Map(names.map((name) => [name, [] as number[]]));
  for (let round = 0; round < resamples; round++) {
    const drawn = Array.from({ length: outcomes.length }, () => outcomes[Math.floor(random() * outcomes.length)]!);
    const resampled = figures(drawn);
    for (const name of names) {
      const value = pick[name](resampled);
      if (!Number.isNaN(value)) values.get(name)!.push(value);
    }
  }
  const percentile = (sorted: number[], share: number) =>
    sorted[Math.min(sorted.length - 1, Math.floor(share * sorted.length))] ?? Number.NaN;
  return Object.fromEntries(
    names.map((name) => {
      const sorted = values.get(name)!.sort((a, b) => a - b);
      return [name, { low: percentile(sorted, 0.025), high: percentile(sorted, 0.975) }];
    }),
  ) as Record<Name, Interval>;
}

const SecondLabel = z.object({ url: z.string().url(), expected: LabelledItem.shape.expected, note: z.string().optional() });
export type SecondLabel = z.infer<typeof SecondLabel>;

/**
 * A second editor's labels of a sample of the set (data/evaluation/second-labels.json), written blind
 * from the rubric alone: how far two editors agree is the most any classifier can be shown to reach.
 */
export function loadSecondLabels(file = projectPath('data', 'evaluation', 'second-labels.json')): SecondLabel[] {
  return z.object({ items: z.array(SecondLabel) }).parse(JSON.parse(readFileSync(file, 'utf8'))).items;
}

const sampled = (items: LabelledItem[], second: SecondLabel[]) => {
  const byUrl = new Map(items.map((item) => [item.url, item]));
  return second.map((label) => {
    const item = byUrl.get(label.url);
    if (!item) throw new Error(`${label.url}: a second label for an item that is not in the labelled set`);
    return { item, label };
  });
};

/** The second editor read as a classifier of the sampled items, scored against the set's labels. */
export function secondEditorOutcomes(items: LabelledItem[], second: SecondLabel[]): Outcome[] {
  return sampled(items, second).map(({ item, label: { expected } }) => ({
    item,
    relevant: expected.relevant,
    got:
      expected.relevant && item.expected.relevant
        ? {
            topics: expected.topics,
            eventType: expected.event_type,
            severity: expected.severity,
            references: expected.ai_act_articles ?? [],
          }
        : undefined,
  }));
}

/** The sampled items as the second editor labelled them: a second truth to score the rules against. */
export const relabelled = (items: LabelledItem[], second: SecondLabel[]): LabelledItem[] =>
  sampled(items, second).map(({ item, label }) => ({ ...item, expected: label.expected }));

export type Evaluation = Record<Part, { all: Figures; byLanguage: Partial<Record<PublicationLanguage, Figures>> }>;

export const outcomesOfPart = (outcomes: Outcome[], part: Part): Outcome[] => outcomes.filter((o) => partOf(o.item.url) === part);

/** The outcomes of each language that has any, in the order of PUBLICATION_LANGUAGES. */
export const outcomesByLanguage = (outcomes: Outcome[]): [PublicationLanguage, Outcome[]][] =>
  PUBLICATION_LANGUAGES.flatMap((language) => {
    const ofLanguage = outcomes.filter((o) => o.item.language === language);
    return ofLanguage.length ? [[language, ofLanguage]] : [];
  });

export function evaluate(outcomes: Outcome[]): Evaluation {
  const part = (name: Part) => {
    const inPart = outcomesOfPart(outcomes, name);
    const byLanguage = Object.fromEntries(outcomesByLanguage(inPart).map(([language, ofLanguage]) => [language, figures(ofLanguage)]));
    return { all: figures(inPart), byLanguage };
  };
  return { development: part('development'), 'held-out': part('held-out') };
}

/** What one development item got wrong, for tuning. Never called for held-out items. */
export function describeErrors({ item, relevant, got }: Outcome): string | undefined {
  if (partOf(item.url) !== 'development') throw new Error('held-out items are never inspected one by one');
  const wrong: string[] = [];
  if (relevant !== item.expected.relevant) wrong.push(`relevant ${relevant} (labelled ${item.expected.relevant})`);
  if (item.expected.relevant && got) {
    const { topics, event_type, severity } = item.expected;
    const missing = topics.filter((t) => !got.topics.includes(t));
    const extra = got.topics.filter((t) => !topics.includes(t));
    if (missing.length || extra.length)
      wrong.push(
        `topics ${missing
          .map((t) => `-${t}`)
          .concat(extra.map((t) => `+${t}`))
          .join(' ')}`,
      );
    const articles = item.expected.ai_act_articles;
    if (articles) {
      const missed = articles.filter((r) => !got.references.includes(r)).map((r) => `-${r}`);
      const added = got.references.filter((r) => !articles.includes(r)).map((r) => `+${r}`);
      if (missed.length || added.length) wrong.push(`references ${[...missed, ...added].join(' ')}`);
    }
    if (got.eventType !== event_type) wrong.push(`type ${got.eventType} (labelled ${event_type})`);
    if (got.severity !== severity) wrong.push(`severity ${got.severity} (labelled ${severity}; kind ${got.kind}, ${got.status})`);
  }
  return wrong.length ? `[${item.language} ${item.source_id}] ${item.title.slice(0, 110)}\n    ${wrong.join('; ')}` : undefined;
}
