import type { EventVersion } from '../application/eventVersions.js';
import { DELIVERY_FORMATS, LANGUAGES, SEVERITIES, TOPICS } from '../domain/vocabulary.js';
import type { EventView } from '../projections/eventsReadModel.js';
import type { AttemptView, DeliveryView } from '../presenters/deliveryPresenter.js';
import { DELIVERY_STATUSES } from '../presenters/deliveryPresenter.js';
import type { SubscriptionView } from '../presenters/subscriptionPresenter.js';
import { html, type Html } from './html.js';
import type { Language, Text } from './portalText.js';

/** What every page needs: its words, its language, and the session's CSRF token for its forms (none before sign-in). */
export type PageContext = { t: Text; lang: Language; csrf?: string | undefined; path: string };

/** Messages of a rejected form, by field name (the API's `details.fields`), and the message of the whole. */
export type FormErrors = { message?: string; fields?: Record<string, string[]> };

const when = (ms: number | null, lang: Language) =>
  ms === null ? '–' : `${new Date(ms).toLocaleString(lang === 'de' ? 'de-DE' : 'en-GB', { timeZone: 'UTC' })} UTC`;

const csrfField = (page: PageContext) => html`<input type="hidden" name="csrf" value="${page.csrf}">`;

/** A field's error messages, referenced by the field's aria-describedby. */
const fieldErrors = (name: string, errors?: FormErrors) => {
  const messages = errors?.fields?.[name];
  return messages?.length ? html`<p class="error" id="${name}-error">${messages.join('; ')}</p>` : '';
};
const describedBy = (name: string, errors?: FormErrors) =>
  errors?.fields?.[name]?.length ? html` aria-invalid="true" aria-describedby="${name}-error"` : '';

const options = (values: readonly string[], selected: string | undefined, any?: string) =>
  html`${any === undefined ? '' : html`<option value="">${any}</option>`}${values.map(
    (value) => html`<option value="${value}"${value === selected ? html` selected` : ''}>${value}</option>`,
  )}`;

export function layout(page: PageContext, heading: string, body: Html, status?: Html): Html {
  const { t, lang } = page;
  const other = lang === 'de' ? 'en' : 'de';
  const nav = page.csrf
    ? html`<nav aria-label="${t.nav}"><ul>
        ${(['feed', 'subscriptions', 'deliveries', 'account'] as const).map(
          (name) =>
            html`<li><a href="/portal/${name}"${page.path.startsWith(`/portal/${name}`) ? html` aria-current="page"` : ''}>${t[name]}</a></li>`,
        )}
        </ul>
        <form method="post" action="/portal/sign-out">${csrfField(page)}<button type="submit">${t.signOut}</button></form>
      </nav>`
    : '';
  return html`<!doctype html>
<html lang="${lang}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${heading} – ${t.title}</title>
<link rel="stylesheet" href="/portal/portal.css">
<script src="/portal/portal.js" defer></script>
</head>
<body>
<a class="skip" href="#main">${t.skip}</a>
<header><p class="brand">${t.title}</p>${nav}<a href="?lang=${other}" hreflang="${other}" lang="${other}">${t.language_switch}</a></header>
<main id="main">
<h1>${heading}</h1>
${status ?? ''}
${body}
</main>
<footer><p>${t.disclaimer}</p></footer>
</body>
</html>`;
}

export function errorBanner(message: string | undefined): Html {
  return message ? html`<div class="error" role="alert">${message}</div>` : html``;
}

export const signInPage = (page: PageContext, csrf: string, errors?: FormErrors) =>
  layout(
    page,
    page.t.signIn,
    html`<form method="post" action="/portal/sign-in">
  <input type="hidden" name="csrf" value="${csrf}">
  <label for="api_key">${page.t.apiKey}</label>
  <input id="api_key" name="api_key" type="password" autocomplete="off" required${describedBy('api_key', errors)}>
  ${fieldErrors('api_key', errors)}
  <p class="hint">${page.t.apiKeyHint}</p>
  <button type="submit">${page.t.signIn}</button>
</form>`,
    errorBanner(errors?.message),
  );

export type FeedFilters = { q?: string; topics?: string; severity_min?: string; articles?: string };

const eventLink = (event: EventView, lang: Language) =>
  html`<a href="/portal/events/${encodeURIComponent(event.id)}">${lang === 'de' ? (event.title_de ?? event.title_en) : event.title_en}</a>`;

