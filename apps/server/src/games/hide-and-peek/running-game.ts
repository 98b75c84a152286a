import { MESSAGE_KEYS } from '@snackparty/protocol';
import { AppError } from '../../errors';
import type { GameRuntime } from '../game-runtime';

export const HIDE_AND_PEEK = 'HIDE_AND_PEEK';

/** The room's HIDE_AND_PEEK match while it is played; otherwise a 409 `error.no_game_running`. */
export function runningGame(games: Pick<GameRuntime, 'matchOf'>, code: string) {
  const live = games.matchOf(code);
  if (!live || live.gameType !== HIDE_AND_PEEK || live.match.over) throw new AppError(409, MESSAGE_KEYS.noGameRunning, 'No HIDE_AND_PEEK game is running in this room');
  return live;
}
