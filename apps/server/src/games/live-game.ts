import type { Match } from '@snackparty/engine';
import type { AnyGameDef } from '@snackparty/games';
import type { GameSettings } from '@snackparty/protocol';
import type { RoomClock } from './room-clock';

/** A room's game as the runtime holds it: the match as stored, and what runs it. */
export interface LiveGame {
  code: string;
  gameId: number;
  def: AnyGameDef;
  settings: GameSettings;
  match: Match<unknown>;
  /** The stored match's revision (`games.match_revision`): the next write follows it. */
  revision: number;
  /** The room's clock for as long as the game runs (retries of a failed write). */
  clock: RoomClock;
  /**
   * The current stage's own clock (its deadline, the warning before it, wake-ups, the robots'
   * moves): a new stage gets a new one, so nothing of a stage can fire in the next.
   */
  stage: { number: number; clock: RoomClock };
  /** The wake-up time last handled: a stage that asks for it again is not woken in a loop. */
  lastWakeAt?: number;
  /**
   * The room's progress could not be stored: it stays where the database has it, and tries again
   * on its clock. While `pending`, its requests are refused (503) at once.
   */
  retry?: { attempts: number; pending: boolean; since: number };
  /** Seats that left while their removal could not be stored: they leave the match once it can be. */
  leaving: number[];
  /** Picked up after a restart and not yet handed to the hooks as such. */
  resuming?: boolean;
  /**
   * With several server processes: the lease epoch this process holds the room by (its writes carry
   * it), or, on a copy, the epoch of the process that runs it.
   */
  epoch?: number;
  /** A copy of a game another process runs: read here, never changed or timed here. */
  replica?: boolean;
  /** The view last sent on each screen's and phone's view topic (JSON text), so an unchanged one is not sent again. */
  sentViews?: Map<string, string>;
}

/** What a committed change carries besides the step. */
export interface CommitContext {
  before: Match<unknown> | undefined;
  resumed?: boolean;
  /** The wake-up this change handles (recorded only once it is stored). */
  wakeAt?: number;
}

/** Stops every timer of the game (the room closed, or another game took its place). */
export function stopClocks(live: LiveGame): void {
  live.clock.clear();
  live.stage.clock.clear();
}
