import test from 'ava';
import type { SourceParams } from '../../src/domain/source.js';
import { FetchFailure } from '../../src/watching/http.js';
import { STRATEGIES } from '../../src/watching/strategies/index.js';
import { normalizeText, parseDate, sha256 } from '../../src/watching/text.js';
import { fixture } from '../support/fixtureServer.js';

const read = (strategy: keyof typeof STRATEGIES, file: string, params: SourceParams = {}, url = 'https://example.europa.eu/list') =>
  STRATEGIES[strategy].read(fixture(file), { url, params });

const failsWith = (t: import('ava').ExecutionContext, run: () => unknown, reason: FetchFailure['reason'], message: RegExp) => {
  const error = t.throws(run, { instanceOf: FetchFailure });
  t.is(error?.reason, reason);
  t.regex(error?.message ?? '', message);
};

test('rss reads an OJ-style RSS 2.0 feed: titles, links without tracking parameters, dates and plain-text descriptions', (t) => {
  const items = read('rss', 'oj-l.rss.xml');
  t.is(items.length, 4);
  t.like(items[0], {
    url: 'https://eur-lex.europa.eu/eli/reg_impl/2026/1755/oj',
    publishedAt: Date.UTC(2026, 6, 20, 22),
  });
  t.regex(items[0]!.title, /^Commission Implementing Regulation \(EU\) 2026\/1755/);
  t.regex(items[0]!.text, /^OJ L, 2026\/1755, 21\.7\.2026\. ELI: .*\n\nThis Regulation lays down/);
  t.notRegex(items[0]!.text, /<p>/);
});

test('rss reads an Atom feed, HTML summaries included', (t) => {
  const items = read('rss', 'ec-digital.atom.xml');
  t.deepEqual(
    items.map((item) => item.url),
    [
      'https://digital-strategy.ec.europa.eu/en/library/guidelines-transparency-obligations-article-50-ai-act',
      'https://digital-strategy.ec.europa.eu/en/consultations/draft-guidelines-high-risk-classification',
      'https://digital-strategy.ec.europa.eu/en/library/state-digital-decade-2026-report',
    ],
  );
  t.is(items[0]!.publishedAt, Date.UTC(2026, 6, 20, 10));
  t.regex(items[0]!.text, /machine-readable format under Art\. 50\(2\)/);
});

test('rss refuses broken XML instead of salvaging part of it', (t) => {
  failsWith(t, () => read('rss', 'broken.rss.xml'), 'unparsable', /not well-formed XML/);
  failsWith(t, () => read('rss', 'challenge-403.html'), 'unparsable', /not (well-formed XML|an RSS or Atom feed)/);
});

test('html_list reads an EC-style listing by its selectors, resolving relative links', (t) => {
  const params = {
    item: '.ecl-content-item',
    title: '.ecl-content-block__title',
    date: 'time',
    date_attribute: 'datetime',
    summary: '.ecl-content-block__description',
  };
  const items = read('html_list', 'ec-news.html', params, 'https://digital-strategy.ec.europa.eu/en/news');
  t.is(items.length, 3);
  t.deepEqual(items[0], {
    title: 'AI Office starts enforcing the obligations for general-purpose AI models',
    url: 'https://digital-strategy.ec.europa.eu/en/news/ai-office-starts-enforcing-gpai-obligations',
    publishedAt: Date.UTC(2026, 7, 2, 8),
    text: 'From today the AI Office can request information, conduct evaluations and impose fines on providers of general-purpose AI models (Articles 92 and 101 of the AI Act).',
  });
});

test('html_list fails when its item selector matches nothing (a redesign, or a page built by script)', (t) => {
  failsWith(t, () => read('html_list', 'ec-news.html', { item: '.views-row' }), 'unparsable', /no element matches the item selector/);
});

