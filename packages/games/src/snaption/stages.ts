/**
 * The stages of a round (caption, in the blind final unveil, then vote -> reveal for every caption at
 * once or for each head-to-head pair in turn, the round's winner after the pairs, roundScores) and
 * the moves they accept. A vote's points are awarded as its reveal ends, so no score moves while its
 * authors are still anonymous.
 */

import { GAME_OVER, invalid, isInvalid } from '@snackparty/engine';
import type { Ctx, Invalid, MoveInput, PlayerId, StageDef } from '@snackparty/engine';
import {
  BLIND_CAPTION_MS,
  audienceVoteOf,
  CAPTION_MS,
  ERRORS,
  PAIR_REVEAL_MS,
  PAIR_VOTE_MS,
  REVEAL_MS,
  ROUND_SCORES_MS,
  ROUND_WINNER_MS,
  UNVEIL_MS,
  VOTE_MS,
  captionEntries,
  checkBallot,
  cleanCaption,
  customCardList,
  familyOnlyOf,
  gameShouldEnd,
  isBlindRound,
  isVotable,
  newMatchup,
  nextGroupSize,
  pickCard,
  roundTopOf,
  roundsOf,
  scoreMatchup,
  usedCardIdList,
  votableIds,
  voteModeFor,
  votersOf,
} from './rules';
import { STAGES } from './types';
import type { Matchup, SnaptionSettings, SnaptionState } from './types';

type Stage = StageDef<SnaptionState, SnaptionSettings>;
type C = Ctx<SnaptionSettings>;

export function setup(ctx: C): SnaptionState {
  const rounds = roundsOf(ctx.settings);
  const blind = isBlindRound(1, rounds);
  return {
    language: ctx.settings.language,
    familyOnly: familyOnlyOf(ctx.settings),
    rounds,
    round: 1,
    blind,
    roster: ctx.seats.map((s) => s.playerId),
    left: [],
    card: null,
    unveiled: !blind,
    captions: {},
    entries: null,
    mode: null,
    matchups: [],
    queue: [],
    current: -1,
    roundTop: null,
    usedCardIds: usedCardIdList(ctx.settings),
    customCards: customCardList(ctx.settings),
    roundPoints: {},
    gameOver: false,
  };
}

/** The vote on the screen, or null before the captions are put to the vote and after the last one. */
export function currentMatchup(state: SnaptionState): Matchup | null {
  return state.current >= 0 ? (state.matchups[state.current] ?? null) : null;
}

function withCurrent(state: SnaptionState, update: (matchup: Matchup) => Matchup): SnaptionState {
  if (!currentMatchup(state)) return state;
  return { ...state, matchups: state.matchups.map((m, i) => (i === state.current ? update(m) : m)) };
}

/** Voters of the vote on the screen who are still in the game. */
export function currentVoters(state: SnaptionState): PlayerId[] {
  const matchup = currentMatchup(state);
  return matchup && state.entries && state.mode ? votersOf(matchup, state.entries, state.roster, state.mode) : [];
}

/** A new round: its picture (never one the room saw tonight while others are left), nothing written yet. */
function dealRound(state: SnaptionState, ctx: C): SnaptionState {
  const roster = state.roster.filter((id) => ctx.seats.some((s) => s.playerId === id));
  const card = pickCard(state, ctx.rng);
  return {
    ...state,
    roster,
    card,
    unveiled: !state.blind,
    captions: {},
    entries: null,
    mode: null,
    matchups: [],
    queue: [],
    current: -1,
    roundTop: null,
    usedCardIds: [...state.usedCardIds.filter((id) => id !== card.cardId), card.cardId],
    roundPoints: {},
  };
}

export function submitCaption(state: SnaptionState, input: MoveInput): SnaptionState | Invalid {
  const payload = (typeof input.payload === 'object' && input.payload !== null ? input.payload : {}) as { text?: unknown };
  const text = cleanCaption(payload.text);
  if (isInvalid(text)) return text;
  return { ...state, captions: { ...state.captions, [input.playerId]: text } };
}

