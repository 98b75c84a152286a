import { describe, expect, it } from 'vitest';
import { ENGINE_ERRORS, GAME_OVER, applyMove, isDuplicateMove, isInvalid, nextStage } from '@snackparty/engine';
import type { PlayerId } from '@snackparty/engine';
import { abThinking } from '.';
import { QUESTION_LISTS } from './content';
import { ERRORS, FINAL_QUESTION_MS, PREDICTIONS_MS, QUESTION_MS, ROUND_SCORES_MS, SPLIT_MS } from './rules';
import { T0, Table, settingsOf } from './test-driver';
import type { M } from './test-driver';
import type { AbThinkingHostView, AbThinkingPlayerView, Side } from './types';

const host = (t: Table): AbThinkingHostView => abThinking.views.host(t.match, t.settings);
const phone = (t: Table, id: PlayerId): AbThinkingPlayerView => abThinking.views.player(t.match, id, t.settings);
const range = (from: number, to: number): PlayerId[] => Array.from({ length: to - from + 1 }, (_, i) => from + i);

/** Records every stage entered, with its duration. */
function stageLog(t: Table): string[] {
  const stages = [`${t.match.stage}@${t.match.stageEndsAt! - t.now}`];
  t.onChange = (before, after) => {
    if (after.stageNumber !== before.stageNumber) stages.push(`${after.stage}@${after.stageEndsAt === null ? '-' : after.stageEndsAt - t.now}`);
  };
  return stages;
}

/** Plays the rest of the current question with everyone picking `picks[id]` and predicting `predictions[id]`, then runs it to the predictions. */
function play(t: Table, picks: Record<PlayerId, Side>, predictions: Record<PlayerId, number> = {}): void {
  t.answerAll(
    Object.keys(picks).map(Number),
    (id) => ({ pick: picks[id]!, ...(predictions[id] !== undefined ? { prediction: predictions[id] } : {}) }),
  );
  t.until('predictions', false);
}

/** Every question's id, in the order the game asks them. */
function askedIds(t: Table): string[] {
  const ids: string[] = [];
  for (let guard = 0; guard < 1_000 && !t.match.over; guard++) {
    if (t.match.stage === 'question' && ids.at(-1) !== t.question.questionId) ids.push(t.question.questionId);
    t.finishStage(false);
  }
  return ids;
}

