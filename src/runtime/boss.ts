import PgBoss from 'pg-boss';
import type pg from 'pg';
import type { Logger } from 'pino';

export const BOSS_SCHEMA = 'pgboss';

/**
 * pg-boss on the service's own pool, in its own schema. Only worker processes run its maintenance
 * and cron; API processes use it to send jobs.
 */
export async function startBoss(
  pool: pg.Pool,
  log: Logger,
  { worker, maintenanceIntervalMs = 60_000 }: { worker: boolean; maintenanceIntervalMs?: number },
): Promise<PgBoss> {
  const boss = new PgBoss({
    db: { executeSql: (text, values) => pool.query(text, values) },
    schema: BOSS_SCHEMA,
    supervise: worker,
    schedule: worker,
    maintenanceIntervalSeconds: Math.round(maintenanceIntervalMs / 1000),
  });
  boss.on('error', (error) => log.error({ err: error }, 'pg-boss'));
  await boss.start();
  return boss;
}
