import { checkReference } from '../domain/aiActReference.js';

// AI Act references as official texts, trackers and German authorities write them, turned into the
// canonical form and kept only when they name a real provision (`checkReference`). Forms handled:
//   Article 50(2), Art. 5(1)(ba), Article 13(3), point (d), Article 5(1)(h)(ii), Articles 8 to 15,
//   point 4 of Annex III, points 1(a) of Annex III, Annex III(4)(a), Annex III point 4,
//   Art. 4 Abs. 1 KI-VO, Artikel 6 Abs. 1 lit. a, Art. 3 Nr. 56, Anhang III Nr. 4;
//   Artikel 50(2), articolo 26(7), artículo 27(1) (the parentheses in every language),
//   French, Italian, Spanish and Dutch: art. 5(1a) (the French shorthand for Art. 5(1)(a)),
//   article 5, paragraphe 1, point a), articolo 5, paragrafo (or comma) 1, lettera a), artículo 5,
//   apartado 1, letra a), the Spanish artículo 5.1.a), artikel 5, lid 1, punt (or onder) a),
//   paragraphs listed or ranged after their article (paragraphes 3 à 5, apartados 1 y 2),
//   annexe III, allegato III, anexo III, bijlage III and their points (punto 4 dell'allegato III);
//   shorthand: a point without its parenthesis (lid 1 onder a, lettera a, article 5.1.a), Art. 5 para. 1
//   lit. a, Article 50(1) and (2) (und, et, e, y, en, of), Articles 53, 54 and 55 or 50(2) and 50(4)
//   in every language, ranges among them (les articles 6 et 8 à 15), points listed (lettere a) e b),
//   artículo 5.1.a), b) y c)), Annexes III and IV,
//   article 113, point b), the Dutch eerste lid, the French au 1 de l'article 6, l'article 53, 1, d,
//   and the points of an annex's point named first (au a du point 8 de l'annexe III, lettere b) e c) del punto 5);
//   the Act's articles as English writers call them: section 70 and section 78 of the EU AI Act;
//   a national bill's own articles, the national articles it amends, and articles of other acts
//   (the GDPR by its names, other regulations by number, national laws) are left out.

/** `Article 50(2)`, `Art. 5(1)(a)`, and the same parentheses after `Artikel`, `articolo`, `artículo` (trackers write them in every language). */
const PARENTHESISED_ARTICLE =
  /\b(?:Article|Art\.|Artikel|articolo|artículo|articulo)\s*(\d{1,3})(?!\d|\s*\/|-\d)(?:\s*\((\d{1,2}[a-z]?)\))?(?:\s*\(([a-z]{1,2})\))?(?:\s*\(([ivx]{1,4})\))?(?:,?\s*(?:first|second|third|fourth)\s+subparagraph)?(?:,?\s*points?\s*\(([a-z]{1,2})\))?/gi;
const GERMAN_ARTICLE =
  /\b(?:Art\.|Artikel)\s*(\d{1,3})(?:\s*(?:Abs(?:atz|\.)|para\.|paragraph)\s*(\d{1,2}[a-z]?))(?:\s*(?:UAbs\.|Unterabsatz)\s*\d+)?(?:\s*(?:Satz|S\.)\s*\d+)?(?:\s*(?:lit\.|Buchst(?:abe|\.)?)\s*([a-z]{1,2})\b)?/gi;
/** `art. 5(1a)`: lower-case `art.` is the French shorthand, whose letter is a point, not an inserted paragraph. */
const FRENCH_SHORTHAND = /(?<![\p{L}])art\.\s*(\d{1,3})\s*\((\d{1,2})([a-z]{1,2})\)/gu;
const ROMANCE_ARTICLE =
  /\b(?:article|articolo|artículo|articulo|artikel|art\.)\s*(\d{1,3})\s*,?\s*(?:paragraphe|paragrafo|par\.|§|comma|apartado|párrafo|lid)\s*(\d{1,2})(?!\d|\s*(?:à|a|al|bis|to|tot)\s+\d)(?:\s*,?\s*(?:point|punto|punt|lettera|lett\.|letra|onder|sub|sous)\s*\(?([a-z]{1,2})(?![\p{L}])\)?)?/giu;
