import { PLAYER_COLOURS, UNKNOWN_AVATAR_SRC, avatarBySrc } from '@snackparty/protocol';

/** The first letter of a name, upper-cased (any script), or '?' when there is none. */
export function initialOf(name: string | null | undefined): string {
  const match = (name ?? '').trim().match(/\p{L}|\p{N}/u);
  return match ? match[0].toLocaleUpperCase() : '?';
}

/** A stable colour from the player palette for a seed (alias or avatar), skipping white. */
export function colourFor(seed: string): string {
  let hash = 0;
  for (const ch of seed) hash = (hash * 31 + (ch.codePointAt(0) ?? 0)) >>> 0;
  const palette = PLAYER_COLOURS.filter((c) => c.toUpperCase() !== '#FFFFFF');
  return palette[hash % palette.length] ?? '#FFCB2E';
}

/** Image sources to try in order: the avatar, then the unknown avatar; after both comes the initial. */
export function avatarSources(src: string | null | undefined): string[] {
  const list: string[] = [];
  if (src) list.push(src);
  if (src !== UNKNOWN_AVATAR_SRC) list.push(UNKNOWN_AVATAR_SRC);
  return list;
}

/** The display name of an avatar image: the protocol's name, else the file name. */
export function avatarName(src: string | null | undefined): string {
  if (!src) return '';
  const known = avatarBySrc(src);
  if (known) return known.name;
  const file = src.split('/').pop() ?? '';
  return file.replace(/\.[a-z0-9]+$/i, '').replace(/[-_]+/g, ' ').toUpperCase();
}
