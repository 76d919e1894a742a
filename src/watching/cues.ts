import { PUBLICATION_LANGUAGES, type PublicationLanguage } from '../domain/vocabulary.js';
import { detectLanguage, tokenize, type Token } from './language.js';

// A cue is a word or phrase of the rules, read in its list's language exactly as a text is: words
// stemmed, accents folded, so `guideline` finds `Guidelines` and `Leitlinie` finds `Leitlinien`.
// A `*` after a word lets it continue (German compounds: `hochrisiko*` finds `Hochrisikosysteme`);
// a `=` before a word wants that very word where stems collide (`=meeting`, not `meet`); a `*`
// before a word lets it be the end of a compound (`*veranstaltung` finds `Informationsveranstaltung`);
// a `#` stands for a number (`legge #` finds `Legge 23 settembre 2025`, `loi n #` finds `loi n° 2024-449`).

/** A word of a cue: its stem, or the word itself when the stem is too short to say much (`par` is Italian `parere` and Spanish `para`). */
type Part = { stem: string } | { word: string; capitals?: true } | { prefix: string } | { suffix: string } | { number: true };
const NUMBER = /^\p{Nd}+$/u;
const SHORTEST_STEM = 4;
/** A cue word of at most this many capitals is an acronym (`AI`, `KI`, `IA`) and wants capitals: Italian `ai` and Spanish `ia` are other words. */
const LONGEST_ACRONYM = 3;
/** `key` is the cue as read (stems, prefixes): cues that read alike, in one language or two, are one piece of evidence. */
type CompiledCue = { key: string; parts: Part[] };
export type CueList = Partial<Record<PublicationLanguage, string[]>>;
/**
 * How much a cue says: a `term` is the law's own name for the subject, enough wherever it stands;
 * `weak` is vaguer evidence; `none` says nothing but takes its words from shorter cues (`pursuant
 * to Regulation (EU)` cites an act, it is not one).
 */
export type Strength = 'term' | 'strong' | 'weak' | 'none';
const RANK: Record<Strength, number> = { none: 0, weak: 1, strong: 2, term: 3 };
const STRONGEST: Strength = 'term';
/** Every language's cues of a list, longest first (see `Reading.find`). */
export type CompiledCueList = { language: PublicationLanguage; cue: CompiledCue; strength: Strength }[];

function compileCue(cue: string, language: PublicationLanguage): CompiledCue {
  const parts: Part[] = [];
  for (const chunk of cue.trim().split(/\s+/)) {
    if (chunk === '#') {
      parts.push({ number: true });
      continue;
    }
    const open = chunk.endsWith('*');
    const exact = chunk.startsWith('=');
    const tail = chunk.startsWith('*');
    const tokens = tokenize(chunk.slice(exact || tail ? 1 : 0, open ? -1 : undefined), language);
    for (const [i, token] of tokens.entries()) {
      parts.push(
        tail && i === 0
          ? { suffix: token.word }
          : open && i === tokens.length - 1
            ? { prefix: token.word }
            : token.capitals && token.word.length <= LONGEST_ACRONYM
              ? { word: token.word, capitals: true }
              : exact || (token.stem.length < SHORTEST_STEM && /\p{L}/u.test(token.stem))
                ? { word: token.word }
                : { stem: token.stem },
      );
    }
  }
  if (!parts.length) throw new Error(`the cue "${cue}" has no words`);
  return {
    key: parts
      .map((part) =>
        'stem' in part
          ? part.stem
          : 'word' in part
            ? part.word
            : 'prefix' in part
              ? `${part.prefix}*`
              : 'suffix' in part
                ? `*${part.suffix}`
                : '#',
      )
      .join(' '),
    parts,
  };
}

/**
 * Cue lists of each strength as one list, longest cues first; among equals, words that are no
 * evidence first (`Transparenzregister*` is no `Transparenz*`), then the stronger.
 */
export const compileCues = (byStrength: Partial<Record<Strength, CueList>>): CompiledCueList => {
  const sorted = (Object.entries(byStrength) as [Strength, CueList][])
    .flatMap(([strength, list]) =>
      PUBLICATION_LANGUAGES.flatMap((language) =>
        (list[language] ?? []).map((cue) => ({ language, cue: compileCue(cue, language), strength })),
      ),
    )
    .sort(
      (a, b) =>
        b.cue.parts.length - a.cue.parts.length ||
        Number(b.strength === 'none') - Number(a.strength === 'none') ||
        RANK[b.strength] - RANK[a.strength],
    );
  // A cue written twice (or two spellings the stemmer reads alike) is one cue: the first, the strongest.
  const seen = new Set<string>();
  return sorted.filter(({ language, cue }) => {
    const reads = `${language} ${JSON.stringify(cue.parts)}`;
    if (seen.has(reads)) return false;
    seen.add(reads);
    return true;
  });
};

export const compileCueList = (list: CueList): CompiledCueList => compileCues({ strong: list });

const partMatches = (part: Part, token: Token | undefined) =>
  token !== undefined &&
  ('stem' in part
    ? token.stem === part.stem
    : 'word' in part
      ? token.word === part.word && (!part.capitals || token.capitals)
      : 'prefix' in part
        ? token.word.startsWith(part.prefix)
        : 'suffix' in part
          ? token.word.endsWith(part.suffix)
          : NUMBER.test(token.word));

