/**
 * Tag's rules. One player is "it"; everyone runs on the scene. When "it" touches someone, that player
 * is "it" from then on, and the one who passed it may not be tagged back for a moment. The server
 * decides the touches from the positions it holds and makes the `tag` move with its key: a phone can
 * never claim one. Every whole second a player is not "it" in a round scores `POINTS_PER_SECOND`.
 */
import { ENGINE_ERRORS, invalid, type Ctx, type Invalid, type MoveInput, type PlayerId } from '@snackparty/engine';
import type { ExperimentsSettings, TagResultRow, TagRoundResult, TagState } from '../types';
import { spawnPositions } from './field';

/** A round's run. */
export const TAG_MS = 60_000;
/** The round's results on screen. */
export const RESULTS_MS = 8_000;
/** The one who passed "it" on cannot be tagged back for this long. */
export const IMMUNITY_MS = 3_000;
/** Base points per whole second not being "it". */
export const POINTS_PER_SECOND = 10;
export const MIN_PLAYERS = 2;
export const MAX_PLAYERS = 10;

export const ERRORS = {
  notIt: 'error.tag_not_it',
  cannotTag: 'error.tag_not_allowed',
} as const;

type C = Ctx<ExperimentsSettings>;

/** The players still in the game, in seat order. */
export function presentPlayers(state: Pick<TagState, 'left'>, ctx: Pick<C, 'seats'>): PlayerId[] {
  return ctx.seats.map((seat) => seat.playerId).filter((id) => !state.left.includes(id));
}

export function setup(): TagState {
  return { experiment: 'tag', round: 0, it: null, itSince: 0, immune: null, itMs: {}, tags: [], roundStartedAt: 0, roundEndsAt: 0, spawns: [], results: null, left: [] };
}

/** A new round: a seeded "it", everyone back at their start, no time as "it" yet. */
export function startRound(state: TagState, ctx: C): TagState {
  const players = presentPlayers(state, ctx);
  const it = players.length > 0 ? ctx.rng.pick(players) : null;
  return {
    ...state,
    round: state.round + 1,
    it,
    itSince: ctx.now,
    immune: null,
    itMs: Object.fromEntries(players.map((id) => [id, 0])),
    tags: [],
    roundStartedAt: ctx.now,
    roundEndsAt: ctx.now + TAG_MS,
    spawns: it === null ? [] : spawnPositions(players, it),
    results: null,
  };
}

/** Whether `tagged` may be tagged by the current "it" at `now`. */
export function canBeTagged(state: TagState, tagged: PlayerId, now: number): boolean {
  if (state.it === null || tagged === state.it || state.left.includes(tagged)) return false;
  if (!(tagged in state.itMs)) return false;
  return !(state.immune !== null && state.immune.playerId === tagged && now < state.immune.until);
}

/** The time as "it" of the current stint, up to `now` and never past the round's end. */
function stintMs(state: TagState, now: number): number {
  return Math.max(0, Math.min(now, state.roundEndsAt) - state.itSince);
}

/** Hands "it" on at `now` (a tag, or "it" left the game). */
function passIt(state: TagState, to: PlayerId | null, now: number, record: boolean): TagState {
  const from = state.it;
  const itMs = { ...state.itMs };
  if (from !== null && from in itMs) itMs[from] = (itMs[from] ?? 0) + stintMs(state, now);
  return {
    ...state,
    it: to,
    itSince: now,
    itMs,
    immune: record && from !== null ? { playerId: from, until: now + IMMUNITY_MS } : null,
    tags: record && from !== null && to !== null ? [...state.tags, { tagger: from, tagged: to, at: now }] : state.tags,
  };
}

/**
 * Move `tag`, the server's only: it is accepted with the key the server put in the game's settings,
 * carried in the name of the current "it". To anyone else the move does not exist.
 */
export function tagMove(state: TagState, input: MoveInput, ctx: C): TagState | Invalid {
  const payload = (typeof input.payload === 'object' && input.payload !== null ? input.payload : {}) as { key?: unknown; tagged?: unknown };
  const key = ctx.settings.refereeKey;
  if (typeof key !== 'string' || key.length === 0 || payload.key !== key) return invalid(ENGINE_ERRORS.unknownMove);
  if (input.playerId !== state.it) return invalid(ERRORS.notIt);
  const tagged = payload.tagged;
  if (typeof tagged !== 'number' || !Number.isInteger(tagged) || !canBeTagged(state, tagged, ctx.now)) return invalid(ERRORS.cannotTag);
  if (ctx.now >= state.roundEndsAt) return invalid(ENGINE_ERRORS.stageOver);
  return passIt(state, tagged, ctx.now, true);
}

/** The round's results from its times as "it"; `now` is when the run ended (the deadline, or earlier when skipped). */
export function roundResult(state: TagState, now: number): TagRoundResult {
  const closed = passIt(state, state.it, now, false);
  const roundMs = Math.max(0, Math.min(now, state.roundEndsAt) - state.roundStartedAt);
  // In seat order (the spawns are), not by key: object keys put negative (AI) ids after the others.
  const seatOrder = state.spawns.map((spawn) => spawn.playerId);
  const rows: TagResultRow[] = seatOrder
    .filter((id) => id in closed.itMs && !state.left.includes(id))
    .map((playerId) => {
      const itMs = Math.min(roundMs, closed.itMs[playerId] ?? 0);
      const freeSeconds = Math.floor((roundMs - itMs) / 1000);
      return { playerId, itMs, freeSeconds, points: freeSeconds * POINTS_PER_SECOND };
    });
  rows.sort((a, b) => b.points - a.points || a.itMs - b.itMs || seatOrder.indexOf(a.playerId) - seatOrder.indexOf(b.playerId));
  return { round: state.round, rows, lastIt: state.it };
}

/** The run ends: the current stint counts, the results are fixed, and everyone earns their free seconds. */
export function endRun(state: TagState, ctx: C): { state: TagState; points: Record<PlayerId, number> } {
  const results = roundResult(state, ctx.now);
  const closed = passIt(state, state.it, ctx.now, false);
  return {
    state: { ...closed, immune: null, results },
    points: Object.fromEntries(results.rows.map((row) => [row.playerId, row.points])),
  };
}

/**
 * A player leaves. When they were "it", "it" goes to a seeded pick of those left (nobody is immune
 * then); their times are dropped from the round.
 */
export function removePlayer(state: TagState, playerId: PlayerId, ctx: C): TagState {
  const left = state.left.includes(playerId) ? state.left : [...state.left, playerId];
  let next: TagState = { ...state, left };
  if (state.it === playerId) {
    const others = presentPlayers(next, ctx).filter((id) => id !== playerId && id in state.itMs);
    next = passIt(next, others.length > 0 ? ctx.rng.pick(others) : null, ctx.now, false);
  }
  const itMs = { ...next.itMs };
  delete itMs[playerId];
  const immune = next.immune?.playerId === playerId ? null : next.immune;
  return { ...next, itMs, immune };
}
