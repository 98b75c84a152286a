/**
 * The stages of a round (answer, then vote -> reveal for each prompt in turn, then roundScores) and
 * the moves they accept. A prompt's points are awarded as its reveal ends, so no score moves while
 * its authors are still anonymous.
 */

import { ENGINE_ERRORS, GAME_OVER, invalid, isInvalid } from '@snackparty/engine';
import type { Ctx, Invalid, MoveInput, PlayerId, StageDef } from '@snackparty/engine';
import {
  ANSWER_MS,
  audienceVoteOf,
  ERRORS,
  FINAL_ANSWER_MS,
  FINAL_REVEAL_MS,
  FINAL_VOTES,
  FINAL_VOTE_MS,
  REVEAL_MS,
  ROUND_SCORES_MS,
  VOTE_MS,
  cleanAnswer,
  customPromptList,
  gameShouldEnd,
  hiddenAiAnswer,
  isFinalRound,
  isVotable,
  newPrompt,
  openPrompt,
  pairAuthors,
  pairKey,
  pickPrompts,
  playerAnswers,
  promptPoints,
  roundsOf,
  scorePrompt,
  stillWriting,
  votableEntries,
  votersOf,
} from './rules';
import { STAGES } from './types';
import type { Ballot, RequipSettings, RequipState, RoundPrompt } from './types';

type Stage = StageDef<RequipState, RequipSettings>;
type C = Ctx<RequipSettings>;

export function setup(ctx: C): RequipState {
  const rounds = roundsOf(ctx.settings);
  return {
    language: ctx.settings.language,
    // The room's family mode keeps every game's content family-safe, whatever the game's own switch says.
    familyOnly: ctx.settings.familyMode === true || ctx.settings.requipSettings?.familyOnly !== false,
    rounds,
    round: 1,
    final: isFinalRound(1, rounds),
    roster: ctx.seats.map((s) => s.playerId),
    left: [],
    prompts: [],
    current: -1,
    usedPromptIds: [],
    customPrompts: customPromptList(ctx.settings),
    metPairs: [],
    roundPoints: {},
    gameOver: false,
  };
}

/** The prompt on the screen, or null during the answer stage. */
export function currentPrompt(state: RequipState): RoundPrompt | null {
  return state.current >= 0 ? (state.prompts[state.current] ?? null) : null;
}

function withCurrent(state: RequipState, update: (prompt: RoundPrompt) => RoundPrompt): RequipState {
  const prompt = currentPrompt(state);
  if (!prompt) return state;
  return { ...state, prompts: state.prompts.map((p, i) => (i === state.current ? update(p) : p)) };
}

/** Voters of the prompt on the screen who are still in the game. */
export function currentVoters(state: RequipState): PlayerId[] {
  const prompt = currentPrompt(state);
  return prompt ? votersOf(prompt, state.roster, state.final) : [];
}

/** Deals the round: authors and prompts (one prompt for everyone in the final). */
function dealRound(state: RequipState, ctx: C): RequipState {
  const roster = state.roster.filter((id) => ctx.seats.some((s) => s.playerId === id));
  const groups = state.final ? [roster] : pairAuthors(roster, state.metPairs, ctx.rng);
  const picks = pickPrompts(groups.length, state, ctx.rng);
  const prompts = groups.flatMap((authors, i) => (picks[i] ? [newPrompt(state.round, i + 1, picks[i]!, authors)] : []));
  const metPairs = new Set(state.metPairs);
  if (!state.final) for (const [a, b] of groups) if (a !== undefined && b !== undefined && a !== b) metPairs.add(pairKey(a, b));
  return {
    ...state,
    roster,
    prompts,
    current: -1,
    usedPromptIds: [...new Set([...state.usedPromptIds, ...prompts.map((p) => p.contentId)])],
    metPairs: [...metPairs],
    roundPoints: {},
  };
}

