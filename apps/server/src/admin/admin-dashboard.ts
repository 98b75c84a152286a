import { and, count, desc, eq, gte, inArray, isNotNull, isNull, sql, sum } from 'drizzle-orm';
import type {
  AdminAnalyticsResponse,
  AdminErrorReport,
  AdminErrorsResponse,
  AdminPaymentsResponse,
  AdminRoomsResponse,
  AdminStatsResponse,
  ErrorReportSource,
} from '@snackparty/protocol';
import type { Db } from '../db/client';
import { analyticsEvents, errorReports, games, gameSessions, payments, sessionPlayers, users } from '../db/schema';

const DAY_MS = 24 * 3600_000;
const MAX_ROOMS = 200;
const RECENT_PAYMENTS = 50;
const RECENT_ERRORS = 50;
const RECENT_EVENTS = 100;
const EVENT_COUNT_DAYS = 30;

/** What the room runtime knows beside the database: who is connected now, and where a game runs. */
export interface LiveRoomState {
  isConnected(sessionPlayerId: number): boolean;
  isPlaying(gameCode: string): boolean;
}

/** `YYYY-MM-DD` of a timestamp column, in UTC. */
const utcDay = (column: typeof games.createdAt | typeof users.createdAt) => sql<string>`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD')`;

/** The figures of the admin page, read from the database. Only admins reach them (admin-routes). */
export class AdminDashboard {
  constructor(
    private readonly db: Db,
    private readonly live: LiveRoomState,
    private readonly now: () => number = Date.now,
  ) {}

  async rooms(): Promise<AdminRoomsResponse> {
    const rows = await this.db
      .select({ room: gameSessions, ownerName: users.name, ownerIsGuest: users.isGuest })
      .from(gameSessions)
      .innerJoin(users, eq(users.id, gameSessions.ownerUserId))
      .where(eq(gameSessions.active, true))
      .orderBy(desc(gameSessions.updatedAt))
      .limit(MAX_ROOMS);
    const ids = rows.map((r) => r.room.id);
    const seats = ids.length === 0 ? [] : await this.db.select().from(sessionPlayers).where(and(inArray(sessionPlayers.gameSessionId, ids), eq(sessionPlayers.active, true))).orderBy(sessionPlayers.id);
    return {
      rooms: rows.map(({ room, ownerName, ownerIsGuest }) => ({
        gameCode: room.gameCode,
        gameType: room.gameType,
        hostType: room.hostType,
        language: room.language,
        isPublic: room.isPublic,
        playing: this.live.isPlaying(room.gameCode),
        createdAt: room.createdAt.toISOString(),
        updatedAt: room.updatedAt.toISOString(),
        owner: { userId: room.ownerUserId, name: ownerName, isGuest: ownerIsGuest },
        players: seats
          .filter((seat) => seat.gameSessionId === room.id)
          .map((seat) => ({
            sessionPlayerId: seat.id,
            alias: seat.alias,
            avatarSrc: seat.avatarSrc,
            robot: seat.robot,
            online: seat.robot || this.live.isConnected(seat.id),
            gameOwner: seat.gameOwner,
            score: seat.score,
          })),
      })),
    };
  }

