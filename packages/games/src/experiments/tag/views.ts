import { activeSeats, type Match, type PlayerId } from '@snackparty/engine';
import type { ExperimentsPlayerView, ExperimentsSettings, TagState, TagView } from '../types';
import { FIELD, RUN_SPEED, TAG_RADIUS } from './field';
import { POINTS_PER_SECOND } from './rules';

/** Everything in tag is public: who is "it", the times, the tags. The server's key is in the settings, never here. */
export function tagView(match: Match<TagState>, settings: ExperimentsSettings): TagView {
  const state = match.state;
  const tagCounts: Record<PlayerId, number> = {};
  for (const record of state.tags) tagCounts[record.tagger] = (tagCounts[record.tagger] ?? 0) + 1;
  return {
    experiment: 'tag',
    stage: match.stage,
    round: state.round,
    numberOfRounds: settings.numberOfRounds,
    it: state.it,
    itSince: state.itSince,
    immune: state.immune ? { ...state.immune } : null,
    itMs: { ...state.itMs },
    tagCounts,
    lastTag: state.tags.at(-1) ?? null,
    roundStartedAt: state.roundStartedAt,
    roundEndsAt: state.roundEndsAt,
    spawns: state.spawns.map((spawn) => ({ ...spawn })),
    players: activeSeats(match)
      .map((seat) => seat.playerId)
      .filter((id) => !state.left.includes(id)),
    results: state.results ? { ...state.results, rows: state.results.rows.map((row) => ({ ...row })) } : null,
    field: { ...FIELD, tagRadius: TAG_RADIUS, runSpeed: RUN_SPEED },
    pointsPerSecond: POINTS_PER_SECOND,
  };
}

export function tagPlayerView(match: Match<TagState>, playerId: PlayerId, settings: ExperimentsSettings): ExperimentsPlayerView {
  return { ...tagView(match, settings), playerId, isIt: match.state.it === playerId };
}
