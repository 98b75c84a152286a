import type { FastifyError, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { MESSAGE_KEYS, type ErrorBody } from '@snackparty/protocol';
import { AppError } from '../errors';

function body(statusCode: number, messageKey: string, message: string, details?: unknown): ErrorBody {
  const error = statusCode >= 500 ? 'Server Error' : 'Client Error';
  return details === undefined ? { statusCode, error, messageKey, message } : { statusCode, error, messageKey, message, details };
}

/** Every failure answers with `{ statusCode, error, messageKey, message }`; unexpected ones are logged, never leaked. */
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
    request.log.error({ err }, 'request failed');
    return reply.status(500).send(body(500, MESSAGE_KEYS.somethingWentWrong, 'Something went wrong'));
  });
});
