import { createHmac } from 'node:crypto';
import test, { type ExecutionContext } from 'ava';
import type { Page } from 'playwright-core';
import { ingestEvent } from '../../src/ingestion/ingest.js';
import { hasChromium, launchBrowser, seriousViolations } from '../support/browser.js';
import { eventInput } from '../support/events.js';
import { eventually, startReceiver } from '../support/receiver.js';
import { startServiceWithCustomer, type TestService } from '../support/service.js';

// The portal in Debian's Chromium, as a customer uses it. PORTAL_SCREENSHOTS=docs writes the main
// pages' screenshots into docs/ (README).
const browserTest = hasChromium ? test.serial : test.serial.skip;
if (!hasChromium) console.warn('portal browser tests skipped: /usr/bin/chromium is missing (apt-get install -y chromium)');

const screenshots = process.env.PORTAL_SCREENSHOTS;

/** axe-core's serious and critical findings must be none; the page is also photographed into docs/ when asked. */
const accessibilityCheck =
  (t: ExecutionContext, page: Page) =>
  async (name: string, screenshot = true) => {
    t.deepEqual(await seriousViolations(page), [], `axe on ${name}`);
    if (screenshots && screenshot) await page.screenshot({ path: `${screenshots}/portal-${name}.png`, fullPage: true });
  };

/** Tabs through the page, as a keyboard user does, until the button or link named `name` has the focus. */
async function tabTo(page: Page, name: string): Promise<void> {
  for (let presses = 0; presses < 60; presses++) {
    await page.keyboard.press('Tab');
    if ((await page.evaluate<string>('document.activeElement?.textContent?.trim() ?? ""')) === name) return;
  }
  throw new Error(`the keyboard never reached "${name}"`);
}

/** What the page's Content-Security-Policy refused, as Chromium reports it on the console: must stay empty. */
function refusedByCsp(page: Page): string[] {
  const refused: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) refused.push(message.text());
  });
  return refused;
}

async function signIn(page: Page, service: TestService, apiKey: string): Promise<void> {
  await page.goto(`${service.url}/portal/sign-in`);
  await page.getByLabel('API key').fill(apiKey);
  await page.keyboard.press('Enter');
  await page.waitForURL(/\/portal\/feed$/);
}

