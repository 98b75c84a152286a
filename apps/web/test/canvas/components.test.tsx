import { createRef, useState } from 'react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import type { DrawOp } from '@snackparty/protocol';
import { DRAWING_PALETTE, DrawingCanvas, DrawingToolbar, PAPER_COLOR, RemoteCanvas, ReplayCanvas } from '../../src/canvas';
import type { DrawingCanvasHandle, DrawingStatus } from '../../src/canvas';
import { initTestI18n } from '../helpers';

beforeAll(() => initTestI18n());
afterEach(() => cleanup());

function pointer(target: Element, type: string, x: number, y: number, extra: PointerEventInit = {}) {
  fireEvent(target, new PointerEvent(type, { bubbles: true, cancelable: true, pointerId: 1, pointerType: 'mouse', clientX: x, clientY: y, button: 0, ...extra }));
}

describe('DrawingCanvas', () => {
  function setup(props: Partial<Parameters<typeof DrawingCanvas>[0]> = {}) {
    const ref = createRef<DrawingCanvasHandle>();
    const ops: DrawOp[] = [];
    const statuses: DrawingStatus[] = [];
    render(<DrawingCanvas ref={ref} width={200} height={200} brushColor="#3F48CC" onOps={(o) => ops.push(...o)} onChange={(s) => statuses.push(s)} {...props} />);
    const canvas = screen.getByRole('img', { name: 'Drawing canvas' });
    return { ref, ops, statuses, canvas };
  }

  it('turns pointer input into ops and a line, and the handle drives undo and erase all', () => {
    const { ref, ops, statuses, canvas } = setup();
    pointer(canvas, 'pointerdown', 20, 20);
    pointer(canvas, 'pointermove', 60, 20);
    pointer(canvas, 'pointermove', 100, 60);
    pointer(canvas, 'pointerup', 100, 60);
    expect(ops[0]).toMatchObject({ op: 'line', brushColor: '#3F48CC', brushRadius: 10, points: [{ x: 20, y: 20 }] });
    expect(ops.at(-1)).toMatchObject({ op: 'line', end: true });
    const saved = ref.current!.getSaveData();
    expect(saved.width).toBe(200);
    expect(saved.lines).toHaveLength(1);
    expect(saved.lines[0]!.points.length).toBeGreaterThanOrEqual(2);
    expect(ref.current!.canUndo()).toBe(true);
    expect(statuses.at(-1)).toEqual({ canUndo: true, canUndoEraseAll: false, lineCount: 1 });

    act(() => ref.current!.eraseAll());
    expect(ref.current!.getSaveData().lines).toHaveLength(0);
    expect(ref.current!.canUndoEraseAll()).toBe(true);
    act(() => ref.current!.undoEraseAll());
    expect(ref.current!.getSaveData().lines).toHaveLength(1);
    act(() => ref.current!.undo());
    expect(ref.current!.canUndo()).toBe(false);
    expect(ops.slice(-3)).toEqual([{ op: 'eraseAll' }, { op: 'undoEraseAll' }, { op: 'undo' }]);
    expect(statuses.at(-1)).toEqual({ canUndo: false, canUndoEraseAll: false, lineCount: 0 });
  });

  it('lets nothing through while disabled', () => {
    const { ops, canvas } = setup({ disabled: true });
    pointer(canvas, 'pointerdown', 20, 20);
    pointer(canvas, 'pointermove', 90, 90);
    pointer(canvas, 'pointerup', 90, 90);
    expect(ops).toHaveLength(0);
    expect(canvas.getAttribute('aria-disabled')).toBe('true');
  });

  it('starts a held finger stroke after 250 ms', () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'performance'] });
    try {
      const { ops, canvas } = setup();
      pointer(canvas, 'pointerdown', 50, 50, { pointerType: 'touch', pointerId: 5 });
      expect(ops).toHaveLength(0);
      act(() => vi.advanceTimersByTime(260));
      expect(ops).toHaveLength(1);
      expect(ops[0]).toMatchObject({ op: 'line', points: [{ x: 50, y: 50 }] });
    } finally {
      vi.useRealTimers();
    }
  });

  it('keeps a drawing given to start from', () => {
    const initial = { width: 100, height: 100, lines: [{ points: [{ x: 10, y: 10 }, { x: 20, y: 20 }], brushColor: '#000000', brushRadius: 2 }] };
    const { ref } = setup({ initial });
    expect(ref.current!.getSaveData().lines[0]!.points).toEqual([{ x: 20, y: 20 }, { x: 40, y: 40 }]);
  });
});

