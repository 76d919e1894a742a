import { randomUUID } from 'node:crypto';
import type { EventVersion } from '../application/eventVersions.js';
import { DELIVERY_FORMATS, LANGUAGES, SEVERITIES, TOPICS } from '../domain/vocabulary.js';
import type { EventView } from '../projections/eventsReadModel.js';
import type { AttemptView, DeliveryView } from '../presenters/deliveryPresenter.js';
import { REPLAYABLE_STATUSES } from '../domain/delivery.js';
import { DELIVERY_STATUSES } from '../presenters/deliveryPresenter.js';
import type { SubscriptionView } from '../presenters/subscriptionPresenter.js';
import type { StatsWindow, SubscriptionStats } from '../projections/deliveryStatsReadModel.js';
import { html, type Html } from './html.js';
import type { Language, Text } from './portalText.js';
import { contentLines, type DiffLine, lineDiff } from './versionDiff.js';

/** What every page needs: its words, its language, and the session's CSRF token for its forms (none before sign-in). */
export type PageContext = { t: Text; lang: Language; csrf?: string | undefined; path: string };

/** Messages of a rejected form, by field name (the API's `details.fields`), and the message of the whole. */
export type FormErrors = { message?: string; fields?: Record<string, string[]> };

const localeOf = (lang: Language) => (lang === 'de' ? 'de-DE' : 'en-GB');
const when = (ms: number | null, lang: Language) =>
  ms === null ? '–' : `${new Date(ms).toLocaleString(localeOf(lang), { timeZone: 'UTC' })} UTC`;

const csrfField = (page: PageContext) => html`<input type="hidden" name="csrf" value="${page.csrf}">`;
/** The key of a form that must take effect once: sent again, it gets the first answer (the portal's routes keep it). */
const formKeyField = () => html`<input type="hidden" name="form_key" value="${randomUUID()}">`;

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
          html`<tr><td class="when">${when(event.published_at, lang)}</td><td>${event.severity}</td><td>${event.topics.join(', ')}</td><td>${eventLink(event, lang)}${event.version > 1 ? html` <span class="badge">v${event.version}</span>` : ''}</td></tr>`,
      )}</tbody></table>`
    : html`<p>${t.noEvents}</p>`
}
${next ? html`<p><a href="/portal/feed?${next.toString()}" rel="next">${t.nextPage}</a></p>` : ''}`,
    errorBanner(errors?.message),
  );
}

/** Changed lines carry a sign and a hidden word besides their colour, so the diff does not rest on colour alone. */
const diffList = (page: PageContext, lines: DiffLine[]) => {
  const { t } = page;
  return html`<ul class="diff">${lines.map(({ change, text }) => {
    if (change === 'unchanged') return html`<li class="unchanged"><span class="sign" aria-hidden="true"></span>${text}</li>`;
    const [sign, word] = change === 'added' ? ['+', t.added] : ['−', t.removed];
    const body = html`<span class="visually-hidden">${word}: </span>${text}`;
    return html`<li class="${change}"><span class="sign" aria-hidden="true">${sign}</span>${change === 'added' ? html`<ins>${body}</ins>` : html`<del>${body}</del>`}</li>`;
  })}</ul>`;
};

export function eventPage(page: PageContext, versions: EventVersion[]): Html {
  const { t, lang } = page;
  const latest = versions.at(-1)!.content;
  const title = lang === 'de' ? (latest.titleDe ?? latest.titleEn) : latest.titleEn;
  const lines = versions.map((v) => contentLines(v.content, t));
  return layout(
    page,
    title,
    html`<p><a href="${latest.urlOfficial}">${t.official}</a></p>
<h2>${t.versions}</h2>
<ol class="versions" reversed>${versions
      .map((v, i) => {
        const previous = lines[i - 1];
        return html`<li><h3>${t.version} ${v.version} · ${when(v.recordedAt, lang)}</h3>
<p><strong>${t.severity}:</strong> ${v.content.severity} · <strong>${t.topics}:</strong> ${v.content.topics.join(', ')}</p>
${v.diffSummaryEn ? html`<p><strong>${t.changes}:</strong> ${v.diffSummaryEn}</p>` : ''}
<p>${lang === 'de' ? (v.content.summaryDe ?? v.content.summaryEn) : v.content.summaryEn}</p>
${
  previous
    ? html`<section class="version-diff" aria-labelledby="diff-${v.version}"><h4 id="diff-${v.version}">${t.diffHeading} ${v.version - 1}</h4>
<p class="hint">${t.diffLegend}</p>${diffList(page, lineDiff(previous, lines[i]!))}</section>`
    : ''
}</li>`;
      })
      .reverse()}</ol>`,
  );
}

