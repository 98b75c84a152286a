/**
 * What the server reads of a match to referee tag (pure): who is "it", who may be tagged, which AI
 * players run, and the move that records a tag. The server holds the positions; the rules hold who
 * is "it".
 */
import { activeSeats, type Match, type PlayerId } from '@snackparty/engine';
import { TAG_MOVES, TAG_STAGES, type TagPayload, type TagState } from '../types';
import { touched, type PlacedPosition, type Position } from './field';

/** A round of tag in play, as the server referees it. */
export interface TagSituation {
  /** The run's stage: a tag made for an ended stage is refused. */
  stageNumber: number;
  it: PlayerId;
  immune: { playerId: PlayerId; until: number } | null;
  /** Everyone in the round, in seat order. */
  players: PlayerId[];
  /** The AI players in the round, and the seats the AI plays for now (`Seat.standIn`): the server runs them. */
  robots: PlayerId[];
  /** Where everyone stood as the round started. */
  spawns: PlacedPosition[];
  roundEndsAt: number;
}

function isTagState(state: unknown): state is TagState {
  return typeof state === 'object' && state !== null && (state as Partial<TagState>).experiment === 'tag';
}

/** The run of a round of tag in play, or null (another stage, another game, the game over, nobody "it"). */
export function tagSituationOf(match: Match<unknown>): TagSituation | null {
  const state = match.state;
  if (match.over || match.stage !== TAG_STAGES.tag || !isTagState(state) || state.it === null) return null;
  const seats = activeSeats(match).filter((seat) => !state.left.includes(seat.playerId) && seat.playerId in state.itMs);
  return {
    stageNumber: match.stageNumber,
    it: state.it,
    immune: state.immune ? { ...state.immune } : null,
    players: seats.map((seat) => seat.playerId),
    robots: seats.filter((seat) => seat.robot || seat.standIn === true).map((seat) => seat.playerId),
    spawns: state.spawns.map((spawn) => ({ ...spawn })),
    roundEndsAt: state.roundEndsAt,
  };
}

/** Whether `playerId` may be tagged now in this situation. */
export function taggable(situation: TagSituation, playerId: PlayerId, now: number): boolean {
  if (playerId === situation.it || !situation.players.includes(playerId)) return false;
  return !(situation.immune && situation.immune.playerId === playerId && now < situation.immune.until);
}

/** Whom "it" tags at these positions now, or null: the nearest taggable player within reach. */
export function tagToMake(situation: TagSituation, positions: ReadonlyMap<PlayerId, Position>, now: number): PlayerId | null {
  const itAt = positions.get(situation.it);
  if (!itAt || now >= situation.roundEndsAt) return null;
  const others: PlacedPosition[] = [];
  for (const [playerId, at] of positions) if (taggable(situation, playerId, now)) others.push({ playerId, x: at.x, y: at.y });
  return touched(itAt, others);
}

/** The move recording a tag, in the name of "it", with the server's key. */
export function refereeTagMove(key: string, tagged: PlayerId): { move: string; payload: TagPayload } {
  return { move: TAG_MOVES.tag, payload: { key, tagged } };
}
