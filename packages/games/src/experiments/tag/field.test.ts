import { describe, expect, it } from 'vitest';
import { FIELD, RUN_SPEED, SPEED_TOLERANCE, TAG_RADIUS, clampToField, distance, reachable, spawnPositions, step, touched } from './field';

describe('tag field', () => {
  it('keeps avatars inside the walk area of the scene', () => {
    expect(clampToField({ x: -50, y: 5000 })).toEqual({ x: FIELD.minX, y: FIELD.maxY });
    expect(clampToField({ x: 900, y: 500 })).toEqual({ x: 900, y: 500 });
    expect(FIELD.width).toBe(1920);
    expect(FIELD.height).toBe(1080);
  });

  it('steps at the run speed, a light push slower, never out of the field', () => {
    const from = { x: 900, y: 500 };
    expect(step(from, { x: 1, y: 0 }, 1000)).toEqual({ x: 900 + RUN_SPEED, y: 500 });
    expect(step(from, { x: 3, y: 4 }, 100).x).toBeCloseTo(900 + RUN_SPEED * 0.1 * 0.6);
    expect(step(from, { x: 0.5, y: 0 }, 100).x).toBeCloseTo(900 + RUN_SPEED * 0.05);
    expect(step(from, { x: 0, y: 0 }, 100)).toEqual(from);
    expect(step(from, { x: Number.NaN, y: 0 }, 100)).toEqual(from);
    expect(step({ x: FIELD.maxX - 5, y: 500 }, { x: 1, y: 0 }, 1000)).toEqual({ x: FIELD.maxX, y: 500 });
  });

  it('cuts short a jump no run could make', () => {
    const from = { x: 400, y: 400 };
    expect(reachable(from, { x: 450, y: 400 }, 100)).toEqual({ x: 450, y: 400 });
    const cut = reachable(from, { x: 1400, y: 400 }, 100);
    expect(cut.y).toBe(400);
    expect(cut.x).toBeCloseTo(400 + RUN_SPEED * SPEED_TOLERANCE * 0.1);
    expect(reachable(from, { x: 5000, y: 400 }, 60_000)).toEqual({ x: FIELD.maxX, y: 400 });
    expect(reachable(from, { x: 1400, y: 400 }, -5)).toEqual(from);
  });

  it('finds the nearest player within reach, ties to the lower id', () => {
    const it = { x: 500, y: 500 };
    expect(touched(it, [{ playerId: 2, x: 500 + TAG_RADIUS, y: 500 }])).toBeNull();
    expect(touched(it, [{ playerId: 2, x: 500 + TAG_RADIUS - 1, y: 500 }])).toBe(2);
    expect(touched(it, [{ playerId: 2, x: 560, y: 500 }, { playerId: 3, x: 520, y: 500 }])).toBe(3);
    expect(touched(it, [{ playerId: 4, x: 530, y: 500 }, { playerId: -1, x: 470, y: 500 }])).toBe(-1);
    expect(touched(it, [])).toBeNull();
  });

  it('starts "it" in the middle and everyone else out of reach, inside the field', () => {
    const players = [1, 2, 3, -1, -2, 4, 5, 6, 7, 8];
    const spawns = spawnPositions(players, 3);
    expect(spawns.map((s) => s.playerId)).toEqual(players);
    const it = spawns.find((s) => s.playerId === 3)!;
    for (const spawn of spawns) {
      expect(clampToField(spawn)).toEqual({ x: spawn.x, y: spawn.y });
      if (spawn.playerId !== 3) expect(distance(spawn, it)).toBeGreaterThan(TAG_RADIUS * 3);
      for (const other of spawns) if (other !== spawn) expect(distance(spawn, other)).toBeGreaterThan(TAG_RADIUS);
    }
  });
});
