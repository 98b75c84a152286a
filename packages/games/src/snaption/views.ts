/**
 * What the shared screen and each phone see. A caption stays on its author's phone until it is put
 * to the vote; then it shows without its author; only its reveal names the author. During a vote
 * nobody is told who is voting, only how many have, so the authors of a head-to-head pair are not
 * given away by who is missing. The blind final's picture is in no view until it is unveiled.
 */

import { GAME_OVER, isHidden, roundMultiplier } from '@snackparty/engine';
import { shownText } from '../hidden-text';
import type { Match, PlayerId } from '@snackparty/engine';
import { CAPTION_MAX_LENGTH, POINTS, captionKey, gameShouldEnd, groupsLeft, matchupEntries, writtenCaptions } from './rules';
import { currentMatchup, currentVoters } from './stages';
import { GAME_TYPE, STAGES } from './types';
import type {
  CaptionEntry,
  Matchup,
  SnaptionAudienceReveal,
  SnaptionCardView,
  SnaptionCurrentVote,
  SnaptionHostView,
  SnaptionJinx,
  SnaptionPlayerView,
  SnaptionReveal,
  SnaptionRoundSummary,
  SnaptionRoundWinner,
  SnaptionSettings,
  SnaptionStage,
  SnaptionState,
} from './types';

function stageOf(match: Match<SnaptionState>): SnaptionStage {
  if (match.over) return GAME_OVER;
  return match.stage as SnaptionStage;
}

function scaled(points: Record<PlayerId, number>, multiplier: number): Record<PlayerId, number> {
  return Object.fromEntries(Object.entries(points).map(([id, p]) => [id, p * multiplier]));
}

function cardOf(state: SnaptionState): SnaptionCardView | null {
  if (!state.card || !state.unveiled) return null;
  return { cardId: state.card.cardId, imageUrl: state.card.imageUrl, attribution: state.card.attribution ?? null };
}

/** Same captions grouped, each with every author who wrote it. */
function jinxesOf(match: Match<SnaptionState>, entries: readonly CaptionEntry[]): SnaptionJinx[] {
  const groups = new Map<string, SnaptionJinx>();
  // A hidden caption's jinx is not shown either: its text would be the hidden one's.
  for (const e of entries.filter((x) => x.jinx && !isHidden(match, x.id))) {
    const key = captionKey(e.text);
    const group = groups.get(key);
    if (group) group.playerIds.push(e.author);
    else groups.set(key, { text: e.text, playerIds: [e.author] });
  }
  return [...groups.values()];
}

/** The vote on the screen, while it is voted on or revealed: captions without authors. */
function currentOf(match: Match<SnaptionState>): SnaptionCurrentVote | null {
  const stage = stageOf(match);
  if (stage !== STAGES.vote && stage !== STAGES.reveal) return null;
  const state = match.state;
  const matchup = currentMatchup(state);
  if (!matchup || !state.entries || !state.mode) return null;
  const voters = currentVoters(state);
  return {
    matchupId: matchup.id,
    mode: state.mode,
    index: state.current + 1,
    count: state.matchups.length + groupsLeft(state.queue.length),
    captions: matchupEntries(matchup, state.entries).map((e) => ({ captionId: e.id, ...shownText(match, e.id, e.text) })),
    votedCount: voters.filter((id) => matchup.ballots[id] !== undefined).length,
    voterCount: voters.length,
  };
}

/** The audience's vote as the reveal shows it: the caption most chose and its share; null without one. */
function audienceRevealOf(matchup: Matchup): SnaptionAudienceReveal | null {
  const choice = matchup.audience?.choice;
  if (!matchup.audience || !choice) return null;
  const members = Object.values(matchup.audience.counts).reduce((a, b) => a + b, 0);
  const chose = matchup.audience.counts[choice] ?? 0;
  if (members === 0 || chose === 0) return null;
  return { captionId: choice, percent: Math.round((100 * chose) / members), members };
}

function revealOf(match: Match<SnaptionState>): SnaptionReveal | null {
  if (stageOf(match) !== STAGES.reveal) return null;
  const state = match.state;
  const matchup = currentMatchup(state);
  const result = matchup?.result;
  if (!matchup || !result || !state.entries || !state.mode) return null;
  const mode = state.mode;
  const multiplier = roundMultiplier(match.round);
  const ballots = Object.entries(matchup.ballots).map(([id, b]) => ({ voter: Number(id), ...b }));
  return {
    matchupId: matchup.id,
    mode,
    outcome: result.outcome,
    captions: matchupEntries(matchup, state.entries).map((e) => {
      const votes = result.votes[e.id] ?? 0;
      const top = result.topIds.includes(e.id);
      return {
        captionId: e.id,
        ...shownText(match, e.id, e.text),
        playerId: e.author,
        votes,
        playerIdsWithChoice: ballots.filter((b) => b.choice === e.id).map((b) => b.voter),
        playerIdsPredicted: ballots.filter((b) => b.prediction === e.id).map((b) => b.voter),
        top,
        points: (POINTS.vote * votes + (mode === 'all' && top ? POINTS.top : 0)) * multiplier,
      };
    }),
    jinxes: mode === 'all' ? jinxesOf(match, state.entries) : [],
    rightPredictors: [...result.rightPredictors],
    audience: audienceRevealOf(matchup),
    points: scaled(result.points, multiplier),
    endsGame: result.endsGame,
  };
}

