import test from 'ava';
import { createHmac } from 'node:crypto';
import { Webhook } from 'standardwebhooks';
import { ingestEvent } from '../../src/ingestion/ingest.js';
import { eventInput } from '../support/events.js';
import { eventually, startReceiver, type Received } from '../support/receiver.js';
import { startTestService, type TestService } from '../support/service.js';

let service: TestService;
test.before(async () => {
  service = await startTestService({ WEBHOOK_ALLOW_PRIVATE_TARGETS: 'true', DELIVERY_RETRY_SCHEDULE: '50ms,50ms,50ms,50ms,50ms' });
});
test.after.always(() => service?.stop());

const verifiesWith = (secret: string, request: Received): boolean => {
  try {
    new Webhook(Buffer.from(secret, 'hex'), { format: 'raw' }).verify(request.body, request.headers as Record<string, string>);
    return true;
  } catch {
    return false;
  }
};
const hex = (secret: string, request: Received) => `sha256=${createHmac('sha256', secret).update(request.body).digest('hex')}`;

test('during the overlap deliveries and test deliveries verify with either secret; after it only with the new one', async (t) => {
  const receiver = await startReceiver();
  t.teardown(receiver.close);
  const { apiKey } = await service.createCustomer('GPAI');
  const json = { webhook_url: receiver.url, topics: ['gpai'], source_filter: ['ai-office'] };
  const created = await (await service.request('/v1/subscriptions', { method: 'POST', apiKey, json })).json();
  const { id, webhook_secret: oldSecret } = created.subscription;
  const rotateResponse = await service.request(`/v1/subscriptions/${id}/rotate-secret`, {
    method: 'POST',
    apiKey,
    json: { overlap_seconds: 2 },
  });
  t.is(rotateResponse.status, 200);
  const rotated = await rotateResponse.json();
  const newSecret = rotated.subscription.webhook_secret as string;
  t.regex(newSecret, /^[0-9a-f]{64}$/);
  t.not(newSecret, oldSecret);
  t.true(rotated.previous_secret_expires_at > Date.now() && rotated.previous_secret_expires_at <= Date.now() + 2_000);

  const ingest = () => ingestEvent(service.backend, eventInput({ source_id: 'ai-office' }));
  await ingest();
  await service.request(`/v1/subscriptions/${id}/test`, { method: 'POST', apiKey });
  const during = await eventually(() => (receiver.received.length >= 2 ? receiver.received.slice(0, 2) : undefined));
  for (const request of during) {
    t.true(verifiesWith(newSecret, request));
    t.true(verifiesWith(oldSecret, request));
    t.is(request.headers['x-service-signature'], hex(newSecret, request));
    t.is(request.headers['x-service-signature-previous'], hex(oldSecret, request));
    t.is(String(request.headers['webhook-signature']).split(' ').length, 2);
  }

  await new Promise((resolve) => setTimeout(resolve, Math.max(0, rotated.previous_secret_expires_at - Date.now()) + 50));
  await ingest();
  await service.request(`/v1/subscriptions/${id}/test`, { method: 'POST', apiKey });
  const after = await eventually(() => (receiver.received.length >= 4 ? receiver.received.slice(2, 4) : undefined));
  for (const request of after) {
    t.true(verifiesWith(newSecret, request));
    t.false(verifiesWith(oldSecret, request));
    t.is(request.headers['x-service-signature'], hex(newSecret, request));
    t.is(request.headers['x-service-signature-previous'], undefined);
  }

  // The history and the logs know the secrets by fingerprint only.
  const { history } = await (await service.request(`/v1/subscriptions/${id}/history`, { apiKey })).json();
  t.like(history.at(-1), { type: 'SubscriptionSecretRotated' });
  t.regex(history.at(-1).data.secret_fingerprint, /^sha256:[0-9a-f]{64}$/);
  const everything = JSON.stringify(history) + service.logs.join('\n');
  t.false(everything.includes(newSecret));
  t.false(everything.includes(oldSecret));
});

test('a second rotation ends the older overlap at once; a disabled subscription is 409, a foreign one 404, a bad overlap 400', async (t) => {
  const receiver = await startReceiver();
  t.teardown(receiver.close);
  const { apiKey } = await service.createCustomer('GPAI');
  const json = { webhook_url: receiver.url, topics: ['gpai'], source_filter: ['ai-board'] };
  const { subscription } = await (await service.request('/v1/subscriptions', { method: 'POST', apiKey, json })).json();
  const rotate = async (body?: unknown, key = apiKey) =>
    service.request(`/v1/subscriptions/${subscription.id}/rotate-secret`, { method: 'POST', apiKey: key, json: body });
  const second = (await (await rotate()).json()).subscription.webhook_secret;
  const third = await (await rotate({})).json();
  t.true(third.previous_secret_expires_at - Date.now() > 86_000_000);
  await service.request(`/v1/subscriptions/${subscription.id}/test`, { method: 'POST', apiKey });
  const [request] = await eventually(() => (receiver.received.length ? receiver.received : undefined));
  t.true(verifiesWith(third.subscription.webhook_secret, request!));
  t.true(verifiesWith(second, request!));
  t.false(verifiesWith(subscription.webhook_secret, request!));

  t.is((await rotate({ overlap_seconds: 604_801 })).status, 400);
  t.is((await rotate({ overlap_seconds: -1 })).status, 400);
  const other = await service.createCustomer('GPAI');
  t.is((await rotate({}, other.apiKey)).status, 404);
  await service.request(`/v1/subscriptions/${subscription.id}`, { method: 'DELETE', apiKey });
  t.is((await rotate({})).status, 409);
});
