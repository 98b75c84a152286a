import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { compressDrawBatch, type DrawingSnapshot } from '@snackparty/protocol';
import canvasClashScreens from '../../src/games/canvas-clash';
import { phoneCanvasLayout } from '../../src/games/canvas-clash/PhoneCanvases';
import { GameRoomContext, type GameRoom } from '../../src/games/gameRoom';
import type { RealtimeConnection } from '../../src/realtime/connection';
import { initTestI18n } from '../helpers';
import { guesserView, painterView, players, serverNow } from './fixtures';

const snapshots = vi.hoisted(() => ({ requested: [] as string[] }));
vi.mock('../../src/games/canvas-clash/api', () => ({
  getCanvas: (code: string, canvas: number): Promise<DrawingSnapshot> => {
    snapshots.requested.push(`${code}:canvas:${canvas}`);
    return Promise.resolve({ turn: 1, seq: -1, saveData: { width: 400, height: 400, lines: [] } });
  },
  getDrawing: (code: string, playerId: number): Promise<DrawingSnapshot> => {
    snapshots.requested.push(`${code}:painter:${playerId}`);
    return Promise.resolve({ turn: 1, seq: -1, saveData: { width: 400, height: 400, lines: [] } });
  },
  getGallery: () => Promise.resolve({ gameId: 1, drawings: [] }),
}));

const { Player } = canvasClashScreens;

beforeAll(() => {
  initTestI18n();
  // A phone's window.
  (window as unknown as { happyDOM: { setViewport(size: { width: number; height: number }): void } }).happyDOM.setViewport({ width: 390, height: 844 });
});
afterEach(() => {
  cleanup();
  snapshots.requested.length = 0;
});

/** A connection that records what the screen subscribes to and lets the test push to it. */
function fakeConnection() {
  const handlers = new Map<string, (body: unknown) => void>();
  const connection = {
    subscribe: (destination: string, handler: (body: unknown) => void) => {
      handlers.set(destination, handler);
      return () => handlers.delete(destination);
    },
    send: () => true,
  } as unknown as RealtimeConnection;
  return { connection, handlers };
}

function inRoom(room: GameRoom, children: ReactNode) {
  return <GameRoomContext.Provider value={room}>{children}</GameRoomContext.Provider>;
}

const line = (seq: number) =>
  compressDrawBatch({ turn: 1, seq, width: 400, height: 400, ops: [{ op: 'line', id: seq, brushColor: '#112233', brushRadius: 5, points: [{ x: 10, y: 10 }, { x: 90, y: 60 }], end: true }] });

describe('CANVAS_CLASH canvases on the phones', () => {
  it('puts the canvases side by side when both can be read, else one at a time behind tabs', () => {
    expect(phoneCanvasLayout(390, 844, 420, 'fit')).toEqual({ size: 366, sideBySide: false });
    expect(phoneCanvasLayout(1024, 768, 420, 'fit')).toEqual({ size: 348, sideBySide: true });
    // Crediting and the reveal compare the two, whatever the width.
    expect(phoneCanvasLayout(390, 844, 460, 'pair')).toEqual({ size: 177, sideBySide: true });
  });

  it('shows a guesser of a mobile-only room both canvases live, by canvas, behind tabs A and B', async () => {
    const { connection, handlers } = fakeConnection();
    const room: GameRoom = { code: 'ABCDE', connection, status: 'connected', sharedScreen: false };
    render(inRoom(room, <Player view={guesserView()} players={players} serverNow={serverNow} send={vi.fn()} />));
    const tabs = screen.getByRole('tablist', { name: 'The two canvases' });
    expect(within(tabs).getAllByRole('tab').map((tab) => [tab.textContent, tab.getAttribute('aria-selected')])).toEqual([
      ['ACanvas A', 'true'],
      ['BCanvas B', 'false'],
    ]);
    expect(screen.getByRole('img', { name: 'Canvas A, painted live' })).toBeTruthy();
    expect(screen.queryByText(/big screen/)).toBeNull();
    // Heard and loaded by canvas only: nothing the phone asks for names a painter.
    expect([...handlers.keys()].sort()).toEqual(['/canvasclash/player/ABCDE/playerDrawTopic/slot/0', '/canvasclash/player/ABCDE/playerDrawTopic/slot/1']);
    await act(async () => undefined);
    expect(snapshots.requested.sort()).toEqual(['ABCDE:canvas:0', 'ABCDE:canvas:1']);

    const canvasOf = (canvas: number) => document.querySelector(`.clash-phone-canvas[data-canvas="${canvas}"]`);
    act(() => handlers.get('/canvasclash/player/ABCDE/playerDrawTopic/slot/0')!(line(0)));
    expect(canvasOf(0)!.getAttribute('data-lines')).toBe('1');
    // Strokes on the canvas not shown mark its tab.
    act(() => handlers.get('/canvasclash/player/ABCDE/playerDrawTopic/slot/1')!(line(0)));
    expect(within(screen.getByRole('tab', { name: /Canvas B/ })).getByText('new strokes')).toBeTruthy();
    fireEvent.click(screen.getByRole('tab', { name: /Canvas B/ }));
    expect(screen.getByRole('tab', { name: /Canvas B/ }).getAttribute('aria-selected')).toBe('true');
    expect(canvasOf(1)!.getAttribute('data-lines')).toBe('1');
    expect(screen.queryByText('new strokes')).toBeNull();
  });

  it('tells a guesser to look at the shared screen, and shows no canvas there', () => {
    const { connection, handlers } = fakeConnection();
    render(inRoom({ code: 'ABCDE', connection, status: 'connected', sharedScreen: true }, <Player view={guesserView()} players={players} serverNow={serverNow} send={vi.fn()} />));
    expect(screen.getByText('The drawings are on the big screen. Guess here!')).toBeTruthy();
    expect(screen.queryByRole('tablist')).toBeNull();
    expect([...handlers.keys()]).toEqual([]);
  });

  it('shows a painter of a mobile-only room the other canvas, small', () => {
    const { connection, handlers } = fakeConnection();
    render(inRoom({ code: 'ABCDE', connection, status: 'connected', sharedScreen: false }, <Player view={painterView()} players={players} serverNow={serverNow} send={vi.fn()} />));
    expect(screen.getByRole('img', { name: 'Canvas B: the other drawing, live' })).toBeTruthy();
    expect([...handlers.keys()]).toEqual(['/canvasclash/player/ABCDE/playerDrawTopic/slot/1']);
  });

  it('names the painters under the canvases once the reveal does', () => {
    const { connection } = fakeConnection();
    const reveal = {
      word: 'ice cream',
      painters: [
        { canvas: 0 as const, playerId: 1, left: false, drawingId: 'd1p1' },
        { canvas: 1 as const, playerId: 2, left: false, drawingId: 'd1p2' },
      ],
      credits: [1, 0] as [number, number],
      rightGuessers: [],
      points: { 1: 450, 2: 200 },
    };
    render(
      inRoom(
        { code: 'ABCDE', connection, status: 'connected', sharedScreen: false },
        <Player view={guesserView({ reveal, word: 'ice cream', mayGuess: false }, 'reveal')} players={players} serverNow={serverNow} send={vi.fn()} />,
      ),
    );
    expect(screen.getByRole('img', { name: 'Canvas A · ANA, painted live' })).toBeTruthy();
    expect(screen.getByRole('img', { name: 'Canvas B · BO, painted live' })).toBeTruthy();
  });
});
