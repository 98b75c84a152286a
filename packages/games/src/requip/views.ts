/**
 * What the shared screen and each phone see. Answers stay on their author's phone until their prompt
 * is put to the vote; then they show without authors, the AI's among them and not told apart; only
 * the reveal names the authors and unmasks the AI. During a vote nobody is told who is voting, only
 * how many have, so the authors are not given away by who is missing.
 */

import { GAME_OVER, roundMultiplier } from '@snackparty/engine';
import { shownText } from '../hidden-text';
import type { Match, PlayerId } from '@snackparty/engine';
import { ANSWER_MAX_LENGTH, FINAL_VOTES, gameShouldEnd, stillWriting, votableEntries } from './rules';
import { currentPrompt, currentVoters } from './stages';
import { GAME_TYPE, STAGES } from './types';
import type {
  RequipAudienceReveal,
  RequipCurrentPrompt,
  RequipHostView,
  RequipPlayerPrompt,
  RequipPlayerView,
  RequipReveal,
  RequipRevealAnswer,
  RequipRoundSummary,
  RequipSettings,
  RequipStage,
  RequipState,
  RoundPrompt,
} from './types';

function stageOf(match: Match<RequipState>): RequipStage {
  if (match.over) return GAME_OVER;
  return match.stage as RequipStage;
}

function scaled(points: Record<PlayerId, number>, multiplier: number): Record<PlayerId, number> {
  return Object.fromEntries(Object.entries(points).map(([id, p]) => [id, p * multiplier]));
}

/** An answer's text as the screens show it: nothing of it once the host hid it. */
function hiddenOrText(match: Match<RequipState>, id: string, text: string): { responseText: string; hidden?: true } {
  const shown = shownText(match, id, text);
  return shown.hidden ? { responseText: '', hidden: true } : { responseText: shown.text };
}

/** The prompt on the screen, while it is voted on or revealed: answers without authors. */
function currentOf(match: Match<RequipState>): RequipCurrentPrompt | null {
  const stage = stageOf(match);
  if (stage !== STAGES.vote && stage !== STAGES.reveal) return null;
  const state = match.state;
  const prompt = currentPrompt(state);
  if (!prompt?.entries) return null;
  const voters = currentVoters(state);
  return {
    promptId: prompt.id,
    prompt: prompt.text,
    index: state.current + 1,
    count: state.prompts.length,
    answers: votableEntries(prompt).map((e) => ({ promptResponseId: e.id, ...hiddenOrText(match, e.id, e.text) })),
    votesPerVoter: state.final ? FINAL_VOTES : 1,
    votedCount: voters.filter((id) => prompt.ballots[id] !== undefined).length,
    voterCount: voters.length,
  };
}

/** The audience's vote as the reveal shows it: the answer most chose and its share; null without one. */
function audienceRevealOf(prompt: RoundPrompt): RequipAudienceReveal | null {
  const choice = prompt.audience?.choice;
  if (!prompt.audience || !choice) return null;
  const members = Object.values(prompt.audience.counts).reduce((a, b) => a + b, 0);
  const chose = prompt.audience.counts[choice] ?? 0;
  if (members === 0 || chose === 0) return null;
  return { promptResponseId: choice, percent: Math.round((100 * chose) / members), members };
}

function revealOf(match: Match<RequipState>): RequipReveal | null {
  if (stageOf(match) !== STAGES.reveal) return null;
  const state = match.state;
  const prompt = currentPrompt(state);
  const result = prompt?.result;
  if (!prompt?.entries || !result) return null;
  const multiplier = roundMultiplier(match.round);
  const ballots = Object.entries(prompt.ballots).map(([id, b]) => ({ voter: Number(id), ...b }));
  const answers: RequipRevealAnswer[] = prompt.entries.map((e) => ({
    promptResponseId: e.id,
    ...hiddenOrText(match, e.id, e.text),
    playerId: e.author,
    ai: e.author === null,
    jinx: e.jinx,
    votes: result.votes[e.id] ?? 0,
    playerIdsWithChoice: ballots.filter((b) => b.choices.includes(e.id)).map((b) => b.voter),
    playerIdsSpotAi: ballots.filter((b) => b.spotAi === e.id).map((b) => b.voter),
    points: e.author === null ? 0 : (result.points[e.author] ?? 0) * multiplier,
    bonus: e.author === null ? null : result.sweep === e.author ? 'sweep' : !state.final && result.topAuthors.includes(e.author) ? 'top' : null,
    everyVote: e.author !== null && result.everyVote === e.author,
  }));
  return {
    promptId: prompt.id,
    prompt: prompt.text,
    final: state.final,
    outcome: result.outcome,
    answers,
    spottedBy: [...result.spotters],
    audience: audienceRevealOf(prompt),
    points: scaled(result.points, multiplier),
    endsGame: result.endsGame,
  };
}

