/**
 * Storing a move: what one write of a room's game costs the database, against the smallest writes that
 * could replace it.
 *
 *   npx tsx match-write.bench.ts [--writes 3000] [--rooms 300]
 *   BENCH_DATABASE_URL=postgres://…/postgres npx tsx match-write.bench.ts   # on PostgreSQL (a new database)
 *
 * On the product's schema (migrated as the server does), `--rooms` games each hold an RPS_SHOOT match of
 * 8 seats in its first battle, as the runtime stores it. Each kind of write is made `--writes` times,
 * round-robin over the rooms, one after the other, as a room's moves are:
 *
 * - the product's write (`RoomRepository.updateMatch`): the whole match, on the revision and epoch;
 * - the same write of 4 and of 16 rooms' games in one statement (`RoomRepository.updateMatches`), as the
 *   server sends the writes asked in one turn of its event loop; its time is given per game;
 * - a write of the revision alone on the same row: the floor of any smaller write of the game row;
 * - an insert of the move alone into a table of moves: what a log of moves would write instead.
 *
 * Prints one Markdown row per kind: ms per write (wall) and, on PGlite (the database in this process),
 * the process's CPU ms per write. See docs/performance.md, "Storing a move".
 */
import { performance } from 'node:perf_hooks';
import { parseArgs } from 'node:util';
import { sql } from 'drizzle-orm';
import { applyMove, isInvalid, startMatch, tick, type Match } from '@snackparty/engine';
import { rpsShoot } from '@snackparty/games';
import { gameSettingsSchema } from '@snackparty/games/manifests';
import { openDatabase } from '../apps/server/src/db/client';
import { gameSessions, games, users } from '../apps/server/src/db/schema';
import { RoomRepository } from '../apps/server/src/rooms/repository';
import { intOption, readArgs } from './lib/args';
import { freshDatabase } from './lib/fresh-database';
import { log, runBench } from './lib/log';

const USAGE = `Usage: npx tsx match-write.bench.ts [--writes 3000] [--rooms 300]
  --writes <n>   writes of each kind (default 3000), after 300 of warm-up
  --rooms <n>    games written round-robin (default 300)
BENCH_DATABASE_URL=postgres://… runs it on a new database of that PostgreSQL server.`;

/** An RPS_SHOOT match of 8 people in its first battle, both fighters' throws and the bettors' bets in. */
function matchInPlay(): Match<unknown> {
  const def = rpsShoot as unknown as Parameters<typeof startMatch>[0];
  const settings = gameSettingsSchema.parse({ numberOfRounds: 7 }) as never;
  const seats = Array.from({ length: 8 }, (_, i) => ({ playerId: 1000 + i, alias: `Player ${i + 1}`, robot: false }));
  let now = Date.now();
  let match = startMatch(def, { seats, settings, seed: 7, now }).match as Match<unknown>;
  // Past the introduction, to the first battle's picks.
  for (let stages = 0; match.stage !== 'pick' && stages < 10; stages++) {
    now = (match.stageEndsAt ?? now) + 1;
    match = (tick(def, match as never, settings, now)?.match as Match<unknown> | undefined) ?? match;
  }
  const fighters = (match.state as { turns: Array<{ playerId: number }> }).turns.map((turn) => turn.playerId);
  for (const { playerId } of seats) {
    const move = fighters.includes(playerId)
      ? { move: 'pick', payload: { moves: ['ROCK', 'PAPER'] }, stageNumber: match.stageNumber, moveId: `m-${playerId}` }
      : { move: 'bet', payload: { expectedResult: 'WIN' }, stageNumber: match.stageNumber, moveId: `m-${playerId}` };
    const step = applyMove(def, match as never, settings, { playerId, ...move }, now + 1000);
    if (isInvalid(step)) throw new Error(`the bench's move was refused: ${step.invalid}`);
    match = step.match as Match<unknown>;
  }
  return match;
}

