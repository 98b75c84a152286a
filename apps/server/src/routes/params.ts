import { z } from 'zod';
import { errors } from '../errors';

export const codeParams = z.object({ code: z.string().min(1).max(16).transform((c) => c.toUpperCase()) });
export const playerParams = codeParams.extend({ playerId: z.coerce.number().int() });

/** Parses route parameters; a bad one answers 422 like any invalid request. */
export function params<S extends z.ZodType>(schema: S, value: unknown): z.output<S> {
  const parsed = schema.safeParse(value);
  if (!parsed.success) throw errors.invalid(parsed.error.issues.map((i) => ({ path: i.path.join('.'), message: i.message })));
  return parsed.data;
}