describe('a game', () => {
  it('plays every stage with its duration: four questions a round, round scores, the final, game over', () => {
    const ids = [1, 2, 3, 4];
    const t = new Table(settingsOf({ numberOfRounds: 2 }), ids);
    const stages = stageLog(t);
    expect(t.match.state).toMatchObject({ rounds: 2, plan: [4, 4], round: 1, final: false, current: 0 });
    expect(t.match.state.questions).toHaveLength(8);
    t.playToEnd(false);
    const question = (ms: number) => [`question@${ms}`, `split@${SPLIT_MS}`, `predictions@${PREDICTIONS_MS}`];
    expect(stages).toEqual([
      ...[1, 2, 3, 4].flatMap(() => question(QUESTION_MS)),
      `roundScores@${ROUND_SCORES_MS}`,
      ...[1, 2, 3, 4].flatMap(() => question(FINAL_QUESTION_MS)),
      `roundScores@${ROUND_SCORES_MS}`,
      `${GAME_OVER}@-`,
    ]);
    expect(phone(t, 1).roundSummary).toMatchObject({ round: 2, final: true, lastRound: true });
  });

  it('shows every screen the same question with its two answers, and numbers it in the round and the game', () => {
    const t = new Table(settingsOf(), [1, 2, 3, 4]);
    const { questionId, text, a, b } = t.question;
    expect(QUESTION_LISTS.en!.find((q) => q.id === questionId)).toMatchObject({ text, a, b, family: true });
    for (const view of [host(t), phone(t, 1), phone(t, 4)]) {
      expect(view.question).toEqual({ questionId, text, a, b });
      expect(view).toMatchObject({ questionNumber: 1, questionCount: 12, questionInRound: 1, questionsInRound: 4, round: 1, rounds: 3, final: false });
    }
    t.until('roundScores', false);
    t.finishStage(false);
    expect(host(t)).toMatchObject({ questionNumber: 5, questionInRound: 1, round: 2, multiplier: 2 });
  });

  it('keeps an answer editable until the deadline, and ends early once everyone has picked and predicted', () => {
    const ids = [1, 2, 3, 4];
    const t = new Table(settingsOf(), ids);
    expect(t.answer(1, { pick: 'A' })).toBeNull();
    expect(phone(t, 1).answer).toEqual({ pick: 'A', prediction: null, guess: null });
    expect(host(t)).toMatchObject({ answeredCount: 0, answererCount: 4 });
    t.wait(5_000, false);
    expect(t.answer(1, { prediction: 42.4 })).toBeNull();
    expect(t.answer(1, { pick: 'B' })).toBeNull();
    expect(phone(t, 1).answer).toEqual({ pick: 'B', prediction: 42, guess: null });
    expect(host(t)).toMatchObject({ answeredCount: 1, answererCount: 4 });
    t.answerAll([2, 3], () => ({ pick: 'A', prediction: 50 }));
    // A pick without its prediction is not an answer yet: the question waits.
    t.answer(4, { pick: 'A' });
    expect(t.match.stage).toBe('question');
    t.answer(4, { prediction: 75 });
    expect(t.match.stage).toBe('split');
    expect(t.match.stageStartedAt).toBe(T0 + 5_000);
    expect(t.match.state.result!.answers[1]).toEqual({ pick: 'B', prediction: 42, guess: null });
    expect(t.answer(1, { pick: 'A' })).toEqual({ invalid: ENGINE_ERRORS.notYourTurn });
  });

  it('refuses answers it cannot read with their message keys', () => {
    const t = new Table(settingsOf(), [1, 2, 3, 4]);
    expect(t.move(1, 'answer', null)).toEqual({ invalid: ERRORS.emptyAnswer });
    expect(t.move(1, 'answer', [])).toEqual({ invalid: ERRORS.emptyAnswer });
    expect(t.move(1, 'answer', {})).toEqual({ invalid: ERRORS.emptyAnswer });
    expect(t.move(1, 'answer', { pick: 'C' })).toEqual({ invalid: ERRORS.badPick });
    expect(t.move(1, 'answer', { pick: 'a' })).toEqual({ invalid: ERRORS.badPick });
    expect(t.move(1, 'answer', { prediction: 101 })).toEqual({ invalid: ERRORS.badPrediction });
    expect(t.move(1, 'answer', { prediction: -1 })).toEqual({ invalid: ERRORS.badPrediction });
    expect(t.move(1, 'answer', { prediction: '50' })).toEqual({ invalid: ERRORS.badPrediction });
    expect(t.move(1, 'answer', { prediction: Number.NaN })).toEqual({ invalid: ERRORS.badPrediction });
    expect(t.move(1, 'answer', { guess: 'A' })).toEqual({ invalid: ERRORS.notAsked });
    // A bad part refuses the whole answer.
    expect(t.move(1, 'answer', { pick: 'A', prediction: 200 })).toEqual({ invalid: ERRORS.badPrediction });
    expect(t.move(1, 'vote', { pick: 'A' })).toEqual({ invalid: ENGINE_ERRORS.unknownMove });
    expect(t.move(99, 'answer', { pick: 'A' })).toEqual({ invalid: ENGINE_ERRORS.notInGame });
    expect(t.match.state.answers).toEqual({});
    expect(t.move(1, 'answer', { pick: 'A', prediction: 0 })).toBeNull();
    expect(t.move(2, 'answer', { pick: 'B', prediction: 100 })).toBeNull();
  });

  it('applies an answer sent again with the same id once', () => {
    const t = new Table(settingsOf(), [1, 2, 3, 4]);
    const send = (pick: Side) => applyMove(abThinking, t.match, t.settings, { playerId: 1, move: 'answer', payload: { pick }, moveId: 'm-1' }, t.now);
    const first = send('A');
    if (isInvalid(first)) throw new Error(first.invalid);
    t.commit(first);
    const again = send('B');
    expect(!isInvalid(again) && isDuplicateMove(again)).toBe(true);
    expect(t.match.state.answers[1]!.pick).toBe('A');
  });

  it('the host may close the question early: what is in counts', () => {
    const t = new Table(settingsOf(), [1, 2, 3, 4]);
    t.answerAll([1, 2], () => ({ pick: 'A', prediction: 100 }));
    t.commit(nextStage(abThinking, t.match, t.settings, t.now));
    expect(t.match.stage).toBe('split');
    expect(host(t).split).toEqual({ countA: 2, countB: 0, total: 2, shareA: 100, majority: ['A'] });
  });
});

