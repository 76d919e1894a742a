import type { Event } from '@event-driven-io/emmett';
import type { ProjectedEvent } from '../eventStore/eventStore.js';
import type { Queryable } from '../runtime/sql.js';

export type { ProjectedEvent } from '../eventStore/eventStore.js';
export type { Queryable } from '../runtime/sql.js';

/**
 * SQL for a timestamptz column as whole Unix milliseconds. A float8, not a bigint: the event store
 * makes pg parse int8 as BigInt process-wide, which JSON cannot serialize.
 */
export const unixMs = (column: string): string => `floor(extract(epoch FROM ${column}) * 1000)::float8`;

/** An SQL read model: the tables it owns and how one event changes them. `apply` must be idempotent. */
export type ReadModel<E extends Event = Event> = {
  canHandle: E['type'][];
  tables: string[];
  apply: (event: ProjectedEvent<E>, db: Queryable) => Promise<unknown>;
  /**
   * Fewer statements for many events (a fan-out appends a thousand starts at once): consecutive
   * events of one run kind, each about a different row, go to `applyRun` together, with the same
   * effect as `apply` on each in turn.
   */
  runs?: {
    runOf: (event: ProjectedEvent<E>) => { kind: string; key: string } | undefined;
    applyRun: (run: ProjectedEvent<E>[], db: Queryable) => Promise<unknown>;
  };
};

export const readModel = <E extends Event>(model: ReadModel<E>): ReadModel<E> => model;

/** Brings every read table up to date with a batch of events, in order: inline on append, and in a rebuild. */
export async function applyReadModels(models: ReadModel[], events: ProjectedEvent<Event>[], db: Queryable): Promise<void> {
  for (const model of models) await applyEvents(model, events, db);
}

/** Applies, in order, the events of a batch that the read model handles. */
export async function applyEvents(model: ReadModel, events: ProjectedEvent<Event>[], db: Queryable): Promise<void> {
  const handled = events.filter((event) => model.canHandle.includes(event.type));
  if (!handled.length) return;
  const { runs } = model;
  if (runs)
    await applyInRuns(
      handled,
      runs.runOf,
      (run) => runs.applyRun(run, db),
      (event) => model.apply(event, db),
    );
  else for (const event of handled) await model.apply(event, db);
}

async function applyInRuns<E>(
  events: E[],
  runOf: (event: E) => { kind: string; key: string } | undefined,
  applyRun: (run: E[]) => Promise<unknown>,
  applyOne: (event: E) => Promise<unknown>,
): Promise<void> {
  let run: E[] = [];
  let kind: string | undefined;
  const keys = new Set<string>();
  const flush = async () => {
    if (run.length) await applyRun(run);
    run = [];
    keys.clear();
  };
  for (const event of events) {
    const of = runOf(event);
    if (!of || of.kind !== kind || keys.has(of.key)) await flush();
    kind = of?.kind;
    if (!of) await applyOne(event);
    else {
      run.push(event);
      keys.add(of.key);
    }
  }
  await flush();
}
