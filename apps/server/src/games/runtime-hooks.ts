import type { Match } from '@snackparty/engine';
import type { GameSettings } from '@snackparty/protocol';

/** A change the runtime committed: the match before it (none on a start or a resume) and after. */
export interface CommittedChange {
  code: string;
  gameId: number;
  gameType: string;
  before: Match<unknown> | undefined;
  after: Match<unknown>;
  /** The server has just restarted and picks the game up again. */
  resumed: boolean;
}

/**
 * What a game's server module does with the games of its type the runtime runs. The room's clock is
 * the runtime's own: a module's timers live on a clock it owns for the room, and die with it.
 */
export interface RuntimeHooks {
  /** Called after every committed change, inside the room's lock. */
  afterCommit?(change: CommittedChange): Promise<void>;
  /**
   * With several server processes: this process's copy of a game another one runs has followed a
   * change it stored. For what each process does for its own connections (an audience's view and
   * points); the game itself is the other process's to run.
   */
  afterCopy?(change: CommittedChange): Promise<void>;
  /** The room's game is gone (room closed, another game created, shutdown). */
  roomClosed?(code: string): void;
  /**
   * The settings a match plays with, from the stored ones (a game's word packs become its words).
   * What it adds is not stored: it is worked out again when a restart resumes the match. `room` is the
   * room's row, `gameId` the game about to play (a hook may read the room's earlier games).
   */
  startSettings?(gameType: string, settings: GameSettings, room: { id: number; ownerUserId: number }, gameId: number): Promise<GameSettings>;
}

/** The default path segment of a game's own destinations: its type, lower case, no underscores. */
export function defaultSlug(gameType: string): string {
  return gameType.toLowerCase().replace(/_/g, '');
}

/** A game's own host topics: `/{slug}/host/{code}/{topic}`. */
export function gameHostTopic(slug: string, code: string, topic: string): string {
  return `/${slug}/host/${code}/${topic}`;
}
