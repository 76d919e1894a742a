import { bodyParser } from '@koa/bodyparser';
import Router from '@koa/router';
import type { Context, Middleware } from 'koa';
import { eventVersions } from '../application/eventVersions.js';
import { disableSubscription, rotateSubscriptionSecret } from '../application/subscriptionCommands.js';
import { deliveriesThisMonth } from '../delivery/fanOut.js';
import { replayDelivery, startRecovery } from '../delivery/replay.js';
import { testDelivery } from '../delivery/testDelivery.js';
import { digestApiKey, isWellFormedApiKey } from '../domain/apiKey.js';
import type { TargetPolicy } from '../domain/webhookTarget.js';
import { findCustomer } from '../projections/customersReadModel.js';
import { findDelivery, listAttempts, listDeliveries } from '../projections/deliveriesReadModel.js';
import { listEvents } from '../projections/eventsReadModel.js';
import { STATS_WINDOWS, type StatsWindow, subscriptionStats } from '../projections/deliveryStatsReadModel.js';
import { findSubscription, listEnabledSubscriptions } from '../projections/subscriptionsReadModel.js';
import { batchedAdmissions, type Caller, meterCaller } from '../api/auth.js';
import { DeliveriesQuery } from '../api/deliveriesSchemas.js';
import { type ApiError, invalidInput, notFound, paymentRequired, toApiError, unauthorized, zodToApiError } from '../api/errors.js';
import { EventsQuery, eventFilters } from '../api/eventsSchemas.js';
import type { AppDependencies } from '../api/routeDependencies.js';
import { replayedCount } from '../api/replayErrors.js';
import { lookUpSubscriptionCreateFacts, RecoverBody, RotateSecretBody, subscriptionCreate } from '../api/subscriptionsSchemas.js';
import { createOwnSubscription } from '../api/subscriptionsRoutes.js';
import { idempotent } from '../api/idempotency.js';
import { continueAfter } from '../api/validate.js';
import type { Html } from './html.js';
import {
  accountPage,
  deliveriesPage,
  deliveryPage,
  eventPage,
  type FeedFilters,
  feedPage,
  type FormErrors,
  messagePage,
  type PageContext,
  type ReplayOutcome,
  signInPage,
  statsPage,
  type SubscriptionOutcome,
  subscriptionPage,
  subscriptionsPage,
} from './portalPages.js';
import { PORTAL_SCRIPT } from './portalScript.js';
import { endSession, findSession, randomToken, SESSION_HOURS, startSession, type PortalSession } from './portalSessions.js';
import { PORTAL_STYLE } from './portalStyle.js';
import { type Language, pickLanguage, TEXTS } from './portalText.js';

export type PortalDependencies = AppDependencies & { webhookPolicy: TargetPolicy };

const SESSION_COOKIE = 'regfeed_session';
const SIGN_IN_COOKIE = 'regfeed_sign_in';
const LANGUAGE_COOKIE = 'regfeed_lang';
const PAGE_SIZE = 25;

/** Everything but the portal's own script and style is refused: no inline script or style, no framing. */
const CONTENT_SECURITY_POLICY = "default-src 'self'; form-action 'self'; frame-ancestors 'none'; base-uri 'none'";

type Signed = { session: PortalSession; token: string; caller: Caller };

const fieldsOf = (error: ApiError): FormErrors => ({
  message: error.message,
  fields: (error.details as { fields?: Record<string, string[]> }).fields ?? {},
});

/** A refusal the API would answer with (4xx), to show on the page; a failure of ours still fails the request. */
async function refusalOf(action: () => Promise<unknown>): Promise<ApiError | undefined> {
  try {
    await action();
    return undefined;
  } catch (error) {
    const refused = toApiError(error);
    if (refused.status >= 500) throw error;
    return refused;
  }
}

const DATETIME_LOCAL = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2})?$/;

/** A datetime-local field's value read in UTC, the portal's time zone; NaN unless it names a real minute (no 30 February). */
function utcTime(value: string): number {
  const ms = DATETIME_LOCAL.test(value) ? Date.parse(`${value}Z`) : Number.NaN;
  return Number.isNaN(ms) || !new Date(ms).toISOString().startsWith(value) ? Number.NaN : ms;
}

/** The form's or query's values as strings, without empty ones (an empty filter is no filter). */
const filled = (input: unknown): Record<string, string> =>
  Object.fromEntries(
    Object.entries((input ?? {}) as Record<string, unknown>).filter(
      (entry): entry is [string, string] => typeof entry[1] === 'string' && entry[1] !== '',
    ),
  );

