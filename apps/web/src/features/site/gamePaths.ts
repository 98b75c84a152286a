/**
 * The games the site presents and their addresses: `/games/{game type in lower case}`
 * (`/games/rps_shoot`). Pure.
 */
import { hostableGameTypes, manifestOfSlug } from '@snackparty/games/manifests';
import { normalizeGameType } from '@snackparty/protocol';
import type { GameType } from '@snackparty/protocol';

/** Every game anyone may host, in the catalogue's order (admin-only ones are not presented). */
export function siteGameTypes(): GameType[] {
  return hostableGameTypes(false);
}

export function gamePath(type: GameType): string {
  return `/games/${type.toLowerCase()}`;
}

/** The game a path segment names: its type in any case, or its slug (`rpsshoot`); undefined for anything else. */
export function gameTypeOfSegment(segment: string | undefined, types: readonly GameType[] = siteGameTypes()): GameType | undefined {
  if (!segment) return undefined;
  const type = normalizeGameType(segment) ?? manifestOfSlug(segment.toLowerCase())?.type;
  return type && types.includes(type) ? type : undefined;
}
