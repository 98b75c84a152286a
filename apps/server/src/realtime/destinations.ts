import { MESSAGE_KEYS, dest, extraTimeMessageSchema, moveMessageSchema, type MessageKey, type TimerMessage } from '@snackparty/protocol';
import { baseDeadline } from '@snackparty/engine';
import { AppError } from '../errors';
import type { GameRuntime } from '../games/game-runtime';
import { HOST_COMMAND_LIST, runCommand } from '../rooms/host-commands';
import type { RoomService } from '../rooms/room-service';
import { StompRefusal } from '../stomp';
import type { RoomConnection } from './connection';

/**
 * Every realtime destination, as data: its pattern, who may hear it, who may speak on it and what a
 * SEND there does. The policy asks this table and nothing else, so a game adds its topics as rows.
 */

/** The placeholders a pattern matched: `{code}` (the room), `{playerId}` (a number), any other `{name}` (a segment). */
export interface DestinationParams {
  code?: string;
  playerId?: number;
  [name: string]: string | number | undefined;
}

/** Who may do something on a destination. Pure: it reads the connection and the destination only. */
export type Rule = (c: RoomConnection, params: DestinationParams) => boolean;

const isSeat = (c: RoomConnection): boolean => c.playerId !== undefined && c.sessionPlayerId !== undefined;

export const who = {
  /** Any connection of the room, even one still choosing its seat. */
  anyone: (() => true) as Rule,
  nobody: (() => false) as Rule,
  /** The room's host (fixed at CONNECT). */
  host: ((c) => c.isHost) as Rule,
  /** A connection that holds a seat of the room. */
  seat: ((c) => isSeat(c)) as Rule,
  /** The host screen or a seat: the room's members. */
  member: ((c) => c.isHost || isSeat(c)) as Rule,
  /** A seat of a room without a shared screen: its phones are where the game is seen. */
  seatWithoutSharedScreen: ((c) => !c.sharedScreen && isSeat(c)) as Rule,
  /** The seat named by the destination's `{playerId}`, and no one else. */
  owner: ((c, p) => p.playerId !== undefined && c.playerId === p.playerId) as Rule,
  anyOf:
    (...rules: Rule[]): Rule =>
    (c, p) =>
      rules.some((rule) => rule(c, p)),
};

/** How a SEND by someone the rule does not allow is refused. Fatal: ERROR and the connection closes. */
export interface Denial {
  message: string | ((destination: string) => string);
  messageKey: MessageKey;
  fatal: boolean;
}

export interface SendContext {
  connection: RoomConnection;
  params: DestinationParams;
  destination: string;
  /** The frame's body as received. */
  body: string;
}

export interface DestinationRow {
  /** Segments of the destination; `{…}` segments are placeholders. */
  pattern: string;
  /** Who may subscribe. */
  subscribe: Rule;
  /** Who may SEND here, how others are refused, and what it does; without it only the server publishes here. */
  send?: { rule: Rule; denied?: Denial; handle(context: SendContext): Promise<void> | void };
  /** What a subscriber is given at once, to it alone (its view as the game stands). */
  current?(c: RoomConnection, params: DestinationParams): object | undefined;
}

/** What the rows act on; the stateful parts (answers, budgets) belong to the policy. */
export interface DestinationDeps {
  rooms: RoomService;
  games: GameRuntime;
  /** Publishes to everyone subscribed to the destination. */
  relay(destination: string, body: unknown): void;
  /** Answers everyone who asked `question` in the room, once per interval, with the answer as it then is. */
  answer(c: RoomConnection, question: string, destination: string, produce: () => Promise<object | undefined> | object | undefined): void;
  /** A request the whole room hears the answer to: spends the member's and the room's budget, or refuses. */
  spendRoomRequest(c: RoomConnection): void;
  /** Told how each move went and how long the server took to answer it (seconds), for the metrics. */
  observeMove?(outcome: 'applied' | 'refused' | 'failed', seconds: number): void;
}

export function jsonBody(body: string): unknown {
  if (body.trim() === '') return {};
  try {
    return JSON.parse(body);
  } catch {
    throw new StompRefusal('The body is not JSON', { fatal: false, messageKey: MESSAGE_KEYS.invalidRequest });
  }
}

/** The refusal of a row that names none. */
export const NOT_ALLOWED: Denial = { message: 'Not allowed', messageKey: MESSAGE_KEYS.forbidden, fatal: true };
const notHost: Denial = { message: 'Only the host may send this', messageKey: MESSAGE_KEYS.notHost, fatal: true };
const membersOnly: Denial = { message: 'Only the host screen and seats may ask this', messageKey: MESSAGE_KEYS.forbidden, fatal: true };

