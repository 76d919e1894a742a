import { readFileSync } from 'node:fs';
import * as z from 'zod';
import { ISSUER_KINDS, type SourceParams } from '../domain/source.js';
import { EventType, Severity, Topic, TOPICS, type Topic as TopicName } from '../domain/vocabulary.js';
import { projectPath } from '../runtime/paths.js';
import { compileCueList, compileCues, readItem, Reading, type CompiledCueList, type CueList, type Found, type Strength } from './cues.js';
import { CUE_LANGUAGES, isCueLanguage, type CueLanguage } from './language.js';
import { extractReferences } from './references.js';

// The rules are data (`data/classification.json`, explained in docs/classification.md); this file
// only knows how to apply them: first what an item is (kind) and where it stands (status), then
// severity and event type from those two, each by the first row of a table that fits.

export const KINDS = ['binding_act', 'final_guidance', 'standard', 'draft', 'judgment', 'enforcement_action', 'meeting', 'news'] as const;
const Kind = z.enum(KINDS);
export type Kind = z.infer<typeof Kind>;
export const STATUSES = ['proposed', 'adopted', 'applying_now'] as const;
const Status = z.enum(STATUSES);
export type Status = z.infer<typeof Status>;
/** Who publishes: a source whose items are `national` is a national authority, ministry or legislature. */
const Issuer = z.enum(['eu', 'national']);

const Cue = z.string().trim().min(2).max(100);
/** One list per language, every language present: a cue missing in one language is a blind spot there. */
const CueLists = z.strictObject(
  Object.fromEntries(CUE_LANGUAGES.map((language) => [language, z.array(Cue)])) as Record<
    (typeof CUE_LANGUAGES)[number],
    z.ZodArray<typeof Cue>
  >,
);

/** A row of a decision table: every condition given must hold. */
const Conditions = z.strictObject({
  kind: z.array(Kind).min(1).optional(),
  status: z.array(Status).min(1).optional(),
  issuer: Issuer.optional(),
  /** The source's kind of publisher (`params.issuer`): a parliament, a ministry, an authority… */
  issuer_kind: z.array(z.enum(ISSUER_KINDS)).min(1).optional(),
  /** Named cue lists (`cues`), any of which is found in the title or text. */
  cues: z.array(z.string()).min(1).optional(),
  /** Named cue lists any of which is found in the title. */
  title_cues: z.array(z.string()).min(1).optional(),
  /** Named cue lists every one of which is found in the title (what the title says happens, and to what). */
  all_title_cues: z.array(z.string()).min(1).optional(),
  /** Named cue lists none of which is found. */
  not_cues: z.array(z.string()).min(1).optional(),
  /** Named cue lists none of which is found in the title. */
  not_title_cues: z.array(z.string()).min(1).optional(),
  /** Named cue lists any of which is found in the text (the summary or excerpt, not the title). */
  text_cues: z.array(z.string()).min(1).optional(),
  /** Named cue lists none of which is found in the text: what the text leads with is about something else. */
  not_text_cues: z.array(z.string()).min(1).optional(),
  topics: z.array(Topic).min(1).optional(),
  /** The source's own event type (`params.event_type`). */
  source_type: z.array(EventType).min(1).optional(),
  /** Whether the kind was read from the item's wording (false: the source's presumption or the fallback). */
  kind_read: z.boolean().optional(),
  /** Whether the title names a topic of its own (false: the title names no topic, beside the issuer's country). */
  title_topic: z.boolean().optional(),
  /** Whether the title's own words say what the item is (false: only its text, its source or the fallback does). */
  kind_in_title: z.boolean().optional(),
});

/** Strong cues; weak ones (counted once in the title and once in the text); and words that are no evidence though a shorter cue would take them. */
const Weighed = z.strictObject({ cues: CueLists, weak: CueLists.optional(), not_evidence: CueLists.optional() });
/**
 * A topic's cues, and its `terms`: the names the Act (or the law applied) gives the topic itself in
 * each language version (`human oversight`, `menschliche Aufsicht`, `analyse d'impact relative aux
 * droits fondamentaux`), which say what a passage is about wherever they stand: one in the text is
 * enough, beside any topic of the title, where another strong cue is not (a passing mention).
 */
const TopicCues = Weighed.extend({
  terms: CueLists.optional(),
  /**
   * Provisions of the Act that are the topic itself (`Art. 50`: transparency obligations): an item that
   * cites one, or a paragraph or point of it, by number is about the topic, like a term.
   */
  articles: z.array(z.string().regex(/^Art\. \d{1,3}$/)).optional(),
});

