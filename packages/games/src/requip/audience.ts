/**
 * What REQUIP's audience does: while a prompt is voted on, they vote among its answers as the TV shows
 * them (texts only, never an author); the answer most of them chose counts as one extra vote. Those
 * who chose the answer that won the vote are right.
 */

import type { AudienceDef, AudiencePrompt, Match } from '@snackparty/engine';
import { votableEntries } from './rules';
import { currentPrompt } from './stages';
import { STAGES } from './types';
import type { RequipSettings, RequipState } from './types';

function prompt(match: Match<RequipState>): AudiencePrompt | null {
  if (match.stage !== STAGES.vote) return null;
  const onScreen = currentPrompt(match.state);
  if (!onScreen?.entries) return null;
  const options = votableEntries(onScreen).map((e) => ({ id: e.id, label: e.text }));
  return options.length > 0 ? { kind: 'choose', action: 'vote', options } : null;
}

/** The answers with the most votes (players' and the audience's) of the prompt whose vote `before` was in; none without a vote. */
function rightChoices(before: Match<RequipState>, after: Match<RequipState>): string[] | null {
  if (before.stage !== STAGES.vote) return null;
  const voted = currentPrompt(before.state);
  const result = after.state.prompts.find((p) => p.id === voted?.id)?.result;
  if (!result || result.outcome !== 'voted') return null;
  const top = Math.max(0, ...Object.values(result.votes));
  return top > 0 ? Object.keys(result.votes).filter((id) => result.votes[id] === top) : [];
}

export const requipAudience: AudienceDef<RequipState, RequipSettings> = { prompt, rightChoices };
