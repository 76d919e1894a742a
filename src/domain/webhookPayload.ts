import type { RegulatoryEventContent } from './regulatoryEvent.js';
import { DISCLAIMER, type Language } from './vocabulary.js';

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
export function webhookPayload(event: PayloadEvent, delivery: PayloadDelivery, language: Language) {
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
