/**
 * Plays a game with AI players only, in the browser, the way the server's game runtime does: the
 * same rules from `@snackparty/games`, stages ending at their deadlines or when their actors are
 * done, wake-ups before a deadline, and each robot's move at the time its policy chose. There is no
 * server and no network; time is a number the caller moves forward, so a test plays a whole match
 * in a moment and the page plays it on a timer.
 */
import { applyMove, botActions, hostView, isInvalid, nextWakeAt, startMatch, tick, wake } from '@snackparty/engine';
import type { BotAction, HostViewEnvelope, Match, Seat, Step } from '@snackparty/engine';
import type { AnyGameDef } from '@snackparty/games';
import type { GameSettings } from '@snackparty/protocol';

/** At most this many changes per `advanceTo`, so a game that never settles cannot freeze the page. */
export const MAX_CHANGES_PER_ADVANCE = 2_000;

export interface DemoMatchOptions {
  definition: AnyGameDef;
  settings: GameSettings;
  seats: readonly Seat[];
  seed: number;
  /** The clock's time when the match starts (ms). */
  startAt: number;
}

/** One match of robots: the match, its clock, and the robots' moves waiting for their time. */
export class DemoMatch {
  readonly definition: AnyGameDef;
  readonly settings: GameSettings;
  match: Match<unknown>;
  now: number;
  /** Changes applied so far (moves, stage ends, wake-ups). */
  changes = 0;
  /** The robots' moves planned for the current stage, one per robot, as the runtime's stage clock keeps them. */
  private planned = new Map<number, BotAction>();
  private plannedForStage = -1;
  /** The wake-up already done, so one that asks for the same time again is not repeated. */
  private lastWakeAt: number | undefined;

  constructor(options: DemoMatchOptions) {
    this.definition = options.definition;
    this.settings = options.settings;
    this.now = options.startAt;
    const step = startMatch(options.definition, { seats: options.seats, settings: options.settings, seed: options.seed, now: options.startAt });
    this.match = step.match;
    this.planRobots();
  }

  get over(): boolean {
    return this.match.over;
  }

  /** The shared screen's view now. */
  hostView(): HostViewEnvelope<unknown> {
    return hostView(this.definition, this.match, this.settings);
  }

  /**
   * Lets time pass until `until`: everything due on the way happens in time order. Returns whether
   * the match changed.
   */
  advanceTo(until: number): boolean {
    let changed = false;
    for (let n = 0; n < MAX_CHANGES_PER_ADVANCE && !this.match.over; n++) {
      const next = this.nextEvent();
      if (!next || next.at > until) break;
      this.now = Math.max(this.now, next.at);
      const step = next.run();
      if (step) {
        this.commit(step);
        changed = true;
      }
    }
    this.now = Math.max(this.now, until);
    return changed;
  }

  /** The earliest thing due: a robot's move, the stage's wake-up or its deadline. */
  private nextEvent(): { at: number; run: () => Step<unknown> | null } | null {
    const { definition: def, settings } = this;
    const candidates: Array<{ at: number; run: () => Step<unknown> | null }> = [];
    for (const action of this.planned.values()) {
      candidates.push({
        at: action.at,
        run: () => {
          this.planned.delete(action.playerId);
          const result = applyMove(def, this.match, settings, action, this.now);
          return isInvalid(result) ? null : result;
        },
      });
    }
    const wakeAt = nextWakeAt(def, this.match, settings, this.now);
    if (wakeAt !== null && (this.lastWakeAt === undefined || wakeAt > this.lastWakeAt)) {
      candidates.push({
        at: wakeAt,
        run: () => {
          this.lastWakeAt = wakeAt;
          return wake(def, this.match, settings, Math.max(this.now, wakeAt));
        },
      });
    }
    const deadline = this.match.stageEndsAt;
    if (deadline !== null) candidates.push({ at: deadline, run: () => tick(def, this.match, settings, Math.max(this.now, deadline)) });
    // Moves first at equal times: the runtime accepts a move made before the deadline passes.
    return candidates.reduce<(typeof candidates)[number] | null>((best, c) => (best === null || c.at < best.at ? c : best), null);
  }

  private commit(step: Step<unknown>): void {
    this.match = step.match;
    this.changes += 1;
    this.planRobots();
  }

  /** After every change the robots look at their views again, as on the server. */
  private planRobots(): void {
    if (this.plannedForStage !== this.match.stageNumber) {
      this.planned.clear();
      this.plannedForStage = this.match.stageNumber;
    }
    for (const action of botActions(this.definition, this.match, this.settings, this.now)) {
      if (!this.planned.has(action.playerId)) this.planned.set(action.playerId, action);
    }
  }
}
