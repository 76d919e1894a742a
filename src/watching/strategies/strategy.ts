import type { SourceParams } from '../../domain/source.js';
import { FetchFailure } from '../http.js';

/** What a strategy reads out of a document: one official item, before classification. */
export type RawItem = {
  title: string;
  url: string;
  /** Unix ms; absent when the source gives no date (the first sighting stands in for it). */
  publishedAt?: number;
  /** Why a date the source should give was not read: markup drift an operator must see. */
  dateProblem?: string;
  /** The item's own words (description, summary, main content), normalized. */
  text: string;
};

export type ReadContext = { url: string; params: SourceParams };

export type Request = { url: string; method?: 'GET' | 'POST'; body?: string; contentType?: string };

export type Strategy = {
  accept: string;
  /** The request that fetches the source's document; a GET of its address unless the strategy says otherwise. */
  request?: (context: ReadContext) => Request;
  /** Items of a fetched document; throws FetchFailure('unparsable' | 'empty') when it cannot be read. */
  read: (body: string, context: ReadContext) => RawItem[];
};

export const unparsable = (message: string) => new FetchFailure('unparsable', message);
