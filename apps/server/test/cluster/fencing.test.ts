/**
 * The fence: a process that lost a room's lease (it paused past the lease, or was cut off) and does
 * not know it yet can never store the room's game again, on the database the servers share. The lease
 * comes from a real Redis, the game row from the worker's database (PGlite, or PostgreSQL in the
 * PostgreSQL run).
 */
import { createClient } from 'redis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RoomLeases } from '../../src/cluster/room-leases';
import { users } from '../../src/db/schema';
import { RoomRepository } from '../../src/rooms/repository';
import { resetDatabase, testDatabase } from '../helpers/database';
import { startRedis, type RunningRedis } from '../helpers/redis';

describe('fencing a room game by its lease epoch', () => {
  let redis: RunningRedis;
  let client: ReturnType<typeof createClient>;
  let repo: RoomRepository;

  beforeAll(async () => {
    redis = await startRedis();
    client = createClient({ url: redis.url });
    await client.connect();
    const database = await testDatabase();
    await resetDatabase(database);
    repo = new RoomRepository(database.db);
  }, 20_000);
  afterAll(async () => {
    await client?.close();
    await redis?.stop();
  });

  async function newRoomGame() {
    const db = (await testDatabase()).db;
    const [owner] = await db.insert(users).values({ name: 'host', guestId: `host-${Math.random()}` }).returning();
    const session = await repo.insertSession({ gameCode: `F${Math.random().toString(36).slice(2, 6).toUpperCase()}`, hostType: 'HOST', initialGameType: 'RPS_SHOOT', gameType: 'RPS_SHOOT', ownerUserId: owner!.id });
    const game = await repo.insertGame({ gameSessionId: session.id, gameType: 'RPS_SHOOT', settings: {} });
    return { session, game };
  }

  it("refuses a stale owner's write once the room's new owner has fenced it, and lets the new owner write", async () => {
    const { session, game } = await newRoomGame();
    const a = new RoomLeases(client, 'server-a', 200);
    const b = new RoomLeases(client, 'server-b', 200);

    // Server A takes the room and stores its moves.
    const epochA = (await a.acquire(session.gameCode, await repo.roomEpoch(session.id)))!;
    expect(await repo.fenceGame(game.id, epochA)).toBe(true);
    expect(await repo.updateMatch(game.id, 0, { match: { by: 'a', n: 1 }, over: false }, epochA)).toBe(true);

    // A stalls past its lease; B takes the room with a larger epoch and fences the game.
    await new Promise((r) => setTimeout(r, 300));
    const epochB = (await b.acquire(session.gameCode, await repo.roomEpoch(session.id)))!;
    expect(epochB).toBeGreaterThan(epochA);
    expect(await repo.fenceGame(game.id, epochB)).toBe(true);

    // A wakes up and writes as if nothing happened, even with the right revision: refused.
    expect(await repo.updateMatch(game.id, 1, { match: { by: 'a', n: 2 }, over: false }, epochA)).toBe(false);
    expect(await repo.fenceGame(game.id, epochA)).toBe(false);
    expect((await repo.storedMatch(game.id)).match).toEqual({ by: 'a', n: 1 });
    // B's write, with the revision it loaded, is stored.
    expect(await repo.updateMatch(game.id, 1, { match: { by: 'b', n: 2 }, over: false }, epochB)).toBe(true);
    expect(await repo.storedMatch(game.id)).toEqual({ match: { by: 'b', n: 2 }, revision: 2 });
    expect(await a.renew(session.gameCode, epochA)).toBe(false);
    expect(await repo.roomEpoch(session.id)).toBe(epochB);

    // A Redis that lost its data still hands out an epoch above the one the database saw.
    await client.flushAll();
    await new Promise((r) => setTimeout(r, 300));
    expect(await a.acquire(session.gameCode, await repo.roomEpoch(session.id))).toBe(epochB + 1);
  });

  it('leaves a single server (no epoch) to the revision alone', async () => {
    const { game } = await newRoomGame();
    expect(await repo.updateMatch(game.id, 0, { match: { n: 1 }, over: false })).toBe(true);
    expect(await repo.updateMatch(game.id, 0, { match: { n: 2 }, over: false })).toBe(false);
    expect(await repo.updateMatch(game.id, 1, { match: { n: 2 }, over: false })).toBe(true);
  });
});
