import { IllegalStateError } from '@event-driven-io/emmett';
import type pg from 'pg';
import type { Logger } from 'pino';
import type { SourceFetchConfig } from '../config.js';
import { parseDuration } from '../domain/duration.js';
import {
  evolve,
  handleSourceCommand,
  initialState,
  sourceStreamName,
  type FetchAttempt,
  type ItemCounts,
  type SourceDefinition,
} from '../domain/source.js';
import type { EventType, Severity, Topic } from '../domain/vocabulary.js';
import type { EventInput } from '../ingestion/eventInput.js';
import { ingestEvent, type IngestStatus } from '../ingestion/ingest.js';
import type { EventStore } from '../eventStore/eventStore.js';
import { withAdvisoryLock } from '../runtime/sql.js';
import type { Kind } from './classificationRules.js';
import { shippedClassifier, type Classifier, type KindEvidence } from './classify.js';
import { fetchDocument, FetchFailure } from './http.js';
import { dateWarnings } from './markupDrift.js';
import { STRATEGIES, type RawItem } from './strategies/index.js';
import { unparsable } from './strategies/strategy.js';
import { normalizeText, sha256, truncate } from './text.js';

export type WatchDependencies = {
  eventStore: EventStore;
  pool: pg.Pool;
  fetch: SourceFetchConfig;
  log: Logger;
  classifier?: Classifier;
  clock?: () => Date;
};

export type ItemReport = {
  title: string;
  url: string;
  relevant: boolean;
  /** What the rules read, and what they took the item for and from where (a title that says it, the text alone, or presumed). */
  classification?: {
    event_type: EventType;
    topics: Topic[];
    severity: Severity;
    ai_act_articles: string[];
    kind: Kind;
    kind_from: KindEvidence;
  };
  status?: IngestStatus;
  id?: string | null;
  version?: number | null;
  errors?: string[];
};

export type WatchReport =
  | { sourceId: string; status: 'busy' }
  | { sourceId: string; status: 'skipped'; reason: 'disabled' | 'not_due' }
  | {
      sourceId: string;
      status: 'succeeded';
      url: string;
      httpStatus: number;
      notModified: boolean;
      contentHash: string | null;
      counts: ItemCounts;
      warnings: string[];
      items: ItemReport[];
    }
  | {
      sourceId: string;
      status: 'failed';
      url: string;
      reason: FetchFailure['reason'];
      message: string;
      httpStatus: number | null;
      consecutiveFailures: number;
      nextFetchAt: string;
    };

const MAX_SUMMARY = 4000;
const MAX_TITLE = 300;
const MAX_REFERENCES = 50;

/**
 * Runs `fetch` while holding the source's advisory lock. The lock is PostgreSQL's, so it holds
 * across processes: a worker, another worker and `regfeed sources fetch` never fetch one source at
 * once; whoever finds it taken reports `busy`. A crashed holder's lock goes with its connection.
 */
const withSourceLock = <T>(pool: pg.Pool, sourceId: string, fetch: () => Promise<T>): Promise<T | 'busy'> =>
  withAdvisoryLock(pool, `regfeed:source-fetch:${sourceId}`, fetch, { wait: false });

/** The publication time of an item the feed already has: undated items keep the date of their first sighting. */
async function knownPublication(pool: pg.Pool, sourceId: string, url: string): Promise<number | undefined> {
  const { rows } = await pool.query(
    `SELECT e.published_at FROM event_identities i JOIN events e ON e.id = i.event_id WHERE i.source_id = $1 AND i.url_official = $2`,
    [sourceId, url],
  );
  return rows[0] ? Number(rows[0].published_at) : undefined;
}

/** An item as an event input: classified, its references checked, its normalized text fingerprinted. */
export function toEventInput(
  item: RawItem,
  source: SourceDefinition,
  classifier: Classifier,
  publishedAt: number,
): { input: EventInput; classification: NonNullable<ItemReport['classification']> } {
  const text = normalizeText(`${item.title}\n\n${item.text}`);
  const { topics, eventType, severity, references: cited, kind, kindFrom } = classifier.classify(text, source.params);
  const references = cited.slice(0, MAX_REFERENCES);
  const title = truncate(item.title, MAX_TITLE);
  const summary = truncate(item.text || item.title, MAX_SUMMARY);
  const language = source.params.language ?? 'en';
  const input: EventInput = {
    source_id: source.id,
    event_type: eventType,
    topics,
    severity,
    // A source in another language has no English text: its original stands in until an editor translates it.
    title_en: title,
    summary_en: summary,
    ...(language === 'de' ? { title_de: title, summary_de: summary } : {}),
    url_official: item.url,
    ...(references.length ? { ai_act_articles: references } : {}),
    published_at: publishedAt,
    language_versions: [language],
    content_fingerprint: sha256(text),
  };
  return { input, classification: { event_type: eventType, topics, severity, ai_act_articles: references, kind, kind_from: kindFrom } };
}

const intervalOf = (source: SourceDefinition, fetch: SourceFetchConfig) =>
  (source.params.interval && parseDuration(source.params.interval)) || fetch.intervalMs;

async function isDue(pool: pg.Pool, sourceId: string, now: Date): Promise<boolean> {
  const { rows } = await pool.query('SELECT next_fetch_at FROM sources WHERE id = $1', [sourceId]);
  return !rows[0]?.next_fetch_at || rows[0].next_fetch_at <= now;
}

