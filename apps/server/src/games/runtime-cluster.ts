import type { Match } from '@snackparty/engine';
import type { GameSettings } from '@snackparty/protocol';

/**
 * A room's game as the process that runs it has just stored it: what every other process keeps of
 * the room, to answer what is read of it (views, scores) without asking.
 */
export interface GameSnapshot {
  code: string;
  gameId: number;
  gameType: string;
  settings: GameSettings;
  match: Match<unknown>;
  revision: number;
  /** The lease epoch of the process that stored it: a larger one means the room changed hands. */
  epoch: number;
}

/** The requests on a room's game that only the process running it may carry out. */
export const FORWARDED_CALLS = [
  'start',
  'move',
  'requestStandIn',
  'setExtraTime',
  'hide',
  'takeSeatBack',
  'skipTimer',
  'nextStage',
  'setStage',
  'end',
  'removeSeat',
  'recordAudience',
] as const;
export type ForwardedCall = (typeof FORWARDED_CALLS)[number];

/**
 * What the runtime needs when several server processes share the rooms (REDIS_URL): one process
 * runs each room's game at a time, holding the room's lease; the others keep a copy to read and send
 * it the requests they receive. Without it (one process) the runtime runs every room itself.
 */
export interface RuntimeCluster {
  /** This process among the others (the requests it forwards say who sent them). */
  readonly processId: string;
  /** Takes (or keeps) the room for this process: its fencing epoch, or undefined when another process runs it. */
  claim(code: string, floor: number): Promise<number | undefined>;
  /** Whether this process still holds the room taken with `epoch` (and keeps it a while longer). */
  renew(code: string, epoch: number): Promise<boolean>;
  /** Lets the room go at once (a graceful stop, the room closed). */
  release(code: string, epoch: number): Promise<void>;
  /**
   * Runs the call on the process that runs the room and settles as it did there; `here` runs it on
   * this process when no other process runs the room.
   */
  forward(code: string, call: ForwardedCall, args: unknown[], here: () => Promise<void>): Promise<void>;
  /** Tells the other processes the room's game as just stored. */
  share(snapshot: GameSnapshot): void;
  /** Tells the other processes the room has closed: they forget its game. */
  closed(code: string): void;
}
