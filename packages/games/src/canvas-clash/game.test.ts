import { describe, expect, it } from 'vitest';
import { GAME_OVER, ENGINE_ERRORS, nextWakeAt } from '@snackparty/engine';
import type { PlayerId } from '@snackparty/engine';
import { PRESET_CANVAS_SIZE, aiDrawingFor, canvasClash, canvasClashTurn } from '.';
import { presetForWord } from './content/presets';
import { CREDIT_MS, DRAW_BOTS_ONLY_MS, DRAW_MS, ERRORS, REVEAL_MS, ROUND_SUMMARY_MS, guessKeys } from './rules';
import { Table, T0, settingsOf } from './test-driver';
import type { M } from './test-driver';
import type {
  CanvasClashHostView,
  CanvasClashPlayerView,
  CanvasClashState,
  GuessSubmittedNotice,
  RevealLetterNotice,
  RevealPaintersNotice,
} from './types';

const host = (t: Table): CanvasClashHostView => canvasClash.views.host(t.match, t.settings);
const phone = (t: Table, id: PlayerId): CanvasClashPlayerView => canvasClash.views.player(t.match, id, t.settings);
const turnOf = (t: Table) => t.match.state.current!;
const guessersOf = (t: Table): PlayerId[] => Object.keys(turnOf(t).guessers).map(Number);

/** Every string in a view, at any depth. */
function strings(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (Array.isArray(value)) return value.flatMap(strings);
  if (typeof value === 'object' && value !== null) return Object.values(value).flatMap(strings);
  return [];
}

/** Whether a view holds the word, in any case or spelling. */
function holdsWord(view: unknown, word: string): boolean {
  const secret = new Set(guessKeys(word));
  return strings(view).some((s) => guessKeys(s).some((k) => secret.has(k)));
}

describe('painting pairs', () => {
  for (const count of [3, 4, 5, 8]) {
    it(`with ${count} players every player paints numberOfTurns times, two per turn`, () => {
      const ids = Array.from({ length: count }, (_, i) => i + 1);
      const t = new Table(settingsOf({ numberOfTurns: 2 }), ids, 100 + count);
      const roundsSeen = new Map<number, Set<PlayerId>>();
      t.onChange = (_before, after) => {
        const turn = after.state.current;
        if (!turn) return;
        expect(turn.painters[0]).not.toBe(turn.painters[1]);
        const set = roundsSeen.get(turn.round) ?? new Set();
        turn.painters.forEach((p) => set.add(p));
        roundsSeen.set(turn.round, set);
      };
      t.playToEnd(false);
      expect(t.match.over).toBe(true);
      const history = t.match.state.history;
      const perRound = Math.ceil(count / 2);
      expect(history).toHaveLength(2 * perRound);
      // Every round, everyone painted.
      expect([...roundsSeen.keys()]).toEqual([1, 2]);
      for (const set of roundsSeen.values()) expect(set.size).toBe(count);
      const painted = new Map<PlayerId, number>();
      for (const turn of history) for (const p of turn.painters) painted.set(p, (painted.get(p) ?? 0) + 1);
      for (const id of ids) expect(painted.get(id)).toBeGreaterThanOrEqual(2);
      // The extra paints of an odd table go to whoever painted least: nobody paints twice extra.
      expect(Math.max(...painted.values()) - Math.min(...painted.values())).toBeLessThanOrEqual(1);
      // Never the same word twice.
      expect(new Set(history.map((h) => guessKeys(h.word)[0])).size).toBe(history.length);
    });
  }

  it('the stages of a turn and a round follow each other with their durations', () => {
    const t = new Table(settingsOf(), [1, 2, 3]);
    const stages: string[] = [];
    t.onChange = (before, after) => {
      if (after.stageNumber !== before.stageNumber) stages.push(`${after.stage}@${after.stageEndsAt === null ? '-' : after.stageEndsAt - t.now}`);
    };
    expect(t.match.stage).toBe('draw');
    expect(t.match.stageEndsAt).toBe(T0 + DRAW_MS);
    t.playToEnd(false);
    // Nobody guesses: no credit stage.
    expect(stages).toEqual([`reveal@${REVEAL_MS}`, `draw@${DRAW_MS}`, `reveal@${REVEAL_MS}`, `roundSummary@${ROUND_SUMMARY_MS}`, `${GAME_OVER}@-`]);
  });
});

