import { checkReference } from '../domain/aiActReference.js';

// AI Act references as official texts, trackers and German authorities write them, turned into the
// canonical form and kept only when they name a real provision (`checkReference`). Forms handled:
//   Article 50(2), Art. 5(1)(ba), Article 13(3), point (d), Article 5(1)(h)(ii), Articles 8 to 15,
//   point 4 of Annex III, points 1(a) of Annex III, Annex III(4)(a), Annex III point 4,
//   Art. 4 Abs. 1 KI-VO, Artikel 6 Abs. 1 lit. a, Art. 3 Nr. 56, Anhang III Nr. 4;
//   French, Italian, Spanish and Dutch: art. 5(1a) (the French shorthand for Art. 5(1)(a)),
//   article 5, paragraphe 1, point a), articolo 5, paragrafo (or comma) 1, lettera a), artículo 5,
//   apartado 1, letra a), the Spanish artículo 5.1.a), artikel 5, lid 1, punt (or onder) a),
//   paragraphs listed or ranged after their article (paragraphes 3 à 5, apartados 1 y 2),
//   annexe III, allegato III, anexo III, bijlage III and their points (punto 4 dell'allegato III);
//   a national bill's own articles and the national articles it amends are left out.

const ENGLISH_ARTICLE =
  /\b(?:Article|Art\.)\s*(\d{1,3})(?!\d|\s*\/|-\d)(?:\s*\((\d{1,2}[a-z]?)\))?(?:\s*\(([a-z]{1,2})\))?(?:\s*\(([ivx]{1,4})\))?(?:,?\s*(?:first|second|third|fourth)\s+subparagraph)?(?:,?\s*points?\s*\(([a-z]{1,2})\))?/gi;
const GERMAN_ARTICLE =
  /\b(?:Art\.|Artikel)\s*(\d{1,3})(?:\s*Abs(?:atz|\.)\s*(\d{1,2}[a-z]?))(?:\s*(?:UAbs\.|Unterabsatz)\s*\d+)?(?:\s*(?:Satz|S\.)\s*\d+)?(?:\s*(?:lit\.|Buchst(?:abe|\.)?)\s*([a-z]{1,2})\b)?/gi;
/** `art. 5(1a)`: lower-case `art.` is the French shorthand, whose letter is a point, not an inserted paragraph. */
const FRENCH_SHORTHAND = /(?<![\p{L}])art\.\s*(\d{1,3})\s*\((\d{1,2})([a-z]{1,2})\)/gu;
const ROMANCE_ARTICLE =
  /\b(?:article|articolo|artículo|articulo|artikel|art\.)\s*(\d{1,3})\s*,?\s*(?:paragraphe|paragrafo|par\.|§|comma|apartado|párrafo|lid)\s*(\d{1,2})(?!\d|\s*(?:à|a|al|bis|to|tot)\s+\d)(?:\s*,?\s*(?:point|punto|punt|lettera|lett\.|letra|onder|sous)\s*\(?([a-z]{1,2})\))?/giu;
/** `artículo 50.2`, `art. 5.1.a)`, `artículos 6.1 y 6.2`: the Spanish way of naming a paragraph (and a point) of an article. */
const DOTTED_ARTICLES =
  /(?<![\p{L}])(?:artículos?|articulos?|art\.)\s*(\d{1,3}\.\d{1,2}(?:\.?\s*[a-z]\))?(?:(?:\s*,\s*|\s+[ye]\s+)\d{1,3}\.\d{1,2}(?:\.?\s*[a-z]\))?)*)(?![\d.]*\d)/giu;
const DOTTED = /(\d{1,3})\.(\d{1,2})(?:\.?\s*([a-z])\))?/g;
const GERMAN_ARTICLE_POINT = /\b(?:Art\.|Artikel)\s*(\d{1,3})\s*Nr\.\s*\d{1,2}/gi;
const ARTICLE_RANGE =
  /(?<![\p{L}])(?:Articles|Artikel|Art\.|artículos|articoli|artikelen)\s*(?:(?:from|da|de|del)\s+)?(\d{1,3})\s*(?:to|bis|–|-|à|a|al|tot en met|tot)\s*(\d{1,3})\b/giu;
