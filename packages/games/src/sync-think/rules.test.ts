import { describe, expect, it } from 'vitest';
import { createRng, isInvalid, scoringCtx } from '@snackparty/engine';
import type { Ctx, Invalid, PlayerId } from '@snackparty/engine';
import { gameSettingsSchema } from '../manifests';
import type { GameSettings } from '../manifests';
import {
  INVALID_WORD,
  NOT_IN_PLAY,
  PROMPT_WORD,
  afterReveal,
  afterRoundScores,
  answersComplete,
  levelAwards,
  levelPoints,
  pickPrompt,
  removePlayer,
  resolveLevel,
  roundEndReason,
  setup,
  submitWord,
  waitingFor,
} from './rules';
import type { SyncThinkSettings, SyncThinkState } from './rules';

function settingsOf(overrides: Partial<GameSettings> = {}): GameSettings {
  return gameSettingsSchema.parse(overrides);
}

/** A rule's ctx outside a match: `scores` and `round` stand for the engine's score table. */
function ctxOf(
  ids: PlayerId[],
  settings: SyncThinkSettings = settingsOf(),
  seed = 1,
  table: { scores?: Record<PlayerId, number>; round?: number } = {},
): Ctx<SyncThinkSettings> {
  const seats = ids.map((playerId) => ({ playerId, alias: `P${playerId}`, robot: playerId < 0 }));
  const scores = table.scores ?? Object.fromEntries(ids.map((id) => [id, 0]));
  return { now: 0, rng: createRng(seed), settings, seats, audience: {}, ...scoringCtx({ scores, roundDeltas: {}, round: table.round ?? 1, seats }, settings.maxScore) };
}

function ok(result: SyncThinkState | Invalid): SyncThinkState {
  if (isInvalid(result)) expect.fail(`refused: ${result.invalid}`);
  return result;
}

function say(state: SyncThinkState, words: Record<PlayerId, string>): SyncThinkState {
  let s = state;
  for (const [id, word] of Object.entries(words)) s = ok(submitWord(s, { playerId: Number(id), payload: { word } }));
  return s;
}

describe('points per level', () => {
  it('gives base + 500 at level 0, the base at level 1 and half of the level before after that', () => {
    expect([0, 1, 2, 3, 4, 5, 6, 7].map(levelPoints)).toEqual([1500, 1000, 500, 250, 125, 63, 31, 16]);
  });

  it('awards each matched player the level points, at the level they matched', () => {
    const ctx = ctxOf([1, 2, 3, 4]);
    let s = setup(ctx);
    s = resolveLevel(say(s, { 1: 'sun', 2: 'Sun', 3: 'moon', 4: 'star' }), ctx);
    expect(levelAwards(s)).toEqual({ 1: 1500, 2: 1500 });
    s = afterReveal(s, ctx);
    expect(s.level).toBe(1);
    s = resolveLevel(say(s, { 3: 'sky', 4: 'sky' }), ctx);
    expect(levelAwards(s)).toEqual({ 3: 1000, 4: 1000 });
    expect(s.matchedAt).toEqual({ 1: 0, 2: 0, 3: 1, 4: 1 });
    expect(s.roundEnd).toBe('allMatched');
  });

  it('levels further down are worth less', () => {
    const ctx = ctxOf([1, 2]);
    let s = setup(ctx);
    for (const [a, b] of [['apple', 'pear'], ['tree', 'fruit'], ['green', 'juice']]) {
      s = resolveLevel(say(s, { 1: a!, 2: b! }), ctx);
      expect(levelAwards(s)).toEqual({});
      s = afterReveal(s, ctx);
    }
    expect(s.level).toBe(3);
    s = resolveLevel(say(s, { 1: 'bridge', 2: 'bridge' }), ctx);
    expect(levelAwards(s)).toEqual({ 1: 250, 2: 250 });
  });

  it('awards base points in every round (the engine applies the round multiplier)', () => {
    const ctx = ctxOf([1, 2], settingsOf({ numberOfRounds: 3 }));
    let s = setup(ctx);
    for (let round = 1; round <= 3; round++) {
      expect(s.round).toBe(round);
      s = resolveLevel(say(s, { 1: 'pizza', 2: 'pizza' }), ctx);
      expect(levelAwards(s)).toEqual({ 1: 1500, 2: 1500 });
      s = afterReveal(s, ctx);
      expect(s.roundEnd).toBe('allMatched');
      s = afterRoundScores(s);
    }
    expect(s.gameOver).toBe(true);
  });
});

