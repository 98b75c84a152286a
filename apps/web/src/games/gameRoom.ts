import { createContext, useContext } from 'react';
import type { RealtimeConnection, RealtimeStatus } from '../realtime/connection';

/**
 * The room a game screen plays in, for games with their own traffic besides the views and moves
 * (a painter's strokes, the host's stroke topics, a game's REST calls).
 */
export interface GameRoom {
  code: string;
  connection: RealtimeConnection | null;
  status: RealtimeStatus;
  /** A screen the whole room watches shows the game; without one, each phone shows what it needs. */
  sharedScreen: boolean;
}

export const GameRoomContext = createContext<GameRoom | null>(null);

/** The room around this game screen; null outside one (a test renders a screen alone). */
export function useGameRoom(): GameRoom | null {
  return useContext(GameRoomContext);
}
