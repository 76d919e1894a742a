import { fixture, type Route } from './fixtureServer.js';

const html = (body: string): Route => ({ body, headers: { 'Content-Type': 'text/html; charset=utf-8' } });

/** The EC news listing (ec-news.html) with its dates moved out of <time>: the `date` selector finds nothing. */
export const listingWithoutDates = (): Route =>
  html(fixture('ec-news.html').replace(/<time datetime="[^"]*">([^<]*)<\/time>/g, '<span class="ecl-date">$1</span>'));

/** The EC news listing with its links now made by script: items match, but none has a link. */
export const listingWithScriptedLinks = (): Route =>
  html(fixture('ec-news.html').replace(/<a href="([^"]*)">([^<]*)<\/a>/g, '<span class="ecl-link" data-href="$1">$2</span>'));
