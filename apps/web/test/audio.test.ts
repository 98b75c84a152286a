import { afterEach, describe, expect, it, vi } from 'vitest';
import { TIMING } from '@snackparty/protocol';
import { IdleTimer, volumeToGain } from '../src/audio/idle';
import { SoundEngine } from '../src/audio/engine';
import { musicStep } from '../src/audio/music';
import { SOUND_EFFECTS, noteFrequency, playEffect } from '../src/audio/synth';

afterEach(() => {
  vi.useRealTimers();
});

/** Enough of an AudioContext to run the engine: every node is a recording stub. */
function fakeContext() {
  const param = () => ({ value: 0, setValueAtTime: vi.fn(), exponentialRampToValueAtTime: vi.fn(), setTargetAtTime: vi.fn() });
  const node = () => ({ connect: vi.fn((next: unknown) => next), gain: param(), frequency: param(), type: '', start: vi.fn(), stop: vi.fn(), buffer: null });
  const ctx = {
    state: 'running' as AudioContextState,
    currentTime: 0,
    sampleRate: 8000,
    destination: {},
    created: 0,
    createGain: vi.fn(() => node()),
    createOscillator: vi.fn(() => {
      ctx.created += 1;
      return node();
    }),
    createBiquadFilter: vi.fn(() => node()),
    createBufferSource: vi.fn(() => node()),
    createBuffer: vi.fn((_channels: number, length: number) => ({ sampleRate: 8000, getChannelData: () => new Float32Array(length) })),
    resume: vi.fn(async () => {
      ctx.state = 'running';
    }),
    suspend: vi.fn(async () => {
      ctx.state = 'suspended';
    }),
    close: vi.fn(async () => undefined),
  };
  return ctx;
}

describe('audio idle timer', () => {
  it('goes idle 30 s after the last sound, counting the sound itself', () => {
    vi.useFakeTimers();
    const onIdle = vi.fn();
    const timer = new IdleTimer(TIMING.audioIdleSuspendMs, onIdle);
    timer.touch(1_000);
    vi.advanceTimersByTime(30_999);
    expect(onIdle).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(onIdle).toHaveBeenCalledTimes(1);
    expect(timer.pending).toBe(false);
  });

  it('starts again with every sound', () => {
    vi.useFakeTimers();
    const onIdle = vi.fn();
    const timer = new IdleTimer(30_000, onIdle);
    timer.touch();
    vi.advanceTimersByTime(20_000);
    timer.touch();
    vi.advanceTimersByTime(20_000);
    expect(onIdle).not.toHaveBeenCalled();
    vi.advanceTimersByTime(10_000);
    expect(onIdle).toHaveBeenCalledTimes(1);
    timer.touch();
    timer.cancel();
    vi.advanceTimersByTime(60_000);
    expect(onIdle).toHaveBeenCalledTimes(1);
  });

  it('turns the stored volume into a gain', () => {
    expect(volumeToGain(100)).toBe(1);
    expect(volumeToGain(0)).toBe(0);
    expect(volumeToGain(50)).toBeCloseTo(0.25);
    expect(volumeToGain(null)).toBe(1);
    expect(volumeToGain(250)).toBe(1);
    expect(volumeToGain(-3)).toBe(0);
  });
});

describe('sound engine', () => {
  it('suspends its context after 30 s without sound and resumes for the next one', async () => {
    vi.useFakeTimers();
    const ctx = fakeContext();
    const engine = new SoundEngine(() => ctx as unknown as AudioContext);
    engine.play('join');
    expect(ctx.created).toBeGreaterThan(0);
    vi.advanceTimersByTime(TIMING.audioIdleSuspendMs + 1_000);
    expect(ctx.suspend).toHaveBeenCalledTimes(1);
    expect(ctx.state).toBe('suspended');
    engine.play('tick');
    expect(ctx.resume).toHaveBeenCalled();
  });

  it('never suspends while the music plays', () => {
    vi.useFakeTimers();
    const ctx = fakeContext();
    const engine = new SoundEngine(() => ctx as unknown as AudioContext);
    engine.play('tick');
    engine.setMusic(true);
    expect(engine.musicPlaying).toBe(true);
    vi.advanceTimersByTime(120_000);
    expect(ctx.suspend).not.toHaveBeenCalled();
    engine.setMusic(false);
    vi.advanceTimersByTime(TIMING.audioIdleSuspendMs + 10);
    expect(ctx.suspend).toHaveBeenCalledTimes(1);
  });

  it('does nothing without WebAudio', () => {
    const engine = new SoundEngine(() => null);
    expect(() => engine.play('win')).not.toThrow();
    expect(() => engine.setMusic(true)).not.toThrow();
    expect(engine.context).toBeNull();
  });

  it('resumes on the first gesture', () => {
    const ctx = fakeContext();
    ctx.state = 'suspended';
    const engine = new SoundEngine(() => ctx as unknown as AudioContext);
    const target = new EventTarget();
    const detach = engine.attachUnlock(target);
    target.dispatchEvent(new Event('pointerdown'));
    expect(ctx.resume).toHaveBeenCalledTimes(1);
    detach();
    target.dispatchEvent(new Event('pointerdown'));
    expect(ctx.resume).toHaveBeenCalledTimes(1);
  });

  it('synthesises every effect in code', () => {
    const ctx = fakeContext();
    for (const effect of SOUND_EFFECTS) {
      expect(playEffect(ctx as unknown as BaseAudioContext, {} as AudioNode, effect, 0)).toBeGreaterThan(0);
    }
  });
});

describe('music', () => {
  it('tunes notes to A4 = 440 Hz', () => {
    expect(noteFrequency('A4')).toBeCloseTo(440);
    expect(noteFrequency('A5')).toBeCloseTo(880);
    expect(noteFrequency('C4')).toBeCloseTo(261.63, 1);
    expect(() => noteFrequency('H2')).toThrow();
  });

  it('loops every 32 steps (64 with the octave change) with bass on the beat and hats off it', () => {
    expect(musicStep(0).map((n) => n.part)).toEqual(['bass', 'arp']);
    expect(musicStep(1).map((n) => n.part)).toEqual(['arp', 'hat']);
    expect(musicStep(64)).toEqual(musicStep(0));
    expect(musicStep(32)[1]!.note).not.toBe(musicStep(0)[1]!.note);
  });
});
