/**
 * The create-game flow (spec sections 2 and 4) without React: which steps to show, the host modes
 * offered, the calls in order and where to go afterwards.
 */
import { defaultHostType, isPlayCapable } from '@snackparty/games/manifests';
import { TIMING } from '@snackparty/protocol';
import { CAST_HOST, PLAYING_HOST, SHARED_SCREEN_HOST, TV_HOST, hostPlays, hostUsesRemote } from '../../app/hostMode';
import { CAST_REMOTE_PATH } from '../cast/paths';
import type { GameDto, GameSessionDto, GameType, HostType, Language } from '@snackparty/protocol';

export type CreateStep = 'account' | 'game' | 'mode' | 'creating';

export function firstStep(input: { loggedIn: boolean; gameType?: GameType | null }): CreateStep {
  if (!input.loggedIn) return 'account';
  return input.gameType ? 'mode' : 'game';
}

export interface HostModeOptions {
  admin: boolean;
  tv: boolean;
  /** This server casts, this browser can, and a cast device is around. */
  cast?: boolean;
}

/**
 * Host modes on offer: the central screen always; mobile only when the game is play-capable (or
 * the user is an admin) and the device is not itself a big screen; Chromecast when one is around.
 * On a TV the room is a smart TV's.
 */
export function hostModes(gameType: GameType, options: HostModeOptions): HostType[] {
  if (options.tv) return [TV_HOST];
  const modes = isPlayCapable(gameType) || options.admin ? [SHARED_SCREEN_HOST, PLAYING_HOST] : [SHARED_SCREEN_HOST];
  return options.cast ? [...modes, CAST_HOST] : modes;
}

/** The mode picked at first: the spec's default when it is on offer, else the central screen. */
export function initialHostMode(gameType: GameType, options: HostModeOptions): HostType {
  const modes = hostModes(gameType, options);
  const preferred = defaultHostType(gameType, options.admin);
  return modes.includes(preferred) ? preferred : modes[0]!;
}

/** Players join through their own phones: the host too when they also play. */
export function isPlayerHostType(hostType: HostType): boolean {
  return hostPlays(hostType);
}

/**
 * Where to go once the room exists: the host screen, the lobby of the seat a playing host took, or
 * the remote of a room a cast device shows.
 */
export function pathAfterCreate(hostType: HostType): string {
  if (isPlayerHostType(hostType)) return '/player/session';
  return hostUsesRemote(hostType) ? CAST_REMOTE_PATH : '/host/session';
}

/** How long the "room ready" state shows before the redirect (none when this phone is where the room goes on). */
export function redirectDelay(hostType: HostType): number {
  return isPlayerHostType(hostType) || hostUsesRemote(hostType) ? 0 : TIMING.hostRedirectMs;
}

/** `cast`: connecting to the cast device, before the room is made. */
export type CreatePhase = 'cast' | 'session' | 'game' | 'ready';

/** The phases the creating step lists, in order. */
export function createPhases(hostType: HostType): CreatePhase[] {
  return hostType === CAST_HOST ? ['cast', 'session', 'game', 'ready'] : ['session', 'game', 'ready'];
}

export interface CreateDeps {
  createSession: (input: { language: Language; hostType: HostType; initialGameType: GameType; isPublic?: boolean }) => Promise<GameSessionDto>;
  createGame: (input: { gameType: GameType; gameCode: string }) => Promise<GameDto>;
  sleep: (ms: number) => Promise<void>;
  onPhase?: (phase: CreatePhase) => void;
}

/** Creates the session, waits 1.5 s, then creates the game. */
export async function runCreate(
  deps: CreateDeps,
  input: { language: Language; hostType: HostType; gameType: GameType; isPublic?: boolean },
): Promise<{ session: GameSessionDto; game: GameDto }> {
  deps.onPhase?.('session');
  const session = await deps.createSession({ language: input.language, hostType: input.hostType, initialGameType: input.gameType, isPublic: input.isPublic });
  await deps.sleep(TIMING.createGameDelayMs);
  deps.onPhase?.('game');
  const game = await deps.createGame({ gameType: input.gameType, gameCode: session.gameCode });
  deps.onPhase?.('ready');
  return { session, game };
}
