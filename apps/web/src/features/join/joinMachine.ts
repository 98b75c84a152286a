/**
 * The join screen as a state machine (spec sections 2, 4 and 5), without React or IO:
 * code entry -> code check -> alias and avatar -> joining -> joined.
 */
import { FOOD_AVATARS, MESSAGE_KEYS, ROOM_CODE_LENGTH, isValidAlias, normalizeAlias, normalizeRoomCode } from '@snackparty/protocol';
import { ALIAS_MAX_LENGTH } from '@snackparty/protocol';
import type { GameSessionDto } from '@snackparty/protocol';

export type JoinStep = 'code' | 'checking' | 'profile' | 'joining' | 'joined';
/** Where a join error belongs: a field, or the form as a whole. */
export type ErrorField = 'alias' | 'avatar' | 'form';

export interface JoinState {
  step: JoinStep;
  code: string;
  /** Translation key of the code error. */
  codeError: string | null;
  /** Increments on every code failure: the field shakes and takes focus. */
  codeShake: number;
  session: GameSessionDto | null;
  alias: string;
  avatarSrc: string;
  /** The avatar was picked by the app, not the player: it may move off a used one. */
  avatarAuto: boolean;
  usedAvatars: string[];
  profileError: string | null;
  errorField: ErrorField | null;
  profileShake: number;
}

export type JoinAction =
  | { type: 'reset'; code: string | undefined }
  | { type: 'codeChanged'; value: string }
  | { type: 'codeSubmitted' }
  | { type: 'checkSucceeded'; session: GameSessionDto }
  | { type: 'checkFailed'; messageKey: string }
  | { type: 'back' }
  | { type: 'aliasChanged'; value: string }
  | { type: 'avatarChanged'; src: string }
  | { type: 'usedAvatarsLoaded'; avatars: string[] }
  | { type: 'joinSubmitted' }
  | { type: 'joinFailed'; messageKey: string; field: ErrorField }
  | { type: 'joinSucceeded' }
  /** The phone stopped waiting for the host: back to the form, nothing wrong. */
  | { type: 'joinCancelled' };

/** Upper-cased, letters and digits only, at most 5 (spec section 5). */
export function sanitizeCode(value: string): string {
  return normalizeRoomCode(value.replace(/[^0-9a-z]/gi, ''));
}

/** The alias as typed, shown upper-case and cut to the maximum length. */
export function sanitizeAliasInput(value: string): string {
  return value.toLocaleUpperCase().replace(/\s{2,}/g, ' ').slice(0, ALIAS_MAX_LENGTH);
}

export function isCompleteCode(code: string): boolean {
  return code.length === ROOM_CODE_LENGTH;
}

/** The first food avatar from a start index that nobody uses; the start one when all are taken. */
export function pickFreeAvatar(used: readonly string[], start = 0): string {
  const n = FOOD_AVATARS.length;
  for (let i = 0; i < n; i++) {
    const avatar = FOOD_AVATARS[(start + i) % n];
    if (avatar && !used.includes(avatar.src)) return avatar.src;
  }
  return FOOD_AVATARS[start % n]?.src ?? '';
}

export function initialJoinState(urlCode: string | undefined, avatarStart = 0): JoinState {
  const code = sanitizeCode(urlCode ?? '');
  return {
    step: isCompleteCode(code) ? 'checking' : 'code',
    code,
    codeError: null,
    codeShake: 0,
    session: null,
    alias: '',
    avatarSrc: pickFreeAvatar([], avatarStart),
    avatarAuto: true,
    usedAvatars: [],
    profileError: null,
    errorField: null,
    profileShake: 0,
  };
}

