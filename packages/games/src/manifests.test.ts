import { readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { GAME_TYPES, dest, sharedGameSettingsFields } from '@snackparty/protocol';
import type { GameType } from '@snackparty/protocol';
import { NOTICE_TOPICS } from './canvas-clash/types';
import { gameDefinition } from './index';
import {
  DEFAULT_GAME_SETTINGS,
  MANIFESTS,
  defaultHostType,
  gameCreateSchema,
  gameSettingsPatchSchema,
  gameSettingsSchema,
  hostableGameTypes,
  isPlayCapable,
  manifestOf,
  manifestOfSlug,
  mergeGameSettings,
  playableGameTypes,
  playerLimits,
  updateGameSettingsSchema,
} from './manifests';

/** Player counts from the spec (GAMES.md, "Common to all games"). */
const SPEC_LIMITS: Record<GameType, [number, number]> = {
  REQUIP: [3, 16],
  SNAPTION: [3, 16],
  RPS_SHOOT: [2, 10],
  AB_THINKING: [4, 16],
  CANVAS_CLASH: [3, 16],
  SYNC_THINK: [2, 16],
  HIDE_AND_PEEK: [3, 16],
  EXPERIMENTS: [2, 10],
};

/** The settings a room starts with, exactly as the wire has always carried them. */
const WIRE_DEFAULTS = {
  language: 'en',
  musicEnabled: true,
  numberOfRounds: 3,
  includeTutorial: true,
  maxScore: 10000,
  numberOfTurns: 2,
  wordPackIds: [],
  syncThinkSettings: { closeMatchEnabled: true, maximumLevels: 7 },
  requipSettings: { categoryPackIds: [], familyOnly: true },
  snaptionSettings: { familyOnly: true },
  abThinkingSettings: { familyOnly: true },
  experimentsSettings: { experiment: 'tag' },
};

describe('game manifests', () => {
  it('exist for every game type, under their own type, with a URL slug', () => {
    expect(Object.keys(MANIFESTS).sort()).toEqual([...GAME_TYPES].sort());
    for (const type of GAME_TYPES) {
      const manifest = MANIFESTS[type];
      expect(manifest.type).toBe(type);
      expect(manifest.slug).toBe(type.toLowerCase().replace(/_/g, ''));
      expect(manifestOfSlug(manifest.slug)).toBe(manifest);
      expect(manifestOf(type.toLowerCase())).toBe(manifest);
    }
    expect(manifestOf('CHESS')).toBeUndefined();
  });

  it('agree with the spec player counts', () => {
    for (const type of GAME_TYPES) {
      const [min, max] = SPEC_LIMITS[type];
      expect(MANIFESTS[type].players, type).toEqual({ min, max });
      expect(playerLimits(type)).toEqual({ min, max });
    }
    expect(playerLimits('rps_shoot')).toEqual({ min: 2, max: 10 });
    expect(playerLimits('UNKNOWN')).toEqual({ min: 3, max: 10 });
  });

  it('say who may host and play from a phone (spec sections 4 and 6)', () => {
    for (const type of GAME_TYPES) {
      expect(isPlayCapable(type), type).toBe(type !== 'EXPERIMENTS');
      expect(MANIFESTS[type].adminOnly, type).toBe(type === 'EXPERIMENTS');
    }
    expect(defaultHostType('RPS_SHOOT', false)).toBe('HOST_AND_PLAY');
    expect(defaultHostType('EXPERIMENTS', false)).toBe('HOST');
    expect(defaultHostType('EXPERIMENTS', true)).toBe('HOST_AND_PLAY');
    // Only playable games are offered, admin-only ones to admins only.
    expect(hostableGameTypes(false)).toEqual(playableGameTypes().filter((t) => !MANIFESTS[t].adminOnly));
    expect(hostableGameTypes(true)).toEqual(playableGameTypes());
    for (const type of hostableGameTypes(true)) expect(MANIFESTS[type].playable, type).toBe(true);
  });

  it('are playable exactly when the rules exist, and the rules take their player counts from them', () => {
    expect(playableGameTypes()).toEqual(['RPS_SHOOT', 'SYNC_THINK', 'CANVAS_CLASH', 'REQUIP', 'SNAPTION', 'AB_THINKING', 'HIDE_AND_PEEK', 'EXPERIMENTS']);
    for (const type of GAME_TYPES) {
      const def = gameDefinition(type);
      expect(def !== undefined, type).toBe(MANIFESTS[type].playable);
      if (def) expect({ min: def.minPlayers, max: def.maxPlayers }).toEqual(MANIFESTS[type].players);
    }
  });

  it('list lobby fields that exist in the settings', () => {
    const shared = new Set(Object.keys(sharedGameSettingsFields));
    for (const manifest of Object.values(MANIFESTS)) {
      const extra = manifest.settings.extra;
      const keys = manifest.settings.lobby.map((f) => `${f.group ?? ''}.${f.key}`);
      expect(new Set(keys).size, manifest.type).toBe(keys.length);
      for (const field of manifest.settings.lobby) {
        if (field.group === undefined) expect(shared.has(field.key), `${manifest.type} ${field.key}`).toBe(true);
        else {
          expect(field.group).toBe(extra?.key);
          expect(Object.keys(extra!.fields(z))).toContain(field.key);
        }
      }
      if (extra) {
        expect(shared.has(extra.key), extra.key).toBe(false);
        expect(Object.keys(extra.defaults).sort()).toEqual(Object.keys(extra.fields(z)).sort());
        expect(z.object(extra.fields(z)).parse(extra.defaults)).toEqual(extra.defaults);
      }
    }
    expect(MANIFESTS.RPS_SHOOT.settings.lobby.map((f) => f.key)).toEqual(['numberOfRounds', 'numberOfTurns', 'maxScore', 'musicEnabled', 'includeTutorial']);
    expect(MANIFESTS.SYNC_THINK.settings.extra?.key).toBe('syncThinkSettings');
  });

  it('declare the pack kinds, and CANVAS_CLASH topics that give the spec\'s destinations', () => {
    expect(MANIFESTS.CANVAS_CLASH.packKind).toBe('word');
    expect(MANIFESTS.REQUIP.packKind).toBe('category');
    expect([...MANIFESTS.CANVAS_CLASH.topics.hostNotices].sort()).toEqual(Object.values(NOTICE_TOPICS).sort());
    expect([...MANIFESTS.CANVAS_CLASH.topics.hostNotices].sort()).toEqual(['allCorrect', 'allCreditsSubmitted', 'creditSubmitted', 'guessSubmitted', 'revealLetterTopic', 'revealPainters']);
    const { slug } = MANIFESTS.CANVAS_CLASH;
    const [stream] = MANIFESTS.CANVAS_CLASH.topics.streams;
    expect(dest.gameStream(slug, 'ABCDE', stream!.name, 4)).toBe('/canvasclash/player/ABCDE/playerDrawTopic/4');
    expect(dest.gameHost(slug, 'ABCDE', 'allCorrect')).toBe('/canvasclash/host/ABCDE/allCorrect');
  });
});

describe('settings composed from the manifests', () => {
  it('default to exactly the wire shape', () => {
    expect(DEFAULT_GAME_SETTINGS).toEqual(WIRE_DEFAULTS);
    expect(gameSettingsSchema.parse({})).toEqual(WIRE_DEFAULTS);
    expect(gameSettingsSchema.parse({ syncThinkSettings: { maximumLevels: 3 } })).toEqual({ ...WIRE_DEFAULTS, syncThinkSettings: { closeMatchEnabled: true, maximumLevels: 3 } });
    expect(gameSettingsSchema.parse({ ...WIRE_DEFAULTS, customWords: ['x'] })).toEqual(WIRE_DEFAULTS);
  });

  it('validate a game’s own settings and the shared ones', () => {
    expect(gameSettingsSchema.safeParse({ syncThinkSettings: { maximumLevels: 8 } }).success).toBe(false);
    expect(gameSettingsSchema.safeParse({ syncThinkSettings: 5 }).success).toBe(false);
    expect(gameSettingsSchema.safeParse({ numberOfRounds: 0 }).success).toBe(false);
    expect(gameSettingsPatchSchema.safeParse({ syncThinkSettings: { closeMatchEnabled: 'yes' } }).success).toBe(false);
    expect(gameSettingsPatchSchema.safeParse({ language: 'xx' }).success).toBe(false);
  });

  it('merge a patch naming part of a game’s own settings', () => {
    const stored = gameSettingsSchema.parse({ numberOfRounds: 5, syncThinkSettings: { closeMatchEnabled: false, maximumLevels: 4 } });
    const patch = gameSettingsPatchSchema.parse({ numberOfTurns: 1, syncThinkSettings: { maximumLevels: 2 } });
    expect(patch).toEqual({ numberOfTurns: 1, syncThinkSettings: { maximumLevels: 2 } });
    expect(gameSettingsSchema.parse(mergeGameSettings(stored, patch))).toEqual({
      ...WIRE_DEFAULTS,
      numberOfRounds: 5,
      numberOfTurns: 1,
      syncThinkSettings: { closeMatchEnabled: false, maximumLevels: 2 },
    });
    expect(stored.syncThinkSettings).toEqual({ closeMatchEnabled: false, maximumLevels: 4 });
    expect(mergeGameSettings(stored, { wordPackIds: [3] })).toMatchObject({ wordPackIds: [3], syncThinkSettings: { maximumLevels: 4 } });
    expect(mergeGameSettings(undefined, undefined)).toEqual({});
  });

  it('read the spec request bodies', () => {
    const body = { gameType: 'sync_think', gameCode: 'acdef', settings: { numberOfRounds: 2, syncThinkSettings: { closeMatchEnabled: false } } };
    expect(gameCreateSchema.parse(body)).toEqual({ gameType: 'SYNC_THINK', gameCode: 'ACDEF', settings: { numberOfRounds: 2, syncThinkSettings: { closeMatchEnabled: false } } });
    expect(gameCreateSchema.parse({ gameType: 'RPS_SHOOT', gameCode: 'ACDEF' }).settings).toBeUndefined();
    expect(updateGameSettingsSchema.parse({ gameCode: 'ACDEF', settings: { maxScore: 5000, other: 1 } })).toEqual({ gameCode: 'ACDEF', settings: { maxScore: 5000 } });
    expect(updateGameSettingsSchema.safeParse({ gameCode: 'ACDEF' }).success).toBe(false);
  });
});

describe('the manifests entry', () => {
  const here = dirname(fileURLToPath(import.meta.url));
  const importsOf = (file: string): string[] =>
    [...readFileSync(file, 'utf8').matchAll(/^\s*(?:import|export)\s+(?:[\w*{][^'";]*?\bfrom\s+)?['"]([^'"]+)['"]/gm)].map((m) => m[1]!);

  it('is what package.json exports as @snackparty/games/manifests', () => {
    const pkg = JSON.parse(readFileSync(join(here, '..', 'package.json'), 'utf8')) as { exports: Record<string, string> };
    expect(resolve(here, '..', pkg.exports['./manifests']!)).toBe(join(here, 'manifests.ts'));
  });

  it('pulls in manifests only: no rules, no content (the web app loads it first)', () => {
    const seen = new Set<string>();
    const packages = new Set<string>();
    const visit = (file: string) => {
      if (seen.has(file)) return;
      seen.add(file);
      for (const spec of importsOf(file)) {
        if (spec.startsWith('.')) visit(resolve(dirname(file), `${spec}.ts`));
        else packages.add(spec);
      }
    };
    visit(join(here, 'manifests.ts'));
    const files = [...seen].map((f) => relative(here, f)).sort();
    for (const file of files) expect(file).toMatch(/^(manifests\.ts|manifest-list\.ts|settings\.ts|manifest\.ts|[a-z-]+\/manifest\.ts)$/);
    expect(files).toHaveLength(4 + GAME_TYPES.length);
    expect([...packages].sort()).toEqual(['@snackparty/protocol', 'zod']);
  });
});