describe('answers', () => {
  it('accepts a word, lets the player change it, and keeps it tidy', () => {
    let s = setup(ctxOf([1, 2]));
    s = say(s, { 1: '  ice   cream ' });
    expect(s.answers[1]).toBe('ice cream');
    s = say(s, { 1: 'pizza' });
    expect(s.answers[1]).toBe('pizza');
    expect(waitingFor(s)).toEqual([2]);
    expect(answersComplete(s)).toBe(false);
    s = say(s, { 2: 'cheese' });
    expect(answersComplete(s)).toBe(true);
  });

  it('refuses malformed payloads and words', () => {
    const s = setup(ctxOf([1, 2]));
    for (const payload of [null, 'pizza', {}, { word: 3 }, { word: '' }, { word: 'x'.repeat(31) }, { word: 'r2d2' }, { word: '<script>' }]) {
      expect(submitWord(s, { playerId: 1, payload })).toEqual({ invalid: INVALID_WORD });
    }
  });

  it('refuses players out of the level play, and the prompt words themselves', () => {
    const ctx = ctxOf([1, 2, 3, 4]);
    let s = resolveLevel(say(setup(ctx), { 1: 'sun', 2: 'sun', 3: 'car', 4: 'tree' }), ctx);
    s = afterReveal(s, ctx);
    expect(submitWord(s, { playerId: 1, payload: { word: 'road' } })).toEqual({ invalid: NOT_IN_PLAY });
    expect(submitWord(s, { playerId: 99, payload: { word: 'road' } })).toEqual({ invalid: NOT_IN_PLAY });
    expect(submitWord(s, { playerId: 3, payload: { word: 'Cars' } })).toEqual({ invalid: PROMPT_WORD });
    expect(submitWord(s, { playerId: 3, payload: { word: 'TREE' } })).toEqual({ invalid: PROMPT_WORD });
    expect(isInvalid(submitWord(s, { playerId: 3, payload: { word: 'forest' } }))).toBe(false);
  });

  it('a player who does not answer has no word and cannot match', () => {
    const ctx = ctxOf([1, 2, 3]);
    const s = resolveLevel(say(setup(ctx), { 1: 'cat' }), ctx);
    expect(s.levels[0]!.answers).toEqual([
      { playerId: 1, word: 'cat', group: null },
      { playerId: 2, word: null, group: null },
      { playerId: 3, word: null, group: null },
    ]);
    expect(s.unmatched).toEqual([1, 2, 3]);
    expect(s.roundEnd).toBeNull();
  });

  it('groups of three or more match together', () => {
    const ctx = ctxOf([1, 2, 3, 4, 5]);
    const s = resolveLevel(say(setup(ctx), { 1: 'Dogs', 2: 'cat', 3: 'dog', 4: 'DOG', 5: 'cats' }), ctx);
    expect(s.levels[0]!.groups).toEqual([
      { word: 'Dogs', playerIds: [1, 3, 4] },
      { word: 'cat', playerIds: [2, 5] },
    ]);
    expect(s.roundEnd).toBe('allMatched');
  });

  it('exact mode when close matching is off', () => {
    const ctx = ctxOf([1, 2, 3], settingsOf({ syncThinkSettings: { closeMatchEnabled: false, maximumLevels: 7 } }));
    const s = resolveLevel(say(setup(ctx), { 1: 'Dog', 2: 'dogs', 3: ' dog' }), ctx);
    expect(s.levels[0]!.groups).toEqual([{ word: 'Dog', playerIds: [1, 3] }]);
  });
});

