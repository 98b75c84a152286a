import { isHidden } from '@snackparty/engine';
import type { AlbumPiece } from '../album';
import { rankAnswers } from '../album';
import type { RequipState } from './types';

/** REQUIP in the album: every prompt once its votes are revealed, its answers with their votes (the AI's too), but those the host hid. */
export const requipAlbum: AlbumPiece<RequipState> = (match) =>
  match.state.prompts.flatMap((prompt) => {
    const { result, entries } = prompt;
    if (!result || !entries) return [];
    return [
      {
        kind: 'answers' as const,
        key: `prompt-${prompt.id}`,
        round: match.state.round,
        prompt: prompt.text,
        answers: rankAnswers(entries.filter((e) => !isHidden(match, e.id)).map((e) => ({ text: e.text, playerId: e.author, votes: result.votes[e.id] ?? 0 }))),
      },
    ];
  });
