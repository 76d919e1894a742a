import type { FetchStrategy } from '../../domain/source.js';
import { htmlList, htmlPage } from './html.js';
import { jsonApi, sparql } from './json.js';
import { rss } from './rss.js';
import type { Strategy } from './strategy.js';

export const STRATEGIES: Record<FetchStrategy, Strategy> = { rss, html_list: htmlList, html_page: htmlPage, json_api: jsonApi, sparql };
export type { RawItem, Strategy } from './strategy.js';
