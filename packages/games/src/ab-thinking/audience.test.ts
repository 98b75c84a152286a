import { describe, expect, it } from 'vitest';
import { audiencePrompt, audienceRightChoices, hostView, isAudienceChoice, recordAudience, playerView } from '@snackparty/engine';
import type { PlayerId } from '@snackparty/engine';
import { abThinking } from '.';
import { Table, settingsOf } from './test-driver';
import type { M } from './test-driver';
import type { AbThinkingHostView, Side } from './types';

const host = (t: Table): AbThinkingHostView => abThinking.views.host(t.match, t.settings);
const prompt = (t: Table) => audiencePrompt(abThinking, t.match, t.settings);

/** The audience's counts reach the match as the server folds them in. */
function audienceChose(t: Table, counts: Record<string, number>): void {
  t.match = recordAudience(abThinking, t.match, t.settings, { stageNumber: t.match.stageNumber, counts });
}

/** The players pick, the question closes at its deadline; returns the match before and after it closed. */
function closeQuestion(t: Table, picks: Record<PlayerId, Side>): { before: M; after: M } {
  t.answerAll(Object.keys(picks).map(Number), (id) => ({ pick: picks[id]! }));
  const before = t.match;
  t.finishStage(false);
  return { before, after: t.match };
}

describe('AB_THINKING audience', () => {
  it('picks A or B while the question is open, the two answers as labels, and watches in every other stage', () => {
    const t = new Table(settingsOf({ numberOfRounds: 2 }), [1, 2, 3]);
    expect(t.match.stage).toBe('question');
    expect(prompt(t)).toEqual({
      kind: 'choose',
      action: 'pick',
      options: [
        { id: 'A', label: t.question.a },
        { id: 'B', label: t.question.b },
      ],
    });
    expect(isAudienceChoice(abThinking, t.match, t.settings, 'B')).toBe(true);
    expect(isAudienceChoice(abThinking, t.match, t.settings, 'C')).toBe(false);
    const seen = new Map<string, boolean>();
    for (let guard = 0; guard < 200 && !t.match.over; guard++) {
      seen.set(t.match.stage, (seen.get(t.match.stage) ?? false) || prompt(t) !== null);
      if (t.match.stage === 'question') expect(prompt(t)).not.toBeNull();
      t.finishStage(false);
    }
    expect(Object.fromEntries(seen)).toEqual({ question: true, split: false, predictions: false, roundScores: false });
    expect(prompt(t)).toBeNull();
  });

  it('offers the same options whatever the players picked', () => {
    const t = new Table(settingsOf(), [1, 2, 3]);
    const before = prompt(t);
    t.answer(1, { pick: 'B', prediction: 20 });
    t.answer(2, { pick: 'B' });
    expect(prompt(t)).toEqual(before);
  });

  it('keeps the audience split apart and shows it at the reveal only', () => {
    const t = new Table(settingsOf(), [1, 2, 3, 4]);
    t.answerAll([1, 2, 3], () => ({ pick: 'B' }));
    audienceChose(t, { A: 7, B: 3 });
    expect(host(t).split).toBeNull();
    expect(JSON.stringify(hostView(abThinking, t.match, t.settings))).not.toContain('"audience"');
    t.finishStage(false);
    expect(t.match.stage).toBe('split');
    const split = host(t).split!;
    // The players' split counts the players alone.
    expect(split).toMatchObject({ countA: 0, countB: 3, total: 3, majority: ['B'] });
    expect(split.audience).toEqual({ countA: 7, countB: 3, total: 10, shareA: 70 });
    expect(playerView(abThinking, t.match, 1, t.settings).game).toMatchObject({ split: { audience: { shareA: 70 } } });
    t.finishStage(false);
    expect(t.match.stage).toBe('predictions');
    expect(host(t).split?.audience).toEqual({ countA: 7, countB: 3, total: 10, shareA: 70 });
    t.finishStage(false);
    expect(host(t).split).toBeNull();
  });

  it('shows no audience split when nobody in the audience picked', () => {
    const t = new Table(settingsOf(), [1, 2, 3]);
    t.answerAll([1, 2], () => ({ pick: 'A' }));
    t.finishStage(false);
    expect(host(t).split).toMatchObject({ countA: 2 });
    expect(host(t).split).not.toHaveProperty('audience');
  });

  it('counts the audience of that question only: a tally of an earlier stage is not recorded', () => {
    const t = new Table(settingsOf(), [1, 2, 3]);
    const stale = t.match.stageNumber - 1;
    t.match = recordAudience(abThinking, t.match, t.settings, { stageNumber: stale, counts: { A: 4 } });
    t.finishStage(false);
    expect(host(t).split).not.toHaveProperty('audience');
  });

  it.each<[Record<PlayerId, Side>, Side[]]>([
    [{ 1: 'A', 2: 'A', 3: 'B' }, ['A']],
    [{ 1: 'B', 2: 'A', 3: 'B' }, ['B']],
    [{ 1: 'A', 2: 'B' }, ['A', 'B']],
    [{}, []],
  ])('the right pick is the room majority once the answers close (%j: %j)', (picks, right) => {
    const t = new Table(settingsOf(), [1, 2, 3, 4]);
    audienceChose(t, { A: 1, B: 9 });
    const open = t.match;
    t.answerAll(Object.keys(picks).map(Number), (id) => ({ pick: picks[id]! }));
    expect(audienceRightChoices(abThinking, open, t.match, t.settings)).toEqual([]);
    const { before, after } = closeQuestion(t, {});
    expect(after.stage).toBe('split');
    expect(audienceRightChoices(abThinking, before, after, t.settings)).toEqual(right);
    t.finishStage(false);
    expect(audienceRightChoices(abThinking, after, t.match, t.settings)).toEqual([]);
  });

  it('changes no player points, however the audience picks', () => {
    const scores = (counts: Record<string, number> | null): Record<PlayerId, number> => {
      const t = new Table(settingsOf({ numberOfRounds: 2 }), [1, 2, 3, 4], 9);
      for (let guard = 0; guard < 200 && !t.match.over; guard++) {
        if (t.match.stage === 'question') {
          if (counts) audienceChose(t, counts);
          t.answerAll([1, 2, 3], (id) => {
            const pick: Side = id === 1 ? 'A' : 'B';
            if (!t.match.state.final) return { pick, prediction: 40 };
            return t.match.state.spotlight?.playerId === id ? { pick } : { pick, guess: 'A' };
          });
        }
        t.finishStage(false);
      }
      expect(t.match.over).toBe(true);
      return t.match.scores;
    };
    const without = scores(null);
    expect(Object.values(without).some((points) => points > 0)).toBe(true);
    expect(scores({ A: 900, B: 1 })).toEqual(without);
    expect(scores({ B: 5 })).toEqual(without);
  });
});
