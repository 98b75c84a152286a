import { and, asc, count, eq, inArray, or } from 'drizzle-orm';
import type { Db } from '../db/client';
import { users, wordPacks, type WordPackRow } from '../db/schema';

export type WordPackWithOwner = WordPackRow & { ownerName: string };
type NewWordPack = typeof wordPacks.$inferInsert;

/** The queries word packs need; the rules live in the routes and the runtime. */
export class WordPackRepository {
  constructor(private readonly db: Db) {}

  private selectWithOwner() {
    return this.db.select({ pack: wordPacks, ownerName: users.name }).from(wordPacks).innerJoin(users, eq(users.id, wordPacks.ownerUserId));
  }

  async find(id: number): Promise<WordPackWithOwner | undefined> {
    const [row] = await this.selectWithOwner().where(eq(wordPacks.id, id));
    return row && { ...row.pack, ownerName: row.ownerName };
  }

  /** A user's packs; only the public ones when `publicOnly`. */
  async ofOwner(ownerUserId: number, options: { language?: string; publicOnly?: boolean }): Promise<WordPackWithOwner[]> {
    const conditions = [eq(wordPacks.ownerUserId, ownerUserId)];
    if (options.language) conditions.push(eq(wordPacks.language, options.language));
    if (options.publicOnly) conditions.push(eq(wordPacks.isPublic, true));
    const rows = await this.selectWithOwner().where(and(...conditions)).orderBy(asc(wordPacks.id));
    return rows.map((r) => ({ ...r.pack, ownerName: r.ownerName }));
  }

  async countOfOwner(ownerUserId: number): Promise<number> {
    const [row] = await this.db.select({ n: count() }).from(wordPacks).where(eq(wordPacks.ownerUserId, ownerUserId));
    return row?.n ?? 0;
  }

  /** The packs among `ids` this user may play with: their own and public ones. */
  async usable(ids: readonly number[], userId: number): Promise<WordPackRow[]> {
    if (ids.length === 0) return [];
    return this.db
      .select()
      .from(wordPacks)
      .where(and(inArray(wordPacks.id, [...ids]), or(eq(wordPacks.ownerUserId, userId), eq(wordPacks.isPublic, true))))
      .orderBy(asc(wordPacks.id));
  }

  async insert(values: NewWordPack): Promise<WordPackRow> {
    const [row] = await this.db.insert(wordPacks).values(values).returning();
    return row!;
  }

  async update(id: number, values: Partial<NewWordPack>): Promise<WordPackRow> {
    const [row] = await this.db.update(wordPacks).set({ ...values, updatedAt: new Date() }).where(eq(wordPacks.id, id)).returning();
    return row!;
  }

  async delete(id: number): Promise<void> {
    await this.db.delete(wordPacks).where(eq(wordPacks.id, id));
  }
}
