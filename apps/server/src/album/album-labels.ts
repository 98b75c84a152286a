import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { isLanguage } from '@snackparty/protocol';
import { REPO_ROOT } from '../paths';

/** The words of the downloaded album, in the room's language, from the web app's own translations. */
export interface AlbumLabels {
  /** A key under `album` (`{{name}}` placeholders filled from `values`). */
  text(key: string, values?: Record<string, string | number>): string;
  /** A game's name as the web app shows it. */
  gameName(gameType: string): string;
}

type Tree = { [key: string]: string | Tree };

/**
 * The web app's translation files: its build's first (what the server serves), else the sources. Read
 * once per language.
 */
export function albumLabelSource(webDistDir: string): (language: string) => AlbumLabels {
  const cache = new Map<string, Tree>();
  const load = (language: string): Tree => {
    const cached = cache.get(language);
    if (cached) return cached;
    let tree: Tree = {};
    for (const dir of [resolve(webDistDir, 'locales'), resolve(REPO_ROOT, 'apps/web/public/locales')]) {
      try {
        tree = JSON.parse(readFileSync(resolve(dir, language, 'translation.json'), 'utf8')) as Tree;
        break;
      } catch {
        // The next place, or no words at all: the keys' own names are shown.
      }
    }
    cache.set(language, tree);
    return tree;
  };
  const lookup = (tree: Tree, path: string[]): string | undefined => {
    let node: string | Tree | undefined = tree;
    for (const part of path) node = typeof node === 'object' ? node[part] : undefined;
    return typeof node === 'string' ? node : undefined;
  };
  return (language) => {
    const own = load(isLanguage(language) ? language : 'en');
    const english = load('en');
    const find = (path: string[]) => lookup(own, path) ?? lookup(english, path);
    return {
      text: (key, values = {}) => (find(['album', ...key.split('.')]) ?? key).replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(values[name] ?? '')),
      gameName: (gameType) => find(['games', gameType, 'name']) ?? gameType,
    };
  };
}
