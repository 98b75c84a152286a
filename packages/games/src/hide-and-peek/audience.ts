/**
 * The audience peeks with the players: one of the eight spots while the peeking is open. The spots are
 * the scene's, always all eight in the scene's order, so the prompt tells nothing about where anyone
 * hid. Which spots were right is known once the peeking ends, as the reveal shows the hiders.
 */
import { activeSeats, type AudienceDef } from '@snackparty/engine';
import { SPOT_NAMES, type SpotName } from './scene';
import { hiddenHiders } from './stages';
import { STAGES } from './types';
import type { HideAndPeekSettings, HideAndPeekState } from './types';

/** The spots as the audience may choose them; the label keys are the web app's spot names. */
export const AUDIENCE_SPOT_OPTIONS = SPOT_NAMES.map((spotName) => ({ id: spotName, labelKey: `hideandpeek.spots.${spotName}` }));

export const hideAndPeekAudience: AudienceDef<HideAndPeekState, HideAndPeekSettings> = {
  prompt(match) {
    if (match.stage !== STAGES.peek || match.state.current === null) return null;
    return { kind: 'choose', action: 'spot', options: AUDIENCE_SPOT_OPTIONS.map((option) => ({ ...option })) };
  },
  /** The spots of the hiders one could find (still at the table, hidden), once the reveal names them. */
  rightChoices(before, after) {
    const turn = before.state.current;
    const revealed = after.state.current;
    if (before.stage !== STAGES.peek || turn === null || revealed === null) return null;
    if (revealed.turn !== turn.turn || revealed.phase !== 'reveal') return null;
    const seated = new Set(activeSeats(after).map((seat) => seat.playerId));
    const spots = hiddenHiders(revealed, (id) => seated.has(id))
      .map((id) => revealed.spots[id])
      .filter((spot): spot is SpotName => spot !== null && spot !== undefined);
    return [...new Set(spots)];
  },
};
