import { randomBytes } from 'node:crypto';
import type { EventInput } from '../../src/ingestion/eventInput.js';

/** A valid event input with a unique official URL; override what the test is about. */
export const eventInput = (overrides: Partial<EventInput> = {}): EventInput => ({
  source_id: 'ec-digital',
  event_type: 'guidance',
  topics: ['gpai'],
  severity: 'medium',
  title_en: 'Guidelines on general-purpose AI models',
  summary_en: 'The Commission publishes guidelines for providers of general-purpose AI models.',
  url_official: `https://digital-strategy.ec.europa.eu/en/library/test-${randomBytes(6).toString('hex')}`,
  ai_act_articles: ['Art. 53'],
  published_at: Date.UTC(2026, 2, 14, 9, 30),
  ...overrides,
});
