import { ALIAS_MAX_LENGTH, ROOM_CODE_LENGTH } from './constants';

/** Alias: letters of any language and whitespace, at most 30 (spec section 5). */
export const ALIAS_PATTERN = /^[\p{L}\p{M}\s]+$/u;
export function normalizeAlias(alias: string): string {
  return alias.replace(/\s+/g, ' ').trim();
}
export function isValidAlias(alias: string): boolean {
  const a = normalizeAlias(alias);
  return a.length > 0 && a.length <= ALIAS_MAX_LENGTH && ALIAS_PATTERN.test(a);
}
/** Room codes are upper-cased and exactly five characters. */
export function normalizeRoomCode(code: string): string {
  return code.trim().toUpperCase().slice(0, ROOM_CODE_LENGTH);
}
