/**
 * What the server needs to let a language model write the hidden AI's answers, read from a match
 * (pure): which prompts await the model's answer, and the move that hands one in.
 */

import type { Match, PlayerId } from '@snackparty/engine';
import { answerBank } from './rules';
import { MOVES, STAGES } from './types';
import type { AiAnswerPayload, RequipState } from './types';

/** Answers of the prompt's bank shown to the model as examples of the tone, never all of it. */
const EXAMPLES = 3;

/** A prompt whose AI answer the model is to write. */
export interface ModelPrompt {
  promptId: string;
  prompt: string;
  /** A few human-written answers to it (or all-purpose ones for a host's prompt): the tone to hit. */
  examples: string[];
}

/** The prompts of an answer stage that await the model's answer, and who may carry it in. */
export interface ModelRequests {
  language: string;
  /** The answer stage the answers are for: a move for an ended stage is refused. */
  stageNumber: number;
  prompts: ModelPrompt[];
  /** Players who act in the stage, in seat order: the engine takes the server's move in one of their names. */
  carriers: PlayerId[];
}

/** During an answer stage, the prompts whose answer the model has not handed in; null in any other stage. */
export function modelRequestsOf(match: Match<unknown>): ModelRequests | null {
  const state = match.state as RequipState | undefined;
  if (match.over || match.stage !== STAGES.answer || !state || !Array.isArray(state.prompts)) return null;
  const prompts = state.prompts
    .filter((p) => p.aiWritten === undefined)
    .map((p) => ({ promptId: p.id, prompt: p.text, examples: answerBank(p, state.language).slice(0, EXAMPLES) }));
  const carriers = state.roster.filter((id) => !match.removed.includes(id) && state.prompts.some((p) => p.authors.includes(id)));
  return { language: state.language, stageNumber: match.stageNumber, prompts, carriers };
}

/** The move handing in the model's answer to a prompt (null: it wrote nothing usable in time). */
export function aiAnswerMove(key: string, promptId: string, text: string | null): { move: string; payload: AiAnswerPayload } {
  return { move: MOVES.aiAnswer, payload: { key, promptId, text } };
}
