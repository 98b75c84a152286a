import { z } from 'zod';
import { MESSAGE_KEYS, kickRequestSchema, standInRequestSchema, type HostTopic } from '@snackparty/protocol';
import { AppError } from '../errors';
import type { GameRuntime } from '../games/game-runtime';
import type { HostCaller } from './room-access';
import type { RoomService } from './room-service';

/** What the host's commands act on. */
export interface HostCommandDeps {
  rooms: RoomService;
  games: GameRuntime;
}

/**
 * One request of the room's host, whichever way it arrives: a STOMP SEND to `/host/{code}/{name}`
 * or a REST call under `/host`. The caller has been found to be the host before it runs; the room's
 * own checks still apply inside.
 */
export interface HostCommand<Body = unknown, Result = unknown> {
  /** The STOMP topic it is sent on (spec section 7). */
  name: HostTopic;
  /** The request body; anything else is refused with 422 `error.invalid_request` and `invalid` as its message. */
  body: z.ZodType<Body>;
  invalid?: string;
  run(deps: HostCommandDeps, host: HostCaller, body: Body): Promise<Result>;
}

function command<Body, Result>(definition: HostCommand<Body, Result>): HostCommand<Body, Result> {
  return definition;
}

/** Bodies of commands that take none: whatever is sent is ignored. */
const anyBody = z.unknown();
const newGameTypeSchema = z.object({ gameType: z.string() });
/** What the host hides: a game's own content id (an answer, a caption); the game says whether it is one. */
const hideContentSchema = z.object({ contentId: z.string().min(1).max(64) });
/**
 * Skip timer and next stage may name the stage they mean (the view's `stageNumber`): a press that
 * arrives after that stage ended by itself then does nothing, instead of cutting the next one short.
 * Without it (or with anything else) the current stage is meant, as the spec's bodiless SEND says.
 */
const stageBody = z.unknown().transform((body): number | undefined => {
  const stageNumber = typeof body === 'object' && body !== null ? (body as { stageNumber?: unknown }).stageNumber : undefined;
  return typeof stageNumber === 'number' && Number.isSafeInteger(stageNumber) ? stageNumber : undefined;
});

export const HOST_COMMANDS = {
  startGame: command({
    name: 'startGame',
    body: anyBody,
    run: ({ rooms }, host) => rooms.startGame(host.principal, host.code),
  }),
  requestSkipTimer: command({
    name: 'requestSkipTimer',
    body: stageBody,
    // A stage without a deadline has no timer: nothing happens, and that is not an error.
    run: ({ games }, host, stageNumber) => games.skipTimer(host.code, stageNumber),
  }),
  requestNextStage: command({
    name: 'requestNextStage',
    body: stageBody,
    run: ({ games }, host, stageNumber) => games.nextStage(host.code, stageNumber),
  }),
  requestEndGame: command({
    name: 'requestEndGame',
    body: anyBody,
    run: ({ games }, host) => games.end(host.code),
  }),
  requestPlayerKick: command({
    name: 'requestPlayerKick',
    body: kickRequestSchema,
    invalid: 'playerId is required',
    run: ({ rooms }, host, body) => rooms.kick(host.principal, host.code, body.playerId),
  }),
  requestStandIn: command({
    name: 'requestStandIn',
    body: standInRequestSchema,
    invalid: 'playerId is required',
    run: ({ games }, host, body) => games.requestStandIn(host.code, body.playerId),
  }),
  requestHideContent: command({
    name: 'requestHideContent',
    body: hideContentSchema,
    invalid: 'contentId is required',
    run: ({ games }, host, body) => games.hide(host.code, body.contentId),
  }),
  requestAddAiPlayer: command({
    name: 'requestAddAiPlayer',
    body: anyBody,
    run: ({ rooms }, host) => rooms.addAiPlayer(host.principal, host.code),
  }),
  newGameSamePlayers: command({
    name: 'newGameSamePlayers',
    body: anyBody,
    run: ({ rooms }, host) => rooms.newGameSamePlayers(host.principal, host.code),
  }),
  requestNewGameType: command({
    name: 'requestNewGameType',
    body: newGameTypeSchema,
    invalid: 'gameType is required',
    run: ({ rooms }, host, body) => rooms.newGameType(host.principal, host.code, body.gameType),
  }),
  exitGame: command({
    name: 'exitGame',
    body: anyBody,
    run: ({ rooms }, host) => rooms.destroy(host.principal, host.code),
  }),
} as const;

export type HostCommandName = keyof typeof HOST_COMMANDS;
export type HostCommandResult<N extends HostCommandName> = Awaited<ReturnType<(typeof HOST_COMMANDS)[N]['run']>>;

/** Every host command, for the tables that expose them. */
export const HOST_COMMAND_LIST: readonly HostCommand[] = Object.values(HOST_COMMANDS) as readonly HostCommand[];

/** Runs a host command: checks its body, then does it. The caller must have been found to be the host. */
export async function runCommand<Body, Result>(deps: HostCommandDeps, command: HostCommand<Body, Result>, host: HostCaller, body: unknown): Promise<Result> {
  const parsed = command.body.safeParse(body);
  if (!parsed.success) throw new AppError(422, MESSAGE_KEYS.invalidRequest, command.invalid ?? 'The request is not valid');
  return command.run(deps, host, parsed.data);
}

/** Runs one of the host's commands by name, with its result typed. */
export function runHostCommand<N extends HostCommandName>(deps: HostCommandDeps, name: N, host: HostCaller, body: unknown): Promise<HostCommandResult<N>> {
  return runCommand(deps, HOST_COMMANDS[name] as unknown as HostCommand<unknown, HostCommandResult<N>>, host, body);
}
