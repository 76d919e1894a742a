/** A date from which provisions of the AI Act (as amended) apply, with the official text that sets it. */
export type Deadline = {
  /** Stable: the calendar's UID is made from it. */
  id: string;
  /** YYYY-MM-DD */
  date: string;
  titleEn: string;
  titleDe: string;
  /** Canonical AI Act references. */
  articles: string[];
  appliesTo: string[];
  legalBasis: string;
  legalBasisUrl: string;
};

export type DeadlineStatus = 'past' | 'upcoming';

/** A deadline is past from its own day on (its provisions apply then), by the UTC calendar. */
export const deadlineStatus = (date: string, now: Date): DeadlineStatus => (date <= now.toISOString().slice(0, 10) ? 'past' : 'upcoming');

/** The day after, as YYYY-MM-DD: the exclusive end of an all-day event. */
export const nextDay = (date: string): string => new Date(Date.parse(`${date}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