/**
 * Fetches one source now, reads its items, lets the relevant ones into the feed through the one
 * ingestion path, and records the outcome on the source's stream. A scheduled run skips a disabled
 * source, and one that another process fetched since it was queued.
 */
export async function watchSource(deps: WatchDependencies, sourceId: string, { scheduled }: { scheduled: boolean }): Promise<WatchReport> {
  const clock = deps.clock ?? (() => new Date());
  const outcome = await withSourceLock(deps.pool, sourceId, async (): Promise<WatchReport> => {
    const { state } = await deps.eventStore.aggregateStream(sourceStreamName(sourceId), { evolve, initialState });
    if (state.status === 'Unknown') throw new IllegalStateError(`No source with id ${sourceId}`);
    const source = state.definition;
    if (scheduled && !source.enabled) return { sourceId, status: 'skipped', reason: 'disabled' };
    if (scheduled && !(await isDue(deps.pool, sourceId, clock()))) return { sourceId, status: 'skipped', reason: 'not_due' };

    const strategy = STRATEGIES[source.fetch_strategy];
    const context = { url: source.params.url ?? source.base_url, params: source.params };
    const request = strategy.request?.(context) ?? { url: context.url };
    const started = clock();
    const timing = (): FetchAttempt & { intervalMs: number } => ({
      sourceId,
      url: context.url,
      fetchedAt: started.toISOString(),
      durationMs: clock().getTime() - started.getTime(),
      intervalMs: intervalOf(source, deps.fetch),
    });
    const record = (command: Parameters<typeof handleSourceCommand>[2]) => handleSourceCommand(deps.eventStore, sourceId, command);

    let items: RawItem[] | null;
    let document: Awaited<ReturnType<typeof fetchDocument>>;
    try {
      document = await fetchDocument(request.url, { ...deps.fetch, ...request, accept: strategy.accept, validators: state.validators });
      items = document.notModified ? null : readItems(strategy, document.body, { url: document.url, params: source.params });
    } catch (error) {
      if (!(error instanceof FetchFailure)) throw error;
      const { newEvents } = await record({
        type: 'RecordFetchFailure',
        data: { ...timing(), reason: error.reason, message: error.message, httpStatus: error.httpStatus },
        metadata: { now: clock() },
      });
      const failed = newEvents[0]!.data as { consecutiveFailures: number; nextFetchAt: string };
      deps.log.warn(
        { sourceId, reason: error.reason, err: error.message, consecutiveFailures: failed.consecutiveFailures },
        'source fetch failed',
      );
      return {
        sourceId,
        status: 'failed',
        url: context.url,
        reason: error.reason,
        message: error.message,
        httpStatus: error.httpStatus,
        ...failed,
      };
    }

    const reports = items ? await ingestItems(deps, source, items, clock) : [];
    const counts = countItems(items?.length ?? 0, reports);
    const contentHash = items ? sha256(JSON.stringify(items)) : null;
    const answered = document.notModified
      ? { httpStatus: 304, notModified: true, etag: null, lastModified: null }
      : { httpStatus: document.status, notModified: false, etag: document.etag, lastModified: document.lastModified };
    // A 304 read nothing: the warnings of the document last read stand.
    const warnings = items ? dateWarnings(items) : undefined;
    await record({
      type: 'RecordFetchSuccess',
      data: { ...timing(), ...answered, contentHash, items: counts, ...(warnings && { warnings }) },
      metadata: { now: clock() },
    });
    if (warnings?.length) deps.log.warn({ sourceId, warnings }, 'source read with warnings');
    else deps.log.info({ sourceId, notModified: answered.notModified, items: counts }, 'source fetched');
    return {
      sourceId,
      status: 'succeeded',
      url: context.url,
      httpStatus: answered.httpStatus,
      notModified: answered.notModified,
      contentHash,
      counts,
      warnings: warnings ?? [],
      items: reports,
    };
  });
  return outcome === 'busy' ? { sourceId, status: 'busy' } : outcome;
}

/** Anything a parser library throws is a document it cannot read: a failed fetch, not a crash. */
function readItems(
  strategy: (typeof STRATEGIES)[keyof typeof STRATEGIES],
  body: string,
  context: Parameters<typeof strategy.read>[1],
): RawItem[] {
  try {
    return strategy.read(body, context);
  } catch (error) {
    if (error instanceof FetchFailure) throw error;
    throw unparsable((error as Error).message);
  }
}

async function ingestItems(deps: WatchDependencies, source: SourceDefinition, items: RawItem[], clock: () => Date): Promise<ItemReport[]> {
  const classifier = deps.classifier ?? shippedClassifier();
  const reports: ItemReport[] = [];
  for (const item of items) {
    const relevant = classifier.isRelevant(`${item.title}\n\n${item.text}`, source.params);
    if (!relevant) {
      reports.push({ title: item.title, url: item.url, relevant });
      continue;
    }
    const publishedAt = item.publishedAt ?? (await knownPublication(deps.pool, source.id, item.url)) ?? clock().getTime();
    const { input, classification } = toEventInput(item, source, classifier, publishedAt);
    const outcome = await ingestEvent(deps, input, clock());
    reports.push({ title: item.title, url: item.url, relevant, classification, ...outcome });
  }
  return reports;
}

function countItems(found: number, reports: ItemReport[]): ItemCounts {
  const count = (status: IngestStatus) => reports.filter((report) => report.status === status).length;
  return {
    found,
    relevant: reports.filter((report) => report.relevant).length,
    created: count('created'),
    updated: count('updated'),
    unchanged: count('unchanged'),
    rejected: count('rejected'),
  };
}
