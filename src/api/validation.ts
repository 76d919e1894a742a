import type * as z from 'zod';
import { zodToApiError } from './errors.js';

function unwrap<T>(result: z.ZodSafeParseResult<T>, where: 'body' | 'query' | 'path'): T {
  if (!result.success) throw zodToApiError(result.error, where);
  return result.data;
}

/** Parses request input with its zod schema; a failure is a 400 naming each failing field. */
export function parseInput<S extends z.ZodType>(schema: S, input: unknown, where: 'body' | 'query' | 'path'): z.infer<S> {
  return unwrap(schema.safeParse(input), where);
}

/** `parseInput` for schemas whose checks look something up (DNS, the database). */
export async function parseInputAsync<S extends z.ZodType>(schema: S, input: unknown, where: 'body' | 'query' | 'path'): Promise<z.infer<S>> {
  return unwrap(await schema.safeParseAsync(input), where);
}