describe('the secret word', () => {
  it('never reaches a guesser before they guess it, nor the host before the reveal', () => {
    const t = new Table(settingsOf({ numberOfTurns: 2 }), [1, 2, 3, 4, -1, -2], 9);
    let checked = 0;
    const check = (m: M): void => {
      const turn = m.state.current;
      if (!turn) return;
      const hostView = canvasClash.views.host(m, t.settings);
      if (!turn.showPainters) {
        expect(holdsWord(hostView, turn.word)).toBe(false);
        expect(hostView.reveal).toBeNull();
      } else {
        expect(hostView.reveal?.word).toBe(turn.word);
      }
      for (const seat of m.seats) {
        const view = canvasClash.views.player(m, seat.playerId, t.settings);
        const mayKnow = turn.painters.includes(seat.playerId) || turn.guessers[seat.playerId]?.rightAt != null || turn.showPainters;
        if (!mayKnow) expect(holdsWord(view, turn.word), `player ${seat.playerId} sees ${turn.word}`).toBe(false);
        else if (!m.removed.includes(seat.playerId)) expect(view.word).toBe(turn.word);
        // Another player's guesses never show (unless this player typed the same).
        const own = new Set(turn.guessers[seat.playerId]?.wrongGuesses.map((w) => w.text) ?? []);
        for (const [id, g] of Object.entries(turn.guessers)) {
          if (Number(id) === seat.playerId) continue;
          for (const w of g.wrongGuesses) if (!own.has(w.text)) expect(strings(view)).not.toContain(w.text);
        }
        checked++;
      }
    };
    t.onChange = (_before, after) => check(after);
    check(t.match);
    // People guess something wrong now and then, and one guesses the word right late in each turn.
    for (let guard = 0; guard < 200 && !t.match.over; guard++) {
      if (t.match.stage === 'draw') {
        const turn = turnOf(t);
        const people = guessersOf(t).filter((id) => id > 0);
        t.wait(10_000);
        if (t.match.stage !== 'draw') continue;
        for (const id of people) t.guess(id, `nope${id}`);
        t.wait(30_000);
        if (t.match.stage === 'draw' && people[0] !== undefined && turnOf(t).turn === turn.turn) t.guess(people[0], turn.word.toUpperCase());
      }
      t.finishStage();
    }
    expect(t.match.over).toBe(true);
    expect(checked).toBeGreaterThan(200);
    expect(t.match.state.history.filter((h) => h.rightOrder.length > 0).length).toBeGreaterThan(2);
    // Notices never carry a guess's text, and the word only at the reveal.
    for (const n of t.notices) {
      if (n.topic === 'revealPainters') continue;
      expect(strings(n.body).some((s) => s.startsWith('nope'))).toBe(false);
    }
    const host = canvasClash.views.host(t.match, t.settings);
    expect(host.gallery.map((g) => g.turn)).toEqual(t.match.state.history.map((h) => h.turn));
  });
});

/** Every number in a view, at any depth. */
function numbers(value: unknown): number[] {
  if (typeof value === 'number') return [value];
  if (Array.isArray(value)) return value.flatMap(numbers);
  if (typeof value === 'object' && value !== null) return Object.values(value).flatMap(numbers);
  return [];
}

