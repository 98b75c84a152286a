import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { FOOD_AVATARS, type PublicGameEntry, type SessionPlayerDto } from '@snackparty/protocol';
import { manifestOf } from '@snackparty/games/manifests';
import type { Principal } from '../../src/auth/tokens';
import { users } from '../../src/db/schema';
import { RecordingPublisher } from '../../src/rooms/publisher';
import { PUBLIC_ROOM_IDLE_MS, PublicGamesFeed } from '../../src/rooms/public-games';
import { RoomReaper } from '../../src/rooms/room-reaper';
import { RoomRepository } from '../../src/rooms/repository';
import { RoomService } from '../../src/rooms/room-service';
import { build } from '../../src/app';
import { createRoom, guest, join, testConfig, type TestUser } from '../helpers/app';
import { resetDatabase, testDatabase } from '../helpers/database';
import { FakeTimers } from '../helpers/fake-timers';
import { TestStompClient } from '../helpers/stomp-client';

const SECOND = 1000;
const PUBLIC = '/public/publicGames';

describe('the public games list', () => {
  let app: FastifyInstance;
  let url: string;
  let clock: number;
  let host: TestUser;
  const clients: TestStompClient[] = [];

  /** The app on a clock the test moves (who was in which room, and since when). */
  beforeAll(async () => {
    clock = Date.now();
    // Empty before the app starts: it would pick up the games other files of this worker left running.
    await resetDatabase(await testDatabase());
    app = await build({ config: testConfig(), database: await testDatabase(), logger: false, now: () => clock });
    await app.listen({ port: 0, host: '127.0.0.1' });
    url = `ws://127.0.0.1:${(app.server.address() as AddressInfo).port}/gametje`;
  }, 60_000);
  afterAll(async () => {
    await app.close();
  });
  beforeEach(async () => {
    clock = Date.now();
    await resetDatabase(await testDatabase());
    host = await guest(app);
  });
  afterEach(async () => {
    await Promise.all(clients.splice(0).map((c) => c.close()));
  });

  const publicRoom = (gameType = 'SYNC_THINK', owner = host) => createRoom(app, owner, gameType, { isPublic: true });
  const list = async (path = '/gameSession/publicGames'): Promise<PublicGameEntry[]> => {
    const res = await app.inject({ method: 'GET', url: `/api/v1${path}` });
    expect(res.statusCode, res.body).toBe(200);
    return res.json();
  };
  const codes = async () => (await list()).map((g) => g.gameCode);
  const post = (path: string, user: TestUser, payload?: object) => app.inject({ method: 'POST', url: `/api/v1${path}`, headers: user.auth, payload });

  async function connect(headers: Record<string, string>): Promise<TestStompClient> {
    const client = await TestStompClient.connect(url, headers);
    clients.push(client);
    return client;
  }
  const hostScreen = (code: string, user = host) => connect({ gameCode: code, purpose: 'host', Authorization: `Bearer ${user.token}` });
  const listener = async () => {
    const client = await connect({ purpose: 'public', Authorization: `Bearer ${(await guest(app)).token}` });
    expect(client.connected).toBe(true);
    await client.subscribe(PUBLIC);
    return client;
  };
  const lastList = (client: TestStompClient) => client.messages(PUBLIC).at(-1) as PublicGameEntry[] | undefined;
  const disconnected = () => new Promise((r) => setTimeout(r, 150));

  it('lists open public rooms newest first, with the entry the spec names; private rooms and rooms without a game never', async () => {
    const first = await publicRoom();
    await createRoom(app, host, 'SYNC_THINK');
    const second = await publicRoom('RPS_SHOOT');
    // A public room whose game has not been made yet has nothing to join into.
    const bare = await post('/gameSession/create', host, { isPublic: true, language: 'en', hostType: 'HOST', initialGameType: 'SYNC_THINK' });
    expect(bare.statusCode).toBe(200);
    const third = await publicRoom();
    await join(app, await guest(app), third, 'Ann', 'bagel');

    const entries = await list();
    expect(entries.map((g) => g.gameCode)).toEqual([third, second, first]);
    expect(entries[0]).toEqual({ gameId: expect.any(Number), gameCode: third, gameType: 'SYNC_THINK', createdAt: expect.any(String), playerCount: 1 });
    expect(entries[1]).toMatchObject({ gameType: 'RPS_SHOOT', playerCount: 0 });
    expect(Date.parse(entries[0]!.createdAt)).toBeGreaterThan(Date.parse(entries[2]!.createdAt));
    expect(await list('/game/publicGames')).toEqual(entries);
  });

  it('leaves out a full room, and lists it again once a seat is free', async () => {
    const code = await publicRoom('RPS_SHOOT');
    const max = manifestOf('RPS_SHOOT')!.players.max;
    for (let i = 0; i < 6; i++) expect((await post(`/game/${code}/addAISessionPlayer`, host)).statusCode).toBe(200);
    const seats: SessionPlayerDto[] = [];
    for (let i = 6; i < max; i++) {
      const user = await guest(app);
      const res = await join(app, user, code, 'Guest', FOOD_AVATARS[i]!.id);
      expect(res.statusCode, res.body).toBe(200);
      seats.push(res.json());
      if (i < max - 1) expect(await list()).toEqual([expect.objectContaining({ gameCode: code, playerCount: i + 1 })]);
    }
    expect(await codes()).toEqual([]);
    expect((await post(`/gameSession/${code}/${seats[0]!.playerId}/quit`, host)).statusCode).toBe(204);
    expect(await list()).toEqual([expect.objectContaining({ gameCode: code, playerCount: max - 1 })]);
  });

  it('leaves out finished rooms: closed by the host, or whose game is over until a new one is made', async () => {
    const closed = await publicRoom();
    const played = await publicRoom();
    expect(await codes()).toEqual([played, closed]);

    expect((await post(`/gameSession/${closed}/destroy`, host)).statusCode).toBe(204);
    expect(await codes()).toEqual([played]);

    for (let i = 0; i < 2; i++) expect((await post(`/game/${played}/addAISessionPlayer`, host)).statusCode).toBe(200);
    await app.rooms.startGame(await app.tokens.verify(host.token), played);
    // A game in play may still be joined (as a late player): it stays listed.
    expect(await codes()).toEqual([played]);
    expect((await post('/host/endGame', host, { gameCode: played })).statusCode).toBe(204);
    expect(await codes()).toEqual([]);
    expect((await post('/host/duplicate', host, { gameCode: played })).statusCode).toBe(200);
    expect(await codes()).toEqual([played]);
  });

  it('leaves out a room nobody has been connected to for two minutes, and lists it again when a member is back', async () => {
    const code = await publicRoom();
    // The room's creation time is the database's: on a busy machine it can be later than the test's clock.
    clock = Math.max(clock, Date.parse((await list())[0]!.createdAt));
    clock += PUBLIC_ROOM_IDLE_MS - SECOND;
    expect(await codes()).toEqual([code]);
    clock += 2 * SECOND;
    expect(await codes()).toEqual([]);

    // The host screen comes back: listed while it is there, and for two minutes after it leaves.
    const screen = await hostScreen(code);
    expect(screen.connected).toBe(true);
    expect(await codes()).toEqual([code]);
    clock += 10 * PUBLIC_ROOM_IDLE_MS;
    expect(await codes()).toEqual([code]);
    await screen.close();
    await disconnected();
    clock += PUBLIC_ROOM_IDLE_MS - SECOND;
    expect(await codes()).toEqual([code]);
    clock += 2 * SECOND;
    expect(await codes()).toEqual([]);

    // A seat's phone counts as much as the host screen; a phone still choosing its seat does not.
    const ann = await guest(app);
    const seat = (await join(app, ann, code, 'Ann', 'bagel')).json() as SessionPlayerDto;
    await connect({ gameCode: code, purpose: 'join', Authorization: `Bearer ${(await guest(app)).token}` });
    expect(await codes()).toEqual([]);
    const phone = await connect({ gameCode: code, purpose: 'player', playerSessionId: String(seat.sessionPlayerId), Authorization: `Bearer ${ann.token}` });
    expect(phone.connected).toBe(true);
    expect(await list()).toEqual([expect.objectContaining({ gameCode: code, playerCount: 1 })]);
  });

  it('publishes the whole list on /public/publicGames as public rooms appear, change and end', async () => {
    const client = await listener();
    const code = await publicRoom();
    await client.until(() => lastList(client)?.[0]?.gameCode === code, 'the new room');
    expect(lastList(client)).toEqual(await list());

    await join(app, await guest(app), code, 'Ann', 'bagel');
    await client.until(() => lastList(client)?.[0]?.playerCount === 1, 'the new player count');

    // A private room is never published.
    const secret = await createRoom(app, host, 'SYNC_THINK');
    const otherHost = await guest(app);
    const other = await publicRoom('RPS_SHOOT', otherHost);
    await client.until(() => lastList(client)?.[0]?.gameCode === other, 'the second public room');
    expect(client.received.some((m) => JSON.stringify(m.body).includes(secret))).toBe(false);

    // Its game ends on its own (the host ends it): it leaves the list.
    for (let i = 0; i < 2; i++) expect((await post(`/game/${code}/addAISessionPlayer`, host)).statusCode).toBe(200);
    await app.rooms.startGame(await app.tokens.verify(host.token), code);
    expect((await post('/host/endGame', host, { gameCode: code })).statusCode).toBe(204);
    await client.until(() => lastList(client)?.map((g) => g.gameCode).join() === other, 'the ended game gone');

    expect((await post(`/gameSession/${other}/destroy`, otherHost)).statusCode).toBe(204);
    await client.until(() => lastList(client)?.length === 0, 'the closed room gone');
  });

  it('takes an idle room off for its listeners, and puts it back when its host screen returns', async () => {
    const code = await publicRoom();
    const client = await listener();
    // A listener's arrival publishes the list as it is (the REST answer is the same list).
    await client.until(() => lastList(client)?.[0]?.gameCode === code, 'the room');

    clock += PUBLIC_ROOM_IDLE_MS + SECOND;
    await listener();
    await client.until(() => lastList(client)?.length === 0, 'the idle room gone');

    const screen = await hostScreen(code);
    await client.until(() => lastList(client)?.[0]?.gameCode === code, 'the room back');
    await screen.close();
    await disconnected();
    clock += PUBLIC_ROOM_IDLE_MS + SECOND;
    await listener();
    await client.until(() => lastList(client)?.length === 0, 'the idle room gone again');
  });

  it('a public connection needs a token, and hears the public list only: no room of its own, no sending', async () => {
    const code = await publicRoom();
    const anonymous = await connect({ purpose: 'public' });
    expect(anonymous.connected).toBe(false);
    expect(anonymous.errors[0]?.headers['message-key']).toBe('error.unauthorized');

    const room = await connect({ purpose: 'public', Authorization: `Bearer ${host.token}` });
    room.client.subscribe(`/common/${code}/playersUpdated`, () => undefined);
    await room.until(() => room.errors.length > 0, 'a refusal');
    expect(room.errors[0]?.headers.message).toMatch(/Not allowed to subscribe/);

    const sender = await connect({ purpose: 'public', Authorization: `Bearer ${host.token}` });
    await sender.subscribe(PUBLIC);
    sender.send(PUBLIC, []);
    await sender.until(() => sender.errors.length > 0, 'a refusal');
    expect(sender.errors[0]?.headers.message).toMatch(/published by the server only/);
  });
});