/**
 * `artículo 50.2`, `art. 5.1.a)`, `artículos 6.1 y 6.2`: the Spanish way of naming a paragraph (and a point) of an
 * article, which French and Italian writers borrow (`article 5.1.a`); a point is `.a`, `.a)` or ` a)`, never a bare
 * word after a space (the Spanish `y`).
 */
const DOTTED_POINT = String.raw`(?:\.[a-z](?![\p{L}])\)?|\s*[a-z]\))`;
/** Further points of the same paragraph after the first: `5.1.a), b) y c)`. */
const MORE_POINTS = String.raw`(?:(?:\s*,\s*|\s+[ye]\s+)[a-z]\))*`;
const DOTTED_ARTICLES = new RegExp(
  String.raw`(?<![\p{L}])(?:artículos?|articulos?|articles?|articol[oi]|artikel|art\.)\s*(\d{1,3}\.\d{1,2}(?:${DOTTED_POINT}${MORE_POINTS})?(?:(?:\s*,\s*|\s+[ye]\s+)\d{1,3}\.\d{1,2}(?:${DOTTED_POINT}${MORE_POINTS})?)*)(?![\d.]*\d)`,
  'giu',
);
const DOTTED = new RegExp(String.raw`(\d{1,3})\.(\d{1,2})(?:\.([a-z])(?![\p{L}])\)?|\s*([a-z])\))?(${MORE_POINTS})`, 'gu');
const GERMAN_ARTICLE_POINT = /\b(?:Art\.|Artikel)\s*(\d{1,3})\s*Nr\.\s*\d{1,2}/gi;
/** The words that join a range's ends in the six languages: `8 to 15`, `8 bis 15`, `8 à 15`, `8 al 15`, `8 tot en met 15`. */
const RANGE_WORDS = String.raw`(?:to|bis|à|a|al|tot en met|tot)`;
const ARTICLE_RANGE = new RegExp(
  String.raw`(?<![\p{L}])(?:Articles|Artikel|Art\.|artículos|articoli|artikelen)\s*(?:(?:from|da|de|del)\s+)?(\d{1,3})\s*(?:–|-|${RANGE_WORDS})\s*(\d{1,3})\b`,
  'giu',
);
/** `artikel 5`, `artículo 43`, `articolo 13`: an article named without a paragraph in Dutch, Spanish or Italian. */
const BARE_ARTICLE =
  /(?<![\p{L}])(?:artikel|artículo|articulo|articolo)\s+(\d{1,3})(?![\d\p{L}]|\s*(?:Abs|Nr\.)|,?\s*(?:comma|apartado|párrafo|lid)\b)/giu;
/** `8 to 15`, `8 à 15`, `8 tot en met 15`, `8–15`: a range of articles as an item of a list. */
const RANGE_JOIN = String.raw`(?:\s*[–-]\s*|\s+${RANGE_WORDS}\s+)`;
const LISTED_RANGE = new RegExp(String.raw`(\d{1,3})${RANGE_JOIN}(\d{1,3})(?![\d(])`, 'gu');
const LISTED_ITEM = String.raw`(?:\d{1,3}${RANGE_JOIN}\d{1,3}(?![\d(])|\d{1,3}(?:\(\w{1,3}\)){0,3})`;
/**
 * `Articles 53, 54 and 55`, `les articles 53 et 55`, `artikelen 53 en 55`, `gli articoli 53 e 55`, `los artículos 53 y 55`,
 * and ranges among them: `les articles 6 et 8 à 15`, `Articles 6, 9 and 12 to 14`.
 */
