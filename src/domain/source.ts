import { IllegalStateError, type Command, type Decider, type Event } from '@event-driven-io/emmett';
import * as z from 'zod';
import { parseDuration } from './duration.js';
import { EventType, PUBLICATION_LANGUAGES, Topic } from './vocabulary.js';
import { commandHandlerFor, everyType } from './deciderKit.js';

export const FETCH_STRATEGIES = ['rss', 'html_list', 'html_page', 'json_api', 'sparql'] as const;
export type FetchStrategy = (typeof FETCH_STRATEGIES)[number];

/** The kinds of publisher a source can be (docs/classification.md, "Issuers"). */
export const ISSUER_KINDS = ['eu-institution', 'parliament', 'ministry', 'authority', 'court', 'standards-body'] as const;
export type IssuerKind = (typeof ISSUER_KINDS)[number];

const selector = z.string().trim().min(1).max(300);
/** A dot path into a JSON document: `items`, `data.results`, `fields.title.value`. */
const jsonPath = z.string().regex(/^[A-Za-z0-9_$-]+(\.[A-Za-z0-9_$-]+)*$/, 'a dot path such as "data.items" or "title"');
const keyword = z.string().trim().min(2).max(100);
const Language = z.enum(PUBLICATION_LANGUAGES);
/** Any http(s) address, an IP or an internal host name included (z.httpUrl wants a public domain). */
const httpAddress = z.url({ protocol: /^https?$/, error: 'an http:// or https:// address' }).max(2048);

/**
 * How a source's documents are read and what its items mean, kept as data with the source. Every
 * field is optional except what a strategy cannot work without (checked by `checkParams`).
 */
export const SourceParams = z.strictObject({
  /** The document fetched; the source's `base_url` when absent. */
  url: httpAddress.optional(),
  /** This source's own fetch interval (`30m`, `6h`); SOURCE_FETCH_INTERVAL when absent. */
  interval: z
    .string()
    .refine((text) => parseDuration(text) !== undefined, 'a whole number and a unit: s, m, h or d (e.g. "30m", "6h")')
    .optional(),
  /** Relevance filter: an item enters the feed only if its text contains one of these (none: every item). */
  keywords: z.array(keyword).max(200).optional(),
  /** The event type of an item whose wording names none (a court, a regulator: `court`, `national`). */
  event_type: EventType.optional(),
  /** Topics every item of the source has (a national regulator: `national-de`). */
  topics: z.array(Topic).max(17).optional(),
  /**
   * Who publishes: what a page says nothing of itself is read by its issuer's kind (a parliament's
   * unread page reports its work, an authority's or a ministry's informs).
   */
  issuer: z.enum(ISSUER_KINDS).optional(),
  /** The language the source writes in; German items also fill `title_de`/`summary_de`. */
  language: Language.optional(),
  /**
   * Every language the source's items come in, when it publishes in several (an EU body's feed carries
   * each language version): its keyword filter also reads AI and the Act in each of them.
   */
  languages: z.array(Language).min(1).max(6).optional(),
  // html_list: one item per `item` element; the others are looked up inside it.
  item: selector.optional(),
  title: selector.optional(),
  link: selector.optional(),
  date: selector.optional(),
  date_attribute: z
    .string()
    .regex(/^[a-z][a-z0-9-]{0,40}$/)
    .optional(),
  summary: selector.optional(),
  // html_page: the part of the page that is fingerprinted (landmarks such as <main> when absent).
  content: selector.optional(),
  // json_api: where the items are and which of their fields to read; sparql: the query and variables.
  items_path: jsonPath.optional(),
  title_field: jsonPath.optional(),
  url_field: jsonPath.optional(),
  date_field: jsonPath.optional(),
  summary_field: jsonPath.optional(),
  /** An official URL built from an item field, e.g. `https://eur-lex.europa.eu/legal-content/EN/TXT/?uri=CELEX:{celex}`. */
  url_template: z
    .string()
    .max(500)
    .regex(/^https?:\/\/[^{}\s]*(\{[A-Za-z0-9_.]+\}[^{}\s]*)+$/, 'an http(s) address with {field} placeholders')
    .optional(),
  query: z.string().trim().min(10).max(10_000).optional(),
});
export type SourceParams = z.infer<typeof SourceParams>;

const REQUIRED_PARAMS: Record<FetchStrategy, (keyof SourceParams)[]> = {
  rss: [],
  html_list: ['item'],
  html_page: [],
  json_api: ['items_path', 'title_field'],
  sparql: ['query', 'title_field'],
};

/** What a strategy cannot work without, as messages naming the missing parameters. */
export function checkParams(strategy: FetchStrategy, params: SourceParams): string[] {
  const problems = REQUIRED_PARAMS[strategy]
    .filter((name) => params[name] === undefined)
    .map((name) => `the ${strategy} strategy needs the parameter "${name}"`);
  if ((strategy === 'json_api' || strategy === 'sparql') && !params.url_field && !params.url_template) {
    problems.push(`the ${strategy} strategy needs "url_field" or "url_template" for each item's official URL`);
  }
  return problems;
}

