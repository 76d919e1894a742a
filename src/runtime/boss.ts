import PgBoss from 'pg-boss';
import type pg from 'pg';
import type { Logger } from 'pino';
import type { DatabaseAvailability } from './databaseAvailability.js';

export const BOSS_SCHEMA = 'pgboss';

/**
 * pg-boss on the service's own pool, in its own schema. Only worker processes run its maintenance
 * and cron; API processes use it to send jobs.
 */
export async function startBoss(
  pool: pg.Pool,
  log: Logger,
  {
    worker,
    maintenanceIntervalMs = 60_000,
    availability,
  }: { worker: boolean; maintenanceIntervalMs?: number; availability: Pick<DatabaseAvailability, 'noteError'> },
): Promise<PgBoss> {
  const boss = new PgBoss({
    db: { executeSql: (text, values) => pool.query(text, values) },
    schema: BOSS_SCHEMA,
    supervise: worker,
    schedule: worker,
    maintenanceIntervalSeconds: Math.round(maintenanceIntervalMs / 1000),
  });
  // While the database is away every poll fails; the availability guard reports that once.
  boss.on('error', (error) => {
    if (!availability.noteError(error)) log.error({ err: error }, 'pg-boss');
  });
  await boss.start();
  return boss;
}
