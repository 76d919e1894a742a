import type { PayloadDelivery, PayloadEvent } from './webhookPayload.js';
import { DISCLAIMER, type Language } from './vocabulary.js';

// A delivery as a Slack incoming-webhook message in Block Kit, within Slack's documented limits
// (https://api.slack.com/reference/block-kit/blocks): at most 50 blocks, header text 150 characters,
// section text 3,000, each field 2,000, at most 10 fields and 10 context elements.

export const SLACK_LIMITS = {
  blocks: 50,
  headerText: 150,
  sectionText: 3_000,
  fieldText: 2_000,
  fields: 10,
  contextElements: 10,
  fallbackText: 4_000,
} as const;

/** Slack's mrkdwn control characters, escaped as Slack asks: `&`, `<` and `>`. */
export const escapeMrkdwn = (text: string): string => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** Cuts text to `max` characters with an ellipsis, never inside an escape such as `&amp;`. */
export function clip(text: string, max: number): string {
  if (text.length <= max) return text;
  return `${text.slice(0, max - 1).replace(/&[a-z]*$/, '')}…`;
}

const mrkdwn = (text: string, max: number = SLACK_LIMITS.sectionText) => ({ type: 'mrkdwn' as const, text: clip(text, max) });

/** A link target Slack cannot misread: its control characters and the `|` that ends a link's URL escaped. */
const linkTarget = (url: string) => escapeMrkdwn(url).replace(/\|/g, '%7C');

/** The message for one event version; `language` picks the title and summary, as for JSON payloads. */
export function slackMessage(event: PayloadEvent, delivery: PayloadDelivery, language: Language) {
  const german = language === 'de';
  const title = german ? (event.titleDe ?? event.titleEn) : event.titleEn;
  const summary = german ? (event.summaryDe ?? event.summaryEn) : event.summaryEn;
  const fields = [
    mrkdwn(`*Severity*\n${escapeMrkdwn(event.severity)}`, SLACK_LIMITS.fieldText),
    mrkdwn(`*Topics*\n${escapeMrkdwn(event.topics.join(', '))}`, SLACK_LIMITS.fieldText),
    mrkdwn(`*Source*\n${escapeMrkdwn(event.sourceId)}`, SLACK_LIMITS.fieldText),
    ...(event.aiActArticles.length ? [mrkdwn(`*AI Act*\n${escapeMrkdwn(event.aiActArticles.join(', '))}`, SLACK_LIMITS.fieldText)] : []),
  ];
  const blocks = [
    { type: 'header', text: { type: 'plain_text', text: clip(title, SLACK_LIMITS.headerText), emoji: false } },
    { type: 'section', fields },
    { type: 'section', text: mrkdwn(escapeMrkdwn(summary)) },
    ...(event.diffSummaryEn !== null
      ? [{ type: 'section', text: mrkdwn(`*Changed in version ${event.version}:* ${escapeMrkdwn(event.diffSummaryEn)}`) }]
      : []),
    { type: 'section', text: mrkdwn(`<${linkTarget(event.urlOfficial)}|Read the official document>`) },
    {
      type: 'context',
      elements: [
        mrkdwn(escapeMrkdwn(DISCLAIMER)),
        mrkdwn(
          `${escapeMrkdwn(event.id)} · version ${event.version} · published ${new Date(event.publishedAt).toISOString().slice(0, 10)} · delivery ${escapeMrkdwn(delivery.id)}`,
        ),
      ],
    },
  ];
  // The notification and screen-reader text.
  const text = clip(`[${event.severity}] ${escapeMrkdwn(title)}`, SLACK_LIMITS.fallbackText);
  return { text, blocks };
}
