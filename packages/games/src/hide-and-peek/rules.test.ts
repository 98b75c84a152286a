import { describe, expect, it } from 'vitest';
import { createRng } from '@snackparty/engine';
import { AI_FIRST_STEP_MAX_MS, AI_FIRST_STEP_MIN_MS, AI_STEP_MS, MOVE_MS, POINTS, hidersPerTurn, planAiHider, spotFromPayload, turnPoints } from './rules';
import { SCENE_HEIGHT, SCENE_SPOTS, SCENE_WIDTH, SPOT_NAMES, WALK_AREA } from './scene';
import type { HideAndPeekTurnState } from './types';

function turnOf(overrides: Partial<HideAndPeekTurnState>): HideAndPeekTurnState {
  return {
    turn: 1,
    round: 1,
    turnInRound: 1,
    phase: 'reveal',
    hiders: [1],
    spots: { 1: 'house1' },
    aiPlans: {},
    hidersLeft: [],
    guessers: {},
    moveStartedAt: 0,
    points: {},
    ...overrides,
  };
}

describe('HIDE_AND_PEEK scene', () => {
  it('has the spec’s eight spots inside 1920x1080, none overlapping, each its own colour and (houses) shape', () => {
    expect(SCENE_WIDTH).toBe(1920);
    expect(SCENE_HEIGHT).toBe(1080);
    expect(SCENE_SPOTS.map((s) => s.spotName)).toEqual(['house1', 'house2', 'house3', 'house4', 'house5', 'house6', 'blue_bucket', 'red_bucket']);
    expect(new Set(SCENE_SPOTS.map((s) => s.colour)).size).toBe(8);
    expect(new Set(SCENE_SPOTS.filter((s) => s.shape !== 'bucket').map((s) => s.shape)).size).toBe(6);
    expect(SCENE_SPOTS.find((s) => s.spotName === 'blue_bucket')?.colourName).toBe('blue');
    expect(SCENE_SPOTS.find((s) => s.spotName === 'red_bucket')?.colourName).toBe('red');
    for (const a of SCENE_SPOTS) {
      expect(a.x >= 0 && a.y >= 0 && a.x + a.width <= SCENE_WIDTH && a.y + a.height <= SCENE_HEIGHT).toBe(true);
      for (const b of SCENE_SPOTS) {
        if (a === b) continue;
        const apart = a.x + a.width <= b.x || b.x + b.width <= a.x || a.y + a.height <= b.y || b.y + b.height <= a.y;
        expect(apart, `${a.spotName} and ${b.spotName}`).toBe(true);
      }
    }
  });

  it('accepts only the scene’s spot names', () => {
    expect(spotFromPayload({ spotName: 'red_bucket' })).toBe('red_bucket');
    for (const bad of [null, 'house1', {}, { spotName: 'House1' }, { spotName: 'house7' }, { spotName: 'constructor' }, { spotName: 3 }]) {
      expect(spotFromPayload(bad)).toBeNull();
    }
  });
});

describe('HIDE_AND_PEEK rules', () => {
  it('has one hider, two from six players on (never more than are left to hide)', () => {
    expect(hidersPerTurn(3, 3)).toBe(1);
    expect(hidersPerTurn(5, 5)).toBe(1);
    expect(hidersPerTurn(6, 6)).toBe(2);
    expect(hidersPerTurn(16, 1)).toBe(1);
    expect(hidersPerTurn(16, 0)).toBe(0);
  });

  it('scores peeks and the hider', () => {
    const turn = turnOf({ guessers: { 2: { peeks: ['house1'] }, 3: { peeks: ['house2', 'house1'] }, 4: { peeks: ['house2', 'house3'] }, 5: { peeks: [] } } });
    expect(turnPoints(turn, () => true)).toEqual({ 2: POINTS.firstPeek, 3: POINTS.secondPeek, 1: 2 * POINTS.hiderPerGuesserFooled });
    // A guesser who left counts for nobody.
    expect(turnPoints(turn, (id) => id !== 4 && id !== 5)).toEqual({ 2: POINTS.firstPeek, 3: POINTS.secondPeek });
  });

  it('scores nothing for a hider who never hid or left', () => {
    const guessers = { 2: { peeks: ['house1' as const] }, 3: { peeks: [] } };
    expect(turnPoints(turnOf({ spots: { 1: null }, guessers }), () => true)).toEqual({});
    expect(turnPoints(turnOf({ hidersLeft: [1], guessers }), () => true)).toEqual({});
  });

  it('scores each of two hiders on its own; a first peek on a shared spot finds both', () => {
    const turn = turnOf({ hiders: [1, 2], spots: { 1: 'house1', 2: 'house1' }, guessers: { 3: { peeks: ['house1'] }, 4: { peeks: ['house5', 'house1'] } } });
    expect(turnPoints(turn, () => true)).toEqual({ 3: 2 * POINTS.firstPeek, 4: 2 * POINTS.secondPeek });
    const apart = turnOf({ hiders: [1, 2], spots: { 1: 'house1', 2: 'red_bucket' }, guessers: { 3: { peeks: ['red_bucket', 'house1'] } } });
    expect(turnPoints(apart, () => true)).toEqual({ 3: POINTS.firstPeek + POINTS.secondPeek });
  });

  it('plans an AI hider’s walk: a first step after 1–3 s, then every 3 s within the walk, inside the walk area', () => {
    for (let seed = 1; seed <= 50; seed++) {
      const plan = planAiHider(1000, createRng(seed));
      const first = plan.waypoints[0]!.at - 1000;
      expect(first).toBeGreaterThanOrEqual(AI_FIRST_STEP_MIN_MS);
      expect(first).toBeLessThanOrEqual(AI_FIRST_STEP_MAX_MS);
      plan.waypoints.slice(1).forEach((w, i) => expect(w.at - plan.waypoints[i]!.at).toBe(AI_STEP_MS));
      expect(plan.waypoints.at(-1)!.at - 1000).toBeLessThan(MOVE_MS);
      for (const p of [plan.start, ...plan.waypoints]) {
        expect(p.x >= WALK_AREA.minX && p.x <= WALK_AREA.maxX && p.y >= WALK_AREA.minY && p.y <= WALK_AREA.maxY).toBe(true);
      }
      expect(SPOT_NAMES).toContain(plan.spotName);
    }
    expect(planAiHider(0, createRng(4))).toEqual(planAiHider(0, createRng(4)));
  });
});
