import { describe, expect, it } from 'vitest';
import type { PlayerId } from '@snackparty/engine';
import { FIELD, POSITION_INTERVAL_MS, TAG_RADIUS, clampToField, distance, spawnPositions, type Position } from './field';
import { tagToMake, type TagSituation } from './referee';
import { AI_CHASE_SPEED, AI_FLEE_SPEED, FLEE_RANGE, aiStep } from './runners';

const T0 = 1_700_000_000_000;

function situationOf(players: PlayerId[], it: PlayerId, immune: TagSituation['immune'] = null): TagSituation {
  return { stageNumber: 1, it, immune, players, robots: players.filter((id) => id < 0), spawns: spawnPositions(players, it), roundEndsAt: T0 + 60_000 };
}

describe('tag AI runners', () => {
  it('chase the nearest player they may tag, at the chase speed', () => {
    const situation = situationOf([-1, 2, 3], -1);
    const positions = new Map<PlayerId, Position>([
      [-1, { x: 900, y: 500 }],
      [2, { x: 1300, y: 500 }],
      [3, { x: 900, y: 800 }],
    ]);
    const next = aiStep(-1, situation, positions, T0, 1000);
    expect(next.x).toBe(900);
    expect(next.y).toBe(500 + AI_CHASE_SPEED);
    // The one who just passed "it" on is left alone while immune.
    const immune = situationOf([-1, 2, 3], -1, { playerId: 3, until: T0 + 1_000 });
    expect(aiStep(-1, immune, positions, T0, 1000)).toEqual({ x: 900 + AI_CHASE_SPEED, y: 500 });
  });

  it('flee from "it" while it is near, stroll while it is far, and stay on the field', () => {
    const situation = situationOf([1, -2], 1);
    const near = new Map<PlayerId, Position>([
      [1, { x: 900, y: 540 }],
      [-2, { x: 1100, y: 540 }],
    ]);
    const fled = aiStep(-2, situation, near, T0, 1000);
    expect(fled.x - 1100).toBeCloseTo(AI_FLEE_SPEED, -1);
    const far = new Map<PlayerId, Position>([
      [1, { x: 200, y: 540 }],
      [-2, { x: 200 + FLEE_RANGE + 100, y: 540 }],
    ]);
    const strolled = aiStep(-2, situation, far, T0, 1000);
    expect(distance(strolled, far.get(-2)!)).toBeLessThan(AI_FLEE_SPEED * 0.5);
    const cornered = new Map<PlayerId, Position>([
      [1, { x: FIELD.maxX - 150, y: FIELD.maxY - 150 }],
      [-2, { x: FIELD.maxX - 2, y: FIELD.maxY - 2 }],
    ]);
    const out = aiStep(-2, situation, cornered, T0, 1000);
    expect(clampToField(out)).toEqual(out);
  });

  it('slide along a wall instead of running into it', () => {
    const situation = situationOf([1, -2], 1);
    const positions = new Map<PlayerId, Position>([
      [1, { x: 960, y: 560 }],
      [-2, { x: 960, y: FIELD.maxY - 40 }],
    ]);
    const seen = new Set<string>();
    for (let i = 0; i < 20; i++) {
      const next = aiStep(-2, situation, positions, T0 + i * 100, 100);
      seen.add(`${next.x},${next.y}`);
      positions.set(-2, next);
    }
    expect(seen.size).toBe(20);
    expect(Math.abs(positions.get(-2)!.x - 960)).toBeGreaterThan(AI_FLEE_SPEED);
  });

  it('start from their spawn when the server has no position for them yet', () => {
    const situation = situationOf([1, -2], 1);
    const spawn = situation.spawns.find((s) => s.playerId === -2)!;
    expect(aiStep(-2, situation, new Map([[1, { x: 900, y: 500 }]]), T0, 100)).toEqual(spawn);
  });

  it('catch someone in a round played by AI players alone, and hand "it" on', () => {
    const players = [-1, -2, -3, -4];
    let situation = situationOf(players, -3);
    const positions = new Map<PlayerId, Position>(situation.spawns.map((s) => [s.playerId, { x: s.x, y: s.y }]));
    const tags: { tagger: PlayerId; tagged: PlayerId; at: number }[] = [];
    for (let now = T0; now < T0 + 60_000; now += POSITION_INTERVAL_MS) {
      const moved = new Map(players.map((id) => [id, aiStep(id, situation, positions, now, POSITION_INTERVAL_MS)]));
      for (const [id, at] of moved) positions.set(id, at);
      for (const at of positions.values()) expect(clampToField(at)).toEqual(at);
      const tagged = tagToMake(situation, positions, now);
      if (tagged !== null) {
        expect(distance(positions.get(situation.it)!, positions.get(tagged)!)).toBeLessThan(TAG_RADIUS);
        tags.push({ tagger: situation.it, tagged, at: now });
        situation = { ...situation, it: tagged, immune: { playerId: situation.it, until: now + 3_000 } };
      }
    }
    expect(tags.length).toBeGreaterThan(1);
    // Never straight back to the one who just passed it on.
    for (let i = 1; i < tags.length; i++) {
      const [before, after] = [tags[i - 1]!, tags[i]!];
      if (after.tagged === before.tagger) expect(after.at - before.at).toBeGreaterThanOrEqual(3_000);
    }
  });
});