  /** Every day of the last `days` (today included), games started per type and accounts created. */
  async stats(days: number): Promise<AdminStatsResponse> {
    const today = Math.floor(this.now() / DAY_MS) * DAY_MS;
    const since = new Date(today - (days - 1) * DAY_MS);
    const gameDay = utcDay(games.createdAt);
    const signupDay = utcDay(users.createdAt);
    const [gameRows, signupRows, [accounts], [guests], [openRooms]] = await Promise.all([
      this.db
        .select({ day: gameDay, gameType: games.gameType, n: count() })
        .from(games)
        .where(and(eq(games.started, true), gte(games.createdAt, since)))
        .groupBy(gameDay, games.gameType),
      this.db
        .select({ day: signupDay, n: count() })
        .from(users)
        .where(and(eq(users.isGuest, false), gte(users.createdAt, since)))
        .groupBy(signupDay),
      this.db
        .select({ n: count(), verified: count(users.emailVerifiedAt) })
        .from(users)
        .where(and(eq(users.isGuest, false), isNull(users.deletedAt))),
      this.db.select({ n: count() }).from(users).where(eq(users.isGuest, true)),
      this.db.select({ n: count() }).from(gameSessions).where(eq(gameSessions.active, true)),
    ]);
    const byDay = new Map<string, AdminStatsResponse['days'][number]>();
    for (let t = since.getTime(); t <= today; t += DAY_MS) {
      const date = new Date(t).toISOString().slice(0, 10);
      byDay.set(date, { date, games: {}, signups: 0 });
    }
    for (const row of gameRows) {
      const day = byDay.get(row.day);
      if (day) day.games[row.gameType] = Number(row.n);
    }
    for (const row of signupRows) {
      const day = byDay.get(row.day);
      if (day) day.signups = Number(row.n);
    }
    const list = [...byDay.values()];
    return {
      days: list,
      totals: {
        accounts: Number(accounts?.n ?? 0),
        verifiedAccounts: Number(accounts?.verified ?? 0),
        guests: Number(guests?.n ?? 0),
        openRooms: Number(openRooms?.n ?? 0),
        gamesPlayed: list.reduce((all, day) => all + Object.values(day.games).reduce((a, b) => a + b, 0), 0),
        signups: list.reduce((all, day) => all + day.signups, 0),
      },
    };
  }

  async payments(enabled: boolean): Promise<AdminPaymentsResponse> {
    const [rows, totals] = await Promise.all([
      this.db
        .select({ payment: payments, userName: users.name, email: users.email })
        .from(payments)
        .innerJoin(users, eq(users.id, payments.userId))
        .orderBy(desc(payments.createdAt), desc(payments.id))
        .limit(RECENT_PAYMENTS),
      this.db
        .select({ currency: payments.currency, amount: sum(payments.amount), n: count() })
        .from(payments)
        .where(and(eq(payments.status, 'paid'), isNotNull(payments.paidAt)))
        .groupBy(payments.currency)
        .orderBy(payments.currency),
    ]);
    return {
      enabled,
      payments: rows.map(({ payment, userName, email }) => ({
        paymentId: payment.id,
        userId: payment.userId,
        userName,
        email,
        planId: payment.planId,
        months: payment.months,
        amount: payment.amount,
        currency: payment.currency,
        status: payment.status,
        createdAt: payment.createdAt.toISOString(),
        paidAt: payment.paidAt ? payment.paidAt.toISOString() : null,
      })),
      totals: totals.map((t) => ({ currency: t.currency, amount: Number(t.amount ?? 0), count: Number(t.n) })),
    };
  }

  async errors(sentry: boolean): Promise<AdminErrorsResponse> {
    const rows = await this.db.select().from(errorReports).orderBy(desc(errorReports.createdAt), desc(errorReports.id)).limit(RECENT_ERRORS);
    return {
      sentry,
      reports: rows.map(
        (row): AdminErrorReport => ({
          id: row.id,
          source: row.source as ErrorReportSource,
          message: row.message,
          errorType: row.errorType,
          stack: row.stack,
          componentStack: row.componentStack,
          url: row.url,
          userAgent: row.userAgent,
          userId: row.userId,
          sentryEventId: row.sentryEventId,
          createdAt: row.createdAt.toISOString(),
        }),
      ),
    };
  }

  async analytics(event: string | undefined, posthog: boolean): Promise<AdminAnalyticsResponse> {
    const since = new Date(this.now() - EVENT_COUNT_DAYS * DAY_MS);
    const [rows, counts] = await Promise.all([
      this.db
        .select()
        .from(analyticsEvents)
        .where(event ? eq(analyticsEvents.event, event) : undefined)
        .orderBy(desc(analyticsEvents.createdAt), desc(analyticsEvents.id))
        .limit(RECENT_EVENTS),
      this.db
        .select({ event: analyticsEvents.event, n: count() })
        .from(analyticsEvents)
        .where(gte(analyticsEvents.createdAt, since))
        .groupBy(analyticsEvents.event)
        .orderBy(desc(count()), analyticsEvents.event),
    ]);
    return {
      posthog,
      events: rows.map((row) => ({ id: row.id, event: row.event, distinctId: row.distinctId, userId: row.userId, properties: row.properties, createdAt: row.createdAt.toISOString() })),
      counts: counts.map((c) => ({ event: c.event, count: Number(c.n) })),
    };
  }
}
