import { describe, expect, it, vi } from 'vitest';
import type { GameDto, GameSessionDto } from '@snackparty/protocol';
import {
  createPhases,
  firstStep,
  hostModes,
  initialHostMode,
  pathAfterCreate,
  redirectDelay,
  runCreate,
} from '../src/features/create-game/createFlow';
import { hostableGameTypes } from '../src/games/catalogue';
import { PLAYABLE_GAME_TYPES } from '../src/games/registry';

describe('create-game flow', () => {
  it('offers the login form or "continue as guest" first to anyone not logged in to an account', () => {
    expect(firstStep({ loggedIn: false })).toBe('account');
    expect(firstStep({ loggedIn: false, gameType: 'REQUIP' })).toBe('account');
    expect(firstStep({ loggedIn: true })).toBe('game');
    expect(firstStep({ loggedIn: true, gameType: 'REQUIP' })).toBe('mode');
  });

  it('offers every playable game, and EXPERIMENTS to admins only', () => {
    expect(hostableGameTypes(true)).toEqual([...PLAYABLE_GAME_TYPES]);
    expect(hostableGameTypes(true)).toContain('EXPERIMENTS');
    expect(hostableGameTypes(false)).toEqual(PLAYABLE_GAME_TYPES.filter((type) => type !== 'EXPERIMENTS'));
    expect(hostableGameTypes(false)).toContain('HIDE_AND_PEEK');
  });

  it('offers mobile only for play-capable games, never on a TV', () => {
    expect(hostModes('SNAPTION', { admin: false, tv: false })).toEqual(['HOST', 'HOST_AND_PLAY']);
    expect(hostModes('EXPERIMENTS', { admin: false, tv: false })).toEqual(['HOST']);
    expect(hostModes('EXPERIMENTS', { admin: true, tv: false })).toEqual(['HOST', 'HOST_AND_PLAY']);
    expect(hostModes('SNAPTION', { admin: false, tv: true })).toEqual(['SMART_TV']);
  });

  it('offers Chromecast after the other modes only when a cast device is around, never on a TV', () => {
    expect(hostModes('SNAPTION', { admin: false, tv: false, cast: true })).toEqual(['HOST', 'HOST_AND_PLAY', 'CHROMECAST']);
    expect(hostModes('EXPERIMENTS', { admin: false, tv: false, cast: true })).toEqual(['HOST', 'CHROMECAST']);
    expect(hostModes('SNAPTION', { admin: false, tv: false, cast: false })).toEqual(['HOST', 'HOST_AND_PLAY']);
    expect(hostModes('SNAPTION', { admin: false, tv: true, cast: true })).toEqual(['SMART_TV']);
    // Chromecast is offered, never picked for the host.
    expect(initialHostMode('SNAPTION', { admin: false, tv: false, cast: true })).toBe('HOST_AND_PLAY');
    expect(initialHostMode('EXPERIMENTS', { admin: false, tv: false, cast: true })).toBe('HOST');
  });

  it('lands a cast room on the remote at once, after connecting to the device first', () => {
    expect(pathAfterCreate('CHROMECAST')).toBe('/cast/remote');
    expect(redirectDelay('CHROMECAST')).toBe(0);
    expect(createPhases('CHROMECAST')).toEqual(['cast', 'session', 'game', 'ready']);
    expect(createPhases('HOST')).toEqual(['session', 'game', 'ready']);
  });

  it('starts on the protocol default host type', () => {
    expect(initialHostMode('SNAPTION', { admin: false, tv: false })).toBe('HOST_AND_PLAY');
    expect(initialHostMode('SNAPTION', { admin: false, tv: true })).toBe('SMART_TV');
  });

  it('goes to the host screen after 2 s, or to join for a host who plays', () => {
    expect(pathAfterCreate('HOST')).toBe('/host/session');
    expect(redirectDelay('HOST')).toBe(2000);
    expect(pathAfterCreate('HOST_AND_PLAY')).toBe('/player/session');
    expect(redirectDelay('HOST_AND_PLAY')).toBe(0);
  });

  it('creates the session, waits 1.5 s, then creates the game for its code', async () => {
    const calls: string[] = [];
    const session = { gameCode: 'QWERT' } as GameSessionDto;
    const deps = {
      createSession: vi.fn(async () => {
        calls.push('session');
        return session;
      }),
      createGame: vi.fn(async () => {
        calls.push('game');
        return {} as GameDto;
      }),
      sleep: vi.fn(async (ms: number) => {
        calls.push(`sleep ${ms}`);
      }),
    };
    await runCreate(deps, { language: 'de', hostType: 'HOST', gameType: 'REQUIP' });
    expect(calls).toEqual(['session', 'sleep 1500', 'game']);
    expect(deps.createSession).toHaveBeenCalledWith({ language: 'de', hostType: 'HOST', initialGameType: 'REQUIP' });
    expect(deps.createGame).toHaveBeenCalledWith({ gameType: 'REQUIP', gameCode: 'QWERT' });
  });
});
