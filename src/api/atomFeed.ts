import { XMLBuilder } from 'fast-xml-parser';
import { v5 as uuidV5 } from 'uuid';
import { DISCLAIMER } from '../domain/vocabulary.js';
import type { EventView } from '../projections/eventsReadModel.js';

// The events query as an Atom 1.0 feed (RFC 4287): one entry per event at its latest version.

/** Namespace of regfeed's name-based UUIDs: an entry's id is a UUID of its event id, the same forever. */
const REGFEED_NAMESPACE = '3f1d6a52-8c1e-4c86-9a57-6f5f0b2c7e41';
export const entryId = (eventId: string) => `urn:uuid:${uuidV5(`event:${eventId}`, REGFEED_NAMESPACE)}`;
export const feedId = (feedKey: string) => `urn:uuid:${uuidV5(`feed:${feedKey}`, REGFEED_NAMESPACE)}`;

const builder = new XMLBuilder({ ignoreAttributes: false, attributeNamePrefix: '@', format: true, suppressEmptyNode: true });

/** XML 1.0 cannot carry most control characters, even escaped. */
// biome-ignore lint/suspicious/noControlCharactersInRegex: removing control characters is this pattern's purpose
const xmlText = (text: string) => text.replace(/[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]/g, '');
const iso = (ms: number) => new Date(ms).toISOString();

function entry(event: EventView) {
  const content = [
    event.summary_en,
    event.title_de ? `DE: ${event.title_de}` : '',
    event.diff_summary_en ? `Changed in version ${event.version}: ${event.diff_summary_en}` : '',
    event.ai_act_articles.length ? `AI Act: ${event.ai_act_articles.join(', ')}` : '',
    `Severity: ${event.severity}. Type: ${event.event_type}. Source: ${event.source_id}.`,
    DISCLAIMER,
  ].filter(Boolean);
  return {
    id: entryId(event.id),
    title: { '@type': 'text', '#text': xmlText(event.title_en) },
    updated: iso(event.updated_at),
    published: iso(event.published_at),
    link: { '@rel': 'alternate', '@href': event.url_official },
    category: event.topics.map((topic) => ({ '@term': topic })),
    summary: { '@type': 'text', '#text': xmlText(event.summary_en) },
    content: { '@type': 'text', '#text': xmlText(content.join('\n\n')) },
  };
}

export type AtomFeedInput = {
  /** What makes this feed the same feed across fetches: its token and its filters. */
  feedKey: string;
  selfUrl: string;
  nextUrl: string | null;
  /** `updated` of a feed without entries. */
  emptyUpdatedAt: number;
  events: EventView[];
};

/** The feed's document, and its `updated` time (the latest version among its entries). */
export function atomFeed({ feedKey, selfUrl, nextUrl, emptyUpdatedAt, events }: AtomFeedInput): { xml: string; updatedAt: number } {
  const updatedAt = events.length ? Math.max(...events.map((event) => event.updated_at)) : emptyUpdatedAt;
  const document = {
    '?xml': { '@version': '1.0', '@encoding': 'utf-8' },
    feed: {
      '@xmlns': 'http://www.w3.org/2005/Atom',
      id: feedId(feedKey),
      title: 'regfeed: EU AI Act updates',
      subtitle: DISCLAIMER,
      updated: iso(updatedAt),
      author: { name: 'regfeed' },
      generator: 'regfeed',
      link: [
        { '@rel': 'self', '@type': 'application/atom+xml', '@href': selfUrl },
        ...(nextUrl ? [{ '@rel': 'next', '@type': 'application/atom+xml', '@href': nextUrl }] : []),
      ],
      entry: events.map(entry),
    },
  };
  return { xml: builder.build(document), updatedAt };
}