describe('points', () => {
  it('scores a prediction by how close it lands (5 / 10 / 20 points, bounds included) and the majority, as the predictions end', () => {
    const ids = [1, 2, 3, 4, 5];
    const t = new Table(settingsOf(), ids, 7);
    // Three of five pick A: the room is at 60 %.
    play(t, { 1: 'A', 2: 'A', 3: 'A', 4: 'B', 5: 'B' }, { 1: 60, 2: 65, 3: 50, 4: 40, 5: 39 });
    expect(host(t).split).toEqual({ countA: 3, countB: 2, total: 5, shareA: 60, majority: ['A'] });
    const results = host(t).results!;
    const row = (id: PlayerId) => results.rows.find((r) => r.playerId === id)!;
    expect(row(1)).toMatchObject({ pick: 'A', prediction: 60, error: 0, inMajority: true, points: 400, breakdown: { majority: 100, prediction: 300 } });
    expect(row(2)).toMatchObject({ error: 5, points: 400 });
    expect(row(3)).toMatchObject({ error: 10, points: 300, breakdown: { majority: 100, prediction: 200 } });
    expect(row(4)).toMatchObject({ pick: 'B', error: 20, inMajority: false, points: 100, breakdown: { majority: 0, prediction: 100 } });
    expect(row(5)).toMatchObject({ error: 21, points: 0 });
    expect(results).toMatchObject({ named: null, endsGame: false, points: { 1: 400, 2: 400, 3: 300, 4: 100 } });
    // Nothing is scored before the predictions end.
    expect(Object.values(t.match.scores).every((s) => s === 0)).toBe(true);
    t.finishStage(false);
    expect(t.match.scores).toEqual({ 1: 400, 2: 400, 3: 300, 4: 100, 5: 0 });
    expect(t.match.lastDeltas).toEqual({ 1: 400, 2: 400, 3: 300, 4: 100 });
  });

  it('measures a prediction against the exact share, not a rounded one', () => {
    const ids = range(1, 6);
    const t = new Table(settingsOf(), ids, 3);
    // Four of six: 66.67 %.
    play(t, { 1: 'A', 2: 'A', 3: 'A', 4: 'A', 5: 'B', 6: 'B' }, { 1: 71, 2: 72, 3: 77, 4: 57, 5: 86, 6: 87 });
    const points = host(t).results!.points;
    expect(points).toEqual({ 1: 100 + 300, 2: 100 + 200, 3: 100 + 100, 4: 100 + 200, 5: 100 });
    expect(host(t).split!.shareA).toBeCloseTo(66.667, 2);
  });

  it('everyone picking the same side is a majority of all; 100 % predicted is spot on', () => {
    const ids = [1, 2, 3, 4];
    const t = new Table(settingsOf(), ids, 4);
    play(t, { 1: 'B', 2: 'B', 3: 'B', 4: 'B' }, { 1: 0, 2: 10, 3: 50, 4: 100 });
    expect(host(t).split).toEqual({ countA: 0, countB: 4, total: 4, shareA: 0, majority: ['B'] });
    expect(host(t).results!.points).toEqual({ 1: 400, 2: 300, 3: 100, 4: 100 });
  });

  it('an exact tie counts as the majority for everyone', () => {
    const ids = [1, 2, 3, 4];
    const t = new Table(settingsOf(), ids, 4);
    play(t, { 1: 'A', 2: 'B', 3: 'A', 4: 'B' }, { 1: 50, 2: 45, 3: 30, 4: 71 });
    expect(host(t).split).toEqual({ countA: 2, countB: 2, total: 4, shareA: 50, majority: ['A', 'B'] });
    expect(host(t).results!.rows.every((r) => r.inMajority)).toBe(true);
    expect(host(t).results!.points).toEqual({ 1: 400, 2: 400, 3: 200, 4: 100 });
  });

  it('round two doubles the points and round three triples them; the round scores sum them as the engine does', () => {
    const ids = [1, 2, 3, 4];
    const t = new Table(settingsOf({ numberOfRounds: 4 }), ids, 2);
    t.until('roundScores', false);
    t.finishStage(false);
    expect(t.match.round).toBe(2);
    play(t, { 1: 'A', 2: 'A', 3: 'A', 4: 'B' }, { 1: 75 });
    expect(host(t)).toMatchObject({ multiplier: 2, results: { points: { 1: 800, 2: 200, 3: 200 } } });
    t.until('roundScores', false);
    t.finishStage(false);
    play(t, { 1: 'A', 2: 'A', 3: 'A', 4: 'B' }, { 1: 75 });
    expect(host(t)).toMatchObject({ multiplier: 3, results: { points: { 1: 1200, 2: 300, 3: 300 } } });
    t.until('roundScores', false);
    const summary = host(t).roundSummary!;
    expect(summary).toMatchObject({ round: 3, final: false, lastRound: false });
    for (const { playerId, points } of summary.players) expect(points).toBe(t.match.roundDeltas[playerId] ?? 0);
    expect(summary.players.find((p) => p.playerId === 1)!.points).toBe(1200);
  });

  it('ends the game as soon as the predictions reach maxScore, and says so while they are shown', () => {
    const ids = [1, 2, 3, 4];
    const t = new Table(settingsOf({ maxScore: 400 }), ids, 2);
    play(t, { 1: 'A', 2: 'A', 3: 'A', 4: 'B' }, { 1: 75, 2: 10 });
    expect(host(t).results).toMatchObject({ endsGame: true, points: { 1: 400 } });
    t.finishStage(false);
    expect(t.match.over).toBe(true);
    expect(t.match.scores[1]).toBe(400);
    const view = phone(t, 1);
    expect(view).toMatchObject({ stage: GAME_OVER, question: null, answer: null, canAnswer: false, split: null, results: null });
    expect(view.roundSummary).toMatchObject({ round: 1, lastRound: true });
  });
});

