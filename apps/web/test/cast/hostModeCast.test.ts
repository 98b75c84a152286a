import { describe, expect, it, beforeEach } from 'vitest';
import { HOST_TYPES } from '@snackparty/protocol';
import { hostMode, hostUsesRemote, isSharedScreen, playsSounds, showsHostControls } from '../../src/app/hostMode';
import { storedRoom } from '../../src/features/home/storedRoom';
import { setItem } from '../../src/storage/storage';

describe('a room cast to a Chromecast', () => {
  it('shows the game on the cast device, which makes the sounds, and puts the controls on the phone', () => {
    expect(isSharedScreen('CHROMECAST')).toBe(true);
    expect(playsSounds('CHROMECAST', 'sharedScreen')).toBe(true);
    expect(playsSounds('CHROMECAST', 'phone')).toBe(false);
    expect(hostMode('CHROMECAST').hostPlays).toBe(false);
    expect(showsHostControls('CHROMECAST', { kind: 'sharedScreen' })).toBe(false);
    expect(showsHostControls('CHROMECAST', { kind: 'phone', isOwner: true })).toBe(true);
    expect(showsHostControls('CHROMECAST', { kind: 'phone', isOwner: false })).toBe(false);
  });

  it('is the only host mode run from a remote', () => {
    expect(HOST_TYPES.filter(hostUsesRemote)).toEqual(['CHROMECAST']);
    // The other shared screens keep their controls on themselves.
    expect(showsHostControls('HOST', { kind: 'sharedScreen' })).toBe(true);
    expect(showsHostControls('SMART_TV', { kind: 'sharedScreen' })).toBe(true);
  });

  describe('the way back to it from the home page', () => {
    beforeEach(() => localStorage.clear());

    it('leads the phone that cast it to its remote', () => {
      setItem('roomCode', 'QWERT');
      setItem('markedAsHost', true);
      setItem('gameSessionDto', { gameCode: 'QWERT', hostType: 'CHROMECAST' } as never);
      expect(storedRoom()).toMatchObject({ code: 'QWERT', path: '/cast/remote', role: 'host' });
      setItem('gameSessionDto', { gameCode: 'QWERT', hostType: 'HOST' } as never);
      expect(storedRoom()?.path).toBe('/host/session');
    });
  });
});
