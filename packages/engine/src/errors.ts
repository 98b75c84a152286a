/** Message keys of the moves the engine refuses before the game sees them; the web app translates them. */
export const ENGINE_ERRORS = {
  /** The match has ended. */
  gameOver: 'error.game_over',
  /** The sender is not seated in this match, or was removed from it. */
  notInGame: 'error.not_in_game',
  /** The stage's deadline has passed, or the move was meant for an earlier stage. */
  stageOver: 'error.stage_over',
  /** The sender is not one of the current stage's actors. */
  notYourTurn: 'error.not_your_turn',
  /**
   * A move the AI chose for a seat it no longer plays: its player took the seat back (for the AI, as
   * for anyone else out of turn, it is not its turn).
   */
  notStandIn: 'error.not_your_turn',
  /** The current stage has no move of that name. */
  unknownMove: 'error.unknown_move',
  /** The move's id is not 1 to 64 of A-Z, a-z, 0-9, `_`, `-` (the wire refuses such moves before). */
  badMoveId: 'error.invalid_request',
  /** The host asked to hide something the game does not show, or not now. */
  nothingToHide: 'error.nothing_to_hide',
} as const;
export type EngineError = (typeof ENGINE_ERRORS)[keyof typeof ENGINE_ERRORS];
