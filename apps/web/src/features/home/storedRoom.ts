/**
 * The room this device still has, from what it stored (spec section 3): a host screen's room, or a
 * phone's seat. The home page offers the way back to it while the server says the room is open.
 */
import { normalizeGameType } from '@snackparty/protocol';
import type { GameType, SessionPlayerDto } from '@snackparty/protocol';
import { hostUsesRemote, isSharedScreen } from '../../app/hostMode';
import { CAST_REMOTE_PATH } from '../cast/paths';
import { storedGameType } from '../../storage/seat';
import { getItem, storedSeat } from '../../storage/storage';

export interface StoredRoom {
  code: string;
  /** Where this device goes back in: the host screen, the player's lobby, or the join screen. */
  path: string;
  /** The host's shared screen, or a seat (the host who plays has one too). */
  role: 'host' | 'player';
  /** The seat, for its avatar and alias. */
  player: SessionPlayerDto | null;
  gameType: GameType | null;
}

export function storedRoom(): StoredRoom | null {
  const code = getItem('roomCode');
  if (!code) return null;
  const gameType = normalizeGameType(storedGameType() ?? '') ?? null;
  // A seat is the newest thing a device stores (joining keeps it with the room code), so it wins
  // over a host marker left from hosting before.
  const seat = storedSeat();
  if (seat) return { code: seat.roomCode, path: '/player/session', role: 'player', player: seat.sessionPlayer, gameType };
  if (getItem('markedAsHost') !== true) return null;
  const hostType = getItem('gameSessionDto')?.hostType;
  // A host who plays from this phone and has not taken a seat yet goes back to the join screen; one
  // whose room a cast device shows, to the remote.
  const path = hostUsesRemote(hostType) ? CAST_REMOTE_PATH : isSharedScreen(hostType) ? '/host/session' : `/join/${code}`;
  return { code, path, role: 'host', player: null, gameType };
}
