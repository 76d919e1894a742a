import { createHmac } from 'node:crypto';

/**
 * The headers that sign one delivery attempt (decisions.md, "Deliveries"):
 * - `X-Service-Signature: sha256=<hex>`: HMAC-SHA256 of the exact body bytes, keyed with the secret's
 *   ASCII text as returned at creation;
 * - the Standard Webhooks trio, for replay protection: `v1,<base64>` HMAC-SHA256 over
 *   `<webhook-id>.<webhook-timestamp>.<body>`, keyed with the 32 bytes the secret's hex encodes.
 * During a rotation's overlap (secrets newest first) the previous secret signs too:
 * `X-Service-Signature-Previous`, and a second `v1,` entry in `webhook-signature`.
 */
export function signatureHeaders(input: { secrets: string[]; messageId: string; body: string; timestamp: Date }): Record<string, string> {
  const seconds = Math.floor(input.timestamp.getTime() / 1000);
  const hex = (secret: string) => `sha256=${createHmac('sha256', Buffer.from(secret, 'ascii')).update(input.body, 'utf8').digest('hex')}`;
  const standard = (secret: string) =>
    `v1,${createHmac('sha256', Buffer.from(secret, 'hex')).update(`${input.messageId}.${seconds}.${input.body}`, 'utf8').digest('base64')}`;
  const [newest, previous] = input.secrets;
  if (newest === undefined) throw new Error('a delivery is signed with at least one secret');
  return {
    'X-Service-Signature': hex(newest),
    ...(previous === undefined ? {} : { 'X-Service-Signature-Previous': hex(previous) }),
    'webhook-id': input.messageId,
    'webhook-timestamp': String(seconds),
    'webhook-signature': input.secrets.map(standard).join(' '),
  };
}
