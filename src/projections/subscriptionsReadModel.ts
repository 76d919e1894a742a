import type { DeliveryAttemptSucceeded } from '../domain/delivery.js';
import { SUBSCRIPTION_EVENT_TYPES, type SubscriptionEvent } from '../domain/subscription.js';
import type { SubscriptionView } from '../presenters/subscriptionPresenter.js';
import { execute } from '../runtime/sql.js';
import { readModel, unixMs, type ProjectedEvent, type Queryable } from './readModel.js';

/** Deliveries succeed out of order: each subscription keeps its latest success. */
const recordSuccesses = (events: ProjectedEvent<DeliveryAttemptSucceeded>[], db: Queryable) =>
  execute(
    db,
    {
      name: 'subscriptions-last-delivery',
      text: `UPDATE subscriptions s SET last_delivery_at = greatest(s.last_delivery_at, x.at)
     FROM (SELECT id, max(at) AS at FROM unnest($1::text[], $2::timestamptz[]) AS x(id, at) GROUP BY id) x
     WHERE s.id = x.id`,
    },
    [events.map((event) => event.data.subscriptionId), events.map((event) => event.data.attemptedAt)],
  );

/** Keeps `subscriptions`, which the API lists, the tier limit counts and deliveries will match on. */
export const subscriptionsReadModel = readModel<SubscriptionEvent | DeliveryAttemptSucceeded>({
  canHandle: [...SUBSCRIPTION_EVENT_TYPES, 'DeliveryAttemptSucceeded'],
  tables: ['subscriptions'],
  // A worker's batch of successful deliveries moves their subscriptions in one statement.
  runs: {
    runOf: (event) =>
      event.type === 'DeliveryAttemptSucceeded' ? { kind: 'success', key: String(event.metadata.globalPosition) } : undefined,
    applyRun: (run, db) => recordSuccesses(run as ProjectedEvent<DeliveryAttemptSucceeded>[], db),
  },
  apply: async (event, db) => {
    const { type, data, metadata } = event;
    switch (type) {
      case 'SubscriptionCreated':
        return db.query(
          `INSERT INTO subscriptions (id, customer_id, webhook_url, topics, source_filter, severity_min, language, enabled,
                                      created_at, last_global_position, article_filter, format)
           VALUES ($1, $2, $3, $4, $5, $6, $7, true, $8, $9, $10, $11)
           ON CONFLICT (id) DO NOTHING`,
          [
            data.subscriptionId,
            data.customerId,
            data.webhookUrl,
            data.topics,
            data.sourceFilter,
            data.severityMin,
            data.language,
            data.createdAt,
            metadata.globalPosition,
            data.articleFilter ?? null,
            data.format ?? 'json',
          ],
        );
      case 'SubscriptionDisabled':
        return db.query(
          `UPDATE subscriptions SET enabled = false, disabled_at = $3, last_global_position = $2
           WHERE id = $1 AND last_global_position < $2`,
          [data.subscriptionId, metadata.globalPosition, data.disabledAt],
        );
      case 'DeliveryAttemptSucceeded':
        return recordSuccesses([event as ProjectedEvent<DeliveryAttemptSucceeded>], db);
    }
  },
});

// ---------------------------------------------------------------- Queries

const VIEW_COLUMNS = `id, webhook_url, topics, source_filter, severity_min, language, article_filter, format, enabled,
  ${unixMs('created_at')} AS created_at, ${unixMs('last_delivery_at')} AS last_delivery_at`;

/** The customer's subscription, enabled or not; another customer's is not found. */
export async function findSubscription(db: Queryable, customerId: string, id: string): Promise<SubscriptionView | undefined> {
  const { rows } = await db.query(`SELECT ${VIEW_COLUMNS} FROM subscriptions WHERE id = $1 AND customer_id = $2`, [id, customerId]);
  return rows[0];
}

export async function listEnabledSubscriptions(db: Queryable, customerId: string): Promise<SubscriptionView[]> {
  const { rows } = await db.query(`SELECT ${VIEW_COLUMNS} FROM subscriptions WHERE customer_id = $1 AND enabled ORDER BY created_at, id`, [
    customerId,
  ]);
  return rows;
}

/** The customer's subscription limit and how much of it its enabled subscriptions use. */
export async function subscriptionAllowance(db: Queryable, customerId: string): Promise<{ limit: number; enabled: number } | undefined> {
  const { rows } = await db.query(
    `SELECT max_subscriptions AS limit,
            (SELECT count(*)::int FROM subscriptions WHERE customer_id = $1 AND enabled) AS enabled
     FROM customers WHERE id = $1`,
    [customerId],
  );
  return rows[0];
}

/** An enabled subscription an event version matches, with what its delivery needs to know. */
export type MatchingSubscription = { id: string; customer_id: string; deliveries_per_month: number };

/**
 * Enabled subscriptions, created by the time the event version was recorded, whose filters it
 * passes: a topic in common, its source in the filter (or no filter), a severity at least the minimum,
 * and, with an article filter, a reference the filter covers.
 */
export async function matchingSubscriptions(
  db: Queryable,
  event: { topics: string[]; sourceId: string; severityRank: number; recordedAt: number; aiActArticles: string[] },
): Promise<MatchingSubscription[]> {
  const { rows } = await db.query(
    `SELECT s.id, s.customer_id, c.deliveries_per_month
     FROM subscriptions s JOIN customers c ON c.id = s.customer_id
     WHERE s.enabled AND s.topics && $1::text[]
       AND (s.source_filter IS NULL OR $2 = ANY (s.source_filter))
       AND array_position(ARRAY['info', 'low', 'medium', 'high', 'critical'], s.severity_min) - 1 <= $3
       AND s.created_at <= to_timestamp($4 / 1000.0)
       AND (s.article_filter IS NULL OR s.article_filter && regfeed_article_scopes($5::text[]))
     ORDER BY s.id`,
    [event.topics, event.sourceId, event.severityRank, event.recordedAt, event.aiActArticles],
  );
  return rows;
}
