import type { SourceParams } from '../../domain/source.js';
import { cleanUrl, htmlToText, parseDate, singleLine } from '../text.js';
import { unparsable, type RawItem, type Strategy } from './strategy.js';

const at = (value: unknown, path: string): unknown =>
  path
    .split('.')
    .reduce<unknown>(
      (node, key) => (node !== null && typeof node === 'object' ? (node as Record<string, unknown>)[key] : undefined),
      value,
    );

const asText = (value: unknown): string | undefined =>
  typeof value === 'string' ? value : typeof value === 'number' ? String(value) : undefined;

/** `https://…?uri=CELEX:{celex}` with each placeholder filled from the item (URL-encoded); undefined if one is missing. */
function fillTemplate(template: string, item: unknown): string | undefined {
  let missing = false;
  const filled = template.replace(/\{([A-Za-z0-9_.]+)\}/g, (_, path: string) => {
    const value = asText(at(item, path));
    if (value === undefined) missing = true;
    return encodeURIComponent(value ?? '');
  });
  return missing ? undefined : filled;
}

/** Items from records of any JSON shape, by the field paths a source names. */
export function itemsFromRecords(records: unknown[], params: SourceParams, baseUrl: string): RawItem[] {
  return records.flatMap((record): RawItem[] => {
    const title = singleLine(asText(at(record, params.title_field!)) ?? '');
    const link = params.url_field ? cleanUrl(asText(at(record, params.url_field)), baseUrl) : fillTemplate(params.url_template!, record);
    if (!title || !link) return [];
    const summary = params.summary_field ? asText(at(record, params.summary_field)) : undefined;
    return [{ title, url: link, ...recordDate(record, params), text: summary ? htmlToText(summary) : '' }];
  });
}

/** A record's date, or why it could not be read. */
function recordDate(record: unknown, params: SourceParams): Pick<RawItem, 'publishedAt' | 'dateProblem'> {
  if (!params.date_field) return { dateProblem: 'the source names no date field' };
  const date = at(record, params.date_field);
  if (date === undefined || date === null) return { dateProblem: `the date field "${params.date_field}" is missing` };
  const publishedAt = typeof date === 'number' ? date : parseDate(asText(date));
  return publishedAt !== undefined
    ? { publishedAt }
    : { dateProblem: `the date "${String(asText(date) ?? JSON.stringify(date)).slice(0, 60)}" cannot be read` };
}

export function parseJson(body: string): unknown {
  try {
    return JSON.parse(body);
  } catch (error) {
    throw unparsable(`not JSON: ${(error as Error).message}`);
  }
}

/** A JSON API: the items are the array at `items_path`. */
export const jsonApi: Strategy = {
  accept: 'application/json',
  read: (body, { url, params }) => {
    const records = at(parseJson(body), params.items_path!);
    if (!Array.isArray(records)) throw unparsable(`"${params.items_path}" is not an array in the response`);
    return itemsFromRecords(records, params, url);
  },
};

/**
 * A SPARQL endpoint (Cellar) by the SPARQL 1.1 protocol: the source's query, results as JSON; each
 * result row is a record whose fields are the query's variables.
 */
export const sparql: Strategy = {
  accept: 'application/sparql-results+json',
  request: ({ url, params }) => ({
    url,
    method: 'POST',
    body: new URLSearchParams({ query: params.query! }).toString(),
    contentType: 'application/x-www-form-urlencoded',
  }),
  read: (body, { url, params }) => {
    const bindings = at(parseJson(body), 'results.bindings');
    if (!Array.isArray(bindings)) throw unparsable('not SPARQL JSON results (no results.bindings)');
    const records = bindings.map((binding: Record<string, { value?: unknown }>) =>
      Object.fromEntries(Object.entries(binding).map(([variable, term]) => [variable, term?.value])),
    );
    return itemsFromRecords(records, params, url);
  },
};
