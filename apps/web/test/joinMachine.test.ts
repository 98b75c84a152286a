import { describe, expect, it } from 'vitest';
import { FOOD_AVATARS } from '@snackparty/protocol';
import type { GameSessionDto } from '@snackparty/protocol';
import {
  fieldForMessage,
  initialJoinState,
  joinReducer,
  pickFreeAvatar,
  sanitizeAliasInput,
  sanitizeCode,
  validateProfile,
} from '../src/features/join/joinMachine';
import type { JoinAction, JoinState } from '../src/features/join/joinMachine';

const session: GameSessionDto = {
  gameId: 1, gameCode: 'ABCDE', hostType: 'HOST', initialGameType: 'REQUIP', gameType: 'REQUIP',
  active: true, isPublic: false, language: 'en', createdAt: '2025-01-01T00:00:00Z', started: false,
};
const run = (state: JoinState, ...actions: JoinAction[]) => actions.reduce(joinReducer, state);
const bagel = FOOD_AVATARS[0]!.src;
const sushi = FOOD_AVATARS[1]!.src;

describe('room code (spec section 5)', () => {
  it('is upper-cased as typed and cut to 5', () => {
    expect(sanitizeCode('ab c-d9xyz')).toBe('ABCD9');
    expect(run(initialJoinState(undefined), { type: 'codeChanged', value: 'qwertyu' }).code).toBe('QWERT');
  });

  it('a wrong length on submit shows an error and shakes the field', () => {
    const state = run(initialJoinState(undefined), { type: 'codeChanged', value: 'abc' }, { type: 'codeSubmitted' });
    expect(state.step).toBe('code');
    expect(state.codeError).toBe('join.codeLength');
    expect(state.codeShake).toBe(1);
  });

  it('exactly 5 characters start the check', () => {
    const state = run(initialJoinState(undefined), { type: 'codeChanged', value: 'abcde' }, { type: 'codeSubmitted' });
    expect(state.step).toBe('checking');
  });

  it('a 5-character code in the URL is checked at once', () => {
    expect(initialJoinState('abcde')).toMatchObject({ step: 'checking', code: 'ABCDE' });
    expect(initialJoinState('abc')).toMatchObject({ step: 'code', code: 'ABC' });
  });

  it('an active session leads to alias and avatar', () => {
    const state = run(initialJoinState('ABCDE'), { type: 'checkSucceeded', session });
    expect(state.step).toBe('profile');
    expect(state.session).toEqual(session);
  });

  it('an inactive session is game over, and the field shakes', () => {
    const state = run(initialJoinState('ABCDE'), { type: 'checkSucceeded', session: { ...session, active: false } });
    expect(state).toMatchObject({ step: 'code', codeError: 'general.game_is_over', codeShake: 1 });
  });

  it('an unknown code is game not found, and the field shakes', () => {
    const state = run(initialJoinState('ABCDE'), { type: 'checkFailed', messageKey: 'general.game_not_found' });
    expect(state).toMatchObject({ step: 'code', codeError: 'general.game_not_found', codeShake: 1 });
  });

  it('typing clears the error', () => {
    const state = run(initialJoinState('ABCDE'), { type: 'checkFailed', messageKey: 'general.game_not_found' }, { type: 'codeChanged', value: 'ABCDF' });
    expect(state.codeError).toBeNull();
  });

  it('back returns to the code', () => {
    const state = run(initialJoinState('ABCDE'), { type: 'checkSucceeded', session }, { type: 'back' });
    expect(state).toMatchObject({ step: 'code', session: null, code: 'ABCDE' });
  });
});

describe('alias and avatar', () => {
  const profile = () => run(initialJoinState('ABCDE'), { type: 'checkSucceeded', session });

  it('shows the alias upper-case, at most 30', () => {
    expect(sanitizeAliasInput('anna')).toBe('ANNA');
    expect(sanitizeAliasInput('a'.repeat(40))).toHaveLength(30);
    expect(run(profile(), { type: 'aliasChanged', value: 'zoë' }).alias).toBe('ZOË');
  });

  it('requires an alias of letters and spaces', () => {
    expect(validateProfile('', bagel, [])).toEqual({ messageKey: 'join.aliasRequired', field: 'alias' });
    expect(validateProfile('R2D2', bagel, [])).toEqual({ messageKey: 'error.invalid_alias', field: 'alias' });
    expect(validateProfile('ŁUKASZ ÉLODIE', bagel, [])).toBeNull();
  });

  it('an empty or used avatar gives the avatar-in-use message', () => {
    expect(validateProfile('ANNA', '', [])).toEqual({ messageKey: 'error.avatar_in_use', field: 'avatar' });
    expect(validateProfile('ANNA', bagel, [bagel])).toEqual({ messageKey: 'error.avatar_in_use', field: 'avatar' });
  });

  it('submits only a valid profile, and then only once', () => {
    let state = run(profile(), { type: 'joinSubmitted' });
    expect(state).toMatchObject({ step: 'profile', errorField: 'alias', profileShake: 1 });
    state = run(state, { type: 'aliasChanged', value: 'Anna' }, { type: 'avatarChanged', src: sushi }, { type: 'joinSubmitted' });
    expect(state.step).toBe('joining');
    expect(run(state, { type: 'joinSubmitted' })).toBe(state);
  });

  it('a failed join returns to the form with the field shaking', () => {
    const joining = run(profile(), { type: 'aliasChanged', value: 'Anna' }, { type: 'avatarChanged', src: sushi }, { type: 'joinSubmitted' });
    const failed = run(joining, { type: 'joinFailed', messageKey: 'error.avatar_in_use', field: 'avatar' });
    expect(failed).toMatchObject({ step: 'profile', profileError: 'error.avatar_in_use', errorField: 'avatar', profileShake: 1 });
    const fixed = run(failed, { type: 'avatarChanged', src: bagel });
    expect(fixed.profileError).toBeNull();
  });

  it('moves an auto-picked avatar off a used one, never a chosen one', () => {
    const auto = run(profile(), { type: 'usedAvatarsLoaded', avatars: [profile().avatarSrc] });
    expect(auto.avatarSrc).not.toBe(profile().avatarSrc);
    const chosen = run(profile(), { type: 'avatarChanged', src: sushi }, { type: 'usedAvatarsLoaded', avatars: [sushi] });
    expect(chosen.avatarSrc).toBe(sushi);
  });

  it('picks the first free avatar', () => {
    expect(pickFreeAvatar([bagel])).toBe(sushi);
    expect(pickFreeAvatar([], 1)).toBe(sushi);
  });

  it('places server errors on their field', () => {
    expect(fieldForMessage('error.avatar_in_use')).toBe('avatar');
    expect(fieldForMessage('error.invalid_alias')).toBe('alias');
    expect(fieldForMessage('error.max_players_reached')).toBe('form');
  });

  it('joined only after joining', () => {
    expect(run(profile(), { type: 'joinSucceeded' }).step).toBe('profile');
  });
});
