import OpenAI from 'openai';
import type { Language } from '@snackparty/protocol';
import type { LlmConfig } from '../../config';

/** What the model is asked to answer. */
export interface AnswerRequest {
  prompt: string;
  language: string;
  /** Answers people gave the prompt: the tone and length to hit (not to repeat). */
  examples: readonly string[];
}

/** A written answer, or why there is none (in words that carry neither the key nor the prompt). */
export type WrittenAnswer = { text: string } | { text: null; reason: string };

/** Writes an answer to a prompt. Never throws: a failure is an answer without text. */
export interface AnswerWriter {
  write(request: AnswerRequest, signal: AbortSignal): Promise<WrittenAnswer>;
}

/** The languages of the product, as the model is told to write in them. */
const LANGUAGE_NAMES: Record<Language, string> = {
  en: 'English',
  dk: 'Danish',
  nl: 'Dutch',
  de: 'German',
  es: 'Spanish',
  fr: 'French',
  pl: 'Polish',
  sk: 'Slovak',
  ro: 'Romanian',
};

/** Enough for a short answer, and for little else: a model that rambles is cut off and not used. */
const MAX_TOKENS = 60;

function languageName(language: string): string {
  return Object.hasOwn(LANGUAGE_NAMES, language) ? LANGUAGE_NAMES[language as Language] : LANGUAGE_NAMES.en;
}

/** The conversation that asks for one answer, written so the answer passes for a player's. */
export function answerMessages({ prompt, language, examples }: AnswerRequest): OpenAI.Chat.ChatCompletionMessageParam[] {
  const name = languageName(language);
  const system = [
    'You are a player in a party game like Quiplash. Everyone answers a funny prompt; the others vote for the funniest answer.',
    'You are secretly an AI among people: answer like a person typing on a phone, so nobody can tell.',
    `Write in ${name} only. One short, witty answer of at most eight words. No quotation marks, no emoji, no explanation, no label: only the answer.`,
  ].join(' ');
  const shown = examples.length > 0 ? `\nAnswers other players gave (do not repeat them): ${examples.join(' / ')}` : '';
  return [
    { role: 'system', content: system },
    { role: 'user', content: `Prompt: ${prompt}${shown}` },
  ];
}

/**
 * The answer in a model's reply: its first line of text, without the thinking some models write
 * first, a label ("Answer:"), or the quotes and stars around it. Empty when there is none; the rules
 * judge the rest (length, characters) as they judge a player's answer.
 */
export function answerFromReply(content: unknown): string {
  if (typeof content !== 'string') return '';
  const visible = content.replace(/<think>[\s\S]*?(<\/think>|$)/giu, ' ');
  const line = visible.split(/\r?\n/u).map((l) => l.trim()).find((l) => l.length > 0) ?? '';
  return line
    .replace(/^(answer|antwort|réponse|antwoord|svar|respuesta|odpowiedź|odpoveď|răspuns)\s*:\s*/iu, '')
    .replace(/^[\s"'“”„«»‚‘’*_`]+|[\s"'“”„«»‚‘’*_`]+$/gu, '')
    .trim();
}

/**
 * An OpenAI-compatible chat endpoint (OpenAI, a local Ollama or llama.cpp server) writing answers
 * through the official client. One attempt per answer within the timeout: a late answer is of no use
 * to a stage that must end. The client logs nothing (the requests carry the key and the prompts).
 */
export class ChatAnswerWriter implements AnswerWriter {
  private readonly client: OpenAI;

  constructor(private readonly config: LlmConfig) {
    this.client = new OpenAI({
      baseURL: config.url,
      // Local servers take any key; the client insists on one, and must not pick one up from the environment.
      apiKey: config.apiKey ?? 'none',
      organization: null,
      project: null,
      timeout: config.timeoutMs,
      maxRetries: 0,
      logLevel: 'off',
    });
  }

  async write(request: AnswerRequest, signal: AbortSignal): Promise<WrittenAnswer> {
    try {
      const completion = await this.client.chat.completions.create(
        { model: this.config.model, messages: answerMessages(request), max_tokens: MAX_TOKENS, temperature: 0.9, n: 1 },
        { signal },
      );
      // A server that answers 200 with something else than a completion is as good as none.
      const answer = answerFromReply((completion as Partial<typeof completion> | undefined)?.choices?.[0]?.message?.content);
      return answer.length > 0 ? { text: answer } : { text: null, reason: 'no answer in the reply' };
    } catch (err) {
      return { text: null, reason: failureReason(err, signal) };
    }
  }
}

/** Why a request failed, in words that carry neither the key nor the prompt. */
function failureReason(err: unknown, signal: AbortSignal): string {
  if (signal.aborted) return 'no longer needed';
  if (err instanceof OpenAI.APIConnectionTimeoutError) return 'timed out';
  if (err instanceof OpenAI.APIConnectionError) return 'no connection';
  if (err instanceof OpenAI.APIError) return `status ${String(err.status ?? 'unknown')}`;
  return err instanceof Error ? err.name : 'failed';
}