const ClassificationRules = z.strictObject({
  about: z.string(),
  weights: z.strictObject({
    title: z.number().positive(),
    text: z.number().positive(),
    strong: z.number().positive(),
    /** The evidence a topic needs. */
    threshold: z.number().positive(),
    /** The evidence a topic needs when the title names none: then the text says what the item is about. */
    text_threshold: z.number().positive(),
    /** The evidence the source's own kind (`source_kinds`) starts with. */
    source: z.number().nonnegative(),
    /** The evidence a kind needs from the text alone; below it the source's own kind or the fallback holds (a passing mention says nothing). */
    kind_threshold: z.number().nonnegative(),
  }),
  /** Named cue lists the tables refer to. */
  cues: z.record(z.string(), CueLists),
  relevance: z.strictObject({
    about: z.string(),
    /** An item that names one of these is about AI regulation whatever else it names. */
    regulation: z.string(),
    /** An item that names one of these is AI policy, not regulation, unless it names a `regulation` cue. */
    not_regulation: z.string(),
    /**
     * What every relevant item names somewhere (one of these lists: AI, what an AI system does), unless
     * it names a `regulation` cue: a source without keywords publishes records of other subjects too.
     */
    subject: z.array(z.string()).min(1).optional(),
    /**
     * Contexts in which a named act is no evidence, for the source's keywords as for `regulation`: a
     * preamble's citation ("having regard to Regulation (EU) 2024/1689") in a resolution on another subject.
     */
    not_evidence: z.string().optional(),
    /**
     * Items about another subject that name AI in passing (a DPA's data breaches, security good
     * practice): one that names a row's `cues` is out, unless it names the regulation, one of the row's
     * `unless` lists anywhere, or one of its `unless_title` lists in its title.
     */
    passing: z
      .array(
        z.strictObject({
          rule: z.string(),
          cues: z.string(),
          unless: z.array(z.string()).min(1).optional(),
          unless_title: z.array(z.string()).min(1).optional(),
        }),
      )
      .optional(),
  }),
  kinds: z.array(
    Weighed.extend({
      kind: Kind,
      when: Conditions.optional(),
      /**
       * Named cue lists (`cues`) whose words are strong cues of this kind too: a list a table row asks
       * for (an authority's own work, a bill's final adoption) and the kind's evidence are written once.
       */
      named_cues: z.array(z.string()).min(1).optional(),
    }),
  ),
  /** The kind a source's items are presumed to have (a court's: judgments); their wording may say otherwise. */
  source_kinds: z.partialRecord(EventType, Kind),
  fallback_kind: Kind,
  /** A title that quotes someone (`Name (Agency): “…”`, `« … »`) is an interview or a statement: evidence of this kind as strong as a title cue. */
  quoted_title_kind: Kind.optional(),
  statuses: z.array(z.strictObject({ status: Status, rule: z.string(), when: Conditions })),
  /** Topics read from the wording; national-* come from the source (`params.topics`), the issuer's country. */
  topics: z.partialRecord(Topic, TopicCues),
  meta_when_no_topic: z.boolean(),
  /** Topics that follow from the decision (an item about the Act itself is about the Act as a whole: `meta`). */
  topics_from_decision: z.array(
    z.strictObject({ topic: Topic, rule: z.string(), when: Conditions.extend({ event_type: z.array(EventType).min(1).optional() }) }),
  ),
  event_types: z.array(z.strictObject({ event_type: EventType, rule: z.string(), when: Conditions })),
  severity: z.array(z.strictObject({ severity: Severity, rule: z.string(), when: Conditions })),
});
type ClassificationRules = z.infer<typeof ClassificationRules>;
type Conditions = z.infer<typeof Conditions>;

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
const compileWeighed = ({ cues, weak, not_evidence, terms }: z.infer<typeof TopicCues>): CompiledCueList =>
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
  const citations = rules.relevance.not_evidence === undefined ? {} : cuesNamed(rules.relevance.not_evidence);
  /** Cues that say an item is about the Act, except where they stand in a context that only cites it. */
  const evidenceOfTheAct = (list: CueList) => compileCues({ strong: list, none: citations });
  const regulation = evidenceOfTheAct(cuesNamed(rules.relevance.regulation));
  const notRegulation = cueList(rules.relevance.not_regulation);
  const subject = (rules.relevance.subject ?? []).map(cueList);
  const passing = (rules.relevance.passing ?? []).map((row) => ({
    cues: cueList(row.cues),
    unless: (row.unless ?? []).map(cueList),
    unlessTitle: (row.unless_title ?? []).map(cueList),
  }));
  /** A kind's own strong cues and those of the named lists it shares, each cue once in each language. */
  const withNamedCues = (own: Record<CueLanguage, string[]>, names: string[] = []) =>
    Object.fromEntries(
      CUE_LANGUAGES.map((language) => [
        language,
        [...new Set([...own[language], ...names.flatMap((name) => cuesNamed(name)[language] ?? [])])],
      ]),
    ) as Record<CueLanguage, string[]>;
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

  const languageOf = (params: SourceParams) => (isCueLanguage(params.language) ? params.language : 'en');

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
    // The text read apart from its title (`find` counts a cue of both only in the title).
    let textOnly: Reading | undefined;
    const inText = (name: string) => {
      textOnly ??= new Reading('', reading.body, reading.languages);
      return textOnly.find(cueList(name)).body.size > 0;
    };
    const issuer = params.event_type === 'national' ? 'national' : 'eu';
    const fits = (
      row: Conditions,
      facts: {
        kind?: Kind;
        kindRead?: boolean;
        kindInTitle?: boolean;
        status?: z.infer<typeof Status>;
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
    const references = extractReferences(text);
    const cites = (articles: string[]) => references.some((r) => articles.some((a) => r === a || r.startsWith(`${a}(`)));
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

  const found = ({ title, body }: Found) => title.size + body.size > 0;
  const keywordLists = new Map<string, CompiledCueList>();
  function isRelevant(text: string, params: SourceParams): boolean {
    const language = languageOf(params);
    const reading = readItem(text, language);
    if (params.keywords?.length) {
      const key = `${language}\n${params.keywords.join('\n')}`;
      let keywords = keywordLists.get(key);
      if (!keywords) keywordLists.set(key, (keywords = evidenceOfTheAct({ en: params.keywords, [language]: params.keywords })));
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
          found(reading.find(row.cues)) &&
          !row.unless.some((list) => found(reading.find(list))) &&
          !row.unlessTitle.some((list) => reading.find(list).title.size > 0),
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
