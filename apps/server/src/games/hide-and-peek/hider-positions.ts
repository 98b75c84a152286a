import { activeSeats, type Match } from '@snackparty/engine';
import { SCENE_HEIGHT, SCENE_WIDTH, aiHiderPlanFor, hideAndPeekTurn, type PositionWindow } from '@snackparty/games';
import { MESSAGE_KEYS } from '@snackparty/protocol';
import { AppError } from '../../errors';
import type { RoomPublisher } from '../../rooms/publisher';
import { PositionRelay, decodePosition, type PlacedPosition } from '../../streams/position-relay';
import { RoomClock, type Timers } from '../room-clock';
import type { CommittedChange, RuntimeHooks } from '../runtime-hooks';
import { HIDE_AND_PEEK } from './running-game';

const SCENE = { width: SCENE_WIDTH, height: SCENE_HEIGHT };

/** The body of `/hideandpeek/host/{code}/playerLocationSet`: the hiders' latest positions, in scene pixels. */
export interface PlayerLocationSetNotice {
  turn: number;
  positions: PlacedPosition[];
}

/** Who may walk now and who sees it, as the room's match says: the turn, its hiders still at the table, the window. */
export interface WalkWindow {
  turn: number;
  hiders: number[];
  window: PositionWindow;
}

export function walkWindowOf(match: Match<unknown> | undefined): WalkWindow | null {
  if (!match || match.over || match.gameType !== HIDE_AND_PEEK) return null;
  const turn = hideAndPeekTurn(match.state);
  if (!turn) return null;
  const seated = new Set(activeSeats(match).map((s) => s.playerId));
  return { turn: turn.turn, hiders: turn.hiders.filter((id) => seated.has(id)), window: turn.window };
}

/** A walk everyone watches: one turn's move stage in one room, with the clock its AI hiders walk on. */
interface OpenWalk {
  gameId: number;
  turn: number;
  clock: RoomClock;
}

export interface HiderPositionsOptions {
  /** The room's match as it stands (the runtime's). */
  matchOf(code: string): Match<unknown> | undefined;
  publisher: RoomPublisher;
  timers: Timers;
  /** Where the host screen hears the hiders walk. */
  hostTopic(code: string): string;
  /** The relay's period (default 100 ms: ten positions a second per hider). */
  intervalMs?: number;
}

/**
 * The hiders' live positions. While the hiders walk (the move stage, window `public`) a hider's phone
 * sends where its avatar is, and the host screen hears every hider's latest position at most ten times
 * a second; AI hiders' planned walks are replayed on the same topic at their times. While they hide
 * (window `private`) positions are taken and go nowhere: where a hider stops would give the spot away.
 * Otherwise nobody may send. Who may send is read from the match on every position.
 */
export class HiderPositions {
  readonly hooks: RuntimeHooks;
  private readonly relay: PositionRelay;
  private readonly walks = new Map<string, OpenWalk>();

  constructor(private readonly options: HiderPositionsOptions) {
    this.relay = new PositionRelay({ intervalMs: options.intervalMs, timers: options.timers, publish: (code, positions) => this.publish(code, positions) });
    this.hooks = { afterCommit: async (change) => this.afterCommit(change), roomClosed: (code) => this.roomClosed(code) };
  }

  /** A hider's phone sent its position (the STOMP body as received); throws an AppError to refuse it. */
  receive(code: string, playerId: number, body: string): void {
    const now = walkWindowOf(this.options.matchOf(code));
    if (!now || now.window === 'closed') throw new AppError(409, MESSAGE_KEYS.forbidden, 'Nobody walks on the scene now');
    if (!now.hiders.includes(playerId)) throw new AppError(403, MESSAGE_KEYS.forbidden, 'Only a hider of this turn walks on the scene');
    const position = decodePosition(body, SCENE);
    // The hider's own phone already knows where it is; nobody else may learn it while they hide.
    if (now.window === 'private') return;
    this.relay.offer(code, playerId, position);
  }

  /** The hider walks from their own phone again: the rest of the AI's walk for them is dropped. */
  hiderBack(code: string, playerId: number): void {
    this.walks.get(code)?.clock.cancel((key) => key.startsWith(`walk:${playerId}:`));
  }

  /** The hiders' last known positions while everyone watches them walk (a host screen that reloads); otherwise none. */
  positions(code: string): { turn: number; positions: PlacedPosition[] } {
    const now = walkWindowOf(this.options.matchOf(code));
    if (!now || now.window !== 'public') return { turn: now?.turn ?? 0, positions: [] };
    return { turn: now.turn, positions: this.relay.lastPositions(code).filter((p) => now.hiders.includes(p.playerId)) };
  }

  /** The runtime committed a change: a walk starts as a turn's move stage opens, and ends with it. */
  private afterCommit(change: CommittedChange): void {
    const { code } = change;
    const now = walkWindowOf(change.after);
    const walking = now?.window === 'public' ? now : null;
    const open = this.walks.get(code);
    if (open && walking && open.gameId === change.gameId && open.turn === walking.turn) return;
    if (open) this.endWalk(code, open);
    if (walking) this.startWalk(change, walking);
  }

  private roomClosed(code: string): void {
    const open = this.walks.get(code);
    if (open) this.endWalk(code, open);
    this.relay.forget(code);
  }

  private endWalk(code: string, walk: OpenWalk): void {
    walk.clock.clear();
    this.walks.delete(code);
    // What was not yet relayed is dropped with the walk: nothing is heard once the hiders hide.
    this.relay.forget(code);
  }

  private startWalk(change: CommittedChange, window: WalkWindow): void {
    const { code } = change;
    const walk: OpenWalk = { gameId: change.gameId, turn: window.turn, clock: new RoomClock(this.options.timers) };
    this.walks.set(code, walk);
    this.relay.forget(code);
    const now = this.options.timers.now();
    for (const hider of window.hiders) {
      const plan = aiHiderPlanFor(change.after.state, hider);
      if (!plan) continue;
      // Where the avatar stands now: its start, or after a restart the last point it has reached.
      const reached = plan.waypoints.filter((w) => w.at <= now).at(-1) ?? plan.start;
      this.relay.offer(code, hider, { x: reached.x, y: reached.y });
      for (const [i, point] of plan.waypoints.entries()) {
        if (point.at <= now) continue;
        walk.clock.schedule(`walk:${hider}:${i}`, point.at, () => {
          if (this.walks.get(code) === walk) this.relay.offer(code, hider, { x: point.x, y: point.y });
        });
      }
    }
  }

  private publish(code: string, positions: readonly PlacedPosition[]): void {
    // Read again as the positions go out: only this turn's hiders, only while everyone watches.
    const now = walkWindowOf(this.options.matchOf(code));
    if (!now || now.window !== 'public' || this.walks.get(code)?.turn !== now.turn) return;
    const heard = positions.filter((p) => now.hiders.includes(p.playerId));
    if (heard.length === 0) return;
    const notice: PlayerLocationSetNotice = { turn: now.turn, positions: heard };
    this.options.publisher.publish(this.options.hostTopic(code), notice);
  }
}