/** Relayed as they come: the host's screen tells phones to play a sound or reload. */
export const RELAYED_HOST_TOPICS = ['playSound', 'reloadPage', 'resetSoundContext'] as const;
/** Host topics that every seat of the room hears too; the rest are for the host's screen. */
export const HOST_BROADCAST_TOPICS: ReadonlySet<string> = new Set([...RELAYED_HOST_TOPICS, 'startGame', 'exitGame', 'newGameSamePlayers', 'playerMinReached']);

const hostTopicHeardBy = (topic: string): Rule => (HOST_BROADCAST_TOPICS.has(topic) ? who.member : who.host);

/** The room's own destinations (spec section 7). */
export function roomDestinations(deps: DestinationDeps): DestinationRow[] {
  const { rooms, games } = deps;
  return [
    { pattern: dest.userErrors, subscribe: who.anyone, send: { rule: who.nobody, denied: { message: (d) => `Unknown destination ${d}`, messageKey: MESSAGE_KEYS.forbidden, fatal: true }, handle: () => undefined } },

    {
      pattern: '/common/{code}/usedAvatarsRequested',
      subscribe: who.anyone,
      send: { rule: who.member, denied: membersOnly, handle: ({ connection: c }) => deps.answer(c, 'usedAvatars', dest.common(c.code, 'usedAvatars'), () => rooms.usedAvatars(c.code)) },
    },
    { pattern: '/common/{code}/{topic}', subscribe: who.anyone },

    ...(['playerHeartbeat', 'responseHeartbeat'] as const).map(
      (topic): DestinationRow => ({
        pattern: `/backend/common/{code}/${topic}`,
        subscribe: who.nobody,
        send: {
          rule: who.anyone,
          handle: ({ connection: c }) => {
            if (c.sessionPlayerId !== undefined) rooms.presence.heartbeat(c.code, c.sessionPlayerId);
          },
        },
      }),
    ),
    { pattern: '/backend/common/{code}/{topic}', subscribe: who.nobody },

    // The host's commands, the same ones the REST host routes run.
    ...HOST_COMMAND_LIST.map(
      (command): DestinationRow => ({
        pattern: `/host/{code}/${command.name}`,
        subscribe: hostTopicHeardBy(command.name),
        send: {
          rule: who.host,
          denied: notHost,
          handle: async ({ connection: c, body }) => {
            const request = jsonBody(body);
            deps.spendRoomRequest(c);
            // Host rights can pass to another player after CONNECT: the room says who hosts now.
            if (!(await rooms.isHost(c.principal, c.code))) throw new AppError(403, MESSAGE_KEYS.notHost, 'Only the host may send this');
            await runCommand(deps, command, { principal: c.principal, code: c.code }, request);
          },
        },
      }),
    ),
    ...RELAYED_HOST_TOPICS.map(
      (topic): DestinationRow => ({
        pattern: `/host/{code}/${topic}`,
        subscribe: hostTopicHeardBy(topic),
        send: {
          rule: who.host,
          denied: notHost,
          handle: ({ connection: c, body }) => {
            const request = jsonBody(body);
            deps.spendRoomRequest(c);
            deps.relay(`/host/${c.code}/${topic}`, request);
          },
        },
      }),
    ),
    { pattern: '/host/{code}/view', subscribe: who.host, current: (c) => nonNull(games.hostViewOf(c.code)) },
    { pattern: '/host/{code}/playerKicked/{playerId}', subscribe: who.anyOf(who.host, who.owner) },
    { pattern: '/host/{code}/{topic}', subscribe: (c, p) => hostTopicHeardBy(String(p.topic))(c, p) },

    {
      pattern: '/player/{code}/requestTimer',
      subscribe: who.member,
      send: { rule: who.member, denied: membersOnly, handle: ({ connection: c }) => deps.answer(c, 'timer', dest.player(c.code, 'timer'), () => timerOf(games, c.code)) },
    },
    {
      pattern: '/player/{code}/move',
      subscribe: who.member,
      send: {
        rule: who.seat,
        denied: { message: 'Only a seat may move', messageKey: MESSAGE_KEYS.playerNotFound, fatal: true },
        handle: async ({ connection: c, body }) => {
          const parsed = moveMessageSchema.safeParse(jsonBody(body));
          if (!parsed.success) throw new AppError(422, MESSAGE_KEYS.invalidRequest, 'A move is { move, payload, stageNumber }');
          deps.spendRoomRequest(c);
          const started = performance.now();
          const outcome = (result: 'applied' | 'refused' | 'failed') => deps.observeMove?.(result, (performance.now() - started) / 1000);
          try {
            await games.move(c.code, c.playerId!, parsed.data);
            outcome('applied');
          } catch (err) {
            // A refusal (the rules, the stage, the room) is an answer; anything else the server failed at.
            outcome(err instanceof AppError && err.statusCode < 500 ? 'refused' : 'failed');
            throw err;
          }
        },
      },
    },
    {
      // A seat's own choice, kept on its phone: sent on connecting and when it changes; nobody hears it.
      pattern: '/player/{code}/extraTime',
      subscribe: who.nobody,
      send: {
        rule: who.seat,
        denied: { message: 'Only a seat may ask for extra time', messageKey: MESSAGE_KEYS.playerNotFound, fatal: true },
        handle: async ({ connection: c, body }) => {
          const parsed = extraTimeMessageSchema.safeParse(jsonBody(body));
          if (!parsed.success) throw new AppError(422, MESSAGE_KEYS.invalidRequest, 'Extra time is { on: true | false }');
          deps.spendRoomRequest(c);
          await games.setExtraTime(c.code, c.playerId!, parsed.data.on);
        },
      },
    },
    { pattern: '/player/{code}/view/{playerId}', subscribe: who.owner, current: (c, p) => nonNull(games.playerViewOf(c.code, p.playerId!)) },
    { pattern: '/player/{code}/view', subscribe: who.nobody },
    { pattern: '/player/{code}/{topic}', subscribe: who.member },

    // The public games list: no room's, heard by anyone connected (a `public` connection hears nothing else).
    { pattern: dest.publicGames, subscribe: who.anyone },
  ];
}

