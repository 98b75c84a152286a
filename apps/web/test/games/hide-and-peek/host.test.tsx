import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { act, cleanup, render, screen, waitFor, within } from '@testing-library/react';
import { hideAndPeekScreens } from '../../../src/games/hide-and-peek';
import { GameRoomContext } from '../../../src/games/gameRoom';
import { hitBoxes } from '../../../src/games/hide-and-peek/SceneArt';
import { SCENE_SPOTS } from '../../../src/games/hide-and-peek/types';
import type { RealtimeConnection } from '../../../src/realtime/connection';
import { initTestI18n } from '../../helpers';
import { clockOf, gameWithPersonHiding, guessersOf, hiderOf, hostOf, players, sixPlayerGame, until } from './fixtures';
import type { Table } from './fixtures';

const { Host } = hideAndPeekScreens;

beforeAll(() => initTestI18n());
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

/** A connection that records the screen's subscriptions and sends, and lets the test push. */
function fakeConnection() {
  const handlers = new Map<string, (body: unknown) => void>();
  const sent: Array<{ destination: string; body: unknown }> = [];
  const connection = {
    subscribe: (destination: string, handler: (body: unknown) => void) => {
      handlers.set(destination, handler);
      return () => handlers.delete(destination);
    },
    send: (destination: string, body: unknown) => {
      sent.push({ destination, body });
      return true;
    },
  } as unknown as RealtimeConnection;
  return { connection, handlers, sent };
}

function tv(t: Table, connection: RealtimeConnection | null = null) {
  const ui = () => (
    <GameRoomContext.Provider value={{ code: 'ABCDE', connection, status: 'connected', sharedScreen: true }}>
      <Host view={hostOf(t)} players={players} serverNow={clockOf(t)} />
    </GameRoomContext.Provider>
  );
  const result = render(ui());
  return { ...result, refresh: () => result.rerender(ui()) };
}

function markupOf(container: HTMLElement): string {
  return container.innerHTML.replace(/hp-(scene|avatar|spot)-[A-Za-z0-9_-]+/g, 'hp-$1-ID');
}

