import ICAL from 'ical.js';
import type { DeadlineCalendar } from '../application/deadlines.js';
import { nextDay } from '../domain/deadline.js';
import { DISCLAIMER } from '../domain/vocabulary.js';

// ical.js folds a line into chunks of foldLength octets and puts a space before each continuation:
// 74 keeps every line within RFC 5545's 75 octets.
ICAL.foldLength = 74;

/** A UID that stays the same across restarts and releases: the deadline's id, never reused. */
export const deadlineUid = (id: string) => `${id}@deadlines.regfeed`;

/**
 * The deadlines as an RFC 5545 calendar: one all-day event each (DTSTART a DATE, DTEND the next
 * day). DTSTAMP is the data's `as_of`, so the same data renders the same bytes on every start.
 */
export function deadlinesCalendar({ asOf, deadlines }: DeadlineCalendar): string {
  const calendar = new ICAL.Component(['vcalendar', [], []]);
  calendar.updatePropertyWithValue('prodid', '-//regfeed//EU AI Act deadlines//EN');
  calendar.updatePropertyWithValue('version', '2.0');
  calendar.updatePropertyWithValue('calscale', 'GREGORIAN');
  calendar.updatePropertyWithValue('method', 'PUBLISH');
  calendar.updatePropertyWithValue('x-wr-calname', 'EU AI Act deadlines (regfeed)');
  const stamp = ICAL.Time.fromDateTimeString(`${asOf}T00:00:00Z`);
  for (const deadline of deadlines) {
    const event = new ICAL.Component('vevent');
    event.updatePropertyWithValue('uid', deadlineUid(deadline.id));
    event.updatePropertyWithValue('dtstamp', stamp);
    event.updatePropertyWithValue('dtstart', ICAL.Time.fromDateString(deadline.date));
    event.updatePropertyWithValue('dtend', ICAL.Time.fromDateString(nextDay(deadline.date)));
    event.updatePropertyWithValue('summary', `AI Act: ${deadline.titleEn}`);
    event.updatePropertyWithValue(
      'description',
      [
        deadline.titleDe,
        `Provisions: ${deadline.articles.join(', ')}`,
        `Applies to: ${deadline.appliesTo.join('; ')}`,
        `Legal basis: ${deadline.legalBasis} (${deadline.legalBasisUrl})`,
        DISCLAIMER,
      ].join('\n'),
    );
    event.updatePropertyWithValue('url', deadline.legalBasisUrl);
    event.updatePropertyWithValue('transp', 'TRANSPARENT');
    calendar.addSubcomponent(event);
  }
  return `${calendar.toString()}\r\n`;
}
