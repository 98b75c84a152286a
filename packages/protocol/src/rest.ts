/** REST paths (spec section 7), relative to the API base `/api/v1`. */
export const API_BASE = '/api/v1';

export const REST = {
  user: {
    guest: '/user/guest',
    refreshToken: '/user/refreshToken',
    checkSession: '/user/checkSession',
    logout: '/user/logout',
  },
  gameSession: {
    create: '/gameSession/create',
    join: '/gameSession/join',
    rejoin: '/gameSession/rejoin',
    publicGames: '/gameSession/publicGames',
    byCode: (code: string) => `/gameSession/${code}`,
    usedAvatars: (code: string) => `/gameSession/${code}/usedAvatars`,
    player: (code: string, playerId: number) => `/gameSession/${code}/player/${playerId}`,
    quit: (code: string, playerId: number) => `/gameSession/${code}/${playerId}/quit`,
    destroy: (code: string) => `/gameSession/${code}/destroy`,
    updateSessionPlayer: (sessionPlayerId: number) => `/gameSession/updateSessionPlayer/${sessionPlayerId}`,
  },
  host: {
    view: (code: string) => `/host/${code}`,
    updateGameSettings: '/host/updateGameSettings',
  },
  player: {
    view: (code: string) => `/player/${code}/view`,
  },
  game: {
    create: '/game/create',
    join: '/game/join',
    rejoin: '/game/rejoin',
    publicGames: '/game/publicGames',
    byCode: (code: string) => `/game/${code}`,
    addAiSessionPlayer: (code: string) => `/game/${code}/addAISessionPlayer`,
    playerCount: (code: string) => `/game/${code}/playerCount`,
    playerList: (code: string) => `/game/${code}/playerList`,
    roundSummary: (code: string) => `/game/${code}/roundSummary`,
  },
} as const;

/** The realtime endpoint (STOMP 1.2 over WebSocket). */
export const STOMP_PATH = '/gametje';
