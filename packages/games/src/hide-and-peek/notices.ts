/**
 * The host screen's own topics (`/hideandpeek/host/{code}/…`): what changed between two states of the
 * match, announced as it happens. No notice carries a spot before the reveal.
 */

import { activeSeats } from '@snackparty/engine';
import type { Match, Notice, PlayerId } from '@snackparty/engine';
import { MAX_PEEKS } from './rules';
import { activeGuessers, activeHiders } from './stages';
import { NOTICE_TOPICS } from './types';
import type {
  CurrentHiderNotice,
  GuessSubmittedNotice,
  HideAndPeekSettings,
  HideAndPeekState,
  HideAndPeekTurnState,
  RevealHidingSpotNotice,
} from './types';

function notice(topic: string, body: unknown): Notice {
  return { audience: 'host', topic, body };
}

function isInFor(match: Match<HideAndPeekState>): (id: PlayerId) => boolean {
  const active = new Set(activeSeats(match).map((s) => s.playerId));
  return (id) => active.has(id);
}

/** Every guesser still at the table has used both peeks (and there was someone to peek). */
function allPeeked(turn: HideAndPeekTurnState, isIn: (id: PlayerId) => boolean): boolean {
  const guessers = activeGuessers(turn, isIn);
  return guessers.length > 0 && guessers.every((id) => (turn.guessers[id]?.peeks.length ?? 0) >= MAX_PEEKS);
}

export function notices(before: Match<HideAndPeekState>, after: Match<HideAndPeekState>, _settings: HideAndPeekSettings): Notice[] {
  const turn = after.state.current;
  if (!turn) return [];
  const old = before.state.current?.turn === turn.turn ? before.state.current : null;
  const out: Notice[] = [];

  if (!old) {
    const body: CurrentHiderNotice = { turn: turn.turn, hiderIds: activeHiders(turn, isInFor(after)) };
    out.push(notice(NOTICE_TOPICS.currentHiderId, body));
  }

  for (const [id, guesser] of Object.entries(turn.guessers)) {
    const had = old?.guessers[Number(id)]?.peeks.length ?? 0;
    for (let peek = had + 1; peek <= guesser.peeks.length; peek++) {
      const body: GuessSubmittedNotice = { playerId: Number(id), peek };
      out.push(notice(NOTICE_TOPICS.guessSubmitted, body));
    }
  }
  // Announced from the peek stage only: the last peek also ends the stage in the same change.
  if (old?.phase === 'peek' && allPeeked(turn, isInFor(after)) && !allPeeked(old, isInFor(before))) {
    out.push(notice(NOTICE_TOPICS.allSubmitted, {}));
  }

  if (turn.phase === 'reveal' && old?.phase !== 'reveal') {
    const body: RevealHidingSpotNotice = { hiders: turn.hiders.map((playerId) => ({ playerId, spotName: turn.spots[playerId] ?? null })) };
    out.push(notice(NOTICE_TOPICS.revealHidingSpot, body));
  }
  return out;
}
