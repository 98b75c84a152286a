/**
 * What a room's host type means for the screens, in one place (spec host types HOST,
 * HOST_AND_PLAY, DISCORD, SMART_TV, CHROMECAST): whether a screen everyone watches shows the game,
 * which device makes the sounds and where the host's controls are. Screens ask these questions
 * instead of comparing host types.
 */
import { HOST_TYPES } from '@snackparty/protocol';
import type { HostType } from '@snackparty/protocol';

export interface HostMode {
  hostType: HostType;
  /** A screen the whole room watches shows the game (a computer, a smart TV, a cast). */
  sharedScreen: boolean;
  /** The host joins through a phone seat and plays too. */
  hostPlays: boolean;
  /** Which device plays the sound effects: the shared screen, or every phone. */
  sounds: 'sharedScreen' | 'phones';
  /**
   * Where the host's controls (start, skip, next stage, end game) are: on the shared screen, or on
   * the room owner's phone (their seat when they play, a remote when a cast device shows the game).
   */
  hostControls: 'sharedScreen' | 'ownerPhone';
}

const MODES: Record<HostType, Omit<HostMode, 'hostType'>> = {
  HOST: { sharedScreen: true, hostPlays: false, sounds: 'sharedScreen', hostControls: 'sharedScreen' },
  HOST_AND_PLAY: { sharedScreen: false, hostPlays: true, sounds: 'phones', hostControls: 'ownerPhone' },
  // Everyone plays on their phone; the call shares voices, not a game screen.
  DISCORD: { sharedScreen: false, hostPlays: true, sounds: 'phones', hostControls: 'ownerPhone' },
  SMART_TV: { sharedScreen: true, hostPlays: false, sounds: 'sharedScreen', hostControls: 'sharedScreen' },
  // A cast device shows the game and takes no input: the phone that cast it is the remote.
  CHROMECAST: { sharedScreen: true, hostPlays: false, sounds: 'sharedScreen', hostControls: 'ownerPhone' },
};

/** The host mode offered by default: a shared screen. */
export const SHARED_SCREEN_HOST: HostType = 'HOST';
/** The host mode of a room made on a TV: the TV is the shared screen. */
export const TV_HOST: HostType = 'SMART_TV';
/** The host mode where the host plays from a phone and no screen is shared. */
export const PLAYING_HOST: HostType = 'HOST_AND_PLAY';
/** The host mode of a room cast to a Chromecast: the TV shows it, the host's phone is the remote. */
export const CAST_HOST: HostType = 'CHROMECAST';

export function isHostType(value: unknown): value is HostType {
  return typeof value === 'string' && (HOST_TYPES as readonly string[]).includes(value);
}

/** The host mode of a host type; an unknown or missing one is read as a shared screen. */
export function hostMode(hostType: string | null | undefined): HostMode {
  const type = isHostType(hostType) ? hostType : SHARED_SCREEN_HOST;
  return { hostType: type, ...MODES[type] };
}

/** A screen everyone watches shows the game. */
export function isSharedScreen(hostType: string | null | undefined): boolean {
  return hostMode(hostType).sharedScreen;
}

/** The host plays through a phone seat (they join the room like a player). */
export function hostPlays(hostType: string | null | undefined): boolean {
  return hostMode(hostType).hostPlays;
}

/** Whether this device makes the sound effects: the shared screen, or a phone when none is shared. */
export function playsSounds(hostType: string | null | undefined, device: 'sharedScreen' | 'phone'): boolean {
  const { sounds } = hostMode(hostType);
  return device === 'sharedScreen' ? sounds === 'sharedScreen' : sounds === 'phones';
}

/** Whether this device shows the host's controls: the shared screen, or the room owner's phone. */
export function showsHostControls(hostType: string | null | undefined, device: { kind: 'sharedScreen' } | { kind: 'phone'; isOwner: boolean }): boolean {
  const { hostControls } = hostMode(hostType);
  return device.kind === 'sharedScreen' ? hostControls === 'sharedScreen' : hostControls === 'ownerPhone' && device.isOwner;
}

/** The host runs the room from a phone that is no seat (a remote) while a shared screen shows the game. */
export function hostUsesRemote(hostType: string | null | undefined): boolean {
  const { sharedScreen, hostPlays: plays, hostControls } = hostMode(hostType);
  return sharedScreen && !plays && hostControls === 'ownerPhone';
}
