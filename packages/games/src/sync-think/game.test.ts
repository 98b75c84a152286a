import { describe, expect, it } from 'vitest';
import {
  GAME_OVER,
  applyMove,
  botActions,
  hostView as engineHostView,
  isInvalid,
  playerView as enginePlayerView,
  removeSeat,
  startMatch,
  tick,
} from '@snackparty/engine';
import type { Invalid, Match, PlayerId, Seat, Step } from '@snackparty/engine';
import { gameSettingsSchema } from '../manifests';
import type { GameSettings } from '../manifests';
import { syncThink } from '.';
import { lexicon } from './content/associations';
import { looseKey } from './matching';
import { ANSWER_MS, REVEAL_ANSWERS_AFTER_MS, REVEAL_MS, REVEAL_VERDICT_AFTER_MS, ROUND_SCORES_MS } from './rules';
import type { SyncThinkState } from './rules';
import type { SyncThinkPlayerView } from './views';

type M = Match<SyncThinkState>;
const T0 = 1_700_000_000_000;

function settingsOf(overrides: Partial<GameSettings> = {}): GameSettings {
  return gameSettingsSchema.parse({ numberOfRounds: 2, maxScore: 1_000_000, ...overrides });
}

function seatsOf(ids: PlayerId[]): Seat[] {
  return ids.map((playerId) => ({ playerId, alias: playerId < 0 ? `Robot${-playerId}` : `Player${playerId}`, robot: playerId < 0 }));
}

function start(ids: PlayerId[], settings: GameSettings, seed = 11): M {
  return startMatch(syncThink, { seats: seatsOf(ids), settings, seed, now: T0 }).match;
}

function accepted<S>(result: Step<S> | Invalid): Step<S> {
  if (isInvalid(result)) expect.fail(`move refused: ${result.invalid}`);
  return result;
}

/** The word a person types when their phone shows this view; null: nothing. */
type Strategy = (view: SyncThinkPlayerView) => string | null;
const idle: Strategy = () => null;

/** A word per player and level that never matches anybody else's (letters only, far apart). */
function loner(playerId: PlayerId): Strategy {
  const me = String.fromCharCode(97 + Math.abs(playerId));
  return (view) => `${me.repeat(3)}q${String.fromCharCode(97 + view.level).repeat(2)}${String.fromCharCode(97 + view.round)}`;
}

/** Scripted words by round and level. */
function script(words: Record<string, string>): Strategy {
  return (view) => words[`${view.round}:${view.level}`] ?? null;
}

interface Played {
  match: M;
  stages: string[];
  /** Every bot answer at level 1 and up, with the prompt it answered. */
  botAnswers: { playerId: PlayerId; level: number; prompt: [string, string] | null; word: string }[];
}

/**
 * Plays until the game ends. In each answer stage the people answer first (in seat order, one second
 * apart), then the robots' scheduled moves land at their times; a stage still open ends at its
 * deadline. `onStep` sees the match after every change.
 */
function play(
  match: M,
  settings: GameSettings,
  strategies: Record<PlayerId, Strategy>,
  onStep: (match: M) => M = (m) => m,
): Played {
  let current = onStep(match);
  let now = T0;
  const stages: string[] = [current.stage];
  const botAnswers: Played['botAnswers'] = [];
  for (let guard = 0; guard < 5_000 && !current.over; guard++) {
    const stageNumber = current.stageNumber;
    if (current.stage === 'answer') {
      for (const seat of current.seats) {
        if (seat.robot || current.stageNumber !== stageNumber || current.removed.includes(seat.playerId)) continue;
        const view = syncThink.views.player(current, seat.playerId, settings);
        if (!view.me.canAnswer) continue;
        const word = (strategies[seat.playerId] ?? idle)(view);
        if (word === null) continue;
        now += 1_000;
        current = onStep(accepted(applyMove(syncThink, current, settings, { playerId: seat.playerId, move: 'submitWord', payload: { word }, stageNumber }, now)).match);
      }
      if (current.stageNumber === stageNumber) {
        const actions = botActions(syncThink, current, settings, now).sort((a, b) => a.at - b.at);
        for (const action of actions) {
          if (current.stageNumber !== stageNumber) break;
          now = Math.max(now, action.at);
          const view = syncThink.views.player(current, action.playerId, settings);
          const word = (action.payload as { word: string }).word;
          if (view.level >= 1) botAnswers.push({ playerId: action.playerId, level: view.level, prompt: view.prompt, word });
          current = onStep(accepted(applyMove(syncThink, current, settings, action, now)).match);
        }
      }
    }
    if (current.stageNumber === stageNumber && !current.over) {
      now = current.stageEndsAt ?? now;
      const step = tick(syncThink, current, settings, now);
      if (step === null) expect.fail(`stage ${current.stage} did not end at its deadline`);
      current = onStep(step.match);
    }
    stages.push(current.stage);
  }
  expect(current.over).toBe(true);
  return { match: current, stages, botAnswers };
}

