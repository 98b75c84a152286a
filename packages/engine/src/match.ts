import { advanceWork, enterStage, finishMatch } from './advance';
import { beginWork, ctxOf, finishWork, stageDef } from './context';
import type { Working } from './context';
import { ENGINE_ERRORS } from './errors';
import { deadlineOf, stopWaitingFor } from './extra-time';
import { createRng } from './rng';
import { scoringCtx } from './scoring';
import { invalid, isInvalid } from './types';
import type { BaseSettings, DuplicateMove, GameDef, Invalid, Match, PlayerId, Seat, Step } from './types';

export interface StartOptions<Settings extends BaseSettings> {
  /** Everyone at the table, robots included, in seat order. */
  seats: readonly Seat[];
  settings: Settings;
  /** The match's whole randomness derives from it: same seed and same inputs, same match. */
  seed: number;
  now: number;
}

/** Starts a match: setup, the first stage, every seat at 0 points. */
export function startMatch<S, Settings extends BaseSettings, H, P>(
  def: GameDef<S, Settings, H, P>,
  { seats, settings, seed, now }: StartOptions<Settings>,
): Step<S> {
  const ids = seats.map((seat) => seat.playerId);
  if (new Set(ids).size !== ids.length) throw new Error(`${def.type}: a player is seated twice`);
  const copy = structuredClone([...seats]);
  const rng = createRng(seed);
  const scores = Object.fromEntries(ids.map((id) => [id, 0]));
  const ctx = { now, rng, settings, seats: copy, audience: {}, ...scoringCtx({ scores, roundDeltas: {}, round: 0, seats: copy }, settings.maxScore) };
  const match: Match<S> = {
    gameType: def.type,
    seed,
    rngState: rng.state(),
    state: def.setup(ctx),
    stage: def.firstStage,
    // Round 0 and stage 0 mean "not started": entering the first stage makes them 1 and announces both.
    stageNumber: 0,
    stageStartedAt: now,
    stageEndsAt: null,
    round: 0,
    seats: copy,
    removed: [],
    scores,
    lastDeltas: {},
    roundDeltas: {},
    over: false,
  };
  // The work copy continues the rng that setup used, so the whole start is one random sequence.
  const work: Working<S, Settings> = { match, settings, now, rng, events: [] };
  enterStage(def, work, def.firstStage);
  if (stageDef(def, def.firstStage).isComplete(match.state, ctxOf(work))) advanceWork(def, work, 'complete');
  return finishWork(work);
}

export interface MoveRequest {
  playerId: PlayerId;
  /** A move name of the current stage. */
  move: string;
  /** Untrusted: the game's move validates it. */
  payload: unknown;
  /**
   * The stage the sender saw when acting. When given and no longer current, the move is refused, so
   * that a late vote (or a bot's scheduled move) never lands in a later stage with the same move name.
   */
  stageNumber?: number;
  /**
   * The sender's id for this move (1 to 64 of A-Z, a-z, 0-9, `_`, `-`), unique among their moves: a
   * move sent again with the same id is answered as a duplicate instead of being applied twice.
   * Without it, every move is applied on its own merits.
   */
  moveId?: string;
  /**
   * The AI plays this move for a person's seat handed to it (`setStandIn`): refused once the player
   * has taken the seat back, so a move the AI planned before the hand-over never lands after it.
   * Without it, the move is the player's own, and it takes a seat the AI was playing back.
   */
  standIn?: boolean;
}

/** How many move ids per player a match remembers: far more than a phone resends after a reconnect. */
export const MOVE_IDS_KEPT = 32;

const MOVE_ID = /^[A-Za-z0-9_-]{1,64}$/;

/**
 * A player's move: checked by the engine (who, when, which), then by the game. A move whose `moveId`
 * this player's earlier move already had is answered with a `DuplicateMove` (the match unchanged, no
 * events) before any other check, so a resent move that ended its stage, or the game, is still
 * confirmed rather than refused as late.
 */