const ARTICLE_LIST = new RegExp(
  String.raw`(?<![\p{L}])(?:Articles|Artikel|Artikelen|Art\.|articoli|artt\.|artículos|articulos)\s*(${LISTED_ITEM}(?:(?:\s*,\s*|\s*,?\s+(?:and|und|et|e|en|y|sowie)\s+)${LISTED_ITEM})+)(?![\d./(]|\s+\p{L}+\s+\d{4})`,
  'giu',
);
/** One article of a list, with the paragraph and points in parentheses after it: `50(2)`, `53(1)(a)`. */
const LISTED_ARTICLE = /^(\d{1,3})(?:\((\w{1,3})\))?(?:\(([a-z]{1,2})\))?(?:\(([ivx]{1,4})\))?$/;
/** `Annexes III and IV`, `Anhang III und IV`, `allegati III e IV`. */
const ANNEX_LIST =
  /(?<![\p{L}])(?:Annexes|Anhänge|Anhang|annexes|allegati|anexos|bijlagen)\s+([IVX]{1,5}(?:(?:\s*,\s*|\s*,?\s+(?:and|und|et|e|en|y)\s+)[IVX]{1,5})+)\b/gu;
/** `point 4 of Annex III`, `point 4 de l'annexe III`, `punto 4 dell'allegato III`, `punto 4 del anexo III`, `punt 4 van bijlage III`, `Nummer 4 des Anhangs III`. */
const POINT_OF_ANNEX =
  /(?<![\p{L}])(?:points?|punto|punti|punt|punten|Nummer|Nr\.)\s+(\d{1,2})(?:\s*\(?([a-z])\))?\s+(?:of(?:\s+the)?|de\s+l['’]\s*|dell['’]\s*|del|van(?:\s+de)?|des|der)\s*(?:Annex|annexe|allegato|anexo|bijlage|Anhangs?)\s+([IVX]{1,5})\b/giu;
const ANNEX =
  /\b(?:Annex|Anhang|[Aa]nnexe|[Aa]llegato|[Aa]nexo|[Bb]ijlage)\s+([IVX]{1,5})\b(?:\s*(?:,\s*)?(?:point|punto|punt|Nr\.|Nummer)?\s*\(?(\d{1,2})(?!\d)\)?(?:\s*(?:\(([a-z])\)|(?:lit\.|Buchst\.|Buchstabe)\s*([a-z])\b))?)?/g;

/** Another act right after a reference: `Article 22 GDPR`, `Art. 6 Abs. 1 lit. a DSGVO`, `Article 3 of Directive …`. */
/**
 * Another act right after a reference: `Article 22 GDPR`, `Art. 6 Abs. 1 lit. a DSGVO`, `Article 3 of Directive …`,
 * the GDPR by its name in each language, another regulation by its number (`Regolamento (UE) 2016/679`), a national
 * law (`della legge 132/2025`, `de la LOPDGDD`, `van de Uitvoeringswet AVG`).
 */