export type CreatedSubscription = { id: string; secret: string };

/** A webhook secret, shown this once with its copy button (the portal's script copies it). */
const secretShownOnce = (page: PageContext, heading: string, secret: string, more?: Html) =>
  html`<section class="secret" aria-labelledby="secret-heading"><h2 id="secret-heading">${heading}</h2>
<p>${page.t.secretOnce}</p><p><code id="webhook-secret">${secret}</code></p>
<button type="button" data-copy="webhook-secret" data-copied="${page.t.copied}">${page.t.copy}</button>${more ?? ''}</section>`;

const subscriptionLink = (id: string) => html`<a href="/portal/subscriptions/${encodeURIComponent(id)}">${id}</a>`;
export type TestOutcome = { status: string; response_status: number | null; error: string | null };

export function subscriptionsPage(
  page: PageContext,
  subscriptions: SubscriptionView[],
  outcome: { created?: CreatedSubscription; test?: TestOutcome; errors?: FormErrors; form?: Record<string, unknown> } = {},
): Html {
  const { t } = page;
  const { created, test, errors, form = {} } = outcome;
  const chosenTopics = new Set([form.topics].flat());
  const createdBanner = created ? secretShownOnce(page, created.id, created.secret) : '';
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
        ) => html`<tr><td>${subscriptionLink(s.id)}</td><td>${s.webhook_url}</td><td>${s.topics.join(', ')}</td><td>${s.severity_min}</td><td class="actions">
<a href="/portal/deliveries?subscription_id=${encodeURIComponent(s.id)}">${t.deliveries}</a>
<form method="post" action="/portal/subscriptions/${encodeURIComponent(s.id)}/test">${csrfField(page)}<button type="submit" aria-label="${t.sendTest} ${s.id}">${t.sendTest}</button></form>
<form method="post" action="/portal/subscriptions/${encodeURIComponent(s.id)}/delete">${csrfField(page)}<button type="submit" aria-label="${t.delete} ${s.id}">${t.delete}</button></form>
</td></tr>`,
      )}</tbody></table>`
    : html`<p>${t.noSubscriptions}</p>`
}
<h2>${t.newSubscription}</h2>
<form method="post" action="/portal/subscriptions" class="create">${csrfField(page)}${formKeyField()}
  <div><label for="webhook_url">${t.webhookUrl}</label><input id="webhook_url" name="webhook_url" type="url" required value="${form.webhook_url}"${describedBy('webhook_url', errors)}>${fieldErrors('webhook_url', errors)}</div>
  <fieldset${describedBy('topics', errors)}><legend>${t.topics}</legend>${TOPICS.map(
    (topic) =>
      html`<label><input type="checkbox" name="topics" value="${topic}"${chosenTopics.has(topic) ? html` checked` : ''}> ${topic}</label>`,
  )}${fieldErrors('topics', errors)}</fieldset>
  <div><label for="new_severity_min">${t.severityMin}</label><select id="new_severity_min" name="severity_min">${options(SEVERITIES, String(form.severity_min ?? 'info'))}</select></div>
  <div><label for="language">${t.language}</label><select id="language" name="language">${options(LANGUAGES, String(form.language ?? 'both'))}</select></div>
  <div><label for="format">${t.format}</label><select id="format" name="format">${options(DELIVERY_FORMATS, String(form.format ?? 'json'))}</select></div>
  <button type="submit">${t.create}</button>
</form>`,
    errorBanner(errors?.message),
  );
}

