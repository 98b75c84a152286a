/**
 * The lobby's player list, kept from the initial fetch and the realtime pushes
 * (playersUpdated, sessionPlayersUpdated, websocketConnectionUpdated). Pure.
 */
import type { GameSessionDto, SessionPlayerDto, WebsocketConnectionUpdate } from '@snackparty/protocol';

export type LobbyPlayer = SessionPlayerDto;

function isPlayerLike(value: unknown): value is Partial<SessionPlayerDto> & { playerId: number } {
  return !!value && typeof value === 'object' && typeof (value as { playerId?: unknown }).playerId === 'number';
}

/** A players push: the list itself, or an object holding it under `players`/`sessionPlayers`. */
export function parsePlayerList(body: unknown): Array<Partial<SessionPlayerDto> & { playerId: number }> | null {
  const list = Array.isArray(body)
    ? body
    : body && typeof body === 'object'
      ? ((body as { players?: unknown; sessionPlayers?: unknown }).players ?? (body as { sessionPlayers?: unknown }).sessionPlayers)
      : null;
  return Array.isArray(list) ? list.filter(isPlayerLike) : null;
}

function complete(player: Partial<SessionPlayerDto> & { playerId: number }, previous?: LobbyPlayer): LobbyPlayer {
  return {
    playerId: player.playerId,
    sessionPlayerId: player.sessionPlayerId ?? previous?.sessionPlayerId ?? player.playerId,
    gameId: player.gameId ?? previous?.gameId ?? 0,
    alias: player.alias ?? previous?.alias ?? '',
    hexColor: player.hexColor ?? previous?.hexColor ?? '#FFCB2E',
    avatarSrc: player.avatarSrc ?? previous?.avatarSrc ?? '',
    robot: player.robot ?? previous?.robot ?? player.playerId < 0,
    score: player.score ?? previous?.score ?? 0,
    active: player.active ?? previous?.active ?? true,
    gameOwner: player.gameOwner ?? previous?.gameOwner ?? false,
    ...((player.hosting ?? previous?.hosting) !== undefined ? { hosting: player.hosting ?? previous?.hosting } : {}),
    connected: player.connected ?? previous?.connected ?? true,
  };
}

/**
 * Replaces the list with a full push, keeping what the push leaves out (presence, for one) from
 * the previous entry of the same player. Inactive players leave the lobby.
 */
export function replacePlayers(previous: readonly LobbyPlayer[], incoming: ReadonlyArray<Partial<SessionPlayerDto> & { playerId: number }>): LobbyPlayer[] {
  const byId = new Map(previous.map((p) => [p.playerId, p]));
  const seen = new Set<number>();
  const next: LobbyPlayer[] = [];
  for (const item of incoming) {
    if (seen.has(item.playerId)) continue;
    seen.add(item.playerId);
    const player = complete(item, byId.get(item.playerId));
    if (player.active) next.push(player);
  }
  return next;
}

/** Adds or updates one player (an AI player the host just added, for instance). */
export function upsertPlayer(previous: readonly LobbyPlayer[], player: Partial<SessionPlayerDto> & { playerId: number }): LobbyPlayer[] {
  const index = previous.findIndex((p) => p.playerId === player.playerId);
  if (index === -1) return [...previous, complete(player)];
  const next = previous.slice();
  next[index] = complete(player, previous[index]);
  return next;
}

export function removePlayer(previous: readonly LobbyPlayer[], playerId: number): LobbyPlayer[] {
  return previous.filter((p) => p.playerId !== playerId);
}

/** A presence change of one player. */
export function applyConnection(previous: readonly LobbyPlayer[], update: Partial<WebsocketConnectionUpdate>): LobbyPlayer[] {
  if (typeof update.connected !== 'boolean') return previous.slice();
  return previous.map((p) =>
    (typeof update.playerId === 'number' && p.playerId === update.playerId) ||
    (typeof update.sessionPlayerId === 'number' && p.sessionPlayerId === update.sessionPlayerId)
      ? { ...p, connected: update.connected as boolean }
      : p,
  );
}

/** The game session push: a GameSessionDto, possibly wrapped. */
export function parseGameSession(body: unknown): Partial<GameSessionDto> | null {
  if (!body || typeof body !== 'object') return null;
  const inner = (body as { gameSession?: unknown; gameSessionDto?: unknown }).gameSession ?? (body as { gameSessionDto?: unknown }).gameSessionDto;
  const candidate = inner && typeof inner === 'object' ? inner : body;
  return candidate as Partial<GameSessionDto>;
}

/** Whether a push tells that the game has started. */
export function hasStarted(body: unknown): boolean {
  const session = parseGameSession(body);
  return session?.started === true;
}

/** Players sorted for display: people first in join order, then AI players. */
export function displayOrder(players: readonly LobbyPlayer[]): LobbyPlayer[] {
  return [...players].sort((a, b) => Number(a.robot) - Number(b.robot) || a.sessionPlayerId - b.sessionPlayerId);
}
