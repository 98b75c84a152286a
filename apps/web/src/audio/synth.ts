/**
 * Sounds made in code with WebAudio: no audio files. Every effect is a few oscillators or a burst
 * of noise with a short envelope, so it stays light and licence-free.
 */

export type SoundEffect = 'join' | 'tick' | 'reveal' | 'win' | 'score' | 'start' | 'lose' | 'tap';

export const SOUND_EFFECTS: readonly SoundEffect[] = ['join', 'tick', 'reveal', 'win', 'score', 'start', 'lose', 'tap'];

interface ToneOptions {
  freq: number;
  /** Start, in the context's time (s). */
  at: number;
  duration: number;
  type?: OscillatorType;
  gain?: number;
  attack?: number;
  /** Slide to this frequency over the tone. */
  glideTo?: number;
}

/** Note name to frequency (A4 = 440 Hz), e.g. 'C5', 'F#3'. */
export function noteFrequency(note: string): number {
  const match = /^([A-G])(#|b)?(-?\d)$/.exec(note);
  if (!match) throw new Error(`Not a note: ${note}`);
  const steps: Record<string, number> = { C: -9, D: -7, E: -5, F: -4, G: -2, A: 0, B: 2 };
  const accidental = match[2] === '#' ? 1 : match[2] === 'b' ? -1 : 0;
  const semitones = steps[match[1]!]! + accidental + (Number(match[3]) - 4) * 12;
  return 440 * 2 ** (semitones / 12);
}

export function tone(ctx: BaseAudioContext, out: AudioNode, o: ToneOptions): void {
  const osc = ctx.createOscillator();
  const env = ctx.createGain();
  osc.type = o.type ?? 'triangle';
  osc.frequency.setValueAtTime(o.freq, o.at);
  if (o.glideTo) osc.frequency.exponentialRampToValueAtTime(o.glideTo, o.at + o.duration);
  const peak = o.gain ?? 0.3;
  const attack = Math.min(o.attack ?? 0.008, o.duration / 2);
  env.gain.setValueAtTime(0.0001, o.at);
  env.gain.exponentialRampToValueAtTime(peak, o.at + attack);
  env.gain.exponentialRampToValueAtTime(0.0001, o.at + o.duration);
  osc.connect(env).connect(out);
  osc.start(o.at);
  osc.stop(o.at + o.duration + 0.02);
}

let noiseBuffer: AudioBuffer | null = null;
function noise(ctx: BaseAudioContext): AudioBuffer {
  if (noiseBuffer && noiseBuffer.sampleRate === ctx.sampleRate) return noiseBuffer;
  const buffer = ctx.createBuffer(1, Math.floor(ctx.sampleRate * 0.5), ctx.sampleRate);
  const data = buffer.getChannelData(0);
  // A fixed sequence (no randomness needed): a small linear congruential generator.
  let seed = 12345;
  for (let i = 0; i < data.length; i++) {
    seed = (seed * 1103515245 + 12345) & 0x7fffffff;
    data[i] = (seed / 0x7fffffff) * 2 - 1;
  }
  noiseBuffer = buffer;
  return buffer;
}

export function noiseBurst(ctx: BaseAudioContext, out: AudioNode, o: { at: number; duration: number; gain?: number; filter?: BiquadFilterType; freq?: number; glideTo?: number }): void {
  const src = ctx.createBufferSource();
  src.buffer = noise(ctx);
  const filter = ctx.createBiquadFilter();
  filter.type = o.filter ?? 'bandpass';
  filter.frequency.setValueAtTime(o.freq ?? 2000, o.at);
  if (o.glideTo) filter.frequency.exponentialRampToValueAtTime(o.glideTo, o.at + o.duration);
  const env = ctx.createGain();
  env.gain.setValueAtTime(0.0001, o.at);
  env.gain.exponentialRampToValueAtTime(o.gain ?? 0.2, o.at + 0.005);
  env.gain.exponentialRampToValueAtTime(0.0001, o.at + o.duration);
  src.connect(filter).connect(env).connect(out);
  src.start(o.at);
  src.stop(o.at + o.duration + 0.02);
}

/** Plays an effect at `at`; returns how long it lasts (s). */
export function playEffect(ctx: BaseAudioContext, out: AudioNode, effect: SoundEffect, at: number): number {
  const n = noteFrequency;
  switch (effect) {
    case 'join':
      tone(ctx, out, { freq: n('E5'), at, duration: 0.12, gain: 0.22 });
      tone(ctx, out, { freq: n('A5'), at: at + 0.09, duration: 0.22, gain: 0.22 });
      return 0.35;
    case 'tick':
      tone(ctx, out, { freq: 1320, at, duration: 0.05, type: 'sine', gain: 0.3, attack: 0.002 });
      noiseBurst(ctx, out, { at, duration: 0.03, gain: 0.08, filter: 'highpass', freq: 4000 });
      return 0.08;
    case 'tap':
      tone(ctx, out, { freq: 660, at, duration: 0.06, type: 'sine', gain: 0.18, attack: 0.002, glideTo: 880 });
      return 0.08;
    case 'reveal':
      noiseBurst(ctx, out, { at, duration: 0.18, gain: 0.25, freq: 1200, glideTo: 5000 });
      tone(ctx, out, { freq: n('G4'), at: at + 0.05, duration: 0.16, gain: 0.25, glideTo: n('G5') });
      return 0.25;
    case 'score':
      tone(ctx, out, { freq: n('B5'), at, duration: 0.08, type: 'square', gain: 0.1 });
      tone(ctx, out, { freq: n('E6'), at: at + 0.07, duration: 0.3, type: 'square', gain: 0.1 });
      return 0.4;
    case 'start':
      tone(ctx, out, { freq: n('C4'), at, duration: 0.35, gain: 0.2, glideTo: n('C6') });
      noiseBurst(ctx, out, { at, duration: 0.35, gain: 0.08, freq: 800, glideTo: 6000 });
      return 0.4;
    case 'lose':
      tone(ctx, out, { freq: n('E4'), at, duration: 0.2, gain: 0.22 });
      tone(ctx, out, { freq: n('C4'), at: at + 0.18, duration: 0.35, gain: 0.22, glideTo: n('A3') });
      return 0.6;
    case 'win': {
      const notes = ['C5', 'E5', 'G5', 'C6'];
      notes.forEach((note, i) => tone(ctx, out, { freq: n(note), at: at + i * 0.09, duration: 0.18, gain: 0.2 }));
      for (const note of ['C5', 'E5', 'G5', 'C6']) tone(ctx, out, { freq: n(note), at: at + 0.4, duration: 0.7, gain: 0.09, attack: 0.02 });
      return 1.15;
    }
    default:
      return 0;
  }
}