/** A source of the registry as kept in `data/sources.json`, and as registered or updated. */
export const SourceDefinition = z
  .strictObject({
    id: z.string().regex(/^[a-z0-9][a-z0-9-]{1,62}$/, 'lowercase letters, digits and dashes'),
    name_en: z.string().min(1).max(200),
    name_de: z.string().min(1).max(200),
    base_url: httpAddress,
    fetch_strategy: z.enum(FETCH_STRATEGIES),
    params: SourceParams.default({}),
    enabled: z.boolean().default(true),
    /** Why the source is set up the way it is (a disabled source says why it is). */
    note: z.string().max(500).optional(),
  })
  .superRefine((definition, ctx) => {
    for (const message of checkParams(definition.fetch_strategy, definition.params))
      ctx.addIssue({ code: 'custom', message, path: ['params'] });
  });
export type SourceDefinition = z.output<typeof SourceDefinition>;
export type SourceDefinitionInput = z.input<typeof SourceDefinition>;

// ---------------------------------------------------------------- Events

/** Why a fetch failed. A challenge page or an empty body is a failure, never "no change". */
export const FETCH_FAILURES = ['timeout', 'network', 'http_status', 'challenge', 'empty', 'unparsable', 'too_large'] as const;
export type FetchFailureReason = (typeof FETCH_FAILURES)[number];

export type ItemCounts = { found: number; relevant: number; created: number; updated: number; unchanged: number; rejected: number };

/** Registered by an earlier version of regfeed: without params and enabled (their defaults apply). */
export type SourceRegistered = Event<
  'SourceRegistered',
  Omit<SourceDefinition, 'params' | 'enabled'> & Partial<Pick<SourceDefinition, 'params' | 'enabled'>> & { registeredAt: string }
>;
export type SourceUpdated = Event<'SourceUpdated', { sourceId: string; definition: SourceDefinition; updatedAt: string }>;
export type SourceDisabled = Event<'SourceDisabled', { sourceId: string; reason: string; disabledAt: string }>;
export type SourceEnabled = Event<'SourceEnabled', { sourceId: string; enabledAt: string }>;
/** When and where a fetch happened: common to both outcomes. */
export type FetchAttempt = { sourceId: string; url: string; fetchedAt: string; durationMs: number };

export type FetchSuccess = FetchAttempt & {
  httpStatus: number;
  /** The server answered 304 to the conditional request: nothing was read. */
  notModified: boolean;
  etag: string | null;
  lastModified: string | null;
  /** SHA-256 of the normalized document (null when not modified). */
  contentHash: string | null;
  items: ItemCounts;
  /** What the document read lacked (unreadable dates); absent when nothing was read (304) and in older events. */
  warnings?: string[];
};
export type FetchFailureDetails = FetchAttempt & { reason: FetchFailureReason; message: string; httpStatus: number | null };

export type SourceFetchSucceeded = Event<'SourceFetchSucceeded', FetchSuccess & { nextFetchAt: string }>;
export type SourceFetchFailed = Event<
  'SourceFetchFailed',
  FetchFailureDetails & { consecutiveFailures: number; failingSince: string; nextFetchAt: string }
>;

export type SourceEvent = SourceRegistered | SourceUpdated | SourceDisabled | SourceEnabled | SourceFetchSucceeded | SourceFetchFailed;
export const SOURCE_EVENT_TYPES = everyType<SourceEvent['type']>({
  SourceRegistered: true,
  SourceUpdated: true,
  SourceDisabled: true,
  SourceEnabled: true,
  SourceFetchSucceeded: true,
  SourceFetchFailed: true,
});

// ---------------------------------------------------------------- State

export type Validators = { etag: string | null; lastModified: string | null };

export type Source =
  | { status: 'Unknown' }
  | {
      status: 'Registered';
      definition: SourceDefinition;
      consecutiveFailures: number;
      failingSince: string | null;
      lastSuccessAt: string | null;
      /** For the next conditional request; forgotten when the source is updated. */
      validators: Validators;
    };

export const initialState = (): Source => ({ status: 'Unknown' });

const NO_VALIDATORS: Validators = { etag: null, lastModified: null };

export const definitionOf = ({ registeredAt: _registeredAt, ...registered }: SourceRegistered['data']): SourceDefinition => ({
  ...registered,
  params: registered.params ?? {},
  enabled: registered.enabled ?? true,
});

export const evolve = (state: Source, { type, data }: SourceEvent): Source => {
  if (type === 'SourceRegistered') {
    return {
      status: 'Registered',
      definition: definitionOf(data),
      consecutiveFailures: 0,
      failingSince: null,
      lastSuccessAt: null,
      validators: NO_VALIDATORS,
    };
  }
  if (state.status === 'Unknown') return state;
  switch (type) {
    case 'SourceUpdated':
      return { ...state, definition: data.definition, validators: NO_VALIDATORS };
    case 'SourceDisabled':
      return { ...state, definition: { ...state.definition, enabled: false } };
    case 'SourceEnabled':
      return { ...state, definition: { ...state.definition, enabled: true } };
    case 'SourceFetchSucceeded':
      return {
        ...state,
        consecutiveFailures: 0,
        failingSince: null,
        lastSuccessAt: data.fetchedAt,
        validators: data.notModified ? state.validators : { etag: data.etag, lastModified: data.lastModified },
      };
    case 'SourceFetchFailed':
      return { ...state, consecutiveFailures: data.consecutiveFailures, failingSince: data.failingSince };
  }
};

