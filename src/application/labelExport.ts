import type { ReviewedEvent } from '../projections/eventsReadModel.js';
import { originalWording } from './originalWording.js';

const day = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/**
 * Editors' corrections in the labelled set's format (data/evaluation/publications.json), so that
 * they can grow the evaluation set. The editor vouched for topics, event type and severity only:
 * the references the rules found are left out of `expected`.
 */
export function labelledSetOf(events: ReviewedEvent[]) {
  return {
    about:
      'Events of the regfeed feed whose labels an editor corrected (regfeed events classify), exported with regfeed events export-labels. ' +
      'Title and text are as the source published them; expected holds the labels as the editor last set them (rubric: docs/classification.md).',
    items: events.map((event) => {
      const { title, text } = originalWording(event);
      return {
        url: event.url_official,
        published: day(event.published_at),
        found_via: `regfeed event ${event.id} of source ${event.source_id}, labels corrected by an editor on ${day(event.reviewed_at)}`,
        language: event.language,
        source_id: event.source_id,
        title,
        text,
        expected: { relevant: true, topics: event.topics, event_type: event.event_type, severity: event.severity },
        labelled_by: 'export' as const,
      };
    }),
  };
}
