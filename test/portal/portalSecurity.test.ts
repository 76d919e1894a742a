import { createHash } from 'node:crypto';
import test from 'ava';
import { ingestEvent } from '../../src/ingestion/ingest.js';
import { eventInput } from '../support/events.js';
import { eventually } from '../support/receiver.js';
import { startTestService, type TestService } from '../support/service.js';

// The portal's security rules over plain HTTP: what a browser would send, and what an attacker could.

/** Signs in as a browser would: the sign-in form's CSRF cookie and field, then the session cookie. */
async function signIn(service: TestService, apiKey: string): Promise<{ cookie: string; csrf: string }> {
  const form = await service.request('/portal/sign-in');
  const signInCookie = /regfeed_sign_in=([^;]+)/.exec(form.headers.get('set-cookie') ?? '')?.[1] ?? '';
  const csrf = /name="csrf" value="([^"]+)"/.exec(await form.text())?.[1] ?? '';
  const response = await service.request('/portal/sign-in', {
    method: 'POST',
    redirect: 'manual',
    headers: { Cookie: `regfeed_sign_in=${signInCookie}`, 'Content-Type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ csrf, api_key: apiKey }).toString(),
  });
  const cookie = /regfeed_session=([^;]+)/.exec(response.headers.get('set-cookie') ?? '')?.[1];
  if (response.status !== 303 || !cookie) throw new Error(`sign-in answered ${response.status}`);
  const feed = await service.request('/portal/subscriptions', { headers: { Cookie: `regfeed_session=${cookie}` } });
  return { cookie: `regfeed_session=${cookie}`, csrf: /name="csrf" value="([^"]+)"/.exec(await feed.text())?.[1] ?? '' };
}

const postForm = (service: TestService, path: string, cookie: string, fields: Record<string, string>) =>
  service.request(path, {
    method: 'POST',
    redirect: 'manual',
    headers: { Cookie: cookie, 'Content-Type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(fields).toString(),
  });

let service: TestService;
test.before(async () => {
  service = await startTestService({ WEBHOOK_ALLOW_PRIVATE_TARGETS: 'true' });
});
test.after.always(() => service.stop());

test('the session cookie is HttpOnly and SameSite=Strict, the page carries the CSP and no inline script', async (t) => {
  const { apiKey } = await service.createCustomer('Team');
  const form = await service.request('/portal/sign-in');
  t.is(form.headers.get('content-security-policy')?.split(';')[0], "default-src 'self'");
  const html = await form.text();
  t.notRegex(html, /<script(?![^>]*\bsrc=)/, 'every script has a src');
  t.notRegex(html, /style=/);
  const signInCookie = /regfeed_sign_in=([^;]+)/.exec(form.headers.get('set-cookie') ?? '')?.[1] ?? '';
  const csrf = /name="csrf" value="([^"]+)"/.exec(html)?.[1] ?? '';
  const response = await service.request('/portal/sign-in', {
    method: 'POST',
    redirect: 'manual',
    headers: { Cookie: `regfeed_sign_in=${signInCookie}`, 'Content-Type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ csrf, api_key: apiKey }).toString(),
  });
  const setCookie = response.headers.get('set-cookie') ?? '';
  t.regex(setCookie, /regfeed_session=[^;]+;.*httponly/i);
  t.regex(setCookie, /samesite=strict/i);
  t.false(setCookie.includes(apiKey));
  t.false((response.headers.get('location') ?? '').includes(apiKey));
});

test('a wrong key is refused on the sign-in page with the API’s message beside the field, and no stack trace', async (t) => {
  const form = await service.request('/portal/sign-in');
  const signInCookie = /regfeed_sign_in=([^;]+)/.exec(form.headers.get('set-cookie') ?? '')?.[1] ?? '';
  const csrf = /name="csrf" value="([^"]+)"/.exec(await form.text())?.[1] ?? '';
  const response = await postForm(service, '/portal/sign-in', `regfeed_sign_in=${signInCookie}`, { csrf, api_key: 'regfeed_wrong' });
  t.is(response.status, 401);
  const html = await response.text();
  t.regex(html, /id="api_key-error"/);
  t.notRegex(html, /at \w+ \(|node_modules/);
  t.is(response.headers.get('set-cookie')?.includes('regfeed_session='), false);
});

test('a POST without the session’s CSRF token changes nothing', async (t) => {
  const { apiKey } = await service.createCustomer('Team');
  const { cookie } = await signIn(service, apiKey);
  const response = await postForm(service, '/portal/subscriptions', cookie, {
    webhook_url: 'http://127.0.0.1:9/hook',
    topics: 'gpai',
    csrf: 'forged',
  });
  t.is(response.status, 400);
  t.regex(await response.text(), /out of date/);
  const list = await (await service.request('/v1/subscriptions', { apiKey })).json();
  t.deepEqual((list as { subscriptions: unknown[] }).subscriptions, []);
});

