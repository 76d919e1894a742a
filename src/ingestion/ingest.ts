import type pg from 'pg';
import { handleRegulatoryEventCommand, type RegulatoryEventContent } from '../domain/regulatoryEvent.js';
import type { Queryable } from '../projections/readModel.js';
import type { EventStore } from '../eventStore/eventStore.js';
import { EventInput, toContent } from './eventInput.js';

export type IngestStatus = 'created' | 'updated' | 'unchanged' | 'rejected';
export type IngestOutcome = { id: string | null; version: number | null; status: IngestStatus; errors?: string[] };

export type IngestDependencies = { eventStore: EventStore; pool: pg.Pool };

const eventDay = (publishedAt: number) => {
  const iso = new Date(publishedAt).toISOString();
  return `${iso.slice(0, 4)}_${iso.slice(5, 7)}${iso.slice(8, 10)}`;
};

/**
 * The event id of an identity, assigned on first sight as `evt_<yyyy>_<mmdd>_<seq>` from the UTC day
 * of publication. One transaction: the day's counter row and the identity's unique key serialize
 * racing ingesters, and a loser's counter bump rolls back, so no id is skipped or given twice.
 */
async function knownEventId(db: Queryable, content: RegulatoryEventContent): Promise<string | undefined> {
  const { rows } = await db.query(`SELECT event_id FROM event_identities WHERE source_id = $1 AND url_official = $2`, [
    content.sourceId,
    content.urlOfficial,
  ]);
  return rows[0]?.event_id;
}

async function eventIdFor(pool: pg.Pool, content: RegulatoryEventContent): Promise<string> {
  // Most items are known already (re-seeding, hourly re-fetches): no transaction, no counter lock.
  const known = await knownEventId(pool, content);
  if (known) return known;
  const client = await pool.connect();
  try {
    await client.query('BEGIN');
    const day = eventDay(content.publishedAt);
    const { rows } = await client.query(
      `INSERT INTO event_id_counters (day, last_seq) VALUES ($1, 1)
       ON CONFLICT (day) DO UPDATE SET last_seq = event_id_counters.last_seq + 1 RETURNING last_seq`,
      [day],
    );
    const candidate = `evt_${day}_${String(rows[0].last_seq).padStart(3, '0')}`;
    const inserted = await client.query(
      `INSERT INTO event_identities (source_id, url_official, event_id) VALUES ($1, $2, $3)
       ON CONFLICT (source_id, url_official) DO NOTHING`,
      [content.sourceId, content.urlOfficial, candidate],
    );
    if (inserted.rowCount === 1) {
      await client.query('COMMIT');
      return candidate;
    }
    await client.query('ROLLBACK');
    return (await knownEventId(client, content))!;
  } catch (error) {
    await client.query('ROLLBACK').catch(() => {});
    throw error;
  } finally {
    client.release();
  }
}

async function knownSource(pool: pg.Pool, sourceId: string): Promise<boolean> {
  const { rowCount } = await pool.query('SELECT 1 FROM sources WHERE id = $1', [sourceId]);
  return rowCount === 1;
}

const rejected = (errors: string[]): IngestOutcome => ({ id: null, version: null, status: 'rejected', errors });

/** The one path into the feed: validates an item and publishes it, revises it, or leaves it unchanged. */
export async function ingestEvent({ eventStore, pool }: IngestDependencies, item: unknown, now = new Date()): Promise<IngestOutcome> {
  const parsed = EventInput.safeParse(item);
  if (!parsed.success) {
    return rejected(parsed.error.issues.map((issue) => `${issue.path.join('.') || 'item'}: ${issue.message}`));
  }
  if (!(await knownSource(pool, parsed.data.source_id))) {
    return rejected([`source_id: unknown source "${parsed.data.source_id}" (see GET /v1/sources)`]);
  }
  const { content, diffSummaryEn } = toContent(parsed.data);
  const eventId = await eventIdFor(pool, content);
  const { newEvents, newState } = await handleRegulatoryEventCommand(eventStore, eventId, {
    type: 'IngestRegulatoryEvent',
    data: { eventId, content, diffSummaryEn },
    metadata: { now },
  });
  const version = newState.status === 'Published' ? newState.version : null;
  const status: IngestStatus = newEvents.length === 0 ? 'unchanged' : version === 1 ? 'created' : 'updated';
  return { id: eventId, version, status };
}

/** Ingests items one after the other; a rejected item does not stop the others. */
export async function ingestEvents(deps: IngestDependencies, items: unknown[], now = new Date()): Promise<IngestOutcome[]> {
  const outcomes: IngestOutcome[] = [];
  for (const item of items) outcomes.push(await ingestEvent(deps, item, now));
  return outcomes;
}
