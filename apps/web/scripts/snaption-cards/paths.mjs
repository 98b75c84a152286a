/** Where the SNAPTION card generator reads from and writes to. */
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

export const REPO_ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..', '..', '..');
export const AVATARS_DIR = join(REPO_ROOT, 'apps', 'web', 'public', 'avatars');
export const CARDS_DIR = join(REPO_ROOT, 'apps', 'web', 'public', 'snaption', 'cards');
export const CARD_LIST = join(REPO_ROOT, 'packages', 'games', 'src', 'snaption', 'content', 'cards.ts');
