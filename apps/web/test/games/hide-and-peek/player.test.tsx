import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import type { ReactElement } from 'react';
import { hideAndPeekScreens } from '../../../src/games/hide-and-peek';
import { GameRoomContext } from '../../../src/games/gameRoom';
import type { GameRoom } from '../../../src/games/gameRoom';
import type { RealtimeConnection } from '../../../src/realtime/connection';
import { initTestI18n, readGameLocale } from '../../helpers';
import { clockOf, gameWithPersonHiding, guessersOf, hiderOf, phoneOf, players, until } from './fixtures';
import type { Table } from './fixtures';

const { Player } = hideAndPeekScreens;

beforeAll(() => initTestI18n());
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

/** A connection that records what the phone sends. */
function recordingConnection() {
  const sent: Array<{ destination: string; body: unknown; at: number }> = [];
  const connection = {
    subscribe: () => () => undefined,
    send: (destination: string, body: unknown) => {
      sent.push({ destination, body, at: Date.now() });
      return true;
    },
    claimServerErrors: () => () => undefined,
  } as unknown as RealtimeConnection;
  return { connection, sent };
}

/** The room's game as `GET /game/{code}` answers it: only its language matters here. */
function serveRoomLanguage(language: string) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      if (String(url).endsWith('/game/ABCDE')) {
        return new Response(JSON.stringify({ gameId: 7, gameCode: 'ABCDE', gameType: 'HIDE_AND_PEEK', settings: { language }, started: true, createdAt: '' }), {
          status: 200,
          headers: { 'Content-Type': 'application/json' },
        });
      }
      return new Response('{}', { status: 404, headers: { 'Content-Type': 'application/json' } });
    }),
  );
}

/** A phone of player `id` whose moves go to the real rules: a refused move fails the test. */
function phone(t: Table, id: number, room: GameRoom | null = null) {
  const moves: Array<[string, unknown]> = [];
  const send = vi.fn((move: string, payload: unknown) => {
    moves.push([move, payload]);
    const refused = t.move(id, move, payload);
    if (refused) throw new Error(`refused: ${refused.invalid}`);
  });
  const wrap = (ui: ReactElement) => (room ? <GameRoomContext.Provider value={room}>{ui}</GameRoomContext.Provider> : ui);
  const ui = () => wrap(<Player view={phoneOf(t, id)} players={players} serverNow={clockOf(t)} send={send} />);
  const result = render(ui());
  return { ...result, send, moves, refresh: () => result.rerender(ui()) };
}

/** The page's markup with React's generated ids taken out, to compare two renders. */
function markupOf(container: HTMLElement): string {
  return container.innerHTML.replace(/hp-(scene|avatar|spot)-[A-Za-z0-9_-]+/g, 'hp-$1-ID');
}

