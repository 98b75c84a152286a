/**
 * The create-game flow (spec sections 2 and 4) without React: which steps to show, the host modes
 * offered, the calls in order and where to go afterwards.
 */
import { defaultHostType, isPlayCapable } from '@snackparty/games/manifests';
import { TIMING } from '@snackparty/protocol';
import { PLAYING_HOST, SHARED_SCREEN_HOST, TV_HOST, hostPlays } from '../../app/hostMode';
import type { GameDto, GameSessionDto, GameType, HostType, Language } from '@snackparty/protocol';

export type CreateStep = 'account' | 'game' | 'mode' | 'creating';

export function firstStep(input: { loggedIn: boolean; gameType?: GameType | null }): CreateStep {
  if (!input.loggedIn) return 'account';
  return input.gameType ? 'mode' : 'game';
}

/**
 * Host modes on offer: the central screen always; mobile only when the game is play-capable (or
 * the user is an admin) and the device is not itself a big screen. On a TV the room is a smart TV's.
 */
export function hostModes(gameType: GameType, options: { admin: boolean; tv: boolean }): HostType[] {
  if (options.tv) return [TV_HOST];
  return isPlayCapable(gameType) || options.admin ? [SHARED_SCREEN_HOST, PLAYING_HOST] : [SHARED_SCREEN_HOST];
}

/** The mode picked at first: the spec's default when it is on offer, else the central screen. */
export function initialHostMode(gameType: GameType, options: { admin: boolean; tv: boolean }): HostType {
  const modes = hostModes(gameType, options);
  const preferred = defaultHostType(gameType, options.admin);
  return modes.includes(preferred) ? preferred : modes[0]!;
}

/** Players join through their own phones: the host too when they also play. */
export function isPlayerHostType(hostType: HostType): boolean {
  return hostPlays(hostType);
}

/** Where to go once the room exists: the host screen, or the lobby of the seat a playing host took. */
export function pathAfterCreate(hostType: HostType): string {
  return isPlayerHostType(hostType) ? '/player/session' : '/host/session';
}

/** How long the "room ready" state shows before the redirect. */
export function redirectDelay(hostType: HostType): number {
  return isPlayerHostType(hostType) ? 0 : TIMING.hostRedirectMs;
}

export type CreatePhase = 'session' | 'game' | 'ready';

export interface CreateDeps {
  createSession: (input: { language: Language; hostType: HostType; initialGameType: GameType }) => Promise<GameSessionDto>;
  createGame: (input: { gameType: GameType; gameCode: string }) => Promise<GameDto>;
  sleep: (ms: number) => Promise<void>;
  onPhase?: (phase: CreatePhase) => void;
}

/** Creates the session, waits 1.5 s, then creates the game. */
export async function runCreate(
  deps: CreateDeps,
  input: { language: Language; hostType: HostType; gameType: GameType },
): Promise<{ session: GameSessionDto; game: GameDto }> {
  deps.onPhase?.('session');
  const session = await deps.createSession({ language: input.language, hostType: input.hostType, initialGameType: input.gameType });
  await deps.sleep(TIMING.createGameDelayMs);
  deps.onPhase?.('game');
  const game = await deps.createGame({ gameType: input.gameType, gameCode: session.gameCode });
  deps.onPhase?.('ready');
  return { session, game };
}
