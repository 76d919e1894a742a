import test from 'ava';
import { createHmac } from 'node:crypto';
import { clip, SLACK_LIMITS } from '../../src/domain/slackMessage.js';
import { ingestEvent } from '../../src/ingestion/ingest.js';
import type { EventInput } from '../../src/ingestion/eventInput.js';
import { eventInput } from '../support/events.js';
import { eventually, startReceiver, type Received } from '../support/receiver.js';
import { startTestService, type TestService } from '../support/service.js';

let service: TestService;
test.before(async () => {
  service = await startTestService({
    WEBHOOK_ALLOW_PRIVATE_TARGETS: 'true',
    DELIVERY_RETRY_SCHEDULE: '50ms,50ms,50ms,50ms,50ms',
    DELIVERY_TIMEOUT_MS: '500',
    JOB_MAINTENANCE_INTERVAL: '1s',
  });
});
test.after.always(() => service?.stop());

/** A customer listening to one source, so that the tests here never see each other's deliveries. */
async function subscriber(source: string) {
  const { apiKey } = await service.createCustomer('GPAI');
  const create = (webhook_url: string, extra: Record<string, unknown> = {}) =>
    service.request('/v1/subscriptions', {
      method: 'POST',
      apiKey,
      json: { webhook_url, topics: ['gpai'], source_filter: [source], ...extra },
    });
  const subscribe = async (webhook_url: string, extra: Record<string, unknown> = {}) => {
    const response = await create(webhook_url, extra);
    if (response.status !== 201) throw new Error(`subscribe: ${response.status} ${await response.text()}`);
    return (await response.json()).subscription as { id: string; webhook_secret: string; article_filter: string[] | null; format: string };
  };
  const ingest = async (overrides: Partial<EventInput> = {}) =>
    (await ingestEvent(service.backend, eventInput({ source_id: source, ...overrides }))).id!;
  return { apiKey, create, subscribe, ingest };
}

const forEvent = (received: Received[], eventId: string, pick: (body: Record<string, unknown>) => string = (body) => String(body.id)) =>
  received.filter((r) => pick(JSON.parse(r.body)) === eventId);

test('bad article_filter or format is 400 with the offending value, and creates nothing', async (t) => {
  const { apiKey, create } = await subscriber('edpb');
  const cases: [Record<string, unknown>, string, string][] = [
    [{ article_filter: ['Art. 50', 'Art. 200'] }, 'article_filter.1', 'Art. 200'],
    [{ article_filter: ['Annex III(2)(a)'] }, 'article_filter.0', 'Annex III(2)(a)'],
    [{ article_filter: [] }, 'article_filter', 'at least one'],
    [{ format: 'xml' }, 'format', 'slack'],
  ];
  for (const [extra, field, mention] of cases) {
    const response = await create('http://127.0.0.1:9/hook', extra);
    t.is(response.status, 400);
    const body = await response.json();
    t.is(body.error, 'invalid_input');
    t.true(JSON.stringify(body.details.fields[field]).includes(mention), JSON.stringify(body.details));
  }
  const list = await (await service.request('/v1/subscriptions', { apiKey })).json();
  t.deepEqual(list.subscriptions, []);
});

test('fan-out honours article_filter: a reference covers every finer provision under it', async (t) => {
  const receiver = await startReceiver();
  t.teardown(receiver.close);
  const { subscribe, ingest } = await subscriber('cnil');
  const subscription = await subscribe(receiver.url, { article_filter: ['Article 50', 'Annex III(4)'] });
  t.deepEqual(subscription.article_filter, ['Art. 50', 'Annex III(4)']);
  t.is(subscription.format, 'json');
  const covered = await ingest({ ai_act_articles: ['Art. 50(2)'] });
  const annex = await ingest({ ai_act_articles: ['Annex III(4)(a)'] });
  const other = await ingest({ ai_act_articles: ['Art. 51', 'Annex III(5)'] });
  const none = await ingest({ ai_act_articles: [] });
  await eventually(() => (forEvent(receiver.received, covered).length && forEvent(receiver.received, annex).length ? true : undefined));
  // The unmatched events were ingested before the matched ones finished: give their deliveries the time they would have had.
  await new Promise((resolve) => setTimeout(resolve, 500));
  t.is(forEvent(receiver.received, other).length, 0);
  t.is(forEvent(receiver.received, none).length, 0);
});

const eventIdOfSlack = (body: Record<string, unknown>): string =>
  /(evt_\d{4}_\d{4}_\d{3})/.exec(JSON.stringify((body.blocks as unknown[]).at(-1)))?.[1] ?? '';