describe('players who do not answer, or leave', () => {
  it('a player who never answers is not in the split and scores nothing; the question runs to its deadline', () => {
    const ids = [1, 2, 3, 4];
    const t = new Table(settingsOf(), ids, 6);
    t.answerAll([1, 2, 3], (id) => ({ pick: id === 3 ? 'B' : 'A', prediction: 67 }));
    expect(t.match.stage).toBe('question');
    t.wait(QUESTION_MS - 1, false);
    expect(t.match.stage).toBe('question');
    t.wait(1, false);
    expect(t.match.stage).toBe('split');
    expect(host(t).split).toMatchObject({ countA: 2, countB: 1, total: 3 });
    t.finishStage(false);
    const row4 = host(t).results!.rows.find((r) => r.playerId === 4)!;
    expect(row4).toMatchObject({ pick: null, prediction: null, error: null, inMajority: false, points: 0 });
    expect(host(t).results!.points).toEqual({ 1: 400, 2: 400, 3: 300 });
  });

  it('a pick without a prediction earns the majority only; a prediction without a pick is not in the split', () => {
    const ids = [1, 2, 3, 4];
    const t = new Table(settingsOf(), ids, 6);
    t.answer(1, { pick: 'A' });
    t.answer(2, { prediction: 100 });
    t.answer(3, { pick: 'A', prediction: 100 });
    t.wait(QUESTION_MS, false);
    t.until('predictions', false);
    expect(host(t).split).toMatchObject({ countA: 2, total: 2, shareA: 100 });
    expect(host(t).results!.points).toEqual({ 1: 100, 2: 300, 3: 400 });
  });

  it('nobody answering shows an empty split and scores nothing', () => {
    const t = new Table(settingsOf(), [1, 2, 3, 4], 6);
    t.wait(QUESTION_MS, false);
    expect(host(t).split).toEqual({ countA: 0, countB: 0, total: 0, shareA: null, majority: [] });
    t.finishStage(false);
    expect(host(t).results!.points).toEqual({});
    expect(host(t).results!.rows.every((r) => r.error === null && r.points === 0)).toBe(true);
  });

  it('a player kicked while the question is open is not waited for; their answer never reaches a screen nor the split', () => {
    const ids = [1, 2, 3, 4, 5];
    const t = new Table(settingsOf(), ids, 8);
    t.answerAll([1, 2, 3], () => ({ pick: 'A', prediction: 80 }));
    t.answer(5, { pick: 'B', prediction: 13 });
    t.remove(5);
    expect(t.match.state.answers[5]).toBeUndefined();
    expect(host(t)).toMatchObject({ answeredCount: 3, answererCount: 4 });
    t.answer(4, { pick: 'B', prediction: 80 });
    expect(t.match.stage).toBe('split');
    expect(host(t).split).toMatchObject({ countA: 3, countB: 1, total: 4 });
    t.finishStage(false);
    expect(host(t).results!.rows.map((r) => r.playerId)).toEqual([1, 2, 3, 4]);
    expect(JSON.stringify(host(t))).not.toContain('13');
    expect(t.answer(5, { pick: 'A' })).toEqual({ invalid: ENGINE_ERRORS.notInGame });
  });

  it('a player kicked after the answers closed keeps what they earned', () => {
    const ids = [1, 2, 3, 4];
    const t = new Table(settingsOf(), ids, 10);
    play(t, { 1: 'A', 2: 'A', 3: 'A', 4: 'B' }, { 1: 20, 2: 20, 3: 20, 4: 75 });
    t.remove(4);
    expect(host(t).results!.rows.find((r) => r.playerId === 4)).toMatchObject({ points: 300 });
    t.finishStage(false);
    expect(t.match.scores[4]).toBe(300);
    expect(t.match.stage).toBe('question');
    expect(t.match.state.roster).toEqual([1, 2, 3]);
  });

  it('ends the game after the round when fewer than four players are left', () => {
    const t = new Table(settingsOf({ numberOfRounds: 3 }), [1, 2, 3, 4]);
    t.remove(4);
    t.until('roundScores', false);
    expect(host(t).roundSummary).toMatchObject({ round: 1, lastRound: true });
    t.finishStage(false);
    expect(t.match.over).toBe(true);
  });
});

