import { GAME_OVER, defineGame, invalid, type Match } from '@snackparty/engine';
import type { AnyGameDef } from '@snackparty/games';
import type { GameManifest } from '@snackparty/games/manifests';
import type { GameSettings, GameType } from '@snackparty/protocol';

/**
 * A toy game known to no registry: the first seat scribbles a line of text that streams live to the
 * host screen while everyone taps; each tap is a notice for the screen. Game types are the protocol's
 * list, so it borrows one whose rules this build does not have.
 */
export const TOY_TYPE = 'SNAPTION' as GameType;

export interface ToyState {
  taps: number;
  scribbler: number;
  /** The scribble's window: the stream takes text while it is open. */
  open: boolean;
}

export const toyManifest: GameManifest = {
  type: TOY_TYPE,
  slug: 'toy',
  // Three seats exactly: the room reads its limits from this manifest, not the borrowed type's.
  players: { min: 3, max: 3 },
  playCapable: false,
  adminOnly: false,
  playable: true,
  settings: { lobby: [] },
  packKind: 'none',
  topics: { hostNotices: ['tapped'], streams: [{ name: 'scribble', sender: 'seatOwner', audience: 'host' }] },
};

export const toy = defineGame<ToyState, GameSettings, { taps: number }, { taps: number }>({
  type: TOY_TYPE,
  minPlayers: 2,
  maxPlayers: 8,
  setup: (ctx) => ({ taps: 0, scribbler: ctx.seats[0]!.playerId, open: false }),
  firstStage: 'play',
  stages: {
    play: {
      actors: (_s, ctx) => ctx.seats.map((s) => s.playerId),
      moves: {
        tap: (s, input) => (input.payload === 'tap' ? { ...s, taps: s.taps + 1 } : invalid('error.invalid_request')),
      },
      durationMs: () => null,
      onEnter: (s) => ({ ...s, open: true }),
      isComplete: () => false,
      onExit: (s) => ({ state: { ...s, open: false } }),
      next: () => GAME_OVER,
    },
  },
  round: () => 1,
  views: { host: (m) => ({ taps: m.state.taps }), player: (m) => ({ taps: m.state.taps }) },
  bots: {},
  notices: (before: Match<ToyState>, after: Match<ToyState>) =>
    after.state.taps > before.state.taps ? [{ audience: 'host' as const, topic: 'tapped', body: { taps: after.state.taps } }] : [],
}) as unknown as AnyGameDef;
