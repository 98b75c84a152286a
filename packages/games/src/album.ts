/**
 * What a game puts in the party album. Each game declares its piece (`<game>/album.ts`): a pure
 * function of its match that lists what the match has revealed so far, in the order it was revealed.
 * The server keeps each entry by its key as the game goes on, and shows them once the game has ended.
 */
import type { Match } from '@snackparty/engine';
import type { AlbumAnswer, AlbumEntry } from '@snackparty/protocol';

export type AlbumPiece<S = unknown> = (match: Match<S>) => AlbumEntry[];

/** Answers best first, the most voted marked best (none when nobody got a vote). */
export function rankAnswers(answers: Array<Omit<AlbumAnswer, 'best'>>): AlbumAnswer[] {
  const top = Math.max(0, ...answers.map((a) => a.votes));
  return answers.map((a) => ({ ...a, best: top > 0 && a.votes === top })).sort((a, b) => b.votes - a.votes);
}