/**
 * The customer portal under /portal/: server-rendered pages over the same read models and commands
 * as the API. Each page is admitted and metered as a request of the API key the session was signed
 * in with, so tenancy, quotas and rate limits are the API's.
 */
export function portal(deps: PortalDependencies): Middleware {
  const { pool, eventStore, boss, secretsKey, sender, webhookPolicy, config } = deps;
  const admit = batchedAdmissions(deps.meteringPool);
  const secureCookies = config.publicBaseUrl.startsWith('https:');
  const cookieOptions = { httpOnly: true, sameSite: 'strict' as const, path: '/portal', secure: secureCookies, overwrite: true };
  const router = new Router({ prefix: '/portal' });
  const forms = bodyParser({ enableTypes: ['form'], formLimit: '64kb', encoding: 'utf-8' });

  const languageOf = (ctx: Context): Language => {
    const lang = pickLanguage(ctx.query.lang, ctx.cookies.get(LANGUAGE_COOKIE), ctx.get('Accept-Language'));
    if (ctx.query.lang === lang) ctx.cookies.set(LANGUAGE_COOKIE, lang, { ...cookieOptions, httpOnly: false, maxAge: 365 * 86_400_000 });
    return lang;
  };
  const pageOf = (ctx: Context, csrf?: string): PageContext => {
    const lang = languageOf(ctx);
    return { t: TEXTS[lang], lang, csrf, path: ctx.path };
  };
  const send = (ctx: Context, page: Html, status = 200) => {
    ctx.status = status;
    ctx.type = 'text/html; charset=utf-8';
    ctx.body = page.text;
  };

  /** The signed-in caller, admitted and metered like an API request; undefined when there is no live session. */
  const signedIn = async (ctx: Context): Promise<Signed | undefined> => {
    const token = ctx.cookies.get(SESSION_COOKIE);
    const session = token && (await findSession(pool, token));
    if (!token || !session) return undefined;
    const admission = await admit(session.keyDigest);
    // The key was revoked: its sessions end with it.
    if (!admission) return void (await endSession(pool, token));
    const caller = meterCaller(ctx, admission);
    ctx.state.bindLog({ customerId: caller.customerId });
    return { session, token, caller };
  };

  // A form whose effect must not happen twice (a new subscription, a rotation) carries a key of its
  // own: sent again, by a reload or a second click, it gets the first answer instead of a second change.
  const oncePerForm = idempotent({ pool, secretsKey }, (ctx) => {
    const key = (ctx.request.body as { form_key?: unknown } | undefined)?.form_key;
    return typeof key === 'string' && key !== '' ? key : undefined;
  });

  /** A page for a signed-in customer; POSTs must carry the session's CSRF token. */
  const signedInPage =
    (render: (ctx: Context, page: PageContext, signed: Signed) => Promise<Html | undefined>, { once = false } = {}): Middleware =>
    async (ctx) => {
      const signed = await signedIn(ctx);
      if (!signed) return ctx.redirect('/portal/sign-in');
      if (ctx.method === 'POST' && (ctx.request.body as { csrf?: unknown } | undefined)?.csrf !== signed.session.csrfToken)
        throw invalidInput('The form is out of date or was not sent by the portal; reload the page.');
      const respond = async () => {
        const page = await render(ctx, pageOf(ctx, signed.session.csrfToken), signed);
        if (page) send(ctx, page, ctx.status === 404 ? 200 : ctx.status);
      };
      if (!once) return respond();
      ctx.state.caller = signed.caller;
      await oncePerForm(ctx as Parameters<typeof oncePerForm>[0], respond);
    };
  /** After a change, the page it leads to by GET (303), so that reloading does not repeat the change. */
  const seeOther = (ctx: Context, location: string): undefined => {
    ctx.status = 303;
    ctx.redirect(location);
  };
  const requireActive = (caller: Caller) => {
    if (caller.status !== 'active') throw paymentRequired();
  };

  router.get('/portal.js', (ctx) => {
    ctx.type = 'text/javascript; charset=utf-8';
    ctx.body = PORTAL_SCRIPT;
  });
  router.get('/portal.css', (ctx) => {
    ctx.type = 'text/css; charset=utf-8';
    ctx.body = PORTAL_STYLE;
  });

  const signInForm = (ctx: Context, errors?: FormErrors, status = 200) => {
    // Sign-in has no session yet: its CSRF token is a SameSite=Strict cookie the form repeats.
    const csrf = randomToken();
    ctx.cookies.set(SIGN_IN_COOKIE, csrf, cookieOptions);
    send(ctx, signInPage(pageOf(ctx), csrf, errors), status);
  };
  router.get('/sign-in', (ctx) => signInForm(ctx));
  router.post('/sign-in', async (ctx) => {
    const body = filled(ctx.request.body);
    const expected = ctx.cookies.get(SIGN_IN_COOKIE);
    const t = TEXTS[languageOf(ctx)];
    if (!expected || body.csrf !== expected) return signInForm(ctx, { message: t.failed }, 400);
    const key = body.api_key?.trim() ?? '';
    const admission = isWellFormedApiKey(key) ? await admit(digestApiKey(key)) : undefined;
    if (!admission) return signInForm(ctx, { message: unauthorized().message, fields: { api_key: [unauthorized().message] } }, 401);
    meterCaller(ctx, admission);
    const token = await startSession(pool, digestApiKey(key));
    ctx.cookies.set(SIGN_IN_COOKIE, null, cookieOptions);
    ctx.cookies.set(SESSION_COOKIE, token, { ...cookieOptions, maxAge: SESSION_HOURS * 3_600_000 });
    ctx.status = 303;
    ctx.redirect('/portal/feed');
  });
  router.post('/sign-out', async (ctx) => {
    const token = ctx.cookies.get(SESSION_COOKIE);
    const session = token && (await findSession(pool, token));
    if (token && session && (ctx.request.body as { csrf?: unknown } | undefined)?.csrf === session.csrfToken) await endSession(pool, token);
    ctx.cookies.set(SESSION_COOKIE, null, cookieOptions);
    const page = pageOf(ctx);
    send(ctx, messagePage(page, page.t.signOut, page.t.signedOut));
  });

  router.get(
    '/feed',
    signedInPage(async (ctx, page, { caller }) => {
      requireActive(caller);
      const asked = filled(ctx.query);
      const filters: FeedFilters = { q: asked.q, topics: asked.topics, severity_min: asked.severity_min, articles: asked.articles };
      const parsed = EventsQuery.safeParse({
        ...filled(filters),
        ...(asked.cursor ? { cursor: asked.cursor } : {}),
        limit: String(PAGE_SIZE),
      });
      if (!parsed.success) {
        ctx.status = 400;
        return feedPage(page, filters, [], null, fieldsOf(zodToApiError(parsed.error, 'query')));
      }
      const listing = eventFilters(parsed.data);
      const { eventsJson, nextCursor } = await listEvents(pool, listing, {
        limit: PAGE_SIZE,
        after: continueAfter(parsed.data.cursor, listing),
      });
      return feedPage(page, filled(filters), JSON.parse(eventsJson), nextCursor);
    }),
  );
  router.get(
    '/events/:id',
    signedInPage(async (ctx, page, { caller }) => {
      requireActive(caller);
      const versions = await eventVersions(eventStore, ctx.params.id ?? '');
      if (!versions.length) throw notFound('Event');
      return eventPage(page, versions);
    }),
  );

  router.get(
    '/subscriptions',
    signedInPage(async (_ctx, page, { caller }) => subscriptionsPage(page, await listEnabledSubscriptions(pool, caller.customerId))),
  );
  router.post(
    '/subscriptions',
    signedInPage(
      async (ctx, page, { caller }) => {
        const body = (ctx.request.body ?? {}) as Record<string, unknown>;
        const form = {
          webhook_url: body.webhook_url,
          topics: [body.topics ?? []].flat(),
          severity_min: body.severity_min,
          language: body.language,
          format: body.format,
        };
        const facts = await lookUpSubscriptionCreateFacts({ pool, webhookPolicy })(form);
        const parsed = subscriptionCreate(facts).safeParse(form);
        let errors: FormErrors | undefined;
        let created: { id: string; secret: string } | undefined;
        if (!parsed.success) errors = fieldsOf(zodToApiError(parsed.error, 'body'));
        else {
          const refused = await refusalOf(async () => {
            const { subscriptionId, webhookSecret } = await createOwnSubscription({ pool, eventStore, secretsKey }, caller, parsed.data);
            ctx.state.log.info({ subscriptionId }, 'subscription created');
            created = { id: subscriptionId, secret: webhookSecret };
          });
          if (refused) errors = fieldsOf(refused);
        }
        ctx.status = errors ? 400 : 201;
        return subscriptionsPage(page, await listEnabledSubscriptions(pool, caller.customerId), {
          ...(created ? { created } : {}),
          ...(errors ? { errors, form } : {}),
        });
      },
      { once: true },
    ),
  );
  /** The caller's subscription of the path, a deleted one too, as the API shows it (its deliveries and stats link to it). */
  const anySubscription = async (ctx: Context, caller: Caller) => {
    const subscription = await findSubscription(pool, caller.customerId, String(ctx.params.id ?? ''));
    if (!subscription) throw notFound('Subscription');
    return subscription;
  };
  /** The caller's subscription of the path, for actions: only while enabled. */
  const ownSubscription = async (ctx: Context, caller: Caller) => {
    const subscription = await anySubscription(ctx, caller);
    if (!subscription.enabled) throw notFound('Subscription');
    return subscription;
  };
  router.post(
    '/subscriptions/:id/delete',
    signedInPage(async (ctx, _page, { caller }) => {
      const { id } = await ownSubscription(ctx, caller);
      await disableSubscription(eventStore, caller.customerId, id);
      return seeOther(ctx, '/portal/subscriptions');
    }),
  );
  router.post(
    '/subscriptions/:id/test',
    signedInPage(async (ctx, page, { caller }) => {
      const subscription = await ownSubscription(ctx, caller);
      const test = await testDelivery({ pool, secretsKey, sender, policy: webhookPolicy }, subscription);
      return subscriptionsPage(page, await listEnabledSubscriptions(pool, caller.customerId), { test });
    }),
  );

  const showSubscription = async (ctx: Context, page: PageContext, caller: Caller, outcome: SubscriptionOutcome, status: number) => {
    const subscription = await anySubscription(ctx, caller);
    ctx.status = status;
    return subscriptionPage(page, subscription, outcome);
  };
  router.get(
    '/subscriptions/:id',
    signedInPage(async (ctx, page, { caller }) => {
      const recovered = /^\d+$/.test(String(ctx.query.recovered)) ? Number(ctx.query.recovered) : undefined;
      return showSubscription(ctx, page, caller, recovered === undefined ? {} : { recovered }, 200);
    }),
  );
  router.get(
    '/subscriptions/:id/stats',
    signedInPage(async (ctx, page, { caller }) => {
      const subscription = await anySubscription(ctx, caller);
      const windows = Object.keys(STATS_WINDOWS) as StatsWindow[];
      return statsPage(
        page,
        subscription.id,
        await Promise.all(windows.map(async (window) => ({ window, stats: await subscriptionStats(pool, subscription.id, window) }))),
      );
    }),
  );
  router.post(
    '/subscriptions/:id/rotate-secret',
    signedInPage(
      async (ctx, page, { caller }) => {
        const { id } = await ownSubscription(ctx, caller);
        const form = filled({ overlap_seconds: filled(ctx.request.body).overlap_seconds });
        const asked = form.overlap_seconds;
        const parsed = RotateSecretBody.safeParse(
          asked === undefined ? {} : { overlap_seconds: /^\d+$/.test(asked) ? Number(asked) : asked },
        );
        if (!parsed.success)
          return showSubscription(ctx, page, caller, { rotateErrors: fieldsOf(zodToApiError(parsed.error, 'body')), form }, 400);
        const { webhookSecret, previousExpiresAt } = await rotateSubscriptionSecret(
          { pool, eventStore, secretsKey },
          caller.customerId,
          id,
          parsed.data.overlap_seconds,
        );
        ctx.state.log.info({ subscriptionId: id }, 'subscription secret rotated');
        return showSubscription(
          ctx,
          page,
          caller,
          { rotated: { secret: webhookSecret, previousExpiresAt: previousExpiresAt.getTime() } },
          200,
        );
      },
      { once: true },
    ),
  );
  router.post(
    '/subscriptions/:id/recover',
    signedInPage(async (ctx, page, { caller }) => {
      const { id } = await ownSubscription(ctx, caller);
      const { since, until } = filled(ctx.request.body);
      const form = filled({ since, until });
      const refuse = (errors: FormErrors, status: number) => showSubscription(ctx, page, caller, { recoverErrors: errors, form }, status);
      // The fields are minutes in UTC; read as such, the API's rules (14 days back, until after since) judge them.
      const malformed = Object.entries(form).filter(([, value]) => Number.isNaN(utcTime(value)));
      if (malformed.length)
        return refuse(
          { message: page.t.notDateTime, fields: Object.fromEntries(malformed.map(([name]) => [name, [page.t.notDateTime]])) },
          400,
        );
      const parsed = RecoverBody.safeParse({ since: since && utcTime(since), ...(until ? { until: utcTime(until) } : {}) });
      if (!parsed.success) return refuse(fieldsOf(zodToApiError(parsed.error, 'body')), 400);
      let recovered = 0;
      const refused = await refusalOf(async () => {
        const by = { replayedBy: 'customer' as const, customerId: caller.customerId };
        // As the API: answered once the recovery and its job are recorded; a worker replays the deliveries.
        const started = await startRecovery({ pool, eventStore, boss }, { subscriptionId: id, range: parsed.data, by });
        recovered = replayedCount(started, 'Subscription');
        ctx.state.log.info(
          { subscriptionId: id, recovered, recoveryId: started.refused ? null : started.recoveryId },
          'subscription recovery recorded',
        );
      });
      if (refused) return refuse(fieldsOf(refused), refused.status);
      // To the page by GET, so that reloading it does not recover again.
      return seeOther(ctx, `/portal/subscriptions/${encodeURIComponent(id)}?recovered=${recovered}`);
    }),
  );

  router.get(
    '/deliveries',
    signedInPage(async (ctx, page, { caller }) => {
      const query = DeliveriesQuery.safeParse({ ...filled(ctx.query), limit: String(PAGE_SIZE) });
      if (!query.success) throw zodToApiError(query.error, 'query');
      const { status, subscription_id: subscriptionId, cursor } = query.data;
      const filters = { customerId: caller.customerId, status, subscriptionId };
      const { deliveries, nextCursor } = await listDeliveries(pool, filters, { limit: PAGE_SIZE, after: continueAfter(cursor, filters) });
      const next = nextCursor && new URLSearchParams(filled({ status, subscription_id: subscriptionId, cursor: nextCursor })).toString();
      return deliveriesPage(page, { status, subscriptionId }, deliveries, next || null);
    }),
  );
  const showDelivery = async (ctx: Context, page: PageContext, caller: Caller, outcome: ReplayOutcome = {}) => {
    const delivery = await findDelivery(pool, ctx.params.id ?? '', caller.customerId);
    if (!delivery) throw notFound('Delivery');
    return deliveryPage(page, delivery, await listAttempts(pool, delivery.id), outcome);
  };
  router.get(
    '/deliveries/:id',
    signedInPage(async (ctx, page, { caller }) => showDelivery(ctx, page, caller, { replayed: ctx.query.replayed === '1' })),
  );
  router.post(
    '/deliveries/:id/replay',
    signedInPage(async (ctx, page, { caller }) => {
      const id = ctx.params.id ?? '';
      const refused = await refusalOf(async () => {
        replayedCount(
          await replayDelivery({ pool, eventStore }, id, { replayedBy: 'customer', customerId: caller.customerId }),
          'Delivery',
        );
        ctx.state.log.info({ deliveryId: id }, 'delivery replayed');
      });
      if (!refused) return seeOther(ctx, `/portal/deliveries/${encodeURIComponent(id)}?replayed=1`);
      if (refused.status === 404) throw refused;
      ctx.status = refused.status;
      return showDelivery(ctx, page, caller, { refusal: fieldsOf(refused) });
    }),
  );
  router.get(
    '/account',
    signedInPage(async (_ctx, page, { caller }) => {
      const customer = await findCustomer(pool, caller.customerId);
      if (!customer) throw notFound('Account');
      return accountPage(page, {
        email: customer.email,
        tier: customer.tier,
        usedToday: caller.usedToday,
        quota: caller.quota,
        deliveriesThisMonth: await deliveriesThisMonth(pool, caller.customerId),
        deliveriesPerMonth: customer.deliveries_per_month,
        maxSubscriptions: customer.max_subscriptions,
      });
    }),
  );

  const routes = router.routes();
  return async (ctx, next) => {
    if (ctx.path !== '/portal' && !ctx.path.startsWith('/portal/')) return next();
    ctx.set({
      'Content-Security-Policy': CONTENT_SECURITY_POLICY,
      'Referrer-Policy': 'no-referrer',
      'X-Frame-Options': 'DENY',
      'Cache-Control': 'no-store',
    });
    if (ctx.path === '/portal' || ctx.path === '/portal/') return ctx.redirect('/portal/feed');
    // TLS ends at the proxy in front (the app trusts no forwarded headers): PUBLIC_BASE_URL says the browser sees https.
    if (secureCookies) ctx.cookies.secure = true;
    try {
      // The router's context type adds what it sets itself (params, router).
      await forms(ctx, () => routes(ctx as Parameters<typeof routes>[0], next));
    } catch (thrown) {
      // The API's message, on a page; never a stack trace.
      const error = toApiError(thrown);
      if (error.status >= 500 && error.status !== 503) ctx.state.log.error({ err: thrown }, 'portal request failed');
      const page = pageOf(ctx);
      ctx.set(error.headers);
      send(ctx, messagePage(page, page.t.error, error.status >= 500 ? page.t.failed : error.message), error.status);
    }
  };
}
