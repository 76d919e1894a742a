import { stemmer as dutch } from '@orama/stemmers/dutch';
import { stemmer as english } from '@orama/stemmers/english';
import { stemmer as french } from '@orama/stemmers/french';
import { stemmer as german } from '@orama/stemmers/german';
import { stemmer as italian } from '@orama/stemmers/italian';
import { stemmer as spanish } from '@orama/stemmers/spanish';
import { franc } from 'franc-min';
import { PUBLICATION_LANGUAGES, type PublicationLanguage } from '../domain/vocabulary.js';

// Snowball stemmers (as packaged by Orama): one word form per inflection, per language.
const STEMMERS: Record<PublicationLanguage, (word: string) => string> = {
  en: english,
  de: german,
  fr: french,
  nl: dutch,
  it: italian,
  es: spanish,
};

/**
 * One word of a text: its lower-case, accent-free form, its stem in the language it was read in,
 * and whether it was written in capitals (an acronym: `AI`, not the Italian `ai` of `ai sensi`).
 */
export type Token = { word: string; stem: string; capitals: boolean };

const segmenter = new Intl.Segmenter('und', { granularity: 'word' });
/** `l'IA`, `dell'intelligenza`, `d’ici`: French and Italian elisions are two words. */
const ELISION = /['’]/;
const foldAccents = (text: string) => text.normalize('NFD').replace(/\p{M}+/gu, '');

/** Words as Unicode word boundaries (UAX #29) find them, elisions split, as written. */
function writtenWords(text: string): string[] {
  const found: string[] = [];
  for (const { segment, isWordLike } of segmenter.segment(text.normalize('NFC'))) {
    if (isWordLike) found.push(...segment.split(ELISION).filter(Boolean));
  }
  return found;
}

/** Words as Unicode word boundaries (UAX #29) find them, elisions split, lower-cased. */
export const words = (text: string): string[] => writtenWords(text).map((word) => word.toLowerCase());

/** `AI`, `GPAI`, and an acronym's plural (`LLMs`). */
const CAPITALS = /^\p{Lu}{2,}s?$/u;

/** A text read in one language: every word stemmed by that language's Snowball stemmer, then accents folded. */
export function tokenize(text: string, language: PublicationLanguage): Token[] {
  const stem = STEMMERS[language];
  return writtenWords(text).map((written) => {
    const word = written.toLowerCase();
    return { word: foldAccents(word), stem: foldAccents(/^\p{L}+$/u.test(word) ? stem(word) : word), capitals: CAPITALS.test(written) };
  });
}

export const isPublicationLanguage = (language: string | undefined): language is PublicationLanguage =>
  PUBLICATION_LANGUAGES.includes(language as PublicationLanguage);

/** Below this many characters trigrams tell languages apart badly (a title alone is read in the source's language). */
const DETECTION_MIN_LENGTH = 20;
const BY_ISO_639_3: Record<string, PublicationLanguage> = { eng: 'en', deu: 'de', fra: 'fr', nld: 'nl', ita: 'it', spa: 'es' };
const DETECTABLE = Object.keys(BY_ISO_639_3);
/**
 * Which of the six languages a text is written in, told by its character trigrams (franc); none for a
 * text too short to tell. An EU institution publishes in every language under one feed.
 */
export const detectLanguage = (text: string): PublicationLanguage | undefined =>
  BY_ISO_639_3[franc(text, { only: DETECTABLE, minLength: DETECTION_MIN_LENGTH })];
