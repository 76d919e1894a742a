import { parseFeed } from '@rowanmanning/feed-parser';
import { XMLValidator } from 'fast-xml-parser';
import { cleanUrl, htmlToText, singleLine } from '../text.js';
import { unparsable, type RawItem, type Strategy } from './strategy.js';

/**
 * RSS 2.0, RSS 1.0 (RDF) and Atom, read by @rowanmanning/feed-parser. That parser forgives broken
 * XML and returns what it could salvage; a truncated or broken feed must fail the fetch instead,
 * so the document is checked for well-formedness first.
 */
export const rss: Strategy = {
  accept: 'application/rss+xml, application/atom+xml, application/rdf+xml;q=0.9, application/xml;q=0.8, text/xml;q=0.8',
  read: (body, { url }) => {
    const wellFormed = XMLValidator.validate(body.trim());
    if (wellFormed !== true) {
      throw unparsable(`not well-formed XML (line ${wellFormed.err.line}: ${wellFormed.err.msg})`);
    }
    let feed: ReturnType<typeof parseFeed>;
    try {
      feed = parseFeed(body);
    } catch (error) {
      throw unparsable(`not an RSS or Atom feed: ${(error as Error).message}`);
    }
    return feed.items.flatMap((item): RawItem[] => {
      const title = singleLine(htmlToText(item.title ?? ''));
      const link = cleanUrl(item.url ?? (item.id?.startsWith('http') ? item.id : undefined), url);
      if (!title || !link) return [];
      const published = item.published ?? item.updated;
      const text = htmlToText(item.content ?? item.description ?? '');
      return [
        published
          ? { title, url: link, publishedAt: published.getTime(), text }
          : { title, url: link, dateProblem: 'the feed item has no readable date', text },
      ];
    });
  },
};
