/**
 * The host screen's own topics (`/canvasclash/host/{code}/…`): what changed between two states of the
 * match, announced as it happens. No notice ever carries a guess's text, and the word only with the
 * painters at the reveal.
 */

import { activeSeats } from '@snackparty/engine';
import type { Match, Notice, PlayerId } from '@snackparty/engine';
import { hintOf } from './rules';
import { allGuessedRight, pendingCredits } from './stages';
import { NOTICE_TOPICS } from './types';
import type {
  CanvasClashSettings,
  CanvasClashState,
  CanvasClashTurnState,
  CreditSubmittedNotice,
  GuessSubmittedNotice,
  RevealLetterNotice,
  RevealPaintersNotice,
} from './types';

function notice(topic: string, body: unknown): Notice {
  return { audience: 'host', topic, body };
}

function isInFor(match: Match<CanvasClashState>): (id: PlayerId) => boolean {
  const active = new Set(activeSeats(match).map((s) => s.playerId));
  return (id) => active.has(id);
}

function creditsDone(turn: CanvasClashTurnState, isIn: (id: PlayerId) => boolean): boolean {
  return turn.rightOrder.some((id) => turn.guessers[id]?.credited !== null) && pendingCredits(turn, isIn).length === 0;
}

export function notices(before: Match<CanvasClashState>, after: Match<CanvasClashState>, _settings: CanvasClashSettings): Notice[] {
  const turn = after.state.current;
  if (!turn) return [];
  const old = before.state.current?.turn === turn.turn ? before.state.current : null;
  const out: Notice[] = [];

  const lettersBefore = old?.revealedLetters.length ?? 0;
  turn.revealedLetters.slice(lettersBefore).forEach((letter, i) => {
    const body: RevealLetterNotice = {
      index: letter.index,
      letter: letter.letter,
      hint: hintOf(turn.word, turn.revealedLetters.slice(0, lettersBefore + i + 1)),
    };
    out.push(notice(NOTICE_TOPICS.revealLetter, body));
  });

  for (const entry of turn.guessLog.slice(old?.guessLog.length ?? 0)) {
    const body: GuessSubmittedNotice = { playerId: entry.playerId, correct: entry.correct, order: entry.order };
    out.push(notice(NOTICE_TOPICS.guessSubmitted, body));
  }

  const isInAfter = isInFor(after);
  if (allGuessedRight(turn, isInAfter) && !(old && allGuessedRight(old, isInFor(before)))) {
    out.push(notice(NOTICE_TOPICS.allCorrect, {}));
  }

  for (const playerId of turn.rightOrder) {
    if (turn.guessers[playerId]?.credited !== null && old?.guessers[playerId]?.credited == null) {
      const body: CreditSubmittedNotice = { playerId };
      out.push(notice(NOTICE_TOPICS.creditSubmitted, body));
    }
  }
  if (creditsDone(turn, isInAfter) && !(old && creditsDone(old, isInFor(before)))) {
    out.push(notice(NOTICE_TOPICS.allCreditsSubmitted, {}));
  }

  if (turn.showPainters && !old?.showPainters) {
    const body: RevealPaintersNotice = { word: turn.word, painters: turn.painters.map((playerId, canvas) => ({ canvas: canvas as 0 | 1, playerId })) };
    out.push(notice(NOTICE_TOPICS.revealPainters, body));
  }
  return out;
}
