import type { CustomerEvent } from '../domain/customer.js';
import { CUSTOMER_EVENT_TYPES } from '../domain/customer.js';
import { limitsFor } from '../domain/tier.js';
import { readModel, type Queryable } from './readModel.js';

/** Keeps `customers` and `api_keys`, the tables that authentication and the CLI read. */
export const customersReadModel = readModel<CustomerEvent>({
  canHandle: CUSTOMER_EVENT_TYPES,
  tables: ['customers', 'api_keys'],
  apply: async ({ type, data, metadata }, db) => {
    const position = metadata.globalPosition;
    switch (type) {
      case 'CustomerOnboarded': {
        const limits = limitsFor(data.tier, data.customQuotas);
        return db.query(
          `INSERT INTO customers (id, email, tier, status, api_requests_per_day, deliveries_per_month, max_subscriptions,
                                  created_at, updated_at, last_global_position, provider_customer_id)
           VALUES ($1, $2, $3, 'active', $4, $5, $6, $7, $7, $8, $9)
           ON CONFLICT (id) DO NOTHING`,
          [
            data.customerId,
            data.email,
            data.tier,
            limits.apiRequestsPerDay,
            limits.deliveriesPerMonth,
            limits.activeSubscriptions,
            data.onboardedAt,
            position,
            data.billing?.providerCustomerId ?? null,
          ],
        );
      }
      case 'ApiKeyIssued':
        return db.query(
          `INSERT INTO api_keys (id, customer_id, digest, hint, created_at) VALUES ($1, $2, $3, $4, $5)
           ON CONFLICT (id) DO NOTHING`,
          [data.keyId, data.customerId, data.keyDigest, data.keyHint, data.issuedAt],
        );
      case 'ApiKeyRevoked':
        return db.query(`UPDATE api_keys SET revoked_at = $2 WHERE id = $1 AND revoked_at IS NULL`, [data.keyId, data.revokedAt]);
      case 'TierChanged': {
        const limits = limitsFor(data.to, data.customQuotas);
        return updateCustomer(db, data.customerId, position, data.changedAt, {
          tier: data.to,
          api_requests_per_day: limits.apiRequestsPerDay,
          deliveries_per_month: limits.deliveriesPerMonth,
          max_subscriptions: limits.activeSubscriptions,
        });
      }
      case 'CustomerSuspended':
        return updateCustomer(db, data.customerId, position, data.suspendedAt, { status: 'suspended' });
      case 'CustomerRestored':
        return updateCustomer(db, data.customerId, position, data.restoredAt, { status: 'active' });
      case 'CustomerCanceled':
        return updateCustomer(db, data.customerId, position, data.canceledAt, { status: 'canceled' });
      case 'OperationalMailChanged':
        return updateCustomer(db, data.customerId, position, data.changedAt, { operational_mail: data.enabled });
    }
  },
});

/** Applies a change once: the position guard makes a replayed event a no-op. */
function updateCustomer(db: Queryable, id: string, position: bigint, at: string, changes: Record<string, string | number | boolean>) {
  const columns = Object.keys(changes);
  const assignments = columns.map((column, i) => `${column} = $${i + 4}`).join(', ');
  return db.query(
    `UPDATE customers SET ${assignments}, updated_at = $3, last_global_position = $2
     WHERE id = $1 AND last_global_position < $2`,
    [id, position, at, ...Object.values(changes)],
  );
}

// ---------------------------------------------------------------- Queries

export type CustomerRow = {
  id: string;
  email: string;
  tier: string;
  status: 'active' | 'suspended' | 'canceled';
  provider_customer_id: string | null;
  api_requests_per_day: number;
  deliveries_per_month: number;
  max_subscriptions: number;
  operational_mail: boolean;
  created_at: Date;
  updated_at: Date;
};

export type KeyRow = { id: string; hint: string; created_at: Date; revoked_at: Date | null };

const CUSTOMER_COLUMNS = `id, email, tier, status, provider_customer_id, api_requests_per_day, deliveries_per_month, max_subscriptions, operational_mail, created_at, updated_at`;

export async function findCustomer(db: Queryable, id: string): Promise<CustomerRow | undefined> {
  const { rows } = await db.query(`SELECT ${CUSTOMER_COLUMNS} FROM customers WHERE id = $1`, [id]);
  return rows[0];
}

export async function listCustomers(db: Queryable): Promise<CustomerRow[]> {
  const { rows } = await db.query(`SELECT ${CUSTOMER_COLUMNS} FROM customers ORDER BY created_at, id`);
  return rows;
}

export async function listKeys(db: Queryable, customerId: string): Promise<KeyRow[]> {
  const { rows } = await db.query(`SELECT id, hint, created_at, revoked_at FROM api_keys WHERE customer_id = $1 ORDER BY created_at, id`, [
    customerId,
  ]);
  return rows;
}