describe('who paints which canvas', () => {
  it('never reaches the host view before the reveal, which then names both painters by canvas', () => {
    // Ids no count, index or time in a view can be mistaken for.
    const t = new Table(settingsOf({ numberOfTurns: 1 }), [101, 102, 103, 104, 105], 11);
    const turnsSeen = new Set<number>();
    const revealsSeen = new Set<number>();
    const check = (m: M): void => {
      const turn = m.state.current;
      if (!turn) return;
      const view = canvasClash.views.host(m, t.settings);
      if (!turn.showPainters) {
        turnsSeen.add(turn.turn);
        expect(view.canvases.map((c) => c.canvas)).toEqual([0, 1]);
        const named = numbers(view).filter((n) => turn.painters.includes(n));
        expect(named, `turn ${turn.turn}, ${m.stage}`).toEqual([]);
        expect(view.reveal).toBeNull();
      } else if (view.reveal) {
        revealsSeen.add(turn.turn);
        expect(view.reveal.painters.map((p) => [p.canvas, p.playerId])).toEqual([[0, turn.painters[0]], [1, turn.painters[1]]]);
      }
    };
    t.onChange = (_before, after) => check(after);
    check(t.match);
    for (let guard = 0; guard < 100 && !t.match.over; guard++) {
      if (t.match.stage === 'draw') {
        // A right guess and its credit, so the credit stage is looked at too.
        const [first] = guessersOf(t);
        t.wait(5_000);
        if (t.match.stage === 'draw' && first !== undefined) t.guess(first, turnOf(t).word);
      }
      if (t.match.stage === 'credit') {
        for (const id of turnOf(t).rightOrder) t.move(id, 'credit', { canvas: 1 });
        continue;
      }
      t.finishStage();
    }
    expect(t.match.over).toBe(true);
    expect(turnsSeen.size).toBe(3);
    expect(revealsSeen).toEqual(turnsSeen);
    // How many may guess is shown, not who (the others would be the painters).
    expect(host(new Table(settingsOf(), [101, 102, 103, 104], 2)).guesserCount).toBe(2);
  });
});

/** A table of three or four people whose words are the host's own list. */
function customTable(words: string[], ids: PlayerId[] = [1, 2, 3, 4]): Table {
  return new Table(settingsOf({ customWords: words }), ids, 3);
}