/** Where a cue occurs first among words not yet taken by a longer cue; -1 when nowhere. */
const firstFreeOccurrence = ({ parts }: CompiledCue, tokens: Token[], taken: Set<number>) => {
  for (let start = 0; start + parts.length <= tokens.length; start++) {
    if (parts.every((part, i) => !taken.has(start + i) && partMatches(part, tokens[start + i]))) return start;
  }
  return -1;
};

/** Takes every free occurrence of a cue: words a cue took are not another's, wherever the cue recurs. */
const takeEvery = (cue: CompiledCue, tokens: Token[], taken: Set<number>) => {
  for (let start = firstFreeOccurrence(cue, tokens, taken); start >= 0; start = firstFreeOccurrence(cue, tokens, taken))
    for (const i of cue.parts.keys()) taken.add(start + i);
};

/** The distinct cues found (as read), each with its strength: in the title, and only in the body. */
export type Found = { title: Map<string, Strength>; body: Map<string, Strength> };

/** An item's title and text, read in the languages it may be written in, tokenized once per language on demand. */
export class Reading {
  private readonly cache = new Map<PublicationLanguage, { title: Token[]; body: Token[] }>();
  private textAlone?: Reading;
  constructor(
    readonly title: string,
    readonly body: string,
    readonly languages: ReadonlySet<PublicationLanguage>,
    /** The reading whose text this one is, alone: its tokens are that reading's. */
    private readonly textOf?: Reading,
  ) {}

  tokens(language: PublicationLanguage): { title: Token[]; body: Token[] } {
    let read = this.cache.get(language);
    if (!read)
      this.cache.set(
        language,
        (read = this.textOf
          ? { title: [], body: this.textOf.tokens(language).body }
          : { title: tokenize(this.title, language), body: tokenize(this.body, language) }),
      );
    return read;
  }

  /** The text without its title, so that `find` reports what the text says even where the title says it too. */
  get text(): Reading {
    this.textAlone ??= new Reading('', this.body, this.languages, this);
    return this.textAlone;
  }

  /**
   * The distinct cues of a list (as read) found in the title, and those found only in the body.
   * Longer cues first, and words one cue took, at every place it occurs, are not another's:
   * `Implementing Regulation (EU)` is one piece of evidence, not also `Regulation (EU)`, however
   * often it recurs.
   */
  find(list: CompiledCueList): Found {
    const title: Found['title'] = new Map();
    const body: Found['body'] = new Map();
    const taken = { title: new Set<number>(), body: new Set<number>() };
    const stronger = (known: Strength | undefined, strength: Strength) => (known && RANK[known] >= RANK[strength] ? known : strength);
    // An acronym written right after a cue abbreviates it (`large language models (LLMs)`): where
    // that acronym is a cue of the list too, the two are one mention, not two pieces of evidence.
    const abbreviates = { title: new Map<number, string>(), body: new Map<number, string>() };
    const firstAt = { title: new Map<string, number>(), body: new Map<string, number>() };
    /** A cue's words, in the title and the text alike, are its own (a committee's "esame e rinvio" in both is no evidence twice). */
    const takeAll = (cue: CompiledCue, tokens: { title: Token[]; body: Token[] }) => {
      for (const part of ['title', 'body'] as const) takeEvery(cue, tokens[part], taken[part]);
    };
    const record = (part: 'title' | 'body', at: number, cue: CompiledCue, tokens: { title: Token[]; body: Token[] }) => {
      const { key, parts } = cue;
      takeAll(cue, tokens);
      firstAt[part].set(key, at);
      const next = tokens[part][at + parts.length];
      if (next?.capitals && !abbreviates[part].has(at + parts.length)) abbreviates[part].set(at + parts.length, key);
    };
    for (const { language, cue, strength } of list) {
      if (!this.languages.has(language)) continue;
      const tokens = this.tokens(language);
      if (strength === 'none') {
        takeAll(cue, tokens);
        continue;
      }
      if (title.get(cue.key) === STRONGEST) continue;
      const inTitle = firstFreeOccurrence(cue, tokens.title, taken.title);
      if (inTitle >= 0) {
        record('title', inTitle, cue, tokens);
        title.set(cue.key, stronger(title.get(cue.key), strength));
        body.delete(cue.key);
        continue;
      }
      if (title.has(cue.key) || body.get(cue.key) === STRONGEST) continue;
      const inBody = firstFreeOccurrence(cue, tokens.body, taken.body);
      if (inBody >= 0) {
        record('body', inBody, cue, tokens);
        body.set(cue.key, stronger(body.get(cue.key), strength));
      }
    }
    for (const [part, found] of [
      ['title', title],
      ['body', body],
    ] as const)
      for (const [key, at] of firstAt[part]) {
        const named = abbreviates[part].get(at);
        if (named === undefined || named === key || !found.has(named) || !found.has(key)) continue;
        found.set(named, stronger(found.get(named), found.get(key)!));
        found.delete(key);
      }
    return { title, body };
  }
}

/**
 * A title and text as the watcher passes them (the title is the first paragraph), read in the
 * source's language, in English, which every source quotes ("AI Act", "GPAI"), and in the language
 * it is written in, where that is another (an EU feed's Italian release, a Belgian page in Dutch).
 */
export function readItem(text: string, language: PublicationLanguage = 'en'): Reading {
  const detected = detectLanguage(text);
  const languages = new Set<PublicationLanguage>(['en', language, ...(detected ? [detected] : [])]);
  const cut = text.indexOf('\n\n');
  return cut < 0 ? new Reading(text, '', languages) : new Reading(text.slice(0, cut), text.slice(cut + 2), languages);
}
