import * as z from 'zod';
import { Cursor, type Position } from '../projections/cursor.js';
import { invalidInput, zodToApiError } from './errors.js';

type Where = 'body' | 'query' | 'path';

function unwrap<T>(result: z.ZodSafeParseResult<T>, where: Where): T {
  if (!result.success) throw zodToApiError(result.error, where);
  return result.data;
}

/** Parses request input with its zod schema; a failure is a 400 naming each failing field. */
export const parseInput = <S extends z.ZodType>(schema: S, input: unknown, where: Where): z.infer<S> => unwrap(schema.safeParse(input), where);

/** The same for schemas with asynchronous checks (e.g. a DNS lookup). */
export const parseInputAsync = async <S extends z.ZodType>(schema: S, input: unknown, where: Where): Promise<z.infer<S>> =>
  unwrap(await schema.safeParseAsync(input), where);

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