test('portal pages are metered as API requests of the key, and a used-up quota is a 429 page', async (t) => {
  const { apiKey } = await service.createCustomer('Embedded', { apiRequestsPerDay: 5, deliveriesPerMonth: 100 });
  const { cookie } = await signIn(service, apiKey); // sign-in and the subscriptions page: 2 requests
  const account = await service.request('/portal/account', { headers: { Cookie: cookie } });
  t.regex(await account.text(), /3 \/ 5/);
  t.is(account.headers.get('x-ratelimit-remaining'), '2');
  for (const _ of [4, 5]) t.is((await service.request('/portal/account', { headers: { Cookie: cookie } })).status, 200);
  const over = await service.request('/portal/account', { headers: { Cookie: cookie } });
  t.is(over.status, 429, await over.clone().text());
  t.regex(await over.text(), /quota/);
});

test('a session sees only its own customer’s subscriptions and deliveries', async (t) => {
  const owner = await service.createCustomer('Team');
  const other = await service.createCustomer('Team');
  const created = await service.request('/v1/subscriptions', {
    method: 'POST',
    apiKey: owner.apiKey,
    json: { webhook_url: 'http://127.0.0.1:9/hook', topics: ['gpai'] },
  });
  const { subscription } = (await created.json()) as { subscription: { id: string } };
  const { cookie, csrf } = await signIn(service, other.apiKey);
  const page = await (await service.request('/portal/subscriptions', { headers: { Cookie: cookie } })).text();
  t.false(page.includes(subscription.id));
  const deleted = await postForm(service, `/portal/subscriptions/${subscription.id}/delete`, cookie, { csrf });
  t.is(deleted.status, 404);
  const still = await service.request(`/v1/subscriptions/${subscription.id}`, { apiKey: owner.apiKey });
  t.true(((await still.json()) as { subscription: { enabled: boolean } }).subscription.enabled);
});

test('a session ends after 12 hours, and on sign-out', async (t) => {
  const { apiKey } = await service.createCustomer('Team');
  const expiring = await signIn(service, apiKey);
  const tokenDigest = createHash('sha256')
    .update(expiring.cookie.split('=')[1] ?? '')
    .digest('hex');
  const { rows } = await service.backend.pool.query(
    'SELECT extract(epoch FROM expires_at - now()) / 3600 AS hours FROM portal_sessions WHERE token_digest = $1',
    [tokenDigest],
  );
  t.true(Math.abs(rows[0].hours - 12) < 0.01);
  await service.backend.pool.query("UPDATE portal_sessions SET expires_at = now() - interval '1 second' WHERE token_digest = $1", [
    tokenDigest,
  ]);
  const expired = await service.request('/portal/feed', { headers: { Cookie: expiring.cookie }, redirect: 'manual' });
  t.is(expired.headers.get('location'), '/portal/sign-in');

  const { cookie, csrf } = await signIn(service, apiKey);
  t.is((await service.request('/portal/feed', { headers: { Cookie: cookie }, redirect: 'manual' })).status, 200);
  await postForm(service, '/portal/sign-out', cookie, { csrf });
  const after = await service.request('/portal/feed', { headers: { Cookie: cookie }, redirect: 'manual' });
  t.is(after.status, 302);
  t.is(after.headers.get('location'), '/portal/sign-in');
});

/** A subscription of its own to a port nothing listens on, and one event delivered to it: a delivery that keeps failing. */
async function failingDelivery(apiKey: string): Promise<{ subscriptionId: string; deliveryId: string }> {
  const created = await service.request('/v1/subscriptions', {
    method: 'POST',
    apiKey,
    json: { webhook_url: 'http://127.0.0.1:9/hook', topics: ['gpai'] },
  });
  const subscriptionId = ((await created.json()) as { subscription: { id: string } }).subscription.id;
  await ingestEvent(service.backend, eventInput());
  const deliveryId = await eventually(async () => {
    const listed = await service.request(`/v1/deliveries?subscription_id=${subscriptionId}`, { apiKey });
    return ((await listed.json()) as { deliveries: { id: string }[] }).deliveries[0]?.id;
  });
  return { subscriptionId, deliveryId };
}

const rotations = async (apiKey: string, subscriptionId: string) => {
  const history = await (await service.request(`/v1/subscriptions/${subscriptionId}/history`, { apiKey })).json();
  return (history as { history: { type: string }[] }).history.filter((entry) => entry.type === 'SubscriptionSecretRotated').length;
};

