import type { GameSessionDto, SessionPlayerDto, TokenResponse } from './dtos';

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
    payments: (userId: number) => `/userProfile/${userId}/payments`,
    payment: (userId: number, paymentId: number) => `/userProfile/${userId}/payments/${paymentId}`,
  },
  /** Plans, card payment on the provider's hosted checkout, and its signed notifications. */
  payment: {
    /** `GET ?language=`: the plans and their prices; `enabled: false` when the server takes no payments. */
    costs: (language?: string) => `/payment/costs${language ? `?language=${encodeURIComponent(language)}` : ''}`,
    /** `POST {planId, currency}`: where to pay. */
    createPayment: '/payment/createPayment',
    sessionStatus: (sessionId: string) => `/payment/sessionStatus?session_id=${encodeURIComponent(sessionId)}`,
    /** `POST`: the provider's signed notification (raw body). */
    webhook: '/payment/webhook',
    /** `GET`: the caller's renewing plan and subscription end. */
    subscription: '/payment/subscription',
    /** `POST`: stop the renewal at the end of the paid period. */
    cancelRenewal: '/payment/cancelRenewal',
    /** `POST`: renew again after a cancellation, before the period ends. */
    resumeRenewal: '/payment/resumeRenewal',
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
  /** Casting a room's host screen to a Chromecast (docs/chromecast.md). */
  chromecast: {
    /** `GET`: the receiver application id, when this server casts at all. */
    config: '/chromecast/config',
    /** `POST {initialGameType, language}`: a CHROMECAST room and the cast device's sign-in for it. */
    createSession: '/chromecast/createSession',
    /** `POST`: the host casts its CHROMECAST room again (another device, or after the cast ended). */
    resumeSession: (code: string) => `/chromecast/${code}/resumeSession`,
  },
  host: {
    view: (code: string) => `/host/${code}`,
    updateGameSettings: '/host/updateGameSettings',
  },
  player: {
    view: (code: string) => `/player/${code}/view`,
  },
  /** A Discord activity (spec: the chat-platform embed), under the API base. */
  discord: {
    /** `GET`: the application's client id the web app starts Discord's SDK with (404 when the server has none). */
    config: '/discord/config',
    /** `POST { code }`: the code Discord's `authorize` gave, traded for a sign-in here and Discord's access token. */
    token: '/discord/token',
    /** `POST` (or `GET`): the one room of an activity instance, made by its first caller, with the caller seated. */
    getOrCreateSession: (instanceId: string) => `/gameSession/getOrCreateSessionForDiscord/${encodeURIComponent(instanceId)}`,
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

/** `GET /chromecast/config`: `appId` null when this server does not cast (the web app then offers no Chromecast). */
export interface ChromecastConfigResponse {
  appId: string | null;
}

/**
 * The Chromecast session response (spec): the room, and the access token the cast device signs in
 * with to show it as the room's host screen. The sender hands both to the receiver over the cast
 * message namespace, with exactly this shape.
 */
export interface ChromecastSessionResponse {
  token: string;
  gameCode: string;
}

/** The custom message namespace the sender and the receiver talk on. */
export const CAST_MESSAGE_NAMESPACE = 'urn:x-cast:app.snackparty';

/** Message keys of the cast calls. */
export const CAST_MESSAGE_KEYS = {
  /** This server has no receiver application id (CAST_APP_ID). */
  notConfigured: 'cast.error.not_configured',
  /** The room is not hosted on a cast device. */
  notCastRoom: 'cast.error.not_cast_room',
} as const;
export type CastMessageKey = (typeof CAST_MESSAGE_KEYS)[keyof typeof CAST_MESSAGE_KEYS];

/**
 * Inside a Discord activity the page's origin is Discord's proxy: requests reach this server only
 * under this prefix (the proxy strips it and forwards to the application's URL mapping for `/`).
 */
export const DISCORD_PROXY_PREFIX = '/.proxy';

/** An activity instance id as Discord sends it on the launch URL (`instance_id`). */
export const DISCORD_INSTANCE_ID_PATTERN = /^[A-Za-z0-9_.:-]{1,100}$/;

export interface DiscordConfigResponse {
  clientId: string;
}

export interface DiscordTokenRequest {
  code: string;
}

/** Our sign-in (as every login answers), and Discord's access token for the SDK's `authenticate`. */
export interface DiscordTokenResponse extends TokenResponse {
  discordAccessToken: string;
  /** The name Discord shows for this user, as their seat will carry it. */
  name: string;
}

/** The activity instance's room and the caller's seat in it. */
export interface DiscordRoomResponse {
  gameSession: GameSessionDto;
  sessionPlayer: SessionPlayerDto;
}

/** Why a Discord call was refused (the web translates them; its own block of the translations). */
export const DISCORD_MESSAGE_KEYS = {
  /** This server has no Discord application configured. */
  notConfigured: 'discord.error.notConfigured',
  /** Discord refused the code (spent, expired, or for another application). */
  codeRefused: 'discord.error.codeRefused',
  /** Discord did not answer, or not as it should. */
  unavailable: 'discord.error.unavailable',
  /** The instance id is not one Discord would send. */
  invalidInstance: 'discord.error.invalidInstance',
} as const;
export type DiscordMessageKey = (typeof DISCORD_MESSAGE_KEYS)[keyof typeof DISCORD_MESSAGE_KEYS];

/** The currencies prices can be shown and paid in. */
export const PAYMENT_CURRENCIES = ['USD', 'EUR', 'DKK', 'PLN', 'RON'] as const;
export type PaymentCurrency = (typeof PAYMENT_CURRENCIES)[number];

export interface PaymentPlanDto {
  id: string;
  months: number;
  /** Minor units (cents) per currency. */
  prices: Partial<Record<PaymentCurrency, number>>;
}

export interface PaymentCostsResponse {
  enabled: boolean;
  currencies: PaymentCurrency[];
  /** The currency of the asked language. */
  defaultCurrency: PaymentCurrency;
  plans: PaymentPlanDto[];
}

export interface CreatePaymentRequest {
  planId: string;
  currency: PaymentCurrency;
}

export interface CreatePaymentResponse {
  /** The provider's checkout page. */
  url: string;
  sessionId: string;
}

export const PAYMENT_STATUSES = ['pending', 'paid', 'failed', 'expired'] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

export const PAYMENT_KINDS = ['checkout', 'renewal'] as const;
export type PaymentKind = (typeof PAYMENT_KINDS)[number];

/** active; cancelling: ends at the period's end; past_due: a renewal failed; cancelled. */
export const RENEWAL_STATUSES = ['active', 'cancelling', 'past_due', 'cancelled'] as const;
export type RenewalStatus = (typeof RENEWAL_STATUSES)[number];

export interface SubscriptionStateDto {
  /** The end of the paid (or trial) period; null when the account has none. */
  subscriptionEndDate: string | null;
  /** The plan that renews by itself, the newest one; null when none was bought. */
  renewal: { planId: string; months: number; amount: number; currency: PaymentCurrency; status: RenewalStatus } | null;
}

/** `/common/{code}/paymentStatus`: the room's host paid; their subscription runs to the date. */
export interface PaymentStatusMessage {
  status: 'paid';
  subscriptionEndDate: string;
}

export interface PaymentSessionStatusResponse {
  status: PaymentStatus;
  /** The subscription's end after this payment, once paid. */
  subscriptionEndDate: string | null;
}

export interface PaymentDto {
  id: number;
  /** `checkout`: bought on the payment page; `renewal`: charged by the provider at a period's end. */
  kind: PaymentKind;
  planId: string;
  months: number;
  /** Minor units (cents). */
  amount: number;
  currency: PaymentCurrency;
  status: PaymentStatus;
  createdAt: string;
  paidAt: string | null;
}

/** Why a payment call was refused (the web translates them in its `payment` block). */
export const PAYMENT_MESSAGE_KEYS = {
  /** This server takes no payments: everything is free. */
  disabled: 'payment.error.disabled',
  unknownPlan: 'payment.error.unknownPlan',
  unknownCurrency: 'payment.error.unknownCurrency',
  /** The provider did not answer, or not as it should. */
  providerUnavailable: 'payment.error.providerUnavailable',
  /** A notification whose signature is missing, wrong or too old. */
  badSignature: 'payment.error.badSignature',
  /** The account has no renewing plan to cancel or resume. */
  noRenewal: 'payment.error.noRenewal',
} as const;
export type PaymentMessageKey = (typeof PAYMENT_MESSAGE_KEYS)[keyof typeof PAYMENT_MESSAGE_KEYS];
