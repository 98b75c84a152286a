/**
 * Quick play (spec section 2): a public session and its game made in one go, without the create
 * dialog's questions, and the way into the room afterwards. Strangers who find a public room play from
 * their own devices, so the room is the game's usual one (the host plays from this device when the
 * game allows it); on a TV the TV is the room's screen.
 */
import { isPlayCapable } from '@snackparty/games/manifests';
import type { GameDto, GameSessionDto, GameType, HostType, Language } from '@snackparty/protocol';
import { TV_HOST, hostPlays } from '../../app/hostMode';
import { hostableGameTypes } from '../../games/catalogue';
import { initialHostMode, pathAfterCreate } from '../create-game/createFlow';

export interface QuickPlayDeps {
  createSession: (input: { language: Language; hostType: HostType; initialGameType: GameType; isPublic: boolean }) => Promise<GameSessionDto>;
  createGame: (input: { gameType: GameType; gameCode: string }) => Promise<GameDto>;
}

/** The games quick play picks from: those anyone may host, and a stranger can play from a phone. */
export function quickPlayGameTypes(): GameType[] {
  return hostableGameTypes(false).filter((type) => isPlayCapable(type));
}

/** A game to play: a different one now and then, so public rooms are not all the same game. */
export function pickQuickPlayGame(random: () => number = Math.random): GameType {
  const types = quickPlayGameTypes();
  return types[Math.min(types.length - 1, Math.floor(random() * types.length))]!;
}

/** The room's host type: the game's own default, or the TV's when this device is one. */
export function quickPlayHostType(gameType: GameType, options: { admin: boolean; tv: boolean }): HostType {
  return options.tv ? TV_HOST : initialHostMode(gameType, { admin: options.admin, tv: false });
}

/** Makes the public session, then its game at once. */
export async function runQuickPlay(
  deps: QuickPlayDeps,
  input: { language: Language; hostType: HostType; gameType: GameType },
): Promise<{ session: GameSessionDto; game: GameDto }> {
  const session = await deps.createSession({ language: input.language, hostType: input.hostType, initialGameType: input.gameType, isPublic: true });
  const game = await deps.createGame({ gameType: input.gameType, gameCode: session.gameCode });
  return { session, game };
}

/**
 * Where the host goes: a host who plays picks a name and avatar on the join screen first (the room's
 * code already filled in), and is the room's owner there; otherwise on to the host screen.
 */
export function pathAfterQuickPlay(session: Pick<GameSessionDto, 'gameCode' | 'hostType'>): string {
  return hostPlays(session.hostType) ? `/join/${session.gameCode}` : pathAfterCreate(session.hostType);
}