const OTHER_ACT = new RegExp(
  String.raw`^[\s,]*(?:of\s+(?:the\s+)?|der\s+|des\s+|du\s+|de\s+la\s+|de\s+l['’]\s*|del(?:la|l['’])?\s*|van\s+(?:de|het)\s+)?(?:${[
    String.raw`GDPR|RGPD|AVG|UAVG|DSGVO|DS-GVO|EUDPR|LOPDGDD|LOPD|TFEU|AEUV|TFUE|TEU|EUV|Charter|Charta|DSA|DMA|BDSG|GG\b`,
    String.raw`General\s+Data\s+Protection\s+Regulation|Datenschutz-Grundverordnung|règlement\s+général\s+sur\s+la\s+protection|regolamento\s+generale\s+sulla\s+protezione|Reglamento\s+General\s+de\s+Protección|Algemene\s+verordening\s+gegevensbescherming`,
    String.raw`Constitution|Costituzione|Constitución|Grondwet|Grundgesetz(?:es)?|c[oó]d(?:e|ice|igo)\s+(?:de|du|des|della|del|civil|civile|pénal|penal|penale)\b`,
    'Directive|Richtlinie|directive|direttiva|directiva|richtlijn',
    String.raw`(?:Regulation|Verordnung|règlement|regolamento|reglamento|verordening)\s*(?:\((?:EU|EG|UE|CE|EEG|EEC)\)\s*)?(?:No\s*|n\.?\s*|Nr\.?\s*)?(?!2024\/1689)\d{2,4}\/\d+`,
    String.raw`Treat(?:y|ies)\b|Vertrag\b|Verträge|traité|trattato|tratado|Verdrag`,
    String.raw`(?:Regulation|Verordnung)\s*\((?:EU|EG)\)\s*Nr`,
    String.raw`(?:legge|ley|loi|wet|Gesetz(?:es)?|decreto|décret)\b|\p{L}+wet\b|\p{L}+gesetz(?:es)?\b`,
  ].join('|')})`,
  'iu',
);
const RANGE_LIMIT = 20;

// The order French, Italian, Spanish, Dutch and English drafting also use: the point, then its
// paragraph, then the article (`des a et b du paragraphe 1 de l'article 5`, `lettera a) del comma 1
// dell'articolo 5`, `paragraphes 1, 2 et 4 de l'article 50`, `leden 1 en 2 van artikel 50`).
const AND = String.raw`(?:\s*,\s*|\s+(?:et|e|y|en|and|und)\s+)`;
const PARAGRAPH_WORD = String.raw`(?:paragraphes?|paragraphs?|commi|comma|apartados?|leden|lid|Absatz|Absätze)`;
const OF = String.raw`(?:du|de\s+l['’]|de\s+la|des|of(?:\s+the)?|dell['’]|della|del|van)`;
const ARTICLE_WORD = String.raw`(?:article|articolo|artículo|articulo|artikel|Artikels?|Art\.)`;
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
  String.raw`(?<![\p{L}])${ARTICLE_WORD}\s+(\d{1,3})\s*,?\s*(?:paragraphes|paragraphs|paragrafi|commi|apartados|párrafos|leden|Absätze|Abs\.|Absatz)\s+(?=(\d{1,2}(?:(?:${AND}|\s+${RANGE_WORDS}\s+)\d{1,2})*))\2(?!\s*${OF}\s*${ARTICLE_WORD})`,
  'giu',
);
/**
 * `Article 50(1) and (2)`, `Article 53(1)(a) and (b)`, `Art. 50(2) und (4)`, `articolo 50(2) e (4)`: further
 * paragraphs (or points of the paragraph) of one article, joined in any of the six languages.
 */
const PARENTHESISED_ARTICLE_LIST =
  /\b(?:Article|Art\.|Artikel|articolo|artículo|articulo)\s*(\d{1,3})\s*\((\d{1,2}[a-z]?)\)(?:\s*\(([a-z]{1,2})\))?((?:\s*(?:,|,?\s+(?:and|or|und|oder|et|ou|e|o|y|en|of))\s*\([a-z\d]{1,3}\))+)/gi;
