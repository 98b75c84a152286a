import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { act, cleanup, render, screen, within } from '@testing-library/react';
import { applyDrawBatch, compressDrawBatch, emptyDrawing } from '@snackparty/protocol';
import type { DrawBatch } from '@snackparty/protocol';
import canvasClashScreens from '../../src/games/canvas-clash';
import { fittedCanvasSize, hostCanvasSize } from '../../src/games/canvas-clash/CanvasClashHost';
import { drawingFileName } from '../../src/games/canvas-clash/Gallery';
import { catchUp, modelOfSnapshot } from '../../src/games/canvas-clash/useRemoteDrawing';
import { GameRoomContext } from '../../src/games/gameRoom';
import { hasScreens, isPlayable, loadGameScreens } from '../../src/games/registry';
import type { RealtimeConnection } from '../../src/realtime/connection';
import { initTestI18n } from '../helpers';
import { hostView, players, serverNow } from './fixtures';

const { Host } = canvasClashScreens;

beforeAll(() => initTestI18n());
afterEach(() => cleanup());

describe('CANVAS_CLASH shared screen', () => {
  it('shows both canvases by letter, never by painter, while they draw; the hint and who guessed it', () => {
    const { container } = render(<Host view={hostView('draw')} players={players} serverNow={serverNow} />);
    const canvases = screen.getByRole('region', { name: 'The two canvases' });
    expect(within(canvases).getAllByRole('img')).toHaveLength(2);
    expect(container.querySelectorAll('.clash-canvas__letter')[0]!.textContent).toBe('A');
    expect(container.querySelectorAll('.clash-canvas__letter')[1]!.textContent).toBe('B');
    expect(screen.queryByText('ANA')).toBeNull();
    expect(screen.queryByText('BO')).toBeNull();
    expect(screen.getByLabelText(/^The word, 8 letters: I blank blank , blank blank E/)).toBeTruthy();
    expect(screen.getByText('1 of 2 guessed it')).toBeTruthy();
    const guessed = screen.getByRole('list', { name: 'Players who guessed it, in order' });
    expect(within(guessed).getByRole('img', { name: 'ROBO' })).toBeTruthy();
    expect(screen.getByRole('timer')).toBeTruthy();
  });

  it('asks the right guessers to credit, with progress', () => {
    render(<Host view={hostView('credit')} players={players} serverNow={serverNow} />);
    expect(screen.getByRole('heading', { name: 'Who helped you guess?' })).toBeTruthy();
    expect(screen.getByText('0 of 1 have credited')).toBeTruthy();
  });

  it('reveals the painters on their canvases with a green +score badge, and the word', () => {
    const { container } = render(<Host view={hostView('reveal')} players={players} serverNow={serverNow} />);
    const frames = container.querySelectorAll('.clash-canvas');
    expect(within(frames[0] as HTMLElement).getByText('ANA')).toBeTruthy();
    expect(within(frames[0] as HTMLElement).getByText('+450').className).toContain('delta-badge--up');
    expect(within(frames[1] as HTMLElement).getByText('BO')).toBeTruthy();
    expect(within(frames[1] as HTMLElement).getByText('+200')).toBeTruthy();
    expect(screen.getByLabelText('The word, 8 letters: I C E , C R E A M')).toBeTruthy();
  });

  it('shows the round scores in the score table', () => {
    render(<Host view={hostView('roundSummary')} players={players} serverNow={serverNow} />);
    const table = screen.getAllByRole('list', { name: 'Round 1 results' })[0]!;
    expect(within(table).getAllByRole('listitem')).toHaveLength(4);
    expect(screen.getByText('ICE CREAM')).toBeTruthy();
  });

  it('fits two canvases on a TV and a laptop', () => {
    expect(hostCanvasSize(1920, 1080)).toBe(630);
    expect(hostCanvasSize(1366, 768)).toBe(318);
    expect(hostCanvasSize(390, 844)).toBe(150);
  });

  it('keeps both canvases inside the room the screen gives the game (beside the how-to-play card)', () => {
    expect(fittedCanvasSize(1920, 1080, null)).toBe(630);
    expect(fittedCanvasSize(1920, 1080, 1824)).toBe(630);
    // A 1440p screen with the card beside the game: the height would allow 990, the width does not.
    expect(fittedCanvasSize(2560, 1440, 2032)).toBe(941);
  });
});

