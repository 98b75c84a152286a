import { describe, expect, it, vi } from 'vitest';
import type { GameDto, GameSessionDto } from '@snackparty/protocol';
import {
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

  it('offers only the playable games, to admins as to everyone, until the others land', () => {
    expect(hostableGameTypes(false)).toEqual([...PLAYABLE_GAME_TYPES]);
    expect(hostableGameTypes(true)).toEqual([...PLAYABLE_GAME_TYPES]);
    expect(hostableGameTypes(true)).not.toContain('EXPERIMENTS');
    expect(hostableGameTypes(false)).not.toContain('HIDE_AND_PEEK');
  });

  it('offers mobile only for play-capable games, never on a TV', () => {
    expect(hostModes('SNAPTION', { admin: false, tv: false })).toEqual(['HOST', 'HOST_AND_PLAY']);
    expect(hostModes('EXPERIMENTS', { admin: false, tv: false })).toEqual(['HOST']);
    expect(hostModes('EXPERIMENTS', { admin: true, tv: false })).toEqual(['HOST', 'HOST_AND_PLAY']);
    expect(hostModes('SNAPTION', { admin: false, tv: true })).toEqual(['SMART_TV']);
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
