import { describe, expect, it } from 'vitest';
import type { DrawBatch, DrawOp } from '@snackparty/protocol';
import { DrawingStore, MAX_BATCHES_PER_SECOND, MAX_DRAWING_POINTS } from '../../src/games/canvas-clash/drawing-store';

const line = (id: number, x: number): DrawOp => ({ op: 'line', id, brushColor: '#123456', brushRadius: 5, points: [{ x, y: 0 }, { x: x + 1, y: 1 }], end: true });
const batch = (seq: number, ops: DrawOp[], turn = 1): DrawBatch => ({ turn, seq, width: 400, height: 400, ops });

describe('DrawingStore', () => {
  function store() {
    const s = new DrawingStore();
    s.openTurn('ROOM1', 1, [7, 8]);
    return s;
  }
  const linesOf = (s: DrawingStore, painter = 7) => s.snapshot('ROOM1', painter)!.saveData.lines.map((l) => l.points[0]!.x);

  it('applies a painter\'s batches to that painter\'s canvas only', () => {
    const s = store();
    expect(s.apply('ROOM1', 7, batch(0, [line(1, 10), line(2, 20)]), 0)).toBe('applied');
    expect(linesOf(s, 7)).toEqual([10, 20]);
    expect(linesOf(s, 8)).toEqual([]);
    expect(s.snapshot('ROOM1', 7)).toMatchObject({ turn: 1, seq: 0, saveData: { width: 400, height: 400 } });
  });

  it('undoes the last line', () => {
    const s = store();
    s.apply('ROOM1', 7, batch(0, [line(1, 10), line(2, 20)]), 0);
    s.apply('ROOM1', 7, batch(1, [{ op: 'undo' }]), 0);
    expect(linesOf(s)).toEqual([10]);
  });

  it('erases all and brings it back with undo-erase-all', () => {
    const s = store();
    s.apply('ROOM1', 7, batch(0, [line(1, 10), line(2, 20)]), 0);
    s.apply('ROOM1', 7, batch(1, [{ op: 'eraseAll' }]), 0);
    expect(linesOf(s)).toEqual([]);
    s.apply('ROOM1', 7, batch(2, [{ op: 'undoEraseAll' }]), 0);
    expect(linesOf(s)).toEqual([10, 20]);
  });

  it('clears for good: nothing to bring back', () => {
    const s = store();
    s.apply('ROOM1', 7, batch(0, [line(1, 10)]), 0);
    s.apply('ROOM1', 7, batch(1, [{ op: 'eraseAll' }, { op: 'clear' }]), 0);
    s.apply('ROOM1', 7, batch(2, [{ op: 'undoEraseAll' }]), 0);
    expect(linesOf(s)).toEqual([]);
  });

  it('drops a batch whose seq was already applied', () => {
    const s = store();
    s.apply('ROOM1', 7, batch(3, [line(1, 10)]), 0);
    expect(s.apply('ROOM1', 7, batch(3, [line(2, 20)]), 0)).toBe('repeat');
    expect(s.apply('ROOM1', 7, batch(2, [line(3, 30)]), 0)).toBe('repeat');
    expect(linesOf(s)).toEqual([10]);
  });

  it('refuses batches of another turn or of someone who does not paint', () => {
    const s = store();
    expect(s.apply('ROOM1', 7, batch(0, [line(1, 10)], 2), 0)).toBe('otherTurn');
    expect(s.apply('ROOM1', 9, batch(0, [line(1, 10)]), 0)).toBe('otherTurn');
    expect(s.apply('OTHER', 7, batch(0, [line(1, 10)]), 0)).toBe('otherTurn');
  });

  it('drops a flood beyond the batches a second allows, and takes strokes again the next second', () => {
    const s = store();
    for (let seq = 0; seq < MAX_BATCHES_PER_SECOND; seq++) expect(s.apply('ROOM1', 7, batch(seq, [line(seq, seq)]), 500)).toBe('applied');
    expect(s.apply('ROOM1', 7, batch(1000, [line(1000, 1)]), 900)).toBe('rateLimited');
    expect(s.apply('ROOM1', 7, batch(1001, [line(1001, 1)]), 1500)).toBe('applied');
    expect(s.apply('ROOM1', 8, batch(0, [line(1, 1)]), 900)).toBe('applied');
  });

  it('stops a drawing from growing past its point budget', () => {
    const s = store();
    const points = Array.from({ length: 4000 }, (_, i) => ({ x: i % 400, y: 1 }));
    let seq = 0;
    let result = 'applied';
    for (let now = 0; result === 'applied'; now += 1000) result = s.apply('ROOM1', 7, batch(seq, [{ op: 'line', id: seq++, brushColor: '#000', brushRadius: 1, points, end: true }]), now);
    expect(result).toBe('tooLarge');
    const total = s.snapshot('ROOM1', 7)!.saveData.lines.reduce((n, l) => n + l.points.length, 0);
    expect(total).toBeLessThanOrEqual(MAX_DRAWING_POINTS);
  });

  it('hands out changed drawings only until they are persisted, and a new turn starts blank', () => {
    const s = store();
    s.apply('ROOM1', 7, batch(0, [line(1, 10)]), 0);
    const changed = s.drawings('ROOM1', true);
    expect(changed.map((d) => d.painter)).toEqual([7]);
    s.apply('ROOM1', 7, batch(1, [line(2, 20)]), 0);
    s.markPersisted('ROOM1', changed);
    expect(s.drawings('ROOM1', true).map((d) => d.painter)).toEqual([7]);
    s.markPersisted('ROOM1', s.drawings('ROOM1', true));
    expect(s.drawings('ROOM1', true)).toEqual([]);
    s.openTurn('ROOM1', 2, [8, 9]);
    expect(s.snapshot('ROOM1', 7)).toBeUndefined();
    expect(s.snapshot('ROOM1', 9)!.saveData.lines).toEqual([]);
  });

  it('loads a stored drawing back after a restart, and the phone goes on after its last batch', () => {
    const s = store();
    const line = { id: 3, done: true, brushColor: '#000', brushRadius: 2, points: [{ x: 1, y: 1 }, { x: 2, y: 2 }] };
    s.load('ROOM1', 1, 8, { width: 400, height: 400, lines: [line], erased: [], seq: 4 });
    expect(linesOf(s, 8)).toEqual([1]);
    expect(s.apply('ROOM1', 8, batch(4, [{ op: 'undo' }]), 0)).toBe('repeat');
    expect(s.apply('ROOM1', 8, batch(5, [{ op: 'undo' }]), 0)).toBe('applied');
    expect(linesOf(s, 8)).toEqual([]);
  });

  it('hands out the batches not yet stored once, and takes back those that could not be', () => {
    const s = store();
    expect(s.apply('ROOM1', 8, batch(0, []), 0)).toBe('applied');
    expect(s.apply('ROOM1', 8, batch(1, []), 0)).toBe('applied');
    const taken = s.takeUnsaved('ROOM1');
    expect(taken.map((t) => [t.painter, t.batches.map((b) => b.seq)])).toEqual([[8, [0, 1]]]);
    expect(s.takeUnsaved('ROOM1')).toEqual([]);
    expect(s.apply('ROOM1', 8, batch(2, []), 0)).toBe('applied');
    s.returnUnsaved('ROOM1', taken);
    expect(s.takeUnsaved('ROOM1').map((t) => t.batches.map((b) => b.seq))).toEqual([[0, 1, 2]]);
  });
});
