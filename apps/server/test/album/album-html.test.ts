import { describe, expect, it } from 'vitest';
import type { AlbumDto } from '@snackparty/protocol';
import { albumHtml, drawingSvg } from '../../src/album/album-html';
import { withoutPlayers } from '../../src/album/album-service';

const labels = { text: (key: string, values: Record<string, string | number> = {}) => `${key}${JSON.stringify(values)}`, gameName: (type: string) => `name of ${type}` };

const drawing = {
  drawingId: 7,
  painterPlayerId: 2,
  saveData: { width: 400, height: 300, lines: [{ points: [{ x: 1, y: 2 }, { x: 30, y: 40 }], brushColor: '#ff0000', brushRadius: 4 }, { points: [{ x: 5, y: 5 }], brushColor: 'blue', brushRadius: 2 }] },
};

const album: AlbumDto = {
  roomId: 1,
  gameCode: 'ABCDE',
  language: 'en',
  createdAt: '2026-01-01T20:00:00.000Z',
  viewerIsHost: false,
  players: [
    { playerId: 1, alias: 'Ann <b>', avatarSrc: '', robot: false },
    { playerId: 2, alias: 'Bob', avatarSrc: '', robot: false },
  ],
  games: [
    {
      gameId: 3,
      gameType: 'CANVAS_CLASH',
      playedAt: '2026-01-01T20:00:00.000Z',
      podium: [{ playerId: 2, score: 300, place: 1 }],
      entries: [{ kind: 'drawings', key: 'turn-1', round: 1, turn: 1, word: 'cat', painters: [{ playerId: 2, credits: 1 }], rightGuessers: [1], drawings: [drawing] }],
    },
    {
      gameId: 4,
      gameType: 'SNAPTION',
      playedAt: '2026-01-01T20:10:00.000Z',
      podium: [],
      entries: [{ kind: 'answers', key: 'round-1', round: 1, prompt: '', imageUrl: 'https://media.example.com/x.gif', answers: [{ text: '<script>alert(1)</script>', playerId: 1, votes: 2, best: true }] }],
    },
  ],
};

describe('the downloadable album', () => {
  it('draws each stroke as SVG, in order, with its colour and width', () => {
    const svg = drawingSvg(drawing, 'cat');
    expect(svg).toContain('viewBox="0 0 400 300"');
    expect(svg).toMatch(/<path d="M1 2L30 40"[^>]*stroke="#ff0000"[^>]*stroke-width="8"/);
    expect(svg).toContain('<circle cx="5" cy="5" r="2" fill="blue"/>');
    expect(svg.indexOf('<path')).toBeLessThan(svg.indexOf('<circle'));
  });

  it('is one file that asks nothing of the network and escapes what players wrote', () => {
    const html = albumHtml(album, labels, '/nonexistent');
    expect(html).toContain('name of CANVAS_CLASH');
    expect(html).toContain('<svg');
    expect(html).not.toContain('media.example.com');
    expect(html).not.toContain('<script>');
    expect(html).toContain('&#60;script&#62;');
    expect(html).toContain('Ann &#60;b&#62;');
    expect(html).not.toMatch(/(src|href)="(https?:)?\/\//);
  });

  it('leaves out what a removed player wrote, picked or drew', () => {
    const removed = new Set([2]);
    expect(withoutPlayers(album.games[0]!.entries[0]!, removed)).toEqual([]);
    expect(withoutPlayers(album.games[1]!.entries[0]!, new Set([1]))).toEqual([]);
    expect(withoutPlayers(album.games[1]!.entries[0]!, removed)).toHaveLength(1);
    const split = { kind: 'split' as const, key: 'q', round: 1, question: 'Tea or coffee?', a: 'Tea', b: 'Coffee', countA: 1, countB: 1, picks: [{ playerId: 1, side: 'A' as const }, { playerId: 2, side: 'B' as const }] };
    expect(withoutPlayers(split, removed)).toEqual([{ ...split, picks: [{ playerId: 1, side: 'A' }] }]);
  });
});