/** Alias and avatar checks before the join request. Returns the error, or null when all is well. */
export function validateProfile(alias: string, avatarSrc: string, used: readonly string[]): { messageKey: string; field: ErrorField } | null {
  if (!normalizeAlias(alias)) return { messageKey: 'join.aliasRequired', field: 'alias' };
  if (!isValidAlias(alias)) return { messageKey: MESSAGE_KEYS.invalidAlias, field: 'alias' };
  if (!avatarSrc || used.includes(avatarSrc)) return { messageKey: MESSAGE_KEYS.avatarInUse, field: 'avatar' };
  return null;
}

/** The field an error of the server belongs to. */
export function fieldForMessage(messageKey: string): ErrorField {
  if (messageKey === MESSAGE_KEYS.avatarInUse || messageKey === MESSAGE_KEYS.invalidAvatar) return 'avatar';
  if (messageKey === MESSAGE_KEYS.invalidAlias) return 'alias';
  return 'form';
}

export function joinReducer(state: JoinState, action: JoinAction): JoinState {
  switch (action.type) {
    case 'reset':
      return { ...initialJoinState(action.code), alias: state.alias, avatarSrc: state.avatarSrc, avatarAuto: state.avatarAuto };
    case 'codeChanged':
      if (state.step !== 'code') return state;
      return { ...state, code: sanitizeCode(action.value), codeError: null };
    case 'codeSubmitted':
      if (state.step !== 'code') return state;
      if (!isCompleteCode(state.code)) {
        return { ...state, codeError: 'join.codeLength', codeShake: state.codeShake + 1 };
      }
      return { ...state, step: 'checking', codeError: null };
    case 'checkSucceeded':
      if (state.step !== 'checking') return state;
      if (!action.session.active) {
        return { ...state, step: 'code', codeError: MESSAGE_KEYS.gameIsOver, codeShake: state.codeShake + 1 };
      }
      return { ...state, step: 'profile', session: action.session, profileError: null, errorField: null };
    case 'checkFailed':
      if (state.step !== 'checking') return state;
      return { ...state, step: 'code', codeError: action.messageKey, codeShake: state.codeShake + 1 };
    case 'back':
      if (state.step !== 'profile') return state;
      return { ...state, step: 'code', session: null, profileError: null, errorField: null, usedAvatars: [] };
    case 'aliasChanged':
      return {
        ...state,
        alias: sanitizeAliasInput(action.value),
        ...(state.errorField === 'alias' ? { profileError: null, errorField: null } : {}),
      };
    case 'avatarChanged':
      return {
        ...state,
        avatarSrc: action.src,
        avatarAuto: false,
        ...(state.errorField === 'avatar' ? { profileError: null, errorField: null } : {}),
      };
    case 'usedAvatarsLoaded': {
      const usedAvatars = action.avatars.filter((a): a is string => typeof a === 'string');
      const moveOff = state.avatarAuto && usedAvatars.includes(state.avatarSrc) && state.step === 'profile';
      const index = FOOD_AVATARS.findIndex((a) => a.src === state.avatarSrc);
      return { ...state, usedAvatars, avatarSrc: moveOff ? pickFreeAvatar(usedAvatars, Math.max(0, index)) : state.avatarSrc };
    }
    case 'joinSubmitted': {
      if (state.step !== 'profile') return state;
      const problem = validateProfile(state.alias, state.avatarSrc, state.usedAvatars);
      if (problem) {
        return { ...state, profileError: problem.messageKey, errorField: problem.field, profileShake: state.profileShake + 1 };
      }
      return { ...state, step: 'joining', profileError: null, errorField: null };
    }
    case 'joinFailed':
      if (state.step !== 'joining') return state;
      return {
        ...state,
        step: 'profile',
        profileError: action.messageKey,
        errorField: action.field,
        profileShake: state.profileShake + 1,
      };
    case 'joinSucceeded':
      if (state.step !== 'joining') return state;
      return { ...state, step: 'joined' };
    case 'joinCancelled':
      if (state.step !== 'joining') return state;
      return { ...state, step: 'profile', profileError: null, errorField: null };
    default:
      return state;
  }
}