describe('the final: what does the named player pick?', () => {
  /** Runs a two-round game to the final's first question. */
  function final(ids: PlayerId[], seed = 13): Table {
    const t = new Table(settingsOf({ numberOfRounds: 2 }), ids, seed);
    t.until('roundScores', false);
    t.finishStage(false);
    expect(t.match.state).toMatchObject({ round: 2, final: true });
    return t;
  }

  it('names a player; the others guess their pick instead of predicting; 100 a right guess, 300 to the named player a wrong one', () => {
    const ids = [1, 2, 3, 4, 5];
    const t = final(ids);
    const named = t.named;
    const others = ids.filter((id) => id !== named);
    for (const view of [host(t), phone(t, others[0]!)]) expect(view.spotlight).toEqual({ playerId: named, left: false });
    expect(phone(t, named).asks).toEqual({ pick: true, prediction: false, guess: false });
    expect(phone(t, others[0]!).asks).toEqual({ pick: true, prediction: false, guess: true });
    expect(t.answer(named, { guess: 'A' })).toEqual({ invalid: ERRORS.ownPick });
    expect(t.answer(others[0]!, { prediction: 50 })).toEqual({ invalid: ERRORS.notAsked });
    expect(t.move(others[0]!, 'answer', { guess: 'C' })).toEqual({ invalid: ERRORS.badGuess });
    t.answer(named, { pick: 'B' });
    // The named player has answered with the pick alone; the others need a guess too.
    expect(host(t).answeredCount).toBe(1);
    const guesses: Side[] = ['B', 'B', 'A', 'A'];
    others.forEach((id, i) => t.answer(id, { pick: 'A', guess: guesses[i]! }));
    expect(t.match.stage).toBe('split');
    t.finishStage(false);
    const results = host(t).results!;
    expect(results.named).toEqual({ playerId: named, pick: 'B', left: false });
    // Four picked A, the named player B: the majority is A. Round two: ×2.
    expect(results.points).toEqual({
      [named]: 2 * 300 * 2,
      [others[0]!]: (100 + 100) * 2,
      [others[1]!]: (100 + 100) * 2,
      [others[2]!]: 100 * 2,
      [others[3]!]: 100 * 2,
    });
    expect(results.rows.find((r) => r.playerId === others[0])).toMatchObject({ guess: 'B', guessRight: true, prediction: null, error: null });
    expect(results.rows.find((r) => r.playerId === others[2])).toMatchObject({ guessRight: false });
    expect(results.rows.find((r) => r.playerId === named)).toMatchObject({ breakdown: { named: 1200, majority: 0 } });
  });

  it('names every player once before anyone twice, seeded, the people before the AI players', () => {
    const namedIn = (ids: PlayerId[], seed: number): PlayerId[] => {
      const t = final(ids, seed);
      const named: PlayerId[] = [];
      while (!t.match.over) {
        if (t.match.stage === 'question' && t.match.state.spotlight) named.push(t.named);
        t.finishStage(false);
      }
      return named.filter((id, i) => i === 0 || named[i - 1] !== id);
    };
    const people = [1, 2, 3, 4];
    const a = namedIn(people, 1);
    expect([...a].sort()).toEqual(people);
    const orders = new Set(range(1, 8).map((seed) => namedIn(people, seed).join(',')));
    expect(orders.size).toBeGreaterThan(2);
    const mixed = namedIn([1, -1, 2, -2, 3], 4);
    expect(mixed).toHaveLength(4);
    expect(mixed.slice(0, 3).sort()).toEqual([1, 2, 3]);
    expect(mixed[3]! < 0).toBe(true);
    const many = namedIn(range(1, 9), 5);
    expect(new Set(many).size).toBe(4);
  });

  it('names the players left fairly when someone has gone: nobody twice before everyone once', () => {
    const t = final([1, 2, 3, 4], 9);
    const first = t.named;
    const goner = [1, 2, 3, 4].find((id) => id !== first)!;
    const named: PlayerId[] = [first];
    t.remove(goner);
    while (!t.match.over) {
      t.finishStage(false);
      if (t.match.stage === 'question' && named.length < 4) named.push(t.named);
    }
    expect(named).toHaveLength(4);
    expect(named).not.toContain(goner);
    expect(new Set(named.slice(0, 3)).size).toBe(3);
  });

  it('the named player leaving an open question voids the guesses about them; nobody waits for a guess', () => {
    const ids = [1, 2, 3, 4, 5];
    const t = final(ids, 3);
    const named = t.named;
    const others = ids.filter((id) => id !== named);
    t.answer(named, { pick: 'A' });
    t.answer(others[0]!, { pick: 'A', guess: 'A' });
    t.remove(named);
    expect(host(t).spotlight).toEqual({ playerId: named, left: true });
    expect(phone(t, others[1]!).asks).toEqual({ pick: true, prediction: false, guess: false });
    expect(t.answer(others[1]!, { guess: 'A' })).toEqual({ invalid: ERRORS.notAsked });
    t.answerAll(others.slice(1), () => ({ pick: 'B' }));
    expect(t.match.stage).toBe('split');
    t.finishStage(false);
    expect(host(t).results!.named).toEqual({ playerId: named, pick: null, left: true });
    // Only the majority scores: B, three to one.
    expect(host(t).results!.points).toEqual(Object.fromEntries(others.slice(1).map((id) => [id, 200])));
  });

  it('a named player who does not pick leaves nothing to guess: no guess scores', () => {
    const ids = [1, 2, 3, 4];
    const t = final(ids, 5);
    const named = t.named;
    t.answerAll(ids.filter((id) => id !== named), () => ({ pick: 'A', guess: 'A' }));
    t.wait(FINAL_QUESTION_MS, false);
    t.until('predictions', false);
    expect(host(t).results!.named).toEqual({ playerId: named, pick: null, left: false });
    expect(host(t).results!.rows.every((r) => r.guessRight === null && r.breakdown.guess === 0)).toBe(true);
  });

  it('a one-round game has no final', () => {
    const t = new Table(settingsOf({ numberOfRounds: 1 }), [1, 2, 3, 4]);
    expect(t.match.state).toMatchObject({ final: false, spotlight: null, plan: [4] });
  });
});

