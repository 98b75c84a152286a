import { and, eq, isNull } from 'drizzle-orm';
import {
  ACCOUNT_MESSAGE_KEYS,
  isLanguage,
  type InviteDto,
  type Language,
  type TokenResponse,
  type acceptInviteSchema,
  type signupSchema,
} from '@snackparty/protocol';
import type { z } from 'zod';
import type { SessionStore } from '../auth/sessions';
import type { Principal, TokenService, VerifiedPrincipal } from '../auth/tokens';
import type { Db } from '../db/client';
import { newsletterSubscribers, oauthIdentities, refreshTokens, userTokens, users, type UserRow } from '../db/schema';
import { errors } from '../errors';
import type { Mailer } from '../mail/mailer';
import { renderMail, type MailKind, type MailParams } from '../mail/templates';
import { isUniqueViolation } from '../rooms/repository';
import { accountErrors } from './errors';
import type { LoginThrottle } from './login-throttle';
import type { OneTimeTokens } from './one-time-tokens';
import { hashPassword, passwordProblem, verifyAgainstDummy, verifyPassword } from './passwords';
import type { RefreshTokens } from './refresh-tokens';
import { rolesFor, type RoleRules } from './roles';
import { trialEnd } from './subscription';

export interface AccountSettings extends RoleRules {
  publicUrl: string;
  trialDays: number;
}

/** A signed-in session: the access token for the app, and the refresh token for the cookie when there is one. */
export interface IssuedSession {
  response: TokenResponse;
  refreshToken?: string;
}

/** A person as a social provider describes them after a successful sign-in. */
export interface SocialProfile {
  provider: string;
  subject: string;
  email: string | null;
  emailVerified: boolean;
  name: string | null;
}

type SignupInput = z.output<typeof signupSchema>;
type AcceptInviteInput = z.output<typeof acceptInviteSchema>;

/** `a***@example.com`: enough to recognise one's own address, not enough to learn someone else's. */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf('@');
  if (at < 1) return '***';
  return `${email[0]}***${email.slice(at)}`;
}

function localeOf(user: Pick<UserRow, 'language'>): Language {
  return isLanguage(user.language) ? user.language : 'en';
}

/**
 * Accounts with email and password (spec sections 3 to 7): sign-up and verification, sign-in with
 * throttling, refresh-token sessions, password reset, deletion, invitations, social sign-in and the
 * mails that go with them. Routes only translate HTTP to these calls.
 */
export class AccountService {
  constructor(
    private readonly db: Db,
    private readonly tokens: TokenService,
    private readonly sessions: SessionStore,
    private readonly links: OneTimeTokens,
    private readonly refresh: RefreshTokens,
    private readonly throttle: LoginThrottle,
    private readonly mailer: Mailer,
    private readonly settings: AccountSettings,
    private readonly now: () => number,
  ) {}

  // ---- sessions ----

  /**
   * An access token for the user in the given session; roles granted by configuration are stored on
   * the way.
   */
  async accessToken(user: UserRow, session: string): Promise<TokenResponse> {
    const roles = rolesFor(user.email, user.roles, this.settings);
    if (roles.join() !== [...user.roles].sort().join()) {
      await this.db.update(users).set({ roles }).where(eq(users.id, user.id));
      user = { ...user, roles };
    }
    return { accessToken: await this.tokens.issue(user, session), locale: localeOf(user) };
  }

  /** A new session on a new device: access token plus the first refresh token of the session's family. */
  async startSession(user: UserRow): Promise<IssuedSession> {
    const { sessionId, token } = await this.refresh.start(user.id);
    return { response: await this.accessToken(user, sessionId), refreshToken: token };
  }

  /** A guest signs in with their secret guest id: a new session, renewed by its bearer while it lives. */
  async guestSession(user: UserRow): Promise<TokenResponse> {
    return this.accessToken(user, await this.sessions.startGuest(user.id));
  }

  /**
   * Renews a guest's token by its bearer (verified, so its session is live). An account renews only
   * with its refresh cookie: a copied access token must not buy its holder a fresh day, again and again.
   */
  async renew(principal: VerifiedPrincipal): Promise<TokenResponse> {
    if (!principal.isGuest) throw accountErrors.sessionInvalid();
    return this.accessToken(await this.liveUser(principal.userId, errors.unauthorized), principal.sessionId);
  }

  /** Rotates the refresh cookie; a spent or unknown one answers 401 (and a spent one ends its family). */
  async refreshSession(refreshToken: string): Promise<IssuedSession> {
    const rotated = await this.refresh.rotate(refreshToken);
    if (!rotated) throw accountErrors.sessionInvalid();
    const user = await this.liveUser(rotated.userId, accountErrors.sessionInvalid);
    return { response: await this.accessToken(user, rotated.sessionId), refreshToken: rotated.token };
  }

