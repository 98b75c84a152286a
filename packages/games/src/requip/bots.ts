/**
 * AI players (seats), who play like people from their own phone's view. They answer from the prompt's
 * answers bank, the one the hidden AI also draws from; the hidden AI answers last and never gives an
 * answer already given, so an AI player's answer is never the same as the hidden AI's. Two AI players
 * sharing a prompt take neighbouring answers of the bank, so they do not jinx each other. They vote
 * for any answer on the screen (people's taste differs), and sometimes accuse one of being the AI's,
 * more often one that sounds like the bank.
 */

import type { BotPolicy, Rng } from '@snackparty/engine';
import { genericAnswersFor, promptsFor } from './content';
import { answerKey } from './rules';
import { MOVES } from './types';
import type { RequipPlayerPrompt, RequipPlayerView, RequipSettings } from './types';

export const FIRST_ANSWER_MIN_MS = 12_000;
export const FIRST_ANSWER_MAX_MS = 35_000;
export const NEXT_ANSWER_MIN_MS = 8_000;
export const NEXT_ANSWER_MAX_MS = 25_000;
export const VOTE_MIN_MS = 3_000;
export const VOTE_MAX_MS = 12_000;
export const FINAL_VOTE_MIN_MS = 5_000;
export const FINAL_VOTE_MAX_MS = 20_000;
/** How often an AI player accuses an answer of being the AI's. */
export const ACCUSE_SHARE = 0.6;
/** Of those accusations, how often it goes for an answer it knows from the bank. */
export const RECOGNISE_SHARE = 0.4;

const between = (rng: Rng, min: number, max: number): number => min + rng.int(max - min + 1);

/** A small stable number from a text, so every AI player on a prompt starts from the same place in its bank. */
function textHash(text: string): number {
  let h = 0;
  for (const c of text) h = (Math.imul(h, 31) + (c.codePointAt(0) ?? 0)) >>> 0;
  return h;
}

/** The bank an AI player answers a prompt from: the bundled prompt's, or the all-purpose answers. */
export function bankFor(prompt: string, language: string): readonly string[] {
  const bundled = promptsFor(language).find((p) => p.text === prompt);
  return bundled && bundled.answers.length > 0 ? bundled.answers : genericAnswersFor(language);
}

/**
 * An AI player's answer: the bank entry at the prompt's starting place plus the player's own offset.
 * With another AI player (ids below zero) on the prompt, the two take neighbouring entries.
 */
export function botAnswer(prompt: Pick<RequipPlayerPrompt, 'prompt' | 'promptId' | 'opponentPlayerId'>, playerId: number, language: string): string {
  const bank = bankFor(prompt.prompt, language);
  const opponent = prompt.opponentPlayerId;
  const offset = opponent !== null && opponent < 0 ? (Math.abs(playerId) < Math.abs(opponent) ? 0 : 1) : Math.abs(playerId) - 1;
  return bank[(textHash(prompt.promptId + prompt.prompt) + offset) % bank.length]!;
}

const answerPolicy: BotPolicy<RequipPlayerView, RequipSettings> = (view, rng, { settings, playerId }) => {
  if (!view.canAnswer) return null;
  const todo = view.prompts.filter((p) => p.existingAnswer === null);
  const prompt = todo[0];
  if (!prompt) return null;
  const done = view.prompts.length - todo.length;
  // Each answer draws from its own part of the sequence, so the pauses differ.
  for (let i = 0; i < done; i++) rng.next();
  const delay = done === 0 ? between(rng, FIRST_ANSWER_MIN_MS, FIRST_ANSWER_MAX_MS) : between(rng, NEXT_ANSWER_MIN_MS, NEXT_ANSWER_MAX_MS);
  return { move: MOVES.answer, payload: { promptId: prompt.promptId, text: botAnswer(prompt, playerId, settings.language) }, delayMs: delay };
};

const votePolicy: BotPolicy<RequipPlayerView, RequipSettings> = (view, rng, { settings }) => {
  const ballot = view.ballot;
  const current = view.current;
  if (!ballot?.mayVote || !current || ballot.choices.length > 0) return null;
  const options = current.answers.map((a) => a.promptResponseId).filter((id) => id !== ballot.ownAnswerId);
  if (options.length === 0) return null;
  const choices = Array.from({ length: ballot.maxChoices }, () => rng.pick(options));
  let spotAi: string | null = null;
  if (rng.next() < ACCUSE_SHARE) {
    const bank = new Set(bankFor(current.prompt, settings.language).map(answerKey));
    const familiar = current.answers.filter((a) => a.promptResponseId !== ballot.ownAnswerId && bank.has(answerKey(a.responseText)));
    const suspects = options.filter((id) => !choices.includes(id));
    if (familiar.length > 0 && rng.next() < RECOGNISE_SHARE) spotAi = rng.pick(familiar).promptResponseId;
    else spotAi = rng.pick(suspects.length > 0 ? suspects : options);
  }
  const delay = view.final ? between(rng, FINAL_VOTE_MIN_MS, FINAL_VOTE_MAX_MS) : between(rng, VOTE_MIN_MS, VOTE_MAX_MS);
  return { move: MOVES.vote, payload: { choices, spotAi }, delayMs: delay };
};

export const bots = { answer: answerPolicy, vote: votePolicy };
