/** Storing a player's seat after join and rejoin. */
import type { GameSessionDto, PlayerDto, SessionPlayerDto } from '@snackparty/protocol';
import { getItem, removeItem, setItem } from './storage';

export function toPlayerDto(player: SessionPlayerDto): PlayerDto {
  return {
    playerId: player.playerId,
    gameId: player.gameId,
    alias: player.alias,
    hexColor: player.hexColor,
    avatarSrc: player.avatarSrc,
    robot: player.robot,
  };
}

/** Keeps the seat: session player, player, room code, owner flag (and the session when known). */
export function storeSeat(gameCode: string, player: SessionPlayerDto, session?: GameSessionDto | null): void {
  setItem('gameSessionPlayerDto', player);
  setItem('playerDto', toPlayerDto(player));
  setItem('roomCode', gameCode);
  setItem('isGameOwner', player.gameOwner === true);
  if (player.gameOwner) setItem('gameOwnerPlayerId', player.playerId);
  if (session) {
    setItem('gameSessionDto', session);
    setItem('gameType', session.gameType);
  }
  removeItem('attemptingJoin');
}

/**
 * The seat that was just taken in this page's life. The lobby does not rejoin right after a join;
 * after a reload this is empty and the lobby rejoins to keep the seat.
 */
let freshSeat: number | null = null;
export function markFreshSeat(sessionPlayerId: number): void {
  freshSeat = sessionPlayerId;
}
export function isFreshSeat(sessionPlayerId: number): boolean {
  return freshSeat === sessionPlayerId;
}

/** The game type of the stored room, from the session or the game type item. */
export function storedGameType(): string | null {
  return getItem('gameSessionDto')?.gameType ?? getItem('gameType');
}
