import test from 'ava';
import { createHmac, randomBytes } from 'node:crypto';
import { Webhook } from 'standardwebhooks';
import { webhookPayload, webhookPayloadBody, type PayloadEvent } from '../../src/domain/webhookPayload.js';
import { signatureHeaders } from '../../src/domain/webhookSignature.js';

const secret = randomBytes(32).toString('hex');
const body = JSON.stringify({ id: 'evt_2026_1122_001', text: 'Grüße – “quotes”' });
const timestamp = new Date();

test('X-Service-Signature is the hex HMAC-SHA256 of the raw body keyed with the secret text', (t) => {
  const headers = signatureHeaders({ secrets: [secret], messageId: 'dlv_x', body, timestamp });
  const expected = createHmac('sha256', secret).update(Buffer.from(body, 'utf8')).digest('hex');
  t.is(headers['X-Service-Signature'], `sha256=${expected}`);
});

test('the Standard Webhooks headers verify with the standardwebhooks library', (t) => {
  const headers = signatureHeaders({ secrets: [secret], messageId: 'dlv_x', body, timestamp });
  const verifier = new Webhook(Buffer.from(secret, 'hex'), { format: 'raw' });
  t.deepEqual(verifier.verify(body, headers), JSON.parse(body));
  t.throws(() => verifier.verify(`${body} `, headers));
  t.throws(() => new Webhook(randomBytes(32), { format: 'raw' }).verify(body, headers));
});

const event: PayloadEvent = {
  id: 'evt_2026_0724_001',
  version: 2,
  eventType: 'meta',
  sourceId: 'eurlex-oj-l',
  topics: ['high-risk'],
  severity: 'critical',
  titleEn: 'Digital Omnibus published',
  titleDe: 'Digital-Omnibus veröffentlicht',
  summaryEn: 'English summary',
  summaryDe: null,
  diffSummaryEn: 'Severity raised from high to critical.',
  classification: { method: 'rules', reviewedAt: null },
  urlOfficial: 'https://eur-lex.europa.eu/eli/reg/2026/1744/oj',
  aiActArticles: ['Art. 113'],
  publishedAt: Date.UTC(2026, 6, 24),
  ingestedAt: Date.UTC(2026, 6, 24, 8),
};
const delivery = { id: 'dlv_x', attempt: 3, subscription_id: 'sub_y' };

test('the payload carries the spec fields, ISO times, version and the diff', (t) => {
  const payload = webhookPayload(event, delivery, 'both');
  t.like(payload, {
    id: event.id,
    version: 2,
    type: 'meta',
    source: 'eurlex-oj-l',
    severity: 'critical',
    diff_to_previous: 'Severity raised from high to critical.',
    published_at: '2026-07-24T00:00:00.000Z',
    ingested_at: '2026-07-24T08:00:00.000Z',
    delivery,
  });
  t.deepEqual(payload.classification, { method: 'rules' });
  t.regex(payload.disclaimer, /not legal advice/);
});

test("an editor's labels say so, with the time of the correction", (t) => {
  const payload = webhookPayload({ ...event, classification: { method: 'editor', reviewedAt: Date.UTC(2026, 7, 1, 9) } }, delivery, 'en');
  t.deepEqual(payload.classification, { method: 'editor', reviewed_at: '2026-08-01T09:00:00.000Z' });
});

test('language selects the text fields', (t) => {
  const pick = (language: 'en' | 'de' | 'both') => {
    const p = webhookPayload(event, delivery, language) as Record<string, unknown>;
    return Object.fromEntries(['title_en', 'title_de', 'summary_en', 'summary_de'].filter((k) => k in p).map((k) => [k, p[k]]));
  };
  t.deepEqual(pick('en'), { title_en: 'Digital Omnibus published', summary_en: 'English summary' });
  t.deepEqual(pick('de'), { title_de: 'Digital-Omnibus veröffentlicht', summary_de: 'English summary' });
  t.deepEqual(pick('both'), {
    title_en: 'Digital Omnibus published',
    title_de: 'Digital-Omnibus veröffentlicht',
    summary_en: 'English summary',
  });
});

test('a first version has no diff_to_previous', (t) => {
  t.false('diff_to_previous' in webhookPayload({ ...event, version: 1, diffSummaryEn: null }, delivery, 'en'));
});

test("a body is the payload's JSON, the event's part reused across deliveries and languages kept apart", (t) => {
  // A text that reads like the delivery's key, quotes and all, is escaped in the JSON and left alone.
  const tricky = { ...event, summaryEn: 'See "delivery":0 and {"delivery":"x"}', titleDe: null };
  for (const language of ['en', 'de', 'both', 'en'] as const) {
    for (const [i, each] of [delivery, { id: 'dlv_z', attempt: 1, subscription_id: 'sub_"q"' }].entries()) {
      const body = webhookPayloadBody(tricky, each, language);
      t.is(body, JSON.stringify(webhookPayload(tricky, each, language)), `${language} ${i}`);
      t.deepEqual(JSON.parse(body).delivery, each);
    }
  }
});

test('during an overlap both secrets sign: one v1 entry each, newest first, and X-Service-Signature-Previous', (t) => {
  const previous = 'b'.repeat(64);
  const headers = signatureHeaders({ secrets: [secret, previous], messageId: 'dlv_x', body, timestamp });
  t.deepEqual(new Webhook(Buffer.from(previous, 'hex'), { format: 'raw' }).verify(body, headers), JSON.parse(body));
  t.deepEqual(new Webhook(Buffer.from(secret, 'hex'), { format: 'raw' }).verify(body, headers), JSON.parse(body));
  t.is(headers['webhook-signature']!.split(' ').length, 2);
  t.is(headers['X-Service-Signature-Previous'], `sha256=${createHmac('sha256', previous).update(body).digest('hex')}`);
  t.is(signatureHeaders({ secrets: [secret], messageId: 'dlv_x', body, timestamp })['X-Service-Signature-Previous'], undefined);
});
