import { randomUUID } from 'node:crypto';
import { and, desc, eq, isNull, lt } from 'drizzle-orm';
import type { Db } from '../db/client';
import { authSessions } from '../db/schema';
import type { SessionCheck } from './tokens';

/** How long a "still live" answer is reused without asking the database. */
const CACHE_MS = 10_000;
/** Past this many remembered sessions the cache starts over, so it stays small. */
const CACHE_MAX = 10_000;
/** Ended sessions are kept this long (a late request is told it was signed out), then deleted. */
const ENDED_KEPT_MS = 24 * 3600_000;
/** How often ended sessions are swept away, at most. */
const PRUNE_EVERY_MS = 10 * 60_000;

/** Which sessions just ended: one, or all of a user's. */
export type EndedSessions = { sessionId: string } | { userId: number };

/**
 * Sign-in sessions (table auth_sessions). Access tokens are valid only while the session they name is
 * live, so ending a session ends every access token issued for it at once.
 *
 * "Live" answers are cached briefly because every authenticated request asks. Ending a session in
 * this process drops it from the cache before returning, and a lookup that was running meanwhile does
 * not put a stale answer back, so an ended session is refused on the very next request.
 */
export class SessionStore implements SessionCheck {
  private readonly live = new Map<string, { userId: number; until: number }>();
  /** Bumped by every ending: a lookup that started before one does not cache what it read. */
  private generation = 0;
  private lastPrune = 0;
  private readonly endedListeners: Array<(ended: EndedSessions) => void> = [];

  constructor(
    private readonly db: Db,
    private readonly now: () => number,
    /** The cache's own clock: real time even when tests move the business clock. */
    private readonly monotonic: () => number = () => performance.now(),
  ) {}

  /** Opens a session; its id goes into the access tokens (and is the refresh family of an account). */
  async start(userId: number, isGuest: boolean): Promise<string> {
    await this.pruneNow();
    const id = randomUUID();
    await this.db.insert(authSessions).values({ id, userId, isGuest, createdAt: new Date(this.now()) });
    return id;
  }

  /**
   * A guest's session: the one its device already has, if still live, else a new one. A guest signs
   * in again from every tab and after every expiry; sharing one session keeps them to one row each,
   * and a guest's logout still ends them all. Sessions opened as not a guest's (a cast device's) are
   * never joined: they end on their own.
   */
  async startGuest(userId: number): Promise<string> {
    const [current] = await this.db
      .select({ id: authSessions.id })
      .from(authSessions)
      .where(and(eq(authSessions.userId, userId), eq(authSessions.isGuest, true), isNull(authSessions.endedAt)))
      .orderBy(desc(authSessions.createdAt))
      .limit(1);
    return current?.id ?? this.start(userId, true);
  }

  /** Deletes sessions that ended long ago; runs at most every few minutes, on the way of a sign-in. */
  private async pruneNow(): Promise<void> {
    const now = this.now();
    if (now - this.lastPrune < PRUNE_EVERY_MS) return;
    this.lastPrune = now;
    await this.db.delete(authSessions).where(lt(authSessions.endedAt, new Date(now - ENDED_KEPT_MS)));
  }

  async isLive(sessionId: string, userId: number): Promise<boolean> {
    const cached = this.live.get(sessionId);
    if (cached && cached.until > this.monotonic()) return cached.userId === userId;
    const generation = this.generation;
    const [row] = await this.db
      .select({ userId: authSessions.userId })
      .from(authSessions)
      .where(and(eq(authSessions.id, sessionId), isNull(authSessions.endedAt)));
    if (!row) return false;
    if (generation === this.generation) {
      if (this.live.size >= CACHE_MAX) this.live.clear();
      this.live.set(sessionId, { userId: row.userId, until: this.monotonic() + CACHE_MS });
    }
    return row.userId === userId;
  }

  /** Ends one session: logout, or a refresh token that came back after it was spent. */
  async end(sessionId: string): Promise<void> {
    await this.db
      .update(authSessions)
      .set({ endedAt: new Date(this.now()) })
      .where(and(eq(authSessions.id, sessionId), isNull(authSessions.endedAt)));
    this.forget((id) => id === sessionId);
    this.announce({ sessionId });
  }

  /** Called whenever sessions end (realtime connections signed in with them are closed). */
  onEnded(listener: (ended: EndedSessions) => void): void {
    this.endedListeners.push(listener);
  }

  private announce(ended: EndedSessions): void {
    for (const listener of this.endedListeners) listener(ended);
  }

  /** Ends every session of a user: a new password, a deleted account. `db` may be a transaction. */
  async endAll(userId: number, db: Db = this.db): Promise<void> {
    await db
      .update(authSessions)
      .set({ endedAt: new Date(this.now()) })
      .where(and(eq(authSessions.userId, userId), isNull(authSessions.endedAt)));
    this.forgetUser(userId);
  }

  /** Drops a user's sessions from the cache (also after a transaction that ended them commits). */
  forgetUser(userId: number): void {
    this.forget((_, entry) => entry.userId === userId);
    this.announce({ userId });
  }

  private forget(match: (id: string, entry: { userId: number }) => boolean): void {
    this.generation += 1;
    for (const [id, entry] of this.live) if (match(id, entry)) this.live.delete(id);
  }
}
