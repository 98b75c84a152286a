import { and, desc, eq, ilike, isNull, or } from 'drizzle-orm';
import { ADMIN_MESSAGE_KEYS, ASSIGNABLE_ROLES, MESSAGE_KEYS, ROLE_ADMIN, type AdminUser, type MessageKey } from '@snackparty/protocol';
import { rolesFor, type RoleRules } from '../accounts/roles';
import type { Db } from '../db/client';
import { users, type UserRow } from '../db/schema';
import { AppError } from '../errors';

const LISTED_USERS = 50;

export interface SessionEnder {
  /** Ends every sign-in of the user, so a token with roles it no longer has stops working now. */
  endAll(userId: number): Promise<void>;
}

function adminError(statusCode: number, messageKey: string, message: string): AppError {
  return new AppError(statusCode, messageKey as MessageKey, message);
}

/** `%` and `_` typed into the search box are matched as themselves. */
function likePattern(query: string): string {
  return `%${query.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/**
 * Accounts and their roles on the admin page. Roles are stored on the account (`users.roles`); the
 * configuration's (ADMIN_EMAILS, TEST_ACCOUNT_EMAILS) are added whenever a token is issued, so they
 * cannot be taken here. A new role reaches the account's token at its next renewal; taking the admin
 * role away also ends the account's sign-ins, so the admin rights end at once.
 */
export class UserRoles {
  constructor(
    private readonly db: Db,
    private readonly rules: RoleRules,
    private readonly sessions: SessionEnder,
  ) {}

  async list(query: string): Promise<AdminUser[]> {
    const q = query.trim();
    const rows = await this.db
      .select()
      .from(users)
      .where(and(eq(users.isGuest, false), isNull(users.deletedAt), q ? or(ilike(users.email, likePattern(q)), ilike(users.name, likePattern(q))) : undefined))
      .orderBy(desc(users.createdAt), desc(users.id))
      .limit(LISTED_USERS);
    return rows.map((row) => this.toAdminUser(row));
  }

  async set(adminUserId: number, userId: number, requested: readonly string[]): Promise<AdminUser> {
    const [user] = await this.db.select().from(users).where(and(eq(users.id, userId), isNull(users.deletedAt)));
    if (!user) throw new AppError(404, MESSAGE_KEYS.notFound, 'No such account');
    if (user.isGuest) throw adminError(422, ADMIN_MESSAGE_KEYS.guestRoles, 'Guests have no roles');
    if (userId === adminUserId && !requested.includes(ROLE_ADMIN)) throw adminError(409, ADMIN_MESSAGE_KEYS.ownAdminRole, 'You cannot take the admin role from yourself');
    // Roles this page does not manage stay as they are.
    const others = user.roles.filter((role) => !(ASSIGNABLE_ROLES as readonly string[]).includes(role));
    const roles = rolesFor(user.email, [...others, ...requested], this.rules);
    const [updated] = await this.db.update(users).set({ roles }).where(eq(users.id, userId)).returning();
    if (user.roles.includes(ROLE_ADMIN) && !roles.includes(ROLE_ADMIN)) await this.sessions.endAll(userId);
    return this.toAdminUser(updated!);
  }

  private toAdminUser(row: UserRow): AdminUser {
    return {
      userId: row.id,
      name: row.name,
      email: row.email,
      roles: [...row.roles].sort(),
      configuredRoles: rolesFor(row.email, [], this.rules),
      verified: row.emailVerifiedAt !== null,
      createdAt: row.createdAt.toISOString(),
      subscriptionEndDate: row.subscriptionEndsAt ? row.subscriptionEndsAt.toISOString() : null,
    };
  }
}