describe('HIDE_AND_PEEK phone: the hider', () => {
  it('steers the avatar by dragging and sends at most ten positions a second, the last one always', async () => {
    serveRoomLanguage('en');
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    const t = gameWithPersonHiding();
    const hider = hiderOf(t);
    const { connection, sent } = recordingConnection();
    const { container } = phone(t, hider, { code: 'ABCDE', connection, status: 'connected', sharedScreen: true });
    const scene = container.querySelector('svg.hp-walk__scene') as SVGSVGElement;
    expect(scene.style.touchAction).toBe('none');
    const avatar = () => container.querySelector(`.hp-avatar[data-player="${hider}"]`)!;
    expect(container.querySelector('.hp-drag-hint')).toBeTruthy();

    // A finger down, then moving for 0.6 s at a hundred events a second.
    fireEvent.pointerDown(scene, { pointerId: 7, clientX: 300, clientY: 500 });
    for (let i = 1; i <= 60; i++) {
      act(() => vi.advanceTimersByTime(10));
      fireEvent.pointerMove(scene, { pointerId: 7, clientX: 300 + i * 10, clientY: 500 + i * 2 });
    }
    fireEvent.pointerUp(scene, { pointerId: 7, clientX: 900, clientY: 620 });
    act(() => vi.advanceTimersByTime(300));

    const positions = sent.filter((s) => s.destination === `/hideandpeek/player/ABCDE/playerLocationSet/${hider}`);
    // Sixty moves in 0.6 s: one position at once, then one every tenth of a second, the last one after
    // the finger stopped (0, 100, …, 700 ms), never two within a tenth of a second.
    expect(positions.length).toBeGreaterThanOrEqual(7);
    expect(positions.length).toBeLessThanOrEqual(8);
    for (let i = 1; i < positions.length; i++) expect(positions[i]!.at - positions[i - 1]!.at).toBeGreaterThanOrEqual(100);
    expect(positions[0]!.body).toEqual({ x: 300, y: 500 });
    // Where the finger stopped is where the avatar ends, on this phone and on the server.
    expect(positions.at(-1)!.body).toEqual({ x: 900, y: 620 });
    expect([avatar().getAttribute('data-x'), avatar().getAttribute('data-y')]).toEqual(['900', '620']);
    expect(container.querySelector('.hp-drag-hint')).toBeNull();

    // A move without a finger down goes nowhere; the walk keeps inside the scene's walk area.
    fireEvent.pointerMove(scene, { pointerId: 7, clientX: 100, clientY: 100 });
    act(() => vi.advanceTimersByTime(300));
    expect(sent.filter((s) => s.destination.includes('playerLocationSet'))).toHaveLength(positions.length);
    fireEvent.pointerDown(scene, { pointerId: 8, clientX: 5000, clientY: -40 });
    act(() => vi.advanceTimersByTime(300));
    expect(sent.at(-1)!.body).toEqual({ x: 1840, y: 120 });
  });

  it('taps a spot to hide, then sees itself tucked in there', async () => {
    const t = gameWithPersonHiding();
    const hider = hiderOf(t);
    until(t, 'hide');
    const p = phone(t, hider);
    const tiles = within(screen.getByRole('list', { name: 'Pick a spot' })).getAllByRole('button');
    expect(tiles.map((b) => b.getAttribute('aria-label'))).toEqual([
      'the yellow cottage',
      'the purple tower',
      'the white igloo',
      'the brown barn',
      'the green round hut',
      'the orange lighthouse',
      'the blue bucket',
      'the red bucket',
    ]);
    fireEvent.click(screen.getByRole('button', { name: 'the red bucket' }));
    expect(p.moves).toEqual([['submitSpot', { spotName: 'red_bucket' }]]);
    // Hidden: the only hider has hidden, so the peek starts; the phone shows where it hides.
    p.refresh();
    expect(t.match.stage).toBe('peek');
    expect(screen.getByRole('img', { name: 'the red bucket' })).toBeTruthy();
    expect(screen.getByText('Shh! You are hiding here: the red bucket. Stay very quiet!')).toBeTruthy();
  });
});

describe('HIDE_AND_PEEK phone: a guesser', () => {
  it('never shows where the hider is before the reveal', () => {
    const rendered = (spot: string) => {
      const t = gameWithPersonHiding();
      const guesser = guessersOf(t)[0]!;
      const pages: string[] = [];
      const take = () => {
        const p = phone(t, guesser);
        pages.push(markupOf(p.container));
        cleanup();
      };
      take();
      until(t, 'hide');
      take();
      t.hide(hiderOf(t), spot);
      take();
      expect(t.match.stage).toBe('peek');
      t.peek(guesser, 'house4');
      take();
      return pages;
    };
    const inCottage = rendered('house1');
    const inBucket = rendered('red_bucket');
    expect(inCottage).toHaveLength(4);
    expect(inBucket).toEqual(inCottage);
    expect(inCottage.join('')).not.toMatch(/is-lit|hp-hidden|hp-reveal/);
  });

  it('peeks twice: a whole star for the first, a half star for the second, then no more', () => {
    const t = gameWithPersonHiding();
    const guesser = guessersOf(t)[0]!;
    until(t, 'hide');
    t.hide(hiderOf(t), 'house3');
    const p = phone(t, guesser);
    expect(screen.getByText(/Tap a place to peek\. You can peek twice\./)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'the purple tower' }));
    p.refresh();
    expect(p.container.querySelector('.hp-tile[data-spot="house2"] .hp-tile__mark:not(.is-half)')).toBeTruthy();
    expect(screen.getByText('You can peek one more time, for half the points. Tap another place!')).toBeTruthy();
    // The same spot cannot be peeked twice.
    expect((screen.getByRole('button', { name: 'the purple tower' }) as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'the white igloo' }));
    p.refresh();
    expect(p.moves).toEqual([
      ['submitGuess', { spotName: 'house2' }],
      ['submitGuess', { spotName: 'house3' }],
    ]);
    expect(p.container.querySelector('.hp-tile[data-spot="house3"] .hp-tile__mark.is-half')).toBeTruthy();
    expect(p.container.querySelector('[data-spot="house3"][data-peek="2"]')).toBeTruthy();
    expect(screen.getAllByRole('button').filter((b) => b.classList.contains('hp-tile') && !(b as HTMLButtonElement).disabled)).toHaveLength(0);

    // Everyone else peeks too: the reveal shows the find with the second peek.
    for (const other of guessersOf(t).filter((id) => id !== guesser)) {
      t.peek(other, 'house1');
      t.peek(other, 'house5');
    }
    until(t, 'reveal');
    p.refresh();
    expect(screen.getByRole('status', { name: 'Your points' }).textContent).toContain('+150');
    expect(p.container.querySelector('.hp-result__person.is-half')).toBeTruthy();
    expect(p.container.querySelector(`.hp-reveal__hider[data-spot="house3"][data-player="${hiderOf(t)}"]`)).toBeTruthy();
    expect(screen.getByText(/^Well done! You found /)).toBeTruthy();
  });

  it('watches the big screen during the walk, or with no shared screen just waits with eyes open', () => {
    serveRoomLanguage('en');
    const t = gameWithPersonHiding();
    const guesser = guessersOf(t)[0]!;
    const { connection } = recordingConnection();
    const shared = phone(t, guesser, { code: 'ABCDE', connection, status: 'connected', sharedScreen: true });
    expect(shared.container.querySelector('.hp-look--screen')).toBeTruthy();
    expect(shared.container.querySelector('.hp-scene')).toBeNull();
    cleanup();
    const alone = phone(t, guesser, { code: 'ABCDE', connection, status: 'connected', sharedScreen: false });
    expect(alone.container.querySelector('.hp-look--eyes')).toBeTruthy();
    expect(alone.container.querySelector('.hp-avatar[data-x]')).toBeTruthy();
    expect(alone.container.querySelector('.hp-scene')).toBeNull();
  });
});

