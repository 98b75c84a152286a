import { createContext, useContext } from 'react';
import type { SoundEffect } from '../audio/synth';

/** Plays a sound effect when this screen makes sound (a no-op otherwise). */
export type PlaySound = (effect: SoundEffect, delaySeconds?: number) => void;

export const GameSoundContext = createContext<PlaySound>(() => undefined);

/** Game screens play effects through this; the screen around them decides whether sound is on. */
export function useGameSound(): PlaySound {
  return useContext(GameSoundContext);
}
