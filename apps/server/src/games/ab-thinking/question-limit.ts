import { eq } from 'drizzle-orm';
import { AB_THINKING_QUESTION_LIMIT, AB_THINKING_TEST_ACCOUNT_QUESTION_LIMIT } from '@snackparty/games';
import { ROLE_TEST, type GameSettings } from '@snackparty/protocol';
import { rolesFor, type RoleRules } from '../../accounts/roles';
import type { Db } from '../../db/client';
import { users } from '../../db/schema';

/**
 * The spec limits the questions of a game: 20, and 12 when the room's owner is a test account
 * (role_jest). The owner's roles are read as a token would carry them: the stored ones plus those
 * the configuration grants (`TEST_ACCOUNT_EMAILS`), so a freshly listed address counts at once.
 */
export function questionLimitStartSettings(db: Db, rules: RoleRules) {
  return async (_gameType: string, settings: GameSettings, room: { ownerUserId: number }): Promise<GameSettings> => {
    const [owner] = await db.select({ email: users.email, roles: users.roles }).from(users).where(eq(users.id, room.ownerUserId)).limit(1);
    const testAccount = owner !== undefined && rolesFor(owner.email?.toLowerCase() ?? null, owner.roles, rules).includes(ROLE_TEST);
    return { ...settings, questionLimit: testAccount ? AB_THINKING_TEST_ACCOUNT_QUESTION_LIMIT : AB_THINKING_QUESTION_LIMIT } as GameSettings;
  };
}