describe('PublicGamesFeed', () => {
  async function makeUser(name: string): Promise<Principal> {
    const db = (await testDatabase()).db;
    const [row] = await db.insert(users).values({ name, guestId: `${name}-${Math.random()}` }).returning();
    return { userId: row!.id, isGuest: true, roles: [], isAdmin: false, isTestAccount: false, claims: {} as Principal['claims'] };
  }

  it('takes a room off the list on its own when it turns idle, with no other event to tell', async () => {
    const database = await testDatabase();
    await resetDatabase(database);
    const timers = new FakeTimers(Date.now());
    const repo = new RoomRepository(database.db);
    const rooms = new RoomService(repo, new RecordingPublisher(), () => timers.now());
    const publisher = new RecordingPublisher();
    const occupied = new Set<string>();
    const reaper = new RoomReaper(rooms, { idleTimeoutMs: 0, occupied: () => occupied, now: () => timers.now() });
    const feed = new PublicGamesFeed(repo, publisher, () => ({ min: 2, max: 16 }), PUBLIC_ROOM_IDLE_MS, timers);
    feed.useOccupancy(reaper);

    const owner = await makeUser('host');
    const code = (await rooms.createSession(owner, { hostType: 'HOST', initialGameType: 'SYNC_THINK', isPublic: true })).gameCode;
    await rooms.createGame(owner, { gameType: 'SYNC_THINK', gameCode: code });
    feed.changed();
    await timers.advance(0);
    const published = () => publisher.to(PUBLIC) as PublicGameEntry[][];
    // A publish reads the database after the clock fires: on PostgreSQL that can take a moment.
    await vi.waitFor(() => expect(published().at(-1)?.map((g) => g.gameCode)).toEqual([code]));

    await timers.advance(PUBLIC_ROOM_IDLE_MS - SECOND);
    expect(published()).toHaveLength(1);
    await timers.advance(2 * SECOND);
    await vi.waitFor(() => expect(published()).toHaveLength(2));
    expect(published().at(-1)).toEqual([]);

    // Somebody arrives: listed again, and nothing is armed while they stay.
    occupied.add(code);
    feed.roomChanged(code);
    await timers.advance(SECOND);
    await vi.waitFor(() => expect(published()).toHaveLength(3));
    expect(published().at(-1)!.map((g) => g.gameCode)).toEqual([code]);
    await timers.advance(10 * PUBLIC_ROOM_IDLE_MS);
    expect(published()).toHaveLength(3);

    // A room of another code is none of the list's business; once stopped, nothing more is published.
    feed.roomChanged('ZZZZZ');
    await timers.advance(SECOND);
    feed.stop();
    occupied.clear();
    reaper.touch(code);
    feed.changed();
    await timers.advance(10 * PUBLIC_ROOM_IDLE_MS);
    expect(published()).toHaveLength(3);
    expect(timers.size).toBe(0);
  });
});
