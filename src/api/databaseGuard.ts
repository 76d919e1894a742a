import type { Middleware } from 'koa';
import type { DatabaseAvailability } from '../runtime/databaseAvailability.js';
import { databaseUnavailable } from './errors.js';

/**
 * While the database is known to be away, every request is refused at once with 503 and
 * Retry-After, instead of waiting on a connection that cannot come.
 */
export const refuseWhileDatabaseAway =
  (availability: Pick<DatabaseAvailability, 'available'>): Middleware =>
  async (_ctx, next) => {
    if (!availability.available) throw databaseUnavailable();
    await next();
  };
