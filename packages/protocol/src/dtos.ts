import type { GameType, HostType, Language } from './constants';
import type { GameSettings } from './schemas';

/** Access token claims (spec section 3). */
export interface AccessTokenClaims {
  roles: string[];
  isAlphaTester: boolean;
  isGuest: boolean;
  userId: number;
  sub: string;
  name: string;
  favoriteAvatarSrc: string | null;
  subscriptionEpoch: number | null;
  subscriptionEndDate: string | null;
  exp: number;
}
export const ROLE_ADMIN = 'role_admin';
export const ROLE_TEST = 'role_jest';
/** Alpha testers see what is being tried out; the token's isAlphaTester also holds for admins and test accounts. */
export const ROLE_ALPHA = 'role_alpha';

export interface TokenResponse {
  accessToken: string;
  locale: Language;
}

export interface GameSessionDto {
  gameId: number;
  gameCode: string;
  hostType: HostType;
  initialGameType: GameType;
  gameType: GameType;
  active: boolean;
  isPublic: boolean;
  language: Language;
  createdAt: string;
  /** Whether a game of this session has started (joining is then as a late player). */
  started: boolean;
  /** The user who holds the host's rights now (in a room hosted from a phone they may pass to another player). */
  ownerUserId?: number | null;
}

export interface PlayerDto {
  playerId: number;
  gameId: number;
  alias: string;
  hexColor: string;
  avatarSrc: string;
  robot: boolean;
}

export interface SessionPlayerDto extends PlayerDto {
  sessionPlayerId: number;
  score: number;
  active: boolean;
  /** The seat that created the room (the rights go back to it when handed back). */
  gameOwner: boolean;
  /** The seat whose player holds the host's rights now (the creator, or whom they passed to). Absent from older servers. */
  hosting?: boolean;
  /** Live presence: false while the phone is asleep or offline. */
  connected: boolean;
}

export interface PublicGameEntry {
  gameId: number;
  gameCode: string;
  gameType: GameType;
  createdAt: string;
  playerCount: number;
}

export interface GameDto {
  gameId: number;
  gameCode: string;
  gameType: GameType;
  settings: GameSettings;
  started: boolean;
  createdAt: string;
}

/** Realtime message bodies. */
export interface WebsocketConnectionUpdate {
  playerId: number;
  sessionPlayerId: number;
  connected: boolean;
}
export interface PlayerKickedMessage {
  playerId: number;
  sessionPlayerId: number;
}
export interface HeartbeatRequest {
  sentAt: number;
}
export interface RealtimeErrorMessage {
  destination: string;
  messageKey: string;
  message: string;
}

/** A game move sent by a phone on `/player/{code}/move`. */
export interface MoveMessage {
  move: string;
  payload: unknown;
  /** The stage the phone saw; a move for a stage that has ended is refused. */
  stageNumber?: number;
  /**
   * Chosen by the phone, the same when it sends the move again after a reconnect: a move whose id
   * was already applied is confirmed without counting twice. 1 to 64 of A-Z a-z 0-9 _ -.
   */
  moveId?: string;
}
/** `/player/{code}/timer`: the server's deadline for the stage; phones count down locally. */
export interface TimerMessage {
  stage: string;
  stageNumber: number;
  endsAt: number | null;
  serverNow: number;
}