export function feedPage(
  page: PageContext,
  filters: FeedFilters,
  events: EventView[],
  nextCursor: string | null,
  errors?: FormErrors,
): Html {
  const { t, lang } = page;
  const next = nextCursor && new URLSearchParams({ ...(filters as Record<string, string>), cursor: nextCursor });
  return layout(
    page,
    t.feed,
    html`<form method="get" action="/portal/feed" class="filters">
  <div><label for="q">${t.search}</label><input id="q" name="q" type="search" value="${filters.q}"${describedBy('q', errors)}>${fieldErrors('q', errors)}</div>
  <div><label for="topics">${t.topic}</label><select id="topics" name="topics">${options(TOPICS, filters.topics, t.anyTopic)}</select></div>
  <div><label for="severity_min">${t.severityMin}</label><select id="severity_min" name="severity_min">${options(SEVERITIES, filters.severity_min, t.anySeverity)}</select></div>
  <div><label for="articles">${t.articles}</label><input id="articles" name="articles" value="${filters.articles}" placeholder="Art. 50"${describedBy('articles', errors)}>${fieldErrors('articles', errors)}</div>
  <button type="submit">${t.filter}</button>
</form>
${
  events.length
    ? html`<table><caption class="visually-hidden">${t.feed}</caption>
<thead><tr><th scope="col">${t.published}</th><th scope="col">${t.severity}</th><th scope="col">${t.topics}</th><th scope="col">Event</th></tr></thead>
<tbody>${events.map(
        (event) =>
          html`<tr><td>${when(event.published_at, lang)}</td><td>${event.severity}</td><td>${event.topics.join(', ')}</td><td>${eventLink(event, lang)}${event.version > 1 ? html` <span class="badge">v${event.version}</span>` : ''}</td></tr>`,
      )}</tbody></table>`
    : html`<p>${t.noEvents}</p>`
}
${next ? html`<p><a href="/portal/feed?${next.toString()}" rel="next">${t.nextPage}</a></p>` : ''}`,
    errorBanner(errors?.message),
  );
}

export function eventPage(page: PageContext, versions: EventVersion[]): Html {
  const { t, lang } = page;
  const latest = versions.at(-1)!.content;
  const title = lang === 'de' ? (latest.titleDe ?? latest.titleEn) : latest.titleEn;
  return layout(
    page,
    title,
    html`<p><a href="${latest.urlOfficial}">${t.official}</a></p>
<h2>${t.versions}</h2>
<ol class="versions" reversed>${[...versions].reverse().map(
      (v) => html`<li><h3>${t.version} ${v.version} · ${when(v.recordedAt, lang)}</h3>
<p><strong>${t.severity}:</strong> ${v.content.severity} · <strong>${t.topics}:</strong> ${v.content.topics.join(', ')}</p>
${v.diffSummaryEn ? html`<p><strong>${t.changes}:</strong> ${v.diffSummaryEn}</p>` : ''}
<p>${lang === 'de' ? (v.content.summaryDe ?? v.content.summaryEn) : v.content.summaryEn}</p></li>`,
    )}</ol>`,
  );
}

export type CreatedSubscription = { id: string; secret: string };
export type TestOutcome = { status: string; response_status: number | null; error: string | null };

export function subscriptionsPage(
  page: PageContext,
  subscriptions: SubscriptionView[],
  outcome: { created?: CreatedSubscription; test?: TestOutcome; errors?: FormErrors; form?: Record<string, unknown> } = {},
): Html {
  const { t } = page;
  const { created, test, errors, form = {} } = outcome;
  const chosenTopics = new Set([form.topics].flat());
  const createdBanner = created
    ? html`<section class="secret" aria-labelledby="secret-heading"><h2 id="secret-heading">${created.id}</h2>
<p>${t.secretOnce}</p><p><code id="webhook-secret">${created.secret}</code></p>
<button type="button" data-copy="webhook-secret" data-copied="${t.copied}">${t.copy}</button></section>`
    : '';
  const testBanner = test
    ? html`<p role="status" class="test-result">${t.testResult}: ${test.status}${test.response_status === null ? '' : ` (HTTP ${test.response_status})`}${test.error ? ` – ${test.error}` : ''}</p>`
    : '';
  return layout(
    page,
    t.subscriptions,
    html`${createdBanner}${testBanner}
${
  subscriptions.length
    ? html`<table><caption class="visually-hidden">${t.subscriptions}</caption>
<thead><tr><th scope="col">ID</th><th scope="col">${t.webhookUrl}</th><th scope="col">${t.topics}</th><th scope="col">${t.severityMin}</th><th scope="col"></th></tr></thead>
<tbody>${subscriptions.map(
        (
          s,
        ) => html`<tr><td>${s.id}</td><td>${s.webhook_url}</td><td>${s.topics.join(', ')}</td><td>${s.severity_min}</td><td class="actions">
<a href="/portal/deliveries?subscription_id=${encodeURIComponent(s.id)}">${t.deliveries}</a>
<form method="post" action="/portal/subscriptions/${encodeURIComponent(s.id)}/test">${csrfField(page)}<button type="submit" aria-label="${t.sendTest} ${s.id}">${t.sendTest}</button></form>
<form method="post" action="/portal/subscriptions/${encodeURIComponent(s.id)}/delete">${csrfField(page)}<button type="submit" aria-label="${t.delete} ${s.id}">${t.delete}</button></form>
</td></tr>`,
      )}</tbody></table>`
    : html`<p>${t.noSubscriptions}</p>`
}
<h2>${t.newSubscription}</h2>
<form method="post" action="/portal/subscriptions" class="create">${csrfField(page)}
  <div><label for="webhook_url">${t.webhookUrl}</label><input id="webhook_url" name="webhook_url" type="url" required value="${form.webhook_url}"${describedBy('webhook_url', errors)}>${fieldErrors('webhook_url', errors)}</div>
  <fieldset${describedBy('topics', errors)}><legend>${t.topics}</legend>${TOPICS.map(
    (topic) =>
      html`<label><input type="checkbox" name="topics" value="${topic}"${chosenTopics.has(topic) ? html` checked` : ''}> ${topic}</label>`,
  )}${fieldErrors('topics', errors)}</fieldset>
  <div><label for="new_severity_min">${t.severityMin}</label><select id="new_severity_min" name="severity_min">${options(SEVERITIES, String(form.severity_min ?? 'info'))}</select></div>
  <div><label for="language">${t.language}</label><select id="language" name="language">${options(LANGUAGES, String(form.language ?? 'both'))}</select></div>
  <div><label for="format">${t.format}</label><select id="format" name="format">${options(DELIVERY_FORMATS, String(form.format ?? 'json'))}</select></div>
  <button type="submit">${t.create}</button>
</form>
<p class="hint">${t.notYet}</p>`,
    errorBanner(errors?.message),
  );
}

