import { z } from 'zod';
import { errors } from '../errors';

/** The largest id a row can have: ids are PostgreSQL integers. */
export const MAX_ID = 2_147_483_647;

/** A row id in a path or query: 1..2147483647, anything else names no row. */
export const idParam = z.coerce.number().int().min(1).max(MAX_ID);
/** A player id: a seat's id, or an AI player's negative one. */
export const playerIdParam = z.coerce.number().int().min(-MAX_ID).max(MAX_ID);

export const codeParams = z.object({ code: z.string().min(1).max(16).transform((c) => c.toUpperCase()) });
export const playerParams = codeParams.extend({ playerId: playerIdParam });

/**
 * Parses route parameters; a bad one answers 422 like any invalid request. A whole number outside the
 * 32-bit range is refused whatever the schema says: no column holds it, so it can only fail in a query.
 */
export function params<S extends z.ZodType>(schema: S, value: unknown): z.output<S> {
  const parsed = schema.safeParse(value);
  if (!parsed.success) throw errors.invalid(parsed.error.issues.map((i) => ({ path: i.path.join('.'), message: i.message })));
  if (typeof parsed.data === 'object' && parsed.data !== null) {
    for (const [path, v] of Object.entries(parsed.data)) {
      if (typeof v === 'number' && (!Number.isFinite(v) || (Number.isInteger(v) && Math.abs(v) > MAX_ID))) {
        throw errors.invalid([{ path, message: `Must be between ${-MAX_ID} and ${MAX_ID}` }]);
      }
    }
  }
  return parsed.data;
}
