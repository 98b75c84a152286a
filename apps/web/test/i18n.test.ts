import { readFileSync, readdirSync, statSync } from 'node:fs';
import { URL as NodeURL, fileURLToPath } from 'node:url';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { GAME_TYPES, LANGUAGES, MESSAGE_KEYS } from '@snackparty/protocol';
import { asLanguage, LANGUAGE_NAMES, toAppLanguage } from '../src/i18n/languages';
import { flatten, gameFolders, readFullLocale, readGameLocale, readLocale } from './helpers';

const en = flatten(readFullLocale('en'));
const enMain = flatten(readLocale('en'));
const enKeys = Object.keys(en).sort();

describe('translations', () => {
  it.each(LANGUAGES.filter((l) => l !== 'en'))('%s has exactly the keys of en', (language) => {
    const keys = Object.keys(flatten(readFullLocale(language))).sort();
    expect(keys).toEqual(enKeys);
  });

  it.each(LANGUAGES.filter((l) => l !== 'en'))('%s is really translated, not a copy of en', (language) => {
    const other = flatten(readFullLocale(language));
    const same = enKeys.filter((k) => other[k] === en[k]);
    // Brand names and bare placeholders may stay; the text around them must not.
    expect(same.length).toBeLessThan(enKeys.length * 0.15);
    for (const key of ['home.heroTitle', 'join.title', 'error.something_went_wrong', 'lobby.start']) {
      expect(other[key], `${language} ${key}`).not.toBe(en[key]);
    }
  });

  it.each([...LANGUAGES])('%s keeps every {{placeholder}} of en', (language) => {
    const other = flatten(readFullLocale(language));
    for (const key of enKeys) {
      const wanted = (en[key]!.match(/{{\w+}}/g) ?? []).sort();
      const found = (other[key]?.match(/{{\w+}}/g) ?? []).sort();
      expect(found, `${language} ${key}`).toEqual(wanted);
    }
  });

  it('has no empty values', () => {
    for (const language of LANGUAGES) {
      for (const [key, value] of Object.entries(flatten(readFullLocale(language)))) {
        expect(value.trim(), `${language} ${key}`).not.toBe('');
      }
    }
  });

  it('covers every message key the server sends', () => {
    for (const key of Object.values(MESSAGE_KEYS)) expect(en, key).toHaveProperty([key]);
  });

  it('names and describes every game type', () => {
    for (const type of GAME_TYPES) {
      expect(en).toHaveProperty([`games.${type}.name`]);
      expect(en).toHaveProperty([`games.${type}.description`]);
    }
  });

  it('has every literal key the source uses, shared code from the main file only', () => {
    const srcDir = fileURLToPath(new NodeURL('../src/', import.meta.url));
    const missing: string[] = [];
    for (const file of sourceFiles(srcDir)) {
      const relative = file.slice(srcDir.length);
      const folder = gameFolders().find((name) => relative.startsWith(`games/${name}/`));
      // Outside a game's folder only the main file is sure to be loaded.
      const keys = folder ? en : enMain;
      for (const key of literalKeys(readFileSync(file, 'utf8')).exact) if (!(key in keys)) missing.push(`${key} (${relative})`);
    }
    expect(missing).toEqual([]);
  });
});

/** The .ts and .tsx files under a folder. */
function sourceFiles(dir: string): string[] {
  const files: string[] = [];
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) files.push(...sourceFiles(path));
    else if (/\.tsx?$/.test(name)) files.push(path);
  }
  return files;
}

