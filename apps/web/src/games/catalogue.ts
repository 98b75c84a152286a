/**
 * What the app shows about each game type: play time, colours and the card art. Player counts and
 * who may host come from the game's manifest; names and descriptions from the translations
 * (`games.<TYPE>`).
 */
import { hostableGameTypes as hostable, playerLimits } from '@snackparty/games/manifests';
import type { PlayerLimits } from '@snackparty/games/manifests';
import type { GameType } from '@snackparty/protocol';

export interface GameInfo {
  type: GameType;
  /** Typical length of a game in minutes. */
  minutes: { min: number; max: number };
  /** Card colours: background and the art's accent. */
  colour: string;
  accent: string;
  limits: PlayerLimits;
}

const DETAILS: Record<GameType, Omit<GameInfo, 'type' | 'limits'>> = {
  SNAPTION: { minutes: { min: 15, max: 20 }, colour: '#3A86FF', accent: '#FFCB2E' },
  RPS_SHOOT: { minutes: { min: 10, max: 15 }, colour: '#EF476F', accent: '#FFD6A5' },
  CANVAS_CLASH: { minutes: { min: 20, max: 30 }, colour: '#06D6A0', accent: '#15131c' },
  AB_THINKING: { minutes: { min: 15, max: 20 }, colour: '#A06CD5', accent: '#FFCB2E' },
  REQUIP: { minutes: { min: 20, max: 25 }, colour: '#FB5607', accent: '#FFF3D6' },
  SYNC_THINK: { minutes: { min: 10, max: 20 }, colour: '#118AB2', accent: '#8AC926' },
  HIDE_AND_PEEK: { minutes: { min: 15, max: 20 }, colour: '#8AC926', accent: '#15131c' },
  EXPERIMENTS: { minutes: { min: 5, max: 15 }, colour: '#5c5470', accent: '#4ECDC4' },
};

export function gameInfo(type: GameType): GameInfo {
  return { type, ...DETAILS[type], limits: playerLimits(type) };
}

/** The game types a user may host: the admin-only ones for admins only. */
export function hostableGameTypes(admin: boolean): GameType[] {
  return hostable(admin);
}

/** Whether the lobby has enough players to start. */
export function canStart(gameType: GameType | string, playerCount: number): boolean {
  return playerCount >= playerLimits(gameType).min;
}
