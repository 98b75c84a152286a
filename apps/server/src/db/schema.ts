import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

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
  /** The engine's match, stored whole after every change so a restart resumes it where it was. */
  match: jsonb('match'),
  over: boolean('over').notNull().default(false),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Server-wide values that must survive a restart, such as the token signing key. */
export const serverSettings = pgTable('server_settings', {
  key: text('key').primaryKey(),
  value: text('value').notNull(),
});

export type UserRow = typeof users.$inferSelect;
export type GameSessionRow = typeof gameSessions.$inferSelect;
export type SessionPlayerRow = typeof sessionPlayers.$inferSelect;
export type GameRow = typeof games.$inferSelect;
