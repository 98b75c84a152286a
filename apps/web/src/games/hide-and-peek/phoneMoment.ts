/**
 * What a phone shows and says at a moment of the game, from its view alone: one line to read aloud
 * (a key of `hideandpeek.say`) and what it is about. Pure, so every phone of a role agrees.
 */
import type { HideAndPeekPlayerView, SpotName } from './types';

export type PhoneScene =
  /** The hider steers their avatar on the scene. */
  | 'walk'
  /** The hider taps where to hide. */
  | 'hide'
  /** The hider, tucked in their spot. */
  | 'hidden'
  /** The hider never hid: standing in the open. */
  | 'open'
  /** Eyes on the shared screen. */
  | 'screen'
  /** Eyes open, waiting (no shared screen to watch). */
  | 'eyes'
  /** Eyes shut. */
  | 'closed'
  /** The guesser taps up to two spots. */
  | 'peek'
  /** The scene without taps: the others peek. */
  | 'watch'
  | 'reveal'
  | 'scores'
  | 'wait';

export interface PhoneMoment {
  scene: PhoneScene;
  /** The line to read aloud: a key under `hideandpeek.say`. */
  say: string;
  /** The hiders the line names. */
  names: number[];
  /** The hider's own spot, when the line names it. */
  spot: SpotName | null;
  /** Points the line names. */
  points: number | null;
}

const oneOrTwo = (ids: readonly number[]) => (ids.length > 1 ? 'Two' : 'One');

/**
 * The moment for a phone. `alone`: no shared screen shows the game, so nobody can watch the walk.
 * `myPeeks` may run ahead of the view (peeks sent, not yet answered).
 */
export function phoneMoment(game: HideAndPeekPlayerView, alone: boolean, roundPoints: number, myPeeks: readonly SpotName[] = game.myPeeks): PhoneMoment {
  const base = { names: [] as number[], spot: null, points: null };
  const hiders = game.hiders;
  const hiding = game.role === 'hider';
  switch (game.stage) {
    case 'move':
      if (hiding) return { ...base, scene: 'walk', say: 'hiderMove' };
      return alone
        ? { ...base, scene: 'eyes', say: `watchEyes${oneOrTwo(hiders)}`, names: hiders }
        : { ...base, scene: 'screen', say: `watchScreen${oneOrTwo(hiders)}`, names: hiders };
    case 'hide':
      if (hiding) return game.mySpot ? { ...base, scene: 'hidden', say: 'hiderHidden', spot: game.mySpot } : { ...base, scene: 'hide', say: 'hiderHide' };
      return { ...base, scene: 'closed', say: `closeEyes${oneOrTwo(hiders)}`, names: hiders };
    case 'peek':
      if (hiding) return game.mySpot ? { ...base, scene: 'hidden', say: 'hiderHidden', spot: game.mySpot } : { ...base, scene: 'open', say: 'hiderOpen' };
      if (game.role === 'guesser') {
        const say = myPeeks.length === 0 ? `peek${oneOrTwo(hiders)}` : myPeeks.length === 1 && game.mayPeek ? 'peekAgain' : 'peekDone';
        return { ...base, scene: 'peek', say, names: hiders };
      }
      return { ...base, scene: 'watch', say: 'watchPeek' };
    case 'reveal': {
      const reveal = game.reveal;
      if (!reveal) return { ...base, scene: 'wait', say: 'wait' };
      const points = reveal.points[game.playerId] ?? 0;
      const mine = reveal.hiders.find((h) => h.playerId === game.playerId);
      if (mine) {
        const say = mine.spotName === null ? 'revealOpen' : mine.foundBy.length > 0 ? 'revealCaught' : 'revealSafe';
        return { ...base, scene: 'reveal', say, spot: mine.spotName, points };
      }
      if (game.role === 'guesser') {
        const found = reveal.hiders.filter((h) => h.foundBy.some((f) => f.playerId === game.playerId)).map((h) => h.playerId);
        return { ...base, scene: 'reveal', say: found.length > 0 ? 'revealFound' : 'revealMissed', names: found, points };
      }
      return { ...base, scene: 'reveal', say: 'revealWatch', points };
    }
    case 'roundSummary':
      return { ...base, scene: 'scores', say: 'roundOver', points: roundPoints };
    default:
      return { ...base, scene: 'wait', say: 'wait' };
  }
}
