import type { Middleware, ParameterizedContext } from 'koa';
import * as z from 'zod';
import { Cursor, type Position } from '../projections/cursor.js';
import { invalidInput, zodToApiError } from './errors.js';

type Where = 'body' | 'query';

/** What a route's validation middleware leaves for its handler: the parsed input, typed by its schema. */
export type Validated<S extends z.ZodType> = { input: z.infer<S> };

const rawInput = (ctx: Pick<ParameterizedContext, 'request' | 'query'>, where: Where): unknown =>
  where === 'body' ? ctx.request.body : ctx.query;

/**
 * Validates the request's body or query with its schema, before the handler runs, and hands the
 * handler the parsed input as `ctx.state.input`; a failure is a 400 naming each failing field.
 */
export function validate<S extends z.ZodType>(where: Where, schema: S): Middleware<Validated<S>> {
  return async (ctx, next) => {
    const result = schema.safeParse(rawInput(ctx, where));
    if (!result.success) throw zodToApiError(result.error, where);
    ctx.state.input = result.data;
    await next();
  };
}

/**
 * The same for rules that need the network or the database (a DNS lookup, a known id). No I/O runs
 * inside zod: `lookUp` gathers those facts from the raw input first, and the schema made from them
 * checks them as plain data, so a failing request still names every failing field at once.
 */
export function validateWithFacts<F, S extends z.ZodType>(
  where: Where,
  lookUp: (raw: unknown) => Promise<F>,
  schemaFor: (facts: F) => S,
): Middleware<Validated<S>> {
  return async (ctx, next) => {
    const raw = rawInput(ctx, where);
    const result = schemaFor(await lookUp(raw)).safeParse(raw);
    if (!result.success) throw zodToApiError(result.error, where);
    ctx.state.input = result.data;
    await next();
  };
}

/** `limit` of a paged listing: 1 to 200, default 50 (applied by the route). */
export const PageLimit = z
  .string()
  .regex(/^\d{1,4}$/, 'a whole number from 1 to 200')
  .transform(Number)
  .pipe(z.number().min(1, 'at least 1').max(200, 'at most 200'))
  .optional()
  .meta({ type: 'integer', description: '1 to 200, default 50' });
export const DEFAULT_PAGE_LIMIT = 50;

export const PageCursor = z.string().max(200).optional().meta({ description: '`next_cursor` of the previous page, with the same filters' });

/** The position a `cursor` parameter continues after; a cursor of other filters is a 400. */
export function continueAfter(cursor: string | undefined, filters: Record<string, unknown>): Position | undefined {
  if (cursor === undefined) return undefined;
  const after = Cursor.decode(cursor, filters);
  if ('invalid' in after) throw invalidInput(`Invalid query: cursor: ${after.invalid}`, { fields: { cursor: [after.invalid] } });
  return after;
}
