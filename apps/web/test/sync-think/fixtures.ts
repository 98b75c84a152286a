/** Realistic SYNC_THINK views, shaped as the server publishes them, for the screen tests. */
import type { HostViewEnvelope, PlayerViewEnvelope } from '@snackparty/engine';
import type { SessionPlayerDto } from '@snackparty/protocol';
import type {
  LevelRecord,
  SyncThinkHostView,
  SyncThinkMe,
  SyncThinkPlayerView,
  SyncThinkReveal,
  SyncThinkRoundSummary,
} from '../../src/games/sync-think/types';

export const NOW = 1_700_000_100_000;
export const serverNow = () => NOW;

const people = [
  { playerId: 1, alias: 'Ana', avatarSrc: '/avatars/avocado.svg', hexColor: '#3A86FF', robot: false },
  { playerId: 2, alias: 'Bo', avatarSrc: '/avatars/bagel.svg', hexColor: '#EF476F', robot: false },
  { playerId: 3, alias: 'Cy', avatarSrc: '/avatars/banana.svg', hexColor: '#06D6A0', robot: false },
  { playerId: 4, alias: 'Dee', avatarSrc: '/avatars/bolt.svg', hexColor: '#FB5607', robot: false },
  { playerId: -1, alias: 'Robo', avatarSrc: '/avatars/unknown.svg', hexColor: '#A06CD5', robot: true },
];

export const players: SessionPlayerDto[] = people.map((p) => ({
  ...p,
  gameId: 7,
  sessionPlayerId: 100 + p.playerId,
  score: 0,
  active: true,
  gameOwner: p.playerId === 1,
  connected: true,
}));

const seats = people.map((p) => ({ playerId: p.playerId, alias: p.alias, robot: p.robot }));

/** Round 2 (×2). Level 0: Ana and Bo matched on "cheese"; level 1 (prompt "pizza" + "moon"): nobody. */
export const level0: LevelRecord = {
  level: 0,
  prompt: null,
  points: 1500,
  answers: [
    { playerId: 1, word: 'cheese', group: 0 },
    { playerId: 2, word: 'Cheese', group: 0 },
    { playerId: 3, word: 'pizza', group: null },
    { playerId: 4, word: 'moon', group: null },
    { playerId: -1, word: 'ocean', group: null },
  ],
  groups: [{ word: 'cheese', playerIds: [1, 2] }],
};

export const level1: LevelRecord = {
  level: 1,
  prompt: ['pizza', 'moon'],
  points: 1000,
  answers: [
    { playerId: 3, word: 'round', group: null },
    { playerId: 4, word: 'night', group: null },
    { playerId: -1, word: 'salt', group: null },
  ],
  groups: [],
};

/** Level 2 (prompt "night" + "salt"): Cy and Dee both say "sea"; Robo says "pepper". */
export const level2: LevelRecord = {
  level: 2,
  prompt: ['night', 'salt'],
  points: 500,
  answers: [
    { playerId: 3, word: 'sea', group: 0 },
    { playerId: 4, word: 'Sea', group: 0 },
    { playerId: -1, word: 'pepper', group: null },
  ],
  groups: [{ word: 'sea', playerIds: [3, 4] }],
};

function common(stage: SyncThinkHostView['stage'], level: number, levelPoints: number, prompt: [string, string] | null) {
  return {
    gameType: 'SYNC_THINK' as const,
    stage,
    stageNumber: 7,
    endsAt: stage === 'gameOver' ? null : NOW + 20_000,
    round: 2,
    rounds: 3,
    multiplier: 2,
    level,
    maxLevel: 7,
    levelPoints,
    prompt,
    closeMatch: true,
  };
}

function envelope(stage: string, startedAt: number, endsAt: number | null) {
  return {
    gameType: 'SYNC_THINK',
    stage,
    stageNumber: 7,
    stageStartedAt: startedAt,
    stageEndsAt: endsAt,
    round: 2,
    multiplier: 2,
    over: false,
    scores: { 1: 5000, 2: 4200, 3: 2000, 4: 1000, [-1]: 1500 } as Record<number, number>,
    lastDeltas: {},
    roundDeltas: { 1: 3000, 2: 3000 } as Record<number, number>,
    seats,
    removed: [] as number[],
  };
}