export function deliveriesPage(
  page: PageContext,
  filters: { status?: string | undefined; subscriptionId?: string | undefined },
  deliveries: DeliveryView[],
  next: string | null,
): Html {
  const { t, lang } = page;
  const { status, subscriptionId } = filters;
  return layout(
    page,
    t.deliveries,
    html`${subscriptionId ? html`<p>${t.subscription}: ${subscriptionLink(subscriptionId)}</p>` : ''}
<form method="get" action="/portal/deliveries" class="filters">
  ${subscriptionId ? html`<input type="hidden" name="subscription_id" value="${subscriptionId}">` : ''}
  <div><label for="status">${t.status}</label><select id="status" name="status">${options(DELIVERY_STATUSES, status, t.anyStatus)}</select></div>
  <button type="submit">${t.show}</button>
</form>
${
  deliveries.length
    ? html`<table><caption class="visually-hidden">${t.deliveries}</caption>
<thead><tr><th scope="col">ID</th><th scope="col">${t.status}</th><th scope="col">${t.event}</th><th scope="col">${t.subscription}</th><th scope="col">${t.attempts}</th><th scope="col">${t.created}</th></tr></thead>
<tbody>${deliveries.map(
        (d) =>
          html`<tr><td><a href="/portal/deliveries/${encodeURIComponent(d.id)}">${d.id}</a></td><td>${d.status}</td><td>${d.event_id} v${d.event_version}</td><td>${subscriptionLink(d.subscription_id)}</td><td>${d.attempts}</td><td class="when">${when(d.created_at, lang)}</td></tr>`,
      )}</tbody></table>`
    : html`<p>${t.noDeliveries}</p>`
}
${next ? html`<p><a href="/portal/deliveries?${next}" rel="next">${t.nextPage}</a></p>` : ''}`,
  );
}

/** A refusal of a whole form (409, 402…) beside its button; a field's refusal stands beside the field instead. */
const formRefusal = (id: string, errors?: FormErrors) =>
  errors?.message && !Object.keys(errors.fields ?? {}).length ? html`<p class="error" role="alert" id="${id}">${errors.message}</p>` : '';

export type ReplayOutcome = { replayed?: boolean; refusal?: FormErrors };

export function deliveryPage(page: PageContext, delivery: DeliveryView, attempts: AttemptView[], outcome: ReplayOutcome = {}): Html {
  const { t, lang } = page;
  const replayable = REPLAYABLE_STATUSES.includes(delivery.status);
  const described = outcome.refusal ? 'replay-hint replay-error' : 'replay-hint';
  return layout(
    page,
    `${t.delivery} ${delivery.id}`,
    html`<dl class="facts">
<dt>${t.status}</dt><dd><strong>${delivery.status}</strong></dd>
<dt>${t.subscription}</dt><dd>${subscriptionLink(delivery.subscription_id)}</dd>
<dt>${t.event}</dt><dd><a href="/portal/events/${encodeURIComponent(delivery.event_id)}">${delivery.event_id}</a> v${delivery.event_version}</dd>
<dt>${t.created}</dt><dd>${when(delivery.created_at, lang)}</dd>
<dt>${t.nextAttempt}</dt><dd>${when(delivery.next_attempt_at, lang)}</dd>
<dt>${t.lastError}</dt><dd>${delivery.last_error ?? '–'}</dd>
</dl>
<section aria-labelledby="replay-heading"><h2 id="replay-heading">${t.replay}</h2>
${outcome.replayed ? html`<p role="status" class="notice">${t.replayed}</p>` : ''}
${
  replayable
    ? html`<form method="post" action="/portal/deliveries/${encodeURIComponent(delivery.id)}/replay">${csrfField(page)}<button type="submit" aria-describedby="${described}">${t.replay}</button></form>
<p class="hint" id="replay-hint">${t.replayHint}</p>`
    : html`<p class="hint" id="replay-hint">${t.replayLater}</p>`
}
${formRefusal('replay-error', outcome.refusal)}
</section>
<h2>${t.attempts}</h2>
<table><caption class="visually-hidden">${t.attempts}</caption><thead><tr><th scope="col">#</th><th scope="col">${t.attemptTime}</th><th scope="col">${t.response}</th><th scope="col">${t.error}</th><th scope="col">${t.duration}</th></tr></thead>
<tbody>${attempts.map(
      (a) =>
        html`<tr><td>${a.attempt}</td><td class="when">${when(a.attempted_at, lang)}</td><td>${a.response_status ?? '–'}</td><td>${a.error ?? ''}</td><td>${a.duration_ms}</td></tr>`,
    )}</tbody></table>`,
  );
}

