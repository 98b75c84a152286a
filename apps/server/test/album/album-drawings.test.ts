/**
 * The drawings in the party album: a CANVAS_CLASH game of AI players on the real app, whose painters
 * paint their preset drawings stroke by stroke; the album holds each turn with its drawings.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ALBUM_REST, dest, type AlbumDrawingsEntry, type AlbumDto } from '@snackparty/protocol';
import { createRoom, guest } from '../helpers/app';
import { RequipRoom } from '../games/requip/requip-room';

describe('the party album of a drawing game', () => {
  let room: RequipRoom;
  beforeEach(async () => {
    room = await RequipRoom.open();
  });
  afterEach(async () => {
    await room.close();
  });

  it('holds every turn’s word, painters and drawings once the game has ended, and the file draws them', async () => {
    room.host = await guest(room.app);
    room.code = await createRoom(room.app, room.host, 'CANVAS_CLASH');
    await room.settings({ numberOfTurns: 1 });
    await room.addAi(3);
    room.tv = await room.connect(room.host, 'host');
    await room.tv.subscribe(dest.hostView(room.code));
    room.tv.send(`/host/${room.code}/startGame`);
    // The start is the server's to carry out (over the socket, then the database): waited for in real
    // time, not in game time that would run out before a busy database answers.
    await room.tv.until(() => room.app.games.matchOf(room.code) !== undefined, 'the game to start', 10_000);
    await room.seen();
    const roomId = ((await room.app.inject({ method: 'GET', url: `/api/v1${ALBUM_REST.ofCode(room.code)}`, headers: room.host.auth })).json() as { roomId: number }).roomId;
    const albumNow = async () => (await room.app.inject({ method: 'GET', url: `/api/v1${ALBUM_REST.ofRoom(roomId)}`, headers: room.host.auth })).json() as AlbumDto;

    // Halfway, with turns revealed already, the album holds nothing of the game.
    await room.passTimeUntil(() => (room.match.state as { history: unknown[] }).history.length > 0, 'the first reveal', 600_000, 1_000);
    expect((await albumNow()).games).toEqual([]);

    await room.passTimeUntil(() => room.match.over, 'the end of the game', 900_000, 1_000);
    await room.app.gameServers.idle();
    const album = await albumNow();
    expect(album.games).toHaveLength(1);
    const turns = album.games[0]!.entries as AlbumDrawingsEntry[];
    const history = (room.match.state as { history: Array<{ turn: number; word: string }> }).history;
    expect(turns.map((t) => [t.turn, t.word])).toEqual(history.map((h) => [h.turn, h.word]));
    const drawn = turns.flatMap((t) => t.drawings);
    expect(drawn.length).toBeGreaterThan(0);
    for (const turn of turns) for (const d of turn.drawings) expect(turn.painters.map((p) => p.playerId)).toContain(d.painterPlayerId);
    expect(drawn.some((d) => d.saveData.lines.length > 0)).toBe(true);

    const html = await room.app.inject({ method: 'GET', url: `/api/v1${ALBUM_REST.download(roomId)}`, headers: room.host.auth });
    expect(html.body.match(/<svg /g)?.length).toBe(drawn.length);
    expect(html.body).toContain(turns[0]!.word);
  });
});
