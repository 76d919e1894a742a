import * as z from 'zod';
import { ISSUER_KINDS } from '../domain/source.js';
import { EventType, PUBLICATION_LANGUAGES, Severity, Topic } from '../domain/vocabulary.js';

// The shape of `data/classification.json` (explained in docs/classification.md): what a reviewer may
// write there, refused at start when it does not parse. `classify.ts` applies the rules.

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
  Object.fromEntries(PUBLICATION_LANGUAGES.map((language) => [language, z.array(Cue)])) as Record<
    (typeof PUBLICATION_LANGUAGES)[number],
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
export const TopicCues = Weighed.extend({
  terms: CueLists.optional(),
  /**
   * Provisions of the Act that are the topic itself (`Art. 50`: transparency obligations): an item that
   * cites one, or a paragraph or point of it, by number is about the topic, like a term.
   */
  articles: z.array(z.string().regex(/^Art\. \d{1,3}$/)).optional(),
});

export const ClassificationRules = z.strictObject({
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
     * The cue list a source that publishes in several languages (`languages` in its parameters: an EU
     * body's feed carries every language version) reads beside its keywords, in each of those languages:
     * AI and the Act in each language version's words, stemmed in that language.
     */
    other_languages: z.string().optional(),
    /**
     * Contexts in which a named act is no evidence, for the source's keywords as for `regulation`: a
     * preamble's citation ("having regard to Regulation (EU) 2024/1689") in a resolution on another subject.
     */
    not_evidence: z.string().optional(),
    /**
     * Contexts in which the Act is named only as the backdrop of an item about something else ("since the AI
     * Act came into force", rubric R6): no evidence of `regulation`, though the source's keywords still read them.
     */
    background: z.string().optional(),
    /**
     * Items about another subject that name AI in passing (a DPA's data breaches, security good
     * practice): one that names a row's `cues` is out, unless it names the regulation, one of the row's
     * `unless` lists anywhere, one of its `unless_title` lists in its title, or one of its `unless_text`
     * lists in its text; with `in_title`, the row's `cues` must stand in the title.
     */
    passing: z
      .array(
        z.strictObject({
          rule: z.string(),
          cues: z.string(),
          unless: z.array(z.string()).min(1).optional(),
          unless_title: z.array(z.string()).min(1).optional(),
          /** The row's `cues` must stand in the title: what the item is (an event), not what its text mentions. */
          in_title: z.boolean().optional(),
          /** Lists of which one found in the text (not the title) keeps the item in: a headline naming AI is not a text about it. */
          unless_text: z.array(z.string()).min(1).optional(),
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
export type ClassificationRules = z.infer<typeof ClassificationRules>;
export type Conditions = z.infer<typeof Conditions>;
export type TopicCues = z.infer<typeof TopicCues>;