/** Translation keys written in the source: whole ones, and the fixed start of built ones (`rps.move.${m}`). */
function literalKeys(text: string): { exact: string[]; prefixes: string[] } {
  const exact: string[] = [];
  const prefixes: string[] = [];
  for (const match of text.matchAll(/\bt\(\s*'([a-zA-Z0-9_.]+)'/g)) exact.push(match[1]!);
  for (const match of text.matchAll(/(?:labelKey|textKey): '([a-zA-Z0-9_.]+)'/g)) exact.push(match[1]!);
  for (const match of text.matchAll(/\bt\(\s*`([a-zA-Z0-9_.]+)\$\{/g)) prefixes.push(match[1]!);
  return { exact, prefixes };
}

describe('game strings', () => {
  it('keeps what the lobby shows from the game manifests (setting labels and hints) in the main file', () => {
    const manifestsDir = fileURLToPath(new NodeURL('../../../packages/games/src/', import.meta.url));
    const missing: string[] = [];
    for (const file of sourceFiles(manifestsDir).filter((f) => !f.endsWith('.test.ts'))) {
      for (const match of readFileSync(file, 'utf8').matchAll(/(?:labelKey|hintKey): '([a-zA-Z0-9_.]+)'/g)) {
        if (!(match[1]! in enMain)) missing.push(`${match[1]} (${file.slice(manifestsDir.length)})`);
      }
    }
    expect(missing).toEqual([]);
  });

  const srcDir = fileURLToPath(new NodeURL('../src/', import.meta.url));
  const folders = gameFolders();

  it('exist for every game', () => {
    expect(folders.sort()).toEqual(['ab-thinking', 'canvas-clash', 'experiments', 'hide-and-peek', 'requip', 'rps-shoot', 'snaption', 'sync-think']);
  });

  it.each(folders)('%s: every key its screens use exists in all nine languages after loading', (folder) => {
    const files = sourceFiles(join(srcDir, 'games', folder));
    const missing: string[] = [];
    for (const language of LANGUAGES) {
      const keys = flatten(readFullLocale(language));
      const all = Object.keys(keys);
      for (const file of files) {
        const { exact, prefixes } = literalKeys(readFileSync(file, 'utf8'));
        for (const key of exact) if (!(key in keys)) missing.push(`${language}: ${key}`);
        for (const prefix of prefixes) if (!all.some((k) => k.startsWith(prefix))) missing.push(`${language}: ${prefix}*`);
      }
    }
    expect(missing).toEqual([]);
  });

  it.each(folders)('%s: its own strings do not overwrite the main file or another game', (folder) => {
    const own = Object.keys(flatten(readGameLocale(folder, 'en')));
    const others = folders.filter((f) => f !== folder).flatMap((f) => Object.keys(flatten(readGameLocale(f, 'en'))));
    expect(own.filter((key) => key in enMain || others.includes(key))).toEqual([]);
  });

  it('the main file keeps no string only a game uses', () => {
    const shared = sourceFiles(srcDir).filter((file) => !folders.some((folder) => file.startsWith(join(srcDir, 'games', folder))));
    const sharedText = shared.map((file) => readFileSync(file, 'utf8')).join('\n');
    for (const folder of folders) {
      for (const key of Object.keys(flatten(readGameLocale(folder, 'en')))) {
        expect(enMain, `${key} of ${folder} in the main file`).not.toHaveProperty([key]);
        expect(sharedText.includes(`'${key}'`), `shared code uses ${key}`).toBe(false);
      }
    }
  });

  it.each(folders)('%s: loads into the default namespace for every language', async (folder) => {
    const { i18n } = await import('../src/i18n/i18n');
    const { loadGameStrings } = await import('../src/games/registry');
    if (!i18n.isInitialized) await i18n.init({ lng: 'en', resources: {}, react: { useSuspense: false } });
    for (const language of LANGUAGES) {
      await loadGameStrings(folder, language);
      for (const key of Object.keys(flatten(readGameLocale(folder, language)))) {
        expect(i18n.exists(key, { lng: language, fallbackLng: false }), `${language} ${key}`).toBe(true);
      }
    }
  });
});

describe('languages', () => {
  it('names all nine languages in themselves', () => {
    expect(Object.keys(LANGUAGE_NAMES).sort()).toEqual([...LANGUAGES].sort());
    expect(LANGUAGE_NAMES.dk).toBe('Dansk');
  });
  it('maps browser codes to app languages', () => {
    expect(toAppLanguage('da-DK')).toBe('dk');
    expect(toAppLanguage('de_AT')).toBe('de');
    expect(toAppLanguage('EN-us')).toBe('en');
    expect(toAppLanguage('pt-BR')).toBe('pt-BR');
    expect(asLanguage('pt-BR')).toBe('en');
    expect(asLanguage('ro')).toBe('ro');
  });
});
