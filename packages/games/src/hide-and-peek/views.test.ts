import { describe, expect, it } from 'vitest';
import { hostView as engineHostView, playerView as enginePlayerView } from '@snackparty/engine';
import type { PlayerId } from '@snackparty/engine';
import { hideAndPeek } from '.';
import { SCENE_SPOTS, SPOT_NAMES } from './scene';
import type { SpotName } from './scene';
import { Table, settingsOf } from './test-driver';
import type { M } from './test-driver';
import { STAGES } from './types';
import type { HideAndPeekPlayerView } from './types';

const settings = settingsOf({ numberOfTurns: 2 });

/** The next spot along, so every secret spot becomes another. */
function shifted(spot: SpotName): SpotName {
  return SPOT_NAMES[(SPOT_NAMES.indexOf(spot) + 1) % SPOT_NAMES.length]!;
}

/** The same match with every hider's spot but `keep`'s moved to another spot. */
function spotsMoved(m: M, keep: PlayerId | null): M {
  const turn = m.state.current;
  if (!turn) return m;
  const spots = Object.fromEntries(Object.entries(turn.spots).map(([id, s]) => [id, Number(id) === keep || s === null ? s : shifted(s)]));
  const aiPlans = Object.fromEntries(
    Object.entries(turn.aiPlans).map(([id, plan]) => [id, Number(id) === keep ? plan : { ...plan, spotName: shifted(plan.spotName) }]),
  );
  return { ...m, state: { ...m.state, current: { ...turn, spots, aiPlans } } };
}

/** The same match with every guesser's peeks but `keep`'s moved to other spots. */
function peeksMoved(m: M, keep: PlayerId | null): M {
  const turn = m.state.current;
  if (!turn) return m;
  const guessers = Object.fromEntries(
    Object.entries(turn.guessers).map(([id, g]) => [id, Number(id) === keep ? g : { peeks: g.peeks.map((p) => shifted(shifted(p))) }]),
  );
  return { ...m, state: { ...m.state, current: { ...turn, guessers } } };
}

interface Checked {
  views: number;
  hiderViewsWithSpot: number;
}

/** At every change before a reveal: no view but the hider's changes when spots move; no view but the guesser's when peeks move. */
function checkSecrecy(m: M, checked: Checked): void {
  const turn = m.state.current;
  if (!turn || turn.phase === 'reveal' || m.over) return;
  const host = JSON.stringify(engineHostView(hideAndPeek, m, settings));
  expect(JSON.stringify(engineHostView(hideAndPeek, spotsMoved(m, null), settings))).toBe(host);
  expect(JSON.stringify(engineHostView(hideAndPeek, peeksMoved(m, null), settings))).toBe(host);
  checked.views++;
  for (const seat of m.seats) {
    const id = seat.playerId;
    const own = JSON.stringify(enginePlayerView(hideAndPeek, m, id, settings));
    expect(JSON.stringify(enginePlayerView(hideAndPeek, spotsMoved(m, id), id, settings))).toBe(own);
    expect(JSON.stringify(enginePlayerView(hideAndPeek, peeksMoved(m, id), id, settings))).toBe(own);
    checked.views++;
    const view = enginePlayerView(hideAndPeek, m, id, settings).game;
    if (turn.hiders.includes(id)) {
      expect(view.mySpot).toBe(turn.spots[id] ?? null);
      if (view.mySpot !== null) checked.hiderViewsWithSpot++;
    } else {
      expect(view.mySpot).toBeNull();
      expect(view.aiPlan).toBeNull();
    }
  }
}

describe('HIDE_AND_PEEK views', () => {
  it('never show a spot to the host or a guesser before the reveal, nor where anyone peeked, over whole games', () => {
    for (const [ids, seed] of [
      [[1, 2, 3, -1], 3],
      [[1, 2, 3, 4, -1, -2, -3], 8],
    ] as Array<[PlayerId[], number]>) {
      const t = new Table(settings, ids, seed);
      const checked: Checked = { views: 0, hiderViewsWithSpot: 0 };
      t.onChange = (_before, after) => checkSecrecy(after, checked);
      for (let guard = 0; guard < 200 && !t.match.over; guard++) {
        const turn = t.match.state.current;
        if (t.match.stage === STAGES.hide && turn) for (const h of turn.hiders) if (h > 0) t.hide(h, SPOT_NAMES[(h + turn.turn) % 8]!);
        if (t.match.stage === STAGES.peek && turn) for (const g of Object.keys(turn.guessers).map(Number)) if (g > 0) t.peek(g, SPOT_NAMES[(g * 3 + turn.turn) % 8]!);
        t.finishStage();
      }
      expect(t.match.over).toBe(true);
      expect(checked.views).toBeGreaterThan(100);
      expect(checked.hiderViewsWithSpot).toBeGreaterThan(5);
    }
  });

  it('show the turn order, the spots, the hiders, who hid and who peeked; the reveal shows where', () => {
    const t = new Table(settings, [1, 2, 3, 4], 4);
    const host = (): ReturnType<typeof hideAndPeek.views.host> => hideAndPeek.views.host(t.match, settings);
    expect([...host().turnOrder].sort()).toEqual([1, 2, 3, 4]);
    expect(host().spots).toEqual(SCENE_SPOTS);
    expect(host().positionsShown).toBe(true);
    const [hider] = t.match.state.current!.hiders;
    expect(host().hiders).toEqual([hider]);
    t.until(STAGES.hide);
    expect(host().positionsShown).toBe(false);
    const mine = (id: PlayerId): HideAndPeekPlayerView => hideAndPeek.views.player(t.match, id, settings);
    expect(mine(hider!).mayHide).toBe(true);
    expect(mine(hider!).role).toBe('hider');
    t.hide(hider!, 'house3');
    expect(host().hiddenIds).toEqual([hider]);
    expect(mine(hider!).mySpot).toBe('house3');
    const [g1, g2] = Object.keys(t.match.state.current!.guessers).map(Number);
    expect(mine(g1!).role).toBe('guesser');
    expect(mine(g1!).mayPeek).toBe(true);
    t.peek(g1!, 'house1');
    expect(mine(g1!).myPeeks).toEqual(['house1']);
    expect(mine(g2!).myPeeks).toEqual([]);
    expect(host().peekCounts.find((p) => p.playerId === g1)?.peeks).toBe(1);
    expect(host().reveal).toBeNull();
    expect(mine(g1!).reveal).toBeNull();
    t.peek(g1!, 'house3');
    t.until(STAGES.reveal);
    const reveal = host().reveal!;
    expect(reveal.hiders).toEqual([{ playerId: hider, spotName: 'house3', left: false, foundBy: [{ playerId: g1, peek: 2 }] }]);
    expect(reveal.points[g1!]).toBe(150);
    expect(mine(g2!).reveal).toEqual(reveal);
    t.until(STAGES.roundSummary, true, 30);
    expect(host().roundSummary?.turns).toHaveLength(4);
  });
});
