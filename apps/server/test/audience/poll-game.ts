import { GAME_OVER, audienceMajority, defineGame, invalid } from '@snackparty/engine';
import type { AnyGameDef } from '@snackparty/games';
import type { GameManifest } from '@snackparty/games/manifests';
import type { GameSettings, GameType } from '@snackparty/protocol';

/**
 * A small game known to no registry, with an audience: the seats vote A or B (the audience chooses
 * too, and its majority counts as one more vote), then everyone guesses the secret word. Game types
 * are the protocol's list, so it borrows one whose rules this build does not need here.
 */
export const POLL_TYPE = 'SNAPTION' as GameType;
export const POLL_WORD = 'Crème brûlée';

export interface PollState {
  votes: Record<number, 'A' | 'B'>;
  /** What the audience's majority chose when the vote ended, and its counts then. */
  audienceVote: string | null;
  audienceCounts: Record<string, number>;
  /** The room's winning side once the vote is counted (players and the audience's one vote). */
  winner: string | null;
  guessedBy: number[];
}

export const pollManifest: GameManifest = {
  type: POLL_TYPE,
  slug: 'poll',
  players: { min: 2, max: 2 },
  playCapable: false,
  adminOnly: false,
  playable: true,
  settings: { lobby: [] },
  packKind: 'none',
  topics: { hostNotices: [], streams: [] },
};

const normalise = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '').trim().toLowerCase();

export const poll = defineGame<PollState, GameSettings, PollState, { mine: string | null }>({
  type: POLL_TYPE,
  minPlayers: 2,
  maxPlayers: 2,
  setup: () => ({ votes: {}, audienceVote: null, audienceCounts: {}, winner: null, guessedBy: [] }),
  firstStage: 'vote',
  stages: {
    vote: {
      actors: (s, ctx) => ctx.seats.map((seat) => seat.playerId).filter((id) => s.votes[id] === undefined),
      moves: {
        vote: (s, input) => (input.payload === 'A' || input.payload === 'B' ? { ...s, votes: { ...s.votes, [input.playerId]: input.payload } } : invalid('error.invalid_request')),
      },
      durationMs: () => null,
      isComplete: () => false,
      onExit: (s, ctx) => {
        const audienceVote = audienceMajority(ctx.audience);
        const tally: Record<string, number> = {};
        for (const side of [...Object.values(s.votes), ...(audienceVote ? [audienceVote] : [])]) tally[side] = (tally[side] ?? 0) + 1;
        const winner = audienceMajority(tally);
        return { state: { ...s, audienceVote, audienceCounts: { ...ctx.audience }, winner } };
      },
      next: () => 'guess',
    },
    guess: {
      actors: () => [],
      moves: {},
      durationMs: () => null,
      isComplete: () => false,
      onExit: (s) => ({ state: s }),
      next: () => GAME_OVER,
    },
  },
  round: () => 1,
  // The host view shows what the vote produced only once it is over; the word never.
  views: {
    host: (m) => ({ ...m.state, votes: m.stage === 'vote' ? {} : m.state.votes }),
    player: (m, playerId) => ({ mine: m.state.votes[playerId] ?? null }),
  },
  bots: {},
  audience: {
    prompt: (m) =>
      m.stage === 'vote'
        ? { kind: 'choose', action: 'vote', options: [{ id: 'A', label: 'Apples' }, { id: 'B', label: 'Bananas' }] }
        : m.stage === 'guess'
          ? { kind: 'guess', action: 'guess' }
          : null,
    judgeGuess: (_m, _settings, guess) => normalise(guess) === normalise(POLL_WORD),
    rightChoices: (_before, after) => (after.state.winner ? [after.state.winner] : null),
  },
}) as unknown as AnyGameDef;