interface Status {
  inPlay: boolean;
  matchedAtLevel: number | null;
  answered?: boolean;
}

function statuses(list: Record<number, Status>): SyncThinkHostView['players'] {
  return people.map((p) => ({
    playerId: p.playerId,
    alias: p.alias,
    robot: p.robot,
    inPlay: list[p.playerId]?.inPlay ?? false,
    matchedAtLevel: list[p.playerId]?.matchedAtLevel ?? null,
    answered: list[p.playerId]?.answered ?? false,
    score: 0,
    roundDelta: 0,
  }));
}

/** The answer stage at level 0 of round 2: everyone in play; Ana and Robo have answered. */
export function hostAnswerLevel0(): HostViewEnvelope<SyncThinkHostView> {
  return {
    ...envelope('answer', NOW - 10_000, NOW + 20_000),
    game: {
      ...common('answer', 0, 1500, null),
      players: statuses({
        1: { inPlay: true, matchedAtLevel: null, answered: true },
        2: { inPlay: true, matchedAtLevel: null },
        3: { inPlay: true, matchedAtLevel: null },
        4: { inPlay: true, matchedAtLevel: null },
        [-1]: { inPlay: true, matchedAtLevel: null, answered: true },
      }),
      answeredPlayerIds: [1, -1],
      waitingForPlayerIds: [2, 3, 4],
      reveal: null,
      roundSummary: null,
    },
  };
}

/** The answer stage at level 2: Ana and Bo are in sync since level 0; Cy has answered. */
export function hostAnswerLevel2(): HostViewEnvelope<SyncThinkHostView> {
  return {
    ...envelope('answer', NOW - 3_000, NOW + 27_000),
    game: {
      ...common('answer', 2, 500, ['night', 'salt']),
      players: statuses({
        1: { inPlay: false, matchedAtLevel: 0 },
        2: { inPlay: false, matchedAtLevel: 0 },
        3: { inPlay: true, matchedAtLevel: null, answered: true },
        4: { inPlay: true, matchedAtLevel: null },
        [-1]: { inPlay: true, matchedAtLevel: null },
      }),
      answeredPlayerIds: [3],
      waitingForPlayerIds: [4, -1],
      reveal: null,
      roundSummary: null,
    },
  };
}

/** The reveal of level 2, `sinceStart` ms after the stage began. */
export function revealOfLevel2(sinceStart: number): SyncThinkReveal {
  const start = NOW - sinceStart;
  return { ...level2, answersAt: start + 5_000, verdictAt: start + 10_000, stillInPlay: [-1], roundEnd: 'oneLeft' };
}

export function hostReveal(sinceStart: number): HostViewEnvelope<SyncThinkHostView> {
  const start = NOW - sinceStart;
  return {
    ...envelope('reveal', start, start + 14_000),
    game: {
      ...common('reveal', 2, 500, ['night', 'salt']),
      players: statuses({
        1: { inPlay: false, matchedAtLevel: 0 },
        2: { inPlay: false, matchedAtLevel: 0 },
        3: { inPlay: false, matchedAtLevel: 2 },
        4: { inPlay: false, matchedAtLevel: 2 },
        [-1]: { inPlay: true, matchedAtLevel: null },
      }),
      answeredPlayerIds: [],
      waitingForPlayerIds: [],
      reveal: revealOfLevel2(sinceStart),
      roundSummary: null,
    },
  };
}

export const summary: SyncThinkRoundSummary = {
  round: 2,
  reason: 'oneLeft',
  lastRound: false,
  players: [
    { playerId: 1, matchedAtLevel: 0, points: 3000 },
    { playerId: 2, matchedAtLevel: 0, points: 3000 },
    { playerId: 3, matchedAtLevel: 2, points: 1000 },
    { playerId: 4, matchedAtLevel: 2, points: 1000 },
    { playerId: -1, matchedAtLevel: null, points: 0 },
  ],
  levels: [level0, level1, level2],
};

