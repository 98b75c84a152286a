import { readFileSync, readdirSync, statSync } from 'node:fs';
import { URL as NodeURL, fileURLToPath } from 'node:url';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { GAME_TYPES, LANGUAGES, MESSAGE_KEYS } from '@snackparty/protocol';
import { asLanguage, LANGUAGE_NAMES, toAppLanguage } from '../src/i18n/languages';
import { flatten, readLocale } from './helpers';

const en = flatten(readLocale('en'));
const enKeys = Object.keys(en).sort();

describe('translations', () => {
  it.each(LANGUAGES.filter((l) => l !== 'en'))('%s has exactly the keys of en', (language) => {
    const keys = Object.keys(flatten(readLocale(language))).sort();
    expect(keys).toEqual(enKeys);
  });

  it.each(LANGUAGES.filter((l) => l !== 'en'))('%s is really translated, not a copy of en', (language) => {
    const other = flatten(readLocale(language));
    const same = enKeys.filter((k) => other[k] === en[k]);
    // Brand names and bare placeholders may stay; the text around them must not.
    expect(same.length).toBeLessThan(enKeys.length * 0.15);
    for (const key of ['home.heroTitle', 'join.title', 'error.something_went_wrong', 'lobby.start']) {
      expect(other[key], `${language} ${key}`).not.toBe(en[key]);
    }
  });

  it.each([...LANGUAGES])('%s keeps every {{placeholder}} of en', (language) => {
    const other = flatten(readLocale(language));
    for (const key of enKeys) {
      const wanted = (en[key]!.match(/{{\w+}}/g) ?? []).sort();
      const found = (other[key]?.match(/{{\w+}}/g) ?? []).sort();
      expect(found, `${language} ${key}`).toEqual(wanted);
    }
  });

  it('has no empty values', () => {
    for (const language of LANGUAGES) {
      for (const [key, value] of Object.entries(flatten(readLocale(language)))) {
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

  it('has every literal key the source uses', () => {
    const srcDir = fileURLToPath(new NodeURL('../src/', import.meta.url));
    const files: string[] = [];
    const walk = (dir: string) => {
      for (const name of readdirSync(dir)) {
        const path = join(dir, name);
        if (statSync(path).isDirectory()) walk(path);
        else if (/\.tsx?$/.test(name)) files.push(path);
      }
    };
    walk(srcDir);
    const missing: string[] = [];
    for (const file of files) {
      const text = readFileSync(file, 'utf8');
      for (const match of text.matchAll(/\bt\(\s*'([a-zA-Z0-9_.]+)'/g)) {
        if (!(match[1]! in en)) missing.push(`${match[1]} (${file.slice(srcDir.length)})`);
      }
      for (const match of text.matchAll(/labelKey: '([a-zA-Z0-9_.]+)'/g)) {
        if (!(match[1]! in en)) missing.push(`${match[1]} (${file.slice(srcDir.length)})`);
      }
    }
    expect(missing).toEqual([]);
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
