/**
 * Match writes of many rooms asked in one turn of the event loop go to the database in one statement,
 * each on its own revision and epoch, each with its own answer. The unit part counts the statements
 * with a stand-in; the database part runs the statement on the worker's database (PGlite, or
 * PostgreSQL in the PostgreSQL run).
 */
import { setImmediate as nextTurn } from 'node:timers/promises';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { inArray } from 'drizzle-orm';
import { games, users } from '../../src/db/schema';
import { MAX_WRITES_PER_STATEMENT, MatchWrites, type MatchWrite } from '../../src/rooms/match-writes';
import { RoomRepository } from '../../src/rooms/repository';
import { resetDatabase, testDatabase } from '../helpers/database';

function write(gameId: number, expectedRevision = 0): MatchWrite {
  return { gameId, expectedRevision, match: { gameId }, over: false };
}

/** A database stand-in that stores every write but those of `refused`, and keeps each statement. */
function recordingStore(refused = new Set<number>()) {
  const statements: number[][] = [];
  let failing: Error | undefined;
  const writes = new MatchWrites(async (batch) => {
    statements.push(batch.map((w) => w.gameId));
    if (failing) throw failing;
    return new Set(batch.map((w) => w.gameId).filter((id) => !refused.has(id)));
  });
  return { writes, statements, fail: (err: Error | undefined) => (failing = err) };
}

describe('match writes gathered over a turn', () => {
  it('sends the writes asked in one turn as one statement, and each gets its own answer', async () => {
    const { writes, statements } = recordingStore(new Set([2]));
    const answers = await Promise.all([writes.write(write(1)), writes.write(write(2)), writes.write(write(3))]);
    expect(statements).toEqual([[1, 2, 3]]);
    expect(answers).toEqual([true, false, true]);
  });

  it('writes a lone move at the end of its turn, alone, and a later turn in a statement of its own', async () => {
    const { writes, statements } = recordingStore();
    expect(await writes.write(write(1))).toBe(true);
    await nextTurn();
    const later = writes.write(write(2));
    await nextTurn();
    expect(await later).toBe(true);
    expect(statements).toEqual([[1], [2]]);
  });

  it('fails every write of a statement that failed, and the next turn writes again', async () => {
    const store = recordingStore();
    store.fail(new Error('connection lost'));
    const results = await Promise.allSettled([store.writes.write(write(1)), store.writes.write(write(2))]);
    expect(results.map((r) => r.status)).toEqual(['rejected', 'rejected']);
    store.fail(undefined);
    expect(await store.writes.write(write(1, 0))).toBe(true);
    expect(store.statements).toEqual([[1, 2], [1]]);
  });

  it('answers the writes of a statement that could not even be sent with its error', async () => {
    const writes = new MatchWrites(() => {
      throw new TypeError('Do not know how to serialize a BigInt');
    });
    await expect(writes.write(write(1))).rejects.toThrow('BigInt');
    await expect(writes.write(write(2))).rejects.toThrow('BigInt');
  });

  it('never puts one game twice in a statement, and keeps statements to their size', async () => {
    const { writes, statements } = recordingStore();
    const many = Array.from({ length: MAX_WRITES_PER_STATEMENT + 1 }, (_, i) => writes.write(write(100 + i)));
    const twice = [writes.write(write(1, 0)), writes.write(write(1, 1))];
    expect(await Promise.all([...many, ...twice])).toEqual(Array(many.length + 2).fill(true));
    expect(statements.map((s) => s.length)).toEqual([MAX_WRITES_PER_STATEMENT, 2, 1]);
    expect(statements[2]).toEqual([1]);
  });
});

describe('match writes on the database', () => {
  let repo: RoomRepository;
  let db: Awaited<ReturnType<typeof testDatabase>>['db'];

  beforeAll(async () => {
    const database = await testDatabase();
    await resetDatabase(database);
    db = database.db;
    repo = new RoomRepository(db);
  }, 20_000);

  async function newGame(): Promise<number> {
    const [owner] = await db.insert(users).values({ name: 'host', guestId: `host-${Math.random()}` }).returning();
    const session = await repo.insertSession({ gameCode: `W${Math.random().toString(36).slice(2, 6).toUpperCase()}`, hostType: 'HOST', initialGameType: 'RPS_SHOOT', gameType: 'RPS_SHOOT', ownerUserId: owner!.id });
    return (await repo.insertGame({ gameSessionId: session.id, gameType: 'RPS_SHOOT', settings: {} })).id;
  }

  it('stores the games of one statement each on its own revision and epoch', async () => {
    const [a, b, c, d] = await Promise.all([newGame(), newGame(), newGame(), newGame()]);
    expect(await repo.updateMatch(b!, 0, { match: { n: 1 }, over: false })).toBe(true);
    expect(await repo.fenceGame(d!, 5)).toBe(true);

    const stored = await repo.updateMatches([
      { gameId: a!, expectedRevision: 0, match: { n: 1, text: 'é ✓ "quoted"' }, over: false },
      // Follows a revision the game has left: refused.
      { gameId: b!, expectedRevision: 0, match: { n: 'late' }, over: false },
      { gameId: c!, expectedRevision: 0, match: { n: 1 }, over: true, epoch: 3 },
      // Fenced by a newer owner (epoch 5): refused.
      { gameId: d!, expectedRevision: 0, match: { n: 'stale owner' }, over: false, epoch: 4 },
    ]);
    expect([...stored].sort((x, y) => x - y)).toEqual([a!, c!].sort((x, y) => x - y));
    expect(await repo.storedMatch(a!)).toEqual({ match: { n: 1, text: 'é ✓ "quoted"' }, revision: 1 });
    expect(await repo.storedMatch(b!)).toEqual({ match: { n: 1 }, revision: 1 });
    expect(await repo.storedMatch(c!)).toEqual({ match: { n: 1 }, revision: 1 });
    expect(await repo.storedMatch(d!)).toEqual({ match: null, revision: 0 });
    const epochs = await db.select({ id: games.id, epoch: games.ownerEpoch }).from(games).where(inArray(games.id, [a!, c!, d!]));
    expect(Object.fromEntries(epochs.map((row) => [row.id, row.epoch]))).toEqual({ [a!]: 0, [c!]: 3, [d!]: 5 });
  });

  it("answers each room's move on its own when they are written in the same turn", async () => {
    const ids = await Promise.all([newGame(), newGame(), newGame()]);
    const statements = vi.spyOn(repo, 'updateMatches');
    const answers = await Promise.all([
      repo.updateMatch(ids[0]!, 0, { match: { n: 1 }, over: false }),
      repo.updateMatch(ids[1]!, 7, { match: { n: 1 }, over: false }),
      repo.updateMatch(ids[2]!, 0, { match: { n: 1 }, over: false }, 2),
    ]);
    expect(answers).toEqual([true, false, true]);
    expect(statements).toHaveBeenCalledTimes(1);
    expect((await repo.storedMatch(ids[1]!)).revision).toBe(0);
    statements.mockRestore();
  });
});