describe('CANVAS_CLASH canvases on the shared screen', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('follows and loads both canvases by canvas, never by painter', async () => {
    const handlers = new Map<string, (body: unknown) => void>();
    const connection = {
      subscribe: (destination: string, handler: (body: unknown) => void) => {
        handlers.set(destination, handler);
        return () => handlers.delete(destination);
      },
      send: () => true,
    } as unknown as RealtimeConnection;
    const asked: string[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string) => {
        asked.push(url);
        return new Response(JSON.stringify({ turn: 1, seq: -1, saveData: { width: 400, height: 400, lines: [] } }), { status: 200, headers: { 'Content-Type': 'application/json' } });
      }),
    );
    const { container } = render(
      <GameRoomContext.Provider value={{ code: 'ABCDE', connection, status: 'connected', sharedScreen: true }}>
        <Host view={hostView('draw')} players={players} serverNow={serverNow} />
      </GameRoomContext.Provider>,
    );
    // The strokes by canvas (besides the notices, for sounds); never the topics that name a painter.
    const strokes = [...handlers.keys()].filter((topic) => topic.includes('playerDrawTopic')).sort();
    expect(strokes).toEqual(['/canvasclash/player/ABCDE/playerDrawTopic/slot/0', '/canvasclash/player/ABCDE/playerDrawTopic/slot/1']);
    await act(async () => undefined);
    expect(asked.sort()).toEqual(['/api/v1/canvasclash/ABCDE/canvas/0', '/api/v1/canvasclash/ABCDE/canvas/1']);
    // A canvas's strokes land on that canvas.
    const line = compressDrawBatch({ turn: 1, seq: 0, width: 400, height: 400, ops: [{ op: 'line', id: 0, brushColor: '#112233', brushRadius: 5, points: [{ x: 10, y: 10 }, { x: 90, y: 60 }], end: true }] });
    act(() => handlers.get('/canvasclash/player/ABCDE/playerDrawTopic/slot/1')!(line));
    const lines = (canvas: number) => container.querySelector(`.clash-canvas[data-canvas="${canvas}"] .clash-canvas__live`)!.getAttribute('data-lines');
    expect([lines(0), lines(1)]).toEqual(['0', '1']);
  });
});

describe('CANVAS_CLASH live strokes', () => {
  const batch = (seq: number, ops: DrawBatch['ops']): DrawBatch => ({ turn: 1, seq, width: 300, height: 300, ops });

  it('continues a snapshot with the batches that came while it loaded, dropping those it holds', () => {
    const snapshot = modelOfSnapshot({
      turn: 1,
      seq: 1,
      saveData: { width: 300, height: 300, lines: [{ brushColor: '#000000', brushRadius: 10, points: [{ x: 1, y: 1 }, { x: 2, y: 2 }] }] },
    });
    expect(snapshot.lines).toHaveLength(1);
    const waiting = [
      batch(3, [{ op: 'line', id: 7, brushColor: '#ED1C24', brushRadius: 4, points: [{ x: 5, y: 5 }, { x: 6, y: 6 }], end: true }]),
      batch(1, [{ op: 'clear' }]),
      batch(2, [{ op: 'line', id: 6, brushColor: '#ED1C24', brushRadius: 4, points: [{ x: 3, y: 3 }, { x: 4, y: 4 }], end: true }]),
    ];
    const model = catchUp(snapshot, waiting);
    expect(model.seq).toBe(3);
    expect(model.lines.map((l) => l.id)).toEqual([-1, 6, 7]);
    // A repeat after that changes nothing.
    expect(applyDrawBatch(model, waiting[0]!)).toBe(model);
    expect(catchUp(emptyDrawing(), []).lines).toEqual([]);
  });
});

describe('CANVAS_CLASH gallery and registry', () => {
  it('names downloads after the word and the painter', () => {
    expect(drawingFileName({ word: 'Ice cream', painterAlias: 'Zoë', turn: 2 })).toBe('ice-cream-zoe.png');
    expect(drawingFileName({ word: '東京', painterAlias: '東', turn: 2 })).toBe('drawing-2.png');
  });

  it('is playable and loads its screens lazily, with a gallery for the end', async () => {
    expect(isPlayable('CANVAS_CLASH')).toBe(true);
    expect(isPlayable('canvas_clash')).toBe(true);
    expect(hasScreens('CANVAS_CLASH')).toBe(true);
    const screens = await loadGameScreens('CANVAS_CLASH');
    expect(screens.Host).toBe(canvasClashScreens.Host);
    expect(typeof screens.Player).toBe('function');
    expect(typeof screens.HostGameOver).toBe('function');
    expect(typeof screens.PlayerGameOver).toBe('function');
  });
});
