import { OpenAPIRegistry, OpenApiGeneratorV31, type RouteConfig } from '@asteasolutions/zod-to-openapi';
import * as z from 'zod';
import { ErrorBody } from './errors.js';

/** Route modules register their paths here beside the routes, from the schemas that validate them. */
export const openApi = new OpenAPIRegistry();

const bearer = openApi.registerComponent('securitySchemes', 'bearerAuth', {
  type: 'http',
  scheme: 'bearer',
  description: 'An API key: `regfeed_` followed by 64 lowercase hex characters',
});

const ERROR_DESCRIPTIONS: Record<number, string> = {
  400: '`invalid_input`: details.fields names each failing field',
  401: '`unauthorized`: missing, malformed, unknown or revoked API key',
  402: '`payment_required`: the account is suspended for non-payment',
  404: '`not_found`',
  409: '`conflict`',
  413: '`payload_too_large`: bodies are limited to 256 KiB',
  415: '`unsupported_media_type`: bodies must be JSON',
  429: '`rate_limited`: the daily quota is used up; see `X-RateLimit-Reset` and `Retry-After`',
  503: '`unavailable`',
};

export const json = <S extends z.ZodType>(schema: S, description: string) => ({
  description,
  content: { 'application/json': { schema } },
});

// Any request may be refused at the edge (400: NUL characters, bodies nested too deep, malformed
// HTTP) or while the database is away (503).
const EVERY_OPERATION_ERRORS = [400, 503];

const errorResponses = (statuses: number[]) =>
  Object.fromEntries(
    [...new Set([...statuses, ...EVERY_OPERATION_ERRORS])]
      .sort()
      .map((status) => [status, json(ErrorBody, ERROR_DESCRIPTIONS[status] ?? 'Error')]),
  );

/** `get /v1/subscriptions/{id}/history` → `getSubscriptionsByIdHistory`: stable, unique, derived in one place. */
const operationIdOf = (method: string, path: string): string =>
  method +
  path
    .split('/')
    .filter((segment) => segment && segment !== 'v1')
    .map((segment) => {
      const name = segment.replace(/\{([^}]+)\}/g, 'by-$1');
      return name.replace(/(^|[-_.])([a-z0-9])/g, (_, __, letter: string) => letter.toUpperCase());
    })
    .join('');

const RATE_LIMIT_HEADERS = z.object({
  'X-RateLimit-Limit': z.string().meta({ description: 'Requests per UTC day of the tier' }),
  'X-RateLimit-Remaining': z.string().meta({ description: 'Requests left today' }),
  'X-RateLimit-Reset': z.string().meta({ description: 'Unix seconds of the next UTC midnight' }),
});

/** A public endpoint. */
export function registerPublicPath(route: Omit<RouteConfig, 'responses'> & { responses: RouteConfig['responses']; errors?: number[] }) {
  const { errors = [], ...rest } = route;
  openApi.registerPath({
    operationId: operationIdOf(rest.method, rest.path),
    ...rest,
    // Explicitly open: no credentials.
    security: [],
    responses: { ...rest.responses, ...errorResponses(errors) },
  });
}

/** An endpoint behind the API key and the daily quota. */
export function registerAuthenticatedPath(
  route: Omit<RouteConfig, 'responses'> & { responses: RouteConfig['responses']; errors?: number[] },
) {
  const { errors = [], ...rest } = route;
  const responses = Object.fromEntries(
    Object.entries(rest.responses).map(([status, response]) => [status, { ...response, headers: RATE_LIMIT_HEADERS }]),
  );
  openApi.registerPath({
    operationId: operationIdOf(rest.method, rest.path),
    ...rest,
    security: [{ [bearer.name]: [] }],
    responses: { ...responses, ...errorResponses([...errors, 401, 429]) },
  });
}

/** A page of a keyset-paged listing: `{<items>, count, next_cursor, disclaimer}`. */
export const pageOf = <K extends string, S extends z.ZodType>(key: K, item: S) =>
  z
    .object({
      count: z.number().int(),
      next_cursor: z.string().nullable().meta({ description: 'Pass as `cursor` for the next page; null on the last page (additive)' }),
      disclaimer: z.string(),
    })
    .extend({ [key]: z.array(item) } as Record<K, z.ZodArray<S>>);

export function openApiDocument(serverUrl: string) {
  return new OpenApiGeneratorV31(openApi.definitions).generateDocument({
    openapi: '3.1.0',
    info: {
      title: 'regfeed',
      version: '0.1.0',
      description: 'Structured updates about the EU AI Act, as a JSON query API and signed webhooks. Information only, not legal advice.',
      license: {
        name: 'Proprietary: use under the terms of your regfeed subscription',
        identifier: 'LicenseRef-regfeed-subscription-terms',
      },
    },
    servers: [{ url: serverUrl }],
  });
}
