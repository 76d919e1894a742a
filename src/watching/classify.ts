import { readFileSync } from 'node:fs';
import * as z from 'zod';
import type { SourceParams } from '../domain/source.js';
import { EventType, Severity, Topic, TOPICS, type Topic as TopicName } from '../domain/vocabulary.js';
import { projectPath } from '../runtime/paths.js';

// The rules are data (`data/classification.json`, explained in docs/classification.md); this file
// only knows how to apply them.

const Keywords = z.array(z.string().trim().min(2).max(100)).min(1);
const Rule = z.strictObject({
  any: Keywords.optional(),
  all: z.array(Keywords).min(1).optional(),
  unless: Keywords.optional(),
});

const ClassificationRules = z.strictObject({
  about: z.string(),
  topics: z.record(Topic, z.strictObject({ en: Keywords, de: Keywords })),
  fallback_topic: Topic,
  event_types: z.array(Rule.extend({ event_type: EventType })),
  source_event_types_that_win: z.array(EventType),
  fallback_event_type: EventType,
  severity: z.array(Rule.extend({ severity: Severity, rule: z.string() })),
  fallback_severity: Severity,
});
type ClassificationRules = z.infer<typeof ClassificationRules>;

const WORD = '[\\p{L}\\p{N}]';
const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');

/**
 * One pattern for a keyword list: whole words, case-insensitive; `word*` may continue with letters,
 * digits or hyphens (German compounds: `hochrisiko*` matches `Hochrisiko-KI-Systeme`); the words of
 * a phrase may be joined by spaces or hyphens.
 */
export function keywordPattern(keywords: string[]): RegExp {
  const alternatives = keywords.map((keyword) =>
    keyword
      .toLowerCase()
      .normalize('NFC')
      .split(/[\s]+/)
      .map((word) => (word.endsWith('*') ? `${escapeRegExp(word.slice(0, -1))}[\\p{L}\\p{N}-]*` : escapeRegExp(word)))
      .join('[\\s-]+'),
  );
  return new RegExp(`(?<!${WORD})(?:${alternatives.join('|')})(?!${WORD})`, 'iu');
}

type CompiledRule = { any?: RegExp; all?: RegExp[]; unless?: RegExp };
const compileRule = ({ any, all, unless }: z.infer<typeof Rule>): CompiledRule => ({
  any: any && keywordPattern(any),
  all: all?.map(keywordPattern),
  unless: unless && keywordPattern(unless),
});
const ruleMatches = (rule: CompiledRule, text: string) =>
  (!rule.any || rule.any.test(text)) && (!rule.all || rule.all.every((pattern) => pattern.test(text))) && !rule.unless?.test(text);

export type Classification = { topics: TopicName[]; eventType: EventType; severity: Severity };

export type Classifier = {
  classify: (text: string, params: SourceParams) => Classification;
  /** The source-level relevance filter: no keywords means every item of the source is relevant. */
  isRelevant: (text: string, params: SourceParams) => boolean;
};

export function createClassifier(rules: ClassificationRules): Classifier {
  const topicPatterns = TOPICS.flatMap((topic) => {
    const lists = rules.topics[topic];
    return lists ? [[topic, keywordPattern([...lists.en, ...lists.de])] as const] : [];
  });
  const eventTypeRules = rules.event_types.map((rule) => ({ eventType: rule.event_type, ...compileRule(rule) }));
  const severityRules = rules.severity.map((rule) => ({ severity: rule.severity, ...compileRule(rule) }));
  const relevanceCache = new Map<string, RegExp>();

  return {
    classify(text, params) {
      const matched = new Set<TopicName>([
        ...(params.topics ?? []),
        ...topicPatterns.filter(([, pattern]) => pattern.test(text)).map(([topic]) => topic),
      ]);
      if (matched.size === 0) matched.add(rules.fallback_topic);
      const sourceType = params.event_type;
      const worded = eventTypeRules.find((rule) => ruleMatches(rule, text))?.eventType;
      const eventType =
        sourceType && rules.source_event_types_that_win.includes(sourceType)
          ? sourceType
          : (worded ?? sourceType ?? rules.fallback_event_type);
      const severity = severityRules.find((rule) => ruleMatches(rule, text))?.severity ?? rules.fallback_severity;
      return { topics: TOPICS.filter((topic) => matched.has(topic)), eventType, severity };
    },
    isRelevant(text, params) {
      if (!params.keywords?.length) return true;
      const key = params.keywords.join('\n');
      let pattern = relevanceCache.get(key);
      if (!pattern) relevanceCache.set(key, (pattern = keywordPattern(params.keywords)));
      return pattern.test(text);
    },
  };
}

let shipped: Classifier | undefined;

/** The classifier of the rules shipped in `data/classification.json`, loaded once. */
export function shippedClassifier(): Classifier {
  shipped ??= createClassifier(ClassificationRules.parse(JSON.parse(readFileSync(projectPath('data', 'classification.json'), 'utf8'))));
  return shipped;
}
