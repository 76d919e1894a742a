import * as z from 'zod';

// The enumerations of the interface specification, in the spec's order.

export const SEVERITIES = ['info', 'low', 'medium', 'high', 'critical'] as const;
export const Severity = z.enum(SEVERITIES).meta({ id: 'Severity', description: 'Ordered info < low < medium < high < critical' });
export type Severity = z.infer<typeof Severity>;

export const severityRank = (severity: Severity): number => SEVERITIES.indexOf(severity);

export const EVENT_TYPES = ['guidance', 'standard', 'consultation', 'enforcement', 'national', 'court', 'meta'] as const;
export const EventType = z.enum(EVENT_TYPES).meta({ id: 'EventType' });
export type EventType = z.infer<typeof EventType>;

export const TOPICS = [
  'gpai',
  'high-risk',
  'prohibited',
  'transparency',
  'data-governance',
  'human-oversight',
  'robustness',
  'cybersecurity',
  'fundamental-rights',
  'standards',
  'enforcement',
  'sandbox',
  'national-de',
  'national-fr',
  'national-nl',
  'national-other',
  'meta',
] as const;
export const Topic = z.enum(TOPICS).meta({ id: 'Topic' });
export type Topic = z.infer<typeof Topic>;

/** The languages regfeed reads publications in: a source publishes in them, the classifier has cues in each. */
export const PUBLICATION_LANGUAGES = ['en', 'de', 'fr', 'nl', 'it', 'es'] as const;
export type PublicationLanguage = (typeof PUBLICATION_LANGUAGES)[number];

export const LANGUAGES = ['en', 'de', 'both'] as const;
export const Language = z.enum(LANGUAGES).meta({ id: 'Language' });
export type Language = z.infer<typeof Language>;

/** The body of a subscription's deliveries: the webhook payload, or a Slack incoming-webhook message. */
export const DELIVERY_FORMATS = ['json', 'slack'] as const;
export const DeliveryFormat = z.enum(DELIVERY_FORMATS).meta({ id: 'DeliveryFormat' });
export type DeliveryFormat = z.infer<typeof DeliveryFormat>;

export const DISCLAIMER = 'regfeed publishes information about the EU AI Act for information only; it is not legal advice.';
