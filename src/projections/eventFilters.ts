import type { Severity, Topic } from '../domain/vocabulary.js';

/** The events query's filters, as the API, feeds and portal pass them to the read model. */
export type EventFilters = {
  since?: number | undefined;
  updatedSince?: number | undefined;
  source?: string | undefined;
  severityMin?: Severity | undefined;
  topics?: Topic[] | undefined;
  /** Canonical AI Act references; an event citing one of them, or a finer provision under one, matches. */
  articles?: string[] | undefined;
  /** Full-text search in web-search syntax, English and German. */
  q?: string | undefined;
};