/** `artikel 5`, `artículo 43`, `articolo 13`: an article named without a paragraph in Dutch, Spanish or Italian. */
const BARE_ARTICLE =
  /(?<![\p{L}])(?:artikel|artículo|articulo|articolo)\s+(\d{1,3})(?![\d\p{L}]|\s*(?:Abs|Nr\.)|,?\s*(?:comma|apartado|párrafo|lid)\b)/giu;
const ARTICLE_PAIR = /\b(?:Articles|Artikel|Art\.)\s*(\d{1,3})\s*(?:and|und|,)\s*(\d{1,3})\b/gi;
/** `point 4 of Annex III`, `point 4 de l'annexe III`, `punto 4 dell'allegato III`, `punto 4 del anexo III`, `punt 4 van bijlage III`, `Nummer 4 des Anhangs III`. */
const POINT_OF_ANNEX =
  /(?<![\p{L}])(?:points?|punto|punti|punt|punten|Nummer|Nr\.)\s+(\d{1,2})(?:\s*\(?([a-z])\))?\s+(?:of(?:\s+the)?|de\s+l['’]\s*|dell['’]\s*|del|van(?:\s+de)?|des|der)\s*(?:Annex|annexe|allegato|anexo|bijlage|Anhangs?)\s+([IVX]{1,5})\b/giu;
const ANNEX =
  /\b(?:Annex|Anhang|[Aa]nnexe|[Aa]llegato|[Aa]nexo|[Bb]ijlage)\s+([IVX]{1,5})\b(?:\s*(?:,\s*)?(?:point|punto|punt|Nr\.|Nummer)?\s*\(?(\d{1,2})(?!\d)\)?(?:\s*(?:\(([a-z])\)|(?:lit\.|Buchst\.|Buchstabe)\s*([a-z])\b))?)?/g;

/** Another act right after a reference: `Article 22 GDPR`, `Art. 6 Abs. 1 lit. a DSGVO`, `Article 3 of Directive …`. */
const OTHER_ACT =
  /^[\s,]*(?:of\s+(?:the\s+)?|der\s+|des\s+|du\s+|del(?:la)?\s+|van\s+de\s+)?(?:GDPR|RGPD|AVG|DSGVO|EUDPR|TFEU|AEUV|TFUE|TEU|EUV|Charter|Charta|DSA|DMA|BDSG|GG\b|(?:de\s+la\s+|della\s+|van\s+de\s+)?(?:Constitution|Costituzione|Constitución|Grondwet)|du\s+code|Directive|Richtlinie|(?:Regulation|Verordnung)\s*\(E[UG]\)\s*(?:No\s*)?(?!2024\/1689)\d{2,4}\/\d+|(?:Regulation|Verordnung)\s*\((?:EU|EG)\)\s*Nr)/i;
const RANGE_LIMIT = 20;

// The order French, Italian, Spanish, Dutch and English drafting also use: the point, then its
// paragraph, then the article (`des a et b du paragraphe 1 de l'article 5`, `lettera a) del comma 1
// dell'articolo 5`, `paragraphes 1, 2 et 4 de l'article 50`, `leden 1 en 2 van artikel 50`).
const AND = String.raw`(?:\s*,\s*|\s+(?:et|e|y|en|and|und)\s+)`;
const PARAGRAPH_WORD = String.raw`(?:paragraphes?|paragraphs?|commi|comma|apartados?|leden|lid|Absatz|Absätze)`;
const OF = String.raw`(?:du|de\s+l['’]|de\s+la|des|of(?:\s+the)?|dell['’]|della|del|van)`;
const ARTICLE_WORD = String.raw`(?:article|articolo|artículo|articulo|artikel|Artikels?)`;
const POINT = String.raw`\(?[a-z]\)?`;
const PARAGRAPHS_OF_ARTICLE = new RegExp(
  String.raw`(?<![\p{L}])${PARAGRAPH_WORD}\s+(\d{1,2}(?:${AND}\d{1,2})*)\s+${OF}\s*${ARTICLE_WORD}\s+(\d{1,3})`,
  'giu',
);
const POINTS_OF_PARAGRAPH = new RegExp(
  String.raw`(?<![\p{L}])(?:points?\s+|lettere?\s+|letras?\s+|onder\s+)?(${POINT}(?:${AND}${POINT})*)\s+${OF}\s*${PARAGRAPH_WORD}\s+(\d{1,2})\s+${OF}\s*${ARTICLE_WORD}\s+(\d{1,3})`,
  'giu',
);
/**
 * `l'article 99, paragraphes 3 à 5`, `artículo 26, apartados 1 y 2`, `articolo 5, paragrafi 1 e 2`: several
 * paragraphs of one article; the whole list (read at once: no shorter list is tried) must not be followed by
 * another article's name, whose paragraphs they are (`l'article 5, paragraphes 1 et 2 de l'article 50`).
 */
