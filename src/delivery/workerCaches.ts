import { LRUCache } from 'lru-cache';
import type pg from 'pg';
import { loadWebhookSecrets, type SecretsKey, type SigningSecrets } from '../application/subscriptionSecrets.js';
import type { PayloadEvent } from '../domain/webhookPayload.js';
import { checkWebhookUrl, type TargetPolicy, type Verdict } from '../domain/webhookTarget.js';
import type { EventStore } from '../eventStore/eventStore.js';
import type { MatchingSubscription } from '../projections/subscriptionsReadModel.js';
import { eventAtVersion } from './eventVersion.js';

/**
 * What a worker keeps between attempts: event versions never change, and a subscription's secrets
 * change only with a rotation, which bumps their generation (the cache key), so both are read once
 * per worker, not per attempt.
 * Concurrent attempts of one event version share one read.
 */
export const deliveryCaches = () => ({
  events: new LRUCache<string, PayloadEvent & { recordedAt: number }, EventStore>({
    max: 1_000,
    fetchMethod: (key, _stale, { context }) => {
      const [eventId, version] = key.split(':');
      return eventAtVersion(context, eventId!, Number(version));
    },
  }),
  secrets: new LRUCache<string, SigningSecrets>({ max: 10_000, ttl: 15 * 60_000 }),
  /**
   * A fan-out's subscriptions in the order it starts them, kept while its parts run: a part of a
   * 100,000-subscription fan-out read and ordered them all again. A subscription disabled meanwhile
   * is still started, and its attempt cancels the delivery.
   */
  fanOutOrders: new LRUCache<string, MatchingSubscription[]>({ max: 4, ttl: 10 * 60_000 }),
});

export type DeliveryCaches = ReturnType<typeof deliveryCaches>;

/** An event as it read at one version, through the worker's cache: a fan-out's read serves its attempts. */
export const eventVersionOf = (deps: { caches: DeliveryCaches; eventStore: EventStore }, eventId: string, version: number) =>
  deps.caches.events.fetch(`${eventId}:${version}`, { context: deps.eventStore });

const cacheKey = (subscriptionId: string, generation: number) => `${subscriptionId}:${generation}`;

/** Subscriptions' secrets (at the generation their attempts read) from the worker's cache, those it lacks read in one query. */
export async function secretsOf(
  deps: { caches: DeliveryCaches; pool: pg.Pool; secretsKey: SecretsKey },
  subscriptions: Map<string, number>,
): Promise<Map<string, SigningSecrets>> {
  const found = new Map<string, SigningSecrets>();
  const missing: string[] = [];
  for (const [id, generation] of subscriptions) {
    const hit = deps.caches.secrets.get(cacheKey(id, generation));
    if (hit === undefined) missing.push(id);
    else found.set(id, hit);
  }
  if (!missing.length) return found;
  for (const [id, secrets] of await loadWebhookSecrets(deps.pool, deps.secretsKey, missing)) {
    found.set(id, secrets);
    deps.caches.secrets.set(cacheKey(id, secrets.generation), secrets);
  }
  return found;
}

/** A webhook URL as checked: its normalized form and host, or why it is refused. */
export type CheckedTarget = Verdict<{ href: string; host: string }>;
const checkedTargets = new WeakMap<TargetPolicy, LRUCache<string, CheckedTarget>>();

/**
 * `checkWebhookUrl` once per URL and policy in a process: the checks need no network and depend on
 * nothing else, while parsing the URL and its address took about 40 µs of an attempt's CPU. The
 * connection's addresses are still vetted by the sender at each connection.
 */
export function checkedTarget(url: string, policy: TargetPolicy): CheckedTarget {
  let verdicts = checkedTargets.get(policy);
  if (!verdicts) checkedTargets.set(policy, (verdicts = new LRUCache({ max: 10_000 })));
  let verdict = verdicts.get(url);
  if (!verdict) {
    const checked = checkWebhookUrl(url, policy);
    verdict = checked.ok ? { ok: true, value: { href: checked.value.href, host: checked.value.host } } : checked;
    verdicts.set(url, verdict);
  }
  return verdict;
}