/** `au 1 de l'article 6`, `du 2 de l'article 50`: French national drafting names an article's paragraph by its number alone. */
const FRENCH_PARAGRAPH_OF_ARTICLE = /(?<![\p{L}])(?:au|du|le|des)\s+(\d{1,2})\s+de\s+l['’]\s*article\s+(\d{1,3})(?![\d\p{L}])/giu;
/** `au a du 1 de l'article 5`, `aux a et b du 1 de l'article 5`: its points, the same way. */
const FRENCH_POINTS_OF_PARAGRAPH =
  /(?<![\p{L}])(?:au|aux|du|des|le|les)\s+([a-h](?:\s*(?:,|et)\s*[a-h])*)\s+du\s+(\d{1,2})\s+de\s+l['’]\s*article\s+(\d{1,3})(?![\d\p{L}])/giu;
/**
 * `au a du point 8 de l'annexe III`, `au b et au c du point 5 de l'annexe III`, `lettere b) e c) del punto 5
 * dell'allegato III`, `letra a) del punto 8 del anexo III`, `onder a van punt 8 van bijlage III`: the points of an
 * annex's point, named before it as French, Italian, Spanish and Dutch drafting name an article's.
 */
const POINTS_OF_ANNEX_POINT = new RegExp(
  String.raw`(?<![\p{L}])(?:au|aux|le|les|lettere?|letras?|onder)\s+(${POINT}(?:(?:\s*,\s*|\s+(?:et|e|y|en)\s+)(?:au\s+)?${POINT})*)\s+(?:du|del|van)\s+(?:point|punto|punt)\s+(\d{1,2})\s+(?:de\s+l['’]\s*|dell['’]\s*|del|van(?:\s+de)?)\s*(?:annexe|allegato|anexo|bijlage)\s+([IVX]{1,5})\b`,
  'giu',
);
/** `artikel 5, eerste lid, onder a`: Dutch legislation counts an article's paragraphs in words. */
const DUTCH_ORDINALS = [
  'eerste',
  'tweede',
  'derde',
  'vierde',
  'vijfde',
  'zesde',
  'zevende',
  'achtste',
  'negende',
  'tiende',
  'elfde',
  'twaalfde',
];
const DUTCH_ORDINAL_PARAGRAPH = new RegExp(
  String.raw`(?<![\p{L}])(?:artikel|art\.)\s*(\d{1,3}),?\s+(${DUTCH_ORDINALS.join('|')})\s+lid(?:,?\s*(?:onder|sub)\s*\(?([a-z])(?![\p{L}])\)?)?`,
  'giu',
);
/** `apartado 1, letras a) y b)`, `paragraphe 1, points a) et b)`, `Abs. 1 lit. a und b`: several points of one paragraph. */
const POINT_LIST_OF_PARAGRAPH = new RegExp(
  String.raw`(?<![\p{L}])${ARTICLE_WORD}\s*(\d{1,3})\s*,?\s*(?:paragraphe|paragraph|paragrafo|par\.|comma|apartado|párrafo|lid|Abs\.|Absatz)\s*(\d{1,2})\s*,?\s*(?:points|punti|punten|lettere|lett\.|letras|onder|sub|lit\.|Buchstaben)\s*(${POINT}(?:${AND}${POINT})+)`,
  'giu',
);
/** `article 113, point b)`, `articolo 113, lettera b)`: a point of an article without paragraphs. */
const ARTICLE_COMMA_POINT = new RegExp(
  String.raw`(?<![\p{L}])${ARTICLE_WORD}\s*(\d{1,3})\s*,\s*(?:point|punto|punt|lettera|letra)\s*\(?([a-z])\)`,
  'giu',
);
/**
 * `section 70 and section 78 of the EU AI Act`, `sections 50(2) and 52 of the AI Act`: English writers (the Dáil's
 * answers) call the Act's articles sections; only a section said to be the AI Act's, since a national act's are sections.
 */
const SECTIONS_OF_AI_ACT =
  /(?<![\p{L}])[Ss]ections?\s+(\d{1,3}(?:\(\w{1,3}\)){0,3}(?:(?:\s*,\s*|\s*,?\s+(?:and|or)\s+)(?:[Ss]ection\s+)?\d{1,3}(?:\(\w{1,3}\)){0,3})*)\s+of\s+the\s+(?:EU\s+)?(?:AI\s+Act|Artificial\s+Intelligence\s+Act)\b/gu;
/** `l'article 53, 1, d`: a paragraph and a point after the article, set off by commas alone. */
const COMMA_NUMBERED = new RegExp(String.raw`(?<![\p{L}])${ARTICLE_WORD}\s*(\d{1,3}),\s*(\d{1,2}),\s*\(?([a-z])\)?(?![\p{L}\d])`, 'giu');
/** `Artikel 113 b)`: a point named right after the article. */
const ARTICLE_POINT = /\b(?:Art\.|Artikel)\s*(\d{1,3})\s+([a-z])\)/gi;
/** The items of a list (`1, 2 et 4`, `50(2) and 50(4)`) as written. */
const items = (list: string) => list.split(/\s*,\s*(?:(?:et|e|y|en|and|und|sowie)\s+)?|\s+(?:et|e|y|en|and|und|sowie)\s+/);
/** The items of a list without their parentheses (`a) e b)`: `a`, `b`). */
const listed = (list: string) => items(list).map((item) => item.replace(/[()]/g, ''));
/** The numbers from one to the other, both included; none for a range backwards or too long to be one. */
const range = (from: number, to: number) =>
  to > from && to - from < RANGE_LIMIT ? Array.from({ length: to - from + 1 }, (_, i) => String(from + i)) : [];
const RANGE_WORD = new RegExp(String.raw`\s+${RANGE_WORDS}\s+`);
/** Paragraph numbers listed (`1, 2 et 4`) or as a range (`3 à 5`), each range expanded. */
const numbers = (list: string) =>
  listed(list).flatMap((item) => {
    const [from, to] = item.split(RANGE_WORD).map(Number);
    return to === undefined ? [item] : range(from!, to);
  });

/** German paragraph and point qualifiers a shorter match may leave before the act's name: `Art. 6 | Abs. 1 lit. a DSGVO`. */
const QUALIFIERS =
  /^(?:\s*,?\s*(?:Abs(?:atz|\.)|UAbs\.|Unterabsatz|Satz|S\.|lit\.|Buchst(?:abe|\.)?|Nr\.|Nummer|paragraphe|paragrafo|par\.|comma|apartado|párrafo|lid|point|punto|punt|lettera|lett\.|letra|onder|sub|alinéa)\s*\(?\w{1,3}\)?,?|\.\d{1,2}(?:\.?[a-z]\))?|(?<=^)(?:er|re)(?![\p{L}]))+/iu;