describe('DrawingToolbar', () => {
  it('has a named button for every colour, brush size and action', () => {
    const onColor = vi.fn();
    const onRadius = vi.fn();
    const onUndo = vi.fn();
    const onEraseAll = vi.fn();
    const onUndoEraseAll = vi.fn();
    const onClear = vi.fn();
    render(
      <DrawingToolbar color="#ed1c24" onColor={onColor} radius={10} onRadius={onRadius} onUndo={onUndo} onEraseAll={onEraseAll} onUndoEraseAll={onUndoEraseAll} onClear={onClear} canUndo canUndoEraseAll={false} />,
    );
    const palette = screen.getByRole('group', { name: 'Colours' });
    const swatches = palette.querySelectorAll('button');
    expect(swatches).toHaveLength(DRAWING_PALETTE.length);
    expect(screen.getByRole('button', { name: 'Red' }).getAttribute('aria-pressed')).toBe('true');
    expect(screen.getByRole('button', { name: 'Black' }).getAttribute('aria-pressed')).toBe('false');
    fireEvent.click(screen.getByRole('button', { name: 'White' }));
    expect(onColor).toHaveBeenCalledWith('#FFFFFF');

    expect(screen.getByRole('group', { name: 'Brush size' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Medium brush' }).getAttribute('aria-pressed')).toBe('true');
    fireEvent.click(screen.getByRole('button', { name: 'Huge brush' }));
    expect(onRadius).toHaveBeenCalledWith(28);

    fireEvent.click(screen.getByRole('button', { name: 'Undo' }));
    fireEvent.click(screen.getByRole('button', { name: 'Erase all' }));
    expect([onUndo, onEraseAll].map((f) => f.mock.calls.length)).toEqual([1, 1]);
    expect((screen.getByRole('button', { name: 'Undo erase all' }) as HTMLButtonElement).disabled).toBe(true);
    // One button empties the drawing (and it can be brought back): no second one next to it.
    expect(screen.queryByRole('button', { name: 'Clear' })).toBeNull();
    expect(onClear).not.toHaveBeenCalled();
  });

  it('has an eraser brush that paints in the paper colour and gives the colour back when put away', () => {
    function Painter() {
      const [color, setColor] = useState('#ED1C24');
      return (
        <>
          <output data-testid="brush">{color}</output>
          <DrawingToolbar color={color} onColor={setColor} radius={10} onRadius={vi.fn()} onUndo={vi.fn()} onEraseAll={vi.fn()} onUndoEraseAll={vi.fn()} canUndo canUndoEraseAll={false} />
        </>
      );
    }
    render(<Painter />);
    const eraser = screen.getByRole('button', { name: 'Eraser' });
    expect(eraser.getAttribute('aria-pressed')).toBe('false');
    fireEvent.click(eraser);
    expect(screen.getByTestId('brush').textContent).toBe(PAPER_COLOR);
    expect(eraser.getAttribute('aria-pressed')).toBe('true');
    // The eraser is pressed, not the white of the palette, and nothing was wiped.
    expect(screen.getByRole('button', { name: 'White' }).getAttribute('aria-pressed')).toBe('false');
    fireEvent.click(eraser);
    expect(screen.getByTestId('brush').textContent).toBe('#ED1C24');
    expect(eraser.getAttribute('aria-pressed')).toBe('false');
    // Picking a colour puts the eraser away too.
    fireEvent.click(eraser);
    fireEvent.click(screen.getByRole('button', { name: 'Blue' }));
    expect(screen.getByTestId('brush').textContent).toBe('#3F48CC');
    expect(eraser.getAttribute('aria-pressed')).toBe('false');
  });
});

describe('RemoteCanvas and ReplayCanvas', () => {
  it('are labelled images', () => {
    const data = { width: 100, height: 100, lines: [] };
    render(
      <>
        <RemoteCanvas model={data} width={120} height={120} />
        <ReplayCanvas data={data} width={80} height={80} aria-label="Drawing by Ana" />
      </>,
    );
    expect(screen.getByRole('img', { name: 'Live drawing' })).toBeTruthy();
    expect(screen.getByRole('img', { name: 'Drawing by Ana' })).toBeTruthy();
  });
});
