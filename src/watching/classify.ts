import { readFileSync } from 'node:fs';
import type { SourceParams } from '../domain/source.js';
import type { EventType, PublicationLanguage, Severity, Topic as TopicName } from '../domain/vocabulary.js';
import { PUBLICATION_LANGUAGES, TOPICS } from '../domain/vocabulary.js';
import { projectPath } from '../runtime/paths.js';
import { ClassificationRules, type Conditions, type Kind, type Status, type TopicCues } from './classificationRules.js';
import {
  compileCueList,
  compileCues,
  readItem,
  type Reading,
  type CompiledCueList,
  type CueList,
  type Found,
  type Strength,
} from './cues.js';
import { isPublicationLanguage } from './language.js';
import { readReferences } from './references.js';

// The rules are data (`data/classification.json`, explained in docs/classification.md); this file
// only knows how to apply them: first what an item is (kind) and where it stands (status), then
// severity and event type from those two, each by the first row of a table that fits.

export type Classification = {
  topics: TopicName[];
  eventType: EventType;
  severity: Severity;
  kind: Kind;
  status: Status;
  /** The AI Act provisions the item cites (`references.ts`), read once for its topics and its event. */
  references: string[];
};

export type Classifier = {
  classify: (text: string, params: SourceParams) => Classification;
  /**
   * The source's keyword filter (none: every item), read in the source's language and in English,
   * and then the rules' test that the item is about regulation, not AI policy in general.
   */
  isRelevant: (text: string, params: SourceParams) => boolean;
};

/** `Name: “…”`, `Name (ACN): "…"`, `« … »` at the start: someone is quoted. */
const QUOTED_TITLE = /(?::\s*["“„«‘]|^\s*["“„«])/u;

/** Terms, strong and weak cues in one list, so that words a longer cue took are not counted again. */
const compileWeighed = ({ cues, weak, not_evidence, terms }: TopicCues): CompiledCueList =>
  compileCues({ term: terms ?? {}, strong: cues, weak: weak ?? {}, none: not_evidence ?? {} });