export function hostRoundScores(): HostViewEnvelope<SyncThinkHostView> {
  return {
    ...envelope('roundScores', NOW - 1_000, NOW + 5_000),
    game: {
      ...common('roundScores', 2, 500, ['night', 'salt']),
      players: statuses({
        1: { inPlay: false, matchedAtLevel: 0 },
        2: { inPlay: false, matchedAtLevel: 0 },
        3: { inPlay: false, matchedAtLevel: 2 },
        4: { inPlay: false, matchedAtLevel: 2 },
        [-1]: { inPlay: true, matchedAtLevel: null },
      }),
      answeredPlayerIds: [],
      waitingForPlayerIds: [],
      reveal: null,
      roundSummary: summary,
    },
  };
}

function me(over: Partial<SyncThinkMe> & { playerId: number }): SyncThinkMe {
  return {
    inPlay: false,
    canAnswer: false,
    word: null,
    matched: false,
    matchedAtLevel: null,
    matchedWith: [],
    previousWords: [],
    roundPoints: 0,
    score: 0,
    ...over,
  };
}

function playerEnvelope(
  host: HostViewEnvelope<SyncThinkHostView>,
  meView: SyncThinkMe,
  isActor: boolean,
): PlayerViewEnvelope<SyncThinkPlayerView> {
  const { game, ...rest } = host;
  return {
    ...rest,
    playerId: meView.playerId,
    isActor,
    game: {
      gameType: game.gameType,
      stage: game.stage,
      stageNumber: game.stageNumber,
      endsAt: game.endsAt,
      round: game.round,
      rounds: game.rounds,
      multiplier: game.multiplier,
      level: game.level,
      maxLevel: game.maxLevel,
      levelPoints: game.levelPoints,
      prompt: game.prompt,
      closeMatch: game.closeMatch,
      me: meView,
      reveal: game.reveal,
      roundSummary: game.roundSummary,
    },
  };
}

/** Dee at level 2, still to answer (or with `word` already sent). */
export function phoneAnswering(word: string | null = null): PlayerViewEnvelope<SyncThinkPlayerView> {
  return playerEnvelope(
    hostAnswerLevel2(),
    me({ playerId: 4, inPlay: true, canAnswer: true, word, previousWords: ['moon', 'night'], score: 0 }),
    true,
  );
}

/** Ana at level 2: in sync with Bo since level 0. */
export function phoneMatched(): PlayerViewEnvelope<SyncThinkPlayerView> {
  return playerEnvelope(
    hostAnswerLevel2(),
    me({ playerId: 1, matched: true, matchedAtLevel: 0, matchedWith: [2], previousWords: ['cheese'], roundPoints: 3000, score: 5000 }),
    false,
  );
}

/** A player who joined mid-round: not in play and not matched. */
export function phoneNotInPlay(): PlayerViewEnvelope<SyncThinkPlayerView> {
  return playerEnvelope(hostAnswerLevel2(), me({ playerId: 2 }), false);
}

/** Dee during the reveal of level 2 (matched with Cy on "sea"). */
export function phoneReveal(sinceStart: number, playerId = 4): PlayerViewEnvelope<SyncThinkPlayerView> {
  const matched = playerId === 3 || playerId === 4;
  return playerEnvelope(
    hostReveal(sinceStart),
    me({
      playerId,
      inPlay: !matched && playerId === -1,
      matched,
      matchedAtLevel: matched ? 2 : null,
      matchedWith: playerId === 4 ? [3] : playerId === 3 ? [4] : [],
      previousWords: ['moon', 'night', 'sea'],
      roundPoints: matched ? 1000 : 0,
      score: 0,
    }),
    false,
  );
}

/** Dee at the round's scores: +1000 this round, 1000 in all. */
export function phoneRoundScores(): PlayerViewEnvelope<SyncThinkPlayerView> {
  return playerEnvelope(
    hostRoundScores(),
    me({ playerId: 4, matched: true, matchedAtLevel: 2, matchedWith: [3], previousWords: ['moon', 'night', 'Sea'], roundPoints: 1000, score: 1000 }),
    false,
  );
}

export function over<T extends { over: boolean; game: { stage: string } }>(view: T): T {
  return { ...view, over: true, stageEndsAt: null, game: { ...view.game, stage: 'gameOver' } };
}