export function submitAnswer(state: RequipState, input: MoveInput): RequipState | Invalid {
  const payload = (typeof input.payload === 'object' && input.payload !== null ? input.payload : {}) as { promptId?: unknown; text?: unknown };
  const index = state.prompts.findIndex((p) => p.id === payload.promptId);
  const prompt = state.prompts[index];
  if (!prompt || !prompt.authors.includes(input.playerId)) return invalid(ERRORS.notYourPrompt);
  const text = cleanAnswer(payload.text);
  if (isInvalid(text)) return text;
  const answered: RoundPrompt = { ...prompt, answers: { ...prompt.answers, [input.playerId]: text } };
  return { ...state, prompts: state.prompts.map((p, i) => (i === index ? answered : p)) };
}

/**
 * The server hands in what the language model wrote for a prompt (or that it wrote nothing usable).
 * Only a move carrying the key the server put in this game's settings counts; to anyone else the move
 * does not exist. Text the rules would refuse from a player is kept as "nothing usable".
 */
export function submitAiAnswer(state: RequipState, input: MoveInput, ctx: C): RequipState | Invalid {
  const payload = (typeof input.payload === 'object' && input.payload !== null ? input.payload : {}) as { key?: unknown; promptId?: unknown; text?: unknown };
  const key = ctx.settings.aiWriterKey;
  if (typeof key !== 'string' || key.length === 0 || payload.key !== key) return invalid(ENGINE_ERRORS.unknownMove);
  const index = state.prompts.findIndex((p) => p.id === payload.promptId);
  if (index < 0) return invalid(ERRORS.notYourPrompt);
  const text = payload.text === null ? null : cleanAnswer(payload.text);
  const written: RoundPrompt = { ...state.prompts[index]!, aiWritten: isInvalid(text) ? null : text };
  return { ...state, prompts: state.prompts.map((p, i) => (i === index ? written : p)) };
}

/** With a language model writing the AI's answers, a prompt whose answer it has not handed in yet. */
function awaitingModel(state: RequipState, ctx: C): boolean {
  return typeof ctx.settings.aiWriterKey === 'string' && state.prompts.some((p) => p.aiWritten === undefined);
}

/**
 * As the answer stage ends: the AI answers every prompt (the language model's answer when it wrote a
 * usable one, else from the bank) in the style of the round's answers, and the prompts are put in a
 * seeded screen order.
 */
function closeAnswers(state: RequipState, ctx: C): RequipState {
  const roundAnswers = state.prompts.flatMap((p) => playerAnswers(p).map((a) => a.text));
  const answered = state.prompts.map((p) => ({ ...p, ai: hiddenAiAnswer(p, roundAnswers, state.language, ctx.rng) }));
  return { ...state, prompts: ctx.rng.shuffle(answered), current: 0 };
}

/** The stage that shows the prompt on the screen: its vote, or straight its reveal when there is nothing to vote on. */
function stageFor(state: RequipState): string {
  const prompt = currentPrompt(state);
  if (!prompt) return STAGES.roundScores;
  return isVotable(prompt) ? STAGES.vote : STAGES.reveal;
}

export function castVote(state: RequipState, input: MoveInput): RequipState | Invalid {
  const prompt = currentPrompt(state);
  if (!prompt?.entries) return invalid(ERRORS.notVoting);
  if (!votersOf(prompt, state.roster, state.final).includes(input.playerId)) return invalid(ERRORS.cannotVote);
  const payload = (typeof input.payload === 'object' && input.payload !== null ? input.payload : {}) as { choices?: unknown; spotAi?: unknown };
  const votable = votableEntries(prompt);
  const own = new Set(prompt.entries.filter((e) => e.author === input.playerId).map((e) => e.id));
  const max = state.final ? FINAL_VOTES : 1;
  const { choices, spotAi = null } = payload;
  if (!Array.isArray(choices) || choices.length === 0 || choices.length > max) return invalid(ERRORS.badVote);
  for (const id of [...choices, ...(spotAi === null ? [] : [spotAi])]) {
    if (typeof id !== 'string') return invalid(ERRORS.badVote);
    if (own.has(id)) return invalid(ERRORS.ownAnswer);
    if (!votable.some((e) => e.id === id)) return invalid(ERRORS.badVote);
  }
  const ballot: Ballot = { choices: [...(choices as string[])], spotAi: spotAi as string | null };
  return withCurrent(state, (p) => ({ ...p, ballots: { ...p.ballots, [input.playerId]: ballot } }));
}

