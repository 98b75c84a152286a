import { and, eq } from 'drizzle-orm';
import type { AccountService, SocialProfile } from '../accounts/account-service';
import type { Db } from '../db/client';
import { oauthIdentities, users, type UserRow } from '../db/schema';
import type { DiscordUser } from './discord-api';

const PROVIDER = 'discord';
const NAME_MAX_LENGTH = 60;

/** The name Discord shows for a user: their display name, else their username. */
export function discordDisplayName(user: Pick<DiscordUser, 'globalName' | 'username'>): string {
  return (user.globalName?.trim() || user.username).slice(0, NAME_MAX_LENGTH);
}

class LinkedMeanwhile extends Error {}

/**
 * The account of a Discord user who opens the activity. The activity asks Discord for `identify`
 * only, so there is no address to make an account with: a Discord user the server has not seen
 * plays as a guest tied to their Discord id (every launch, on any device, is the same guest). Someone
 * who linked Discord to their account by signing in with it on the site plays as that account; a
 * verified address, when Discord gives one, goes through the site's own social sign-in rules.
 */
export class DiscordActivityAccounts {
  constructor(
    private readonly db: Db,
    private readonly accounts: AccountService,
  ) {}

  async accountOf(user: DiscordUser): Promise<UserRow> {
    const name = discordDisplayName(user);
    if (user.email && user.verified) {
      const profile: SocialProfile = { provider: PROVIDER, subject: user.id, email: user.email, emailVerified: true, name };
      return this.accounts.socialAccount(profile);
    }
    const linked = await this.linked(user.id);
    if (linked) return linked.isGuest && linked.name !== name ? this.rename(linked, name) : linked;
    try {
      return await this.db.transaction(async (tx) => {
        const [created] = (await tx.insert(users).values({ name, isGuest: true }).returning()) as [UserRow];
        const identity = await tx
          .insert(oauthIdentities)
          .values({ provider: PROVIDER, subject: user.id, userId: created.id })
          .onConflictDoNothing()
          .returning({ id: oauthIdentities.id });
        // The same Discord user signed in twice at once: the other sign-in made the account.
        if (identity.length === 0) throw new LinkedMeanwhile();
        return created;
      });
    } catch (error) {
      if (!(error instanceof LinkedMeanwhile)) throw error;
      const made = await this.linked(user.id);
      if (!made) throw new Error('The Discord identity vanished while it was linked');
      return made;
    }
  }

  /** Whether this user signed in through Discord (the activity's rooms are theirs only). */
  async isDiscordUser(userId: number): Promise<boolean> {
    const [row] = await this.db
      .select({ id: oauthIdentities.id })
      .from(oauthIdentities)
      .where(and(eq(oauthIdentities.provider, PROVIDER), eq(oauthIdentities.userId, userId)))
      .limit(1);
    return !!row;
  }

  private async linked(subject: string): Promise<UserRow | undefined> {
    const [row] = await this.db
      .select({ user: users })
      .from(oauthIdentities)
      .innerJoin(users, eq(users.id, oauthIdentities.userId))
      .where(and(eq(oauthIdentities.provider, PROVIDER), eq(oauthIdentities.subject, subject)));
    return row && !row.user.deletedAt ? row.user : undefined;
  }

  /** A Discord guest carries the name Discord shows today (it may have changed since the last launch). */
  private async rename(user: UserRow, name: string): Promise<UserRow> {
    const [renamed] = (await this.db.update(users).set({ name }).where(eq(users.id, user.id)).returning()) as [UserRow];
    return renamed;
  }
}