function nonNull(value: unknown): object | undefined {
  return value === undefined || value === null ? undefined : (value as object);
}

/** The room's deadline as `/player/{code}/timer` tells it. */
function timerOf(games: GameRuntime, code: string): TimerMessage | undefined {
  const match = games.matchOf(code)?.match;
  if (!match) return undefined;
  return { stage: match.stage, stageNumber: match.stageNumber, endsAt: baseDeadline(match), serverNow: Date.now() };
}

const SEGMENT = /^[A-Za-z0-9_-]{1,64}$/;
const NUMBER = /^-?\d+$/;

interface CompiledRow {
  row: DestinationRow;
  segments: string[];
  /** Literal segments: the more, the more specific; the most specific matching row wins. */
  literals: number;
}

export interface DestinationMatch {
  row: DestinationRow;
  params: DestinationParams;
}

/** The rows, ready to be looked up. */
export class DestinationTable {
  private readonly rows: CompiledRow[];

  constructor(rows: readonly DestinationRow[]) {
    this.rows = rows.map((row) => {
      const segments = row.pattern.split('/').slice(1);
      return { row, segments, literals: segments.filter((s) => !s.startsWith('{')).length };
    });
  }

  get all(): readonly DestinationRow[] {
    return this.rows.map((r) => r.row);
  }

  /** The most specific row the destination matches, with its placeholders; undefined when none does. */
  match(destination: string): DestinationMatch | undefined {
    const parts = destination.split('/');
    if (parts[0] !== '' || parts.length < 2) return undefined;
    const segments = parts.slice(1);
    if (!segments.every((s) => SEGMENT.test(s))) return undefined;
    let best: { row: CompiledRow; params: DestinationParams } | undefined;
    for (const row of this.rows) {
      if (row.segments.length !== segments.length || (best && best.row.literals >= row.literals)) continue;
      const params = matchSegments(row.segments, segments);
      if (params) best = { row, params };
    }
    return best && { row: best.row.row, params: best.params };
  }
}

function matchSegments(pattern: string[], segments: string[]): DestinationParams | undefined {
  const params: DestinationParams = {};
  for (let i = 0; i < pattern.length; i++) {
    const want = pattern[i]!;
    const got = segments[i]!;
    if (!want.startsWith('{')) {
      if (want !== got) return undefined;
      continue;
    }
    const name = want.slice(1, -1);
    if (name === 'playerId') {
      if (!NUMBER.test(got)) return undefined;
      params.playerId = Number(got);
    } else {
      params[name] = got;
    }
  }
  return params;
}