describe('HIDE_AND_PEEK on the shared screen', () => {
  it('shows the hider walking live: last positions on load, then the stream, gliding between them', async () => {
    const t = gameWithPersonHiding();
    const hider = hiderOf(t);
    const asked: string[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string) => {
        asked.push(String(url));
        return new Response(JSON.stringify({ turn: 1, positions: [{ playerId: hider, x: 400, y: 700 }] }), { status: 200, headers: { 'Content-Type': 'application/json' } });
      }),
    );
    const { connection, handlers, sent } = fakeConnection();
    const { container } = tv(t, connection);
    // A (re)loaded screen asks who hides now.
    expect(sent).toContainEqual({ destination: '/hideandpeek/host/ABCDE/requestCurrentHiderId', body: {} });
    expect(handlers.has('/hideandpeek/host/ABCDE/playerLocationSet')).toBe(true);
    expect(asked).toEqual(['/api/v1/hideandpeek/ABCDE/positions']);
    const avatar = () => container.querySelector(`.hp-avatar[data-player="${hider}"]`) as SVGGElement;
    await waitFor(() => expect(avatar().getAttribute('data-x')).toBe('400'));
    expect(avatar().style.transitionDuration).toBe('0ms');

    act(() => handlers.get('/hideandpeek/host/ABCDE/playerLocationSet')!({ turn: 1, positions: [{ playerId: hider, x: 520, y: 690 }] }));
    expect([avatar().getAttribute('data-x'), avatar().getAttribute('data-y')]).toEqual(['520', '690']);
    expect(avatar().style.transform).toBe('translate(520px, 690px)');
    expect(parseInt(avatar().style.transitionDuration, 10)).toBeGreaterThan(0);
    // Another turn's positions are not this walk's.
    act(() => handlers.get('/hideandpeek/host/ABCDE/playerLocationSet')!({ turn: 9, positions: [{ playerId: hider, x: 1500, y: 900 }] }));
    expect(avatar().getAttribute('data-x')).toBe('520');
  });

  it('closes the curtain while they hide: who has hidden, never where', () => {
    const page = (spot: string) => {
      const t = sixPlayerGame();
      until(t, 'hide');
      const [first, second] = t.match.state.current!.hiders as [number, number];
      const before = tv(t);
      expect(before.container.querySelector('.hp-curtain')).toBeTruthy();
      expect(screen.getByText('Hidden: 0 of 2')).toBeTruthy();
      cleanup();
      t.hide(first, spot);
      const after = tv(t);
      expect(t.match.stage).toBe('hide');
      expect(screen.getByText('Hidden: 1 of 2')).toBeTruthy();
      expect(after.container.querySelector(`.hp-person.is-done[data-player="${first}"]`)).toBeTruthy();
      expect(after.container.querySelector(`.hp-person.is-done[data-player="${second}"]`)).toBeNull();
      const markup = markupOf(after.container);
      cleanup();
      return markup;
    };
    const cottage = page('house1');
    expect(page('blue_bucket')).toBe(cottage);
    expect(cottage).not.toMatch(/is-lit|hp-reveal|hp-avatar/);
  });

  it('ticks off who has peeked once or twice, then pops the hider out of the spot with who found them', () => {
    const t = gameWithPersonHiding();
    const hider = hiderOf(t);
    const [first, second] = guessersOf(t) as [number, number];
    until(t, 'hide');
    t.hide(hider, 'house6');
    t.peek(first, 'house6');
    t.peek(second, 'house1');
    const peek = tv(t);
    const eyes = (id: number) => peek.container.querySelector(`.hp-person[data-player="${id}"] .hp-eyes`)!.getAttribute('data-peeks');
    expect(eyes(first)).toBe('1');
    expect(eyes(second)).toBe('1');
    expect(eyes(-1)).toBe('0');
    expect(peek.container.textContent).not.toMatch(/lighthouse|cottage/);
    expect(peek.container.querySelector('[data-spot="house6"].is-lit, .hp-reveal')).toBeNull();
    t.peek(second, 'house6');
    peek.refresh();
    expect(eyes(second)).toBe('2');
    cleanup();

    until(t, 'reveal');
    const { container } = tv(t);
    expect(screen.getByRole('heading', { name: 'Here they are!' })).toBeTruthy();
    expect(container.querySelector(`.hp-reveal__hider.is-popping[data-player="${hider}"][data-spot="house6"]`)).toBeTruthy();
    expect(container.querySelector('.hp-scene__spot.is-lit[data-spot="house6"]')).toBeTruthy();
    const card = container.querySelector(`.hp-found__card[data-player="${hider}"]`) as HTMLElement;
    expect(within(card).getByRole('img', { name: 'the orange lighthouse' })).toBeTruthy();
    expect(card.querySelector('.hp-finder.is-peek-1')).toBeTruthy();
    expect(card.querySelector('.hp-finder.is-peek-2')).toBeTruthy();
    // The finders stand at the spot, with their peek.
    expect(container.querySelector(`.hp-reveal__peeker.is-found[data-player="${first}"][data-peek="1"][data-spot="house6"]`)).toBeTruthy();
    expect(container.querySelector(`.hp-reveal__peeker.is-found[data-player="${second}"][data-peek="2"][data-spot="house6"]`)).toBeTruthy();
    const points = within(screen.getByRole('list', { name: 'Points this turn' })).getAllByRole('listitem');
    expect(points.map((li) => li.getAttribute('data-player'))).toEqual([String(first), String(hider), String(second)]);
  });
});

describe('the scene', () => {
  it('gives every spot a tap target around its drawing, never overlapping another', () => {
    const boxes = hitBoxes(SCENE_SPOTS);
    SCENE_SPOTS.forEach((spot, i) => {
      const box = boxes[i]!;
      expect(box.x).toBeLessThanOrEqual(spot.x);
      expect(box.y).toBeLessThanOrEqual(spot.y);
      expect(box.x + box.width).toBeGreaterThanOrEqual(spot.x + spot.width);
      expect(box.y + box.height).toBeGreaterThanOrEqual(spot.y + spot.height);
      // Bigger than the drawing, so small spots are easy to hit.
      expect(box.width * box.height).toBeGreaterThan(spot.width * spot.height * 1.3);
      boxes.forEach((other, j) => {
        if (j === i) return;
        const apart = box.x >= other.x + other.width || other.x >= box.x + box.width || box.y >= other.y + other.height || other.y >= box.y + box.height;
        expect(apart, `${spot.spotName} and ${SCENE_SPOTS[j]!.spotName}`).toBe(true);
      });
    });
  });
});