/** The next head-to-head pair (three when exactly three captions wait) comes up; none when the queue is empty. */
function nextPair(state: SnaptionState): SnaptionState {
  const size = nextGroupSize(state.queue.length);
  if (size === 0) return { ...state, current: state.matchups.length };
  const matchup = newMatchup(state.round, state.matchups.length + 1, state.queue.slice(0, size));
  return { ...state, matchups: [...state.matchups, matchup], queue: state.queue.slice(size), current: state.matchups.length };
}

/**
 * The captions close: they are put in a seeded screen order, same captions marked as jinxes, and
 * either all put to one vote (eight or fewer) or queued for head-to-head pairs.
 */
function openVotes(state: SnaptionState, ctx: C): SnaptionState {
  const entries = captionEntries(state, ctx.rng);
  const votable = votableIds(entries);
  const mode = voteModeFor(votable.length);
  const opened = { ...state, entries, mode, matchups: [] as Matchup[], queue: [] as string[] };
  if (mode === 'all') return { ...opened, matchups: [newMatchup(state.round, 1, votable)], current: 0 };
  return nextPair({ ...opened, queue: votable });
}

/** Whether any caption of the round got a vote (head to head: the round has a winner to show). */
function anyVotes(state: SnaptionState): boolean {
  return state.matchups.some((m) => Object.values(m.result?.votes ?? {}).some((v) => v > 0));
}

/** The stage that shows what comes next: a vote, a reveal with nothing to vote on, the round's winner, or the scores. */
function stageAfterCaptions(state: SnaptionState): string {
  const matchup = currentMatchup(state);
  if (matchup) return isVotable(matchup) ? STAGES.vote : STAGES.reveal;
  return state.mode === 'pairs' && anyVotes(state) ? STAGES.roundWinner : STAGES.roundScores;
}

export function castVote(state: SnaptionState, input: MoveInput): SnaptionState | Invalid {
  const matchup = currentMatchup(state);
  if (!matchup || !state.entries || !isVotable(matchup)) return invalid(ERRORS.notVoting);
  if (!currentVoters(state).includes(input.playerId)) return invalid(ERRORS.cannotVote);
  const ballot = checkBallot(input.payload, matchup, state.entries, input.playerId);
  if (isInvalid(ballot)) return ballot;
  return withCurrent(state, (m) => ({ ...m, ballots: { ...m.ballots, [input.playerId]: ballot } }));
}

function addRoundPoints(state: SnaptionState, points: Record<PlayerId, number>): SnaptionState {
  const roundPoints = { ...state.roundPoints };
  for (const [id, p] of Object.entries(points)) roundPoints[Number(id)] = (roundPoints[Number(id)] ?? 0) + p;
  return { ...state, roundPoints };
}

const caption: Stage = {
  // Everyone acts until the deadline, so a sent caption may still be changed.
  actors: (state) => [...state.roster],
  moves: { caption: (state, input) => submitCaption(state, input) },
  durationMs: (state) => (state.blind ? BLIND_CAPTION_MS : CAPTION_MS),
  onEnter: (state, ctx) => dealRound(state, ctx),
  isComplete: (state) => state.roster.every((id) => state.captions[id] !== undefined),
  // A player who did not write in time simply has no caption. The blind final shows its picture first.
  onExit: (state, ctx) => ({ state: state.blind ? state : openVotes(state, ctx) }),
  next: (state) => (state.blind ? STAGES.unveil : stageAfterCaptions(state)),
};

const unveil: Stage = {
  actors: () => [],
  moves: {},
  durationMs: () => UNVEIL_MS,
  onEnter: (state) => ({ ...state, unveiled: true }),
  isComplete: () => false,
  onExit: (state, ctx) => ({ state: openVotes(state, ctx) }),
  next: (state) => stageAfterCaptions(state),
};

