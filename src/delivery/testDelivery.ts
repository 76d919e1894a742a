import type pg from 'pg';
import { liveSecrets, loadWebhookSecret, type SecretsKey } from '../application/subscriptionSecrets.js';
import { newId } from '../domain/ids.js';
import type { DeliveryFormat, Language } from '../domain/vocabulary.js';
import { testPayloadEvent } from '../domain/webhookPayload.js';
import type { TargetPolicy } from '../domain/webhookTarget.js';
import { postWebhook } from './webhookPost.js';
import type { WebhookSender } from './webhookSender.js';

/**
 * `POST /v1/subscriptions/{id}/test`: one synchronous, signed attempt with a synthetic event; not
 * recorded, not retried, not counted in quotas.
 */
export async function testDelivery(
  deps: { sender: WebhookSender; policy: TargetPolicy; pool: pg.Pool; secretsKey: SecretsKey },
  subscription: { id: string; webhook_url: string; language: Language; format: DeliveryFormat },
) {
  const secrets = await loadWebhookSecret(deps.pool, deps.secretsKey, subscription.id);
  if (!secrets) throw new Error(`${subscription.id} has no secret`);
  const id = newId('dlv');
  const result = await postWebhook(
    deps,
    { url: subscription.webhook_url, secrets: liveSecrets(secrets), language: subscription.language, format: subscription.format },
    testPayloadEvent(new Date()),
    {
      id,
      attempt: 1,
      subscription_id: subscription.id,
    },
  );
  return {
    id,
    status: result.succeeded ? ('delivered' as const) : ('failed' as const),
    response_status: result.statusCode,
    duration_ms: result.durationMs,
    error: result.error,
  };
}