/**
 * National drafting names its own articles: a bill's article is inserted "après l'article 24", a French
 * law's article has Roman-numbered parts ("le I quater de l'article 8": the Act's paragraphs are numbered), and an
 * article that "est ainsi modifié", "è sostituito", "queda redactado", "wordt gewijzigd" or "wird
 * geändert" is one of the national law amended (a national act never amends the Regulation).
 */
const PLACED_IN_BILL =
  /(?:(?:[Aa]près|[Aa]vant)\s+(?:l['’]\s*)?|\b[IVX]{1,5}(?:\s+(?:bis|ter|quater|quinquies|sexies))?\s+de\s+l['’]\s*)$/u;
const AMENDED =
  /^[\s,]*(?:est\s+(?:ainsi\s+)?(?:complété|modifié|rédigé|abrogé|remplacé)|sont\s+(?:ainsi\s+)?(?:modifiés|abrogés)|è\s+(?:sostituito|abrogato|modificato)|sono\s+apportate|queda\s+redactado|queda\s+modificado|se\s+modifica|wordt\s+(?:gewijzigd|vervangen)|komt\s+te\s+luiden|vervalt|wird\s+(?:wie\s+folgt\s+)?(?:geändert|aufgehoben|gefasst))/i;
const refersToOtherAct = (text: string, start: number, end: number) =>
  PLACED_IN_BILL.test(text.slice(Math.max(0, start - 30), start)) ||
  AMENDED.test(text.slice(end, end + 40)) ||
  OTHER_ACT.test(text.slice(end, end + 80).replace(QUALIFIERS, ''));

/** Art. 3 numbers its definitions (`Article 3(63)`, `Art. 3 Nr. 63`): they have no canonical form below the article. */
const DEFINITIONS = '3';
const article = (n: string, paragraph?: string, point?: string, subPoint?: string) =>
  `Art. ${n}${paragraph ? `(${paragraph})` : ''}${point ? `(${point.toLowerCase()})` : ''}${subPoint ? `(${subPoint.toLowerCase()})` : ''}`;
const annex = (numeral: string, point?: string, letter?: string) =>
  `Annex ${numeral}${point ? `(${point})` : ''}${point && letter ? `(${letter})` : ''}`;

/**
 * The articles of a list as written (`53, 54 and 55`, `50(2) and 50(4)`, `6 et 8 à 15`), each with its paragraph and
 * points, each range expanded. Ranges are read first: `tot en met` holds a conjunction the list is split on.
 */
const listedArticles = (list: string): Read[] => {
  const ranged = [...list.matchAll(LISTED_RANGE)].flatMap((r) => inRange(range(Number(r[1]), Number(r[2])).map((n) => article(n))));
  return [
    ...ranged,
    ...items(list.replace(LISTED_RANGE, ''))
      .map((item) => LISTED_ARTICLE.exec(item))
      .flatMap((l) => (l ? [article(l[1]!, l[2], l[3], l[4])] : [])),
  ];
};

/** A reference a pattern read; `inRange` when the text names it only as a member of a range (`Articles 8 to 15`). */
type Read = string | { reference: string; inRange: true };
const inRange = (references: string[]): Read[] => references.map((reference) => ({ reference, inRange: true }));

/** A reference as one pattern read it, with where its words are in the text; `otherAct` when they cite another act. */
type Candidate = { reference: string; start: number; end: number; otherAct?: boolean; inRange?: boolean };

function* candidates(text: string): Generator<Candidate> {
  const each = function* (pattern: RegExp, build: (match: RegExpExecArray) => Read[]) {
    for (const match of text.matchAll(pattern)) {
      const [start, end] = [match.index, match.index + match[0].length];
      if (refersToOtherAct(text, start, end)) yield { reference: '', start, end, otherAct: true };
      else for (const read of build(match)) yield { ...(typeof read === 'string' ? { reference: read } : read), start, end };
    }
  };
  yield* each(PARENTHESISED_ARTICLE, (m) =>
    m[0].startsWith('art.') && /\d[a-z]/.test(m[2] ?? '')
      ? []
      : m[1] === DEFINITIONS
        ? [article(m[1])]
        : [article(m[1]!, m[2], m[3] ?? m[5], m[4])],
  );
  yield* each(GERMAN_ARTICLE, (m) => [article(m[1]!, m[2], m[3])]);
  yield* each(FRENCH_SHORTHAND, (m) => [article(m[1]!, m[2], m[3])]);
  yield* each(ROMANCE_ARTICLE, (m) => [article(m[1]!, m[2], m[3])]);
  yield* each(BARE_ARTICLE, (m) => [article(m[1]!)]);
  yield* each(ARTICLE_PARAGRAPHS, (m) => numbers(m[2]!).map((paragraph) => article(m[1]!, paragraph)));
  yield* each(DOTTED_ARTICLES, (m) =>
    [...m[1]!.matchAll(DOTTED)].flatMap((d) =>
      [d[3] ?? d[4], ...[...d[5]!.matchAll(/([a-z])\)/g)].map(([, point]) => point)].map((point) => article(d[1]!, d[2], point)),
    ),
  );
  yield* each(PARAGRAPHS_OF_ARTICLE, (m) => listed(m[1]!).map((paragraph) => article(m[2]!, paragraph)));
  yield* each(POINTS_OF_PARAGRAPH, (m) => listed(m[1]!).map((point) => article(m[3]!, m[2], point)));
  yield* each(ARTICLE_POINT, (m) => [article(m[1]!, undefined, m[2])]);
  // In Art. 3 "Nr." counts definitions, elsewhere numbered points: neither has a canonical form below the article.
  yield* each(GERMAN_ARTICLE_POINT, (m) => [article(m[1]!)]);
  yield* each(ARTICLE_RANGE, (m) => inRange(range(Number(m[1]), Number(m[2])).map((n) => article(n))));
  yield* each(ARTICLE_LIST, (m) => listedArticles(m[1]!));
  yield* each(ANNEX_LIST, (m) => listed(m[1]!).map((numeral) => annex(numeral)));
  yield* each(POINT_LIST_OF_PARAGRAPH, (m) => listed(m[3]!).map((point) => article(m[1]!, m[2], point)));
  yield* each(ARTICLE_COMMA_POINT, (m) => [article(m[1]!, undefined, m[2])]);
  yield* each(PARENTHESISED_ARTICLE_LIST, (m) =>
    [...m[4]!.matchAll(/\(([a-z\d]{1,3})\)/g)].map(([, next]) => (m[3] ? article(m[1]!, m[2], next) : article(m[1]!, next))),
  );
  yield* each(SECTIONS_OF_AI_ACT, (m) => listedArticles(m[1]!.replace(/[Ss]ection\s+/g, '')));
  yield* each(COMMA_NUMBERED, (m) => [article(m[1]!, m[2], m[3])]);
  yield* each(FRENCH_PARAGRAPH_OF_ARTICLE, (m) => [article(m[2]!, m[1])]);
  yield* each(FRENCH_POINTS_OF_PARAGRAPH, (m) => listed(m[1]!).map((point) => article(m[3]!, m[2], point)));
  yield* each(DUTCH_ORDINAL_PARAGRAPH, (m) => [article(m[1]!, String(DUTCH_ORDINALS.indexOf(m[2]!.toLowerCase()) + 1), m[3])]);
  yield* each(POINT_OF_ANNEX, (m) => [annex(m[3]!, m[1], m[2])]);
  yield* each(POINTS_OF_ANNEX_POINT, (m) => listed(m[1]!.replace(/\bau\s+/giu, '')).map((letter) => annex(m[3]!, m[2], letter)));
  yield* each(ANNEX, (m) => [annex(m[1]!, m[2], m[3] ?? m[4])]);
}

