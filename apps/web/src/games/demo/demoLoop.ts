/**
 * Live examples play match after match: a finished match keeps its final scores on screen for a
 * while, then the next one starts with the next seed. A rule that throws ends the match it broke
 * and the next one starts, so a page never stops on a broken example; after several matches failed in
 * a row the loop gives up (`broken`) and the page shows the game's picture instead. Pure: the caller
 * moves the clock.
 */
import type { HostViewEnvelope, Match, Seat } from '@snackparty/engine';
import type { AnyGameDef } from '@snackparty/games';
import type { GameSettings } from '@snackparty/protocol';
import { DemoMatch } from './demoMatch';

/** How long the final scores stay before the next match (ms of the demo's clock). */
export const FINAL_SCORES_MS = 8_000;
/** Failures in a row after which a demo stops trying. */
export const MAX_FAILURES_IN_A_ROW = 3;

export interface DemoLoopOptions {
  definition: AnyGameDef;
  settings: GameSettings;
  seats: readonly Seat[];
  /** The first match's seed; each next match takes the next number. */
  seed: number;
  startAt: number;
  /** Told about every failure (the loop carries on). */
  onError?: (error: unknown) => void;
}

export class DemoLoop {
  private readonly options: DemoLoopOptions;
  private current: DemoMatch | null = null;
  private nextSeed: number;
  private failuresInARow = 0;
  /** Matches played to their end. */
  finished = 0;
  /** Matches that failed. */
  failures = 0;
  /** Changes since the loop began, over all matches: a screen re-renders when it moves. */
  version = 0;

  constructor(options: DemoLoopOptions) {
    this.options = options;
    this.nextSeed = options.seed;
    this.begin(options.startAt);
  }

  /** The loop gave up: its matches kept failing. */
  get broken(): boolean {
    return this.current === null;
  }

  get match(): Match<unknown> | null {
    return this.current?.match ?? null;
  }

  /** The seed of the match on screen. */
  get seed(): number {
    return this.nextSeed - 1;
  }

  /** The shared screen's view of the match on screen; null when the loop gave up or the view failed (the next match is on). */
  hostView(): HostViewEnvelope<unknown> | null {
    const playing = this.current;
    if (!playing) return null;
    try {
      return playing.hostView();
    } catch (error) {
      this.fail(error, playing.now);
      return null;
    }
  }

  /** Lets the demo's clock reach `now`; returns whether anything on screen changed. */
  advanceTo(now: number): boolean {
    const before = this.version;
    for (let guard = 0; guard < MAX_FAILURES_IN_A_ROW * 4 && this.current; guard++) {
      const playing = this.current;
      try {
        if (playing.advanceTo(now)) this.version += 1;
        if (!playing.over) break;
        const endedAt = playing.match.stageStartedAt;
        if (now < endedAt + FINAL_SCORES_MS) break;
        this.finished += 1;
        this.failuresInARow = 0;
        this.begin(endedAt + FINAL_SCORES_MS);
      } catch (error) {
        this.fail(error, playing.now);
      }
    }
    return this.version !== before;
  }

  private fail(error: unknown, at: number): void {
    this.failures += 1;
    this.failuresInARow += 1;
    this.options.onError?.(error);
    if (this.failuresInARow >= MAX_FAILURES_IN_A_ROW) {
      this.current = null;
      this.version += 1;
      return;
    }
    this.begin(at);
  }

  private begin(at: number): void {
    const { definition, settings, seats } = this.options;
    for (; this.failuresInARow < MAX_FAILURES_IN_A_ROW; ) {
      const seed = this.nextSeed++;
      try {
        this.current = new DemoMatch({ definition, settings, seats, seed, startAt: at });
        this.version += 1;
        return;
      } catch (error) {
        this.failures += 1;
        this.failuresInARow += 1;
        this.options.onError?.(error);
      }
    }
    this.current = null;
    this.version += 1;
  }
}
