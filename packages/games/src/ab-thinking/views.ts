/**
 * What the shared screen and each phone see. While a question is open a pick, a prediction and a
 * guess stay on their player's phone: the screens learn how many have answered, never who picked
 * what nor how many picked either side. The split shows counts only; the predictions show everyone's
 * answers and points.
 */

import { GAME_OVER, roundMultiplier } from '@snackparty/engine';
import type { Match, PlayerId } from '@snackparty/engine';
import { firstQuestionOf, gameShouldEnd, predictionError } from './rules';
import { answeredIds, asksOf } from './stages';
import { GAME_TYPE, STAGES } from './types';
import type {
  AbThinkingAudienceSplit,
  AbThinkingHostView,
  AbThinkingPlayerView,
  AbThinkingResultRow,
  AbThinkingResults,
  AbThinkingRoundSummary,
  AbThinkingSettings,
  AbThinkingSplit,
  AbThinkingStage,
  AbThinkingState,
  AudienceSplitCounts,
  PointsBreakdown,
} from './types';

function stageOf(match: Match<AbThinkingState>): AbThinkingStage {
  if (match.over) return GAME_OVER;
  return match.stage as AbThinkingStage;
}

/** The stages in which a question is on the screen. */
const ASKING: ReadonlySet<AbThinkingStage> = new Set([STAGES.question, STAGES.split, STAGES.predictions]);

function splitOf(match: Match<AbThinkingState>): AbThinkingSplit | null {
  const stage = stageOf(match);
  const result = match.state.result;
  if ((stage !== STAGES.split && stage !== STAGES.predictions) || !result) return null;
  const audience = audienceShareOf(result.audience);
  return {
    countA: result.countA,
    countB: result.countB,
    total: result.countA + result.countB,
    shareA: result.shareA,
    majority: [...result.majority],
    ...(audience ? { audience } : {}),
  };
}

function audienceShareOf(counts: AudienceSplitCounts | undefined): AbThinkingAudienceSplit | null {
  if (!counts) return null;
  const total = counts.countA + counts.countB;
  if (total === 0) return null;
  return { countA: counts.countA, countB: counts.countB, total, shareA: (counts.countA / total) * 100 };
}

function scaled(breakdown: PointsBreakdown | undefined, multiplier: number): PointsBreakdown {
  const b = breakdown ?? { majority: 0, prediction: 0, guess: 0, named: 0 };
  return { majority: b.majority * multiplier, prediction: b.prediction * multiplier, guess: b.guess * multiplier, named: b.named * multiplier };
}

function resultsOf(match: Match<AbThinkingState>): AbThinkingResults | null {
  if (stageOf(match) !== STAGES.predictions) return null;
  const state = match.state;
  const result = state.result;
  if (!result) return null;
  const multiplier = roundMultiplier(match.round);
  const total = result.countA + result.countB;
  const shown = (id: PlayerId): boolean => state.roster.includes(id) || Object.hasOwn(result.answers, id);
  const rows: AbThinkingResultRow[] = match.seats
    .filter((s) => shown(s.playerId))
    .map(({ playerId }) => {
      const answer = result.answers[playerId];
      const pick = answer?.pick ?? null;
      const prediction = answer?.prediction ?? null;
      const guess = answer?.guess ?? null;
      return {
        playerId,
        pick,
        prediction,
        guess,
        error: prediction !== null && total > 0 ? predictionError(prediction, result.countA, total) : null,
        inMajority: pick !== null && result.majority.includes(pick),
        guessRight: guess !== null && result.namedPick !== null ? guess === result.namedPick : null,
        points: (result.points[playerId] ?? 0) * multiplier,
        breakdown: scaled(result.breakdown[playerId], multiplier),
      };
    });
  return {
    rows,
    named: state.spotlight ? { playerId: state.spotlight.playerId, pick: result.namedPick, left: state.spotlight.left } : null,
    points: Object.fromEntries(Object.entries(result.points).map(([id, p]) => [id, p * multiplier])),
    endsGame: result.endsGame,
  };
}

function summaryOf(match: Match<AbThinkingState>): AbThinkingRoundSummary | null {
  const stage = stageOf(match);
  if (stage !== STAGES.roundScores && stage !== GAME_OVER) return null;
  const state = match.state;
  const multiplier = roundMultiplier(match.round);
  const players = [...state.roster, ...state.left];
  return {
    round: state.round,
    final: state.final,
    lastRound: match.over || state.gameOver || gameShouldEnd(state),
    players: match.seats
      .filter((s) => players.includes(s.playerId))
      .map((s) => ({ playerId: s.playerId, points: (state.roundPoints[s.playerId] ?? 0) * multiplier })),
  };
}

function common(match: Match<AbThinkingState>): AbThinkingHostView {
  const state = match.state;
  const stage = stageOf(match);
  const asking = ASKING.has(stage) && state.current >= 0;
  const question = asking ? (state.questions[state.current] ?? null) : null;
  const current = Math.max(state.current, 0);
  const open = stage === STAGES.question;
  return {
    gameType: GAME_TYPE,
    stage,
    round: state.round,
    rounds: state.rounds,
    final: state.final,
    multiplier: roundMultiplier(match.round),
    questionNumber: current + 1,
    questionCount: state.questions.length,
    questionInRound: current - firstQuestionOf(state.plan, state.round) + 1,
    questionsInRound: state.plan[state.round - 1] ?? 0,
    question: question ? { ...question } : null,
    spotlight: asking && state.spotlight ? { ...state.spotlight } : null,
    answeredCount: open ? answeredIds(state).length : 0,
    answeredIds: open ? answeredIds(state) : [],
    answererCount: open ? state.roster.length : 0,
    split: splitOf(match),
    results: resultsOf(match),
    roundSummary: summaryOf(match),
  };
}

export function hostView(match: Match<AbThinkingState>, _settings?: AbThinkingSettings): AbThinkingHostView {
  return common(match);
}

export function playerView(match: Match<AbThinkingState>, playerId: PlayerId, _settings?: AbThinkingSettings): AbThinkingPlayerView {
  const state = match.state;
  const base = common(match);
  const present = state.roster.includes(playerId);
  const open = present && base.stage === STAGES.question;
  const asks = asksOf(state, playerId);
  const own = state.answers[playerId];
  return {
    ...base,
    playerId,
    canAnswer: open,
    asks: { pick: open, prediction: open && asks.prediction, guess: open && asks.guess },
    answer: present && ASKING.has(base.stage) ? { ...(own ?? { pick: null, prediction: null, guess: null }) } : null,
  };
}