/**
 * The AI Act provisions a text cites, canonical, valid, distinct and sorted, at the precision each
 * passage names them (rubric F1): where a shorter pattern read only the article of a passage a longer
 * one read to its paragraph (`Art. 50` of `Art. 50 Abs. 2`), the article alone is not cited there;
 * named on its own elsewhere (`Article 6(5) … the implementation of Article 6`), it is. `byNumber` leaves out
 * the provisions named only inside a range: `Articles 8 to 15` cites the high-risk requirements as a block, not
 * human oversight (Art. 14) as a subject.
 */
export function readReferences(text: string): { references: string[]; byNumber: string[] } {
  const found: Candidate[] = [];
  const otherActs: Candidate[] = [];
  for (const candidate of candidates(text)) {
    if (candidate.otherAct) {
      otherActs.push(candidate);
      continue;
    }
    const check = checkReference(candidate.reference);
    if (check.ok) found.push({ ...candidate, reference: check.canonical });
  }
  const overlap = (a: Candidate, b: Candidate) => a.start < b.end && b.start < a.end;
  // A passage one pattern read to another act's name cites that act, however far a shorter pattern read it.
  const ours = found.filter((candidate) => !otherActs.some((other) => overlap(candidate, other)));
  const citedAsSuch = ours.filter(
    (candidate) => !ours.some((other) => other.reference.startsWith(`${candidate.reference}(`) && overlap(candidate, other)),
  );
  const distinct = (cited: Candidate[]) => [...new Set(cited.map(({ reference }) => reference))].sort();
  return { references: distinct(citedAsSuch), byNumber: distinct(citedAsSuch.filter((candidate) => !candidate.inRange)) };
}

export const extractReferences = (text: string): string[] => readReferences(text).references;