const ARTICLE_PARAGRAPHS = new RegExp(
  String.raw`(?<![\p{L}])${ARTICLE_WORD}\s+(\d{1,3})\s*,?\s*(?:paragraphes|paragraphs|paragrafi|commi|apartados|párrafos|leden|Absätze)\s+(?=(\d{1,2}(?:(?:${AND}|\s+(?:à|a|al|to|bis|tot en met|tot)\s+)\d{1,2})*))\2(?!\s*${OF}\s*${ARTICLE_WORD})`,
  'giu',
);
/** `Artikel 113 b)`: a point named right after the article. */
const ARTICLE_POINT = /\b(?:Art\.|Artikel)\s*(\d{1,3})\s+([a-z])\)/gi;
const listed = (list: string) => list.split(/\s*,\s*|\s+(?:et|e|y|en|and|und)\s+/).map((item) => item.replace(/[()]/g, ''));
const RANGE_WORD = /\s+(?:à|a|al|to|bis|tot en met|tot)\s+/;
/** Paragraph numbers listed (`1, 2 et 4`) or as a range (`3 à 5`), each range expanded. */
const numbers = (list: string) =>
  listed(list).flatMap((item) => {
    const [from, to] = item.split(RANGE_WORD).map(Number);
    return to === undefined
      ? [item]
      : to > from! && to - from! < RANGE_LIMIT
        ? Array.from({ length: to - from! + 1 }, (_, i) => String(from! + i))
        : [];
  });

/** German paragraph and point qualifiers a shorter match may leave before the act's name: `Art. 6 | Abs. 1 lit. a DSGVO`. */
const QUALIFIERS = /^(?:\s*(?:Abs(?:atz|\.)|UAbs\.|Unterabsatz|Satz|S\.|lit\.|Buchst(?:abe|\.)?|Nr\.|Nummer)\s*\w{1,3})+/i;
/**
 * National drafting names its own articles: a bill's article is inserted "après l'article 24", and an
 * article that "est ainsi modifié", "è sostituito", "queda redactado", "wordt gewijzigd" or "wird
 * geändert" is one of the national law amended (a national act never amends the Regulation).
 */