describe('how many questions, and which', () => {
  it('asks four a round up to the spec limit of 20, never the same question twice', () => {
    const t = new Table(settingsOf({ numberOfRounds: 7 }), [1, 2, 3, 4], 21);
    expect(t.match.state.plan).toEqual([2, 3, 3, 3, 3, 3, 3]);
    const asked = askedIds(t);
    expect(asked).toHaveLength(20);
    expect(new Set(asked).size).toBe(20);
  });

  it('obeys the test-account limit of 12 the server passes', () => {
    const t = new Table(settingsOf({ numberOfRounds: 5, questionLimit: 12 }), [1, 2, 3, 4], 22);
    expect(t.match.state.plan).toEqual([2, 2, 2, 3, 3]);
    expect(host(t)).toMatchObject({ questionCount: 12, rounds: 5 });
    const asked = askedIds(t);
    expect(asked).toHaveLength(12);
    expect(new Set(asked).size).toBe(12);
    expect(new Table(settingsOf({ numberOfRounds: 3, questionLimit: 12 }), [1, 2, 3, 4]).match.state.plan).toEqual([4, 4, 4]);
  });

  it('never goes over 20, whatever limit it is handed; a limit below the rounds makes one question a round', () => {
    expect(new Table(settingsOf({ numberOfRounds: 7, questionLimit: 50 }), [1, 2, 3, 4]).match.state.questions).toHaveLength(20);
    expect(new Table(settingsOf({ numberOfRounds: 7, questionLimit: Number.NaN }), [1, 2, 3, 4]).match.state.questions).toHaveLength(20);
    const few = new Table(settingsOf({ numberOfRounds: 7, questionLimit: 3 }), [1, 2, 3, 4]);
    expect(few.match.state).toMatchObject({ rounds: 3, plan: [1, 1, 1] });
    expect(askedIds(few)).toHaveLength(3);
  });

  it('asks family questions only unless the room turns family only off', () => {
    const adult = new Set(QUESTION_LISTS.en!.filter((q) => !q.family).map((q) => q.id));
    for (let seed = 0; seed < 10; seed++) {
      const family = new Table(settingsOf({ numberOfRounds: 5 }), [1, 2, 3, 4], seed);
      expect(family.match.state.questions.filter((q) => adult.has(q.questionId))).toEqual([]);
    }
    const open = Array.from({ length: 10 }, (_, seed) => new Table(settingsOf({ numberOfRounds: 5, abThinkingSettings: { familyOnly: false } }), [1, 2, 3, 4], seed));
    expect(open[0]!.match.state.familyOnly).toBe(false);
    expect(open.flatMap((t) => t.match.state.questions).some((q) => adult.has(q.questionId))).toBe(true);
  });

  it('asks in the room’s language', () => {
    const t = new Table(settingsOf({ language: 'pl' }), [1, 2, 3, 4]);
    expect(t.question.questionId).toMatch(/^pl-/);
    expect(QUESTION_LISTS.pl!.find((q) => q.id === t.question.questionId)!.text).toBe(t.question.text);
  });
});

