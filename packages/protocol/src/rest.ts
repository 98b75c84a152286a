/** REST paths (spec section 7), relative to the API base `/api/v1`. */
export const API_BASE = '/api/v1';

export const REST = {
  user: {
    guest: '/user/guest',
    refreshToken: '/user/refreshToken',
    checkSession: '/user/checkSession',
    logout: '/user/logout',
    login: '/user/login',
    signup: '/user/signup',
    acceptInvite: '/user/acceptInvite',
    fetchInvite: '/user/fetchInvite',
    invite: '/user/invite',
    forgotPassword: '/user/forgotPassword',
    resetPassword: '/user/resetPassword',
    verifyEmail: '/user/verifyEmail',
    consumeLoginToken: '/user/consumeLoginToken',
    initDeleteAccount: '/user/initDeleteAccount',
    unsubscribe: '/user/unsubscribe',
  },
  userProfile: {
    byId: (userId: number) => `/userProfile/${userId}`,
    updateProfile: (userId: number) => `/userProfile/${userId}/updateProfile`,
    games: (userId: number, page = 0) => `/userProfile/${userId}/games?page=${page}`,
    game: (userId: number, gameId: number) => `/userProfile/${userId}/games/${gameId}`,
    /** DELETE, with the `dtoken` from the confirmation mail as a query parameter. */
    deleteAccount: (userId: number) => `/userProfile/${userId}/deleteAccount`,
  },
  email: {
    contactForm: '/email/contactForm',
    subscribe: '/email/subscribe',
  },
  wordPack: {
    get: (id: number) => `/wordPack/get/${id}`,
    getAll: '/wordPack/getAll',
    add: '/wordPack/add',
    update: '/wordPack/update',
    delete: (id: number) => `/wordPack/delete/${id}`,
  },
  categoryPack: {
    get: (id: number) => `/categoryPack/get/${id}`,
    getAll: '/categoryPack/getAll',
    add: '/categoryPack/add',
    update: '/categoryPack/update',
    delete: (id: number) => `/categoryPack/delete/${id}`,
  },
  /** A game's own routes are mounted under its slug (its manifest names it): `/{slug}/…`. */
  gameRoute: (slug: string, path: string) => `/${slug}${path.startsWith('/') ? '' : '/'}${path}`,
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
  /** Signing a TV in from a phone, and the TV's rooms (spec section 7, Smart TV). */
  smartTv: {
    generateLoginCode: '/smarttv/generateLoginCode',
    /** GET with the poll token in the `x-poll-token` header. */
    existingLoginCode: (loginCode: string) => `/smarttv/existingLoginCode/${encodeURIComponent(loginCode)}`,
    confirmLoginCode: (loginCode: string) => `/smarttv/confirmLoginCode/${encodeURIComponent(loginCode)}`,
    createSession: '/smarttv/createSession',
    byCode: (code: string) => `/smarttv/${code}`,
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

/** Social sign-in starts here (outside the API base), then comes back to `/login/oauth2/code/{provider}`. */
export const OAUTH_PROVIDERS = ['discord', 'google'] as const;
export type OAuthProvider = (typeof OAUTH_PROVIDERS)[number];
export const oauthAuthorizationPath = (provider: OAuthProvider) => `/oauth2/authorization/${provider}`;
export const oauthCallbackPath = (provider: OAuthProvider) => `/login/oauth2/code/${provider}`;
/** `GET` under the API base: the social sign-ins this server has a client for (the others are not offered). */
export const OAUTH_PROVIDERS_PATH = '/oauth2/providers';
export interface OAuthProvidersResponse {
  providers: OAuthProvider[];
}

/** The realtime endpoint (STOMP 1.2 over WebSocket). */
export const STOMP_PATH = '/gametje';

/** `GET` under the API base: the origin phones open to join, for the join address and QR code a screen shows. */
export const JOIN_ADDRESS_PATH = '/joinAddress';
export interface JoinAddressResponse {
  /** `null`: the origin the page was opened at is the one to show. */
  origin: string | null;
}