const PLACED_IN_BILL = /(?:après|avant)\s+(?:l['’]\s*)?$/i;
const AMENDED =
  /^[\s,]*(?:est\s+(?:ainsi\s+)?(?:complété|modifié|rédigé|abrogé|remplacé)|sont\s+(?:ainsi\s+)?(?:modifiés|abrogés)|è\s+(?:sostituito|abrogato|modificato)|sono\s+apportate|queda\s+redactado|queda\s+modificado|se\s+modifica|wordt\s+(?:gewijzigd|vervangen)|komt\s+te\s+luiden|vervalt|wird\s+(?:wie\s+folgt\s+)?(?:geändert|aufgehoben|gefasst))/i;
const refersToOtherAct = (text: string, start: number, end: number) =>
  PLACED_IN_BILL.test(text.slice(Math.max(0, start - 12), start)) ||
  AMENDED.test(text.slice(end, end + 40)) ||
  OTHER_ACT.test(text.slice(end, end + 80).replace(QUALIFIERS, ''));

const article = (n: string, paragraph?: string, point?: string, subPoint?: string) =>
  `Art. ${n}${paragraph ? `(${paragraph})` : ''}${point ? `(${point.toLowerCase()})` : ''}${subPoint ? `(${subPoint.toLowerCase()})` : ''}`;
const annex = (numeral: string, point?: string, letter?: string) =>
  `Annex ${numeral}${point ? `(${point})` : ''}${point && letter ? `(${letter})` : ''}`;

/** A reference as one pattern read it, with where its words are in the text. */
type Candidate = { reference: string; start: number; end: number };

function* candidates(text: string): Generator<Candidate> {
  const each = function* (pattern: RegExp, build: (match: RegExpExecArray) => string[]) {
    for (const match of text.matchAll(pattern)) {
      const [start, end] = [match.index, match.index + match[0].length];
      if (!refersToOtherAct(text, start, end)) for (const reference of build(match)) yield { reference, start, end };
    }
  };
  yield* each(ENGLISH_ARTICLE, (m) =>
    m[0].startsWith('art.') && /\d[a-z]/.test(m[2] ?? '') ? [] : [article(m[1]!, m[2], m[3] ?? m[5], m[4])],
  );
  yield* each(GERMAN_ARTICLE, (m) => [article(m[1]!, m[2], m[3])]);
  yield* each(FRENCH_SHORTHAND, (m) => [article(m[1]!, m[2], m[3])]);
  yield* each(ROMANCE_ARTICLE, (m) => [article(m[1]!, m[2], m[3])]);
  yield* each(BARE_ARTICLE, (m) => [article(m[1]!)]);
  yield* each(ARTICLE_PARAGRAPHS, (m) => numbers(m[2]!).map((paragraph) => article(m[1]!, paragraph)));
  yield* each(DOTTED_ARTICLES, (m) => [...m[1]!.matchAll(DOTTED)].map((d) => article(d[1]!, d[2], d[3])));
  yield* each(PARAGRAPHS_OF_ARTICLE, (m) => listed(m[1]!).map((paragraph) => article(m[2]!, paragraph)));
  yield* each(POINTS_OF_PARAGRAPH, (m) => listed(m[1]!).map((point) => article(m[3]!, m[2], point)));
  yield* each(ARTICLE_POINT, (m) => [article(m[1]!, undefined, m[2])]);
  // In Art. 3 "Nr." counts definitions, elsewhere numbered points: neither has a canonical form below the article.
  yield* each(GERMAN_ARTICLE_POINT, (m) => [article(m[1]!)]);
  yield* each(ARTICLE_RANGE, (m) => {
    const [from, to] = [Number(m[1]), Number(m[2])];
    return to > from && to - from < RANGE_LIMIT ? Array.from({ length: to - from + 1 }, (_, i) => article(String(from + i))) : [];
  });
  yield* each(ARTICLE_PAIR, (m) => [article(m[1]!), article(m[2]!)]);
  yield* each(POINT_OF_ANNEX, (m) => [annex(m[3]!, m[1], m[2])]);
  yield* each(ANNEX, (m) => [annex(m[1]!, m[2], m[3] ?? m[4])]);
}

/**
 * The AI Act provisions a text cites, canonical, valid, distinct and sorted, at the precision each
 * passage names them (rubric F1): where a shorter pattern read only the article of a passage a longer
 * one read to its paragraph (`Art. 50` of `Art. 50 Abs. 2`), the article alone is not cited there;
 * named on its own elsewhere (`Article 6(5) … the implementation of Article 6`), it is.
 */
export function extractReferences(text: string): string[] {
  const found: Candidate[] = [];
  for (const candidate of candidates(text)) {
    const check = checkReference(candidate.reference);
    if (check.ok) found.push({ ...candidate, reference: check.canonical });
  }
  const overlap = (a: Candidate, b: Candidate) => a.start < b.end && b.start < a.end;
  const citedAsSuch = found.filter(
    (candidate) => !found.some((other) => other.reference.startsWith(`${candidate.reference}(`) && overlap(candidate, other)),
  );
  return [...new Set(citedAsSuch.map(({ reference }) => reference))].sort();
}