  /** Ends the session of the cookie and the one of the bearer (usually the same), with all their access tokens. */
  async logout(refreshToken: string | undefined, principal: VerifiedPrincipal | undefined): Promise<void> {
    if (refreshToken) await this.refresh.revoke(refreshToken);
    if (principal) {
      if (principal.isGuest) await this.sessions.end(principal.sessionId);
      else await this.refresh.revokeFamily(principal.sessionId);
    }
  }

  // ---- sign-up and sign-in ----

  /**
   * Creates an unverified account and mails the verification link. An address that already has a
   * verified account gets a "did you mean to reset?" mail instead and the answer is the same, so
   * sign-up does not reveal who has an account. With a valid invite for this address the account is
   * verified at once and a session is returned.
   */
  async signup(input: SignupInput): Promise<IssuedSession | undefined> {
    const problem = passwordProblem(input.password);
    if (problem) throw accountErrors.password(problem);
    // Hashed before anything else so every branch takes about as long.
    const passwordHash = await hashPassword(input.password);
    const invite = input.itoken ? await this.links.inspect('invite', input.itoken).catch(() => undefined) : undefined;
    const invited = invite?.email === input.email;
    const existing = await this.userByEmail(input.email);
    if (existing?.emailVerifiedAt) {
      this.mail('signupAttempt', existing.email!, existing.language, { name: existing.name, link: `${this.settings.publicUrl}/account/forgotPassword` });
      return undefined;
    }
    const details = {
      name: input.name,
      passwordHash,
      language: input.language,
      marketingConsent: input.marketingConsent,
      acceptedTermsAt: new Date(this.now()),
      favoriteAvatarSrc: input.favoriteAvatarSrc ?? null,
    };
    let user: UserRow;
    if (existing) {
      [user] = (await this.db.update(users).set(details).where(eq(users.id, existing.id)).returning()) as [UserRow];
    } else {
      try {
        [user] = (await this.db.insert(users).values({ ...details, email: input.email, isGuest: false }).returning()) as [UserRow];
      } catch (error) {
        // Two sign-ups with one address at the same moment: the other one carries on.
        if (isUniqueViolation(error)) return undefined;
        throw error;
      }
    }
    if (invited) {
      await this.links.spend('invite', input.itoken);
      return this.startSession(await this.markVerified(user));
    }
    await this.sendVerification(user);
    return undefined;
  }

  /** The verification link: marks the address verified, starts the trial and signs in. */
  async verifyEmail(vtoken: string | undefined): Promise<IssuedSession> {
    const token = await this.links.spend('verify', vtoken);
    const user = await this.liveUser(token.userId, accountErrors.tokenInvalid);
    return this.startSession(await this.markVerified(user));
  }

  async login(email: string, password: string, ip: string): Promise<IssuedSession> {
    const attempt = await this.throttle.reserve(email, ip);
    const user = await this.userByEmail(email);
    const ok = user?.passwordHash ? await verifyPassword(user.passwordHash, password) : await verifyAgainstDummy(password);
    if (!user || !ok) {
      await attempt.failed();
      throw accountErrors.badCredentials();
    }
    await attempt.succeeded();
    if (!user.emailVerifiedAt) throw accountErrors.emailNotVerified();
    return this.startSession(user);
  }

  // ---- password reset ----

  /** Mails a reset link when the address has an account; the caller answers the same either way. */
  async forgotPassword(email: string): Promise<void> {
    const user = await this.userByEmail(email);
    if (!user) return;
    const ftoken = await this.links.create('reset', { userId: user.id, email });
    this.mail('reset', email, user.language, { name: user.name, link: `${this.settings.publicUrl}/account/resetPassword?ftoken=${ftoken}` });
  }

  /** Which (masked) address a reset link is for, so the form can show it. */
  async inspectReset(ftoken: string | undefined): Promise<{ email: string }> {
    const token = await this.links.inspect('reset', ftoken);
    const user = await this.liveUser(token.userId, accountErrors.tokenInvalid);
    return { email: maskEmail(user.email ?? '') };
  }

  /**
   * Sets the new password, signs the user out everywhere (every session, with its access tokens),
   * retires the other reset links, and verifies the address the link reached.
   */
  async resetPassword(ftoken: string, password: string): Promise<void> {
    const problem = passwordProblem(password);
    if (problem) throw accountErrors.password(problem);
    const passwordHash = await hashPassword(password);
    const token = await this.links.spend('reset', ftoken);
    const user = await this.liveUser(token.userId, accountErrors.tokenInvalid);
    await this.links.expireOthers('reset', token);
    await this.db.update(users).set({ passwordHash }).where(eq(users.id, user.id));
    await this.markVerified(user);
    await this.refresh.revokeAll(user.id);
  }

