import type { Tier, TierLimits } from '../domain/tier.js';

export type WelcomeMessageInput = {
  apiKey: string;
  customerId: string;
  tier: Tier | string;
  limits: TierLimits;
  baseUrl: string;
  supportEmail: string | undefined;
};

/**
 * The welcome message: the key, where the API is, and the first steps. Lines stay within 76
 * ASCII characters where the base URL allows, so the message travels as plain 7-bit text and the
 * key can be copied from a raw `.eml` file as well.
 */
export function renderWelcomeMessage({ apiKey, customerId, tier, limits, baseUrl, supportEmail }: WelcomeMessageInput): {
  subject: string;
  text: string;
} {
  const lostKey = [
    `Lost the key? ${supportEmail ? `Write to ${supportEmail}` : 'Reply to this message'}:`,
    'the operator disables it and sends you a new one.',
  ];
  const text = [
    'Welcome to regfeed, the EU AI Act update feed.',
    '',
    `Account:  ${customerId}`,
    `Tier:     ${tier} (${limits.apiRequestsPerDay} API requests per day,`,
    `          ${limits.deliveriesPerMonth} webhook deliveries per month,`,
    `          ${limits.activeSubscriptions} active webhook subscriptions)`,
    `API:      ${baseUrl}`,
    '',
    'Your API key is below. It is shown only in this message: regfeed keeps',
    'a hash of it, not the key, and cannot show it again.',
    '',
    `  ${apiKey}`,
    '',
    'First steps',
    '===========',
    '',
    '1. Keep the key in an environment variable of your shell:',
    '',
    "     export REGFEED_API_KEY='<the key above>'",
    '',
    '2. Query the latest updates:',
    '',
    '     curl -H "Authorization: Bearer $REGFEED_API_KEY" \\',
    `       "${baseUrl}/v1/events?limit=5"`,
    '',
    "   Your tier, limits and today's usage: GET /v1/account.",
    '',
    '3. Have matching updates delivered to your webhook:',
    '',
    `     curl -X POST "${baseUrl}/v1/subscriptions" \\`,
    '       -H "Authorization: Bearer $REGFEED_API_KEY" \\',
    '       -H "Content-Type: application/json" \\',
    '       -d \'{"webhook_url": "https://example.org/regfeed",',
    '            "topics": ["gpai", "high-risk"]}\'',
    '',
    "   The answer holds the subscription's webhook_secret, shown only",
    '   once: store it.',
    '',
    '4. Verify every delivery before trusting it. Its header',
    '',
    '     X-Service-Signature: sha256=<hex>',
    '',
    '   carries the HMAC-SHA256 of the exact raw request body, keyed with',
    '   the webhook_secret, as lowercase hex. In Node.js:',
    '',
    "     const expected = 'sha256=' + crypto",
    "       .createHmac('sha256', webhookSecret)",
    "       .update(rawBody).digest('hex');",
    '     const valid = expected.length === header.length &&',
    '       crypto.timingSafeEqual(Buffer.from(expected), Buffer.from(header));',
    '',
    '   A delivery can arrive more than once: deduplicate on the event id',
    '   and version.',
    '',
    `The whole API: ${baseUrl}/v1/openapi.json`,
    '',
    ...lostKey,
    '',
    'regfeed is information only and not legal advice.',
    '',
  ].join('\n');
  return { subject: 'Your regfeed API key', text };
}
