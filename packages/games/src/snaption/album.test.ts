import { describe, expect, it } from 'vitest';
import type { AlbumAnswersEntry } from '@snackparty/protocol';
import { snaptionAlbum } from './album';
import { Table, settingsOf } from './test-driver';

describe('SNAPTION’s album piece', () => {
  it('keeps each round’s picture with the captions whose votes were revealed, never before', () => {
    const table = new Table(settingsOf({ numberOfRounds: 2 }), [1, 2, 3, -1]);
    const kept = new Map<string, AlbumAnswersEntry>();
    table.onChange = (_before, after) => {
      const entries = snaptionAlbum(after);
      if (after.stage === 'caption' || after.stage === 'unveil') expect(entries).toEqual([]);
      for (const entry of entries) kept.set(entry.key, entry as AlbumAnswersEntry);
    };
    table.captionAll([1, 2, 3], (id) => `caption by ${id}`);
    expect(snaptionAlbum(table.match)).toEqual([]);
    table.playToEnd();
    expect(table.match.over).toBe(true);
    const round1 = kept.get('round-1')!;
    expect(round1.imageUrl).toBeTruthy();
    expect(round1.answers.map((a) => a.text)).toEqual(expect.arrayContaining(['caption by 1', 'caption by 2', 'caption by 3']));
    expect(round1.answers.find((a) => a.text === 'caption by 2')!.playerId).toBe(2);
    const total = round1.answers.reduce((n, a) => n + a.votes, 0);
    expect(total).toBeGreaterThan(0);
    expect(kept.has('round-2')).toBe(true);
  });
});
