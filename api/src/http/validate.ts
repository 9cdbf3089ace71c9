import { z, type ZodType } from 'zod';
import { HttpError } from './httpError.ts';

/** Parses input with a zod schema; a failure is a 400 naming the first bad field, never a 500. */
export function parse<S extends ZodType>(schema: S, input: unknown): z.infer<S> {
  const result = schema.safeParse(input ?? {});
  if (result.success) return result.data;
  const issue = result.error.issues[0];
  const field = issue?.path.join('.') || 'request';
  throw new HttpError(400, `Invalid ${field}: ${issue?.message ?? 'invalid value'}`);
}

/** ?page: a positive integer, default 1, bounded so nobody asks for page 10^12. */
export const pageParam = z.coerce.number().int().min(1).max(100_000).default(1);

export const pageQuery = z.object({ page: pageParam }).passthrough();