describe('the end of a round', () => {
  it('ends when everyone is matched', () => {
    const ctx = ctxOf([1, 2]);
    const s = resolveLevel(say(setup(ctx), { 1: 'x', 2: 'X' }), ctx);
    expect(roundEndReason(s, ctx)).toBe('allMatched');
  });

  it('ends when one player is left unmatched', () => {
    const ctx = ctxOf([1, 2, 3]);
    const s = resolveLevel(say(setup(ctx), { 1: 'sun', 2: 'sun', 3: 'moon' }), ctx);
    expect(s.roundEnd).toBe('oneLeft');
    expect(s.unmatched).toEqual([3]);
  });

  it('ends after the last level (maximumLevels)', () => {
    const ctx = ctxOf([1, 2], settingsOf({ syncThinkSettings: { closeMatchEnabled: true, maximumLevels: 2 } }));
    let s = setup(ctx);
    const words = [
      ['apple', 'pear'],
      ['tree', 'fruit'],
      ['green', 'juice'],
    ];
    for (const [level, [a, b]] of words.entries()) {
      expect(s.level).toBe(level);
      s = resolveLevel(say(s, { 1: a!, 2: b! }), ctx);
      if (level < 2) {
        expect(s.roundEnd).toBeNull();
        s = afterReveal(s, ctx);
      }
    }
    expect(s.roundEnd).toBe('maxLevels');
    expect(afterReveal(s, ctx)).toBe(s);
  });

  it('defaults to 7 levels after level 0', () => {
    expect(setup(ctxOf([1, 2], { ...settingsOf(), syncThinkSettings: undefined })).maxLevel).toBe(7);
    expect(setup(ctxOf([1, 2])).maxLevel).toBe(7);
  });

  it('starts the next round fresh at level 0, or ends the game after the last round', () => {
    const ctx = ctxOf([1, 2, 3], settingsOf({ numberOfRounds: 2 }));
    let s = resolveLevel(say(setup(ctx), { 1: 'a', 2: 'a', 3: 'b' }), ctx);
    s = afterReveal(s, ctx);
    s = afterRoundScores(s);
    expect(s).toMatchObject({ round: 2, level: 0, unmatched: [1, 2, 3], matchedAt: {}, prompt: null, answers: {}, levels: [], roundEnd: null, gameOver: false });
    s = resolveLevel(say(s, { 1: 'a', 2: 'a', 3: 'a' }), ctx);
    s = afterRoundScores(afterReveal(s, ctx));
    expect(s.gameOver).toBe(true);
  });

  it("ends the round at maxScore when the level's points, multiplied, will reach it", () => {
    const settings = settingsOf({ numberOfRounds: 5, maxScore: 4000 });
    const words = { 1: 'a', 2: 'a', 3: 'b', 4: 'c' };
    // Round 2 (×2): the level-0 match is worth 3000 to player 1, who has 1000 or 999 already.
    const reaching = ctxOf([1, 2, 3, 4], settings, 1, { scores: { 1: 1000, 2: 0, 3: 0, 4: 0 }, round: 2 });
    const s = resolveLevel(say(setup(reaching), words), reaching);
    expect(s.roundEnd).toBe('maxScore');
    expect(afterReveal(s, reaching)).toBe(s);
    const short = ctxOf([1, 2, 3, 4], settings, 1, { scores: { 1: 999, 2: 0, 3: 0, 4: 0 }, round: 2 });
    expect(resolveLevel(say(setup(short), words), short).roundEnd).toBeNull();
    // Round 1 (×1) with 1000 already: 2500, short of 4000.
    const first = ctxOf([1, 2, 3, 4], settings, 1, { scores: { 1: 1000, 2: 0, 3: 0, 4: 0 }, round: 1 });
    expect(resolveLevel(say(setup(first), words), first).roundEnd).toBeNull();
    // No target: never.
    const none = ctxOf([1, 2, 3, 4], { ...settingsOf(), maxScore: 0 }, 1, { scores: { 1: 10 ** 9, 2: 0, 3: 0, 4: 0 } });
    expect(resolveLevel(say(setup(none), words), none).roundEnd).toBeNull();
  });

  it("leaves the game's end at maxScore to the engine: the round's scores go on to the next round", () => {
    const ctx = ctxOf([1, 2], settingsOf({ numberOfRounds: 5, maxScore: 2000 }));
    const s = afterRoundScores(afterReveal(resolveLevel(say(setup(ctx), { 1: 'a', 2: 'a' }), ctx), ctx));
    expect(s).toMatchObject({ round: 2, gameOver: false });
  });
});