  // ---- deletion ----

  async initDeleteAccount(principal: Principal): Promise<void> {
    if (principal.isGuest) throw accountErrors.guestNotAllowed();
    const user = await this.liveUser(principal.userId, errors.unauthorized);
    if (!user.email) throw accountErrors.guestNotAllowed();
    const dtoken = await this.links.create('delete', { userId: user.id, email: user.email });
    this.mail('delete', user.email, user.language, { name: user.name, link: `${this.settings.publicUrl}/account/deleteAccount?dtoken=${dtoken}` });
  }

  /**
   * Wipes the personal data of an account once the mailed link confirms it. A bearer, when sent, must
   * be the same user. Game records stay, with the seat's alias, but no longer lead to a person.
   */
  async deleteAccount(userId: number, dtoken: string | undefined, principal: Principal | undefined): Promise<void> {
    if (principal && principal.userId !== userId) throw errors.forbidden('Only the account holder may delete it');
    const token = await this.links.inspect('delete', dtoken);
    if (token.userId !== userId) throw accountErrors.tokenInvalid();
    await this.links.spend('delete', dtoken);
    const user = await this.liveUser(userId, accountErrors.tokenInvalid);
    await this.db.transaction(async (tx) => {
      await tx
        .update(users)
        .set({
          email: null,
          name: 'Deleted user',
          passwordHash: null,
          favoriteAvatarSrc: null,
          marketingConsent: false,
          roles: [],
          emailVerifiedAt: null,
          deletedAt: new Date(this.now()),
        })
        .where(eq(users.id, userId));
      await tx.delete(oauthIdentities).where(eq(oauthIdentities.userId, userId));
      await tx.delete(refreshTokens).where(eq(refreshTokens.userId, userId));
      await this.sessions.endAll(userId, tx);
      // Open links die; spent ones keep only their hash, so a second click still says "already used".
      await tx.delete(userTokens).where(and(eq(userTokens.userId, userId), isNull(userTokens.usedAt)));
      await tx.update(userTokens).set({ email: null, data: null }).where(eq(userTokens.userId, userId));
      if (user.email) {
        await tx.delete(newsletterSubscribers).where(eq(newsletterSubscribers.email, user.email));
        await this.throttle.forgetEmail(user.email, tx);
      }
    });
    // A lookup during the transaction may have cached the old answer: the sessions are ended now.
    this.sessions.forgetUser(userId);
  }

  // ---- marketing ----

  /** Stops news mails, for the holder of an unsubscribe link or the signed-in account. */
  async unsubscribe(utoken: string | undefined, principal: Principal | undefined): Promise<void> {
    let userId: number | null = null;
    let email: string | null = null;
    if (utoken) {
      const token = await this.links.inspect('unsubscribe', utoken);
      userId = token.userId;
      email = token.email;
    } else if (principal && !principal.isGuest) {
      const user = await this.liveUser(principal.userId, errors.unauthorized);
      userId = user.id;
      email = user.email;
    } else {
      throw errors.unauthorized();
    }
    if (userId !== null) await this.db.update(users).set({ marketingConsent: false }).where(eq(users.id, userId));
    if (email) {
      await this.db
        .update(newsletterSubscribers)
        .set({ unsubscribedAt: new Date(this.now()) })
        .where(and(eq(newsletterSubscribers.email, email), isNull(newsletterSubscribers.unsubscribedAt)));
    }
  }

  /** A link that unsubscribes this address from news, for the footer of mails that may carry news. */
  async unsubscribeLink(email: string, userId: number | null): Promise<string> {
    const utoken = await this.links.create('unsubscribe', { userId, email });
    return `${this.settings.publicUrl}/account/unsubscribe?utoken=${utoken}`;
  }

  // ---- invitations ----

  async invite(principal: Principal, email: string, language: Language): Promise<void> {
    if (!principal.isAdmin) throw errors.forbidden('Only admins may invite');
    const inviter = await this.liveUser(principal.userId, errors.unauthorized);
    const itoken = await this.links.create('invite', { email, data: { invitedBy: inviter.name } });
    this.mail('invite', email, language, { inviter: inviter.name, link: `${this.settings.publicUrl}/account/invite?itoken=${itoken}` });
  }

