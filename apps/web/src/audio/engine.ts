/**
 * The app's one AudioContext: effects and the music loop behind a master volume. The context is
 * made on first use, resumed on the first touch, click or key (browsers keep audio muted until
 * then), and suspended after 30 s without sound (TIMING.audioIdleSuspendMs).
 */
import { DEFAULT_VOLUME, TIMING } from '@snackparty/protocol';
import { IdleTimer, volumeToGain } from './idle';
import type { TimerApi } from './idle';
import { MusicLoop } from './music';
import { playEffect } from './synth';
import type { SoundEffect } from './synth';

type ContextFactory = () => AudioContext | null;

function defaultContext(): AudioContext | null {
  const Ctor = (globalThis as { AudioContext?: typeof AudioContext; webkitAudioContext?: typeof AudioContext }).AudioContext
    ?? (globalThis as { webkitAudioContext?: typeof AudioContext }).webkitAudioContext;
  if (!Ctor) return null;
  try {
    return new Ctor();
  } catch {
    return null;
  }
}

const UNLOCK_EVENTS = ['pointerdown', 'touchend', 'keydown', 'click'] as const;

export class SoundEngine {
  private ctx: AudioContext | null = null;
  private master: GainNode | null = null;
  private musicBus: GainNode | null = null;
  private music: MusicLoop | null = null;
  private wantMusic = false;
  private volume: number = DEFAULT_VOLUME;
  private readonly idle: IdleTimer;

  constructor(
    private readonly createContext: ContextFactory = defaultContext,
    timers?: TimerApi,
    idleMs: number = TIMING.audioIdleSuspendMs,
  ) {
    this.idle = new IdleTimer(idleMs, () => this.suspend(), timers);
  }

  get context(): AudioContext | null {
    return this.ctx;
  }

  setVolume(volume: number): void {
    this.volume = volume;
    if (this.master && this.ctx) this.master.gain.setTargetAtTime(volumeToGain(volume), this.ctx.currentTime, 0.02);
  }

  /** Resumes the context on the first user gesture; returns the detach. */
  attachUnlock(target: EventTarget = globalThis as unknown as EventTarget): () => void {
    const unlock = () => {
      const ctx = this.ensure();
      if (ctx && ctx.state !== 'running') void ctx.resume().catch(() => undefined);
      if (this.wantMusic) this.startMusic();
    };
    for (const name of UNLOCK_EVENTS) target.addEventListener(name, unlock, { passive: true });
    return () => {
      for (const name of UNLOCK_EVENTS) target.removeEventListener(name, unlock);
    };
  }

  play(effect: SoundEffect, delaySeconds = 0): void {
    const ctx = this.ensure();
    if (!ctx || !this.master) return;
    this.wake(ctx);
    try {
      const duration = playEffect(ctx, this.master, effect, ctx.currentTime + 0.01 + Math.max(0, delaySeconds));
      this.idle.touch((duration + delaySeconds) * 1000);
    } catch {
      // A broken audio stack must never break a screen.
    }
  }

  setMusic(on: boolean): void {
    this.wantMusic = on;
    if (on) this.startMusic();
    else this.stopMusic();
  }

  get musicPlaying(): boolean {
    return this.music?.playing ?? false;
  }

  /** Stops everything and closes the context (a new one is made on next use). */
  reset(): void {
    this.stopMusic();
    this.idle.cancel();
    const ctx = this.ctx;
    this.ctx = null;
    this.master = null;
    this.musicBus = null;
    if (ctx) void ctx.close().catch(() => undefined);
  }

  private startMusic(): void {
    const ctx = this.ensure();
    if (!ctx || !this.musicBus) return;
    this.wake(ctx);
    this.music ??= new MusicLoop(ctx, this.musicBus);
    this.idle.cancel();
    this.music.start();
  }

  private stopMusic(): void {
    this.music?.stop();
    this.music = null;
    if (this.ctx) this.idle.touch();
  }

  private wake(ctx: AudioContext): void {
    if (ctx.state === 'suspended') void ctx.resume().catch(() => undefined);
  }

  private suspend(): void {
    if (this.music?.playing) return;
    if (this.ctx && this.ctx.state === 'running') void this.ctx.suspend().catch(() => undefined);
  }

  private ensure(): AudioContext | null {
    if (this.ctx) return this.ctx;
    const ctx = this.createContext();
    if (!ctx) return null;
    this.ctx = ctx;
    this.master = ctx.createGain();
    this.master.gain.value = volumeToGain(this.volume);
    this.master.connect(ctx.destination);
    this.musicBus = ctx.createGain();
    this.musicBus.gain.value = 0.35;
    this.musicBus.connect(this.master);
    return ctx;
  }
}

let shared: SoundEngine | null = null;
/** The app's sound engine. */
export function soundEngine(): SoundEngine {
  shared ??= new SoundEngine();
  return shared;
}