export function applyMove<S, Settings extends BaseSettings, H, P>(
  def: GameDef<S, Settings, H, P>,
  match: Match<S>,
  settings: Settings,
  request: MoveRequest,
  now: number,
): Step<S> | DuplicateMove<S> | Invalid {
  const { playerId, move, payload, moveId } = request;
  if (moveId !== undefined) {
    // The wire checks ids already; this keeps any other caller from storing something unbounded.
    if (typeof moveId !== 'string' || !MOVE_ID.test(moveId)) return invalid(ENGINE_ERRORS.badMoveId);
    if (match.moveIds?.[playerId]?.includes(moveId)) return { match, events: [], duplicate: true, moveId };
  }
  if (match.over) return invalid(ENGINE_ERRORS.gameOver);
  if (!match.seats.some((seat) => seat.playerId === playerId) || match.removed.includes(playerId)) {
    return invalid(ENGINE_ERRORS.notInGame);
  }
  const seat = match.seats.find((candidate) => candidate.playerId === playerId);
  if (request.standIn === true && !seat?.standIn) return invalid(ENGINE_ERRORS.notStandIn);
  // A player the stage waits for (extra time) has their own, later deadline; everyone else has the normal one.
  const deadline = deadlineOf(match, playerId);
  const late = deadline !== null && now >= deadline;
  if (late || (request.stageNumber !== undefined && request.stageNumber !== match.stageNumber)) {
    return invalid(ENGINE_ERRORS.stageOver);
  }

  const work = beginWork(match, settings, now);
  const stage = stageDef(def, work.match.stage);
  if (!stage.actors(work.match.state, ctxOf(work)).includes(playerId)) return invalid(ENGINE_ERRORS.notYourTurn);
  // Move names arrive from the network: only the stage's own keys count, never inherited ones.
  const moveFn = Object.hasOwn(stage.moves, move) ? stage.moves[move] : undefined;
  if (typeof moveFn !== 'function') return invalid(ENGINE_ERRORS.unknownMove);

  const result = moveFn(work.match.state, { playerId, payload }, ctxOf(work));
  if (isInvalid(result)) return result;
  work.match.state = result;
  if (moveId !== undefined) rememberMoveId(work.match, playerId, moveId);
  // The player's own move: they are back, and the AI stops playing for them from this move on.
  if (request.standIn !== true && seat?.standIn) markStandIn(work, playerId, false);
  work.events.push({ type: 'moveAccepted', playerId, move });
  // The player acted: the stage no longer waits for them, and ends now if it only still did for them.
  const overdue = stopWaitingFor(work, playerId, true);
  if (stage.isComplete(work.match.state, ctxOf(work))) advanceWork(def, work, 'complete');
  else if (overdue) advanceWork(def, work, 'deadline');
  return finishWork(work);
}

/** Notes an applied move's id in the working match, keeping the player's last `MOVE_IDS_KEPT`. */
function rememberMoveId(match: Match<unknown>, playerId: PlayerId, moveId: string): void {
  const kept = [...(match.moveIds?.[playerId] ?? []), moveId].slice(-MOVE_IDS_KEPT);
  match.moveIds = { ...match.moveIds, [playerId]: kept };
}

/**
 * Hands a person's seat to the AI for now (`on`: their phone has been away too long, or the host asked),
 * or gives it back to them (`on` false: their phone is back). The seat, its state and its score stay
 * the player's; only who chooses its moves changes, and the AI chooses from that player's own view.
 * Robots, removed or unknown seats, a finished match and a seat already so are returned unchanged, with
 * no events.
 */
export function setStandIn<S, Settings extends BaseSettings, H, P>(
  _def: GameDef<S, Settings, H, P>,
  match: Match<S>,
  settings: Settings,
  playerId: PlayerId,
  on: boolean,
  now: number,
): Step<S> {
  const work = beginWork(match, settings, now);
  const seat = work.match.seats.find((candidate) => candidate.playerId === playerId);
  const eligible = seat && !seat.robot && !work.match.removed.includes(playerId) && !work.match.over;
  if (eligible && !!seat.standIn !== on) markStandIn(work, playerId, on);
  return finishWork(work);
}

/** Whether a person's seat is played by the AI for now. */
export function isStandIn(match: Pick<Match<unknown>, 'seats'>, playerId: PlayerId): boolean {
  return match.seats.some((seat) => seat.playerId === playerId && seat.standIn === true);
}

function markStandIn(work: Working<unknown, BaseSettings>, playerId: PlayerId, on: boolean): void {
  work.match.seats = work.match.seats.map((seat) => {
    if (seat.playerId !== playerId) return seat;
    const { standIn: _previous, ...rest } = seat;
    return on ? { ...rest, standIn: true } : rest;
  });
  work.events.push({ type: 'standIn', playerId, on });
}

/**
 * A player was kicked or quit. They keep their seat and score for the table, but no longer act, and
 * the current stage moves on at once if it was only waiting for them. Unknown or already removed
 * players change nothing.
 */
export function removeSeat<S, Settings extends BaseSettings, H, P>(
  def: GameDef<S, Settings, H, P>,
  match: Match<S>,
  settings: Settings,
  playerId: PlayerId,
  now: number,
): Step<S> {
  const work = beginWork(match, settings, now);
  const m = work.match;
  if (!m.seats.some((seat) => seat.playerId === playerId) || m.removed.includes(playerId)) return finishWork(work);
  m.removed = [...m.removed, playerId];
  if (m.over) return finishWork(work);
  if (def.removePlayer) m.state = def.removePlayer(m.state, playerId, ctxOf(work));
  const overdue = stopWaitingFor(work, playerId, false);
  if (stageDef(def, m.stage).isComplete(m.state, ctxOf(work))) advanceWork(def, work, 'complete');
  else if (overdue) advanceWork(def, work, 'deadline');
  return finishWork(work);
}

/** The host ends the game now: the current stage is not resolved or scored. */
export function endMatch<S, Settings extends BaseSettings, H, P>(
  _def: GameDef<S, Settings, H, P>,
  match: Match<S>,
  settings: Settings,
  now: number,
): Step<S> {
  const work = beginWork(match, settings, now);
  if (!work.match.over) finishMatch(work);
  return finishWork(work);
}