  async fetchInvite(itoken: string | undefined): Promise<InviteDto> {
    const token = await this.links.inspect('invite', itoken);
    const data = (token.data ?? {}) as { invitedBy?: string };
    return { email: token.email ?? '', invitedBy: data.invitedBy ?? 'Snackparty' };
  }

  /** Creates the invited account, already verified (the invite reached the address), and signs in. */
  async acceptInvite(input: AcceptInviteInput): Promise<IssuedSession> {
    const problem = passwordProblem(input.password);
    if (problem) throw accountErrors.password(problem);
    const passwordHash = await hashPassword(input.password);
    const token = await this.links.inspect('invite', input.itoken);
    const email = token.email ?? '';
    const existing = await this.userByEmail(email);
    if (existing?.emailVerifiedAt) throw accountErrors.field(ACCOUNT_MESSAGE_KEYS.emailTaken, [{ path: 'email', message: ACCOUNT_MESSAGE_KEYS.emailTaken }]);
    await this.links.spend('invite', input.itoken);
    const details = { name: input.name, passwordHash, language: input.language, acceptedTermsAt: new Date(this.now()) };
    const [user] = existing
      ? await this.db.update(users).set(details).where(eq(users.id, existing.id)).returning()
      : await this.db.insert(users).values({ ...details, email, isGuest: false }).returning();
    return this.startSession(await this.markVerified(user!));
  }

  // ---- login links and social sign-in ----

  /** A two-minute single-use token that the app trades for a session (after a social sign-in). */
  createLoginToken(userId: number): Promise<string> {
    return this.links.create('login', { userId });
  }

  async consumeLoginToken(ltoken: string | undefined): Promise<IssuedSession> {
    const token = await this.links.spend('login', ltoken);
    return this.startSession(await this.liveUser(token.userId, accountErrors.tokenInvalid));
  }

  /**
   * The account for a social sign-in: the one linked to this identity before, else the account with
   * the same verified address (linked now), else a new verified account with a fresh trial.
   */
  async socialAccount(profile: SocialProfile): Promise<UserRow> {
    const [linked] = await this.db
      .select({ user: users })
      .from(oauthIdentities)
      .innerJoin(users, eq(users.id, oauthIdentities.userId))
      .where(and(eq(oauthIdentities.provider, profile.provider), eq(oauthIdentities.subject, profile.subject)));
    if (linked && !linked.user.deletedAt) return linked.user;
    if (!profile.email || !profile.emailVerified) throw new Error('The provider did not confirm an email address');
    const email = profile.email.trim().toLowerCase();
    let user = await this.userByEmail(email);
    if (!user) {
      const name = (profile.name?.trim() || email.split('@')[0]!).slice(0, 60);
      [user] = (await this.db.insert(users).values({ email, name, isGuest: false }).returning()) as [UserRow];
    }
    user = await this.markVerified(user);
    await this.db
      .insert(oauthIdentities)
      .values({ provider: profile.provider, subject: profile.subject, userId: user.id, email })
      .onConflictDoNothing();
    return user;
  }

  // ---- helpers ----

  private async userByEmail(email: string): Promise<UserRow | undefined> {
    const [user] = await this.db.select().from(users).where(and(eq(users.email, email), isNull(users.deletedAt)));
    return user;
  }

  private async liveUser(userId: number | null, error: () => Error): Promise<UserRow> {
    if (userId === null) throw error();
    const [user] = await this.db.select().from(users).where(eq(users.id, userId));
    if (!user || user.deletedAt) throw error();
    return user;
  }

  /** Marks the address verified; the first verification starts the trial. */
  private async markVerified(user: UserRow): Promise<UserRow> {
    if (user.emailVerifiedAt) return user;
    const now = this.now();
    const [updated] = await this.db
      .update(users)
      .set({ emailVerifiedAt: new Date(now), subscriptionEndsAt: user.subscriptionEndsAt ?? trialEnd(now, this.settings.trialDays) })
      .where(eq(users.id, user.id))
      .returning();
    return updated!;
  }

  private async sendVerification(user: UserRow): Promise<void> {
    const vtoken = await this.links.create('verify', { userId: user.id, email: user.email });
    const unsubscribeLink = user.marketingConsent && user.email ? await this.unsubscribeLink(user.email, user.id) : undefined;
    this.mail('verify', user.email!, user.language, {
      name: user.name,
      link: `${this.settings.publicUrl}/account/verifyEmail?vtoken=${vtoken}`,
      unsubscribeLink,
    });
  }

  /** Renders and queues a mail; delivery never holds up or fails the request. */
  mail(kind: MailKind, to: string, language: string, params: MailParams, replyTo?: string): void {
    this.mailer.send({ kind, to, language, replyTo, ...renderMail(kind, language, params) });
  }
}