describe('guessing', () => {
  it('is right whatever the case, accents, spaces or punctuation', () => {
    for (const typed of ['crème brûlée', 'CREME BRULEE', 'cremebrulee', 'Crème-Brûlée!']) {
      const t = customTable(['Crème Brûlée']);
      const g = guessersOf(t)[0]!;
      expect(t.guess(g, typed)).toBeNull();
      expect(phone(t, g)).toMatchObject({ guessedRight: true, lastResult: 'right', word: 'Crème Brûlée', place: 1 });
    }
  });

  it('folds German and Danish letters both ways', () => {
    const german = customTable(['Schlüssel']);
    const [a, b] = guessersOf(german);
    expect(german.guess(a!, 'schluessel')).toBeNull();
    expect(german.guess(b!, 'SCHLUSSEL')).toBeNull();
    expect(turnOf(german).rightOrder).toEqual([a, b]);

    const danish = customTable(['blåbær']);
    const [c, d] = guessersOf(danish);
    expect(danish.guess(c!, 'blabaer')).toBeNull();
    expect(danish.guess(d!, 'blaabaer')).toBeNull();
    expect(turnOf(danish).rightOrder).toEqual([c, d]);
  });

  it('tells a close guess apart, without accepting it, and keeps the last five wrong guesses for the guesser only', () => {
    const t = customTable(['elephant']);
    const [g, other] = guessersOf(t);
    expect(t.guess(g!, 'elefant')).toBeNull();
    expect(phone(t, g!)).toMatchObject({ guessedRight: false, lastResult: 'close', word: null, mayGuess: true });
    expect(t.guess(g!, 'elepant')).toBeNull();
    expect(phone(t, g!).lastResult).toBe('close');
    for (const w of ['tiger', 'lion', 'mouse', 'hippo']) t.guess(g!, w);
    expect(phone(t, g!).lastResult).toBe('wrong');
    expect(phone(t, g!).wrongGuesses).toEqual([
      { text: 'elepant', close: true },
      { text: 'tiger', close: false },
      { text: 'lion', close: false },
      { text: 'mouse', close: false },
      { text: 'hippo', close: false },
    ]);
    expect(phone(t, other!).wrongGuesses).toEqual([]);
    expect(strings(host(t))).not.toContain('tiger');
    expect(host(t).guessCount).toBe(6);
    expect(host(t).guessedIds).toEqual([]);

    // Short words: one typo is close from four letters on; three letters must be exact.
    const short = customTable(['frog']);
    const s = guessersOf(short)[0]!;
    short.guess(s, 'frig');
    expect(phone(short, s).lastResult).toBe('close');
    const tiny = customTable(['cat']);
    const c = guessersOf(tiny)[0]!;
    tiny.guess(c, 'car');
    expect(phone(tiny, c).lastResult).toBe('wrong');
  });

  it('refuses painters, second guesses of a right guesser, and bad texts', () => {
    const t = customTable(['apple']);
    const [painter] = turnOf(t).painters;
    const g = guessersOf(t)[0]!;
    expect(t.guess(painter, 'apple')).toEqual({ invalid: ERRORS.painterCannotGuess });
    expect(t.guess(g, '')).toEqual({ invalid: ERRORS.badGuess });
    expect(t.guess(g, 'x'.repeat(41))).toEqual({ invalid: ERRORS.badGuess });
    expect(t.move(g, 'guess', null)).toEqual({ invalid: ERRORS.badGuess });
    expect(t.guess(g, 'apple')).toBeNull();
    expect(t.guess(g, 'apple')).toEqual({ invalid: ERRORS.alreadyGuessed });
    expect(phone(t, g).mayGuess).toBe(false);
  });

  it('scores by speed, 1000 down to 300, and 100 per right guess to each painter, awarded as the reveal ends', () => {
    const t = customTable(['apple'], [1, 2, 3, 4, 5]);
    const [p0, p1] = turnOf(t).painters;
    const [a, b, c] = guessersOf(t);
    expect(t.guess(a!, 'apple')).toBeNull(); // at once: 1000
    t.wait(20_000, false);
    expect(t.guess(b!, 'pear')).toBeNull();
    expect(t.guess(b!, 'apple')).toBeNull(); // 20 s of 80: 825 -> 830
    t.wait(20_000, false);
    expect(t.guess(c!, 'apple')).toBeNull(); // 40 s: 650, and everyone is right
    expect(t.match.stage).toBe('credit');
    expect(turnOf(t).points).toEqual({ [a!]: 1000, [b!]: 830, [c!]: 650, [p0]: 300, [p1]: 300 });
    expect(phone(t, b!).guessPoints).toBe(830);
    // No score moves before the reveal ends, so scores cannot give the painters away.
    t.finishStage(false);
    expect(t.match.stage).toBe('reveal');
    expect(Object.values(t.match.scores).every((s) => s === 0)).toBe(true);
    expect(host(t).reveal?.points).toEqual({ [a!]: 1000, [b!]: 830, [c!]: 650, [p0]: 300, [p1]: 300 });
    t.finishStage(false);
    expect(t.match.scores).toMatchObject({ [a!]: 1000, [b!]: 830, [c!]: 650, [p0]: 300, [p1]: 300 });

    // A guess at the last moment is worth 300.
    expect(t.match.stage).toBe('draw');
    const late = guessersOf(t)[0]!;
    t.wait(DRAW_MS - 1, false);
    t.guess(late, turnOf(t).word);
    expect(turnOf(t).guessers[late]!.guessPoints).toBe(300);
  });

  it('ends the drawing early when everyone guessed right, and says so', () => {
    const t = customTable(['kite'], [1, 2, 3]);
    const g = guessersOf(t)[0]!;
    t.wait(5_000);
    t.guess(g, 'Kite');
    expect(t.match.stage).toBe('credit');
    expect(t.match.stageStartedAt).toBe(T0 + 5_000);
    expect(t.notices.filter((n) => n.topic === 'allCorrect')).toHaveLength(1);
    expect(t.notices.find((n) => n.topic === 'guessSubmitted')?.body).toEqual({ playerId: g, correct: true, order: 1 });
  });
});

