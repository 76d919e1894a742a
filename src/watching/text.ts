import { createHash } from 'node:crypto';
import { compile } from 'html-to-text';

/** HTML to plain text with its paragraph breaks kept: links, images and layout tables reduced to their words. */
const htmlToPlainText = compile({
  wordwrap: false,
  selectors: [
    { selector: 'a', options: { ignoreHref: true } },
    { selector: 'img', format: 'skip' },
    { selector: 'table', format: 'block' },
    { selector: 'tr', format: 'block' },
    { selector: 'td', format: 'inline' },
    { selector: 'th', format: 'inline' },
    { selector: 'h1', options: { uppercase: false } },
    { selector: 'h2', options: { uppercase: false } },
    { selector: 'h3', options: { uppercase: false } },
    { selector: 'h4', options: { uppercase: false } },
    { selector: 'h5', options: { uppercase: false } },
    { selector: 'h6', options: { uppercase: false } },
  ],
});

/**
 * The text that is compared and hashed: Unicode NFC, no invisible characters, spaces collapsed
 * inside lines, and paragraphs kept apart by one blank line. Two renderings of the same words
 * normalize alike, so markup or whitespace churn is never a change.
 */
export function normalizeText(text: string): string {
  return text
    .normalize('NFC')
    .replace(/[\u200B-\u200D\u2060\uFEFF\u00AD]/g, '')
    .replace(/\r\n?/g, '\n')
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.replace(/\s+/g, ' ').trim())
    .filter(Boolean)
    .join('\n\n');
}

/** Plain, normalized text of an HTML fragment (or of text that may contain markup, as feeds' descriptions do). */
export const htmlToText = (html: string): string => normalizeText(htmlToPlainText(html));

/** One line of text, for titles. */
export const singleLine = (text: string): string => normalizeText(text).replace(/\s*\n+\s*/g, ' ');

export const sha256 = (text: string): string => createHash('sha256').update(text, 'utf8').digest('hex');

/** Cuts text at a word boundary, marking the cut. */
export function truncate(text: string, max: number): string {
  if (text.length <= max) return text;
  const cut = text.slice(0, max - 1);
  const lastSpace = cut.lastIndexOf(' ');
  return `${(lastSpace > max * 0.6 ? cut.slice(0, lastSpace) : cut).trimEnd()}…`;
}

const TRACKING_PARAMETERS = /^(utm_[a-z]+|fbclid|gclid|mc_cid|mc_eid|pk_campaign|pk_kwd|_hsenc|_hsmi)$/i;

/** An absolute http(s) URL without tracking parameters or fragment; undefined when it is not one. */
export function cleanUrl(href: string | null | undefined, base: string): string | undefined {
  if (!href?.trim()) return undefined;
  let url: URL;
  try {
    url = new URL(href.trim(), base);
  } catch {
    return undefined;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return undefined;
  for (const name of [...url.searchParams.keys()]) if (TRACKING_PARAMETERS.test(name)) url.searchParams.delete(name);
  url.hash = '';
  return url.toString();
}

const MONTHS: Record<string, number> = {
  january: 1,
  jan: 1,
  januar: 1,
  jänner: 1,
  february: 2,
  feb: 2,
  februar: 2,
  march: 3,
  mar: 3,
  märz: 3,
  maerz: 3,
  mär: 3,
  april: 4,
  apr: 4,
  may: 5,
  mai: 5,
  june: 6,
  jun: 6,
  juni: 6,
  july: 7,
  jul: 7,
  juli: 7,
  august: 8,
  aug: 8,
  september: 9,
  sep: 9,
  sept: 9,
  october: 10,
  oct: 10,
  oktober: 10,
  okt: 10,
  november: 11,
  nov: 11,
  december: 12,
  dec: 12,
  dezember: 12,
  dez: 12,
};

const utc = (year: number, month: number, day: number): number | undefined => {
  const time = Date.UTC(year, month - 1, day);
  return new Date(time).getUTCDate() === day && month >= 1 && month <= 12 ? time : undefined;
};

/**
 * A publication date as official sites write it: ISO 8601, RFC 2822, `24.07.2026`, `24 July 2026`,
 * `24. Juli 2026`, `July 24, 2026`. A bare date is midnight UTC. Undefined when unreadable.
 */
export function parseDate(text: string | null | undefined): number | undefined {
  const value = text?.trim().replace(/\s+/g, ' ');
  if (!value) return undefined;
  let match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (match) return utc(Number(match[1]), Number(match[2]), Number(match[3]));
  if (/^\d{4}-\d{2}-\d{2}T/.test(value) || /^[A-Z][a-z]{2}, \d{1,2} [A-Z][a-z]{2} \d{4}/.test(value)) {
    const time = Date.parse(value);
    return Number.isNaN(time) ? undefined : time;
  }
  match = /^(\d{1,2})\.(\d{1,2})\.(\d{4})$/.exec(value);
  if (match) return utc(Number(match[3]), Number(match[2]), Number(match[1]));
  match = /^(\d{1,2})\.? ([A-Za-zäÄ]+)\.? (\d{4})$/.exec(value);
  if (match) {
    const month = MONTHS[match[2]!.toLowerCase()];
    return month ? utc(Number(match[3]), month, Number(match[1])) : undefined;
  }
  match = /^([A-Za-z]+)\.? (\d{1,2}), (\d{4})$/.exec(value);
  if (match) {
    const month = MONTHS[match[1]!.toLowerCase()];
    return month ? utc(Number(match[3]), month, Number(match[2])) : undefined;
  }
  return undefined;
}