function summaryOf(match: Match<RequipState>): RequipRoundSummary | null {
  const stage = stageOf(match);
  if (stage !== STAGES.roundScores && stage !== GAME_OVER) return null;
  const state = match.state;
  const multiplier = roundMultiplier(match.round);
  const players = [...state.roster, ...state.left.filter((id) => !state.roster.includes(id))];
  return {
    round: state.round,
    final: state.final,
    lastRound: match.over || state.gameOver || gameShouldEnd(state),
    players: match.seats
      .filter((s) => players.includes(s.playerId))
      .map((s) => ({ playerId: s.playerId, points: (state.roundPoints[s.playerId] ?? 0) * multiplier })),
    // Only prompts whose reveal has started: the others' authors are still secret.
    prompts: state.prompts
      .filter((p): p is RoundPrompt & { result: NonNullable<RoundPrompt['result']> } => p.result !== null)
      .map((p) => ({ promptId: p.id, prompt: p.text, outcome: p.result.outcome, topAuthors: [...p.result.topAuthors] })),
  };
}

function common(match: Match<RequipState>) {
  const state = match.state;
  return {
    gameType: GAME_TYPE,
    stage: stageOf(match),
    round: state.round,
    rounds: state.rounds,
    final: state.final,
    multiplier: roundMultiplier(match.round),
    promptCount: state.prompts.length,
    current: currentOf(match),
    reveal: revealOf(match),
    roundSummary: summaryOf(match),
  } as const;
}

export function hostView(match: Match<RequipState>, _settings?: RequipSettings): RequipHostView {
  const state = match.state;
  const answering = stageOf(match) === STAGES.answer;
  const writers = answering ? state.roster.filter((id) => state.prompts.some((p) => p.authors.includes(id))) : [];
  return {
    ...common(match),
    answeredIds: writers.filter((id) => !stillWriting(state, id)),
    waitingForIds: writers.filter((id) => stillWriting(state, id)),
  };
}

export function playerView(match: Match<RequipState>, playerId: PlayerId, _settings?: RequipSettings): RequipPlayerView {
  const state = match.state;
  const base = common(match);
  const present = state.roster.includes(playerId);
  const prompts: RequipPlayerPrompt[] = match.over
    ? []
    : state.prompts
        .filter((p) => p.authors.includes(playerId))
        .map((p) => ({
          playerAndPromptId: `${p.id}:${playerId}`,
          playerId,
          promptId: p.id,
          prompt: p.text,
          roundId: state.round,
          existingAnswer: p.answers[playerId] ?? null,
          opponentPlayerId: state.final ? null : (p.authors.find((id) => id !== playerId) ?? null),
        }));
  const prompt = currentPrompt(state);
  let ballot: RequipPlayerView['ballot'] = null;
  if (base.current && prompt?.entries) {
    const mine = prompt.ballots[playerId];
    const ownEntry = prompt.entries.find((e) => e.author === playerId && !e.jinx);
    ballot = {
      mayVote: present && base.stage === STAGES.vote && currentVoters(state).includes(playerId),
      isAuthor: prompt.authors.includes(playerId),
      ownAnswerId: ownEntry?.id ?? null,
      maxChoices: base.current.votesPerVoter,
      choices: mine ? [...mine.choices] : [],
      spotAi: mine?.spotAi ?? null,
    };
  }
  return {
    ...base,
    playerId,
    prompts,
    canAnswer: present && base.stage === STAGES.answer && prompts.length > 0,
    answerMaxLength: ANSWER_MAX_LENGTH,
    ballot,
  };
}
