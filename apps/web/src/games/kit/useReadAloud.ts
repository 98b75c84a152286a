import { useCallback, useEffect, useRef, useState } from 'react';

/** A line to read aloud; a new key reads it (again), the same key does not. */
export interface ReadAloudLine {
  key: string;
  text: string;
}

export interface ReadAloudHandle {
  /** Whether this browser can speak at all (no speaker button without it). */
  supported: boolean;
  /** Whether a line is being read now. */
  speaking: boolean;
  /** Reads the current line again (a speaker button). */
  speakAgain: () => void;
}

/** The browser's speech synthesis, or null where it has none. */
function speechSynthesisOf(): SpeechSynthesis | null {
  if (typeof window === 'undefined') return null;
  const synth = (window as { speechSynthesis?: SpeechSynthesis }).speechSynthesis;
  const Utterance = (window as { SpeechSynthesisUtterance?: unknown }).SpeechSynthesisUtterance;
  return synth && typeof synth.speak === 'function' && typeof Utterance === 'function' ? synth : null;
}

/**
 * The voice for a BCP 47 language tag: one of exactly that tag, else one of its language (the
 * browser's default first), else none (the browser then picks by the utterance's language).
 */
export function voiceFor(voices: readonly SpeechSynthesisVoice[], language: string): SpeechSynthesisVoice | null {
  const norm = (tag: string) => tag.toLowerCase().replace(/_/g, '-');
  const wanted = norm(language);
  const base = wanted.split('-')[0];
  const sameBase = voices.filter((v) => norm(v.lang).split('-')[0] === base);
  return voices.find((v) => norm(v.lang) === wanted) ?? sameBase.find((v) => v.default) ?? sameBase[0] ?? null;
}

/**
 * Reads instructions aloud with the Web Speech API, for players who cannot read: each line once as
 * its key changes (a new stage, a new instruction), again on demand, in the given language (a BCP 47
 * tag) with a voice of that language when the browser has one. Silent where the browser has no speech
 * synthesis, and while `line` is null. Leaving the screen stops the reading.
 */
export function useReadAloud(line: ReadAloudLine | null, language: string): ReadAloudHandle {
  const [synth] = useState(speechSynthesisOf);
  const [speaking, setSpeaking] = useState(false);
  const current = useRef({ line, language });
  useEffect(() => {
    current.current = { line, language };
  });

  const say = useCallback(
    (text: string, lang: string) => {
      if (!synth || !text) return;
      synth.cancel();
      const utterance = new window.SpeechSynthesisUtterance(text);
      utterance.lang = lang;
      const voice = voiceFor(synth.getVoices?.() ?? [], lang);
      if (voice) utterance.voice = voice;
      // A little slower than the default: the listeners are children.
      utterance.rate = 0.92;
      utterance.onstart = () => setSpeaking(true);
      utterance.onend = () => setSpeaking(false);
      utterance.onerror = () => setSpeaking(false);
      synth.speak(utterance);
    },
    [synth],
  );

  const key = line ? `${language}\n${line.key}` : null;
  useEffect(() => {
    const { line: now, language: lang } = current.current;
    if (key === null || !now) return;
    say(now.text, lang);
  }, [key, say]);

  useEffect(() => {
    return () => synth?.cancel();
  }, [synth]);

  const speakAgain = useCallback(() => {
    const { line: now, language: lang } = current.current;
    if (now) say(now.text, lang);
  }, [say]);

  return { supported: synth !== null, speaking, speakAgain };
}
