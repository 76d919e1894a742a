// References to provisions of the AI Act (Regulation (EU) 2024/1689 as amended by 2026/1744), in
// one canonical form: `Art. 50`, `Art. 50(2)`, `Art. 5(1)(ba)`, `Art. 5(1)(h)(ii)`, `Annex III`,
// `Annex III(4)`, `Annex III(4)(a)`. The structure below is the OJ text's, counted in
// shared/research/regfeed-anchors.md §3.1.

/** Highest numbered paragraph per article; 0 for articles without numbered paragraphs. */
const PARAGRAPHS: readonly number[] = [
  /* 1–10 */ 2, 12, 0, 0, 8, 8, 3, 2, 10, 6, /* 11–20 */ 3, 3, 3, 5, 5, 0, 4, 3, 2, 2, /* 21–30 */ 3, 4, 7, 6, 5, 12, 5, 7, 4, 5,
  /* 31–40 */ 12, 0, 4, 3, 2, 9, 4, 3, 0, 3, /* 41–50 */ 6, 2, 6, 3, 4, 7, 5, 5, 5, 7, /* 51–60 */ 3, 6, 7, 6, 3, 9, 17, 4, 3, 9,
  /* 61–70 */ 2, 3, 2, 2, 8, 0, 10, 5, 3, 9, /* 71–80 */ 6, 4, 11, 14, 3, 5, 4, 5, 9, 8, /* 81–90 */ 3, 5, 2, 2, 0, 3, 0, 2, 2, 3,
  /* 91–100 */ 5, 7, 3, 0, 4, 2, 6, 2, 11, 7, /* 101–110 */ 6, 0, 0, 0, 0, 0, 0, 0, 0, 0, /* 111–113 */ 3, 13, 0,
];
export const ARTICLE_COUNT = PARAGRAPHS.length;

/**
 * Paragraphs written without a number in the OJ text but cited by position, e.g. Art. 111 cites
 * "Article 113(3), point (a)"; and paragraphs inserted by Reg. 2026/1744.
 */
const EXTRA_PARAGRAPHS: Record<number, string[]> = { 113: ['1', '2', '3'], 5: ['1a', '1b'] };

/** Points whose letters are known exactly; elsewhere any one- or two-letter point is accepted. */
const KNOWN_POINTS: Record<string, string[]> = {
  '5(1)': ['a', 'b', 'ba', 'bb', 'c', 'd', 'e', 'f', 'g', 'h'],
  '5(2)': ['a', 'b'],
  '6(1)': ['a', 'b'],
  '6(3)': ['a', 'b', 'c', 'd'],
  '113(3)': ['a', 'b', 'c', 'd'],
};
const SUB_POINTS: Record<string, string[]> = { '5(1)(h)': ['i', 'ii', 'iii'] };

const ANNEXES = ['I', 'II', 'III', 'IV', 'V', 'VI', 'VII', 'VIII', 'IX', 'X', 'XI', 'XII', 'XIII'] as const;
/** Annex III: the eight high-risk areas and the letters of their points. */
const ANNEX_III_POINTS: Record<number, string[]> = {
  1: ['a', 'b', 'c'],
  2: [],
  3: ['a', 'b', 'c', 'd'],
  4: ['a', 'b'],
  5: ['a', 'b', 'c', 'd'],
  6: ['a', 'b', 'c', 'd', 'e'],
  7: ['a', 'b', 'c', 'd'],
  8: ['a', 'b'],
};
/** Numbered items of the other annexes that have them (§3.1 "Annex contents"). */
const ANNEX_ITEMS: Partial<Record<(typeof ANNEXES)[number], number>> = {
  I: 20,
  IV: 9,
  V: 8,
  VI: 4,
  VII: 5,
  IX: 5,
  X: 7,
  XI: 2,
  XII: 2,
};

const ARTICLE = /^(?:Art\.|Article)\s*(\d{1,3})(?:\s*\((\d{1,2}[a-z]?)\))?(?:\s*\(([a-z]{1,2})\))?(?:\s*\(([ivx]{1,4})\))?$/;
const ANNEX = /^Annex\s+([IVX]{1,5})(?:\s*\((\d{1,2})\))?(?:\s*\(([a-z])\))?$/;

export type ReferenceCheck = { ok: true; canonical: string } | { ok: false; reason: string };

/** Checks one reference and returns its canonical form, or why it does not name a provision. */
export function checkReference(input: string): ReferenceCheck {
  const text = input.trim().replace(/\s+/g, ' ');
  const article = ARTICLE.exec(text);
  if (article) return checkArticle(Number(article[1]), article[2], article[3], article[4]);
  const annex = ANNEX.exec(text);
  if (annex) return checkAnnex(annex[1]!, annex[2] === undefined ? undefined : Number(annex[2]), annex[3]);
  return { ok: false, reason: `"${input}" is not a reference such as "Art. 50(2)", "Art. 5(1)(a)" or "Annex III(4)"` };
}

function checkArticle(number: number, paragraph?: string, point?: string, subPoint?: string): ReferenceCheck {
  if (number < 1 || number > ARTICLE_COUNT) return { ok: false, reason: `the AI Act has articles 1 to ${ARTICLE_COUNT}, not ${number}` };
  let canonical = `Art. ${number}`;
  if (paragraph !== undefined) {
    const highest = PARAGRAPHS[number - 1]!;
    const numbered = /^\d+$/.test(paragraph) && Number(paragraph) >= 1 && Number(paragraph) <= highest;
    if (!numbered && !EXTRA_PARAGRAPHS[number]?.includes(paragraph)) {
      return { ok: false, reason: `Art. ${number} has no paragraph (${paragraph})` };
    }
    canonical += `(${paragraph})`;
  }
  if (point !== undefined) {
    const known = KNOWN_POINTS[canonical.slice(5)];
    if (known && !known.includes(point)) return { ok: false, reason: `${canonical} has no point (${point})` };
    canonical += `(${point})`;
  }
  if (subPoint !== undefined) {
    const known = SUB_POINTS[canonical.slice(5)];
    if (!known?.includes(subPoint)) return { ok: false, reason: `${canonical} has no sub-point (${subPoint})` };
    canonical += `(${subPoint})`;
  }
  return { ok: true, canonical };
}

function checkAnnex(numeral: string, item?: number, point?: string): ReferenceCheck {
  const annex = ANNEXES.find((a) => a === numeral);
  if (!annex) return { ok: false, reason: `the AI Act has annexes I to XIII, not ${numeral}` };
  let canonical = `Annex ${annex}`;
  if (item === undefined)
    return point === undefined ? { ok: true, canonical } : { ok: false, reason: `${canonical} has no point (${point})` };
  const highest = annex === 'III' ? 8 : (ANNEX_ITEMS[annex] ?? 0);
  if (item < 1 || item > highest) return { ok: false, reason: `${canonical} has no point ${item}` };
  canonical += `(${item})`;
  if (point !== undefined) {
    if (annex !== 'III' || !ANNEX_III_POINTS[item]!.includes(point)) return { ok: false, reason: `${canonical} has no point (${point})` };
    canonical += `(${point})`;
  }
  return { ok: true, canonical };
}