describe('SYNC_THINK through the engine', () => {
  it('plays every stage: answer, reveal, roundScores, game over, with points per level and round', () => {
    const settings = settingsOf({ numberOfRounds: 2 });
    const match = start([1, 2, 3, 4], settings);
    expect(match).toMatchObject({ stage: 'answer', round: 1, stageEndsAt: T0 + ANSWER_MS });
    const { match: end, stages } = play(match, settings, {
      // Round 1: 1 and 2 match at level 0; 3 and 4 at level 2. Round 2: 1 and 3 at level 1, 2 and 4 never.
      1: script({ '1:0': 'sun', '2:0': 'pizza', '2:1': 'cheese' }),
      2: script({ '1:0': 'Sun', '2:0': 'boat' }),
      3: script({ '1:0': 'car', '1:1': 'road', '1:2': 'bridge', '2:0': 'mouse', '2:1': 'Cheese' }),
      4: script({ '1:0': 'tree', '1:1': 'forest', '1:2': 'bridges', '2:0': 'cloud' }),
    });
    expect(new Set(stages)).toEqual(new Set(['answer', 'reveal', 'roundScores', GAME_OVER]));
    expect(stages.filter((s) => s === 'roundScores')).toHaveLength(2);
    // Round 1 ×1: 1500 at level 0, 500 at level 2. Round 2 ×2: 1000 at level 1.
    expect(end.scores).toEqual({ 1: 1500 + 2 * 1000, 2: 1500, 3: 500 + 2 * 1000, 4: 500 });
    // Round 2 runs to the last level: 2 and 4 stop answering after level 0.
    expect(end.state.roundEnd).toBe('maxLevels');
    expect(end.state.levels).toHaveLength(8);
  });

  it('times its stages: answer 30 s, reveal 14 s (answers at 5 s, verdict at 10 s), round scores 6 s', () => {
    const settings = settingsOf({ numberOfRounds: 2 });
    let match = start([1, 2], settings);
    match = accepted(applyMove(syncThink, match, settings, { playerId: 1, move: 'submitWord', payload: { word: 'tea' } }, T0 + 1000)).match;
    expect(match.stage).toBe('answer');
    match = accepted(applyMove(syncThink, match, settings, { playerId: 2, move: 'submitWord', payload: { word: 'TEA' } }, T0 + 2000)).match;
    // Everyone answered: the reveal starts at once.
    expect(match).toMatchObject({ stage: 'reveal', stageStartedAt: T0 + 2000, stageEndsAt: T0 + 2000 + REVEAL_MS });
    const host = syncThink.views.host(match, settings);
    expect(host.reveal).toMatchObject({
      level: 0,
      answersAt: T0 + 2000 + REVEAL_ANSWERS_AFTER_MS,
      verdictAt: T0 + 2000 + REVEAL_VERDICT_AFTER_MS,
      groups: [{ word: 'tea', playerIds: [1, 2] }],
      roundEnd: 'allMatched',
    });
    // Points land as the reveal ends.
    expect(match.scores).toEqual({ 1: 0, 2: 0 });
    match = tick(syncThink, match, settings, T0 + 2000 + REVEAL_MS)!.match;
    expect(match).toMatchObject({ stage: 'roundScores', stageEndsAt: T0 + 2000 + REVEAL_MS + ROUND_SCORES_MS, scores: { 1: 1500, 2: 1500 } });
    const summary = syncThink.views.host(match, settings).roundSummary!;
    expect(summary).toMatchObject({ round: 1, reason: 'allMatched', lastRound: false, players: [{ playerId: 1, matchedAtLevel: 0, points: 1500 }, { playerId: 2, matchedAtLevel: 0, points: 1500 }] });
    match = tick(syncThink, match, settings, T0 + 2000 + REVEAL_MS + ROUND_SCORES_MS)!.match;
    expect(match).toMatchObject({ stage: 'answer', round: 2, state: { level: 0, prompt: null, levels: [] } });
  });

  it('shows a phone only its own word before the reveal, over a whole game', () => {
    const settings = settingsOf({ numberOfRounds: 2, syncThinkSettings: { closeMatchEnabled: true, maximumLevels: 3 } });
    const ids = [1, 2, 3, 4];
    let answerSteps = 0;
    const check = (m: M) => {
      if (m.stage !== 'answer' || m.over) return m;
      const secrets = Object.entries(m.state.answers);
      if (secrets.length > 0) answerSteps++;
      const host = JSON.stringify(engineHostView(syncThink, m, settings));
      for (const [, word] of secrets) expect(host).not.toContain(word);
      for (const id of ids) {
        const phone = JSON.stringify(enginePlayerView(syncThink, m, id, settings));
        for (const [owner, word] of secrets) {
          if (Number(owner) === id) expect(phone).toContain(word);
          else expect(phone, `player ${id} sees the word of ${owner}`).not.toContain(word);
        }
      }
      return m;
    };
    const { match, stages } = play(start(ids, settings), settings, Object.fromEntries(ids.map((id) => [id, loner(id)])), check);
    expect(answerSteps).toBeGreaterThan(20);
    // Nobody ever matches: both rounds run every level.
    expect(stages.filter((s) => s === 'answer')).toHaveLength(2 * 4);
    expect(match.scores).toEqual({ 1: 0, 2: 0, 3: 0, 4: 0 });
  });

  it('shows the host who has answered, never what', () => {
    const settings = settingsOf();
    let match = start([1, 2, 3], settings);
    match = accepted(applyMove(syncThink, match, settings, { playerId: 2, move: 'submitWord', payload: { word: 'secretword' } }, T0 + 1000)).match;
    const host = syncThink.views.host(match, settings);
    expect(host.answeredPlayerIds).toEqual([2]);
    expect(host.waitingForPlayerIds).toEqual([1, 3]);
    expect(host.players.map((p) => p.answered)).toEqual([false, true, false]);
    expect(JSON.stringify(host)).not.toContain('secretword');
    const phone = syncThink.views.player(match, 2, settings);
    expect(phone.me).toMatchObject({ word: 'secretword', canAnswer: true, inPlay: true, matched: false });
  });

  it('a player who never answers has no word, cannot match, and the round ends around them', () => {
    const settings = settingsOf({ numberOfRounds: 1 });
    let revealSeen = false;
    const { match } = play(
      start([1, 2, 3], settings),
      settings,
      { 1: script({ '1:0': 'apple' }), 2: script({ '1:0': 'apples' }) },
      (m) => {
        if (m.stage === 'reveal' && !revealSeen) {
          revealSeen = true;
          const reveal = syncThink.views.player(m, 3, settings).reveal!;
          expect(reveal.answers).toEqual([
            { playerId: 1, word: 'apple', group: 0 },
            { playerId: 2, word: 'apples', group: 0 },
            { playerId: 3, word: null, group: null },
          ]);
          expect(reveal.roundEnd).toBe('oneLeft');
          expect(reveal.stillInPlay).toEqual([3]);
        }
        return m;
      },
    );
    expect(revealSeen).toBe(true);
    expect(match.scores).toEqual({ 1: 1500, 2: 1500, 3: 0 });
  });

  it('a player who never answers keeps the others playing to the last level, with the prompt from the other', () => {
    const settings = settingsOf({ numberOfRounds: 1, syncThinkSettings: { closeMatchEnabled: true, maximumLevels: 3 } });
    const { match } = play(start([1, 2, 3, 4], settings), settings, { 1: script({ '1:0': 'sun' }), 2: script({ '1:0': 'sun' }), 3: loner(3) });
    expect(match.state.roundEnd).toBe('maxLevels');
    expect(match.state.levels.map((l) => l.level)).toEqual([0, 1, 2, 3]);
    // Level 1's prompt holds player 3's level-0 word (player 4 gave none).
    expect(match.state.levels[1]!.prompt).toContain(match.state.levels[0]!.answers.find((a) => a.playerId === 3)!.word);
  });

  it('a kicked player is no longer waited for; with one of the last two gone, the round ends', () => {
    const settings = settingsOf({ numberOfRounds: 1 });
    let match = start([1, 2, 3, 4], settings);
    const move = (playerId: PlayerId, word: string, at: number) => {
      match = accepted(applyMove(syncThink, match, settings, { playerId, move: 'submitWord', payload: { word } }, at)).match;
    };
    move(1, 'sun', T0 + 1000);
    move(2, 'sun', T0 + 2000);
    move(3, 'car', T0 + 3000);
    // Player 4 is kicked before answering: level 0 is complete without them.
    match = removeSeat(syncThink, match, settings, 4, T0 + 4000).match;
    expect(match.stage).toBe('reveal');
    expect(match.state.levels[0]!.answers.map((a) => a.playerId)).toEqual([1, 2, 3]);
    expect(match.state.roundEnd).toBe('oneLeft');
    expect(syncThink.views.host(match, settings).players.map((p) => p.playerId)).toEqual([1, 2, 3]);
    expect(isInvalid(applyMove(syncThink, match, settings, { playerId: 4, move: 'submitWord', payload: { word: 'x' } }, T0 + 5000))).toBe(true);
  });

  it('a player kicked mid-level after answering: the word is dropped and the others go on', () => {
    const settings = settingsOf({ numberOfRounds: 1 });
    let match = start([1, 2, 3, 4, 5], settings);
    for (const [id, word] of [[1, 'sun'], [2, 'sun'], [3, 'car'], [4, 'tree'], [5, 'book']] as const) {
      match = accepted(applyMove(syncThink, match, settings, { playerId: id, move: 'submitWord', payload: { word } }, T0 + 1000)).match;
    }
    match = tick(syncThink, match, settings, match.stageEndsAt!)!.match;
    expect(match).toMatchObject({ stage: 'answer', state: { level: 1, unmatched: [3, 4, 5] } });
    match = accepted(applyMove(syncThink, match, settings, { playerId: 5, move: 'submitWord', payload: { word: 'gone' } }, match.stageStartedAt + 1000)).match;
    match = accepted(applyMove(syncThink, match, settings, { playerId: 3, move: 'submitWord', payload: { word: 'park' } }, match.stageStartedAt + 1000)).match;
    match = removeSeat(syncThink, match, settings, 5, match.stageStartedAt + 2000).match;
    expect(match.stage).toBe('answer');
    expect(match.state.answers).toEqual({ 3: 'park' });
    match = accepted(applyMove(syncThink, match, settings, { playerId: 4, move: 'submitWord', payload: { word: 'park' } }, match.stageStartedAt + 3000)).match;
    expect(match.stage).toBe('reveal');
    expect(match.state.roundEnd).toBe('allMatched');
    match = tick(syncThink, match, settings, match.stageEndsAt!)!.match;
    expect(match.scores).toEqual({ 1: 1500, 2: 1500, 3: 1000, 4: 1000, 5: 0 });
  });

  it('ends the round when maximumLevels is reached', () => {
    const settings = settingsOf({ numberOfRounds: 1, syncThinkSettings: { closeMatchEnabled: true, maximumLevels: 2 } });
    const { match, stages } = play(start([1, 2], settings), settings, { 1: loner(1), 2: loner(2) });
    expect(match.state.roundEnd).toBe('maxLevels');
    expect(match.state.levels.map((l) => l.level)).toEqual([0, 1, 2]);
    expect(stages).toEqual(['answer', 'reveal', 'answer', 'reveal', 'answer', 'reveal', 'roundScores', GAME_OVER]);
    // Two players: each level's prompt is both of their previous words.
    for (const level of match.state.levels.slice(1)) {
      const before = match.state.levels[level.level - 1]!.answers.map((a) => a.word);
      expect([...level.prompt!].sort()).toEqual([...before].sort());
    }
  });

  it('ends the game early when someone reaches maxScore, after the reveal', () => {
    const settings = settingsOf({ numberOfRounds: 3, maxScore: 1500 });
    const { match, stages } = play(start([1, 2, 3], settings), settings, {
      1: script({ '1:0': 'moon' }),
      2: script({ '1:0': 'Moon' }),
      3: script({ '1:0': 'star' }),
    });
    expect(stages).toEqual(['answer', 'reveal', GAME_OVER]);
    expect(match).toMatchObject({ over: true, round: 1, scores: { 1: 1500, 2: 1500, 3: 0 } });
    const view = syncThink.views.player(match, 3, settings);
    expect(view.stage).toBe('gameOver');
    expect(view.roundSummary).toMatchObject({ lastRound: true, players: [{ playerId: 1 }, { playerId: 2 }, { playerId: 3, matchedAtLevel: null, points: 0 }] });
  });

  it('says at the reveal that the round ends at maxScore, then ends the game as the reveal ends', () => {
    const settings = settingsOf({ numberOfRounds: 3, maxScore: 1500 });
    const reveals: SyncThinkPlayerView[] = [];
    const { match, stages } = play(
      start([1, 2, 3, 4], settings),
      settings,
      { 1: script({ '1:0': 'moon' }), 2: script({ '1:0': 'Moon' }), 3: script({ '1:0': 'star' }), 4: script({ '1:0': 'sun' }) },
      (m) => {
        if (m.stage === 'reveal') reveals.push(syncThink.views.player(m, 3, settings));
        return m;
      },
    );
    expect(stages).toEqual(['answer', 'reveal', GAME_OVER]);
    expect(reveals[0]!.reveal).toMatchObject({ roundEnd: 'maxScore', stillInPlay: [3, 4] });
    expect(match).toMatchObject({ over: true, round: 1, scores: { 1: 1500, 2: 1500, 3: 0, 4: 0 } });
    expect(syncThink.views.host(match, settings).roundSummary).toMatchObject({ reason: 'maxScore', lastRound: true });
  });

  it('multiplies by the round in its views as the engine does in the scores', () => {
    const settings = settingsOf({ numberOfRounds: 3 });
    const seen: { round: number; multiplier: number; engine: number }[] = [];
    const { match } = play(
      start([1, 2], settings),
      settings,
      { 1: script({ '1:0': 'a', '2:0': 'b', '3:0': 'c' }), 2: script({ '1:0': 'a', '2:0': 'b', '3:0': 'c' }) },
      (m) => {
        if (m.stage === 'roundScores') {
          const view = syncThink.views.player(m, 1, settings);
          seen.push({ round: view.round, multiplier: view.multiplier, engine: enginePlayerView(syncThink, m, 1, settings).multiplier });
          expect(view.roundSummary!.players[0]!.points).toBe(m.roundDeltas[1]);
        }
        return m;
      },
    );
    expect(seen).toEqual([
      { round: 1, multiplier: 1, engine: 1 },
      { round: 2, multiplier: 2, engine: 2 },
      { round: 3, multiplier: 3, engine: 3 },
    ]);
    expect(match.scores).toEqual({ 1: 1500 * 6, 2: 1500 * 6 });
  });

  it.each(['en', 'de', 'fr', 'ro'] as const)('plays a bots-only game to the end in %s, bots answering with associated words', (language) => {
    const settings = settingsOf({ numberOfRounds: 3, language });
    const { match, stages, botAnswers } = play(start([-1, -2, -3, -4, -5, -6], settings, 5), settings, {});
    expect(stages.at(-1)).toBe(GAME_OVER);
    expect(stages.filter((s) => s === 'roundScores')).toHaveLength(3);
    const lex = lexicon(language);
    expect(botAnswers.length).toBeGreaterThan(0);
    for (const { prompt, word } of botAnswers) {
      const related = [...lex.related(prompt![0]), ...lex.related(prompt![1])].map(looseKey);
      expect(related, `${word} for ${prompt!.join(' + ')}`).toContain(looseKey(word));
    }
    // Level-0 answers come from the starter words.
    const starters = lex.starters.map(looseKey);
    for (const level of [match.state.levels[0]!]) {
      for (const a of level.answers) expect(starters).toContain(looseKey(a.word!));
    }
    // Thinking alike: some bots find each other.
    expect(Object.values(match.scores).some((s) => s > 0)).toBe(true);
  });

  it('mixes people and bots; the same seed and moves replay the same game, across restarts', () => {
    const settings = settingsOf({ numberOfRounds: 2 });
    const strategies = { 1: loner(1), 2: script({ '1:0': 'pizza', '2:0': 'dog' }) };
    const a = play(start([1, -1, 2, -2], settings, 99), settings, strategies);
    // The second run stores and reloads the match as JSON after every change, as a restart would.
    const b = play(start([1, -1, 2, -2], settings, 99), settings, strategies, (m) => JSON.parse(JSON.stringify(m)) as M);
    expect(a.match.scores).toEqual(b.match.scores);
    expect(a.match.state).toEqual(b.match.state);
    expect(a.stages.at(-1)).toBe(GAME_OVER);
  });
});
