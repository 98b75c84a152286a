import type { FastifyError, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { MESSAGE_KEYS, type ErrorBody } from '@snackparty/protocol';
import { isDatabaseUnavailable, safeDbError } from '../db/errors';
import { AppError } from '../errors';

function body(statusCode: number, messageKey: string, message: string, details?: unknown): ErrorBody {
  const error = statusCode >= 500 ? 'Server Error' : 'Client Error';
  return details === undefined ? { statusCode, error, messageKey, message } : { statusCode, error, messageKey, message, details };
}

/**
 * The SQLSTATE of a statement the database refused for the value it was given (class 22, data
 * exception: a number out of range, text it cannot store). Input checks should catch these first;
 * when one slips through it is still the request that is wrong, not the server.
 */
function badValueCode(err: unknown): string | undefined {
  for (let e = err as { code?: unknown; cause?: unknown } | undefined, depth = 0; e && depth < 6; e = e.cause as typeof e, depth++) {
    if (typeof e.code === 'string' && /^22[0-9A-Z]{3}$/.test(e.code)) return e.code;
  }
  return undefined;
}

/**
 * Log fields of an unexpected error, values left out. The wrapped error goes under `cause` too:
 * pino's error serializer folds an `err`'s cause into its message and drops its SQLSTATE.
 */
function logged(err: unknown): Record<string, unknown> {
  const safe = safeDbError(err);
  return safe.cause ? { err: safe, cause: safe.cause } : { err: safe };
}

/**
 * Every failure answers with `{ statusCode, error, messageKey, message }`; unexpected ones are logged,
 * never leaked. Logs carry the error in a safe form: a failed query's SQL text and SQLSTATE, never the
 * values it was given (password hashes, tokens, whole game states).
 */
export const errorsPlugin = fp(async (app: FastifyInstance) => {
  app.setErrorHandler((err: FastifyError | AppError, request, reply) => {
    if (err instanceof AppError) {
      return reply.status(err.statusCode).send(body(err.statusCode, err.messageKey, err.message, err.details));
    }
    const status = (err as FastifyError).statusCode ?? 500;
    if (status === 429) return reply.status(429).send(body(429, MESSAGE_KEYS.tooManyRequests, 'Too many requests, slow down'));
    if (status === 413) return reply.status(413).send(body(413, MESSAGE_KEYS.payloadTooLarge, 'The request body is too large'));
    if ((err as FastifyError).validation || (status >= 400 && status < 500)) {
      request.log.info({ err: err.message }, 'rejected request');
      return reply.status(status === 400 ? 422 : status).send(body(status === 400 ? 422 : status, MESSAGE_KEYS.invalidRequest, err.message));
    }
    if (isDatabaseUnavailable(err)) {
      request.log.warn(logged(err), 'database unavailable');
      return reply.status(503).header('retry-after', '5').send(body(503, MESSAGE_KEYS.serverUnavailable, 'The service is unavailable for a moment; try again'));
    }
    const badValue = badValueCode(err);
    if (badValue) {
      // The server's message quotes the refused value: only the SQLSTATE and the SQL text are kept.
      request.log.warn({ code: badValue, query: safeDbError(err).query }, 'the database refused a value of the request');
      return reply.status(422).send(body(422, MESSAGE_KEYS.invalidRequest, 'The request holds a value that cannot be stored'));
    }
    request.log.error(logged(err), 'request failed');
    return reply.status(500).send(body(500, MESSAGE_KEYS.somethingWentWrong, 'Something went wrong'));
  });
});
