import type * as z from 'zod';
import { zodToApiError } from './errors.js';

/** Parses request input with its zod schema; a failure is a 400 naming each failing field. */
export function parseInput<S extends z.ZodType>(schema: S, input: unknown, where: 'body' | 'query' | 'path'): z.infer<S> {
  const result = schema.safeParse(input);
  if (!result.success) throw zodToApiError(result.error, where);
  return result.data;
}
