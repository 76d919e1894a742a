import test from 'ava';
import { ingestEvent } from '../../src/ingestion/ingest.js';
import { hasChromium, launchBrowser, seriousViolations } from '../support/browser.js';
import { eventInput } from '../support/events.js';
import { eventually, startReceiver } from '../support/receiver.js';
import { startServiceWithCustomer } from '../support/service.js';

// The portal in Debian's Chromium, as a customer uses it. PORTAL_SCREENSHOTS=docs writes the main
// pages' screenshots into docs/ (README).
const browserTest = hasChromium ? test.serial : test.serial.skip;
if (!hasChromium) console.warn('portal browser tests skipped: /usr/bin/chromium is missing (apt-get install -y chromium)');

const screenshots = process.env.PORTAL_SCREENSHOTS;

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
  const cspViolations: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) cspViolations.push(message.text());
  });
  const checkAccessibility = async (name: string) => {
    t.deepEqual(await seriousViolations(page), [], `axe on ${name}`);
    if (screenshots) await page.screenshot({ path: `${screenshots}/portal-${name}.png`, fullPage: true });
  };

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
  await checkAccessibility('event');

  // German by the toggle.
  await page.getByRole('link', { name: 'Deutsch' }).click();
  t.is(await page.locator('h1').innerText(), 'Leitlinien zu verbotenen Praktiken');
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
  await checkAccessibility('account');

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
