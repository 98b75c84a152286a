/** Typed calls of the REST API used by the app (spec section 7). */
import { REST, USER_AGENT_MAX_LENGTH } from '@snackparty/protocol';
import type {
  GameDto,
  GameSessionDto,
  GameSettings,
  GameType,
  HostType,
  Language,
  SessionPlayerDto,
} from '@snackparty/protocol';
import { http } from './http';

export interface UserInfo {
  language: string;
  screenWidth: number;
  screenHeight: number;
  host: boolean;
  userAgent: string;
}

export function userInfo(language: string, host: boolean): UserInfo {
  return {
    language,
    screenWidth: Math.round(window.screen?.width ?? window.innerWidth),
    screenHeight: Math.round(window.screen?.height ?? window.innerHeight),
    host,
    userAgent: navigator.userAgent.slice(0, USER_AGENT_MAX_LENGTH),
  };
}

export function createGameSession(input: {
  language: Language;
  hostType: HostType;
  initialGameType: GameType;
  /** Listed in the public games for anyone to join. */
  isPublic?: boolean;
}): Promise<GameSessionDto> {
  return http.post<GameSessionDto>(REST.gameSession.create, {
    isPublic: input.isPublic ?? false,
    language: input.language,
    hostType: input.hostType,
    initialGameType: input.initialGameType,
    userInfo: userInfo(input.language, true),
  });
}

export function createGame(input: { gameType: GameType; gameCode: string }): Promise<GameDto> {
  return http.post<GameDto>(REST.game.create, { gameType: input.gameType, gameCode: input.gameCode });
}

export function getGameSession(code: string, signal?: AbortSignal): Promise<GameSessionDto> {
  return http.get<GameSessionDto>(REST.gameSession.byCode(encodeURIComponent(code)), { signal });
}

export function getUsedAvatars(code: string, signal?: AbortSignal): Promise<string[]> {
  return http.get<string[]>(REST.gameSession.usedAvatars(encodeURIComponent(code)), { signal });
}

let joinController: AbortController | null = null;

/** Join is deduplicated: a join still in flight is aborted when another starts. */
export function joinGameSession(input: {
  gameCode: string;
  alias: string;
  avatarSrc: string;
  language: Language;
}): Promise<SessionPlayerDto> {
  joinController?.abort();
  const controller = new AbortController();
  joinController = controller;
  return http
    .post<SessionPlayerDto>(
      REST.gameSession.join,
      {
        gameCode: input.gameCode,
        alias: input.alias,
        avatarSrc: input.avatarSrc,
        userInfo: userInfo(input.language, false),
      },
      { signal: controller.signal },
    )
    .finally(() => {
      if (joinController === controller) joinController = null;
    });
}

export function rejoinGameSession(input: { gameCode: string; sessionPlayerId: number }): Promise<SessionPlayerDto> {
  return http.post<SessionPlayerDto>(REST.gameSession.rejoin, input);
}

export function getPlayerList(code: string, signal?: AbortSignal): Promise<SessionPlayerDto[]> {
  return http.get<SessionPlayerDto[]>(REST.game.playerList(encodeURIComponent(code)), { signal });
}

export function addAiPlayer(code: string): Promise<SessionPlayerDto> {
  return http.post<SessionPlayerDto>(REST.game.addAiSessionPlayer(encodeURIComponent(code)), {});
}

export function getGame(code: string, signal?: AbortSignal): Promise<GameDto> {
  return http.get<GameDto>(REST.game.byCode(encodeURIComponent(code)), { signal });
}

/** The host changes settings in the lobby (409 while a game runs, 422 on bad values). */
export function updateGameSettings(code: string, settings: Partial<GameSettings>): Promise<GameDto> {
  return http.put<GameDto>(REST.host.updateGameSettings, { gameCode: code, settings });
}

/** The shared screen's view of the game in play (host token); 404 `error.no_game_running` without one. */
export function getHostView<V = unknown>(code: string, signal?: AbortSignal): Promise<V> {
  return http.get<V>(REST.host.view(encodeURIComponent(code)), { signal });
}

/** Where the room's game stands: only what anyone in the room may see (no answers, no words). */
export interface GameProgressDto {
  round: number;
  stage: string;
  over: boolean;
  scores: Record<number, number>;
}

/** The room's game as it stands; 404 `error.no_game_running` without one. */
export function getGameProgress(code: string, signal?: AbortSignal): Promise<GameProgressDto> {
  return http.get<GameProgressDto>(REST.game.roundSummary(encodeURIComponent(code)), { signal });
}

/** This seat's view of the game in play; 404 `error.no_game_running` without one. */
export function getPlayerView<V = unknown>(code: string, signal?: AbortSignal): Promise<V> {
  return http.get<V>(REST.player.view(encodeURIComponent(code)), { signal });
}
