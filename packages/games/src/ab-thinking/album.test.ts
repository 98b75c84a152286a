import { describe, expect, it } from 'vitest';
import type { AlbumSplitEntry } from '@snackparty/protocol';
import { abThinkingAlbum } from './album';
import { Table, settingsOf } from './test-driver';

describe('AB_THINKING’s album piece', () => {
  it('keeps each question’s split with every pick once the split is shown, never while the question is open', () => {
    const table = new Table(settingsOf({ numberOfRounds: 1 }), [1, 2, 3]);
    const kept = new Map<string, AlbumSplitEntry>();
    table.onChange = (_before, after) => {
      const entries = abThinkingAlbum(after);
      if (after.stage === 'question') expect(entries).toEqual([]);
      for (const entry of entries) kept.set(entry.key, entry as AlbumSplitEntry);
    };
    table.answerAll([1, 2, 3], (id) => ({ pick: id === 3 ? 'B' : 'A', prediction: 50 }));
    table.playToEnd(false);
    expect(table.match.over).toBe(true);
    expect(kept.size).toBe(table.match.state.questions.length);
    const first = [...kept.values()][0]!;
    const question = table.match.state.questions[0]!;
    expect(first).toMatchObject({ question: question.text, a: question.a, b: question.b, countA: 2, countB: 1 });
    expect(first.picks).toEqual(expect.arrayContaining([{ playerId: 1, side: 'A' }, { playerId: 3, side: 'B' }]));
  });
});
