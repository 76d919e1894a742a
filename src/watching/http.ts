import type { FetchFailureReason, Validators } from '../domain/source.js';

/** A fetch that did not yield a readable document. Recorded as a failure on the source, never as "no change". */
export class FetchFailure extends Error {
  constructor(
    readonly reason: FetchFailureReason,
    message: string,
    readonly httpStatus: number | null = null,
  ) {
    super(message);
    this.name = 'FetchFailure';
  }
}

export type FetchOptions = {
  userAgent: string;
  timeoutMs: number;
  maxBytes: number;
  accept: string;
  validators: Validators;
  method?: 'GET' | 'POST';
  body?: string;
  contentType?: string;
};

export type FetchedDocument =
  | { notModified: true; status: 304 }
  | { notModified: false; status: number; body: string; url: string; etag: string | null; lastModified: string | null };

// Bot walls answer with a page of their own instead of the document: AWS WAF with 202 and an empty
// body (EUR-Lex), Cloudflare and others with 403/429/503 and a "checking your browser" page.
const CHALLENGE_HEADERS = ['x-amzn-waf-action', 'cf-mitigated'];
const CHALLENGE_TEXT =
  /captcha|just a moment|verify (that )?you are (a )?human|checking your browser|enable javascript and cookies|challenge-platform|awswaf|access denied/i;
const SHORT_PAGE_BYTES = 16 * 1024;

function challengeIn(response: Response, body: string): boolean {
  if (response.status === 202 || CHALLENGE_HEADERS.some((name) => response.headers.has(name))) return true;
  // A document that merely mentions a captcha is still the document: the text counts only on refusals.
  return !response.ok && body.length < SHORT_PAGE_BYTES && CHALLENGE_TEXT.test(body);
}

/** The body's bytes, refused as soon as they exceed the cap: a runaway response never fills memory. */
async function readCapped(response: Response, maxBytes: number): Promise<Uint8Array> {
  const declared = Number(response.headers.get('content-length') ?? NaN);
  if (declared > maxBytes) {
    await response.body?.cancel().catch(() => {});
    throw new FetchFailure('too_large', `the response declares ${declared} bytes; the limit is ${maxBytes}`, response.status);
  }
  const chunks: Uint8Array[] = [];
  let size = 0;
  if (!response.body) return new Uint8Array();
  for await (const chunk of response.body as unknown as AsyncIterable<Uint8Array>) {
    size += chunk.byteLength;
    if (size > maxBytes) {
      await response.body.cancel().catch(() => {});
      throw new FetchFailure('too_large', `the response is larger than ${maxBytes} bytes`, response.status);
    }
    chunks.push(chunk);
  }
  return Buffer.concat(chunks);
}

/** The charset named by the Content-Type header, an XML declaration or an HTML meta tag; UTF-8 otherwise. */
function decode(bytes: Uint8Array, contentType: string | null): string {
  const head = Buffer.from(bytes.subarray(0, 1024)).toString('latin1');
  const charset =
    /charset=["']?([\w-]+)/i.exec(contentType ?? '')?.[1] ??
    /^<\?xml[^>]*encoding=["']([\w-]+)["']/i.exec(head)?.[1] ??
    /<meta[^>]+charset=["']?([\w-]+)/i.exec(head)?.[1] ??
    'utf-8';
  try {
    return new TextDecoder(charset.toLowerCase()).decode(bytes);
  } catch {
    return new TextDecoder('utf-8').decode(bytes);
  }
}

/**
 * One polite, bounded request: a descriptive User-Agent, the validators of the last fetch (so an
 * unchanged document costs a 304), a timeout over the whole exchange and a cap on the body.
 */
export async function fetchDocument(url: string, options: FetchOptions): Promise<FetchedDocument> {
  const headers: Record<string, string> = { 'User-Agent': options.userAgent, Accept: options.accept };
  if (options.validators.etag) headers['If-None-Match'] = options.validators.etag;
  if (options.validators.lastModified) headers['If-Modified-Since'] = options.validators.lastModified;
  if (options.contentType) headers['Content-Type'] = options.contentType;
  const signal = AbortSignal.timeout(options.timeoutMs);
  try {
    const response = await fetch(url, { method: options.method ?? 'GET', headers, body: options.body, signal, redirect: 'follow' });
    if (response.status === 304) {
      await response.body?.cancel().catch(() => {});
      return { notModified: true, status: 304 };
    }
    const body = decode(await readCapped(response, options.maxBytes), response.headers.get('content-type'));
    if (challengeIn(response, body)) {
      throw new FetchFailure('challenge', `HTTP ${response.status}: a bot challenge page instead of the document`, response.status);
    }
    if (response.status !== 200 && response.status !== 203) {
      throw new FetchFailure('http_status', `HTTP ${response.status} ${response.statusText}`.trim(), response.status);
    }
    if (!body.trim()) throw new FetchFailure('empty', `HTTP ${response.status} with an empty body`, response.status);
    return {
      notModified: false,
      status: response.status,
      body,
      url: response.url || url,
      etag: response.headers.get('etag'),
      lastModified: response.headers.get('last-modified'),
    };
  } catch (error) {
    if (error instanceof FetchFailure) throw error;
    if (signal.aborted) throw new FetchFailure('timeout', `no complete answer within ${options.timeoutMs} ms`);
    const cause = (error as { cause?: { code?: string; message?: string } }).cause;
    throw new FetchFailure('network', cause?.code ? `${cause.code}: ${cause.message ?? ''}`.trim() : (error as Error).message);
  }
}