describe('AI players', () => {
  it('play a whole game alone, to the end, with believable answers', () => {
    const ids = [-1, -2, -3, -4, -5, -6];
    const t = new Table(settingsOf({ numberOfRounds: 2 }), ids, 21);
    const results: NonNullable<M['state']['result']>[] = [];
    t.onChange = (before, after) => {
      if (after.stage === 'split' && before.stage === 'question') results.push(after.state.result!);
    };
    t.playToEnd();
    expect(t.match.over).toBe(true);
    expect(results).toHaveLength(8);
    // Everyone answered everything, and the splits vary.
    for (const [i, r] of results.entries()) {
      expect(r.countA + r.countB).toBe(6);
      for (const a of Object.values(r.answers)) expect(i < 4 ? a.prediction !== null : a.prediction === null).toBe(true);
    }
    expect(new Set(results.map((r) => r.countA)).size).toBeGreaterThan(2);
    expect(Object.values(t.match.scores).some((s) => s > 0)).toBe(true);
  });

  it('pick a few seconds in and set the slider a moment later, like a person', () => {
    const t = new Table(settingsOf(), [1, 2, -1, -2], 4);
    const at: Record<string, number> = {};
    t.onChange = (before, after) => {
      const b = before.state.answers[-1];
      const a = after.state.answers[-1];
      if (a?.pick && !b?.pick) at.pick = t.now - T0;
      if (a?.prediction !== undefined && a.prediction !== null && (b?.prediction ?? null) === null) at.prediction = t.now - T0;
    };
    t.wait(QUESTION_MS - 1);
    expect(at.pick).toBeGreaterThanOrEqual(3_000);
    expect(at.pick).toBeLessThanOrEqual(9_000);
    expect(at.prediction! - at.pick!).toBeGreaterThanOrEqual(2_000);
    expect(at.prediction! - at.pick!).toBeLessThanOrEqual(7_000);
  });

  it('the same seed and moves replay the same game, across restarts', () => {
    const ids = [1, -1, 2, -2, 3];
    const run = (restart: boolean) => {
      const t = new Table(settingsOf({ numberOfRounds: 2 }), ids, 99);
      if (restart) t.onChange = (_b, after) => (t.match = JSON.parse(JSON.stringify(after)) as M);
      for (let guard = 0; guard < 200 && !t.match.over; guard++) {
        if (t.match.stage === 'question') {
          for (const id of [1, 2, 3]) {
            if (t.match.stage !== 'question') break;
            const asks = phone(t, id).asks;
            t.answer(id, { pick: id % 2 ? 'A' : 'B', ...(asks.prediction ? { prediction: 20 * id } : {}), ...(asks.guess ? { guess: 'A' as const } : {}) });
          }
        }
        t.finishStage();
      }
      return t.match;
    };
    const a = run(false);
    const b = run(true);
    expect(a.over).toBe(true);
    expect(a.scores).toEqual(b.scores);
    expect(a.state).toEqual(b.state);
  });
});
