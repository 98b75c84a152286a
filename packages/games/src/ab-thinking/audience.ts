/**
 * The audience picks with the players: A or B while the question is open. Its split is counted apart
 * (it scores no player) and shown beside the room's at the reveal; a member who picked the room's
 * majority side scores on the audience board.
 */
import type { AudienceDef } from '@snackparty/engine';
import { STAGES, SIDES } from './types';
import type { AbThinkingSettings, AbThinkingState, AudienceSplitCounts, Side } from './types';

/** The audience's counts of a question's pick stage as the state keeps them; null when no member picked. */
export function audienceSplitOf(counts: Readonly<Record<string, number>>): AudienceSplitCounts | null {
  const countA = counts.A ?? 0;
  const countB = counts.B ?? 0;
  return countA + countB > 0 ? { countA, countB } : null;
}

export const abThinkingAudience: AudienceDef<AbThinkingState, AbThinkingSettings> = {
  prompt(match) {
    if (match.stage !== STAGES.question) return null;
    const question = match.state.questions[match.state.current];
    if (!question) return null;
    return {
      kind: 'choose',
      action: 'pick',
      options: [
        { id: 'A', label: question.a },
        { id: 'B', label: question.b },
      ],
    };
  },
  /** The room's majority side (players and AI), both on a tie; nothing when no player picked. */
  rightChoices(before, after) {
    if (before.stage !== STAGES.question) return null;
    const result = after.state.result;
    if (result === null || after.state.current !== before.state.current) return null;
    return SIDES.filter((side: Side) => result.majority.includes(side));
  },
};