// ---------------------------------------------------------------- Commands

type Now = { now: Date };
/** The source's interval comes with each outcome: the decider sets the next fetch from it. */
type WithInterval<T> = T & { intervalMs: number };

export type RegisterSource = Command<'RegisterSource', SourceDefinition, Now>;
export type UpdateSource = Command<'UpdateSource', SourceDefinition, Now>;
export type DisableSource = Command<'DisableSource', { sourceId: string; reason: string }, Now>;
export type EnableSource = Command<'EnableSource', { sourceId: string }, Now>;
export type RecordFetchSuccess = Command<'RecordFetchSuccess', WithInterval<FetchSuccess>, Now>;
export type RecordFetchFailure = Command<'RecordFetchFailure', WithInterval<FetchFailureDetails>, Now>;
export type SourceCommand = RegisterSource | UpdateSource | DisableSource | EnableSource | RecordFetchSuccess | RecordFetchFailure;

/** A failing source is not hammered: each failure in a row doubles the wait, up to a day (or the interval, if longer). */
export const MAX_BACKOFF_MS = 86_400_000;

export function retryDelayMs(intervalMs: number, consecutiveFailures: number): number {
  const doublings = Math.min(Math.max(consecutiveFailures - 1, 0), 20);
  return Math.min(intervalMs * 2 ** doublings, Math.max(MAX_BACKOFF_MS, intervalMs));
}

const after = (iso: string, ms: number) => new Date(Date.parse(iso) + ms).toISOString();

function assertRegistered(state: Source, sourceId: string): asserts state is Extract<Source, { status: 'Registered' }> {
  if (state.status === 'Unknown') throw new IllegalStateError(`No source with id ${sourceId}`);
}

const sameDefinition = (a: SourceDefinition, b: SourceDefinition) => JSON.stringify(canonical(a)) === JSON.stringify(canonical(b));
const canonical = (value: unknown): unknown =>
  value && typeof value === 'object' && !Array.isArray(value)
    ? Object.fromEntries(
        Object.entries(value)
          .filter(([, v]) => v !== undefined)
          .sort(([a], [b]) => a.localeCompare(b))
          .map(([k, v]) => [k, canonical(v)]),
      )
    : value;

export const decide = (command: SourceCommand, state: Source): SourceEvent[] => {
  const now = command.metadata.now.toISOString();
  switch (command.type) {
    case 'RegisterSource':
      // Seeding runs at every start: a source that exists already stays as the operator left it.
      return state.status === 'Registered' ? [] : [{ type: 'SourceRegistered', data: { ...command.data, registeredAt: now } }];
    case 'UpdateSource': {
      assertRegistered(state, command.data.id);
      if (sameDefinition(state.definition, command.data)) return [];
      return [{ type: 'SourceUpdated', data: { sourceId: command.data.id, definition: command.data, updatedAt: now } }];
    }
    case 'DisableSource':
      assertRegistered(state, command.data.sourceId);
      if (!state.definition.enabled) return [];
      return [{ type: 'SourceDisabled', data: { sourceId: command.data.sourceId, reason: command.data.reason, disabledAt: now } }];
    case 'EnableSource':
      assertRegistered(state, command.data.sourceId);
      if (state.definition.enabled) return [];
      return [{ type: 'SourceEnabled', data: { sourceId: command.data.sourceId, enabledAt: now } }];
    case 'RecordFetchSuccess': {
      assertRegistered(state, command.data.sourceId);
      const { intervalMs, ...outcome } = command.data;
      return [{ type: 'SourceFetchSucceeded', data: { ...outcome, nextFetchAt: after(outcome.fetchedAt, intervalMs) } }];
    }
    case 'RecordFetchFailure': {
      assertRegistered(state, command.data.sourceId);
      const { intervalMs, ...outcome } = command.data;
      const consecutiveFailures = state.consecutiveFailures + 1;
      return [
        {
          type: 'SourceFetchFailed',
          data: {
            ...outcome,
            consecutiveFailures,
            failingSince: state.failingSince ?? outcome.fetchedAt,
            nextFetchAt: after(outcome.fetchedAt, retryDelayMs(intervalMs, consecutiveFailures)),
          },
        },
      ];
    }
  }
};

export const decider: Decider<Source, SourceCommand, SourceEvent> = { decide, evolve, initialState };

export const sourceStreamName = (sourceId: string): string => `source-${sourceId}`;

export const handleSourceCommand = commandHandlerFor(decider, sourceStreamName, 3);