export function deliveriesPage(page: PageContext, status: string | undefined, deliveries: DeliveryView[], next: string | null): Html {
  const { t, lang } = page;
  return layout(
    page,
    t.deliveries,
    html`<form method="get" action="/portal/deliveries" class="filters">
  <div><label for="status">${t.status}</label><select id="status" name="status">${options(DELIVERY_STATUSES, status, t.anyStatus)}</select></div>
  <button type="submit">${t.show}</button>
</form>
${
  deliveries.length
    ? html`<table><caption class="visually-hidden">${t.deliveries}</caption>
<thead><tr><th scope="col">ID</th><th scope="col">${t.status}</th><th scope="col">Event</th><th scope="col">${t.attempts}</th><th scope="col">${t.published}</th></tr></thead>
<tbody>${deliveries.map(
        (d) =>
          html`<tr><td><a href="/portal/deliveries/${encodeURIComponent(d.id)}">${d.id}</a></td><td>${d.status}</td><td>${d.event_id} v${d.event_version}</td><td>${d.attempts}</td><td>${when(d.created_at, lang)}</td></tr>`,
      )}</tbody></table>`
    : html`<p>${t.noDeliveries}</p>`
}
${next ? html`<p><a href="/portal/deliveries?${next}" rel="next">${t.nextPage}</a></p>` : ''}
<p class="hint">${t.notYet}</p>`,
  );
}

export function deliveryPage(page: PageContext, delivery: DeliveryView, attempts: AttemptView[]): Html {
  const { t, lang } = page;
  return layout(
    page,
    delivery.id,
    html`<p>${t.status}: <strong>${delivery.status}</strong> · Event ${delivery.event_id} v${delivery.event_version}</p>
<h2>${t.attempts}</h2>
<table><thead><tr><th scope="col">#</th><th scope="col">${t.published}</th><th scope="col">${t.response}</th><th scope="col">${t.error}</th><th scope="col">ms</th></tr></thead>
<tbody>${attempts.map(
      (a) =>
        html`<tr><td>${a.attempt}</td><td>${when(a.attempted_at, lang)}</td><td>${a.response_status ?? '–'}</td><td>${a.error ?? ''}</td><td>${a.duration_ms}</td></tr>`,
    )}</tbody></table>`,
  );
}

export type AccountFacts = {
  email: string;
  tier: string;
  usedToday: number;
  quota: number;
  deliveriesPerMonth: number;
  maxSubscriptions: number;
};

export function accountPage(page: PageContext, account: AccountFacts): Html {
  const { t } = page;
  return layout(
    page,
    t.account,
    html`<dl>
<dt>E-mail</dt><dd>${account.email}</dd>
<dt>${t.tier}</dt><dd>${account.tier}</dd>
<dt>${t.usageToday}</dt><dd><meter min="0" max="${account.quota}" value="${account.usedToday}" aria-label="${t.usageToday}"></meter> ${account.usedToday} / ${account.quota}</dd>
<dt>${t.deliveriesPerMonth}</dt><dd>${account.deliveriesPerMonth}</dd>
<dt>${t.activeSubscriptions}</dt><dd>${account.maxSubscriptions}</dd>
</dl>`,
  );
}

export const messagePage = (page: PageContext, heading: string, message: string) =>
  layout(page, heading, html`<p role="alert">${message}</p>`);
