import { load, type CheerioAPI } from 'cheerio';
import { cleanUrl, htmlToText, parseDate, singleLine } from '../text.js';
import { unparsable, type RawItem, type Strategy } from './strategy.js';

const HTML_ACCEPT = 'text/html, application/xhtml+xml;q=0.9';

/** Page furniture that is never content: a change in it is no change of the document. */
const BOILERPLATE = [
  'script', 'style', 'noscript', 'template', 'svg', 'iframe', 'form', 'nav', 'header', 'footer', 'aside',
  '[role=navigation]', '[role=banner]', '[role=contentinfo]', '[aria-hidden=true]', '[hidden]',
  '[class*=cookie]', '[id*=cookie]', '[class*=consent]', '[id*=consent]', '[class*=breadcrumb]',
  '[class*=share]', '[class*=social]', '[class*=skip-link]', '[class*=last-update]', '[class*=page-date]',
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
  return parseDate(attribute ? element.attr(attribute) : undefined) ?? parseDate(element.attr('datetime')) ?? parseDate(singleLine(element.text()));
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
    return elements.toArray().flatMap((element): RawItem[] => {
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
          publishedAt: params.date ? dateOf(item.find(params.date).first(), params.date_attribute) : undefined,
          text: summaryHtml ? htmlToText(summaryHtml) : '',
        },
      ];
    });
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
