import { useEffect } from 'react';
import { DEFAULT_VOLUME } from '@snackparty/protocol';
import { useStoredItem } from '../storage/useStoredItem';
import { soundEngine } from './engine';
import type { SoundEngine } from './engine';

/**
 * The sound engine for a screen that makes sound: unlocked by the first gesture, at the stored
 * volume, with the music loop while `music` is true.
 */
export function useSound({ music = false, enabled = true }: { music?: boolean; enabled?: boolean } = {}): SoundEngine | null {
  const engine = enabled ? soundEngine() : null;
  const volume = useStoredItem('volume') ?? DEFAULT_VOLUME;

  useEffect(() => {
    if (!engine) return undefined;
    return engine.attachUnlock(window);
  }, [engine]);

  useEffect(() => {
    engine?.setVolume(volume);
  }, [engine, volume]);

  useEffect(() => {
    if (!engine) return undefined;
    engine.setMusic(music);
    return () => engine.setMusic(false);
  }, [engine, music]);

  return engine;
}
