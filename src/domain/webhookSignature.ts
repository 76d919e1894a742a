import { createHmac } from 'node:crypto';

/**
 * The headers that sign one delivery attempt (decisions.md, "Deliveries"):
 * - `X-Service-Signature: sha256=<hex>`: HMAC-SHA256 of the exact body bytes, keyed with the secret's
 *   ASCII text as returned at creation;
 * - the Standard Webhooks trio, for replay protection: `v1,<base64>` HMAC-SHA256 over
 *   `<webhook-id>.<webhook-timestamp>.<body>`, keyed with the 32 bytes the secret's hex encodes.
 */
export function signatureHeaders(input: { secret: string; messageId: string; body: string; timestamp: Date }): Record<string, string> {
  const seconds = Math.floor(input.timestamp.getTime() / 1000);
  const hex = createHmac('sha256', Buffer.from(input.secret, 'ascii')).update(input.body, 'utf8').digest('hex');
  const standard = createHmac('sha256', Buffer.from(input.secret, 'hex'))
    .update(`${input.messageId}.${seconds}.${input.body}`, 'utf8')
    .digest('base64');
  return {
    'X-Service-Signature': `sha256=${hex}`,
    'webhook-id': input.messageId,
    'webhook-timestamp': String(seconds),
    'webhook-signature': `v1,${standard}`,
  };
}
