import { describe, expect, it } from 'vitest';
import { audiencePrompt, audienceRightChoices, judgeAudienceGuess, recordAudience } from '@snackparty/engine';
import type { PlayerId } from '@snackparty/engine';
import { canvasClash } from '.';
import { Table, settingsOf } from './test-driver';
import { STAGES } from './types';

const WORD = 'Crème brûlée';
const prompt = (t: Table) => audiencePrompt(canvasClash, t.match, t.settings);
const judged = (t: Table, guess: string): boolean => judgeAudienceGuess(canvasClash, t.match, t.settings, guess);

function table(ids: PlayerId[] = [1, 2, 3, 4], seed = 5): Table {
  const t = new Table(settingsOf({ customWords: [WORD], numberOfTurns: 1 }), ids, seed);
  expect(t.match.stage).toBe(STAGES.draw);
  expect(t.match.state.current?.word).toBe(WORD);
  return t;
}

const guessersOf = (t: Table): PlayerId[] => Object.keys(t.match.state.current!.guessers).map(Number);

describe('CANVAS_CLASH audience', () => {
  it('guesses while the painters paint, and watches in every other stage', () => {
    const t = table();
    expect(prompt(t)).toEqual({ kind: 'guess', action: 'guess' });
    const seen = new Map<string, boolean>();
    for (let guard = 0; guard < 100 && !t.match.over; guard++) {
      seen.set(t.match.stage, (seen.get(t.match.stage) ?? false) || prompt(t) !== null);
      // One right guess each turn, so the credit stage comes too.
      if (t.match.stage === STAGES.draw && t.match.state.current && t.match.state.current.rightOrder.length === 0) t.guess(guessersOf(t)[0]!, t.match.state.current.word);
      else t.finishStage(false);
    }
    expect(t.match.over).toBe(true);
    expect(Object.fromEntries(seen)).toEqual({ draw: true, credit: false, reveal: false, roundSummary: false });
    expect(prompt(t)).toBeNull();
  });

  it.each([WORD, 'creme brulee', 'CRÈME BRÛLÉE', '  crème   brûlée  ', 'cremebrulee', 'Crème-Brûlée'])('takes %j as right, as a player’s guess', (guess) => {
    expect(judged(table(), guess)).toBe(true);
  });

  it.each(['creme brule', 'crème', 'pudding', '', '   ', 'x'.repeat(41)])('takes %j as not right', (guess) => {
    expect(judged(table(), guess)).toBe(false);
  });

  it('judges a guess exactly as a player’s guess is judged', () => {
    const guesses = ['Crème Brûlée', 'creme brule', 'crembrulee', 'CREME-BRULEE', 'brûlée crème', 'crème brûlée!', 'cr3me brulee'];
    for (const guess of guesses) {
      const t = table();
      const player = guessersOf(t)[0]!;
      const audience = judged(t, guess);
      expect(t.guess(player, guess)).toBeNull();
      expect(audience, guess).toBe(t.match.state.current!.guessers[player]!.lastResult === 'right');
    }
  });

  it('takes no guess once the drawing has closed, and has no right choices', () => {
    const t = table();
    const drawing = t.match;
    t.guess(guessersOf(t)[0]!, WORD);
    t.finishStage(false);
    expect(t.match.stage).toBe(STAGES.credit);
    expect(judged(t, WORD)).toBe(false);
    expect(audienceRightChoices(canvasClash, drawing, t.match, t.settings)).toEqual([]);
  });

  it('never touches the match or any player’s points', () => {
    const t = table();
    const before = structuredClone(t.match);
    for (const guess of [WORD, 'nope']) judged(t, guess);
    expect(recordAudience(canvasClash, t.match, t.settings, { stageNumber: t.match.stageNumber, counts: { [WORD]: 3 } })).toBe(t.match);
    expect(t.match).toEqual(before);
  });
});
