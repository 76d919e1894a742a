import { readFileSync } from 'node:fs';
import { projectPath } from '../runtime/paths.js';
import { ingestEvents, type IngestDependencies } from '../ingestion/ingest.js';

/** The dated AI Act milestones shipped with regfeed (`data/seed-events.json`), so a fresh feed is real. */
export async function seedEvents(deps: IngestDependencies): Promise<void> {
  const items: unknown[] = JSON.parse(readFileSync(projectPath('data', 'seed-events.json'), 'utf8'));
  const outcomes = await ingestEvents(deps, items);
  const rejected = outcomes.flatMap((outcome, index) => (outcome.errors ? [`item ${index}: ${outcome.errors.join('; ')}`] : []));
  if (rejected.length) throw new Error(`data/seed-events.json has invalid items:\n${rejected.join('\n')}`);
}
