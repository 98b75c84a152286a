import { eq } from 'drizzle-orm';
import type { AccountService } from '../accounts/account-service';
import type { SessionStore } from '../auth/sessions';
import type { Principal } from '../auth/tokens';
import type { Db } from '../db/client';
import { users } from '../db/schema';
import { errors } from '../errors';

/**
 * The sign-in a cast device gets to show its sender's room.
 *
 * A room's host screen is whoever holds a token of the room owner (`RoomService.isHost` compares user
 * ids), so the device needs a token of the same user. It gets one in a sign-in session of its own:
 * the phone's logout does not end the TV's picture in the middle of a game, and the device ends its
 * session itself when the room is over (its logout names only that session). It gets no refresh
 * token and no cookie: an account's device cannot renew its sign-in at all and a guest's only by its
 * bearer, so what a device keeps is worth no more than the access token it was handed.
 */
export class CastReceiverSessions {
  constructor(
    private readonly db: Db,
    private readonly sessions: SessionStore,
    private readonly accounts: AccountService,
  ) {}

  /** A new session of the caller's user, and its access token. */
  async issue(principal: Principal): Promise<string> {
    const [user] = await this.db.select().from(users).where(eq(users.id, principal.userId));
    if (!user || user.deletedAt) throw errors.unauthorized();
    // Never a guest's shared browser session (the phone's next guest sign-in must not join it).
    const sessionId = await this.sessions.start(user.id, false);
    return (await this.accounts.accessToken(user, sessionId)).accessToken;
  }
}