describe('prompt words', () => {
  it('with exactly two unmatched players, both of their last words', () => {
    for (let seed = 1; seed <= 20; seed++) {
      const ctx = ctxOf([1, 2, 3, 4], settingsOf(), seed);
      let s = resolveLevel(say(setup(ctx), { 1: 'sun', 2: 'sun', 3: 'car', 4: 'tree' }), ctx);
      s = afterReveal(s, ctx);
      expect(s.prompt).toEqual(['car', 'tree']);
    }
  });

  it('with more, two different words from the unmatched players last answers', () => {
    const seen = new Set<string>();
    for (let seed = 1; seed <= 30; seed++) {
      const ctx = ctxOf([1, 2, 3, 4, 5], settingsOf(), seed);
      let s = resolveLevel(say(setup(ctx), { 1: 'sun', 2: 'sun', 3: 'car', 4: 'tree', 5: 'bread' }), ctx);
      s = afterReveal(s, ctx);
      const [a, b] = s.prompt!;
      expect(['car', 'tree', 'bread']).toContain(a);
      expect(['car', 'tree', 'bread']).toContain(b);
      expect(a).not.toBe(b);
      seen.add([a, b].sort().join('+'));
    }
    expect(seen.size).toBe(3);
  });

  it('fills in from the last prompt, other answers and starter words when answers are missing', () => {
    const ctx = ctxOf([1, 2, 3]);
    let s = resolveLevel(say(setup(ctx), { 1: 'cat' }), ctx);
    s = afterReveal(s, ctx);
    expect(s.prompt).toHaveLength(2);
    expect(s.prompt).toContain('cat');
    expect(s.prompt![0]).not.toBe(s.prompt![1]);
    // Nobody answers at level 1: the prompt carries over.
    s = afterReveal(resolveLevel(s, ctx), ctx);
    expect([...s.prompt!].sort()).toEqual([...(s.levels[1]!.prompt ?? [])].sort());
    // Nobody ever answered: two different starter words.
    const empty = afterReveal(resolveLevel(setup(ctx), ctx), ctx);
    expect(empty.prompt![0]).not.toBe(empty.prompt![1]);
  });

  it('pickPrompt never returns the same word twice', () => {
    const ctx = ctxOf([1, 2, 3]);
    const s = resolveLevel(say(setup(ctx), { 1: 'Dog', 2: 'cat' }), ctx);
    for (let i = 0; i < 20; i++) {
      const [a, b] = pickPrompt(s, createRng(i));
      expect(a.toLowerCase()).not.toBe(b.toLowerCase());
    }
  });
});

describe('removing a player', () => {
  it('stops waiting for them and drops their unrevealed word', () => {
    let s = setup(ctxOf([1, 2, 3]));
    s = say(s, { 1: 'sun', 2: 'moon' });
    s = say(s, { 3: 'star' });
    s = removePlayer(s, 3);
    expect(s.players).toEqual([1, 2]);
    expect(s.unmatched).toEqual([1, 2]);
    expect(s.answers).toEqual({ 1: 'sun', 2: 'moon' });
    expect(answersComplete(s)).toBe(true);
  });

  it('with one of the last two gone, the round ends', () => {
    const ctx = ctxOf([1, 2, 3, 4]);
    let s = resolveLevel(say(setup(ctx), { 1: 'sun', 2: 'sun', 3: 'car', 4: 'tree' }), ctx);
    s = removePlayer(s, 4);
    s = afterReveal(s, ctx);
    expect(s.roundEnd).toBe('oneLeft');
    expect(s.level).toBe(0);
  });

  it('during an answer stage with two left, the stage is complete at once', () => {
    const ctx = ctxOf([1, 2, 3, 4]);
    let s = resolveLevel(say(setup(ctx), { 1: 'sun', 2: 'sun', 3: 'car', 4: 'tree' }), ctx);
    s = afterReveal(s, ctx);
    expect(answersComplete(s)).toBe(false);
    s = removePlayer(s, 3);
    expect(answersComplete(s)).toBe(true);
    s = resolveLevel(s, ctx);
    expect(s.roundEnd).toBe('oneLeft');
  });

  it('ends the game after the round when fewer than two players remain', () => {
    const ctx = ctxOf([1, 2], settingsOf({ numberOfRounds: 3 }));
    let s = removePlayer(setup(ctx), 2);
    s = resolveLevel(say(s, { 1: 'alone' }), ctx);
    expect(s.roundEnd).toBe('notEnoughPlayers');
    s = afterRoundScores(afterReveal(s, ctx));
    expect(s.gameOver).toBe(true);
  });

  it('ignores unknown players', () => {
    const s = setup(ctxOf([1, 2]));
    expect(removePlayer(s, 42)).toBe(s);
  });
});
