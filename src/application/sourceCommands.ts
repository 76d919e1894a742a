import { IllegalStateError, ValidationError } from '@event-driven-io/emmett';
import { readFileSync } from 'node:fs';
import * as z from 'zod';
import {
  evolve,
  handleSourceCommand,
  initialState,
  SourceDefinition,
  sourceStreamName,
  type SourceDefinitionInput,
} from '../domain/source.js';
import type { EventStore } from '../eventStore/eventStore.js';
import { systemClock, type Clock } from './clock.js';

const describeIssues = (error: z.ZodError) =>
  error.issues.map((issue) => `${issue.path.join('.') || 'source'}: ${issue.message}`).join('; ');

/** A source definition checked in full; a bad one is refused with every reason and changes nothing. */
export function parseSourceDefinition(input: unknown): SourceDefinition {
  const parsed = SourceDefinition.safeParse(input);
  if (!parsed.success) throw new ValidationError(`Invalid source: ${describeIssues(parsed.error)}`);
  return parsed.data;
}

/** The registry of official sources shipped as data (`data/sources.json`, or SOURCE_REGISTRY_FILE). */
export function loadSourceRegistry(file: string): SourceDefinition[] {
  const parsed = z.array(SourceDefinition).safeParse(JSON.parse(readFileSync(file, 'utf8')));
  if (!parsed.success) throw new Error(`${file} is not a valid source registry: ${describeIssues(parsed.error)}`);
  return parsed.data;
}

/**
 * Registers every source of the registry that is not registered yet; a second run appends nothing.
 * A registered source stays as the operator left it (`regfeed sources update`), whatever the file says now.
 */
export async function seedSources(eventStore: EventStore, registryFile: string, now = new Date()): Promise<void> {
  for (const source of loadSourceRegistry(registryFile)) {
    await handleSourceCommand(eventStore, source.id, { type: 'RegisterSource', data: source, metadata: { now } });
  }
}

async function currentDefinition(eventStore: EventStore, sourceId: string): Promise<SourceDefinition | null> {
  const { state } = await eventStore.aggregateStream(sourceStreamName(sourceId), { evolve, initialState });
  return state.status === 'Registered' ? state.definition : null;
}

async function requireDefinition(eventStore: EventStore, sourceId: string): Promise<SourceDefinition> {
  const definition = await currentDefinition(eventStore, sourceId);
  if (!definition) throw new IllegalStateError(`No source with id ${sourceId}`);
  return definition;
}

/** Adds a source to the registry; an id that exists already is refused. */
export async function addSource(
  eventStore: EventStore,
  input: SourceDefinitionInput,
  clock: Clock = systemClock,
): Promise<SourceDefinition> {
  const definition = parseSourceDefinition(input);
  if (await currentDefinition(eventStore, definition.id)) {
    throw new IllegalStateError(`A source with id ${definition.id} exists already; change it with "sources update"`);
  }
  await handleSourceCommand(eventStore, definition.id, { type: 'RegisterSource', data: definition, metadata: { now: clock() } });
  return definition;
}

/** What an update may change. A parameter given as null is removed. */
export type SourceChanges = Partial<Omit<SourceDefinitionInput, 'id' | 'params' | 'enabled'>> & { params?: Record<string, unknown> };

/** Changes a source's definition; the whole result is validated before anything is recorded. */
export async function updateSource(
  eventStore: EventStore,
  sourceId: string,
  { params: paramChanges = {}, ...changes }: SourceChanges,
  clock: Clock = systemClock,
): Promise<{ definition: SourceDefinition; changed: boolean }> {
  const current = await requireDefinition(eventStore, sourceId);
  const params = Object.fromEntries(
    Object.entries({ ...current.params, ...paramChanges }).filter(([, value]) => value !== null && value !== undefined),
  );
  const definition = parseSourceDefinition({ ...current, ...changes, params, id: sourceId });
  const { newEvents } = await handleSourceCommand(eventStore, sourceId, {
    type: 'UpdateSource',
    data: definition,
    metadata: { now: clock() },
  });
  return { definition, changed: newEvents.length > 0 };
}

/** Stops watching a source (its events stay in the feed); `enableSource` resumes it. */
export async function disableSource(
  eventStore: EventStore,
  sourceId: string,
  reason: string,
  clock: Clock = systemClock,
): Promise<{ changed: boolean }> {
  const { newEvents } = await handleSourceCommand(eventStore, sourceId, {
    type: 'DisableSource',
    data: { sourceId, reason },
    metadata: { now: clock() },
  });
  return { changed: newEvents.length > 0 };
}

export async function enableSource(eventStore: EventStore, sourceId: string, clock: Clock = systemClock): Promise<{ changed: boolean }> {
  const { newEvents } = await handleSourceCommand(eventStore, sourceId, {
    type: 'EnableSource',
    data: { sourceId },
    metadata: { now: clock() },
  });
  return { changed: newEvents.length > 0 };
}