/** The minute of a Unix ms time as a datetime-local field shows it, in UTC like every time in the portal. */
export const utcMinute = (ms: number) => new Date(ms).toISOString().slice(0, 16);

const OVERLAPS = [
  [0, 'overlapNone'],
  [3_600, 'overlapHour'],
  [86_400, 'overlapDay'],
  [604_800, 'overlapWeek'],
] as const;

export type SubscriptionOutcome = {
  rotated?: { secret: string; previousExpiresAt: number };
  recovered?: number;
  rotateErrors?: FormErrors;
  recoverErrors?: FormErrors;
  form?: Record<string, string>;
};

export function subscriptionPage(page: PageContext, subscription: SubscriptionView, outcome: SubscriptionOutcome = {}): Html {
  const { t, lang } = page;
  const { rotated, recovered, rotateErrors, recoverErrors, form = {} } = outcome;
  const id = encodeURIComponent(subscription.id);
  const overlap = form.overlap_seconds ?? '86400';
  const rotatedBanner = rotated
    ? secretShownOnce(
        page,
        t.newSecret,
        rotated.secret,
        html`<p id="previous-until">${t.previousUntil} <time datetime="${new Date(rotated.previousExpiresAt).toISOString()}">${when(rotated.previousExpiresAt, lang)}</time>.</p>`,
      )
    : '';
  const rotateSection = html`<section aria-labelledby="rotate-heading"><h2 id="rotate-heading">${t.rotateHeading}</h2>
<form method="post" action="/portal/subscriptions/${id}/rotate-secret" class="create">${csrfField(page)}${formKeyField()}
  <div><label for="overlap_seconds">${t.overlap}</label><select id="overlap_seconds" name="overlap_seconds"${describedBy('overlap_seconds', rotateErrors)}>${OVERLAPS.map(
    ([seconds, label]) => html`<option value="${seconds}"${String(seconds) === overlap ? html` selected` : ''}>${t[label]}</option>`,
  )}</select>${fieldErrors('overlap_seconds', rotateErrors)}</div>
  <button type="submit">${t.rotate}</button>
</form>
${formRefusal('rotate-error', rotateErrors)}
</section>`;
  const recoverSection = html`<section aria-labelledby="recover-heading"><h2 id="recover-heading">${t.recoverHeading}</h2>
<p class="hint">${t.recoverHint}</p>
${recovered === undefined ? '' : html`<p role="status" class="notice">${t.recovered}: ${recovered}</p>`}
<form method="post" action="/portal/subscriptions/${id}/recover" class="create">${csrfField(page)}
  <div><label for="since">${t.since}</label><input id="since" name="since" type="datetime-local" required value="${form.since ?? utcMinute(Date.now() - 86_400_000)}"${describedBy('since', recoverErrors)}>${fieldErrors('since', recoverErrors)}</div>
  <div><label for="until">${t.until}</label><input id="until" name="until" type="datetime-local" value="${form.until}"${describedBy('until', recoverErrors)}>${fieldErrors('until', recoverErrors)}</div>
  <button type="submit">${t.recover}</button>
</form>
${formRefusal('recover-error', recoverErrors)}
</section>`;
  return layout(
    page,
    `${t.subscription} ${subscription.id}`,
    html`${rotatedBanner}<dl class="facts">
<dt>${t.webhookUrl}</dt><dd>${subscription.webhook_url}</dd>
<dt>${t.topics}</dt><dd>${subscription.topics.join(', ')}</dd>
<dt>${t.severityMin}</dt><dd>${subscription.severity_min}</dd>
<dt>${t.language}</dt><dd>${subscription.language}</dd>
<dt>${t.format}</dt><dd>${subscription.format}</dd>
<dt>${t.created}</dt><dd>${when(subscription.created_at, lang)}</dd>
<dt>${t.lastDelivery}</dt><dd>${when(subscription.last_delivery_at, lang)}</dd>
</dl>
<ul class="links"><li><a href="/portal/deliveries?subscription_id=${id}">${t.subscriptionDeliveries}</a></li><li><a href="/portal/subscriptions/${id}/stats">${t.stats}</a></li></ul>
${subscription.enabled ? html`${rotateSection}${recoverSection}` : html`<p class="notice">${t.deleted}</p>`}`,
  );
}

