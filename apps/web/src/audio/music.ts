/**
 * A light background loop, synthesised: four chords (I–vi–IV–V), a soft bass on the beat, an
 * arpeggio in eighths and a quiet hat on the off-beats. Notes are scheduled a little ahead on the
 * audio clock, so timing stays even when the page is busy.
 */
import { noiseBurst, noteFrequency, tone } from './synth';

export const MUSIC_BPM = 100;
const STEP_S = 60 / MUSIC_BPM / 2; // an eighth note
const STEPS_PER_BAR = 8;

const CHORDS: ReadonlyArray<readonly [string, string, string, string]> = [
  ['C3', 'C4', 'E4', 'G4'],
  ['A2', 'A3', 'C4', 'E4'],
  ['F2', 'F3', 'A3', 'C4'],
  ['G2', 'G3', 'B3', 'D4'],
];
const ARPEGGIO = [1, 2, 3, 2, 1, 3, 2, 3];

export interface MusicNote {
  part: 'bass' | 'arp' | 'hat';
  note?: string;
}

/** The notes of one eighth-note step of the loop (the loop is 32 steps long). */
export function musicStep(step: number): MusicNote[] {
  const inBar = ((step % STEPS_PER_BAR) + STEPS_PER_BAR) % STEPS_PER_BAR;
  const bar = Math.floor((((step % 32) + 32) % 32) / STEPS_PER_BAR);
  const chord = CHORDS[bar]!;
  const notes: MusicNote[] = [];
  if (inBar % 2 === 0) notes.push({ part: 'bass', note: chord[0] });
  // The arpeggio one octave up on every other pass of the loop, for a little movement.
  const arp = chord[ARPEGGIO[inBar]!]!;
  notes.push({ part: 'arp', note: Math.floor(step / 32) % 2 === 1 ? arp.replace(/\d$/, (d) => String(Number(d) + 1)) : arp });
  if (inBar % 2 === 1) notes.push({ part: 'hat' });
  return notes;
}

export class MusicLoop {
  private timer: ReturnType<typeof setInterval> | null = null;
  private step = 0;
  private nextAt = 0;

  constructor(
    private readonly ctx: BaseAudioContext,
    private readonly out: AudioNode,
  ) {}

  get playing(): boolean {
    return this.timer !== null;
  }

  start(): void {
    if (this.timer) return;
    this.nextAt = this.ctx.currentTime + 0.1;
    this.timer = setInterval(() => this.schedule(), 50);
    this.schedule();
  }

  stop(): void {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
  }

  private schedule(): void {
    const horizon = this.ctx.currentTime + 0.25;
    // After a suspension the audio clock may have jumped: start again from now.
    if (this.nextAt < this.ctx.currentTime - 0.5) this.nextAt = this.ctx.currentTime + 0.05;
    while (this.nextAt < horizon) {
      for (const note of musicStep(this.step)) this.play(note, this.nextAt);
      this.step += 1;
      this.nextAt += STEP_S;
    }
  }

  private play(note: MusicNote, at: number): void {
    if (note.part === 'hat') {
      noiseBurst(this.ctx, this.out, { at, duration: 0.04, gain: 0.05, filter: 'highpass', freq: 7000 });
    } else if (note.part === 'bass' && note.note) {
      tone(this.ctx, this.out, { freq: noteFrequency(note.note), at, duration: STEP_S * 1.8, type: 'triangle', gain: 0.32, attack: 0.01 });
    } else if (note.note) {
      tone(this.ctx, this.out, { freq: noteFrequency(note.note), at, duration: STEP_S * 0.9, type: 'sine', gain: 0.16, attack: 0.01 });
    }
  }
}
