/**
 * The party album on the real app over STOMP: a night of two games (REQUIP, then AB_THINKING) played
 * by a TV and three phones; the album after each game, the share link, and a removed player.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ALBUM_REST, type AlbumAnswersEntry, type AlbumDto, type AlbumSplitEntry } from '@snackparty/protocol';
import { guest, type TestUser } from '../helpers/app';
import { RequipRoom, type Phone } from '../games/requip/requip-room';

const api = (path: string) => `/api/v1${path}`;

describe('the party album', () => {
  let room: RequipRoom;
  let phones: Phone[];
  beforeEach(async () => {
    room = await RequipRoom.open();
  });
  afterEach(async () => {
    await room.close();
  });

  async function get(path: string, user?: TestUser) {
    return room.app.inject({ method: 'GET', url: api(path), headers: user?.auth ?? {} });
  }

  async function album(roomId: number, user: TestUser = room.host): Promise<AlbumDto> {
    const res = await get(ALBUM_REST.ofRoom(roomId), user);
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as AlbumDto;
  }

  /** Plays the REQUIP game to its end: every phone answers and votes for an answer not its own. */
  async function playRequip(onReveal: () => Promise<void>): Promise<void> {
    while (!room.match.over) {
      await room.seen();
      if (room.match.stage === 'answer') {
        for (const phone of phones) for (const p of room.view(phone)!.game.prompts) room.move(phone, 'answer', { promptId: p.promptId, text: `${phone.alias} on ${p.prompt}` });
      } else if (room.match.stage === 'vote') {
        const current = room.hostView()!.game.current!;
        for (const phone of phones) {
          const ballot = room.view(phone)!.game.ballot!;
          if (!ballot.mayVote) continue;
          const options = current.answers.map((a) => a.promptResponseId).filter((id) => id !== ballot.ownAnswerId);
          room.move(phone, 'vote', { choices: Array.from({ length: ballot.maxChoices }, (_, i) => options[i % options.length]!) });
        }
      } else if (room.match.stage === 'reveal') {
        await onReveal();
      }
      await room.app.games.idle();
      await room.passStage();
    }
  }

  it('holds each game of the night once it has ended, for the room’s people only, and leaves a removed player out', async () => {
    await room.create({ numberOfRounds: 2 });
    phones = await room.seat(['Ann', 'Bob', 'Cid']);
    await room.start();
    const [ann, bob, cid] = phones as [Phone, Phone, Phone];

    const roomOf = await get(ALBUM_REST.ofCode(room.code), room.host);
    expect(roomOf.statusCode, roomOf.body).toBe(200);
    const roomId = (roomOf.json() as { roomId: number }).roomId;
    expect((await album(roomId)).games).toEqual([]);

    // While the game is played, even after answers have been revealed on the TV, the album holds nothing of it.
    let checkedMidGame = false;
    await playRequip(async () => {
      if (checkedMidGame) return;
      checkedMidGame = true;
      const mid = await get(ALBUM_REST.ofRoom(roomId), bob.user);
      expect(mid.statusCode).toBe(200);
      expect((mid.json() as AlbumDto).games).toEqual([]);
      expect(mid.body).not.toContain(' on ');
    });
    expect(checkedMidGame).toBe(true);

    const afterRequip = await album(roomId, bob.user);
    expect(afterRequip.viewerIsHost).toBe(false);
    expect(afterRequip.games).toHaveLength(1);
    const requip = afterRequip.games[0]!;
    expect(requip.gameType).toBe('REQUIP');
    expect(requip.podium.map((p) => p.playerId).sort()).toEqual(phones.map((p) => p.seat.playerId).sort());
    const prompts = requip.entries as AlbumAnswersEntry[];
    // Both rounds, not only the last one the final match holds.
    expect(new Set(prompts.map((e) => e.round))).toEqual(new Set([1, 2]));
    const texts = prompts.flatMap((e) => e.answers.map((a) => a.text));
    for (const phone of phones) expect(texts.some((t) => t.startsWith(`${phone.alias} on `))).toBe(true);
    expect(prompts.flatMap((e) => e.answers).reduce((n, a) => n + a.votes, 0)).toBeGreaterThan(0);

    // The second game of the night: AB_THINKING. Nothing of it shows before it ends.
    const created = await room.app.inject({ method: 'POST', url: api('/game/create'), headers: room.host.auth, payload: { gameType: 'AB_THINKING', gameCode: room.code } });
    expect(created.statusCode, created.body).toBe(200);
    // A/B Thinking wants four seats: an AI player joins.
    await room.addAi();
    room.tv.send(`/host/${room.code}/startGame`);
    // The start is the server's to carry out (over the socket, then the database): waited for in real time.
    await room.tv.until(() => room.app.games.matchOf(room.code)?.match.gameType === 'AB_THINKING', 'the A/B game to start', 10_000);
    while (!room.match.over) {
      await room.seen();
      if (room.match.stage === 'question') {
        for (const phone of phones) {
          const view = room.view(phone)!.game as unknown as { asks: { pick: boolean; prediction: boolean; guess: boolean } };
          room.move(phone, 'answer', {
            ...(view.asks.pick ? { pick: phone === cid ? 'B' : 'A' } : {}),
            ...(view.asks.prediction ? { prediction: 60 } : {}),
            ...(view.asks.guess ? { guess: 'A' } : {}),
          });
        }
        await room.app.games.idle();
      }
      if (room.match.stage === 'predictions') expect((await album(roomId)).games).toHaveLength(1);
      await room.passStage();
    }
    const night = await album(roomId);
    expect(night.viewerIsHost).toBe(true);
    expect(night.games.map((g) => g.gameType)).toEqual(['REQUIP', 'AB_THINKING']);
    const splits = night.games[1]!.entries as AlbumSplitEntry[];
    expect(splits.length).toBeGreaterThan(1);
    expect(splits.every((s) => s.kind === 'split')).toBe(true);
    expect(splits[0]!.picks).toEqual(expect.arrayContaining([{ playerId: cid.seat.playerId, side: 'B' }, { playerId: ann.seat.playerId, side: 'A' }]));

    // Someone from outside the room is answered as if there were no album; no token, no album.
    const stranger = await guest(room.app);
    const refused = await get(ALBUM_REST.ofRoom(roomId), stranger);
    expect(refused.statusCode).toBe(404);
    expect(refused.json()).toMatchObject({ messageKey: 'album.not_found' });
    expect((await get(ALBUM_REST.ofRoom(roomId))).statusCode).toBe(401);
    expect((await get(ALBUM_REST.ofCode(room.code), stranger)).statusCode).toBe(404);
    expect((await get('/albums/not-a-number', room.host)).statusCode).toBe(422);

    // The host removes Cid: nothing Cid wrote or picked stays, not on the podium, not in the file, and Cid sees no album.
    room.tv.send(`/host/${room.code}/requestPlayerKick`, { playerId: cid.seat.playerId });
    for (let tries = 0; (await album(roomId)).players.some((p) => p.playerId === cid.seat.playerId); tries++) {
      if (tries > 100) throw new Error('Cid was not removed');
      await new Promise((r) => setTimeout(r, 20));
    }
    const withoutCid = await album(roomId);
    expect(withoutCid.players.filter((p) => !p.robot).map((p) => p.alias).sort()).toEqual(['Ann', 'Bob']);
    expect(JSON.stringify(withoutCid)).not.toContain('Cid on ');
    expect(withoutCid.games.every((g) => g.podium.every((p) => p.playerId !== cid.seat.playerId))).toBe(true);
    expect((withoutCid.games[1]!.entries as AlbumSplitEntry[]).every((s) => s.picks.every((p) => p.playerId !== cid.seat.playerId))).toBe(true);
    expect((await get(ALBUM_REST.ofRoom(roomId), cid.user)).statusCode).toBe(404);
    const html = await get(ALBUM_REST.download(roomId), ann.user);
    expect(html.statusCode).toBe(200);
    expect(html.headers['content-type']).toContain('text/html');
    expect(html.headers['content-disposition']).toContain('attachment');
    expect(html.body).toContain('Ann on ');
    expect(html.body).not.toContain('Cid on ');
    expect(html.body).not.toMatch(/(src|href)="(https?:)?\/\//);
  });

  it('shares the album by a private link the host makes and revokes; the revoked link answers 404', async () => {
    await room.create({ numberOfRounds: 1 });
    phones = await room.seat(['Ann', 'Bob', 'Cid']);
    await room.start();
    await playRequip(async () => undefined);
    const roomId = ((await get(ALBUM_REST.ofCode(room.code), room.host)).json() as { roomId: number }).roomId;
    const post = (user: TestUser) => room.app.inject({ method: 'POST', url: api(ALBUM_REST.share(roomId)), headers: user.auth });

    // Only the host makes the link.
    expect((await post(phones[0]!.user)).statusCode).toBe(404);
    expect(((await get(ALBUM_REST.share(roomId), room.host)).json() as { token: string | null }).token).toBeNull();
    const made = await post(room.host);
    expect(made.statusCode, made.body).toBe(200);
    const token = (made.json() as { token: string }).token;
    expect(token).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect(((await post(room.host)).json() as { token: string }).token).toBe(token);

    // Anyone holding it sees the album, without signing in, and can download it.
    const shared = await get(ALBUM_REST.shared(token));
    expect(shared.statusCode, shared.body).toBe(200);
    expect(shared.json()).toMatchObject({ roomId, viewerIsHost: false, games: [{ gameType: 'REQUIP' }] });
    expect((await get(ALBUM_REST.sharedDownload(token))).body).toContain('Bob on ');
    expect((await get(ALBUM_REST.shared('A'.repeat(22)))).json()).toMatchObject({ messageKey: 'album.link_not_found' });
    expect((await get(ALBUM_REST.shared('short'))).statusCode).toBe(404);

    // A player cannot revoke it; the host can, and then the link is dead.
    expect((await room.app.inject({ method: 'DELETE', url: api(ALBUM_REST.share(roomId)), headers: phones[1]!.user.auth })).statusCode).toBe(404);
    expect((await room.app.inject({ method: 'DELETE', url: api(ALBUM_REST.share(roomId)), headers: room.host.auth })).statusCode).toBe(204);
    const revoked = await get(ALBUM_REST.shared(token));
    expect(revoked.statusCode).toBe(404);
    expect(revoked.json()).toMatchObject({ messageKey: 'album.link_not_found' });
    expect((await get(ALBUM_REST.sharedDownload(token))).statusCode).toBe(404);

    // The room's people keep it in their history; the album outlives the room.
    room.tv.send(`/host/${room.code}/exitGame`);
    const mine = await get(ALBUM_REST.mine, phones[1]!.user);
    expect(mine.json()).toMatchObject({ albums: [{ roomId, hosted: false, gameTypes: ['REQUIP'] }] });
    await room.app.games.idle();
    expect((await album(roomId)).games).toHaveLength(1);
    expect(((await get(ALBUM_REST.mine, room.host)).json() as { albums: Array<{ hosted: boolean }> }).albums[0]!.hosted).toBe(true);
  });
});
