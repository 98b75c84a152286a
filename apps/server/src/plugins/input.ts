import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { MESSAGE_KEYS } from '@snackparty/protocol';
import { AppError } from '../errors';

declare module 'fastify' {
  interface FastifyInstance {
    /** Every route as registered (method and URL), for diagnostics and the fuzz tests. */
    readonly routeTable: ReadonlyArray<{ method: string; url: string }>;
  }
}

/** A lone half of a surrogate pair: not Unicode, and PostgreSQL refuses it in json. */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

function badText(text: string): boolean {
  return text.includes('\u0000') || LONE_SURROGATE.test(text);
}

/** True when any string (or object key) in the value holds NUL or broken Unicode; walked without recursion. */
export function holdsBadText(value: unknown): boolean {
  const stack: unknown[] = [value];
  while (stack.length > 0) {
    const item = stack.pop();
    if (typeof item === 'string') {
      if (badText(item)) return true;
    } else if (Array.isArray(item)) {
      for (const element of item) stack.push(element);
    } else if (typeof item === 'object' && item !== null && !Buffer.isBuffer(item)) {
      for (const [key, element] of Object.entries(item)) {
        if (badText(key)) return true;
        stack.push(element);
      }
    }
  }
  return false;
}

/**
 * Rules every request's input follows before any handler sees it: no NUL character and no broken
 * Unicode anywhere in the path parameters, the query or the body. PostgreSQL cannot store either in
 * text or json, so such input would otherwise fail deep inside a query, or be dropped silently.
 */
export const inputPlugin = fp(async (app: FastifyInstance) => {
  const table: Array<{ method: string; url: string }> = [];
  app.decorate('routeTable', table);
  app.addHook('onRoute', (route) => {
    for (const method of [route.method].flat()) table.push({ method, url: route.url });
  });
  app.addHook('preValidation', async (request) => {
    if (holdsBadText(request.params) || holdsBadText(request.query) || holdsBadText(request.body)) {
      throw new AppError(422, MESSAGE_KEYS.invalidRequest, 'Text may not hold NUL characters or broken Unicode');
    }
  });
});
