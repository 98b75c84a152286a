import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { ReadAloud } from '../../src/games/kit/ReadAloud';
import { GameRoomContext } from '../../src/games/gameRoom';
import { reloadPreferences, setPreference } from '../../src/features/accessibility/preferenceStore';
import { initTestI18n } from '../helpers';

/** A speech synthesis on window that keeps what it was asked to say. */
function fakeSpeech() {
  const said: Array<{ text: string; lang: string }> = [];
  class Utterance {
    lang = '';
    voice: unknown = null;
    rate = 1;
    onstart: (() => void) | null = null;
    onend: (() => void) | null = null;
    onerror: (() => void) | null = null;
    constructor(readonly text: string) {}
  }
  vi.stubGlobal('SpeechSynthesisUtterance', Utterance);
  vi.stubGlobal('speechSynthesis', {
    speak: (u: Utterance) => said.push({ text: u.text, lang: u.lang }),
    cancel: () => undefined,
    getVoices: () => [],
  });
  return said;
}

/** The room's game settings as the server answers them. */
function stubRoomLanguage(language: string) {
  const fetch = vi.fn(async (input: RequestInfo | URL) => {
    const url = String(input);
    if (url.includes('/game/')) {
      return new Response(JSON.stringify({ gameCode: 'ROOMA', settings: { language } }), { status: 200, headers: { 'content-type': 'application/json' } });
    }
    return new Response('{}', { status: 404, headers: { 'content-type': 'application/json' } });
  });
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

function InRoom({ code, children }: { code: string; children: React.ReactNode }) {
  return <GameRoomContext.Provider value={{ code, connection: null, status: 'connected', sharedScreen: true }}>{children}</GameRoomContext.Provider>;
}

beforeAll(() => initTestI18n());
beforeEach(() => {
  localStorage.clear();
  reloadPreferences();
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('reading prompts aloud on a phone', () => {
  it('stays silent and shows nothing while the player has not asked for it', () => {
    const said = fakeSpeech();
    const fetch = stubRoomLanguage('de');
    render(
      <InRoom code="ROOMA">
        <ReadAloud lineKey="p1" text="Was isst ein Drache?" />
      </InRoom>,
    );
    expect(said).toEqual([]);
    expect(screen.queryByRole('button')).toBeNull();
    expect(fetch).not.toHaveBeenCalled();
  });

  it("reads the prompt in the room's language once, again on demand, and a new prompt when it comes", async () => {
    const said = fakeSpeech();
    stubRoomLanguage('dk');
    act(() => setPreference('readAloud', true));
    const { rerender } = render(
      <InRoom code="ROOMB">
        <ReadAloud lineKey="p1" text="Hvad spiser en drage?" />
      </InRoom>,
    );
    await vi.waitFor(() => expect(said.at(-1)).toEqual({ text: 'Hvad spiser en drage?', lang: 'da' }));
    const count = said.length;
    rerender(
      <InRoom code="ROOMB">
        <ReadAloud lineKey="p1" text="Hvad spiser en drage?" />
      </InRoom>,
    );
    expect(said).toHaveLength(count);
    fireEvent.click(screen.getByRole('button', { name: 'Hear it again' }));
    expect(said).toHaveLength(count + 1);
    rerender(
      <InRoom code="ROOMB">
        <ReadAloud lineKey="p2" text="Hvem er bedst?" />
      </InRoom>,
    );
    expect(said.at(-1)).toEqual({ text: 'Hvem er bedst?', lang: 'da' });
  });

  it('reads a line in the language it is given (an instruction in the phone’s own language)', () => {
    const said = fakeSpeech();
    stubRoomLanguage('de');
    act(() => setPreference('readAloud', true));
    render(
      <InRoom code="ROOMC">
        <ReadAloud lineKey="caption" text="Your caption" language="en" />
      </InRoom>,
    );
    expect(said).toEqual([{ text: 'Your caption', lang: 'en' }]);
  });

  it('shows no button where the browser cannot speak', () => {
    act(() => setPreference('readAloud', true));
    render(<ReadAloud lineKey="p1" text="Hello" language="en" />);
    expect(screen.queryByRole('button')).toBeNull();
  });
});
