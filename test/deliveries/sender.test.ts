import test from 'ava';
import { createWebhookSender } from '../../src/delivery/webhookSender.js';
import { startReceiver } from '../support/receiver.js';

test('at delivery time a refused target gets no request: literal loopback, and a name that resolves there', async (t) => {
  const receiver = await startReceiver();
  t.teardown(receiver.close);
  const sender = createWebhookSender({ allowPrivateTargets: false }, 1_000);
  t.teardown(() => sender.close());
  const { port } = new URL(receiver.url);
  for (const url of [receiver.url, `http://localhost:${port}/hook`, `http://[::ffff:127.0.0.1]:${port}/hook`]) {
    const result = await sender.send(url, '{}', {});
    t.false(result.succeeded, url);
    t.is(result.statusCode, null);
    t.regex(result.error ?? '', /loopback|public addresses/, url);
  }
  t.is(receiver.received.length, 0);
});

test('with private targets allowed, the same sender reaches the local receiver and reads a bounded answer', async (t) => {
  const receiver = await startReceiver(() => ({ status: 200, headers: { 'content-type': 'text/plain' } }));
  t.teardown(receiver.close);
  const sender = createWebhookSender({ allowPrivateTargets: true }, 1_000);
  t.teardown(() => sender.close());
  const result = await sender.send(receiver.url, '{"ok":true}', { 'X-Test': '1' });
  t.like(result, { succeeded: true, statusCode: 200, error: null });
  t.is(receiver.received[0]?.headers['x-test'], '1');
  t.regex(String(receiver.received[0]?.headers['user-agent']), /^regfeed-webhooks\//);
});