describe('credits', () => {
  it('give the credited canvas\u2019s painter 250 each, once per right guesser', () => {
    const t = customTable(['boat'], [1, 2, 3, 4, 5]);
    const [p0, p1] = turnOf(t).painters;
    const [a, b, c] = guessersOf(t);
    t.guess(a!, 'boat');
    t.guess(b!, 'boat');
    t.wait(DRAW_MS); // c never guesses: the stage runs out
    expect(t.match.stage).toBe('credit');
    expect(t.match.stageEndsAt).toBe(t.match.stageStartedAt + CREDIT_MS);
    expect(phone(t, a!)).toMatchObject({ mayCredit: true, creditableCanvases: [0, 1], credited: null });
    expect(phone(t, c!).mayCredit).toBe(false);
    expect(t.move(c!, 'credit', { canvas: 0 })).toEqual({ invalid: ENGINE_ERRORS.notYourTurn });
    expect(t.move(a!, 'credit', { canvas: 2 })).toEqual({ invalid: ERRORS.badCredit });
    expect(t.move(a!, 'credit', { canvas: 0 })).toBeNull();
    expect(t.move(a!, 'credit', { canvas: 1 })).toEqual({ invalid: ERRORS.alreadyCredited });
    expect(host(t).creditedIds).toEqual([a]);
    expect(host(t).reveal).toBeNull();
    expect(t.move(b!, 'credit', { canvas: 0 })).toBeNull();
    // All credited: on to the reveal at once.
    expect(t.match.stage).toBe('reveal');
    expect(host(t).reveal?.credits).toEqual([2, 0]);
    expect(turnOf(t).points[p0]).toBe(200 + 500);
    expect(turnOf(t).points[p1]).toBe(200);
    const topics = t.notices.map((n) => n.topic);
    expect(topics.filter((x) => x === 'creditSubmitted')).toHaveLength(2);
    expect(topics.filter((x) => x === 'allCreditsSubmitted')).toHaveLength(1);
    expect(topics.indexOf('allCreditsSubmitted')).toBeLessThan(topics.indexOf('revealPainters'));
    const reveal = t.notices.find((n) => n.topic === 'revealPainters')!.body as RevealPaintersNotice;
    expect(reveal).toEqual({ word: 'boat', painters: [{ canvas: 0, playerId: p0 }, { canvas: 1, playerId: p1 }] });
  });
});

describe('letters revealed over time', () => {
  it('reveals half the letters from 30 % to 80 % of the drawing time, never all, spaces from the start', () => {
    const t = customTable(['elephant'], [1, 2, 3]);
    const g = guessersOf(t)[0]!;
    expect(host(t).hint).toEqual({ cells: Array(8).fill(null), length: 8 });
    const expected = [0.3, 0.3 + 0.5 / 3, 0.3 + 1 / 3, 0.8].map((share) => T0 + Math.round(DRAW_MS * share));
    const wakes: number[] = [];
    for (let i = 0; i < 6; i++) {
      const at = nextWakeAt(canvasClash, t.match, t.settings, t.now);
      if (at === null) break;
      wakes.push(at);
      t.runUntil(at - 1, false);
      expect(turnOf(t).revealedLetters).toHaveLength(i);
      t.runUntil(at, false);
      expect(turnOf(t).revealedLetters).toHaveLength(i + 1);
    }
    expect(wakes).toEqual(expected);
    const hint = phone(t, g).hint!;
    const shown = hint.cells.filter((c) => c !== null);
    expect(shown).toHaveLength(4);
    hint.cells.forEach((c, i) => c !== null && expect(c).toBe('elephant'[i]!.toUpperCase()));
    const letterNotices = t.notices.filter((n) => n.topic === 'revealLetterTopic').map((n) => n.body as RevealLetterNotice);
    expect(letterNotices).toHaveLength(4);
    expect(letterNotices[3]!.hint).toEqual(hint);
    expect(letterNotices[0]!.letter).toBe('elephant'[letterNotices[0]!.index]!.toUpperCase());

    const spaced = customTable(['ice cream'], [1, 2, 3]);
    expect(host(spaced).hint).toEqual({ cells: [null, null, null, ' ', null, null, null, null, null], length: 8 });
    for (const [word, letters] of [['ox', 1], ['cat', 1], ['a', 0]] as const) {
      const small = customTable([word], [1, 2, 3]);
      small.wait(DRAW_MS - 1, false);
      expect(turnOf(small).revealedLetters).toHaveLength(letters);
      expect(host(small).hint!.cells.some((c) => c === null)).toBe(true);
    }
  });
});

