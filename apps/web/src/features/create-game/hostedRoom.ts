import type { GameSessionDto, GameType } from '@snackparty/protocol';
import { clearGameSession, setItem } from '../../storage/storage';

/** What this device keeps of a room it has just created and hosts: the host screen reads it back. */
export function rememberHostedRoom(created: GameSessionDto, gameType: GameType): void {
  clearGameSession();
  setItem('roomCode', created.gameCode);
  setItem('gameSessionDto', created);
  setItem('gameType', gameType);
  setItem('markedAsHost', true);
}
