import test from 'ava';
import ICAL from 'ical.js';
import { loadDeadlines } from '../../src/application/deadlines.js';
import { checkReference } from '../../src/domain/aiActReference.js';
import { deadlinesCalendar } from '../../src/api/deadlineCalendar.js';
import { startTestService, type TestService } from '../support/service.js';

let service: TestService;
test.before(async () => {
  service = await startTestService();
});
test.after.always(() => service?.stop());

const OMNIBUS = 'https://eur-lex.europa.eu/eli/reg/2026/1744/oj';
type Deadline = {
  id: string;
  date: string;
  title_en: string;
  title_de: string;
  articles: string[];
  applies_to: string[];
  legal_basis_url: string;
  status: string;
};

test('GET /v1/deadlines: every application date as amended, by date, with its provisions, addressees and official source', async (t) => {
  const response = await service.request('/v1/deadlines');
  t.is(response.status, 200);
  const { deadlines, disclaimer } = (await response.json()) as { deadlines: Deadline[]; disclaimer: string };
  t.regex(disclaimer, /not legal advice/);
  t.deepEqual(
    deadlines.map((d) => d.date),
    [...deadlines.map((d) => d.date)].sort(),
  );
  const byId = new Map(deadlines.map((d) => [d.id, d]));
  t.like(byId.get('high-risk-annex-iii'), { date: '2027-12-02', legal_basis_url: OMNIBUS });
  t.like(byId.get('high-risk-annex-i'), { date: '2028-08-02', legal_basis_url: OMNIBUS });
  t.like(byId.get('new-prohibitions-and-marking'), { date: '2026-12-02', legal_basis_url: OMNIBUS });
  t.like(byId.get('general-application'), { date: '2026-08-02', status: 'past' });
  t.like(byId.get('prohibitions-and-ai-literacy'), { date: '2025-02-02', status: 'past' });
  for (const date of ['2024-08-01', '2025-02-02', '2025-08-02', '2026-08-02', '2027-08-02', '2030-08-02', '2030-12-31']) {
    t.true(
      deadlines.some((d) => d.date === date),
      date,
    );
  }
  // No date of the Act as adopted that the Omnibus moved is left at its old value.
  t.false(deadlines.some((d) => d.date === '2026-08-02' && d.articles.some((a) => a.startsWith('Annex III') || a.startsWith('Art. 6('))));
  const today = new Date().toISOString().slice(0, 10);
  for (const d of deadlines) {
    t.is(d.status, d.date <= today ? 'past' : 'upcoming');
    t.true(d.applies_to.length > 0 && d.title_de.length > 0);
    t.regex(d.legal_basis_url, /^https:\/\/eur-lex\.europa\.eu\/eli\/reg\/(2024\/1689|2026\/1744)\/oj$/);
    for (const article of d.articles) t.like(checkReference(article), { ok: true, canonical: article });
  }
});

test('GET /v1/deadlines.ics: an RFC 5545 calendar of all-day events with stable UIDs, and 304 when unchanged', async (t) => {
  const response = await service.request('/v1/deadlines.ics');
  t.is(response.status, 200);
  t.regex(response.headers.get('content-type')!, /^text\/calendar/);
  const text = await response.text();
  t.true(
    text.split('\r\n').every((line) => Buffer.byteLength(line) <= 75),
    'folded at 75 octets',
  );
  const calendar = new ICAL.Component(ICAL.parse(text));
  t.is(calendar.getFirstPropertyValue('version'), '2.0');
  t.truthy(calendar.getFirstPropertyValue('prodid'));
  const { deadlines } = (await (await service.request('/v1/deadlines')).json()) as { deadlines: Deadline[] };
  const events = calendar.getAllSubcomponents('vevent').map((component) => new ICAL.Event(component));
  t.is(events.length, deadlines.length);
  t.deepEqual(
    events.map((e) => e.uid),
    deadlines.map((d) => `${d.id}@deadlines.regfeed`),
  );
  for (const [i, event] of events.entries()) {
    t.true(event.startDate.isDate, 'all-day');
    t.true(event.endDate.isDate);
    t.is(event.startDate.toString(), deadlines[i]!.date);
    t.is(event.endDate.subtractDate(event.startDate).toSeconds(), 86_400);
    t.true(event.summary.includes(deadlines[i]!.title_en));
  }
  // A restart renders the same bytes, UIDs included.
  t.is(deadlinesCalendar(loadDeadlines()), text);
  const again = await service.request('/v1/deadlines.ics', { headers: { 'If-None-Match': response.headers.get('etag')! } });
  t.is(again.status, 304);
});
