import { describe, expect, it } from 'vitest';
import { HOST_TYPES, SELF_HOSTED_TYPES, SHARED_SCREEN_TYPES, hasSharedScreen } from '@snackparty/protocol';
import { hostMode, hostPlays, isSharedScreen, playsSounds, showsHostControls } from '../src/app/hostMode';

describe('host mode', () => {
  it('answers for every host type of the spec', () => {
    for (const type of HOST_TYPES) expect(hostMode(type).hostType).toBe(type);
  });

  it('has a shared screen for HOST, SMART_TV and CHROMECAST; the host plays in HOST_AND_PLAY and DISCORD', () => {
    expect(HOST_TYPES.filter(isSharedScreen)).toEqual(['HOST', 'SMART_TV', 'CHROMECAST']);
    expect(HOST_TYPES.filter(hostPlays)).toEqual([...SELF_HOSTED_TYPES]);
    for (const type of SHARED_SCREEN_TYPES) expect(isSharedScreen(type)).toBe(true);
    // The server decides who hears the drawings by the same answer.
    expect(HOST_TYPES.filter(hasSharedScreen)).toEqual(HOST_TYPES.filter(isSharedScreen));
  });

  it('makes sounds on the shared screen when there is one, else on the phones', () => {
    expect(playsSounds('HOST', 'sharedScreen')).toBe(true);
    expect(playsSounds('HOST', 'phone')).toBe(false);
    expect(playsSounds('HOST_AND_PLAY', 'phone')).toBe(true);
    expect(playsSounds('DISCORD', 'phone')).toBe(true);
    expect(playsSounds('SMART_TV', 'phone')).toBe(false);
  });

  it('puts the host controls on the shared screen, or on the owner\'s phone without one', () => {
    expect(showsHostControls('HOST', { kind: 'sharedScreen' })).toBe(true);
    expect(showsHostControls('HOST_AND_PLAY', { kind: 'phone', isOwner: true })).toBe(true);
    expect(showsHostControls('HOST_AND_PLAY', { kind: 'phone', isOwner: false })).toBe(false);
    expect(showsHostControls('HOST', { kind: 'phone', isOwner: true })).toBe(false);
  });

  it('reads an unknown or missing host type as a shared screen', () => {
    expect(hostMode(undefined).hostType).toBe('HOST');
    expect(hostMode('NOPE').sharedScreen).toBe(true);
  });
});