browserTest('sign in, filter the feed, read an event’s versions, subscribe, test, see deliveries, sign out', async (t) => {
  const { service, apiKey } = await startServiceWithCustomer('Team', { WEBHOOK_ALLOW_PRIVATE_TARGETS: 'true' });
  const receiver = await startReceiver();
  const browser = await launchBrowser();
  t.teardown(async () => {
    await browser.close();
    await receiver.close();
    await service.stop();
  });
  const revised = eventInput({
    title_en: 'Guidelines on prohibited practices',
    title_de: 'Leitlinien zu verbotenen Praktiken',
    topics: ['prohibited'],
  });
  await ingestEvent(service.backend, revised);
  await ingestEvent(service.backend, { ...revised, severity: 'high', summary_en: 'The guidelines now cover emotion recognition at work.' });
  await ingestEvent(
    service.backend,
    eventInput({ title_en: 'Code of practice for GPAI', severity: 'low', published_at: Date.UTC(2026, 2, 10) }),
  );

  const page = await browser.context.newPage();
  const cspViolations = refusedByCsp(page);
  const checkAccessibility = accessibilityCheck(t, page);

  // Sign in with the keyboard.
  await page.goto(`${service.url}/portal/`);
  t.regex(page.url(), /\/portal\/sign-in$/);
  await checkAccessibility('sign-in');
  await page.getByLabel('API key').fill(apiKey);
  await page.keyboard.press('Enter');
  await page.waitForURL(/\/portal\/feed$/);
  const [session] = (await browser.context.cookies()).filter((c) => c.name === 'regfeed_session');
  t.truthy(session);
  t.true(session?.httpOnly);
  t.is(session?.sameSite, 'Strict');
  const stored = await page.evaluate<string>(
    'JSON.stringify({ ...localStorage }) + JSON.stringify({ ...sessionStorage }) + document.cookie',
  );
  t.false(stored.includes(apiKey), 'the key is nowhere in the browser');
  t.false(page.url().includes(apiKey));
  t.true((await page.locator('tbody').innerText()).includes('Code of practice for GPAI'));
  await checkAccessibility('feed');

  // Filter: a search, a topic and a severity.
  await page.getByLabel('Search').fill('guidelines');
  await page.getByLabel('Topic').selectOption('prohibited');
  await page.getByLabel('Lowest severity').selectOption('high');
  await page.getByRole('button', { name: 'Filter' }).click();
  await page.waitForURL(/severity_min=high/);
  const rows = await page.locator('tbody tr').allInnerTexts();
  t.true(rows.length >= 1);
  for (const row of rows) t.regex(row, /\t(high|critical)\t.*prohibited/);
  t.true(rows.some((row) => row.includes('Guidelines on prohibited practices')));
  t.false(rows.some((row) => row.includes('Code of practice for GPAI')));

  // The event with both versions.
  await page.getByRole('link', { name: 'Guidelines on prohibited practices' }).click();
  await page.waitForURL(/\/portal\/events\//);
  const versions = page.locator('ol.versions > li');
  t.is(await versions.count(), 2);
  t.regex(await versions.first().innerText(), /Version 2[\s\S]*high[\s\S]*What changed/);
  // The line diff against version 1: each changed line says in words and by its sign what happened, not by colour alone.
  const diff = versions.first().locator('ul.diff');
  t.deepEqual(await diff.locator('li.removed').allTextContents(), [
    '−Removed: Severity: medium',
    '−Removed: The Commission publishes guidelines for providers of general-purpose AI models.',
  ]);
  t.deepEqual(await diff.locator('li.added').allTextContents(), [
    '+Added: Severity: high',
    '+Added: The guidelines now cover emotion recognition at work.',
  ]);
  t.true((await diff.locator('li.unchanged').allTextContents()).includes('English title: Guidelines on prohibited practices'));
  t.is(await versions.last().locator('ul.diff').count(), 0, 'version 1 has nothing to compare with');
  await checkAccessibility('event');

  // German by the toggle, the diff too.
  await page.getByRole('link', { name: 'Deutsch' }).click();
  t.is(await page.locator('h1').innerText(), 'Leitlinien zu verbotenen Praktiken');
  t.deepEqual(await page.locator('ul.diff li.added').first().textContent(), '+Hinzugefügt: Schwere: high');
  await checkAccessibility('event-de', false);
  await page.getByRole('link', { name: 'English' }).click();

  // A bad form shows the API's message beside the field and keeps what was typed.
  await page.getByRole('link', { name: 'Subscriptions' }).click();
  await page.getByLabel('Webhook URL').fill(receiver.url);
  await page.getByRole('button', { name: 'Create subscription' }).click();
  t.is(await page.locator('#topics-error').innerText(), 'must name at least one topic');
  t.is(await page.getByLabel('Webhook URL').inputValue(), receiver.url);

  // Create: the secret is shown once, and the copy button copies it.
  await page.getByLabel('gpai').check();
  await page.getByRole('button', { name: 'Create subscription' }).click();
  const secret = await page.locator('#webhook-secret').innerText();
  t.regex(secret, /^[0-9a-f]{64}$/);
  await browser.context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: service.url });
  await page.getByRole('button', { name: 'Copy secret' }).click();
  await page.getByRole('button', { name: 'Copied' }).waitFor();
  t.is(await page.evaluate<string>('navigator.clipboard.readText()'), secret);
  await checkAccessibility('subscription-created');
  await page.goto(`${service.url}/portal/subscriptions`);
  t.is(await page.locator('#webhook-secret').count(), 0, 'the secret is not shown again');
  t.false((await page.content()).includes(secret));

  // Send a test: it arrives, and the page says so.
  await page.getByRole('button', { name: /^Send test/ }).click();
  t.regex(await page.getByRole('status').innerText(), /delivered \(HTTP 204\)/);
  t.is(receiver.received.length, 1);
  t.regex(receiver.received[0]?.body ?? '', /evt_test_/);

  // A new event is delivered; the deliveries page shows it with its attempt.
  await ingestEvent(service.backend, eventInput({ title_en: 'GPAI guidelines, second edition' }));
  await eventually(() => (receiver.received.length >= 2 ? true : undefined), 20_000, 'the delivery');
  await eventually(
    async () => {
      await page.goto(`${service.url}/portal/deliveries?status=delivered`);
      return (await page.locator('tbody tr').count()) === 1 ? true : undefined;
    },
    10_000,
    'the delivery recorded',
  );
  await checkAccessibility('deliveries');
  await page.locator('tbody tr a').first().click();
  t.is(await page.locator('tbody tr').count(), 1);
  t.regex(await page.locator('tbody tr').innerText(), /204/);

  await page.getByRole('link', { name: 'Account' }).click();
  t.regex(await page.locator('main').innerText(), /Team/);
  await checkAccessibility('account', false); // photographed by the next test, with deliveries this month

  // Sign out: the old cookie no longer opens a page.
  await page.getByRole('button', { name: 'Sign out' }).click();
  await page.getByText('You are signed out.').waitFor();
  const withOldCookie = await fetch(`${service.url}/portal/feed`, {
    headers: { Cookie: `regfeed_session=${session?.value}` },
    redirect: 'manual',
  });
  t.is(withOldCookie.status, 302);
  t.is(withOldCookie.headers.get('location'), '/portal/sign-in');
  t.deepEqual(cspViolations, []);
});

