import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { drawings, gameSessions, games, sessionPlayers } from '../../src/db/schema';
import { Clock, buildAccountsApp, claimsOf, verifiedAccount } from '../accounts/accounts-app';
import { guest } from '../helpers/app';

describe('profiles', () => {
  let app: FastifyInstance;
  beforeEach(async () => {
    app = await buildAccountsApp(new Clock(), { adminEmails: ['boss@example.com'] });
  });
  afterEach(() => app.close());

  /** A finished game hosted by `hostId` in which `seatUserId` held a seat, with one kept drawing. */
  async function playedGame(hostId: number, seatUserId: number, scores: [number, number], code: string, createdAt: Date) {
    const db = app.database.db;
    const [session] = await db
      .insert(gameSessions)
      .values({ gameCode: code, hostType: 'HOST', initialGameType: 'CANVAS_CLASH', gameType: 'CANVAS_CLASH', ownerUserId: hostId, active: false })
      .returning();
    const [mine] = await db
      .insert(sessionPlayers)
      .values({ gameSessionId: session!.id, userId: seatUserId, alias: 'ADA', hexColor: '#ff0000', avatarSrc: '/avatars/BAGEL.svg', score: 5 })
      .returning();
    const [robot] = await db
      .insert(sessionPlayers)
      .values({ gameSessionId: session!.id, robotId: -1, robot: true, alias: 'ROBO', hexColor: '#00ff00', avatarSrc: '/avatars/ROBO.svg' })
      .returning();
    const match = {
      seats: [
        { playerId: mine!.id, alias: 'ADA', robot: false },
        { playerId: -1, alias: 'ROBO', robot: true },
      ],
      scores: { [mine!.id]: scores[0], [-1]: scores[1] },
      over: true,
    };
    const [game] = await db.insert(games).values({ gameSessionId: session!.id, gameType: 'CANVAS_CLASH', settings: {}, started: true, over: true, match, createdAt }).returning();
    await db.insert(drawings).values({
      gameId: game!.id,
      turn: 1,
      painterPlayerId: mine!.id,
      painterAlias: 'ADA',
      painterAvatarSrc: '/avatars/BAGEL.svg',
      word: 'pizza',
      saveData: { lines: [], width: 100, height: 100 },
    });
    expect(robot).toBeDefined();
    return game!.id;
  }

  it('shows private fields only to the owner and admins', async () => {
    const ada = await verifiedAccount(app, 'ada@example.com');
    const mine = await app.inject({ method: 'GET', url: `/api/v1/userProfile/${ada.userId}`, headers: ada.auth });
    expect(mine.statusCode).toBe(200);
    expect(mine.json()).toMatchObject({ userId: ada.userId, name: 'Ada', email: 'ada@example.com', emailVerified: true, marketingConsent: true, language: 'en', gamesPlayed: 0 });
    // Someone who shared a room with Ada sees her public profile, without the private fields.
    const visitor = await guest(app);
    await playedGame(visitor.userId, ada.userId, [1, 2], 'CCCCC', new Date());
    const seen = await app.inject({ method: 'GET', url: `/api/v1/userProfile/${ada.userId}`, headers: visitor.auth });
    expect(seen.statusCode).toBe(200);
    expect(seen.json()).not.toHaveProperty('email');
    expect(seen.json().name).toBe('Ada');
    const boss = await verifiedAccount(app, 'boss@example.com');
    expect((await app.inject({ method: 'GET', url: `/api/v1/userProfile/${ada.userId}`, headers: boss.auth })).json().email).toBe('ada@example.com');
    const unknown = await app.inject({ method: 'GET', url: '/api/v1/userProfile/99999' });
    expect([unknown.statusCode, unknown.json().messageKey]).toEqual([404, 'error.not_found']);
  });

  it('answers a stranger walking profile ids exactly as for ids that do not exist', async () => {
    const ada = await verifiedAccount(app, 'ada@example.com');
    const stranger = await guest(app);
    for (const headers of [stranger.auth, {}]) {
      const existing = await app.inject({ method: 'GET', url: `/api/v1/userProfile/${ada.userId}`, headers });
      const missing = await app.inject({ method: 'GET', url: `/api/v1/userProfile/${ada.userId + 1000}`, headers });
      expect([existing.statusCode, existing.json()]).toEqual([missing.statusCode, missing.json()]);
      expect(existing.statusCode).toBe(404);
    }
  });

  it('keeps a running game\'s current drawing out of the history until its reveal', async () => {
    const ada = await verifiedAccount(app, 'ada@example.com');
    const host = await verifiedAccount(app, 'host@example.com');
    const gameId = await playedGame(host.userId, ada.userId, [0, 0], 'DDDDD', new Date());
    const db = app.database.db;
    await db.insert(drawings).values({ gameId, turn: 2, painterPlayerId: -1, painterAlias: 'ROBO', painterAvatarSrc: '/avatars/ROBO.svg', word: 'lighthouse', saveData: { lines: [], width: 100, height: 100 } });
    const running = (showPainters: boolean) => ({
      seats: [],
      scores: {},
      over: false,
      state: { queue: [], paintCount: {}, current: { turn: 2, painters: [-1, 7], word: 'lighthouse', drawingClosed: showPainters, showPainters } },
    });
    const history = async () => {
      const res = await app.inject({ method: 'GET', url: `/api/v1/userProfile/${ada.userId}/games/${gameId}`, headers: ada.auth });
      expect(res.statusCode).toBe(200);
      return res;
    };
    await db.update(games).set({ over: false, match: running(false) }).where(eq(games.id, gameId));
    const during = await history();
    expect(during.json().drawings.map((d: { turn: number }) => d.turn)).toEqual([1]);
    expect(during.body).not.toContain('lighthouse');
    await db.update(games).set({ match: running(true) }).where(eq(games.id, gameId));
    expect((await history()).json().drawings.map((d: { turn: number; word: string }) => [d.turn, d.word])).toEqual([
      [1, 'pizza'],
      [2, 'lighthouse'],
    ]);
  });

  it('lets only the owner update, and answers with a token that carries the new name', async () => {
    const ada = await verifiedAccount(app, 'ada@example.com');
    const other = await verifiedAccount(app, 'other@example.com');
    const refused = await app.inject({ method: 'PUT', url: `/api/v1/userProfile/${ada.userId}/updateProfile`, headers: other.auth, payload: { name: 'Hacked' } });
    expect(refused.statusCode).toBe(403);
    const res = await app.inject({
      method: 'PUT',
      url: `/api/v1/userProfile/${ada.userId}/updateProfile`,
      headers: ada.auth,
      payload: { name: 'Ada L', language: 'sk', favoriteAvatarSrc: '/avatars/bagel.svg', marketingConsent: false },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ name: 'Ada L', language: 'sk', favoriteAvatarSrc: '/avatars/bagel.svg', marketingConsent: false });
    expect(claimsOf(res.json().accessToken)).toMatchObject({ name: 'Ada L', favoriteAvatarSrc: '/avatars/bagel.svg' });
    const bad = await app.inject({ method: 'PUT', url: `/api/v1/userProfile/${ada.userId}/updateProfile`, headers: ada.auth, payload: { favoriteAvatarSrc: '/avatars/NOPE.svg' } });
    expect(bad.statusCode).toBe(422);
  });

  it('lists hosted and played games newest first with score and place, and shows one with its drawings', async () => {
    const ada = await verifiedAccount(app, 'ada@example.com');
    const host = await verifiedAccount(app, 'host@example.com');
    const older = await playedGame(host.userId, ada.userId, [300, 500], 'AAAAA', new Date('2026-01-01T10:00:00Z'));
    const newer = await playedGame(ada.userId, ada.userId, [900, 100], 'BBBBB', new Date('2026-01-02T10:00:00Z'));
    const res = await app.inject({ method: 'GET', url: `/api/v1/userProfile/${ada.userId}/games?page=0`, headers: ada.auth });
    expect(res.statusCode).toBe(200);
    const page = res.json();
    expect(page).toMatchObject({ page: 0, pageSize: 10, total: 2 });
    expect(page.games.map((g: { gameId: number }) => g.gameId)).toEqual([newer, older]);
    expect(page.games[0]).toMatchObject({ gameCode: 'BBBBB', gameType: 'CANVAS_CLASH', hosted: true, score: 900, place: 1, playerCount: 2, over: true });
    expect(page.games[1]).toMatchObject({ gameCode: 'AAAAA', hosted: false, score: 300, place: 2 });
    expect((await app.inject({ method: 'GET', url: `/api/v1/userProfile/${ada.userId}/games?page=1`, headers: ada.auth })).json().games).toEqual([]);

    const detail = await app.inject({ method: 'GET', url: `/api/v1/userProfile/${ada.userId}/games/${older}`, headers: ada.auth });
    expect(detail.statusCode).toBe(200);
    expect(detail.json().players.map((p: { alias: string; score: number }) => [p.alias, p.score])).toEqual([
      ['ROBO', 500],
      ['ADA', 300],
    ]);
    expect(detail.json().drawings).toEqual([expect.objectContaining({ word: 'pizza', turn: 1, painterAlias: 'ADA', saveData: { lines: [], width: 100, height: 100 } })]);

    const stranger = await verifiedAccount(app, 'stranger@example.com');
    expect((await app.inject({ method: 'GET', url: `/api/v1/userProfile/${ada.userId}/games`, headers: stranger.auth })).statusCode).toBe(403);
    expect((await app.inject({ method: 'GET', url: `/api/v1/userProfile/${stranger.userId}/games/${older}`, headers: stranger.auth })).statusCode).toBe(404);
    expect((await app.inject({ method: 'GET', url: `/api/v1/userProfile/${ada.userId}`, headers: ada.auth })).json().gamesPlayed).toBe(2);
  });
});
