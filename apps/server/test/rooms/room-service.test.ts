import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { FOOD_AVATARS } from '@snackparty/protocol';
import type { Principal } from '../../src/auth/tokens';
import { users } from '../../src/db/schema';
import { RecordingPublisher } from '../../src/rooms/publisher';
import { RoomRepository } from '../../src/rooms/repository';
import { RoomService } from '../../src/rooms/room-service';
import { resetDatabase, testDatabase } from '../helpers/database';

async function makeUser(name: string): Promise<Principal> {
  const db = (await testDatabase()).db;
  const [row] = await db.insert(users).values({ name, guestId: `${name}-${Math.random()}` }).returning();
  return { userId: row!.id, isGuest: true, roles: [], isAdmin: false, isTestAccount: false, claims: {} as Principal['claims'] };
}

describe('RoomService', () => {
  let publisher: RecordingPublisher;
  let rooms: RoomService;
  let host: Principal;
  let code: string;
  let clock: number;

  beforeEach(async () => {
    const database = await testDatabase();
    await resetDatabase(database);
    publisher = new RecordingPublisher();
    clock = 1_000_000;
    rooms = new RoomService(new RoomRepository(database.db), publisher, () => clock);
    host = await makeUser('host');
    code = (await rooms.createSession(host, { hostType: 'HOST', initialGameType: 'SYNC_THINK' })).gameCode;
    await rooms.createGame(host, { gameType: 'SYNC_THINK', gameCode: code });
  });
  afterEach(() => undefined);

  const seat = async (name: string, i: number) => {
    const user = await makeUser(name);
    const dto = await rooms.join(user, { gameCode: code, alias: name, avatarSrc: FOOD_AVATARS[i]!.src });
    return { user, dto };
  };

  it('marks the seat holding the host\'s rights, and moves the mark when the rights pass and come back', async () => {
    const owner = await makeUser('owner');
    const room = (await rooms.createSession(owner, { hostType: 'HOST_AND_PLAY', initialGameType: 'SYNC_THINK' })).gameCode;
    await rooms.createGame(owner, { gameType: 'SYNC_THINK', gameCode: room });
    const mine = await rooms.join(owner, { gameCode: room, alias: 'Olga', avatarSrc: FOOD_AVATARS[0]!.src });
    const ann = await makeUser('ann');
    const hers = await rooms.join(ann, { gameCode: room, alias: 'Ann', avatarSrc: FOOD_AVATARS[1]!.src });
    const latest = () => (publisher.to(`/common/${room}/playersUpdated`).at(-1) as Array<{ alias: string; hosting: boolean; gameOwner: boolean }>).map((p) => [p.alias, p.hosting, p.gameOwner]);
    expect(latest()).toEqual([['Olga', true, true], ['Ann', false, false]]);
    rooms.presence.connect(room, hers.sessionPlayerId);
    expect(await rooms.passOwnershipIfAway(room, mine.sessionPlayerId, () => true)).toBe(true);
    // The crown is on the player who hosts now; the creator's seat still says it made the room.
    expect(latest()).toEqual([['Olga', false, true], ['Ann', true, false]]);
    expect((await rooms.playerList(room)).map((p) => p.hosting)).toEqual([false, true]);
    await rooms.handHostBack(ann, room);
    expect(latest()).toEqual([['Olga', true, true], ['Ann', false, false]]);
  });

  it('tells the room about every seat change, with the used avatars', async () => {
    await seat('Ann', 0);
    await seat('Bob', 1);
    const lists = publisher.to(`/common/${code}/playersUpdated`) as Array<Array<{ alias: string }>>;
    expect(lists.at(-1)!.map((p) => p.alias)).toEqual(['Ann', 'Bob']);
    expect(publisher.to(`/common/${code}/sessionPlayersUpdated`).at(-1)).toEqual(lists.at(-1));
    expect(publisher.to(`/common/${code}/usedAvatars`).at(-1)).toEqual([FOOD_AVATARS[0]!.src, FOOD_AVATARS[1]!.src]);
    expect(publisher.to(`/host/${code}/playerMinReached`)).toHaveLength(1);
  });

  it('kicks: tells the player, closes their connections, frees the seat and bars a return', async () => {
    const { user, dto } = await seat('Ann', 0);
    await rooms.kick(host, code, dto.playerId);
    expect(publisher.to(`/host/${code}/playerKicked/${dto.playerId}`)).toEqual([{ playerId: dto.playerId, sessionPlayerId: dto.sessionPlayerId }]);
    expect(publisher.disconnected).toEqual([{ code, sessionPlayerId: dto.sessionPlayerId }]);
    expect(await rooms.playerList(code)).toEqual([]);
    await expect(rooms.rejoin(user, { gameCode: code, sessionPlayerId: dto.sessionPlayerId })).rejects.toMatchObject({ statusCode: 403, messageKey: 'error.player_kicked' });
    await expect(rooms.join(user, { gameCode: code, alias: 'Ann', avatarSrc: FOOD_AVATARS[5]!.src })).rejects.toMatchObject({ statusCode: 403 });
    // The avatar is free again for someone else.
    await expect(seat('Cat', 0)).resolves.toBeDefined();
  });

  it('lets only the host kick, and not themselves', async () => {
    const { user, dto } = await seat('Ann', 0);
    await expect(rooms.kick(user, code, dto.playerId)).rejects.toMatchObject({ statusCode: 403, messageKey: 'error.not_host' });
    const own = await rooms.join(host, { gameCode: code, alias: 'Host', avatarSrc: FOOD_AVATARS[1]!.src });
    await expect(rooms.kick(host, code, own.playerId)).rejects.toMatchObject({ statusCode: 422 });
    await expect(rooms.kick(host, code, 4242)).rejects.toMatchObject({ statusCode: 404 });
  });

  it('removes a kicked AI player without barring AI from the room', async () => {
    const robot = await rooms.addAiPlayer(host, code);
    await rooms.kick(host, code, robot.playerId);
    const again = await rooms.addAiPlayer(host, code);
    expect(again.playerId).toBe(-1);
  });

  it('starts only at the minimum, once, for the host', async () => {
    await seat('Ann', 0);
    await expect(rooms.startGame(host, code)).rejects.toMatchObject({ messageKey: 'error.not_enough_players' });
    const { user } = await seat('Bob', 1);
    await expect(rooms.startGame(user, code)).rejects.toMatchObject({ messageKey: 'error.not_host' });
    const started = await rooms.startGame(host, code);
    expect(started.started).toBe(true);
    expect(publisher.to(`/host/${code}/startGame`)).toHaveLength(1);
    expect(publisher.to(`/common/${code}/gameSessionUpdated`).at(-1)).toMatchObject({ started: true });
    await expect(rooms.startGame(host, code)).rejects.toMatchObject({ messageKey: 'error.game_already_started' });
  });

  it('tracks presence: online on connect, offline on disconnect and after silent heartbeats', async () => {
    const { dto } = await seat('Ann', 0);
    const updates = () => publisher.to(`/common/${code}/websocketConnectionUpdated`);
    rooms.presence.connect(code, dto.sessionPlayerId);
    await new Promise((r) => setTimeout(r, 20));
    expect(updates().at(-1)).toEqual({ playerId: dto.playerId, sessionPlayerId: dto.sessionPlayerId, connected: true });
    expect((await rooms.playerList(code))[0]!.connected).toBe(true);
    clock += 6000;
    rooms.presence.heartbeat(code, dto.sessionPlayerId);
    clock += 6000;
    rooms.presence.sweep();
    expect(rooms.presence.isConnected(dto.sessionPlayerId)).toBe(true);
    clock += 13000;
    rooms.presence.sweep();
    await new Promise((r) => setTimeout(r, 20));
    expect(updates().at(-1)).toMatchObject({ connected: false });
    rooms.presence.heartbeat(code, dto.sessionPlayerId);
    expect(rooms.presence.isConnected(dto.sessionPlayerId)).toBe(true);
    rooms.presence.disconnect(dto.sessionPlayerId);
    expect(rooms.presence.isConnected(dto.sessionPlayerId)).toBe(false);
  });

  it('keeps a seat online while a second connection of it stays open (a reload)', async () => {
    const { dto } = await seat('Ann', 0);
    rooms.presence.connect(code, dto.sessionPlayerId);
    rooms.presence.connect(code, dto.sessionPlayerId);
    rooms.presence.disconnect(dto.sessionPlayerId);
    expect(rooms.presence.isConnected(dto.sessionPlayerId)).toBe(true);
  });
});