test('html_page takes the main content without navigation, cookie banner, date stamp or footer', (t) => {
  const [page] = read('html_page', 'bnetza-ki.html', {}, 'http://mirror.example/ki?utm_source=x');
  t.is(page!.title, 'Künstliche Intelligenz');
  t.is(page!.url, 'https://www.bundesnetzagentur.de/DE/Fachthemen/Digitales/KI/start_ki.html', 'the canonical address');
  t.regex(page!.text, /KI-Marktüberwachungsgesetzes \(KI-MIG\)/);
  for (const furniture of [/Cookies/, /Startseite/, /Impressum/, /Stand:/, /Teilen/]) t.notRegex(page!.text, furniture);
  t.regex(page!.text, /\n\nKI-Kompetenz nach Art\. 4 KI-VO\n\n/, 'paragraph breaks are kept');
});

test('html_page fingerprints alike when only the furniture changed, and differently when the content did', (t) => {
  const hash = (file: string) => sha256(read('html_page', file)[0]!.text);
  t.is(hash('bnetza-ki-furniture.html'), hash('bnetza-ki.html'));
  t.not(hash('bnetza-ki-v2.html'), hash('bnetza-ki.html'));
});

test('json_api reads items by field paths', (t) => {
  const items = read('json_api', 'dip-vorgaenge.json', {
    items_path: 'documents',
    title_field: 'titel',
    url_field: 'fundstelle.pdf_url',
    date_field: 'datum',
    summary_field: 'abstract',
  });
  t.is(items.length, 2);
  t.like(items[0], { url: 'https://dserver.bundestag.de/btd/21/046/2104611.pdf', publishedAt: Date.UTC(2026, 1, 11) });
  t.regex(items[0]!.text, /Art\. 99 KI-VO/);
  failsWith(
    t,
    () => read('json_api', 'dip-vorgaenge.json', { items_path: 'results', title_field: 'titel', url_field: 'x' }),
    'unparsable',
    /"results" is not an array/,
  );
  failsWith(
    t,
    () => read('json_api', 'ec-news.html', { items_path: 'documents', title_field: 'titel', url_field: 'x' }),
    'unparsable',
    /not JSON/,
  );
});

test('sparql posts the query and reads the result rows, building official URLs from a template', (t) => {
  const params = {
    query: 'SELECT ?celex ?date ?title WHERE { }',
    title_field: 'title',
    date_field: 'date',
    url_template: 'https://eur-lex.europa.eu/legal-content/EN/TXT/?uri=CELEX:{celex}',
  };
  const request = STRATEGIES.sparql.request!({ url: 'https://publications.europa.eu/webapi/rdf/sparql', params });
  t.like(request, { method: 'POST', contentType: 'application/x-www-form-urlencoded' });
  t.is(new URLSearchParams(request.body).get('query'), params.query);
  const items = read('sparql', 'cellar-sparql.json', params);
  t.deepEqual(
    items.map((item) => item.url),
    [
      'https://eur-lex.europa.eu/legal-content/EN/TXT/?uri=CELEX:32026R1744',
      'https://eur-lex.europa.eu/legal-content/EN/TXT/?uri=CELEX:32024R1689R(01)',
    ],
  );
  t.is(items[0]!.publishedAt, Date.UTC(2026, 6, 15));
});

test('dates as official sites write them', (t) => {
  const day = Date.UTC(2026, 6, 24);
  for (const text of ['2026-07-24', '24.07.2026', '24.7.2026', '24 July 2026', '24. Juli 2026', 'July 24, 2026', '24 Jul 2026'])
    t.is(parseDate(text), day, text);
  t.is(parseDate('2026-07-24T10:00:00Z'), Date.UTC(2026, 6, 24, 10));
  for (const text of ['31.02.2026', 'next Tuesday', '', '07/24/2026']) t.is(parseDate(text), undefined, text);
});

test('normalization ignores whitespace and invisible characters but keeps paragraphs', (t) => {
  t.is(normalizeText('  A\u00A0 b\u200B c \n\n\n  second\tparagraph \r\n'), 'A b c\n\nsecond paragraph');
  t.is(normalizeText('Cafe\u0301'), 'Café');
});
