import type pg from 'pg';
import type { Logger } from 'pino';
import type { DatabaseAvailability } from './databaseAvailability.js';

/**
 * A LISTEN connection that outlives the database restarting: when its connection fails it is
 * released and, once the database answers again, listened anew. `onNotification` is also called
 * after each reconnection, since notifications sent meanwhile were lost.
 */
export async function listenFor(
  pool: pg.Pool,
  channel: string,
  onNotification: () => void,
  { availability, log }: { availability: DatabaseAvailability; log: Logger },
): Promise<{ stop: () => Promise<void> }> {
  let stopping = false;
  let current: pg.PoolClient | undefined;

  const connect = async (): Promise<void> => {
    const client = await pool.connect();
    const lost = (error: Error) => {
      if (current !== client) return;
      current = undefined;
      client.release(error);
      availability.noteError(error);
      void reconnect();
    };
    client.on('error', lost);
    client.on('notification', onNotification);
    try {
      await client.query(`LISTEN ${channel}`);
    } catch (error) {
      client.removeListener('error', lost);
      client.release(error as Error);
      throw error;
    }
    current = client;
  };

  const reconnect = async () => {
    while (!stopping && !current) {
      await availability.whenAvailable(5_000);
      if (stopping) return;
      try {
        await connect();
        log.info({ channel }, 'listening again');
        onNotification();
      } catch (error) {
        if (!availability.noteError(error)) log.warn({ err: error, channel }, 'LISTEN failed; trying again');
        await new Promise((resolve) => setTimeout(resolve, 1_000));
      }
    }
  };

  await connect();
  return {
    stop: async () => {
      stopping = true;
      const client = current;
      current = undefined;
      if (!client) return;
      await client.query(`UNLISTEN ${channel}`).catch(() => {});
      client.release();
    },
  };
}
