import type { Notice } from '../domain/operationalNotice.js';

export type OperationalMessageInput = {
  notice: Notice;
  subscriptionId: string;
  webhookUrl: string;
  customerId: string;
  baseUrl: string;
  supportEmail: string | undefined;
};

/** Plain text, as the welcome message: what happened, what it means for the receiver, what to do. */
export function renderOperationalMessage({
  notice,
  subscriptionId,
  webhookUrl,
  customerId,
  baseUrl,
  supportEmail,
}: OperationalMessageInput): {
  subject: string;
  text: string;
} {
  const host = URL.canParse(webhookUrl) ? new URL(webhookUrl).host : webhookUrl;
  const about = [`Subscription: ${subscriptionId}`, `Webhook URL:  ${webhookUrl}`, `Account:      ${customerId}`, ''];
  const footer = [
    '',
    `Stats:  GET ${baseUrl}/v1/subscriptions/${subscriptionId}/stats`,
    `Help:   ${supportEmail ?? 'reply to this message'}. These operational messages can be`,
    '        switched off for your account: ask us.',
  ];
  if (notice.kind === 'recovered')
    return {
      subject: `regfeed: deliveries to ${host} work again`,
      text: [
        `Deliveries to ${host} succeed again after failed attempts.`,
        '',
        ...about,
        'Deliveries that gave up while it failed are in the dead-letter queue',
        `(GET ${baseUrl}/v1/deliveries?status=gave_up&subscription_id=${subscriptionId}).`,
        'To have them sent again:',
        `  POST ${baseUrl}/v1/subscriptions/${subscriptionId}/recover  {"since": <Unix ms>}`,
        ...footer,
      ].join('\n'),
    };
  const deliveries = notice.count === 1 ? '1 delivery' : `${notice.count} deliveries`;
  return {
    subject: `regfeed: ${deliveries} to ${host} gave up`,
    text: [
      `${deliveries} to ${host} gave up after six attempts (about 5.5 hours)`,
      'and are now in the dead-letter queue. Your endpoint did not answer with',
      'a 2xx status within 10 seconds; the latest error is in the deliveries.',
      'We write at most once a day per subscription about this.',
      '',
      ...about,
      'Once your endpoint works again, have them sent again:',
      `  POST ${baseUrl}/v1/subscriptions/${subscriptionId}/recover  {"since": <Unix ms>}`,
      `The dead-letter queue: GET ${baseUrl}/v1/deliveries?status=gave_up&subscription_id=${subscriptionId}`,
      ...footer,
    ].join('\n'),
  };
}