const vote: Stage = {
  actors: (state) => currentVoters(state),
  moves: { vote: (state, input) => castVote(state, input) },
  durationMs: (state) => (state.mode === 'pairs' ? PAIR_VOTE_MS : VOTE_MS),
  isComplete: (state) => {
    const matchup = currentMatchup(state);
    return !matchup || currentVoters(state).every((id) => matchup.ballots[id] !== undefined);
  },
  // A voter who did not vote in time gives no vote and no prediction. The audience's choice is kept for the reveal to count.
  onExit: (state, ctx) => ({
    state: withCurrent(state, (m) => {
      const audience = audienceVoteOf(m, ctx.audience);
      return audience ? { ...m, audience } : m;
    }),
  }),
  next: () => STAGES.reveal,
};

const reveal: Stage = {
  actors: () => [],
  moves: {},
  durationMs: (state) => (state.mode === 'pairs' ? PAIR_REVEAL_MS : REVEAL_MS),
  onEnter: (state, ctx) =>
    withCurrent(state, (m) => {
      const scored = scoreMatchup(m, state.entries ?? [], state.mode ?? 'all');
      return { ...m, result: { ...scored, endsGame: ctx.reachesMaxScore(scored.points) } };
    }),
  isComplete: () => false,
  onExit: (state) => {
    const points = { ...(currentMatchup(state)?.result?.points ?? {}) };
    const scored = addRoundPoints(state, points);
    const moved = state.mode === 'pairs' ? nextPair(scored) : { ...scored, current: scored.matchups.length };
    return { state: moved, points };
  },
  next: (state) => stageAfterCaptions(state),
};

const roundWinner: Stage = {
  actors: () => [],
  moves: {},
  durationMs: () => ROUND_WINNER_MS,
  onEnter: (state, ctx) => {
    const top = roundTopOf(state.matchups, state.entries ?? []);
    return { ...state, roundTop: { ...top, endsGame: ctx.reachesMaxScore(top.points) } };
  },
  isComplete: () => false,
  onExit: (state) => {
    const points = { ...(state.roundTop?.points ?? {}) };
    return { state: addRoundPoints(state, points), points };
  },
  next: () => STAGES.roundScores,
};

const roundScores: Stage = {
  actors: () => [],
  moves: {},
  durationMs: () => ROUND_SCORES_MS,
  isComplete: () => false,
  onExit: (state) => {
    if (gameShouldEnd(state)) return { state: { ...state, gameOver: true } };
    const round = state.round + 1;
    return { state: { ...state, round, blind: isBlindRound(round, state.rounds) } };
  },
  next: (state) => (state.gameOver ? GAME_OVER : STAGES.caption),
};

export const stages: Record<string, Stage> = {
  [STAGES.caption]: caption,
  [STAGES.unveil]: unveil,
  [STAGES.vote]: vote,
  [STAGES.reveal]: reveal,
  [STAGES.roundWinner]: roundWinner,
  [STAGES.roundScores]: roundScores,
};

/** Jinxes are shown at the reveal with every caption on one screen, with the round's winner head to head. */
function jinxesShown(state: SnaptionState): boolean {
  return state.mode === 'all' ? state.matchups.some((m) => m.result !== null) : state.roundTop !== null;
}

/**
 * A player leaves: nobody waits for them any more, and their caption is dropped unless it has been on
 * the screen (a kicked player's caption never reaches it): before the vote, waiting for its
 * head-to-head pair, or a jinx not shown yet. A caption on the screen, and ballots cast, stay.
 */
export function removePlayer(state: SnaptionState, playerId: PlayerId): SnaptionState {
  if (!state.roster.includes(playerId)) return state;
  const base = {
    ...state,
    roster: state.roster.filter((id) => id !== playerId),
    left: state.left.includes(playerId) ? state.left : [...state.left, playerId],
  };
  if (state.entries === null) {
    const captions = { ...state.captions };
    delete captions[playerId];
    return { ...base, captions };
  }
  const shown = new Set(state.matchups.flatMap((m) => m.entryIds));
  const keep = (e: { id: string; author: PlayerId; jinx: boolean }): boolean =>
    e.author !== playerId || shown.has(e.id) || (e.jinx && jinxesShown(state));
  const entries = state.entries.filter(keep);
  return { ...base, entries, queue: state.queue.filter((id) => entries.some((e) => e.id === id)) };
}