test('replay, recovery and rotation: another customer’s are not found, and without the CSRF token nothing changes', async (t) => {
  const owner = await service.createCustomer('Team');
  const other = await service.createCustomer('Team');
  const { subscriptionId, deliveryId } = await failingDelivery(owner.apiKey);
  const intruder = await signIn(service, other.apiKey);
  for (const path of [
    `/portal/subscriptions/${subscriptionId}`,
    `/portal/subscriptions/${subscriptionId}/stats`,
    `/portal/deliveries/${deliveryId}`,
  ]) {
    t.is((await service.request(path, { headers: { Cookie: intruder.cookie } })).status, 404, path);
  }
  for (const [path, fields] of [
    [`/portal/deliveries/${deliveryId}/replay`, {}],
    [`/portal/subscriptions/${subscriptionId}/rotate-secret`, { overlap_seconds: '0' }],
    [`/portal/subscriptions/${subscriptionId}/recover`, { since: new Date().toISOString().slice(0, 16) }],
  ] as const) {
    const refused = await postForm(service, path, intruder.cookie, { csrf: intruder.csrf, ...fields });
    t.is(refused.status, 404, path);
    t.regex(await refused.text(), /not found/);
  }
  const { cookie } = await signIn(service, owner.apiKey);
  const forged = await postForm(service, `/portal/subscriptions/${subscriptionId}/rotate-secret`, cookie, { csrf: 'forged' });
  t.is(forged.status, 400);
  t.regex(await forged.text(), /out of date/);
  t.is(await rotations(owner.apiKey, subscriptionId), 0);
});

test('bad replay, recovery and rotation forms show the API’s message beside the field, and no stack trace', async (t) => {
  const { apiKey } = await service.createCustomer('Team');
  const { subscriptionId, deliveryId } = await failingDelivery(apiKey);
  const { cookie, csrf } = await signIn(service, apiKey);
  const noStackTrace = (html: string) => t.notRegex(html, /at \w+ \(|node_modules|\.ts:\d/);

  // In progress (pending or failed): the API's 409, beside the button.
  const replay = await postForm(service, `/portal/deliveries/${deliveryId}/replay`, cookie, { csrf });
  t.is(replay.status, 409);
  const replayPage = await replay.text();
  t.regex(
    replayPage,
    /<p class="error" role="alert" id="replay-error">The delivery is in progress \(pending or failed\); replay it once its cycle ends<\/p>/,
  );
  noStackTrace(replayPage);

  const recover = (fields: Record<string, string>) =>
    postForm(service, `/portal/subscriptions/${subscriptionId}/recover`, cookie, { csrf, ...fields });
  const fieldError = async (response: Response, field: string) => {
    t.is(response.status, 400);
    const html = await response.text();
    noStackTrace(html);
    t.regex(html, new RegExp(`id="${field}"[^>]*aria-invalid="true" aria-describedby="${field}-error"`));
    return /id="\w+-error">([^<]*)</.exec(html.slice(html.indexOf(`id="${field}-error"`) - 20))?.[1];
  };
  t.is(await fieldError(await recover({ since: 'yesterday' }), 'since'), 'must be a date and time (UTC)');
  t.is(await fieldError(await recover({ since: '2026-02-30T10:00' }), 'since'), 'must be a date and time (UTC)');
  t.is(
    await fieldError(await recover({ since: new Date(Date.now() - 15 * 86_400_000).toISOString().slice(0, 16) }), 'since'),
    'must be at most 14 days ago',
  );
  const hourAgo = new Date(Date.now() - 3_600_000).toISOString().slice(0, 16);
  t.is(await fieldError(await recover({ since: hourAgo, until: hourAgo }), 'until'), 'must be after since');
  // Nothing gave up yet: a good recovery replays none, and says so on the page it leads to.
  const none = await recover({ since: hourAgo });
  t.is(none.status, 303);
  t.is(none.headers.get('location'), `/portal/subscriptions/${subscriptionId}?recovered=0`);

  const rotate = (overlap: string) =>
    postForm(service, `/portal/subscriptions/${subscriptionId}/rotate-secret`, cookie, { csrf, overlap_seconds: overlap });
  t.regex((await fieldError(await rotate('soon'), 'overlap_seconds')) ?? '', /expected number/);
  t.regex((await fieldError(await rotate('604801'), 'overlap_seconds')) ?? '', /604800/);
  t.is(await rotations(apiKey, subscriptionId), 0);
});

test('a deleted subscription’s page stays readable, without the forms that would change it', async (t) => {
  const { apiKey } = await service.createCustomer('Team');
  const created = await service.request('/v1/subscriptions', {
    method: 'POST',
    apiKey,
    json: { webhook_url: 'http://127.0.0.1:9/hook', topics: ['gpai'] },
  });
  const { id } = ((await created.json()) as { subscription: { id: string } }).subscription;
  await service.request(`/v1/subscriptions/${id}`, { method: 'DELETE', apiKey });
  const { cookie, csrf } = await signIn(service, apiKey);
  const page = await service.request(`/portal/subscriptions/${id}`, { headers: { Cookie: cookie } });
  t.is(page.status, 200);
  const html = await page.text();
  t.regex(html, /This subscription is deleted; what it delivered stays readable\./);
  t.notRegex(html, /rotate-secret|\/recover"/);
  const rotate = await postForm(service, `/portal/subscriptions/${id}/rotate-secret`, cookie, { csrf });
  t.is(rotate.status, 404);
});
