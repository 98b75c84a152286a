import { describe, expect, it } from 'vitest';
import { canvasClashAlbum } from './album';
import { Table, settingsOf } from './test-driver';

describe('CANVAS_CLASH’s album piece', () => {
  it('lists every turn once revealed, with its word, painters and right guessers; never the turn being painted', () => {
    const table = new Table(settingsOf({ numberOfTurns: 1 }), [-1, -2, -3]);
    table.onChange = (_before, after) => {
      const current = after.state.current;
      const entries = canvasClashAlbum(after);
      if (current && after.stage !== 'reveal') expect(entries.some((e) => e.kind === 'drawings' && e.turn === current.turn && e.word === current.word)).toBe(false);
    };
    expect(canvasClashAlbum(table.match)).toEqual([]);
    table.playToEnd();
    expect(table.match.over).toBe(true);
    const entries = canvasClashAlbum(table.match);
    expect(entries.length).toBe(table.match.state.history.length);
    expect(entries.length).toBeGreaterThan(0);
    for (const [i, entry] of entries.entries()) {
      const turn = table.match.state.history[i]!;
      expect(entry).toMatchObject({ kind: 'drawings', key: `turn-${turn.turn}`, word: turn.word, rightGuessers: turn.rightOrder, drawings: [] });
      if (entry.kind === 'drawings') expect(entry.painters.map((p) => p.playerId)).toEqual(turn.painters);
    }
  });
});
