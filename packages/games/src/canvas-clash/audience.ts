/**
 * The audience guesses the word with the players while the painters paint. A guess is judged exactly
 * as a player's is (case, accents, special letters, spaces and hyphens do not matter); a right one
 * scores on the audience board as it comes, never any player's points.
 */
import type { AudienceDef } from '@snackparty/engine';
import { guessText, judgeGuess } from './rules';
import { STAGES } from './types';
import type { CanvasClashSettings, CanvasClashState } from './types';

function guessing(state: CanvasClashState, stage: string): boolean {
  return stage === STAGES.draw && state.current !== null && !state.current.drawingClosed;
}

export const canvasClashAudience: AudienceDef<CanvasClashState, CanvasClashSettings> = {
  prompt(match) {
    return guessing(match.state, match.stage) ? { kind: 'guess', action: 'guess' } : null;
  },
  judgeGuess(match, _settings, guess) {
    const turn = match.state.current;
    if (turn === null || !guessing(match.state, match.stage)) return false;
    const text = guessText(guess);
    return text !== null && judgeGuess(text, turn.word) === 'right';
  },
};
