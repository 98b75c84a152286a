import type { SessionPlayerDto } from '@snackparty/protocol';
import type { PlayerInfo } from './scores';

/** A player of the room by id, with a stand-in for one who is gone (never undefined). */
export function playerById(players: readonly Pick<SessionPlayerDto, 'playerId' | 'alias' | 'avatarSrc' | 'hexColor' | 'robot'>[], playerId: number | null | undefined, fallbackAlias = '?'): PlayerInfo {
  const found = players.find((p) => p.playerId === playerId);
  if (found) return found;
  return { playerId: playerId ?? 0, alias: fallbackAlias, avatarSrc: '', hexColor: '#6b6480', robot: (playerId ?? 0) < 0 };
}