async function main(): Promise<void> {
  const values = readArgs(
    () => parseArgs({ options: { writes: { type: 'string', default: '3000' }, rooms: { type: 'string', default: '300' }, help: { type: 'boolean' } } }),
    USAGE,
  );
  const writes = intOption('writes', values.writes, 100, 1_000_000);
  const rooms = intOption('rooms', values.rooms, 1, 100_000);
  const admin = process.env.BENCH_DATABASE_URL;
  const databaseUrl = admin ? await freshDatabase(admin, 'snackparty_bench_writes') : 'memory://';
  const database = await openDatabase({ databaseUrl, dataDir: '' });
  try {
    const { db } = database;
    const repo = new RoomRepository(db);
    const match = matchInPlay();
    const [owner] = await db.insert(users).values({ name: 'Host', guestId: 'bench-host' }).returning();
    const ids: number[] = [];
    for (let i = 0; i < rooms; i++) {
      const code = `B${String(i).padStart(4, '0')}`;
      const [room] = await db.insert(gameSessions).values({ gameCode: code, hostType: 'HOST', initialGameType: 'RPS_SHOOT', gameType: 'RPS_SHOOT', ownerUserId: owner!.id }).returning();
      const [game] = await db.insert(games).values({ gameSessionId: room!.id, gameType: 'RPS_SHOOT', settings: {}, match, matchRevision: 0 }).returning();
      ids.push(game!.id);
    }
    await db.execute(sql`CREATE TABLE bench_moves (game_id integer NOT NULL, revision integer NOT NULL, move jsonb NOT NULL, PRIMARY KEY (game_id, revision))`);
    const revisions = new Map(ids.map((id) => [id, 0]));
    const move = { playerId: 1003, move: 'pick', payload: { moves: ['ROCK', 'PAPER', 'ROCK'] }, stageNumber: match.stageNumber, moveId: 'a1b2c3d4', at: Date.now() };
    const together = (size: number) => ({
      name: `the whole match of ${size} games in one statement (\`updateMatches\`), per game`,
      games: size,
      write: async (id: number) => {
        const first = ids.indexOf(id);
        const group = Array.from({ length: size }, (_, k) => ids[(first + k) % ids.length]!);
        const stored = await repo.updateMatches(group.map((gameId) => ({ gameId, expectedRevision: revisions.get(gameId)!, match, over: false, epoch: 1 })));
        if (stored.size !== size) throw new Error('a write did not follow the stored revision');
        for (const gameId of group.slice(1)) revisions.set(gameId, revisions.get(gameId)! + 1);
      },
    });
    const kinds: Array<{ name: string; games?: number; write: (id: number, revision: number) => Promise<unknown> }> = [
      {
        name: 'the whole match (`updateMatch`, on revision and epoch)',
        write: async (id, revision) => {
          if (!(await repo.updateMatch(id, revision, { match, over: false }, 1))) throw new Error('the write did not follow the stored revision');
        },
      },
      together(4),
      together(16),
      { name: 'the revision alone', write: (id, revision) => db.execute(sql`UPDATE games SET match_revision = ${revision + 1} WHERE id = ${id} AND match_revision = ${revision}`) },
      { name: 'one move row, inserted', write: (id, revision) => db.execute(sql`INSERT INTO bench_moves (game_id, revision, move) VALUES (${id}, ${revision + 1}, ${JSON.stringify(move)}::jsonb)`) },
    ];
    const bytes = Buffer.byteLength(JSON.stringify(match));
    process.stdout.write(`${admin ? 'PostgreSQL (its own processes)' : 'PGlite (in memory, in this process)'}; match of ${bytes} bytes as JSON; ${writes} writes of each kind over ${rooms} games, one at a time.\n\n`);
    process.stdout.write('| write | ms per write | CPU ms per write (this process) |\n|---|---:|---:|\n');
    for (const kind of kinds) {
      let n = 0;
      const size = kind.games ?? 1;
      const next = async () => {
        const id = ids[n % ids.length]!;
        n += size;
        const revision = revisions.get(id)!;
        await kind.write(id, revision);
        revisions.set(id, revision + 1);
      };
      for (let i = 0; i < 300; i += size) await next();
      const cpu = process.cpuUsage();
      const started = performance.now();
      for (let i = 0; i < writes; i += size) await next();
      const wallMs = (performance.now() - started) / writes;
      const used = process.cpuUsage(cpu);
      const cpuMs = (used.user + used.system) / 1000 / writes;
      log(`${kind.name}: ${wallMs.toFixed(3)} ms`);
      process.stdout.write(`| ${kind.name} | ${wallMs.toFixed(3)} | ${cpuMs.toFixed(3)} |\n`);
    }
  } finally {
    await database.close();
  }
}

runBench(main, { usage: USAGE, cleanup: () => undefined });
