import { load, type CheerioAPI } from 'cheerio';
import type { SourceParams } from '../../domain/source.js';
import { cleanUrl, htmlToText, parseDate, singleLine } from '../text.js';
import { unparsable, type RawItem, type Strategy } from './strategy.js';

const HTML_ACCEPT = 'text/html, application/xhtml+xml;q=0.9';

/** Page furniture that is never content: a change in it is no change of the document. */
const BOILERPLATE = [
  'script',
  'style',
  'noscript',
  'template',
  'svg',
  'iframe',
  'form',
  'nav',
  'header',
  'footer',
  'aside',
  '[role=navigation]',
  '[role=banner]',
  '[role=contentinfo]',
  '[aria-hidden=true]',
  '[hidden]',
  '[class*=cookie]',
  '[id*=cookie]',
  '[class*=consent]',
  '[id*=consent]',
  '[class*=breadcrumb]',
  '[class*=share]',
  '[class*=social]',
  '[class*=skip-link]',
  '[class*=last-update]',
  '[class*=page-date]',
].join(', ');

/** Where the main content lives when the source names no selector, most specific first. */
const LANDMARKS = ['main', '[role=main]', 'article', '#main-content', '#content', '.content', 'body'];

const loadHtml = (body: string): CheerioAPI => {
  const $ = load(body);
  if ($('body').children().length === 0 && !$('body').text().trim()) throw unparsable('an HTML document without a body');
  return $;
};

type Selection = ReturnType<CheerioAPI>;

function dateOf(element: Selection, attribute: string | undefined): number | undefined {
  return (
    parseDate(attribute ? element.attr(attribute) : undefined) ??
    parseDate(element.attr('datetime')) ??
    parseDate(singleLine(element.text()))
  );
}

/** An item's date, or why it could not be read: a listing's dates are never dropped silently. */
function listingDate(item: Selection, params: SourceParams): Pick<RawItem, 'publishedAt' | 'dateProblem'> {
  if (!params.date) return { dateProblem: 'the source names no date selector' };
  const element = item.find(params.date).first();
  if (element.length === 0) return { dateProblem: `the date selector "${params.date}" matches nothing` };
  const publishedAt = dateOf(element, params.date_attribute);
  if (publishedAt !== undefined) return { publishedAt };
  const shown = (params.date_attribute && element.attr(params.date_attribute)) || element.attr('datetime') || singleLine(element.text());
  return { dateProblem: `the date "${shown.slice(0, 60)}" cannot be read` };
}

/** Items of a listing page: one per `item` element, with title, link, date and summary found inside it. */
export const htmlList: Strategy = {
  accept: HTML_ACCEPT,
  read: (body, { url, params }) => {
    const $ = loadHtml(body);
    // Relative links resolve against the page's <base href>, as a browser's would.
    const base = cleanUrl($('base[href]').attr('href'), url) ?? url;
    const elements = $(params.item!);
    // A listing whose items vanished was redesigned or is now rendered by script: not "no news".
    if (elements.length === 0) throw unparsable(`no element matches the item selector "${params.item}"`);
    const items = elements.toArray().flatMap((element): RawItem[] => {
      const item = $(element);
      const anchor = params.link ? item.find(params.link).first() : item.find('a[href]').first();
      const titleElement = params.title ? item.find(params.title).first() : anchor;
      const title = singleLine(titleElement.text());
      const link = cleanUrl(anchor.attr('href') ?? anchor.find('a[href]').attr('href'), base);
      if (!title || !link) return [];
      const summaryHtml = params.summary ? item.find(params.summary).first().html() : null;
      return [
        {
          title,
          url: link,
          ...listingDate(item, params),
          text: summaryHtml ? htmlToText(summaryHtml) : '',
        },
      ];
    });
    // Items whose links or titles moved elsewhere read as an empty listing: as much a redesign as no items.
    if (items.length === 0)
      throw unparsable(`${elements.length} elements match the item selector "${params.item}", but none has a title and a link`);
    return items;
  },
};

const metaContent = ($: CheerioAPI, names: string[]) =>
  names.map((name) => $(`meta[property="${name}"], meta[name="${name}"]`).attr('content')).find((value) => value?.trim());

/** One page as one item: its main content, stripped of furniture, is what is compared and fingerprinted. */
export const htmlPage: Strategy = {
  accept: HTML_ACCEPT,
  read: (body, { url, params }) => {
    const $ = loadHtml(body);
    const candidates = params.content ? [params.content] : LANDMARKS;
    const selector = candidates.find((candidate) => $(candidate).length > 0);
    if (!selector) throw unparsable(`no element matches the content selector "${params.content}"`);
    const main = $(selector).first();
    main.find(BOILERPLATE).remove();
    const text = htmlToText(main.html() ?? '');
    if (!text) throw unparsable('the main content of the page is empty');
    const title = singleLine(
      (params.title ? $(params.title).first().text() : '') ||
        main.find('h1').first().text() ||
        metaContent($, ['og:title']) ||
        $('title').first().text(),
    );
    if (!title) throw unparsable('the page has no title');
    const published = parseDate(metaContent($, ['article:published_time', 'dcterms.created', 'DC.date.created']));
    // The page's own canonical address is its identity, whatever address (or mirror) it was fetched from.
    const canonical = cleanUrl($('link[rel="canonical"]').attr('href'), url);
    return [{ title, url: canonical ?? cleanUrl(url, url)!, publishedAt: published, text }];
  },
};
