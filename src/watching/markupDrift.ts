import type { RawItem } from './strategies/index.js';

const MAX_WARNINGS = 3;

/**
 * What an operator must see about a document that was read but not fully: items whose date could
 * not be read get their first sighting as `published_at`, which is wrong for every old item. Grouped
 * by cause, the most frequent first.
 */
export function dateWarnings(items: RawItem[]): string[] {
  const causes = new Map<string, number>();
  for (const { dateProblem } of items) if (dateProblem) causes.set(dateProblem, (causes.get(dateProblem) ?? 0) + 1);
  const ranked = [...causes].sort(([, a], [, b]) => b - a);
  const warnings = ranked
    .slice(0, MAX_WARNINGS)
    .map(
      ([cause, count]) =>
        `dates unreadable: ${count} of ${items.length} items (${cause}); their first-seen date stands in for published_at`,
    );
  const others = ranked.slice(MAX_WARNINGS).reduce((sum, [, count]) => sum + count, 0);
  return others ? [...warnings, `dates unreadable: ${others} more items for other causes`] : warnings;
}
