import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { MESSAGE_KEYS } from '@snackparty/protocol';
import { AppError } from '../errors';
import { RoomCodeGuard } from '../rooms/code-guard';

const LOOKUP = Symbol('roomCodeLookup');

type GuardedRequest = FastifyRequest & { [LOOKUP]?: { keys: string[]; done(): void } };

/** A request names a room when its path has a `:code` or its body a `gameCode`. */
function namesRoom(request: FastifyRequest): boolean {
  const params = request.params as Record<string, unknown> | undefined;
  if (typeof params?.code === 'string') return true;
  const body = request.body as Record<string, unknown> | null | undefined;
  return typeof body === 'object' && body !== null && !Array.isArray(body) && 'gameCode' in body;
}

export function tooManyRoomCodes(): AppError {
  return new AppError(429, MESSAGE_KEYS.tooManyRequests, 'Too many room codes that do not exist; try again in a minute');
}

/**
 * The REST side of the room-code guard: a request that names a room waits for its turn and is refused
 * (429) while its address or user is over the budget of failed look-ups; every "no such room" answer
 * counts against both. New routes are covered as long as they name the room the usual way.
 */
export const roomCodeGuardPlugin = fp<{ guard: RoomCodeGuard; sweepMs?: number }>(async (app: FastifyInstance, { guard, sweepMs = 60_000 }) => {
  app.addHook('preHandler', async (request: GuardedRequest, reply) => {
    if (!namesRoom(request)) return;
    const keys = RoomCodeGuard.keys(request.ip, (await request.principal())?.userId);
    const lookup = await guard.begin(keys);
    if (!lookup.allowed) {
      void reply.header('retry-after', String(Math.max(1, Math.ceil(lookup.retryAfterMs / 1000))));
      throw tooManyRoomCodes();
    }
    request[LOOKUP] = { keys, done: lookup.done };
  });

  app.addHook('onError', async (request: GuardedRequest, _reply, error) => {
    if (!(error instanceof AppError) || error.messageKey !== MESSAGE_KEYS.gameNotFound) return;
    guard.miss(request[LOOKUP]?.keys ?? RoomCodeGuard.keys(request.ip, (await request.principal())?.userId));
  });

  const finish = async (request: GuardedRequest): Promise<void> => {
    request[LOOKUP]?.done();
  };
  app.addHook('onResponse', finish);
  app.addHook('onRequestAbort', finish);

  const sweep = setInterval(() => guard.sweep(), sweepMs);
  sweep.unref();
  app.addHook('onClose', async () => clearInterval(sweep));
});
