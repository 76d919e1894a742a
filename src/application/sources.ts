import { readFileSync } from 'node:fs';
import * as z from 'zod';
import { handleSourceCommand, SourceDefinition } from '../domain/source.js';
import type { EventStore } from '../runtime/eventStore.js';
import { projectPath } from '../runtime/paths.js';

/** The registry of official sources shipped as data (`data/sources.json`). */
export const loadSourceRegistry = (): SourceDefinition[] =>
  z.array(SourceDefinition).parse(JSON.parse(readFileSync(projectPath('data', 'sources.json'), 'utf8')));

/** Registers every shipped source that is not registered yet; a second run appends nothing. */
export async function seedSources(eventStore: EventStore, now = new Date()): Promise<void> {
  for (const source of loadSourceRegistry()) {
    await handleSourceCommand(eventStore, source.id, { type: 'RegisterSource', data: source, metadata: { now } });
  }
}
