import { describe, expect, it } from 'vitest';
import { botActions } from '@snackparty/engine';
import { hideAndPeek } from '.';
import { FIRST_PEEK_MAX_MS, FIRST_PEEK_MIN_MS } from './bots';
import { Table, settingsOf } from './test-driver';
import { hideAndPeekTurn, aiHiderPlanFor } from './turn';
import { STAGES } from './types';

describe('HIDE_AND_PEEK AI players', () => {
  it('hide in the spot their plan chose, as the plan says, during the hide stage', () => {
    const t = new Table(settingsOf(), [-1, 1, 2], 2);
    for (let guard = 0; guard < 20 && !(t.match.stage === STAGES.move && t.match.state.current?.hiders[0] === -1); guard++) t.finishStage();
    expect(t.match.state.current?.hiders).toEqual([-1]);
    const plan = aiHiderPlanFor(t.match.state, -1)!;
    expect(hideAndPeekTurn(t.match.state)).toEqual({ turn: t.match.state.turn, hiders: [-1], window: 'public', revealed: false });
    // No move in the walk: the server replays the waypoints on the stream.
    expect(botActions(hideAndPeek, t.match, t.settings, t.now)).toEqual([]);
    t.finishStage();
    expect(hideAndPeekTurn(t.match.state)?.window).toBe('private');
    const hideStart = t.now;
    const [action] = botActions(hideAndPeek, t.match, t.settings, t.now);
    expect(action).toMatchObject({ playerId: -1, move: 'submitSpot', payload: { spotName: plan.spotName }, at: hideStart + plan.hideDelayMs });
    t.runUntil(hideStart + plan.hideDelayMs);
    expect(t.match.state.current?.spots[-1]).toBe(plan.spotName);
    expect(aiHiderPlanFor(t.match.state, 1)).toBeNull();
  });

  it('peek twice with human delays, never the same spot, and miss most first peeks', () => {
    let firstRight = 0;
    let anyRight = 0;
    let peeks = 0;
    for (let seed = 1; seed <= 40; seed++) {
      const t = new Table(settingsOf(), [1, -1, -2, -3, -4], seed);
      let firstActions = 0;
      t.onChange = (before, after) => {
        if (after.stage !== STAGES.peek || after.stageNumber === before.stageNumber) return;
        for (const action of botActions(hideAndPeek, after, t.settings, after.stageStartedAt)) {
          firstActions++;
          expect(action.move).toBe('submitGuess');
          expect(action.at - after.stageStartedAt).toBeGreaterThanOrEqual(FIRST_PEEK_MIN_MS);
          expect(action.at - after.stageStartedAt).toBeLessThanOrEqual(FIRST_PEEK_MAX_MS);
        }
      };
      t.until(STAGES.hide);
      const [hider] = t.match.state.current!.hiders;
      if (hider! > 0) t.hide(hider!, 'house4');
      t.until(STAGES.peek);
      if (t.match.stage !== STAGES.peek) continue;
      expect(firstActions).toBeGreaterThanOrEqual(3);
      t.until(STAGES.reveal);
      const turn = t.match.state.current!;
      const spot = turn.spots[hider!]!;
      for (const g of Object.values(turn.guessers)) {
        if (g.peeks.length === 0) continue;
        expect(g.peeks).toHaveLength(2);
        expect(g.peeks[0]).not.toBe(g.peeks[1]);
        peeks++;
        if (g.peeks[0] === spot) firstRight++;
        if (g.peeks.includes(spot)) anyRight++;
      }
    }
    expect(peeks).toBeGreaterThan(100);
    // One in eight, one in four: well clear of always or never.
    expect(firstRight / peeks).toBeGreaterThan(0.04);
    expect(firstRight / peeks).toBeLessThan(0.25);
    expect(anyRight / peeks).toBeGreaterThan(0.12);
    expect(anyRight / peeks).toBeLessThan(0.4);
  });
});
