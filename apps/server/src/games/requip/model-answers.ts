import { randomBytes } from 'node:crypto';
import { ENGINE_ERRORS } from '@snackparty/engine';
import { requipAiAnswerMove, requipModelRequestsOf, type RequipModelPrompt, type RequipModelRequests } from '@snackparty/games';
import { MESSAGE_KEYS } from '@snackparty/protocol';
import { AppError } from '../../errors';
import type { GameRuntime } from '../game-runtime';
import { LogThrottle } from '../log-throttle';
import type { Timers } from '../room-clock';
import type { CommittedChange } from '../runtime-hooks';
import type { AnswerWriter } from './answer-writer';

/** At most one line per reason a model's answer was not used, per window. */
export const MODEL_LOG_WINDOW_MS = 60_000;

/** Refusals that say the chosen carrier cannot carry the move now, while another player may. */
const CARRIER_REFUSALS: readonly string[] = [ENGINE_ERRORS.notInGame, ENGINE_ERRORS.notYourTurn, MESSAGE_KEYS.playerNotFound];
/** While the room cannot store its game, the hand-in is tried again this often, this many times. */
export const HAND_IN_RETRY_MS = 1_000;
export const HAND_IN_TRIES = 5;

/** Refusals that say the answer came too late to matter: its stage, or its game, is over. */
const TOO_LATE: readonly string[] = [ENGINE_ERRORS.stageOver, ENGINE_ERRORS.gameOver, MESSAGE_KEYS.noGameRunning];

/** The answers asked for in a room's answer stage. */
interface Asking {
  stageNumber: number;
  asked: Set<string>;
  controller: AbortController;
}

/**
 * Lets a language model write REQUIP's hidden AI answers. As a round's prompts are dealt (and when a
 * restarted server picks up an answer stage) each prompt is sent to the model at once; its answer, or
 * the news that none came, is handed to the match as the `aiAnswer` move, which the rules accept only
 * with this server's key (added to the game's settings at the start, never stored or shown). The rules
 * fall back on the bundled bank for a prompt without a usable answer.
 */
export class ModelAnswers {
  /** Made anew with every server start; a resumed game gets the new one with its settings. */
  readonly key = randomBytes(24).toString('base64url');
  private readonly rooms = new Map<string, Asking>();
  private readonly writing = new Set<Promise<void>>();
  private readonly failures: LogThrottle<{ code: string; reason: string }>;

  constructor(
    private readonly writer: AnswerWriter,
    private readonly games: Pick<GameRuntime, 'move' | 'matchOf'>,
    private readonly timers: Timers,
    log: { warn(details: object, message: string): void },
  ) {
    this.failures = new LogThrottle(MODEL_LOG_WINDOW_MS, timers, (details, suppressed) =>
      log.warn({ ...details, suppressed }, 'the language model wrote no answer: the bundled answers stand in'),
    );
  }

  /** Asks for the answers of an answer stage as soon as it is stored; drops those of a stage that ended. */
  readonly afterCommit = async (change: CommittedChange): Promise<void> => {
    const requests = requipModelRequestsOf(change.after);
    const asking = this.rooms.get(change.code);
    if (asking && asking.stageNumber !== requests?.stageNumber) this.roomClosed(change.code);
    if (!requests || requests.prompts.length === 0) return;
    const current = this.rooms.get(change.code) ?? { stageNumber: requests.stageNumber, asked: new Set<string>(), controller: new AbortController() };
    this.rooms.set(change.code, current);
    for (const prompt of requests.prompts) {
      if (current.asked.has(prompt.promptId)) continue;
      current.asked.add(prompt.promptId);
      // Not awaited: the room's lock is held while this runs, and the answer comes back through it.
      const task = this.answer(change.code, requests, prompt, current.controller.signal).finally(() => this.writing.delete(task));
      this.writing.add(task);
    }
  };

  /** The room's game is gone: what is still being written is no longer wanted. */
  readonly roomClosed = (code: string): void => {
    this.rooms.get(code)?.controller.abort();
    this.rooms.delete(code);
  };

  /** Resolves once every answer asked for so far is handed in or given up (tests and shutdown). */
  async idle(): Promise<void> {
    while (this.writing.size > 0) await Promise.allSettled([...this.writing]);
  }

  private async answer(code: string, requests: RequipModelRequests, prompt: RequipModelPrompt, signal: AbortSignal): Promise<void> {
    const written = await this.writer.write({ prompt: prompt.prompt, language: requests.language, examples: prompt.examples }, signal);
    if (signal.aborted) return;
    if (written.text === null) this.failures.log(written.reason, { code, reason: written.reason });
    await this.handIn(code, requests.stageNumber, prompt.promptId, written.text);
  }

  /**
   * Hands the answer to the match in the name of a player who acts in the stage (the engine takes
   * moves from seats only; the key is what makes it the server's). A carrier who just left is
   * replaced by the next; a stage that has ended refuses it, and then it is not needed any more.
   * While the room cannot store its game the hand-in waits and tries again, since the stage waits
   * for it.
   */
  private async handIn(code: string, stageNumber: number, promptId: string, text: string | null, tries = HAND_IN_TRIES): Promise<void> {
    const game = this.games.matchOf(code);
    const carriers = game ? (requipModelRequestsOf(game.match)?.carriers ?? []) : [];
    for (const carrier of carriers) {
      try {
        await this.games.move(code, carrier, { ...requipAiAnswerMove(this.key, promptId, text), stageNumber });
        return;
      } catch (err) {
        // A refused move carries the engine's or the rules' message key.
        const refusal: string | undefined = err instanceof AppError ? err.messageKey : undefined;
        if (refusal !== undefined && CARRIER_REFUSALS.includes(refusal)) continue;
        if (refusal === MESSAGE_KEYS.serverUnavailable && tries > 1 && this.rooms.has(code)) {
          await new Promise<void>((resolve) => this.timers.setTimeout(resolve, HAND_IN_RETRY_MS));
          return this.handIn(code, stageNumber, promptId, text, tries - 1);
        }
        if (refusal === undefined || !TOO_LATE.includes(refusal)) this.failures.log('not handed in', { code, reason: refusal ?? 'not handed in' });
        return;
      }
    }
  }
}