/** The votes each caption of the round got in its reveal. */
function roundVotes(state: SnaptionState): Record<string, number> {
  const votes: Record<string, number> = {};
  for (const m of state.matchups) if (m.result) Object.assign(votes, m.result.votes);
  return votes;
}

function roundWinnerOf(match: Match<SnaptionState>): SnaptionRoundWinner | null {
  if (stageOf(match) !== STAGES.roundWinner) return null;
  const state = match.state;
  const top = state.roundTop;
  if (!top || !state.entries) return null;
  const votes = roundVotes(state);
  return {
    captions: state.entries.filter((e) => top.entryIds.includes(e.id)).map((e) => ({ captionId: e.id, ...shownText(match, e.id, e.text), playerId: e.author, votes: votes[e.id] ?? 0 })),
    jinxes: jinxesOf(match, state.entries),
    points: scaled(top.points, roundMultiplier(match.round)),
    endsGame: top.endsGame,
  };
}

/** The round's top captions once they are known: at the reveal with one screen, at the round's winner head to head. */
function topCaptionsOf(match: Match<SnaptionState>): SnaptionRoundSummary['topCaptions'] {
  const state = match.state;
  const ids = state.mode === 'all' ? (state.matchups[0]?.result?.topIds ?? []) : (state.roundTop?.entryIds ?? []);
  const votes = roundVotes(state);
  return (state.entries ?? []).filter((e) => ids.includes(e.id)).map((e) => ({ ...shownText(match, e.id, e.text), playerId: e.author, votes: votes[e.id] ?? 0 }));
}

function summaryOf(match: Match<SnaptionState>): SnaptionRoundSummary | null {
  const stage = stageOf(match);
  if (stage !== STAGES.roundScores && stage !== GAME_OVER) return null;
  const state = match.state;
  const multiplier = roundMultiplier(match.round);
  const players = [...state.roster, ...state.left];
  return {
    round: state.round,
    blind: state.blind,
    lastRound: match.over || state.gameOver || gameShouldEnd(state),
    players: match.seats
      .filter((s) => players.includes(s.playerId))
      .map((s) => ({ playerId: s.playerId, points: (state.roundPoints[s.playerId] ?? 0) * multiplier })),
    topCaptions: topCaptionsOf(match),
  };
}

function common(match: Match<SnaptionState>) {
  const state = match.state;
  return {
    gameType: GAME_TYPE,
    stage: stageOf(match),
    round: state.round,
    rounds: state.rounds,
    blind: state.blind,
    multiplier: roundMultiplier(match.round),
    card: cardOf(state),
    mode: state.mode,
    current: currentOf(match),
    reveal: revealOf(match),
    roundWinner: roundWinnerOf(match),
    roundSummary: summaryOf(match),
  } as const;
}

export function hostView(match: Match<SnaptionState>, _settings?: SnaptionSettings): SnaptionHostView {
  const state = match.state;
  const writing = stageOf(match) === STAGES.caption;
  const captioned = new Set(writtenCaptions(state).map((c) => c.author));
  return {
    ...common(match),
    captionedIds: writing ? state.roster.filter((id) => captioned.has(id)) : [],
    waitingForIds: writing ? state.roster.filter((id) => !captioned.has(id)) : [],
  };
}

export function playerView(match: Match<SnaptionState>, playerId: PlayerId, _settings?: SnaptionSettings): SnaptionPlayerView {
  const state = match.state;
  const base = common(match);
  const present = state.roster.includes(playerId);
  const matchup = currentMatchup(state);
  let ballot: SnaptionPlayerView['ballot'] = null;
  if (base.current && matchup && state.entries) {
    const mine = matchup.ballots[playerId];
    const own = matchupEntries(matchup, state.entries).find((e) => e.author === playerId);
    ballot = {
      mayVote: present && base.stage === STAGES.vote && currentVoters(state).includes(playerId),
      ownCaptionId: own?.id ?? null,
      choice: mine?.choice ?? null,
      prediction: mine?.prediction ?? null,
    };
  }
  return {
    ...base,
    playerId,
    caption: match.over ? null : (state.captions[playerId] ?? null),
    canCaption: present && base.stage === STAGES.caption,
    captionMaxLength: CAPTION_MAX_LENGTH,
    ballot,
  };
}
