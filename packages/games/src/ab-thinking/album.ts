import type { AlbumPiece } from '../album';
import type { AbThinkingState } from './types';

/** AB_THINKING in the album: every question once its split is shown, with each player's pick. */
export const abThinkingAlbum: AlbumPiece<AbThinkingState> = (match) => {
  const { result, questions, current, round } = match.state;
  const question = questions[current];
  if (!result || !question) return [];
  return [
    {
      kind: 'split',
      key: `question-${question.questionId}`,
      round,
      question: question.text,
      a: question.a,
      b: question.b,
      countA: result.countA,
      countB: result.countB,
      picks: Object.entries(result.answers).flatMap(([playerId, answer]) => (answer.pick ? [{ playerId: Number(playerId), side: answer.pick }] : [])),
    },
  ];
};
