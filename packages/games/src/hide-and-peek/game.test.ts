import { describe, expect, it } from 'vitest';
import { ENGINE_ERRORS, GAME_OVER } from '@snackparty/engine';
import type { PlayerId } from '@snackparty/engine';
import { ERRORS, HIDE_MS, MOVE_MS, PEEK_MS, POINTS, REVEAL_MS } from './rules';
import { Table, settingsOf } from './test-driver';
import { STAGES } from './types';

/** The scores that are not zero. */
function earned(t: Table): Record<PlayerId, number> {
  return Object.fromEntries(Object.entries(t.match.scores).filter(([, v]) => v !== 0));
}
function hiders(t: Table): PlayerId[] {
  return t.match.state.current?.hiders ?? [];
}
function guessersOf(t: Table): PlayerId[] {
  return Object.keys(t.match.state.current?.guessers ?? {}).map(Number);
}

/** Records the stage sequence as the match moves on. */
function stageLog(t: Table): string[] {
  const log = [t.match.stage];
  t.onChange = (before, after) => {
    if (after.stageNumber !== before.stageNumber) log.push(after.over ? GAME_OVER : after.stage);
  };
  return log;
}

describe('HIDE_AND_PEEK whole games', () => {
  it('plays every stage; every player hides numberOfTurns times in a seeded order', () => {
    const t = new Table(settingsOf({ numberOfTurns: 2 }), [1, 2, 3], 11);
    const log = stageLog(t);
    const orders: PlayerId[][] = [];
    for (let guard = 0; guard < 50 && !t.match.over; guard++) {
      if (t.match.stage === STAGES.move) {
        if (t.match.state.turnInRound === 1) orders.push([...t.match.state.roundOrder]);
        expect(t.match.stageEndsAt).toBe(t.now + MOVE_MS);
        t.finishStage();
      } else if (t.match.stage === STAGES.hide) {
        expect(t.match.stageEndsAt).toBe(t.now + HIDE_MS);
        const [hider] = hiders(t);
        expect(t.hide(hider!, 'red_bucket')).toBeNull();
        expect(t.match.stage).toBe(STAGES.peek);
        expect(t.match.stageEndsAt).toBe(t.now + PEEK_MS);
      } else if (t.match.stage === STAGES.peek) {
        for (const g of guessersOf(t)) {
          expect(t.peek(g, 'house1')).toBeNull();
          expect(t.peek(g, 'red_bucket')).toBeNull();
        }
        expect(t.match.stage).toBe(STAGES.reveal);
        expect(t.match.stageEndsAt).toBe(t.now + REVEAL_MS);
      } else t.finishStage();
    }
    expect(t.match.over).toBe(true);
    expect(orders).toHaveLength(2);
    for (const order of orders) expect([...order].sort()).toEqual([1, 2, 3]);
    expect(t.match.state.hideCount).toEqual({ 1: 2, 2: 2, 3: 2 });
    expect(log.slice(0, 5)).toEqual([STAGES.move, STAGES.hide, STAGES.peek, STAGES.reveal, STAGES.move]);
    expect(log.filter((s) => s === STAGES.roundSummary)).toHaveLength(2);
    expect(log.at(-1)).toBe(GAME_OVER);
    // Every second peek found the hider: 150 each; the hider was found by all, so earns nothing.
    // Round 1 ×1: each player 2 × 150; round 2 ×2: 2 × 300. Total 900 each.
    expect(earned(t)).toEqual({ 1: 900, 2: 900, 3: 900 });
  });

  it('is the same game again with the same seed, and another with another', () => {
    const order = (seed: number): PlayerId[] => new Table(settingsOf(), [1, 2, 3, 4, 5], seed).match.state.roundOrder;
    expect(order(3)).toEqual(order(3));
    expect([3, 4, 5, 6, 7].map((s) => order(s).join())).not.toEqual(Array(5).fill(order(3).join()));
  });

  it('scores a right first peek 300, a right second peek 150, and the hider 200 per guesser fooled, times the round', () => {
    const t = new Table(settingsOf({ numberOfTurns: 2 }), [1, 2, 3, 4], 7);
    t.until(STAGES.hide);
    const [hider] = hiders(t);
    const [first, second, fooled, ...rest] = guessersOf(t);
    expect(rest).toEqual([]);
    t.hide(hider!, 'house4');
    expect(t.peek(first!, 'house4')).toBeNull();
    expect(t.peek(first!, 'house1')).toBeNull();
    expect(t.peek(second!, 'house2')).toBeNull();
    expect(t.peek(second!, 'house4')).toBeNull();
    expect(t.peek(fooled!, 'blue_bucket')).toBeNull();
    expect(t.peek(fooled!, 'red_bucket')).toBeNull();
    expect(t.match.stage).toBe(STAGES.reveal);
    expect(earned(t)).toEqual({});
    t.finishStage();
    expect(earned(t)).toEqual({ [first!]: POINTS.firstPeek, [second!]: POINTS.secondPeek, [hider!]: POINTS.hiderPerGuesserFooled });

    // Round two is worth double.
    for (let i = 0; i < 20 && t.match.state.round < 2; i++) t.finishStage();
    expect(t.match.stage).toBe(STAGES.move);
    t.until(STAGES.hide);
    const before = { ...t.match.scores };
    const [hider2] = hiders(t);
    const [g1] = guessersOf(t);
    t.hide(hider2!, 'house6');
    t.peek(g1!, 'house6');
    t.until(STAGES.reveal);
    t.finishStage();
    expect(t.match.scores[g1!]! - (before[g1!] ?? 0)).toBe(2 * POINTS.firstPeek);
    // The two who did not peek never found the hider.
    expect(t.match.scores[hider2!]! - (before[hider2!] ?? 0)).toBe(2 * 2 * POINTS.hiderPerGuesserFooled);
  });

  it('leaves a hider who never hides in the open: no peeking, no points, the reveal says so', () => {
    const t = new Table(settingsOf(), [1, 2, 3], 5);
    const log = stageLog(t);
    t.until(STAGES.hide);
    const [hider] = hiders(t);
    t.finishStage();
    expect(t.match.stage).toBe(STAGES.reveal);
    expect(log).toEqual([STAGES.move, STAGES.hide, STAGES.reveal]);
    expect(t.match.state.current?.spots[hider!]).toBeNull();
    t.finishStage();
    expect(earned(t)).toEqual({});
  });

  it('lets a guesser who does not peek in time find nobody; the hider earns for them', () => {
    const t = new Table(settingsOf(), [1, 2, 3], 5);
    t.until(STAGES.hide);
    const [hider] = hiders(t);
    const [a, b] = guessersOf(t);
    t.hide(hider!, 'house2');
    t.peek(a!, 'house2');
    t.finishStage();
    expect(t.match.stage).toBe(STAGES.reveal);
    expect(t.match.state.current?.guessers[b!]?.peeks).toEqual([]);
    t.finishStage();
    expect(earned(t)).toEqual({ [a!]: POINTS.firstPeek, [hider!]: POINTS.hiderPerGuesserFooled });
  });

  it('refuses a guess by the hider, an unknown spot, a second submit, a third peek and the same spot twice', () => {
    const t = new Table(settingsOf(), [1, 2, 3], 5);
    t.until(STAGES.hide);
    const [hider] = hiders(t);
    const [g] = guessersOf(t);
    expect(t.hide(g!, 'house1')).toEqual({ invalid: ENGINE_ERRORS.notYourTurn });
    expect(t.hide(hider!, 'house9')).toEqual({ invalid: ERRORS.badSpot });
    expect(t.move(hider!, 'submitSpot', null)).toEqual({ invalid: ERRORS.badSpot });
    expect(t.move(hider!, 'submitSpot', { spotName: 'toString' })).toEqual({ invalid: ERRORS.badSpot });
    expect(t.peek(hider!, 'house1')).toEqual({ invalid: ENGINE_ERRORS.unknownMove });
    expect(t.hide(hider!, 'house3')).toBeNull();
    // Two players: one hider, so the stage ends as they hide; a second submit is refused in the peek.
    expect(t.match.stage).toBe(STAGES.peek);
    expect(t.hide(hider!, 'house5')).toEqual({ invalid: ENGINE_ERRORS.unknownMove });
    expect(t.peek(hider!, 'house3')).toEqual({ invalid: ERRORS.hiderCannotGuess });
    expect(t.peek(g!, 'blue')).toEqual({ invalid: ERRORS.badSpot });
    expect(t.peek(g!, 'house1')).toBeNull();
    expect(t.peek(g!, 'house1')).toEqual({ invalid: ERRORS.samePeek });
    expect(t.peek(g!, 'house2')).toBeNull();
    expect(t.peek(g!, 'house3')).toEqual({ invalid: ERRORS.noPeeksLeft });
    expect(t.match.state.current?.spots[hider!]).toBe('house3');
  });

  it('refuses a second submit while another hider is still hiding (two hiders)', () => {
    const t = new Table(settingsOf(), [1, 2, 3, 4, 5, 6], 5);
    t.until(STAGES.hide);
    const [h1] = hiders(t);
    expect(t.hide(h1!, 'house1')).toBeNull();
    expect(t.match.stage).toBe(STAGES.hide);
    expect(t.hide(h1!, 'house2')).toEqual({ invalid: ERRORS.alreadyHidden });
    expect(t.match.state.current?.spots[h1!]).toBe('house1');
  });

  it('has two hiders a turn with six players or more; one peek finds both in one spot', () => {
    const t = new Table(settingsOf(), [1, 2, 3, 4, 5, 6, 7], 9);
    const turns: PlayerId[][] = [];
    let scored = false;
    for (let guard = 0; guard < 60 && !t.match.over; guard++) {
      if (t.match.stage === STAGES.hide) {
        const hs = hiders(t);
        turns.push(hs);
        for (const h of hs) t.hide(h, 'house5');
        if (!scored && hs.length === 2) {
          scored = true;
          const [g] = guessersOf(t);
          t.peek(g!, 'house5');
          t.until(STAGES.reveal);
          const reveal = t.match.state.current!;
          expect(reveal.points[g!]).toBe(2 * POINTS.firstPeek);
          // Four guessers did not find either hider: 4 × 200 each.
          for (const h of hs) expect(reveal.points[h]).toBe(4 * POINTS.hiderPerGuesserFooled);
        }
      }
      t.finishStage();
    }
    // Seven players: three turns of two and one of one.
    expect(turns.map((hs) => hs.length)).toEqual([2, 2, 2, 1]);
    expect(turns.flat().sort()).toEqual([1, 2, 3, 4, 5, 6, 7]);
  });

  it('ends a turn whose hider is kicked; the hider earns nothing and the turn order moves on', () => {
    const t = new Table(settingsOf(), [1, 2, 3, 4], 5);
    t.until(STAGES.hide);
    const [hider] = hiders(t);
    const [g] = guessersOf(t);
    t.hide(hider!, 'house1');
    t.remove(hider!);
    expect(t.match.stage).toBe(STAGES.reveal);
    expect(t.peek(g!, 'house1')).toEqual({ invalid: ENGINE_ERRORS.notYourTurn });
    t.finishStage();
    expect(earned(t)).toEqual({});
    expect(t.match.state.queue).not.toContain(hider);
    // Three left: the game goes on with them.
    t.playToEnd();
    expect(t.match.over).toBe(true);
    expect(t.match.state.history.map((h) => h.hiders).flat().sort()).toEqual([1, 2, 3, 4]);
  });

  it('kicks a hider in the walk: nothing to hide, nothing to find', () => {
    const t = new Table(settingsOf(), [1, 2, 3, 4], 5);
    const [hider] = hiders(t);
    t.remove(hider!);
    expect(t.match.stage).toBe(STAGES.reveal);
    t.finishStage();
    expect(earned(t)).toEqual({});
  });

  it('drops a kicked guesser: no points for them, none for the hider on their account', () => {
    const t = new Table(settingsOf(), [1, 2, 3, 4], 5);
    t.until(STAGES.hide);
    const [hider] = hiders(t);
    const [found, kicked, last] = guessersOf(t);
    t.hide(hider!, 'house1');
    t.peek(found!, 'house1');
    t.peek(kicked!, 'house1');
    t.remove(kicked!);
    t.peek(found!, 'house2');
    t.peek(last!, 'house2');
    t.peek(last!, 'house3');
    expect(t.match.stage).toBe(STAGES.reveal);
    t.finishStage();
    expect(earned(t)).toEqual({ [found!]: POINTS.firstPeek, [hider!]: POINTS.hiderPerGuesserFooled });
  });

  it('ends the game when fewer than three are left', () => {
    const t = new Table(settingsOf({ numberOfTurns: 3 }), [1, 2, 3], 5);
    t.until(STAGES.peek, true, 3);
    t.remove(guessersOf(t)[0]!);
    t.playToEnd();
    expect(t.match.over).toBe(true);
    expect(t.match.state.round).toBe(1);
  });

  it('ends as soon as someone reaches the max score', () => {
    const t = new Table(settingsOf({ numberOfTurns: 5, maxScore: 400 }), [1, 2, 3], 5);
    t.until(STAGES.hide);
    const [hider] = hiders(t);
    t.hide(hider!, 'house1');
    t.finishStage();
    t.finishStage();
    // Two guessers fooled: 400.
    expect(t.match.scores[hider!]).toBe(400);
    expect(t.match.over).toBe(true);
    expect(t.match.state.round).toBe(1);
  });

  it('plays a whole game of AI players only', () => {
    const t = new Table(settingsOf({ numberOfTurns: 2 }), [-1, -2, -3, -4, -5, -6], 21);
    t.playToEnd();
    expect(t.match.over).toBe(true);
    expect(t.match.state.history).toHaveLength(6);
    for (const turn of t.match.state.history) for (const h of turn.hiders) expect(turn.spots[h]).not.toBeNull();
    expect(Object.values(t.match.scores).reduce((a, b) => a + b, 0)).toBeGreaterThan(0);
  });

  it('announces the hiders, each peek (not where), all peeks in, and the spots only at the reveal', () => {
    const t = new Table(settingsOf(), [1, 2, 3, 4], 6);
    t.until(STAGES.hide);
    const [hider] = hiders(t);
    const [a, b, c] = guessersOf(t);
    t.hide(hider!, 'blue_bucket');
    t.peek(a!, 'blue_bucket');
    t.peek(b!, 'house1');
    t.peek(a!, 'house1');
    t.peek(b!, 'house2');
    t.peek(c!, 'house3');
    expect(t.notices.filter((n) => n.topic === 'allSubmitted')).toHaveLength(0);
    expect(JSON.stringify(t.notices)).not.toContain('blue_bucket');
    t.peek(c!, 'blue_bucket');
    expect(t.match.stage).toBe(STAGES.reveal);
    // The match starts with the first turn: its hiders are in the first views (and the host may ask with requestCurrentHiderId).
    expect(t.notices.map((n) => n.topic)).toEqual([
      'guessSubmitted',
      'guessSubmitted',
      'guessSubmitted',
      'guessSubmitted',
      'guessSubmitted',
      'guessSubmitted',
      'allSubmitted',
      'revealHidingSpot',
    ]);
    expect(t.notices[2]!.body).toEqual({ playerId: a, peek: 2 });
    expect(t.notices.at(-1)!.body).toEqual({ hiders: [{ playerId: hider, spotName: 'blue_bucket' }] });
    t.finishStage();
    expect(t.notices.at(-1)).toEqual({ audience: 'host', topic: 'currentHiderId', body: { turn: 2, hiderIds: t.match.state.current!.hiders } });
  });
});