describe('painters who leave and come back', () => {
  it('the turn goes on with the other canvas; a canvas without painter cannot be credited', () => {
    const t = customTable(['moon'], [1, 2, 3, 4]);
    const [p0, p1] = turnOf(t).painters;
    const [a, b] = guessersOf(t);
    t.wait(10_000);
    t.remove(p0);
    expect(t.match.stage).toBe('draw');
    expect(host(t).canvases).toEqual([{ canvas: 0, left: true }, { canvas: 1, left: false }]);
    expect(canvasClashTurn(t.match.state)).toEqual({ turn: 1, painters: [p0, p1], word: 'moon', drawingOpen: true, revealed: false });
    t.guess(a!, 'moon');
    t.guess(b!, 'moon');
    expect(t.match.stage).toBe('credit');
    expect(phone(t, a!).creditableCanvases).toEqual([1]);
    expect(t.move(a!, 'credit', { canvas: 0 })).toEqual({ invalid: ERRORS.canvasUnavailable });
    expect(t.move(a!, 'credit', { canvas: 1 })).toBeNull();
    // The painter who left earns nothing for guesses after leaving.
    expect(turnOf(t).points[p0]).toBeUndefined();
  });

  it('a pair with no painter left ends the drawing', () => {
    const t = customTable(['moon'], [1, 2, 3, 4, 5]);
    const [p0, p1] = turnOf(t).painters;
    t.remove(p0);
    expect(t.match.stage).toBe('draw');
    t.remove(p1);
    expect(t.match.stage).toBe('reveal');
    expect(canvasClashTurn(t.match.state)).toMatchObject({ turn: 1, drawingOpen: false, revealed: true });
  });

  it('a painter who comes back still sees the word, the canvas and the turn', () => {
    const t = customTable(['moon', 'lamp'], [1, 2, 3]);
    t.finishStage(false);
    t.finishStage(false);
    expect(t.match.stage).toBe('draw');
    const [p0, p1] = turnOf(t).painters;
    t.wait(30_000, false);
    // A phone that reconnects asks for its view again: same seat, same view.
    const again = JSON.parse(JSON.stringify(phone(t, p1))) as CanvasClashPlayerView;
    expect(again).toMatchObject({ role: 'painter', canvas: 1, turn: 2, drawingOpen: true, word: turnOf(t).word });
    expect(phone(t, p0)).toMatchObject({ role: 'painter', canvas: 0, turn: 2 });
    expect(canvasClashTurn(t.match.state)).toMatchObject({ turn: 2, painters: [p0, p1], drawingOpen: true });
  });
});