test('format slack: a Block Kit message within Slack limits, escaped, signed, retried like JSON', async (t) => {
  let failFirst = true;
  const receiver = await startReceiver(() => {
    if (failFirst) {
      failFirst = false;
      return 500;
    }
    return 200;
  });
  t.teardown(receiver.close);
  const { subscribe, ingest } = await subscriber('nl-ap');
  const subscription = await subscribe(receiver.url, { format: 'slack' });
  t.is(subscription.format, 'slack');
  const title = `Rules <b>for</b> AI & you ${'long '.repeat(40)}`;
  const summary = `Providers & deployers <must> act. ${'x&y '.repeat(900)}`;
  const id = await ingest({
    title_en: title,
    summary_en: summary,
    topics: ['gpai', 'transparency'],
    severity: 'high',
    ai_act_articles: ['Art. 50(2)'],
  });

  const requests = await eventually(() =>
    forEvent(receiver.received, id, eventIdOfSlack).length >= 2 ? forEvent(receiver.received, id, eventIdOfSlack) : undefined,
  );
  t.is(requests[0]!.body, requests[1]!.body, 'the same message each attempt');
  t.deepEqual(
    requests.map((r) => r.headers['x-service-attempt']),
    ['1', '2'],
  );
  const request = requests[1]!;
  t.is(request.headers['content-type'], 'application/json');
  t.is(
    request.headers['x-service-signature'],
    `sha256=${createHmac('sha256', subscription.webhook_secret).update(request.body).digest('hex')}`,
  );
  t.truthy(request.headers['webhook-signature']);

  const message = JSON.parse(request.body);
  t.true(typeof message.text === 'string' && message.text.length <= 4_000);
  t.true(message.blocks.length <= SLACK_LIMITS.blocks);
  const [header, facts, body, link, context] = message.blocks;
  t.is(header.type, 'header');
  t.is(header.text.type, 'plain_text');
  t.true(header.text.text.length <= 150);
  t.true(header.text.text.startsWith('Rules <b>for</b> AI & you'));
  t.is(facts.type, 'section');
  t.true(facts.fields.length <= SLACK_LIMITS.fields);
  t.deepEqual(
    facts.fields.map((f: { text: string }) => f.text),
    ['*Severity*\nhigh', '*Topics*\ngpai, transparency', '*Source*\nnl-ap', '*AI Act*\nArt. 50(2)'],
  );
  t.is(body.text.type, 'mrkdwn');
  t.true(body.text.text.length <= SLACK_LIMITS.sectionText);
  t.true(body.text.text.startsWith('Providers &amp; deployers &lt;must&gt; act. x&amp;y'));
  t.true(body.text.text.endsWith('…'));
  // Escaped everywhere: no raw control character outside a link.
  for (const block of message.blocks.filter((b: { type: string }) => b !== header && b !== link)) {
    const texts = JSON.stringify(block).match(/"text":"[^"]*"/g) ?? [];
    for (const text of texts) t.notRegex(JSON.parse(`{${text}}`).text, /[<>]|&(?!amp;|lt;|gt;)/);
  }
  t.regex(link.text.text, /^<https:\/\/[^|<>]+\|Read the official document>$/);
  t.is(context.type, 'context');
  t.true(context.elements.length <= SLACK_LIMITS.contextElements);
  t.regex(context.elements[0].text, /not legal advice/);
  t.regex(message.text, /^\[high\] Rules &lt;b&gt;for&lt;\/b&gt; AI &amp; you/);
});

test('format slack: a receiver that keeps failing ends in the dead-letter queue; the test endpoint sends Slack too', async (t) => {
  const receiver = await startReceiver(() => 500);
  t.teardown(receiver.close);
  const { apiKey, subscribe, ingest } = await subscriber('nl-rdi');
  const subscription = await subscribe(receiver.url, { format: 'slack' });
  const id = await ingest();
  const gaveUp = await eventually(async () => {
    const { deliveries } = await (await service.request('/v1/deliveries?status=gave_up', { apiKey })).json();
    return deliveries.find((d: { event_id: string }) => d.event_id === id);
  });
  t.like(gaveUp, { status: 'gave_up', attempts: 6 });
  t.is(forEvent(receiver.received, id, eventIdOfSlack).length, 6);

  const tested = await (await service.request(`/v1/subscriptions/${subscription.id}/test`, { method: 'POST', apiKey })).json();
  t.is(tested.delivery.status, 'failed');
  const last = JSON.parse(receiver.received.at(-1)!.body);
  t.is(last.blocks[0].text.text, 'regfeed test delivery');
});

test('clip never cuts an escape in half', (t) => {
  t.is(clip('ab&amp;cd', 5), 'ab…');
  t.is(clip('abc', 5), 'abc');
});
