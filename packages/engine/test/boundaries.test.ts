import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('../../..', import.meta.url));
const eslint = new ESLint({ cwd: root });

async function problems(code: string, filePath: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return result!.messages.map((m) => m.message);
}

// Game rules must replay the same from the same seed and inputs: the lint rules keep IO, clocks and
// ambient randomness out of the pure packages.
describe('pure package boundaries', () => {
  it.each([
    ['packages/engine/src/sample.ts'],
    ['packages/games/src/sample/rules.ts'],
  ])('refuses clocks, randomness, IO and React in %s', async (filePath) => {
    expect(await problems('export const t = Date.now();\n', filePath)).toEqual([expect.stringContaining('ctx.now')]);
    expect(await problems('export const r = Math.random();\n', filePath)).toEqual([expect.stringContaining('seeded rng')]);
    expect(await problems('export const d = new Date();\n', filePath)).toEqual([expect.stringContaining('ctx.now')]);
    expect(await problems("import { readFileSync } from 'node:fs';\nexport const f = readFileSync;\n", filePath)).toEqual([expect.stringContaining('no IO')]);
    expect(await problems("import { useState } from 'react';\nexport const s = useState;\n", filePath)).toEqual([expect.stringContaining('no React')]);
    expect(await problems('setTimeout(() => undefined, 1);\n', filePath)).not.toEqual([]);
  });

  it('allows the same code in the server', async () => {
    expect(await problems('export const t = Date.now();\n', 'apps/server/src/sample.ts')).toEqual([]);
  });
});