describe('AI players', () => {
  it('an AI-only table plays to the end, guesses, credits and paints presets', () => {
    const t = new Table(settingsOf({ numberOfTurns: 2 }), [-1, -2, -3, -4, -5, -6], 21);
    expect(t.match.stageEndsAt).toBe(T0 + DRAW_BOTS_ONLY_MS);
    const drawings: Array<{ playerId: PlayerId; lines: number; size: number }> = [];
    t.onChange = (before, after) => {
      const turn = after.state.current;
      if (!turn || before.state.current?.turn === turn.turn) return;
      expect(presetForWord(turn.word, 'en')).toBeDefined();
      for (const p of turn.painters) {
        const data = aiDrawingFor(after.state, p)!;
        drawings.push({ playerId: p, lines: data.lines.length, size: data.width });
      }
    };
    const first = turnOf(t);
    for (const p of first.painters) drawings.push({ playerId: p, lines: aiDrawingFor(t.match.state, p)!.lines.length, size: PRESET_CANVAS_SIZE });
    t.playToEnd();
    expect(t.match.over).toBe(true);
    expect(t.match.state.history).toHaveLength(6);
    expect(drawings.length).toBe(12);
    expect(drawings.every((d) => d.size === PRESET_CANVAS_SIZE && d.lines > 0)).toBe(true);
    const history = t.match.state.history;
    expect(history.some((h) => h.rightOrder.length > 0)).toBe(true);
    expect(history.some((h) => h.credits[0] + h.credits[1] > 0)).toBe(true);
    expect(t.notices.some((n) => n.topic === 'guessSubmitted' && !(n.body as GuessSubmittedNotice).correct)).toBe(true);
  });

  it('AI guessers wait 8 to 25 s before their first guess', () => {
    const t = new Table(settingsOf(), [1, 2, 3, -1, -2, -3], 4);
    const firstAt = new Map<PlayerId, number>();
    t.onChange = (before, after) => {
      const turn = after.state.current;
      if (!turn || turn.turn !== 1) return;
      for (const entry of turn.guessLog.slice(before.state.current?.turn === 1 ? before.state.current.guessLog.length : 0)) {
        if (!firstAt.has(entry.playerId)) firstAt.set(entry.playerId, t.now - T0);
      }
    };
    t.finishStage();
    const robots = [...firstAt.entries()].filter(([id]) => id < 0);
    expect(robots.length).toBeGreaterThan(0);
    for (const [, at] of robots) {
      expect(at).toBeGreaterThanOrEqual(8_000);
      expect(at).toBeLessThanOrEqual(25_000);
    }
  });

  it('aiDrawingFor gives each AI family its own style, and nothing for people or non-painters', () => {
    const t = new Table(settingsOf(), [-1, -2, 3], 2);
    const turn = turnOf(t);
    for (const p of turn.painters) expect(aiDrawingFor(t.match.state, p) !== null).toBe(p < 0);
    const state: CanvasClashState = { ...t.match.state, current: { ...turn, painters: [-1, -2] } };
    const one = aiDrawingFor(state, -1)!;
    const two = aiDrawingFor(state, -2)!;
    expect(one).toMatchObject({ width: PRESET_CANVAS_SIZE, height: PRESET_CANVAS_SIZE });
    expect(one.lines[0]!.brushRadius).not.toEqual(two.lines[0]!.brushRadius);
    expect(two.lines.length).toBeGreaterThan(one.lines.length);
    expect(aiDrawingFor({ ...state, current: { ...turn, painters: [-6, -5] } }, -6)).toEqual(one);
    expect(aiDrawingFor({ ...state, current: { ...turn, painters: [-6, -5] } }, -5)).toEqual(two);
    expect(aiDrawingFor(state, 3)).toBeNull();
    expect(aiDrawingFor({ ...state, current: null }, -1)).toBeNull();
    expect(aiDrawingFor(null, -1)).toBeNull();
    expect(canvasClashTurn({})).toBeNull();
  });
});

describe('the end', () => {
  it('ends as soon as someone reaches maxScore', () => {
    const t = new Table(settingsOf({ customWords: ['drum'], maxScore: 500, numberOfTurns: 3 }), [1, 2, 3]);
    t.guess(guessersOf(t)[0]!, 'drum');
    t.finishStage(false); // credit runs out
    expect(t.match.stage).toBe('reveal');
    t.finishStage(false);
    expect(t.match.over).toBe(true);
    expect(t.match.state.history).toHaveLength(1);
    expect(host(t).gallery).toEqual([{ turn: 1, word: 'drum', painters: t.match.state.history[0]!.painters }]);
  });

  it('round two doubles the points', () => {
    const t = new Table(settingsOf({ customWords: ['drum', 'bell', 'horn', 'harp'], numberOfTurns: 2 }), [1, 2, 3, 4]);
    for (let i = 0; i < 10 && t.match.stage !== 'roundSummary'; i++) t.finishStage(false);
    expect(t.match.stage).toBe('roundSummary');
    expect(t.match.state.history).toHaveLength(2);
    expect(host(t).roundSummary).toMatchObject({ round: 1, lastRound: false });
    t.finishStage(false);
    expect(t.match.round).toBe(2);
    const g = guessersOf(t)[0]!;
    t.guess(g, turnOf(t).word);
    expect(phone(t, g).guessPoints).toBe(2000);
  });
});
