/** The operator's admin page: its calls under `/admin` (admins only, 403 for everyone else) and their shapes. */
import { z } from 'zod';
import type { AnalyticsProperties, ErrorReportSource } from './analytics';
import { ROLE_ADMIN, ROLE_ALPHA, ROLE_TEST } from './dtos';

/** The roles an admin may give or take on the admin page. */
export const ASSIGNABLE_ROLES = [ROLE_ADMIN, ROLE_TEST, ROLE_ALPHA] as const;
export type AssignableRole = (typeof ASSIGNABLE_ROLES)[number];

export const ADMIN_STATS_DEFAULT_DAYS = 30;
export const ADMIN_STATS_MAX_DAYS = 90;

export const ADMIN_REST = {
  /** `GET`: the open rooms and who is in them. */
  rooms: '/admin/rooms',
  /** `GET`: games played per type and per day, sign-ups per day, and totals. */
  stats: (days: number = ADMIN_STATS_DEFAULT_DAYS) => `/admin/stats?days=${days}`,
  /** `GET`: accounts, newest first; `query` matches name or address. */
  users: (query = '') => `/admin/users${query ? `?query=${encodeURIComponent(query)}` : ''}`,
  /** `PUT { roles }`: the account's roles among ASSIGNABLE_ROLES. */
  userRoles: (userId: number) => `/admin/users/${userId}/roles`,
  /** `GET`: the latest payments and the paid totals per currency. */
  payments: '/admin/payments',
  /** `GET`: the latest error reports. */
  errors: '/admin/errors',
  /** `GET`: the latest analytics events (of one event when named) and the counts per event. */
  analytics: (event = '') => `/admin/analytics${event ? `?event=${encodeURIComponent(event)}` : ''}`,
} as const;

export const ADMIN_MESSAGE_KEYS = {
  /** An admin may not take the admin role from themself (nobody might be left to give it back). */
  ownAdminRole: 'admin.error.ownAdminRole',
  /** Guests have no roles to give. */
  guestRoles: 'admin.error.guestRoles',
} as const;

export const userRolesSchema = z.object({ roles: z.array(z.enum(ASSIGNABLE_ROLES)).max(ASSIGNABLE_ROLES.length) }).strict();
export type UserRolesRequest = z.input<typeof userRolesSchema>;

export interface AdminRoomPlayer {
  sessionPlayerId: number;
  alias: string;
  avatarSrc: string;
  robot: boolean;
  /** Has a live realtime connection now. */
  online: boolean;
  gameOwner: boolean;
  score: number;
}

export interface AdminRoom {
  gameCode: string;
  gameType: string;
  hostType: string;
  language: string;
  isPublic: boolean;
  /** A game is being played in the room now. */
  playing: boolean;
  createdAt: string;
  updatedAt: string;
  owner: { userId: number; name: string; isGuest: boolean };
  players: AdminRoomPlayer[];
}

export interface AdminRoomsResponse {
  rooms: AdminRoom[];
}

export interface AdminStatsDay {
  /** `YYYY-MM-DD`, UTC. */
  date: string;
  /** Games started that day, per game type. */
  games: Record<string, number>;
  /** Accounts created that day (guests not counted). */
  signups: number;
}

export interface AdminStatsResponse {
  /** Oldest first, every day of the period, days without anything included. */
  days: AdminStatsDay[];
  totals: {
    accounts: number;
    verifiedAccounts: number;
    guests: number;
    openRooms: number;
    /** Games started in the period. */
    gamesPlayed: number;
    /** Accounts created in the period. */
    signups: number;
  };
}

export interface AdminUser {
  userId: number;
  name: string;
  email: string | null;
  roles: string[];
  /** Roles the server's configuration gives (ADMIN_EMAILS, TEST_ACCOUNT_EMAILS): they cannot be taken here. */
  configuredRoles: string[];
  verified: boolean;
  createdAt: string;
  subscriptionEndDate: string | null;
}

export interface AdminUsersResponse {
  users: AdminUser[];
}

export interface AdminPayment {
  paymentId: number;
  userId: number;
  userName: string;
  email: string | null;
  planId: string;
  months: number;
  amount: number;
  currency: string;
  status: string;
  createdAt: string;
  paidAt: string | null;
}

export interface AdminPaymentsResponse {
  payments: AdminPayment[];
  /** Paid amounts per currency, in minor units. */
  totals: Array<{ currency: string; amount: number; count: number }>;
  /** The server takes payments (STRIPE_SECRET_KEY is set). */
  enabled: boolean;
}

export interface AdminErrorReport {
  id: number;
  source: ErrorReportSource;
  message: string;
  errorType: string | null;
  stack: string | null;
  componentStack: string | null;
  url: string;
  userAgent: string | null;
  userId: number | null;
  /** The id at Sentry (or GlitchTip), when the report was sent there. */
  sentryEventId: string | null;
  createdAt: string;
}

export interface AdminErrorsResponse {
  reports: AdminErrorReport[];
  /** Reports also go to Sentry (SENTRY_DSN is set). */
  sentry: boolean;
}

export interface AdminAnalyticsEvent {
  id: number;
  event: string;
  distinctId: string;
  userId: number | null;
  properties: AnalyticsProperties;
  createdAt: string;
}

export interface AdminAnalyticsResponse {
  events: AdminAnalyticsEvent[];
  /** Events per name over the last 30 days, most first. */
  counts: Array<{ event: string; count: number }>;
  /** Events are also forwarded to PostHog (POSTHOG_KEY is set). */
  posthog: boolean;
}
