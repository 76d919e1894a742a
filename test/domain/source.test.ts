import { DeciderSpecification, IllegalStateError } from '@event-driven-io/emmett';
import test from 'ava';
import { parseSourceDefinition } from '../../src/application/sourceCommands.js';
import { decide, decider, evolve, initialState, retryDelayMs, type Source, type SourceEvent } from '../../src/domain/source.js';
import { specification } from '../support/decider.js';

const given = DeciderSpecification.for(decider);
const now = new Date('2026-11-22T10:00:00.000Z');
const at = now.toISOString();
const HOUR = 3_600_000;
const definition = parseSourceDefinition({
  id: 'ec-digital',
  name_en: 'European Commission',
  name_de: 'Europäische Kommission',
  base_url: 'https://digital-strategy.ec.europa.eu/en/rss.xml',
  fetch_strategy: 'rss',
  params: { keywords: ['AI Act'] },
});
const registered: SourceEvent = { type: 'SourceRegistered', data: { ...definition, registeredAt: at } };
const timing = { url: definition.base_url, fetchedAt: at, durationMs: 120, intervalMs: HOUR };
const failure = (consecutiveFailures: number, failingSince = at): SourceEvent => ({
  type: 'SourceFetchFailed',
  data: {
    sourceId: 'ec-digital',
    url: definition.base_url,
    fetchedAt: at,
    durationMs: 120,
    reason: 'challenge',
    message: 'HTTP 403',
    httpStatus: 403,
    consecutiveFailures,
    failingSince,
    nextFetchAt: at,
  },
});
const items = { found: 3, relevant: 1, created: 1, updated: 0, unchanged: 0, rejected: 0 };
const recordFailure = {
  type: 'RecordFetchFailure',
  data: { sourceId: 'ec-digital', ...timing, reason: 'challenge', message: 'HTTP 403', httpStatus: 403 },
  metadata: { now },
} as const;
const recordSuccess = {
  type: 'RecordFetchSuccess',
  data: {
    sourceId: 'ec-digital',
    ...timing,
    httpStatus: 200,
    notModified: false,
    etag: '"v1"',
    lastModified: null,
    contentHash: 'a'.repeat(64),
    items,
  },
  metadata: { now },
} as const;

test('registering is idempotent: a registered source stays as the operator left it', (t) =>
  specification(t, () => {
    given([registered])
      .when({ type: 'RegisterSource', data: { ...definition, name_en: 'Changed' }, metadata: { now } })
      .thenNothingHappened();
  }));

test('an update records the whole new definition; the same definition again changes nothing', (t) => {
  const changed = { ...definition, params: { ...definition.params, interval: '30m' } };
  t.deepEqual(decide({ type: 'UpdateSource', data: changed, metadata: { now } }, evolve(initialState(), registered)), [
    { type: 'SourceUpdated', data: { sourceId: 'ec-digital', definition: changed, updatedAt: at } },
  ]);
  specification(t, () =>
    given([registered])
      .when({ type: 'UpdateSource', data: { ...definition }, metadata: { now } })
      .thenNothingHappened(),
  );
});

test('commands for an unknown source are refused', (t) =>
  specification(t, () => {
    given([])
      .when({ type: 'DisableSource', data: { sourceId: 'nope', reason: 'x' }, metadata: { now } })
      .thenThrows(IllegalStateError);
    given([])
      .when({ ...recordFailure, data: { ...recordFailure.data, sourceId: 'nope' } })
      .thenThrows(IllegalStateError);
  }));

test('disabling and enabling are recorded once each', (t) =>
  specification(t, () => {
    given([registered])
      .when({ type: 'DisableSource', data: { sourceId: 'ec-digital', reason: 'moved' }, metadata: { now } })
      .then([{ type: 'SourceDisabled', data: { sourceId: 'ec-digital', reason: 'moved', disabledAt: at } }]);
    given([registered])
      .when({ type: 'EnableSource', data: { sourceId: 'ec-digital' }, metadata: { now } })
      .thenNothingHappened();
  }));

test('a failure counts in a row, remembers when the failing began, and backs off', (t) => {
  const state = [registered, failure(1, '2026-11-20T10:00:00.000Z')].reduce(evolve, initialState());
  const [event] = decide(recordFailure, state);
  t.like(event, {
    type: 'SourceFetchFailed',
    data: { consecutiveFailures: 2, failingSince: '2026-11-20T10:00:00.000Z', nextFetchAt: '2026-11-22T12:00:00.000Z' },
  });
});

test('a success resets the failures and keeps the validators for the next conditional request', (t) => {
  const state = [registered, failure(1), failure(2)].reduce(evolve, initialState());
  const [event] = decide(recordSuccess, state);
  t.like(event, { type: 'SourceFetchSucceeded', data: { nextFetchAt: '2026-11-22T11:00:00.000Z', etag: '"v1"', items } });
  const after = evolve(state, event!) as Extract<Source, { status: 'Registered' }>;
  t.like(after, { consecutiveFailures: 0, failingSince: null, lastSuccessAt: at, validators: { etag: '"v1"', lastModified: null } });
});

test('back-off doubles with each failure in a row, up to a day', (t) => {
  t.deepEqual(
    [1, 2, 3, 4, 5, 6, 10].map((n) => retryDelayMs(HOUR, n) / HOUR),
    [1, 2, 4, 8, 16, 24, 24],
  );
  t.is(retryDelayMs(7 * 24 * HOUR, 3), 7 * 24 * HOUR, 'never less often than the interval itself');
});

test('a source registered by an earlier version gets the defaults: no parameters, enabled', (t) => {
  const { params: _params, enabled: _enabled, ...old } = definition;
  const state = evolve(initialState(), { type: 'SourceRegistered', data: { ...old, registeredAt: at } });
  t.like(state, { status: 'Registered', definition: { params: {}, enabled: true } });
});

test('a definition is checked in full: strategy parameters, selectors, intervals', (t) => {
  const invalid = (changes: object) => t.throws(() => parseSourceDefinition({ ...definition, ...changes }))?.message ?? '';
  t.regex(invalid({ fetch_strategy: 'html_list' }), /html_list strategy needs the parameter "item"/);
  t.regex(invalid({ fetch_strategy: 'json_api', params: { items_path: 'data' } }), /"title_field"/);
  t.regex(invalid({ params: { interval: '1h30m' } }), /params\.interval/);
  t.regex(invalid({ params: { colour: 'red' } }), /colour/);
  t.regex(invalid({ params: { url: 'ftp://example.org/feed' } }), /params\.url/);
});