export type WindowStats = { window: StatsWindow; stats: SubscriptionStats };

export function statsPage(page: PageContext, subscriptionId: string, windows: WindowStats[]): Html {
  const { t, lang } = page;
  const percent = (rate: number | null) =>
    rate === null ? '–' : rate.toLocaleString(localeOf(lang), { style: 'percent', maximumFractionDigits: 1 });
  const count = (n: number | null) => (n === null ? '–' : n.toLocaleString(localeOf(lang)));
  const row = (label: string, cell: (stats: SubscriptionStats) => string, className?: string) =>
    html`<tr><th scope="row">${label}</th>${windows.map(({ stats }) => html`<td${className ? html` class="${className}"` : ''}>${cell(stats)}</td>`)}</tr>`;
  return layout(
    page,
    `${t.stats} ${subscriptionId}`,
    html`<p><a href="/portal/subscriptions/${encodeURIComponent(subscriptionId)}">${t.subscription} ${subscriptionId}</a></p>
<table class="stats"><caption class="visually-hidden">${t.stats}</caption>
<thead><tr><th scope="col">${t.measure}</th>${windows.map(({ window }) => html`<th scope="col">${t[`window${window}`]}</th>`)}</tr></thead>
<tbody>
<tr><th scope="rowgroup" colspan="${windows.length + 1}">${t.deliveriesNow}</th></tr>
${DELIVERY_STATUSES.map((status) => row(status, (stats) => count(stats.deliveries[status])))}
</tbody>
<tbody>
<tr><th scope="rowgroup" colspan="${windows.length + 1}">${t.attempts}</th></tr>
${row(t.attemptsTotal, (stats) => count(stats.attempts.total))}
${row(t.attemptsSucceeded, (stats) => count(stats.attempts.succeeded))}
${row(t.attemptsFailed, (stats) => count(stats.attempts.failed))}
${row(t.successRate, (stats) => percent(stats.success_rate))}
${row(t.p50, (stats) => count(stats.duration_ms.p50))}
${row(t.p95, (stats) => count(stats.duration_ms.p95))}
${row(t.lastSuccess, (stats) => when(stats.last_success_at, lang), 'when')}
${row(t.lastFailure, (stats) => when(stats.last_failure_at, lang), 'when')}
${row(t.lastError, (stats) => stats.last_error ?? '–')}
</tbody></table>
<p class="hint">${t.statsHint}</p>`,
  );
}

export type AccountFacts = {
  email: string;
  tier: string;
  usedToday: number;
  quota: number;
  deliveriesThisMonth: number;
  deliveriesPerMonth: number;
  maxSubscriptions: number;
};

export function accountPage(page: PageContext, account: AccountFacts): Html {
  const { t, lang } = page;
  const count = (n: number) => n.toLocaleString(localeOf(lang));
  return layout(
    page,
    t.account,
    html`<dl class="facts">
<dt>E-mail</dt><dd>${account.email}</dd>
<dt>${t.tier}</dt><dd>${account.tier}</dd>
<dt>${t.usageToday}</dt><dd><meter min="0" max="${account.quota}" value="${account.usedToday}" aria-label="${t.usageToday}"></meter> ${count(account.usedToday)} / ${count(account.quota)}</dd>
<dt>${t.deliveriesThisMonth}</dt><dd><meter min="0" max="${account.deliveriesPerMonth}" value="${account.deliveriesThisMonth}" aria-label="${t.deliveriesThisMonth}"></meter> ${count(account.deliveriesThisMonth)} / ${count(account.deliveriesPerMonth)}</dd>
<dt>${t.activeSubscriptions}</dt><dd>${count(account.maxSubscriptions)}</dd>
</dl>`,
  );
}

export const messagePage = (page: PageContext, heading: string, message: string) =>
  layout(page, heading, html`<p role="alert">${message}</p>`);
