import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { AI_AVATARS, ALL_AVATARS, CLASSIC_ROBOT_AVATARS, FOOD_AVATARS, ROBOT_AVATARS, UNKNOWN_AVATAR_SRC } from '../src';

const publicDir = fileURLToPath(new URL('../../../apps/web/public', import.meta.url));

describe('avatars', () => {
  it('has 32 food characters, 5 robots and 5 classic robots, all distinct', () => {
    expect(FOOD_AVATARS).toHaveLength(32);
    expect(ROBOT_AVATARS).toHaveLength(5);
    expect(CLASSIC_ROBOT_AVATARS).toHaveLength(5);
    expect(new Set(ALL_AVATARS.map((a) => a.src)).size).toBe(42);
    for (const name of ['BAGEL', 'SUSHI DUDE', 'PANDA', 'PEAR MAN', 'DONUT', 'TOMATO', 'ROBO', 'FRY GUY', 'SHADES']) {
      expect(ALL_AVATARS.map((a) => a.name)).toContain(name);
    }
  });

  it('ships a self-contained SVG for every avatar, the unknown one and every AI player', () => {
    const srcs = [...ALL_AVATARS.map((a) => a.src), UNKNOWN_AVATAR_SRC, ...Object.values(AI_AVATARS)];
    for (const src of srcs) {
      const file = `${publicDir}${src}`;
      expect(existsSync(file), src).toBe(true);
      const svg = readFileSync(file, 'utf8');
      expect(svg).toMatch(/^<svg[^>]+viewBox="0 0 256 256"/);
      expect(svg).not.toMatch(/<script|<image|href="http|<text/);
    }
  });
});
