import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { afterAll, describe, expect, it } from 'vitest';
import type { Db } from '../../src/db/client';
import { MIGRATIONS_FOLDER } from '../../src/db/client';
import * as schema from '../../src/db/schema';
import { PackRepository } from '../../src/packs/pack-repository';

/** The migrations up to and including `tag`, in a folder of their own: a database as an older release left it. */
function migrationsUpTo(tag: string): string {
  const dir = mkdtempSync(join(tmpdir(), 'snackparty-migrations-'));
  cpSync(MIGRATIONS_FOLDER, dir, { recursive: true });
  const journalPath = join(dir, 'meta', '_journal.json');
  const journal = JSON.parse(readFileSync(journalPath, 'utf8')) as { entries: Array<{ tag: string }> };
  const last = journal.entries.findIndex((e) => e.tag === tag);
  expect(last).toBeGreaterThanOrEqual(0);
  journal.entries = journal.entries.slice(0, last + 1);
  writeFileSync(journalPath, JSON.stringify(journal));
  return dir;
}

describe('the packs migration', () => {
  const folders: string[] = [];
  afterAll(() => {
    for (const dir of folders) rmSync(dir, { recursive: true, force: true });
  });

  it('keeps the word packs a server already has, as packs of kind word', async () => {
    const client = new PGlite();
    const db = drizzle(client, { schema });
    const before = migrationsUpTo('0004_drawing_strokes');
    folders.push(before);
    await migrate(db, { migrationsFolder: before });
    await db.execute(sql`INSERT INTO users (name, is_guest) VALUES ('Ann', false)`);
    await db.execute(sql`INSERT INTO word_packs (owner_user_id, name, language, words, is_public) VALUES (1, 'Kitchen', 'en', '["spoon","fork"]', true)`);

    await migrate(db, { migrationsFolder: MIGRATIONS_FOLDER });
    const rows = await db.select().from(schema.packs);
    expect(rows).toMatchObject([{ id: 1, kind: 'word', ownerUserId: 1, name: 'Kitchen', language: 'en', entries: ['spoon', 'fork'], isPublic: true }]);

    // The ids go on from the old table's; both kinds live side by side, and no other kind can be stored.
    const words = new PackRepository(db as unknown as Db, 'word');
    const categories = new PackRepository(db as unknown as Db, 'category');
    const next = await categories.insert({ ownerUserId: 1, name: 'Questions', language: 'en', entries: ['Why?'], isPublic: true });
    expect(next).toMatchObject({ id: 2, kind: 'category' });
    expect((await words.usable([1, 2], 1)).map((p) => p.id)).toEqual([1]);
    expect((await categories.usable([1, 2], 1)).map((p) => p.id)).toEqual([2]);
    await expect(db.execute(sql`INSERT INTO packs (kind, owner_user_id, name, language, entries) VALUES ('song', 1, 'x', 'en', '[]')`)).rejects.toThrow();
    // Deleting the owner still takes their packs along.
    await db.execute(sql`DELETE FROM users WHERE id = 1`);
    expect(await db.select().from(schema.packs)).toEqual([]);
    await client.close();
  });
});
