/**
 * The embedded database answers drizzle's queries as drizzle expects (timestamps, dates and intervals
 * as the text drizzle parses itself), without PGlite copying its table of parsers for each query.
 * Runs on the worker's database: PGlite, or PostgreSQL in the PostgreSQL run (where only the results
 * are checked: the same on both).
 */
import type { PGlite } from '@electric-sql/pglite';
import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../src/db/client';
import { users } from '../../src/db/schema';
import { resetDatabase, testDatabase } from '../helpers/database';

function rowsOf(result: unknown): Array<Record<string, unknown>> {
  return (result as { rows: Array<Record<string, unknown>> }).rows;
}

const SAMPLE = sql`SELECT '2026-11-27 10:00:00'::timestamp AS at, '2026-11-27'::date AS day, '1 day 02:00:00'::interval AS span,
  ARRAY[1.5, 2]::numeric[] AS numbers, 42::integer AS n, '{"a": [1, "é"]}'::json AS doc, true AS yes`;

describe('PGlite through drizzle', () => {
  let database: Database;

  beforeAll(async () => {
    database = await testDatabase();
    await resetDatabase(database);
  }, 20_000);

  it('reads every type as drizzle expects, in a query and in a transaction', async () => {
    const expected = { at: '2026-11-27 10:00:00', day: '2026-11-27', span: '1 day 02:00:00', numbers: '{1.5,2}', n: 42, doc: { a: [1, 'é'] }, yes: true };
    expect(rowsOf(await database.db.execute(SAMPLE))[0]).toEqual(expected);
    expect(rowsOf(await database.db.transaction((tx) => tx.execute(SAMPLE)))[0]).toEqual(expected);

    const createdAt = new Date('2026-11-27T10:00:00.123Z');
    const [user] = await database.db.insert(users).values({ name: 'Ada', guestId: 'ada-parsers', createdAt }).returning();
    const [read] = await database.db.select({ createdAt: users.createdAt }).from(users).where(eq(users.id, user!.id));
    expect(read!.createdAt).toEqual(createdAt);
  });

  it("reads with the client's own table of parsers, not a copy merged for each query", async () => {
    if (database.kind !== 'pglite') return;
    const client = (database.db as unknown as { $client: PGlite }).$client;
    const shortcut = { [1114]: () => 'from the query' };
    // A query's own parsers would mean a merged copy of the whole table; the client drops them.
    const result = await client.query<{ at: string }>(`SELECT '2026-11-27 10:00:00'::timestamp AS at`, [], { parsers: shortcut });
    expect(result.rows[0]!.at).toBe('2026-11-27 10:00:00');
    expect(Object.keys(client.parsers).length).toBeGreaterThan(100);
  });
});
