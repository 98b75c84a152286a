// @vitest-environment node
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { build } from 'vite';
import type { Rolldown } from 'vite';

const root = fileURLToPath(new URL('..', import.meta.url));

/** Bundles code the way the app's build does and returns the JS it ships. */
async function bundle(code: string): Promise<string> {
  const entry = '\0first-load-entry';
  const result = await build({
    root,
    configFile: false,
    logLevel: 'silent',
    plugins: [{ name: 'entry', resolveId: (id) => (id === 'first-load-entry' ? entry : null), load: (id) => (id === entry ? code : null) }],
    build: { write: false, minify: false, target: 'es2022', rollupOptions: { input: 'first-load-entry', preserveEntrySignatures: 'strict' } },
  });
  const outputs = (Array.isArray(result) ? result : [result]) as Rolldown.RolldownOutput[];
  return outputs
    .flatMap((o) => o.output)
    .map((chunk) => (chunk.type === 'chunk' ? chunk.code : ''))
    .join('\n');
}

describe('the manifests entry in a bundle', () => {
  it('brings what the first load reads and no rules, content or zod', async () => {
    const js = await bundle(
      "import { MANIFESTS, hostableGameTypes, isPlayCapable, lobbyFields, playerLimits } from '@snackparty/games/manifests';\n" +
        'export const used = [MANIFESTS, hostableGameTypes, isPlayCapable, lobbyFields, playerLimits];\n',
    );
    expect(js).toContain('hideandpeek');
    expect(js).toContain('syncThinkSettings');
    // zod's error class; rules and content of the games.
    expect(js).not.toMatch(/ZodError|\$ZodType/);
    expect(js).not.toMatch(/defineGame|editDistance|presetWords|lexicon/);
    // Eight manifests, the shared lobby fields and the room-wide ones, unminified: about 13 KB.
    expect(js.length).toBeLessThan(13_800);
  }, 30_000);

  it('brings zod along once the settings are validated', async () => {
    const js = await bundle("import { gameSettingsSchema } from '@snackparty/games/manifests';\nexport const schema = gameSettingsSchema;\n");
    expect(js).toMatch(/ZodError|\$ZodType/);
    expect(js).not.toMatch(/defineGame|editDistance|presetWords/);
  }, 30_000);
});
