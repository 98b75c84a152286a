import { activeSeats, copyPlainData, currentActors } from './context';
import { deadlineOf } from './extra-time';
import { createRng, deriveSeed } from './rng';
import type { BaseSettings, GameDef, Match, PlayerId } from './types';

/** A move an AI player wants to make, and when; the runtime submits it through applyMove. */
export interface BotAction {
  playerId: PlayerId;
  move: string;
  payload: unknown;
  /** Server time to play it at; always before the stage's deadline. */
  at: number;
  /** The stage it was chosen for: pass it to applyMove so a stale action is refused. */
  stageNumber: number;
  /** Set when the AI plays a person's seat for now: applyMove refuses it once they have taken it back. */
  standIn?: true;
}

/**
 * What the robots of the current stage want to do, and the AI for the seats it plays for now
 * (`Seat.standIn`) exactly as for robots. Each robot decides from its own player view only
 * (a serialised copy, as a phone would get), with an rng derived from the match seed, the stage and its
 * id: asking twice gives the same answer, and the match's own rng is not consumed.
 */
export function botActions<S, Settings extends BaseSettings, H, P>(
  def: GameDef<S, Settings, H, P>,
  match: Match<S>,
  settings: Settings,
  now: number,
): BotAction[] {
  if (match.over) return [];
  const policy = Object.hasOwn(def.bots, match.stage) ? def.bots[match.stage] : undefined;
  if (!policy) return [];
  const deadline = match.stageEndsAt;
  // The last moment a move is still accepted: applyMove refuses at the deadline itself.
  const latest = deadline === null ? Infinity : deadline - 1;
  if (now > latest) return [];

  const actors = currentActors(def, match, settings, now);
  const actions: BotAction[] = [];
  for (const { playerId, robot, standIn } of activeSeats(match)) {
    if ((!robot && !standIn) || !actors.includes(playerId)) continue;
    // Each seat acts before its own deadline: the normal one, unless the stage waits for it (extra time).
    const own = deadlineOf(match, playerId);
    const ownLatest = own === null ? Infinity : own - 1;
    if (now > ownLatest) continue;
    const view = copyPlainData(def.views.player(match, playerId, settings));
    const rng = createRng(deriveSeed(match.seed, match.stageNumber, playerId));
    const choice = policy(view, rng, { settings, playerId, now });
    if (!choice) continue;
    const delay = Number.isFinite(choice.delayMs) ? Math.max(0, choice.delayMs) : 0;
    actions.push({
      playerId,
      move: choice.move,
      payload: choice.payload,
      at: Math.min(now + delay, ownLatest),
      stageNumber: match.stageNumber,
      ...(standIn && !robot ? { standIn: true as const } : {}),
    });
  }
  return actions;
}
