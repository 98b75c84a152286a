import type { GameDto, GameSessionDto, GameSettings, GameType, HostType, Language, SessionPlayerDto } from '@snackparty/protocol';
import type { GameRow, GameSessionRow, SessionPlayerRow } from '../db/schema';

export function toSessionDto(row: GameSessionRow): GameSessionDto {
  return {
    gameId: row.id,
    gameCode: row.gameCode,
    hostType: row.hostType as HostType,
    initialGameType: row.initialGameType as GameType,
    gameType: row.gameType as GameType,
    active: row.active,
    isPublic: row.isPublic,
    language: row.language as Language,
    createdAt: row.createdAt.toISOString(),
    started: row.started,
    ownerUserId: row.ownerUserId,
  };
}

export function playerIdOf(row: Pick<SessionPlayerRow, 'id' | 'robotId'>): number {
  return row.robotId ?? row.id;
}

/** `ownerUserId`: the room's current owner, so the seat holding the host's rights says so (`hosting`). */
export function toSessionPlayerDto(row: SessionPlayerRow, connected: boolean, ownerUserId?: number | null): SessionPlayerDto {
  return {
    sessionPlayerId: row.id,
    playerId: playerIdOf(row),
    gameId: row.gameSessionId,
    alias: row.alias,
    score: row.score,
    hexColor: row.hexColor,
    avatarSrc: row.avatarSrc,
    robot: row.robot,
    active: row.active,
    gameOwner: row.gameOwner,
    hosting: ownerUserId !== undefined && ownerUserId !== null && row.userId === ownerUserId,
    connected: row.robot || connected,
  };
}

export function toGameDto(row: GameRow, code: string): GameDto {
  return {
    gameId: row.id,
    gameCode: code,
    gameType: row.gameType as GameType,
    settings: row.settings as GameSettings,
    started: row.started,
    createdAt: row.createdAt.toISOString(),
  };
}