/** A classifier of rules as `data/classification.json` holds them; rules that do not parse are refused. */
export function createClassifier(input: unknown): Classifier {
  const rules: ClassificationRules = ClassificationRules.parse(input);
  const named = new Map(Object.entries(rules.cues).map(([name, list]) => [name, compileCueList(list)]));
  /** A named cue list as written (to compile it with words that are no evidence). */
  const cuesNamed = (name: string): CueList => {
    const list = rules.cues[name];
    if (!list) throw new Error(`data/classification.json: no cue list named "${name}"`);
    return list;
  };
  /** A named cue list as compiled above; a name the rules do not define is refused by `cuesNamed`. */
  const cueList = (name: string): CompiledCueList => {
    cuesNamed(name);
    return named.get(name)!;
  };
  const allTables = [
    ...rules.kinds.map((k) => k.when ?? {}),
    ...[...rules.statuses, ...rules.event_types, ...rules.severity, ...rules.topics_from_decision].map((row) => row.when),
  ];
  for (const row of allTables)
    for (const name of [
      ...(row.cues ?? []),
      ...(row.title_cues ?? []),
      ...(row.all_title_cues ?? []),
      ...(row.not_cues ?? []),
      ...(row.not_title_cues ?? []),
      ...(row.text_cues ?? []),
      ...(row.not_text_cues ?? []),
    ])
      cueList(name);
  /** Cue lists joined language by language. */
  const joined = (...lists: CueList[]) =>
    Object.fromEntries(PUBLICATION_LANGUAGES.map((language) => [language, lists.flatMap((list) => list[language] ?? [])])) as Record<
      PublicationLanguage,
      string[]
    >;
  const citations = rules.relevance.not_evidence === undefined ? {} : cuesNamed(rules.relevance.not_evidence);
  /** Cues that say an item is about the Act, except where they stand in a context that only cites it. */
  const evidenceOfTheAct = (list: CueList) => compileCues({ strong: list, none: citations });
  /** The Act named only as the backdrop of an item on something else is no evidence that it is about regulation. */
  const background = rules.relevance.background === undefined ? {} : cuesNamed(rules.relevance.background);
  const regulation = compileCues({ strong: cuesNamed(rules.relevance.regulation), none: joined(citations, background) });
  const notRegulation = cueList(rules.relevance.not_regulation);
  const subject = (rules.relevance.subject ?? []).map(cueList);
  const passing = (rules.relevance.passing ?? []).map((row) => ({
    cues: cueList(row.cues),
    inTitle: row.in_title ?? false,
    unless: (row.unless ?? []).map(cueList),
    unlessTitle: (row.unless_title ?? []).map(cueList),
    unlessText: (row.unless_text ?? []).map(cueList),
  }));
  /** A kind's own strong cues and those of the named lists it shares (`compileCues` keeps each cue once). */
  const withNamedCues = (own: Record<PublicationLanguage, string[]>, names: string[] = []) => joined(own, ...names.map(cuesNamed));
  const kinds = rules.kinds.map((rule) => ({
    ...rule,
    compiled: compileWeighed({ ...rule, cues: withNamedCues(rule.cues, rule.named_cues) }),
  }));
  const topics = TOPICS.flatMap((topic) =>
    rules.topics[topic] ? [{ topic, compiled: compileWeighed(rules.topics[topic]), articles: rules.topics[topic].articles ?? [] }] : [],
  );
  const { title: titleWeight, text: textWeight, strong: strongWeight, threshold, text_threshold: textThreshold } = rules.weights;

  /**
   * Evidence for a class: a cue in the title counts more than one in the text; each distinct strong
   * cue counts, weak cues only once in the title and once in the text (many vague words are still vague);
   * a topic's term anywhere in the text is evidence enough (it counts as a strong cue in the title).
   */
  const weigh = (reading: Reading, list: CompiledCueList) => {
    const found = reading.find(list);
    const strongIn = (cues: Map<string, Strength>) =>
      [...cues.values()].filter((strength) => strength === 'strong' || strength === 'term').length;
    const weakIn = (cues: Map<string, Strength>) => ([...cues.values()].includes('weak') ? 1 : 0);
    const termInText = [...found.body.values()].includes('term') ? threshold : 0;
    const inTitle = (strongWeight * strongIn(found.title) + weakIn(found.title)) * titleWeight;
    return { score: Math.max(inTitle + (strongWeight * strongIn(found.body) + weakIn(found.body)) * textWeight, termInText), inTitle };
  };

  const languageOf = (params: SourceParams) => (isPublicationLanguage(params.language) ? params.language : 'en');

  function classify(text: string, params: SourceParams): Classification {
    const reading = readItem(text, languageOf(params));
    const found = new Map<string, { title: boolean; any: boolean }>();
    const cue = (name: string) => {
      let result = found.get(name);
      if (!result) {
        const { title, body } = reading.find(cueList(name));
        found.set(name, (result = { title: title.size > 0, any: title.size + body.size > 0 }));
      }
      return result;
    };
    const inText = (name: string) => reading.text.find(cueList(name)).body.size > 0;
    const issuer = params.event_type === 'national' ? 'national' : 'eu';
    const fits = (
      row: Conditions,
      facts: {
        kind?: Kind;
        kindRead?: boolean;
        kindInTitle?: boolean;
        status?: Status;
        topics?: TopicName[];
        titleTopic?: boolean;
      },
    ) =>
      (!row.kind || (facts.kind !== undefined && row.kind.includes(facts.kind))) &&
      (row.kind_read === undefined || row.kind_read === facts.kindRead) &&
      (row.kind_in_title === undefined || row.kind_in_title === facts.kindInTitle) &&
      (row.title_topic === undefined || row.title_topic === facts.titleTopic) &&
      (!row.status || (facts.status !== undefined && row.status.includes(facts.status))) &&
      (!row.issuer || row.issuer === issuer) &&
      (!row.issuer_kind || (params.issuer !== undefined && row.issuer_kind.includes(params.issuer))) &&
      (!row.source_type || (params.event_type !== undefined && row.source_type.includes(params.event_type))) &&
      (!row.topics || row.topics.some((topic) => facts.topics?.includes(topic))) &&
      (!row.cues || row.cues.some((name) => cue(name).any)) &&
      (!row.title_cues || row.title_cues.some((name) => cue(name).title)) &&
      (!row.all_title_cues || row.all_title_cues.every((name) => cue(name).title)) &&
      !row.not_cues?.some((name) => cue(name).any) &&
      !row.not_title_cues?.some((name) => cue(name).title) &&
      (!row.text_cues || row.text_cues.some(inText)) &&
      !row.not_text_cues?.some(inText);

    // Kind: what the title says an item is wins over what its text mentions; the text decides
    // between kinds the title names equally (or when it names none), then the earlier kind. The
    // source's own kind starts with evidence of a title's weight.
    const presumed = params.event_type && rules.source_kinds[params.event_type];
    let kind = presumed || rules.fallback_kind;
    let best = { score: 0, inTitle: 0 };
    let tiedInText: Kind[] = [];
    let kindRead = false;
    let kindInTitle = false;
    for (const rule of kinds) {
      if (rule.when && !fits(rule.when, {})) continue;
      const evidence = weigh(reading, rule.compiled);
      if (rule.kind === rules.quoted_title_kind && QUOTED_TITLE.test(reading.title)) {
        evidence.score += strongWeight * titleWeight;
        evidence.inTitle += strongWeight * titleWeight;
      }
      if (rule.kind === presumed) {
        evidence.score += rules.weights.source;
        evidence.inTitle += rules.weights.source;
      }
      if (evidence.inTitle === 0 && evidence.score < rules.weights.kind_threshold) continue;
      if (evidence.inTitle > best.inTitle || (evidence.inTitle === best.inTitle && evidence.score > best.score)) {
        [kind, best, tiedInText, kindRead] = [rule.kind, evidence, [], rule.kind !== presumed || evidence.score > rules.weights.source];
        kindInTitle = evidence.inTitle > (rule.kind === presumed ? rules.weights.source : 0);
      } else if (evidence.inTitle === 0 && best.inTitle === 0 && evidence.score === best.score) tiedInText.push(rule.kind);
    }
    // Mentions in the text that point two ways say nothing about what the item is, unless one way
    // is the fallback's (news: a report, criticism): a text that says it reports as much as anything else reports.
    if (tiedInText.length)
      [kind, kindRead] = [kind, ...tiedInText].includes(rules.fallback_kind)
        ? [rules.fallback_kind, true]
        : [presumed || rules.fallback_kind, false];
    const status = rules.statuses.find((row) => fits(row.when, { kind, kindRead, kindInTitle }))?.status ?? 'adopted';

    const matched = new Set<TopicName>(params.topics ?? []);
    const { references, byNumber } = readReferences(text);
    const cites = (articles: string[]) => byNumber.some((r) => articles.some((a) => r === a || r.startsWith(`${a}(`)));
    const topicScores = topics.map(({ topic, compiled, articles }) => {
      const { score, inTitle } = weigh(reading, compiled);
      return { topic, inTitle, score: cites(articles) ? Math.max(score, threshold) : score };
    });
    let read = topicScores.filter(({ score }) => score >= threshold);
    if (!read.some(({ inTitle }) => inTitle > 0)) read = topicScores.filter(({ score }) => score >= textThreshold);
    for (const { topic } of read) matched.add(topic);
    const titleTopic = read.some(({ inTitle }) => inTitle > 0);
    const facts = { kind, kindRead, kindInTitle, status, titleTopic, topics: TOPICS.filter((topic) => matched.has(topic)) };
    const eventType = rules.event_types.find((row) => fits(row.when, facts))?.event_type ?? params.event_type ?? 'guidance';
    for (const { topic, when } of rules.topics_from_decision) {
      if (fits(when, facts) && (!when.event_type || when.event_type.includes(eventType))) matched.add(topic);
    }
    if (matched.size === 0 && rules.meta_when_no_topic) matched.add('meta');
    const itemTopics = TOPICS.filter((topic) => matched.has(topic));
    const severity = rules.severity.find((row) => fits(row.when, facts))?.severity ?? 'low';
    return { topics: itemTopics, eventType, severity, kind, status, references };
  }

  const otherLanguages: CueList = rules.relevance.other_languages ? cuesNamed(rules.relevance.other_languages) : {};
  /** A source's keywords, read in English and its own language, and AI and the Act in every language it publishes in. */
  const keywordsRead = ({ keywords = [], languages = [] }: SourceParams, language: PublicationLanguage): CueList =>
    joined({ en: keywords, [language]: keywords }, Object.fromEntries(languages.map((other) => [other, otherLanguages[other] ?? []])));
  const found = ({ title, body }: Found) => title.size + body.size > 0;
  const keywordLists = new Map<string, CompiledCueList>();
  function isRelevant(text: string, params: SourceParams): boolean {
    const language = languageOf(params);
    const reading = readItem(text, language);
    if (params.keywords?.length) {
      const key = `${language}\n${params.languages?.join(' ')}\n${params.keywords.join('\n')}`;
      let keywords = keywordLists.get(key);
      if (!keywords) keywordLists.set(key, (keywords = evidenceOfTheAct(keywordsRead(params, language))));
      if (!found(reading.find(keywords))) return false;
    }
    // AI policy that is not regulation stays out, unless the item addresses the regulation (rubric;
    // an activity report or a strategy is relevant when it speaks of the Act's supervision); so does
    // an item whose subject is not AI at all, and another subject that names AI in passing, unless
    // what the row names says it is about AI.
    const out =
      found(reading.find(notRegulation)) ||
      (subject.length > 0 && !subject.some((list) => found(reading.find(list)))) ||
      passing.some(
        (row) =>
          (row.inTitle ? reading.find(row.cues).title.size > 0 : found(reading.find(row.cues))) &&
          !row.unless.some((list) => found(reading.find(list))) &&
          !row.unlessTitle.some((list) => reading.find(list).title.size > 0) &&
          !row.unlessText.some((list) => found(reading.text.find(list))),
      );
    return !out || found(reading.find(regulation));
  }

  return { classify, isRelevant };
}

let shipped: Classifier | undefined;

/** The classifier of the rules shipped in `data/classification.json`, loaded once. */
export function shippedClassifier(): Classifier {
  shipped ??= createClassifier(JSON.parse(readFileSync(projectPath('data', 'classification.json'), 'utf8')));
  return shipped;
}
