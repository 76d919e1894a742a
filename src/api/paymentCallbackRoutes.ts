import type Router from '@koa/router';
import type { Middleware } from 'koa';
import { createHmac, timingSafeEqual } from 'node:crypto';
import * as z from 'zod';
import { receivePaymentEvent, type PaymentDependencies } from '../application/paymentInbox.js';
import type { Config } from '../config.js';
import { parsePaymentEvent, PaymentEventBody } from '../domain/paymentEvent.js';
import { badPaymentSignature, ErrorBody, paymentCallbackUnconfigured } from './errors.js';
import { parseCheckedJson } from './inputSafety.js';
import { json, registerPublicPath } from './openapi.js';
import { readRawBody } from './rawBody.js';

export const PAYMENT_CALLBACK_PATH = '/v1/webhooks/payment';

const Received = z.object({ received: z.literal(true) });

registerPublicPath({
  method: 'post',
  path: PAYMENT_CALLBACK_PATH,
  summary: "The payment provider's callback (for the provider only)",
  description:
    'Authenticated by `Payment-Signature`: the hex HMAC-SHA256 of the exact raw body, keyed with the shared secret ' +
    '(`PAYMENT_WEBHOOK_SECRET`), optionally prefixed `sha256=`. Each provider event id is applied once: a redelivery ' +
    'answers 200 and changes nothing. Unknown types are recorded and answered 200.',
  request: {
    headers: z.object({ 'Payment-Signature': z.string().meta({ example: 'sha256=5d41402abc4b2a76b9719d911017c592…' }) }),
    body: { content: { 'application/json': { schema: PaymentEventBody } }, required: true },
  },
  responses: {
    200: json(Received, 'Received (first delivery or redelivery)'),
    401: json(ErrorBody, '`unauthorized`: missing or invalid `Payment-Signature`'),
  },
  errors: [400, 413, 415, 503],
});

const SIGNATURE = /^(?:sha256=)?([0-9a-f]{64})$/i;

/** Constant-time check of the provider's signature over the exact bytes received. */
function hasValidPaymentSignature(rawBody: Buffer, header: string, secret: string): boolean {
  const hex = SIGNATURE.exec(header.trim())?.[1];
  if (!hex) return false;
  const expected = createHmac('sha256', secret).update(rawBody).digest();
  return timingSafeEqual(Buffer.from(hex, 'hex'), expected);
}

/** Keeps the body parser off the callback: the signature covers the raw bytes, which the route reads itself. */
export const rawBodyForPaymentCallback: Middleware = async (ctx, next) => {
  if (ctx.path === PAYMENT_CALLBACK_PATH) ctx.disableBodyParser = true;
  await next();
};

export function paymentCallbackRoutes(router: Router, deps: PaymentDependencies & { config: Config }): void {
  router.post(PAYMENT_CALLBACK_PATH, async (ctx) => {
    const secret = deps.config.paymentWebhookSecret;
    if (!secret) throw paymentCallbackUnconfigured();
    const rawBody = await readRawBody(ctx.req);
    if (!hasValidPaymentSignature(rawBody, ctx.get('Payment-Signature'), secret)) throw badPaymentSignature();

    // Only now is the body trusted enough to parse; a ZodError becomes a 400 naming the fields.
    const event = parsePaymentEvent(parseCheckedJson(rawBody.toString('utf8')));
    const { firstDelivery } = await receivePaymentEvent(deps, event, ctx.state.log);
    ctx.state.log.info({ providerEventId: event.id, type: event.type, firstDelivery }, 'payment event received');
    ctx.body = { received: true } satisfies z.infer<typeof Received>;
  });
}