describe('HIDE_AND_PEEK phone: read aloud', () => {
  interface SpokenLine {
    text: string;
    lang: string;
    voice: { lang: string; name: string } | null;
  }

  /** A speech synthesis that keeps what it was asked to say. */
  function fakeSpeech() {
    const spoken: SpokenLine[] = [];
    const voices = [
      { lang: 'en-GB', name: 'English', default: true },
      { lang: 'de-DE', name: 'Deutsch', default: false },
    ];
    class Utterance {
      lang = '';
      voice: { lang: string; name: string } | null = null;
      rate = 1;
      onstart: (() => void) | null = null;
      onend: (() => void) | null = null;
      onerror: (() => void) | null = null;
      constructor(readonly text: string) {}
    }
    vi.stubGlobal('SpeechSynthesisUtterance', Utterance);
    vi.stubGlobal('speechSynthesis', {
      speak: (u: SpokenLine) => spoken.push({ text: u.text, lang: u.lang, voice: u.voice }),
      cancel: () => undefined,
      getVoices: () => voices,
    });
    return spoken;
  }

  it('says each stage’s instruction once, in the room’s language, and again with the speaker button', async () => {
    const spoken = fakeSpeech();
    serveRoomLanguage('de');
    const de = readGameLocale('hide-and-peek', 'de') as { hideandpeek: { say: Record<string, string> } };
    const t = gameWithPersonHiding();
    const guesser = guessersOf(t)[0]!;
    const hiderName = players.find((p) => p.playerId === hiderOf(t))!.alias;
    const { connection } = recordingConnection();
    const p = phone(t, guesser, { code: 'ABCDE', connection, status: 'connected', sharedScreen: true });

    await waitFor(() => expect(spoken).toHaveLength(1));
    expect(spoken[0]).toEqual({ text: de.hideandpeek.say.watchScreenOne!.replaceAll('{{names}}', hiderName), lang: 'de', voice: expect.objectContaining({ name: 'Deutsch' }) });
    // The same stage again (a new view of it): nothing more is said.
    p.refresh();
    p.refresh();
    expect(spoken).toHaveLength(1);

    until(t, 'hide');
    p.refresh();
    await waitFor(() => expect(spoken).toHaveLength(2));
    expect(spoken[1]!.text).toBe(de.hideandpeek.say.closeEyesOne!.replaceAll('{{names}}', hiderName));
    expect(spoken[1]!.lang).toBe('de');

    fireEvent.click(screen.getByRole('button', { name: 'Hear it again' }));
    expect(spoken).toHaveLength(3);
    expect(spoken[2]!.text).toBe(spoken[1]!.text);
  });

  it('stays silent, without a speaker button, where the browser cannot speak', async () => {
    vi.stubGlobal('speechSynthesis', undefined);
    serveRoomLanguage('en');
    const t = gameWithPersonHiding();
    phone(t, guessersOf(t)[0]!, { code: 'ABCDE', connection: recordingConnection().connection, status: 'connected', sharedScreen: true });
    await screen.findByText(/^Look at the big screen!/);
    expect(screen.queryByRole('button', { name: 'Hear it again' })).toBeNull();
  });
});
