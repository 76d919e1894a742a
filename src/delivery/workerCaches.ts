import { LRUCache } from 'lru-cache';
import type pg from 'pg';
import { loadWebhookSecrets, type SecretsKey } from '../application/subscriptionSecrets.js';
import type { PayloadEvent } from '../domain/webhookPayload.js';
import type { EventStore } from '../eventStore/eventStore.js';
import { eventAtVersion } from './eventVersion.js';

/**
 * What a worker keeps between attempts: event versions never change, nor does a subscription's
 * secret (a new secret means a new subscription), so both are read once per worker, not per attempt.
 * Concurrent attempts of one event version share one read.
 */
export const deliveryCaches = () => ({
  events: new LRUCache<string, PayloadEvent, EventStore>({
    max: 1_000,
    fetchMethod: (key, _stale, { context }) => {
      const [eventId, version] = key.split(':');
      return eventAtVersion(context, eventId!, Number(version));
    },
  }),
  secrets: new LRUCache<string, string>({ max: 10_000, ttl: 15 * 60_000 }),
});

export type DeliveryCaches = ReturnType<typeof deliveryCaches>;

/** Subscriptions' secrets from the worker's cache, those it lacks read in one query. */
export async function secretsOf(
  deps: { caches: DeliveryCaches; pool: pg.Pool; secretsKey: SecretsKey },
  subscriptionIds: string[],
): Promise<Map<string, string>> {
  const found = new Map<string, string>();
  const missing: string[] = [];
  for (const id of subscriptionIds) {
    const hit = deps.caches.secrets.get(id);
    if (hit === undefined) missing.push(id);
    else found.set(id, hit);
  }
  if (!missing.length) return found;
  for (const [id, secret] of await loadWebhookSecrets(deps.pool, deps.secretsKey, missing)) {
    found.set(id, secret);
    deps.caches.secrets.set(id, secret);
  }
  return found;
}