const answer: Stage = {
  // Everyone with a prompt acts until the deadline, so a sent answer may still be changed.
  actors: (state) => state.roster.filter((id) => state.prompts.some((p) => p.authors.includes(id))),
  moves: { answer: (state, input) => submitAnswer(state, input), aiAnswer: (state, input, ctx) => submitAiAnswer(state, input, ctx) },
  durationMs: (state) => (state.final ? FINAL_ANSWER_MS : ANSWER_MS),
  onEnter: (state, ctx) => dealRound(state, ctx),
  // With a language model, the stage also waits for its answers (the server hands in every one within its timeout).
  isComplete: (state, ctx) => state.roster.every((id) => !stillWriting(state, id)) && !awaitingModel(state, ctx),
  // A player who did not answer in time simply has no answer.
  onExit: (state, ctx) => ({ state: closeAnswers(state, ctx) }),
  next: (state) => stageFor(state),
};

const vote: Stage = {
  actors: (state) => currentVoters(state),
  moves: { vote: (state, input) => castVote(state, input) },
  durationMs: (state) => (state.final ? FINAL_VOTE_MS : VOTE_MS),
  onEnter: (state, ctx) => withCurrent(state, (p) => openPrompt(p, ctx.rng)),
  isComplete: (state) => {
    const prompt = currentPrompt(state);
    return !prompt || currentVoters(state).every((id) => prompt.ballots[id] !== undefined);
  },
  // A voter who did not vote in time gives no vote. The audience's choice is kept for the reveal to count.
  onExit: (state, ctx) => ({
    state: withCurrent(state, (p) => {
      const audience = audienceVoteOf(p, ctx.audience);
      return audience ? { ...p, audience } : p;
    }),
  }),
  next: () => STAGES.reveal,
};

const reveal: Stage = {
  actors: () => [],
  moves: {},
  durationMs: (state) => (state.final ? FINAL_REVEAL_MS : REVEAL_MS),
  onEnter: (state, ctx) =>
    withCurrent(state, (p) => {
      const opened = openPrompt(p, ctx.rng);
      const scored = scorePrompt(opened, state.final);
      return { ...opened, result: { ...scored, endsGame: ctx.reachesMaxScore(scored.points) } };
    }),
  isComplete: () => false,
  onExit: (state) => {
    const prompt = currentPrompt(state);
    if (!prompt) return { state };
    const points = promptPoints(prompt);
    const roundPoints = { ...state.roundPoints };
    for (const [id, p] of Object.entries(points)) roundPoints[Number(id)] = (roundPoints[Number(id)] ?? 0) + (p ?? 0);
    return { state: { ...state, current: state.current + 1, roundPoints }, points };
  },
  next: (state) => stageFor(state),
};

const roundScores: Stage = {
  actors: () => [],
  moves: {},
  durationMs: () => ROUND_SCORES_MS,
  isComplete: () => false,
  onExit: (state) => {
    if (gameShouldEnd(state)) return { state: { ...state, gameOver: true } };
    const round = state.round + 1;
    return { state: { ...state, round, final: isFinalRound(round, state.rounds), prompts: [], current: -1 } };
  },
  next: (state) => (state.gameOver ? GAME_OVER : STAGES.answer),
};

export const stages: Record<string, Stage> = {
  [STAGES.answer]: answer,
  [STAGES.vote]: vote,
  [STAGES.reveal]: reveal,
  [STAGES.roundScores]: roundScores,
};

/**
 * A player leaves: nobody waits for them any more, and their answers to prompts not yet on the screen
 * are dropped (a kicked player's answer never reaches the screen), so the other side of such a prompt
 * takes every vote. An answer already on the screen, and ballots already cast, stay.
 */
export function removePlayer(state: RequipState, playerId: PlayerId): RequipState {
  if (!state.roster.includes(playerId)) return state;
  const prompts = state.prompts.map((p) => {
    if (p.entries !== null || p.answers[playerId] === undefined) return p;
    const answers = { ...p.answers };
    delete answers[playerId];
    return { ...p, answers };
  });
  return {
    ...state,
    roster: state.roster.filter((id) => id !== playerId),
    left: state.left.includes(playerId) ? state.left : [...state.left, playerId],
    prompts,
  };
}
