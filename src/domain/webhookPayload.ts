import * as z from 'zod';
import type { RegulatoryEventContent } from './regulatoryEvent.js';
import { DISCLAIMER, EventType, type Language, Severity, Topic } from './vocabulary.js';

const isoTime = z.string().meta({ format: 'date-time', description: 'ISO 8601 UTC, e.g. `2025-02-02T00:00:00.000Z`' });

/**
 * The body of a webhook delivery (format `json`): the single source of its type here and of the
 * OpenAPI document's `webhooks` entry. The spec's payload, plus `version` (decisions.md) and `classification` (additive).
 */
export const WebhookPayload = z
  .object({
    id: z
      .string()
      .meta({ description: 'The event id; with `version`, the key to deduplicate on end to end', example: 'evt_2025_0202_001' }),
    version: z.number().int().min(1).meta({ description: 'Grows by one when the official document changes' }),
    type: EventType,
    source: z.string().meta({ description: 'The source id (GET /v1/sources); `test` for test deliveries' }),
    topics: z.array(Topic),
    severity: Severity,
    title_en: z.string().optional().meta({ description: 'With language `en` or `both`' }),
    title_de: z
      .string()
      .optional()
      .meta({ description: 'With language `de` (English text when there is no German one) or `both` (when there is one)' }),
    summary_en: z.string().optional().meta({ description: 'With language `en` or `both`' }),
    summary_de: z.string().optional().meta({ description: 'As `title_de`' }),
    diff_to_previous: z.string().optional().meta({ description: 'What changed since the previous version; absent on version 1' }),
    url_official: z.string().meta({ format: 'uri' }),
    published_at: isoTime,
    ingested_at: isoTime,
    ai_act_articles: z.array(z.string()).meta({ example: ['Art. 50(2)', 'Annex III(4)(a)'] }),
    classification: z.object({
      method: z.enum(['rules', 'editor']).meta({ description: '`editor` when an editor corrected the labels' }),
      reviewed_at: isoTime.optional(),
    }),
    delivery: z.object({
      id: z
        .string()
        .meta({ description: 'The delivery id, also in `X-Service-Delivery` and `webhook-id`; the same on every attempt and replay' }),
      attempt: z.number().int().min(1).meta({ description: '1 to 6 in the first cycle; a replay keeps counting (7, 8, …)' }),
      subscription_id: z.string(),
    }),
    disclaimer: z.string(),
  })
  .meta({ id: 'WebhookPayload' });
export type WebhookPayload = z.infer<typeof WebhookPayload>;

/** What a delivery says about its event: the event's text as of one version. */
export type PayloadEvent = Omit<RegulatoryEventContent, 'languageVersions' | 'fingerprint'> & {
  id: string;
  version: number;
  diffSummaryEn: string | null;
  /** How the labels came about; reviewedAt (Unix ms) when an editor set them. */
  classification: { method: 'rules' | 'editor'; reviewedAt: number | null };
  ingestedAt: number;
};

export type PayloadDelivery = { id: string; attempt: number; subscription_id: string };

/**
 * The spec's webhook payload, plus `version` (decisions.md) and `classification` (additive). `language` picks the text fields: `en`
 * the English ones; `de` the German ones, falling back to the English text; `both` all four,
 * leaving out German ones the event does not have.
 */
export function webhookPayload(event: PayloadEvent, delivery: PayloadDelivery, language: Language): WebhookPayload {
  const text =
    language === 'en'
      ? { title_en: event.titleEn, summary_en: event.summaryEn }
      : language === 'de'
        ? { title_de: event.titleDe ?? event.titleEn, summary_de: event.summaryDe ?? event.summaryEn }
        : {
            title_en: event.titleEn,
            ...(event.titleDe !== null && { title_de: event.titleDe }),
            summary_en: event.summaryEn,
            ...(event.summaryDe !== null && { summary_de: event.summaryDe }),
          };
  return {
    id: event.id,
    version: event.version,
    type: event.eventType,
    source: event.sourceId,
    topics: event.topics,
    severity: event.severity,
    ...text,
    ...(event.diffSummaryEn !== null && { diff_to_previous: event.diffSummaryEn }),
    url_official: event.urlOfficial,
    published_at: new Date(event.publishedAt).toISOString(),
    ingested_at: new Date(event.ingestedAt).toISOString(),
    ai_act_articles: event.aiActArticles,
    classification: {
      method: event.classification.method,
      ...(event.classification.reviewedAt !== null && { reviewed_at: new Date(event.classification.reviewedAt).toISOString() }),
    },
    delivery,
    disclaimer: DISCLAIMER,
  };
}

/** Where the delivery goes in a body's template: quotes inside the event's texts are escaped, so only the key itself reads so. */
const DELIVERY_SLOT = '"delivery":0';
const bodyTemplates = new WeakMap<PayloadEvent, Map<Language, [before: string, after: string]>>();

/**
 * `JSON.stringify(webhookPayload(event, delivery, language))`, with the event's part serialized
 * once per event version and language: a fan-out's attempts differ only in `delivery` (4.2 µs
 * per attempt to build and serialize the whole payload, 0.5 µs this way). Same string, same signature.
 */
export function webhookPayloadBody(event: PayloadEvent, delivery: PayloadDelivery, language: Language): string {
  let templates = bodyTemplates.get(event);
  if (!templates) bodyTemplates.set(event, (templates = new Map()));
  let template = templates.get(language);
  if (!template) {
    const json = JSON.stringify({ ...webhookPayload(event, delivery, language), delivery: 0 });
    const at = json.indexOf(DELIVERY_SLOT);
    template = [json.slice(0, at + '"delivery":'.length), json.slice(at + DELIVERY_SLOT.length)];
    templates.set(language, template);
  }
  return template[0] + JSON.stringify(delivery) + template[1];
}

/** The synthetic event of `POST /v1/subscriptions/{id}/test`: source `test`, severity `info`. */
export const testPayloadEvent = (now: Date): PayloadEvent => ({
  id: `evt_test_${now.getTime()}`,
  version: 1,
  eventType: 'meta',
  sourceId: 'test',
  topics: ['meta'],
  severity: 'info',
  titleEn: 'regfeed test delivery',
  titleDe: 'regfeed-Testzustellung',
  summaryEn: 'A synthetic delivery sent on request to check that your endpoint receives and verifies regfeed webhooks.',
  summaryDe: 'Eine auf Anfrage gesendete Testzustellung, um Empfang und Signaturprüfung der regfeed-Webhooks zu prüfen.',
  diffSummaryEn: null,
  classification: { method: 'rules', reviewedAt: null },
  urlOfficial: 'https://eur-lex.europa.eu/eli/reg/2024/1689/oj',
  aiActArticles: [],
  publishedAt: now.getTime(),
  ingestedAt: now.getTime(),
});
