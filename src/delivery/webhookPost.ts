import { slackMessage } from '../domain/slackMessage.js';
import type { DeliveryFormat, Language } from '../domain/vocabulary.js';
import { webhookPayloadBody, type PayloadDelivery, type PayloadEvent } from '../domain/webhookPayload.js';
import { signatureHeaders } from '../domain/webhookSignature.js';
import type { TargetPolicy } from '../domain/webhookTarget.js';
import type { SendResult, WebhookSender } from './webhookSender.js';
import { checkedTarget } from './workerCaches.js';

/** Signs and posts one payload; nothing is recorded here. */
export async function postWebhook(
  deps: { sender: WebhookSender; policy: TargetPolicy },
  target: { url: string; secrets: string[]; language: Language; format: DeliveryFormat },
  event: PayloadEvent,
  delivery: PayloadDelivery,
): Promise<SendResult> {
  const checked = checkedTarget(target.url, deps.policy);
  if (!checked.ok)
    return { succeeded: false, statusCode: null, error: `refused target: ${checked.reason}`, durationMs: 0, retryAfterMs: null };
  const body =
    target.format === 'slack'
      ? JSON.stringify(slackMessage(event, delivery, target.language))
      : webhookPayloadBody(event, delivery, target.language);
  const headers = {
    ...signatureHeaders({ secrets: target.secrets, messageId: delivery.id, body, timestamp: new Date() }),
    'X-Service-Delivery': delivery.id,
    'X-Service-Event': event.id,
    'X-Service-Attempt': String(delivery.attempt),
  };
  return deps.sender.send(checked.value.href, body, headers);
}
