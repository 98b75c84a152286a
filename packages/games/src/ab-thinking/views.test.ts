import { describe, expect, it } from 'vitest';
import { hostView as engineHostView, playerView as enginePlayerView } from '@snackparty/engine';
import type { PlayerId } from '@snackparty/engine';
import { abThinking } from '.';
import { Table, settingsOf } from './test-driver';
import type { M } from './test-driver';
import type { AbThinkingPlayerView, Answer, Side } from './types';

/** Keys that carry a player's pick, prediction or guess: only their own `answer`, or the predictions' `results`. */
const ANSWER_KEYS = new Set(['pick', 'prediction', 'guess', 'error', 'inMajority', 'guessRight', 'rows']);
/** Keys that carry the split: only under `split` or `results`. */
const SPLIT_KEYS = new Set(['countA', 'countB', 'shareA', 'majority']);
/** Keys of the rules' own state that no view carries at all. */
const NEVER_KEYS = new Set(['answers', 'questions', 'plan', 'namedCount', 'robots', 'roundPoints', 'result']);

/** Walks a view; `under` is the set of keys on the path to a value. */
function walk(value: unknown, visit: (key: string, value: unknown, under: ReadonlySet<string>) => void, under: ReadonlySet<string> = new Set()): void {
  if (Array.isArray(value)) return value.forEach((v) => walk(v, visit, under));
  if (typeof value !== 'object' || value === null) return;
  for (const [key, v] of Object.entries(value)) {
    visit(key, v, under);
    walk(v, visit, new Set([...under, key]));
  }
}

const flip = (side: Side | null): Side | null => (side === null ? null : side === 'A' ? 'B' : 'A');

/** The same match with every answer but `keep`'s turned around: whatever a view shows of them must not change. */
function turnedAround(m: M, keep: PlayerId | null): M {
  const answers: Record<PlayerId, Answer> = {};
  for (const [id, a] of Object.entries(m.state.answers)) {
    answers[Number(id)] = Number(id) === keep ? a : { pick: flip(a.pick), prediction: a.prediction === null ? null : 100 - a.prediction, guess: flip(a.guess) };
  }
  return { ...m, state: { ...m.state, answers } };
}

interface Checked {
  views: number;
  counterfactuals: number;
  ownAnswers: number;
}

function checkViews(m: M, t: Table, checked: Checked): void {
  const host = engineHostView(abThinking, m, t.settings);
  const phones = new Map(m.seats.map((s) => [s.playerId, enginePlayerView(abThinking, m, s.playerId, t.settings)]));
  const all: Array<[PlayerId | 'host', unknown]> = [['host', host], ...phones.entries()];

  for (const [who, view] of all) {
    checked.views++;
    walk(view, (key, value, under) => {
      expect(NEVER_KEYS.has(key), `${String(who)} sees ${key}`).toBe(false);
      // What a question asks of a phone (`asks`) names the same parts, as flags.
      if (ANSWER_KEYS.has(key) && !under.has('asks')) expect(under.has('answer') || under.has('results'), `${String(who)} sees ${key} (${m.stage})`).toBe(true);
      if (SPLIT_KEYS.has(key)) expect(under.has('split') || under.has('results'), `${String(who)} sees ${key} (${m.stage})`).toBe(true);
      if (key === 'results' && value !== null) expect(m.stage, `${String(who)} sees results`).toBe('predictions');
      if (key === 'split' && value !== null) expect(['split', 'predictions'], `${String(who)} sees the split`).toContain(m.stage);
    });
  }

  // While the question is open, no view may change with what the others answered: the host's with
  // anyone's, a phone's with anyone's but its own.
  if (m.stage === 'question' && !m.over) {
    checked.counterfactuals++;
    expect(engineHostView(abThinking, turnedAround(m, null), t.settings)).toEqual(host);
    for (const [id, view] of phones) expect(enginePlayerView(abThinking, turnedAround(m, id), id, t.settings), `phone ${id}`).toEqual(view);
  }

  // A phone sees its own answer as sent, while the question is on the screen.
  for (const [id, view] of phones) {
    const game = view.game as AbThinkingPlayerView;
    if (m.over || m.removed.includes(id) || m.stage === 'roundScores') {
      expect(game.answer).toBeNull();
      continue;
    }
    checked.ownAnswers++;
    expect(game.answer).toEqual(m.state.answers[id] ?? { pick: null, prediction: null, guess: null });
  }
}

interface Game {
  ids: PlayerId[];
  rounds: number;
  seed: number;
  kick?: PlayerId;
}

describe('views keep every answer secret until the predictions, over whole games', () => {
  it.each<Game>([
    { ids: [1, 2, 3, 4, 5], rounds: 3, seed: 1 },
    { ids: [1, 2, 3, -1, -2, -3], rounds: 2, seed: 2 },
    { ids: [1, 2, 3, 4], rounds: 2, seed: 3, kick: 4 },
    { ids: [1, 2, 3, 4, 5, 6, 7, 8, -1, -2], rounds: 3, seed: 4, kick: 5 },
  ])('%o', ({ ids, rounds, seed, kick }) => {
    const t = new Table(settingsOf({ numberOfRounds: rounds }), ids, seed);
    const checked: Checked = { views: 0, counterfactuals: 0, ownAnswers: 0 };
    t.onChange = (_before, after) => checkViews(after, t, checked);
    checkViews(t.match, t, checked);
    const people = ids.filter((id) => id > 0);
    let n = 0;
    let kicked = false;
    for (let guard = 0; guard < 500 && !t.match.over; guard++) {
      if (t.match.stage === 'question') {
        t.wait(2_000);
        for (const id of people) {
          if (t.match.stage !== 'question' || t.match.removed.includes(id)) continue;
          n++;
          // Now and then a player answers nothing, or only picks; some change their mind.
          if (n % 7 === 0) continue;
          const asks = abThinking.views.player(t.match, id, t.settings).asks;
          t.answer(id, { pick: n % 3 === 0 ? 'B' : 'A' });
          if (n % 5 === 0 || t.match.stage !== 'question') continue;
          t.answer(id, { ...(asks.prediction ? { prediction: (n * 37) % 101 } : {}), ...(asks.guess ? { guess: n % 2 ? 'A' : 'B' } : {}), ...(n % 4 === 0 ? { pick: 'B' } : {}) });
          if (kick !== undefined && !kicked && id === kick && t.match.stage === 'question') {
            t.remove(kick);
            kicked = true;
          }
        }
      }
      t.finishStage();
    }
    expect(t.match.over).toBe(true);
    if (kick !== undefined) expect(kicked).toBe(true);
    expect(checked.views).toBeGreaterThan(100);
    expect(checked.counterfactuals).toBeGreaterThan(20);
    expect(checked.ownAnswers).toBeGreaterThan(50);
  }, 30_000);

  it('the turned-around check can fail: a view that showed a pick would differ', () => {
    const t = new Table(settingsOf(), [1, 2, 3, 4], 1);
    t.answer(2, { pick: 'A', prediction: 30 });
    const leaky = (m: M) => ({ ...engineHostView(abThinking, m, t.settings), peek: m.state.answers[2]?.pick });
    expect(leaky(turnedAround(t.match, null))).not.toEqual(leaky(t.match));
  });
});
