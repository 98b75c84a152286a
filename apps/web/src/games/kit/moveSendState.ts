import { createContext, useContext } from 'react';

/** Where this phone's moves stand: sent and not answered yet, and of those, waiting for the connection. */
export interface MoveSendState {
  /** Moves the server has not answered yet (sent, or waiting to be). */
  unanswered: number;
  /** Moves that wait for the connection to come back; they go out by themselves then. */
  waiting: number;
}

export const NO_PENDING_MOVES: MoveSendState = { unanswered: 0, waiting: 0 };

export const MoveSendStateContext = createContext<MoveSendState>(NO_PENDING_MOVES);

/** This phone's moves in flight, for a screen that shows "sending" or "waiting for the connection". */
export function useMoveSendState(): MoveSendState {
  return useContext(MoveSendStateContext);
}
