import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useReadAloud, voiceFor } from '../../src/games/kit/useReadAloud';
import type { ReadAloudLine } from '../../src/games/kit/useReadAloud';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

interface Said {
  text: string;
  lang: string;
  voice: string | null;
  rate: number;
}

const VOICES = [
  { lang: 'en-US', name: 'Ada', default: true },
  { lang: 'nl_BE', name: 'Lotte', default: false },
  { lang: 'nl-NL', name: 'Xander', default: false },
  { lang: 'da-DK', name: 'Sara', default: false },
];

/** A speech synthesis on window that keeps what it says, and how often it was stopped. */
function fakeSpeech() {
  const said: Said[] = [];
  const stops = { count: 0 };
  class Utterance {
    lang = '';
    voice: { name: string } | null = null;
    rate = 1;
    onstart: (() => void) | null = null;
    onend: (() => void) | null = null;
    onerror: (() => void) | null = null;
    constructor(readonly text: string) {}
  }
  const pending: Utterance[] = [];
  vi.stubGlobal('SpeechSynthesisUtterance', Utterance);
  vi.stubGlobal('speechSynthesis', {
    speak: (u: Utterance) => {
      said.push({ text: u.text, lang: u.lang, voice: u.voice?.name ?? null, rate: u.rate });
      pending.push(u);
      u.onstart?.();
    },
    cancel: () => {
      stops.count += 1;
    },
    getVoices: () => VOICES,
  });
  return { said, stops, finish: () => pending.shift()?.onend?.() };
}

function Reader({ line, language }: { line: ReadAloudLine | null; language: string }) {
  const reader = useReadAloud(line, language);
  return reader.supported ? (
    <button type="button" onClick={reader.speakAgain} data-speaking={reader.speaking}>
      again
    </button>
  ) : (
    <p>silent</p>
  );
}

describe('reading instructions aloud', () => {
  it('says a line once per key, in the language asked for with a voice of it, and again on demand', () => {
    const { said, finish } = fakeSpeech();
    const view = render(<Reader line={{ key: 'stage-1', text: 'Kijk naar het scherm' }} language="nl" />);
    expect(said).toEqual([{ text: 'Kijk naar het scherm', lang: 'nl', voice: 'Lotte', rate: 0.92 }]);
    expect(screen.getByRole('button').getAttribute('data-speaking')).toBe('true');
    finish();
    view.rerender(<Reader line={{ key: 'stage-1', text: 'Kijk naar het scherm' }} language="nl" />);
    expect(screen.getByRole('button').getAttribute('data-speaking')).toBe('false');
    // Same key, re-rendered: nothing more. A new key: the new line.
    view.rerender(<Reader line={{ key: 'stage-1', text: 'Kijk naar het scherm' }} language="nl" />);
    expect(said).toHaveLength(1);
    view.rerender(<Reader line={{ key: 'stage-2', text: 'Ogen dicht!' }} language="nl" />);
    expect(said.map((s) => s.text)).toEqual(['Kijk naar het scherm', 'Ogen dicht!']);
    fireEvent.click(screen.getByRole('button'));
    expect(said.map((s) => s.text)).toEqual(['Kijk naar het scherm', 'Ogen dicht!', 'Ogen dicht!']);
    // Another language reads the line again, in that language.
    view.rerender(<Reader line={{ key: 'stage-2', text: 'Luk øjnene!' }} language="da" />);
    expect(said.at(-1)).toEqual({ text: 'Luk øjnene!', lang: 'da', voice: 'Sara', rate: 0.92 });
  });

  it('waits while there is no line, and stops reading when the screen goes', () => {
    const { said, stops } = fakeSpeech();
    const view = render(<Reader line={null} language="en" />);
    expect(said).toHaveLength(0);
    view.rerender(<Reader line={{ key: 'a', text: 'Hello' }} language="en" />);
    expect(said).toHaveLength(1);
    const before = stops.count;
    view.unmount();
    expect(stops.count).toBe(before + 1);
  });

  it('is silent where the browser has no speech synthesis', () => {
    vi.stubGlobal('speechSynthesis', undefined);
    render(<Reader line={{ key: 'a', text: 'Hello' }} language="en" />);
    expect(screen.getByText('silent')).toBeTruthy();
  });

  it('picks the exact voice, else one of the language (the default first), else none', () => {
    const voices = VOICES as unknown as SpeechSynthesisVoice[];
    expect(voiceFor(voices, 'nl-NL')?.name).toBe('Xander');
    expect(voiceFor(voices, 'nl')?.name).toBe('Lotte');
    expect(voiceFor(voices, 'en-GB')?.name).toBe('Ada');
    expect(voiceFor(voices, 'ro')).toBeNull();
  });
});
