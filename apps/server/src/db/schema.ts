import { sql } from 'drizzle-orm';
import { bigint, boolean, check, index, integer, json, jsonb, pgTable, primaryKey, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

export const users = pgTable('users', {
  id: serial('id').primaryKey(),
  guestId: text('guest_id').unique(),
  email: text('email').unique(),
  name: text('name').notNull(),
  roles: text('roles').array().notNull().default(sql`'{}'::text[]`),
  isGuest: boolean('is_guest').notNull().default(true),
  language: text('language').notNull().default('en'),
  favoriteAvatarSrc: text('favorite_avatar_src'),
  subscriptionEndsAt: timestamp('subscription_ends_at', { withTimezone: true }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  /** argon2id hash; null for guests and accounts that only sign in with a provider. */
  passwordHash: text('password_hash'),
  emailVerifiedAt: timestamp('email_verified_at', { withTimezone: true }),
  marketingConsent: boolean('marketing_consent').notNull().default(false),
  acceptedTermsAt: timestamp('accepted_terms_at', { withTimezone: true }),
  /** Set when the account is deleted: personal data is wiped, game records stay anonymous. */
  deletedAt: timestamp('deleted_at', { withTimezone: true }),
});

/** Single-use links sent by mail (verify, reset, delete, invite, login, unsubscribe); only a hash is kept. */
export const userTokens = pgTable(
  'user_tokens',
  {
    id: serial('id').primaryKey(),
    kind: text('kind').notNull(),
    tokenHash: text('token_hash').notNull().unique(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
    email: text('email'),
    data: jsonb('data'),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('user_tokens_user').on(t.userId, t.kind)],
);

/** Refresh tokens (httpOnly cookie), rotated on every use; a family is revoked when a spent one comes back. */
export const refreshTokens = pgTable(
  'refresh_tokens',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    familyId: text('family_id').notNull(),
    tokenHash: text('token_hash').notNull().unique(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('refresh_tokens_family').on(t.familyId), index('refresh_tokens_user').on(t.userId)],
);

/**
 * Sign-in sessions: one per sign-in on a device (an account's refresh-token family shares its id, a
 * guest gets one per guest login). Every access token names its session in `sid`, and is refused
 * once the session has ended (logout, a new password, a deleted account, a stolen refresh token).
 */
export const authSessions = pgTable(
  'auth_sessions',
  {
    id: text('id').primaryKey(),
    userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    isGuest: boolean('is_guest').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    endedAt: timestamp('ended_at', { withTimezone: true }),
  },
  (t) => [index('auth_sessions_user').on(t.userId)],
);

/**
 * Sign-in attempt counters, one row per scope: an address (`ip`), an account (`account`), or an
 * account from one address (`pair`); unused parts are ''. Each row counts failures (and attempts in
 * flight) in a fixed window from `window_start`; times are epoch milliseconds of the server clock.
 */
export const loginAttempts = pgTable(
  'login_attempts',
  {
    scope: text('scope').notNull(),
    email: text('email').notNull(),
    ip: text('ip').notNull(),
    count: integer('count').notNull(),
    windowStart: bigint('window_start', { mode: 'number' }).notNull(),
    lastAt: bigint('last_at', { mode: 'number' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.scope, t.email, t.ip] }), index('login_attempts_email').on(t.email), index('login_attempts_last').on(t.lastAt)],
);

/** Accounts linked to a social provider (discord, google) by the provider's subject id. */
export const oauthIdentities = pgTable(
  'oauth_identities',
  {
    id: serial('id').primaryKey(),
    provider: text('provider').notNull(),
    subject: text('subject').notNull(),
    userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    email: text('email'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('oauth_identities_subject').on(t.provider, t.subject)],
);

/** Every mail the product sends; without SMTP configured this table (and the log) is the mailbox. */
export const mailOutbox = pgTable('mail_outbox', {
  id: serial('id').primaryKey(),
  kind: text('kind').notNull(),
  toAddress: text('to_address').notNull(),
  subject: text('subject').notNull(),
  text: text('text').notNull(),
  html: text('html').notNull(),
  language: text('language').notNull().default('en'),
  sentAt: timestamp('sent_at', { withTimezone: true }),
  error: text('error'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Newsletter sign-ups from the marketing site (`/email/subscribe`). */
export const newsletterSubscribers = pgTable('newsletter_subscribers', {
  id: serial('id').primaryKey(),
  email: text('email').notNull().unique(),
  language: text('language').notNull().default('en'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  unsubscribedAt: timestamp('unsubscribed_at', { withTimezone: true }),
});

export const gameSessions = pgTable(
  'game_sessions',
  {
    id: serial('id').primaryKey(),
    gameCode: text('game_code').notNull(),
    hostType: text('host_type').notNull(),
    initialGameType: text('initial_game_type').notNull(),
    gameType: text('game_type').notNull(),
    active: boolean('active').notNull().default(true),
    isPublic: boolean('is_public').notNull().default(false),
    language: text('language').notNull().default('en'),
    ownerUserId: integer('owner_user_id').notNull().references(() => users.id),
    started: boolean('started').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // A code is unique among active rooms; ended rooms free their code.
    uniqueIndex('game_sessions_active_code').on(t.gameCode).where(sql`${t.active}`),
    index('game_sessions_public').on(t.isPublic, t.active, t.createdAt),
  ],
);

export const sessionPlayers = pgTable(
  'session_players',
  {
    id: serial('id').primaryKey(),
    gameSessionId: integer('game_session_id').notNull().references(() => gameSessions.id, { onDelete: 'cascade' }),
    userId: integer('user_id').references(() => users.id),
    /** Built-in AI id (-1..-6) for robots; people use their session player id as player id. */
    robotId: integer('robot_id'),
    alias: text('alias').notNull(),
    hexColor: text('hex_color').notNull(),
    avatarSrc: text('avatar_src').notNull(),
    robot: boolean('robot').notNull().default(false),
    active: boolean('active').notNull().default(true),
    kicked: boolean('kicked').notNull().default(false),
    gameOwner: boolean('game_owner').notNull().default(false),
    score: integer('score').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** The phone's own random id (kept in its browser storage): a kicked phone stays out under a new account. */
    deviceId: text('device_id'),
  },
  (t) => [
    // Two active players of a room never share an avatar, even when they join at the same instant.
    uniqueIndex('session_players_active_avatar').on(t.gameSessionId, t.avatarSrc).where(sql`${t.active}`),
    index('session_players_session').on(t.gameSessionId),
  ],
);

export const games = pgTable('games', {
  id: serial('id').primaryKey(),
  gameSessionId: integer('game_session_id').notNull().references(() => gameSessions.id, { onDelete: 'cascade' }),
  gameType: text('game_type').notNull(),
  settings: jsonb('settings').notNull(),
  started: boolean('started').notNull().default(false),
  /**
   * The engine's match, stored whole after every change so a restart resumes it where it was. Plain
   * `json` (kept as written), not `jsonb`: it is only ever read back whole, and converting every
   * move's write to jsonb cost the database about as much again as the rest of the write.
   */
  match: json('match'),
  /**
   * How many times the match has been written: a write names the revision it follows, so a late
   * write (one that timed out on a hung database and ran after a newer one) changes nothing, and
   * the condition costs an integer compare instead of comparing the whole match.
   */
  matchRevision: integer('match_revision').notNull().default(0),
  /**
   * The lease epoch of the process that last took this room (several servers on one Redis): writes
   * that carry an older epoch are refused, so a process that lost the room can never write it again.
   * Stays 0 on a single server, whose writes carry no epoch.
   */
  ownerEpoch: integer('owner_epoch').notNull().default(0),
  over: boolean('over').notNull().default(false),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Packs users make (spec section 7, Packs), of every kind in one table: word packs (drawing
 * words) and category packs (prompts), as a game's manifest picks its kind. `entries` is the pack's list, whatever its kind calls
 * it; the built-in words and prompts ship with the games.
 */
export const packs = pgTable(
  'packs',
  {
    id: serial('id').primaryKey(),
    kind: text('kind').$type<'word' | 'category'>().notNull().default('word'),
    ownerUserId: integer('owner_user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    language: text('language').notNull(),
    entries: jsonb('entries').$type<string[]>().notNull(),
    isPublic: boolean('is_public').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('packs_owner').on(t.ownerUserId, t.kind),
    index('packs_language').on(t.kind, t.language, t.isPublic),
    check('packs_kind', sql`${t.kind} in ('word', 'category')`),
  ],
);

/** A finished drawing of a turn: the gallery of its game and the host's history keep it. */
export const drawings = pgTable(
  'drawings',
  {
    id: serial('id').primaryKey(),
    gameId: integer('game_id').notNull().references(() => games.id, { onDelete: 'cascade' }),
    turn: integer('turn').notNull(),
    painterPlayerId: integer('painter_player_id').notNull(),
    painterAlias: text('painter_alias').notNull(),
    painterAvatarSrc: text('painter_avatar_src').notNull(),
    word: text('word').notNull(),
    /** Save data (spec): { lines: [{ points: [{x,y}], brushColor, brushRadius }], width, height }. */
    saveData: jsonb('save_data').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('drawings_turn_painter').on(t.gameId, t.turn, t.painterPlayerId)],
);

/**
 * The strokes of drawings still being painted, as the phones sent them (decoded DrawBatch lists, in
 * order), appended every fraction of a second so a crash loses almost nothing. Appending costs what
 * was drawn since the last append, not the whole drawing; when the turn's drawing closes the whole
 * drawing goes to `drawings` and its strokes here are deleted.
 */
export const drawingStrokes = pgTable(
  'drawing_strokes',
  {
    id: serial('id').primaryKey(),
    gameId: integer('game_id').notNull().references(() => games.id, { onDelete: 'cascade' }),
    turn: integer('turn').notNull(),
    painterPlayerId: integer('painter_player_id').notNull(),
    /** JSON text of DrawBatch[]: text, not jsonb, as nothing queries inside it and text is cheaper to write. */
    batches: text('batches').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('drawing_strokes_turn').on(t.gameId, t.turn, t.painterPlayerId, t.id)],
);

/**
 * TV sign-in codes (RFC 8628's user code and device code): the TV shows `code`, a signed-in phone
 * confirms it, the TV polls with the poll token (only its hash is kept) and is signed in once.
 */
export const tvLoginCodes = pgTable('tv_login_codes', {
  code: text('code').primaryKey(),
  pollTokenHash: text('poll_token_hash').notNull().unique(),
  /** The account that confirmed the code. */
  userId: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
  /** A room the TV has open: its `loginCode` topic hears the confirmation. */
  gameCode: text('game_code'),
  /** How long the TV must wait between polls; grows when it polls too fast. */
  intervalMs: integer('interval_ms').notNull(),
  lastPolledAt: timestamp('last_polled_at', { withTimezone: true }),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
  usedAt: timestamp('used_at', { withTimezone: true }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * The room of each Discord activity instance: everyone who launches the activity in that voice
 * channel plays there. One row per instance (its primary key), pointed at a new room once the old
 * one has ended.
 */
export const discordActivityRooms = pgTable('discord_activity_rooms', {
  instanceId: text('instance_id').primaryKey(),
  gameSessionId: integer('game_session_id').notNull().references(() => gameSessions.id, { onDelete: 'cascade' }),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Each open room's TV link and host screen, so that both outlive a restart: the one link that may
 * still be redeemed (its id and expiry; the signed token itself is never stored) and the user the
 * room's latest redeemed link made for its screen. One row per open room, removed when the room ends.
 */
export const roomHostScreens = pgTable('host_screens', {
  gameCode: text('game_code').primaryKey(),
  /** The room the row belongs to: a code is freed when its room ends, and a later room's is another row. */
  gameSessionId: integer('game_session_id').notNull().references(() => gameSessions.id, { onDelete: 'cascade' }),
  linkId: text('link_id'),
  linkExpiresAt: timestamp('link_expires_at', { withTimezone: true }),
  screenUserId: integer('screen_user_id').references(() => users.id, { onDelete: 'set null' }),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * A room's audience board: the points each member earned by choosing or guessing right, kept for the
 * room's life so that a restart or a member's new phone loses none. Removed with the room.
 */
export const audienceMembers = pgTable(
  'audience_members',
  {
    gameSessionId: integer('game_session_id').notNull().references(() => gameSessions.id, { onDelete: 'cascade' }),
    userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    alias: text('alias').notNull(),
    points: integer('points').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.gameSessionId, t.userId] })],
);

/** Card payments on the provider's checkout; one row per checkout session. */
export const payments = pgTable(
  'payments',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    /** The provider's reference: the checkout session id, or the invoice id of a renewal. */
    sessionId: text('session_id').notNull().unique(),
    /** `checkout` (bought on the payment page) or `renewal` (charged by the provider at a period's end). */
    kind: text('kind').notNull().default('checkout'),
    planId: text('plan_id').notNull(),
    months: integer('months').notNull(),
    /** Minor units (cents). */
    amount: integer('amount').notNull(),
    currency: text('currency').notNull(),
    /** pending, paid, failed or expired. */
    status: text('status').notNull().default('pending'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    paidAt: timestamp('paid_at', { withTimezone: true }),
  },
  (t) => [index('payments_user_idx').on(t.userId, t.createdAt)],
);

/** A plan that renews by itself at the provider; one row per provider subscription. */
export const paymentSubscriptions = pgTable(
  'payment_subscriptions',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    /** The provider's subscription id (`sub_…`). */
    providerId: text('provider_id').notNull().unique(),
    planId: text('plan_id').notNull(),
    months: integer('months').notNull(),
    amount: integer('amount').notNull(),
    currency: text('currency').notNull(),
    /** active, cancelling (ends at the period's end), past_due (a renewal failed) or cancelled. */
    status: text('status').notNull().default('active'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('payment_subscriptions_user_idx').on(t.userId, t.createdAt)],
);

/** Provider notifications already handled: the primary key makes a repeated one a no-op. */
export const paymentEvents = pgTable('payment_events', {
  eventId: text('event_id').primaryKey(),
  receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Answers to the dated survey, one per account (or guest) and survey: answering again replaces it.
 * `answers` holds the survey's questions as the protocol's schema checked them.
 */
export const surveyAnswers = pgTable(
  'survey_answers',
  {
    id: serial('id').primaryKey(),
    surveyId: text('survey_id').notNull(),
    userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    answers: jsonb('answers').notNull(),
    language: text('language').notNull(),
    /** The browser's user agent, at most 500 characters. */
    userAgent: text('user_agent'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('survey_answers_user').on(t.surveyId, t.userId), index('survey_answers_survey_updated').on(t.surveyId, t.updatedAt)],
);

/** Server-wide values that must survive a restart, such as the token signing key. */
export const serverSettings = pgTable('server_settings', {
  key: text('key').primaryKey(),
  value: text('value').notNull(),
});

/**
 * Product analytics (page views, rooms, games, join failures, payments): what happened, by whom
 * (an account id or an anonymous browser id), with properties that never hold an email address or a
 * token. With PostHog configured each event is also forwarded there.
 */
export const analyticsEvents = pgTable(
  'analytics_events',
  {
    id: serial('id').primaryKey(),
    /** Also the event's uuid at PostHog, so a repeated delivery is one event there too. */
    uuid: text('uuid').notNull().unique(),
    event: text('event').notNull(),
    distinctId: text('distinct_id').notNull(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    properties: jsonb('properties').$type<Record<string, string | number | boolean | null>>().notNull(),
    /** Set for events that must be recorded once however often their cause is seen (a payment, a game's end). */
    onceKey: text('once_key').unique(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('analytics_events_created_idx').on(t.createdAt), index('analytics_events_event_idx').on(t.event, t.createdAt)],
);

/** Errors the web app reported (its error boundary and fallback screen), with the page address. */
export const errorReports = pgTable(
  'error_reports',
  {
    id: serial('id').primaryKey(),
    /** boundary (a rendering error), route (a page that failed to load) or fallback (the fallback screen shown). */
    source: text('source').notNull(),
    message: text('message').notNull(),
    errorType: text('error_type'),
    stack: text('stack'),
    componentStack: text('component_stack'),
    url: text('url').notNull(),
    userAgent: text('user_agent'),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    /** The event id Sentry (or GlitchTip) accepted the report under, when SENTRY_DSN is set. */
    sentryEventId: text('sentry_event_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('error_reports_created_idx').on(t.createdAt)],
);

export type UserRow = typeof users.$inferSelect;
export type GameSessionRow = typeof gameSessions.$inferSelect;
export type SessionPlayerRow = typeof sessionPlayers.$inferSelect;
export type GameRow = typeof games.$inferSelect;
export type UserTokenRow = typeof userTokens.$inferSelect;
export type RefreshTokenRow = typeof refreshTokens.$inferSelect;
export type AuthSessionRow = typeof authSessions.$inferSelect;
export type PackRow = typeof packs.$inferSelect;
export type DrawingRow = typeof drawings.$inferSelect;
export type PaymentRow = typeof payments.$inferSelect;
export type PaymentSubscriptionRow = typeof paymentSubscriptions.$inferSelect;
export type TvLoginCodeRow = typeof tvLoginCodes.$inferSelect;
export type AnalyticsEventRow = typeof analyticsEvents.$inferSelect;
export type ErrorReportRow = typeof errorReports.$inferSelect;

/**
 * What each game has revealed for the party album, one row per entry its album piece names (a prompt
 * with its votes, a split, a turn), written as the game reveals it and shown only once the game has
 * ended. Removed with its game.
 */
export const albumEntries = pgTable(
  'album_entries',
  {
    gameId: integer('game_id').notNull().references(() => games.id, { onDelete: 'cascade' }),
    key: text('key').notNull(),
    /** The entry as the game's album piece made it (protocol AlbumEntry). */
    entry: jsonb('entry').notNull(),
    /** The album lists a game's entries in the order they were first revealed. */
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.gameId, t.key] })],
);

/**
 * A room's private album link: anyone holding the token sees the album. One per room; the host
 * revokes it by removing the row (a new link gets a new token).
 */
export const albumShareLinks = pgTable('album_share_links', {
  gameSessionId: integer('game_session_id')
    .primaryKey()
    .references(() => gameSessions.id, { onDelete: 'cascade' }),
  /** 128 random bits, base64url. */
  token: text('token').notNull().unique(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
