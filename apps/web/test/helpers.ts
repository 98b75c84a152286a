import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { URL as NodeURL, fileURLToPath } from 'node:url';
import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';

export const localesDir = fileURLToPath(new NodeURL('../public/locales/', import.meta.url));

export function readLocale(language: string): Record<string, unknown> {
  return JSON.parse(readFileSync(`${localesDir}${language}/translation.json`, 'utf8')) as Record<string, unknown>;
}

export const gamesDir = fileURLToPath(new NodeURL('../src/games/', import.meta.url));

/** The game folders with their own strings (`src/games/<game>/locales/<lng>.json`). */
export function gameFolders(): string[] {
  return readdirSync(gamesDir).filter((name) => existsSync(`${gamesDir}${name}/locales`));
}

/** A game's own strings in one language (merged into the default namespace when it loads). */
export function readGameLocale(folder: string, language: string): Record<string, unknown> {
  return JSON.parse(readFileSync(`${gamesDir}${folder}/locales/${language}.json`, 'utf8')) as Record<string, unknown>;
}

/** The main translations with every game's strings merged in, as the app has them in a game. */
export function readFullLocale(language: string): Record<string, unknown> {
  const merged = readLocale(language);
  for (const folder of gameFolders()) deepMerge(merged, readGameLocale(folder, language));
  return merged;
}

function deepMerge(target: Record<string, unknown>, source: Record<string, unknown>): void {
  for (const [key, value] of Object.entries(source)) {
    const current = target[key];
    if (value && typeof value === 'object' && current && typeof current === 'object') deepMerge(current as Record<string, unknown>, value as Record<string, unknown>);
    else target[key] = value;
  }
}

/** Flattens nested translations to dotted keys. */
export function flatten(value: Record<string, unknown>, prefix = ''): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [key, inner] of Object.entries(value)) {
    if (inner && typeof inner === 'object') Object.assign(out, flatten(inner as Record<string, unknown>, `${prefix}${key}.`));
    else out[`${prefix}${key}`] = String(inner);
  }
  return out;
}

/** An unsigned JWT with the given claims (the browser never verifies signatures). */
export function makeToken(claims: Record<string, unknown>): string {
  const enc = (o: unknown) => Buffer.from(JSON.stringify(o)).toString('base64url');
  return `${enc({ alg: 'HS256', typ: 'JWT' })}.${enc(claims)}.signature`;
}

let ready: Promise<unknown> | null = null;
/** i18next with the English translations, for component tests. */
export function initTestI18n(): Promise<unknown> {
  ready ??= i18n.use(initReactI18next).init({
    lng: 'en',
    fallbackLng: 'en',
    resources: { en: { translation: readFullLocale('en') } },
    interpolation: { escapeValue: false },
    react: { useSuspense: false },
  });
  return ready;
}