const signature = (secret: string, body: string) => `sha256=${createHmac('sha256', secret).update(body).digest('hex')}`;

browserTest(
  'with the keyboard: rotate a secret and see it once, replay a delivery that gave up and recover another, in English and German',
  async (t) => {
    const { service, apiKey } = await startServiceWithCustomer('Team', {
      WEBHOOK_ALLOW_PRIVATE_TARGETS: 'true',
      // Six attempts in a moment, so that deliveries give up while the test waits.
      DELIVERY_RETRY_SCHEDULE: '50ms,50ms,50ms,50ms,50ms',
    });
    let receiverUp = false;
    const receiver = await startReceiver(() => (receiverUp ? 204 : 500));
    const browser = await launchBrowser();
    t.teardown(async () => {
      await browser.close();
      await receiver.close();
      await service.stop();
    });
    const created = await service.request('/v1/subscriptions', {
      method: 'POST',
      apiKey,
      json: { webhook_url: receiver.url, topics: ['gpai'] },
    });
    const { subscription } = (await created.json()) as { subscription: { id: string; webhook_secret: string } };
    const firstSecret = subscription.webhook_secret;
    await ingestEvent(service.backend, eventInput({ title_en: 'GPAI code of practice, signatories' }));
    await ingestEvent(service.backend, eventInput({ title_en: 'GPAI guidelines, corrigendum' }));

    const page = await browser.context.newPage();
    const cspViolations = refusedByCsp(page);
    const checkAccessibility = accessibilityCheck(t, page);
    await browser.context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: service.url });
    await signIn(page, service, apiKey);

    // The receiver answers 500: both deliveries give up after six attempts.
    await eventually(
      async () => {
        await page.goto(`${service.url}/portal/deliveries?status=gave_up`);
        return (await page.locator('tbody tr').count()) === 2 ? true : undefined;
      },
      30_000,
      'two deliveries that gave up',
    );
    // The first Tab reaches the skip link, which moves past the navigation to the content.
    await page.keyboard.press('Tab');
    t.is(await page.evaluate<string>('document.activeElement?.textContent ?? ""'), 'Skip to content');
    await page.keyboard.press('Enter');
    t.regex(page.url(), /#main$/);
    const [replayedId, recoveredId] = await page.locator('tbody tr td:first-child').allInnerTexts();
    await page.getByRole('link', { name: replayedId }).click();
    t.regex(await page.locator('dl.facts').innerText(), /Status\s+gave_up/);
    t.deepEqual(
      (await page.locator('tbody tr').allInnerTexts()).map((row) => {
        const [attempt, , response] = row.split('\t');
        return `${attempt} ${response}`;
      }),
      [1, 2, 3, 4, 5, 6].map((n) => `${n} 500`),
    );
    await checkAccessibility('delivery');

    // To its subscription, and rotate the secret with the keyboard, keeping the old one for an hour.
    await page.getByRole('link', { name: subscription.id }).first().click();
    await page.waitForURL(/\/portal\/subscriptions\/sub_/);
    await page.getByLabel('The previous secret keeps signing for').focus();
    await page.keyboard.press('ArrowUp'); // from 1 day to 1 hour
    t.is(await page.getByLabel('The previous secret keeps signing for').inputValue(), '3600');
    await tabTo(page, 'Rotate secret');
    const rotatedAt = Date.now();
    await page.keyboard.press('Enter');
    await page.getByRole('heading', { name: 'New webhook secret' }).waitFor();
    const newSecret = await page.locator('#webhook-secret').innerText();
    t.regex(newSecret, /^[0-9a-f]{64}$/);
    t.not(newSecret, firstSecret);
    const until = Date.parse((await page.locator('#previous-until time').getAttribute('datetime')) ?? '');
    t.true(Math.abs(until - (rotatedAt + 3_600_000)) < 60_000, 'the overlap ends an hour after the rotation');
    t.regex(await page.locator('#previous-until').innerText(), /beside the new one until \d\d\/\d\d\/\d{4}, \d\d:\d\d:\d\d UTC\.$/);
    await tabTo(page, 'Copy secret');
    await page.keyboard.press('Enter');
    await page.getByRole('button', { name: 'Copied' }).waitFor();
    t.is(await page.evaluate<string>('navigator.clipboard.readText()'), newSecret);
    await checkAccessibility('subscription-rotated');
    // A reload sends the form again: it gets the first answer, not a second rotation (which would end the old secret at once).
    await page.reload();
    t.is(await page.locator('#webhook-secret').innerText(), newSecret);
    const history = await (await service.request(`/v1/subscriptions/${subscription.id}/history`, { apiKey })).json();
    t.is((history as { history: { type: string }[] }).history.filter((entry) => entry.type === 'SubscriptionSecretRotated').length, 1);
    await page.goto(page.url());
    t.is(await page.locator('#webhook-secret').count(), 0, 'the new secret is not shown again');
    t.false((await page.content()).includes(newSecret));

    // The receiver is back: replay the first delivery from its page; it is delivered, signed with both secrets.
    receiverUp = true;
    await page.goto(`${service.url}/portal/deliveries/${replayedId}`);
    await tabTo(page, 'Replay delivery');
    await page.keyboard.press('Enter');
    t.is(await page.getByRole('status').innerText(), 'Replay started: the delivery is pending again.');
    const delivered = await eventually(
      () => receiver.received.find((r) => r.headers['x-service-delivery'] === replayedId && r.headers['x-service-attempt'] === '7'),
      20_000,
      'the replay',
    );
    t.is(delivered.headers['x-service-signature'], signature(newSecret, delivered.body));
    t.is(delivered.headers['x-service-signature-previous'], signature(firstSecret, delivered.body));
    await eventually(
      async () => {
        await page.reload();
        return /Status\s+delivered/.test(await page.locator('dl.facts').innerText()) ? true : undefined;
      },
      10_000,
      'the replay recorded',
    );
    t.regex(await page.locator('tbody tr').last().innerText(), /^7\t.*\t204\t/);
    t.is(await page.getByRole('button', { name: 'Replay delivery' }).count(), 1, 'a delivered delivery can be replayed again');

    // Recover since: a time beyond 14 days gets the API's message beside the field; a good one replays the other.
    await page.goto(`${service.url}/portal/subscriptions/${subscription.id}`);
    const since = page.getByLabel('Since (UTC)');
    const tooEarly = new Date(Date.now() - 20 * 86_400_000).toISOString().slice(0, 16);
    await since.fill(tooEarly);
    await tabTo(page, 'Recover');
    await page.keyboard.press('Enter');
    t.is(await page.locator('#since-error').innerText(), 'must be at most 14 days ago');
    t.is(await since.getAttribute('aria-describedby'), 'since-error');
    t.is(await since.inputValue(), tooEarly, 'what was typed is kept');
    t.notRegex(await page.content(), /\n\s+at /, 'no stack trace');
    await since.fill(new Date(Date.now() - 3_600_000).toISOString().slice(0, 16));
    await page.getByRole('button', { name: 'Recover' }).click();
    t.is(await page.getByRole('status').innerText(), 'Deliveries replaying: 1');
    await eventually(
      () => receiver.received.find((r) => r.headers['x-service-delivery'] === recoveredId && r.headers['x-service-attempt'] === '7'),
      20_000,
      'the recovery',
    );

    // The subscription's statistics over each window: both deliveries delivered, 14 attempts of which 2 succeeded.
    await eventually(
      async () => {
        await page.goto(`${service.url}/portal/subscriptions/${subscription.id}/stats`);
        return /^delivered\t2\t2\t2$/m.test(await page.locator('table.stats').innerText()) ? true : undefined;
      },
      10_000,
      'the statistics',
    );
    const stats = await page.locator('table.stats').innerText();
    t.regex(stats, /^gave_up\t0\t0\t0$/m);
    t.regex(stats, /^Attempts made\t14\t14\t14$/m);
    t.regex(stats, /^Attempts succeeded\t2\t2\t2$/m);
    t.regex(stats, /^Attempts failed\t12\t12\t12$/m);
    t.regex(stats, /^Success rate of attempts\t14\.3%\t14\.3%\t14\.3%$/m);
    t.regex(stats, /^Attempt duration, median \(ms\)\t\d+\t\d+\t\d+$/m);
    t.regex(stats, /^Attempt duration, 95th percentile \(ms\)\t\d+\t\d+\t\d+$/m);
    t.regex(stats, /^Last error\tHTTP 500\t/m);
    await checkAccessibility('stats');

    // The account: two deliveries, one replay and one recovery count against the month's quota.
    await page.getByRole('link', { name: 'Account' }).click();
    t.regex(
      await page.locator('dl.facts').innerText(),
      /Tier\s+Team\s+API requests today\s+\d+ \/ 10,000\s+Deliveries this month\s+4 \/ 5,000/,
    );
    await checkAccessibility('account');

    // The same pages in German.
    await page.getByRole('link', { name: 'Deutsch' }).click();
    t.regex(await page.locator('dl.facts').innerText(), /Zustellungen in diesem Monat\s+4 \/ 5\.000/);
    await page.goto(`${service.url}/portal/subscriptions/${subscription.id}`);
    t.is(await page.locator('h1').innerText(), `Abonnement ${subscription.id}`);
    await page.getByRole('button', { name: 'Geheimnis erneuern' }).waitFor();
    await page.getByRole('button', { name: 'Wiederherstellen' }).waitFor();
    await checkAccessibility('subscription-de');
    await page.goto(`${service.url}/portal/deliveries/${replayedId}`);
    await page.getByRole('button', { name: 'Zustellung erneut senden' }).waitFor();
    t.regex(await page.locator('dl.facts').innerText(), /Abonnement\s+sub_/);
    await checkAccessibility('delivery-de', false);
    await page.goto(`${service.url}/portal/subscriptions/${subscription.id}/stats`);
    t.is(await page.locator('h1').innerText(), `Zustellstatistik ${subscription.id}`);
    await checkAccessibility('stats-de', false);
    t.deepEqual(cspViolations, []);
  },
);
