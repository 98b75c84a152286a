import { and, asc, count, eq, inArray, or } from 'drizzle-orm';
import type { PackKind } from '@snackparty/protocol';
import type { Db } from '../db/client';
import { packs, users, type PackRow } from '../db/schema';

export type PackWithOwner = PackRow & { ownerName: string };
export type NewPack = Pick<PackRow, 'ownerUserId' | 'name' | 'language' | 'entries' | 'isPublic'>;

/** The queries packs of one kind need; every query stays within its kind. The rules live in the routes and the games. */
export class PackRepository {
  constructor(
    private readonly db: Db,
    readonly kind: PackKind,
  ) {}

  private selectWithOwner() {
    return this.db.select({ pack: packs, ownerName: users.name }).from(packs).innerJoin(users, eq(users.id, packs.ownerUserId));
  }

  async find(id: number): Promise<PackWithOwner | undefined> {
    const [row] = await this.selectWithOwner().where(and(eq(packs.id, id), eq(packs.kind, this.kind)));
    return row && { ...row.pack, ownerName: row.ownerName };
  }

  /** A user's packs; only the public ones when `publicOnly`. */
  async ofOwner(ownerUserId: number, options: { language?: string; publicOnly?: boolean }): Promise<PackWithOwner[]> {
    const conditions = [eq(packs.ownerUserId, ownerUserId), eq(packs.kind, this.kind)];
    if (options.language) conditions.push(eq(packs.language, options.language));
    if (options.publicOnly) conditions.push(eq(packs.isPublic, true));
    const rows = await this.selectWithOwner().where(and(...conditions)).orderBy(asc(packs.id));
    return rows.map((r) => ({ ...r.pack, ownerName: r.ownerName }));
  }

  async countOfOwner(ownerUserId: number): Promise<number> {
    const [row] = await this.db.select({ n: count() }).from(packs).where(and(eq(packs.ownerUserId, ownerUserId), eq(packs.kind, this.kind)));
    return row?.n ?? 0;
  }

  /** The packs among `ids` this user may play with: their own and public ones. */
  async usable(ids: readonly number[], userId: number): Promise<PackRow[]> {
    if (ids.length === 0) return [];
    return this.db
      .select()
      .from(packs)
      .where(and(inArray(packs.id, [...ids]), eq(packs.kind, this.kind), or(eq(packs.ownerUserId, userId), eq(packs.isPublic, true))))
      .orderBy(asc(packs.id));
  }

  async insert(values: NewPack): Promise<PackRow> {
    const [row] = await this.db.insert(packs).values({ ...values, kind: this.kind }).returning();
    return row!;
  }

  async update(id: number, values: Partial<NewPack>): Promise<PackRow> {
    const [row] = await this.db
      .update(packs)
      .set({ ...values, updatedAt: new Date() })
      .where(and(eq(packs.id, id), eq(packs.kind, this.kind)))
      .returning();
    return row!;
  }

  async delete(id: number): Promise<void> {
    await this.db.delete(packs).where(and(eq(packs.id, id), eq(packs.kind, this.kind)));
  }
}
