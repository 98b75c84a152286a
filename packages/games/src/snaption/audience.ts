/**
 * What SNAPTION's audience does: while captions are voted on (all on one screen, or a head-to-head
 * pair), they vote among the captions the TV shows (texts only, never an author); the caption most
 * of them chose counts as one extra vote. Those who chose a caption that won the vote are right.
 */

import type { AudienceDef, AudiencePrompt, Match } from '@snackparty/engine';
import { isVotable, matchupEntries } from './rules';
import { currentMatchup } from './stages';
import { STAGES } from './types';
import type { SnaptionSettings, SnaptionState } from './types';

function prompt(match: Match<SnaptionState>): AudiencePrompt | null {
  if (match.stage !== STAGES.vote) return null;
  const matchup = currentMatchup(match.state);
  if (!matchup || !match.state.entries || !isVotable(matchup)) return null;
  const options = matchupEntries(matchup, match.state.entries).map((e) => ({ id: e.id, label: e.text }));
  return options.length > 0 ? { kind: 'choose', action: 'vote', options } : null;
}

/** The captions with the most votes (players' and the audience's) of the matchup whose vote `before` was in. */
function rightChoices(before: Match<SnaptionState>, after: Match<SnaptionState>): string[] | null {
  if (before.stage !== STAGES.vote) return null;
  const voted = currentMatchup(before.state);
  const result = after.state.matchups.find((m) => m.id === voted?.id)?.result;
  if (!result || result.outcome !== 'voted') return null;
  return [...result.topIds];
}

export const snaptionAudience: AudienceDef<SnaptionState, SnaptionSettings> = { prompt, rightChoices };
