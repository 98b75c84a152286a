import { describe, expect, it } from 'vitest';
import { ApiError, errorMessageKey } from '../src/api/errors';

describe('errorMessageKey (spec section 8)', () => {
  it('prefers the server message key', () => {
    expect(errorMessageKey(new ApiError(400, { messageKey: 'error.invalid_alias' }), 'join')).toBe('error.invalid_alias');
  });
  it('no response means server not reachable', () => {
    expect(errorMessageKey(new ApiError(0, null), 'join')).toBe('error.server_not_reachable');
  });
  it('maps join statuses by the catalogue', () => {
    expect(errorMessageKey(new ApiError(400, null), 'join')).toBe('error.max_players_reached');
    expect(errorMessageKey(new ApiError(409, null), 'join')).toBe('error.avatar_in_use');
    expect(errorMessageKey(new ApiError(403, null), 'join')).toBe('error.player_kicked');
    expect(errorMessageKey(new ApiError(409, null), 'rejoin')).toBe('error.avatar_in_use');
  });
  it('maps the code check', () => {
    expect(errorMessageKey(new ApiError(404, null), 'check')).toBe('general.game_not_found');
    expect(errorMessageKey(new ApiError(410, null), 'check')).toBe('general.game_is_over');
  });
  it('any other create failure is create_game_failed', () => {
    expect(errorMessageKey(new ApiError(500, null), 'create')).toBe('error.create_game_failed');
    expect(errorMessageKey(new ApiError(400, {}), 'create')).toBe('error.create_game_failed');
    expect(errorMessageKey(new Error('x'), 'create')).toBe('error.create_game_failed');
  });
  it('falls back to something went wrong', () => {
    expect(errorMessageKey(new Error('boom'))).toBe('error.something_went_wrong');
    expect(errorMessageKey(new ApiError(503, null), 'join')).toBe('error.server_unavailable');
  });
});
