import { createHash } from 'node:crypto';
import Fastify, { type FastifyInstance } from 'fastify';
import { API_BASE } from '@snackparty/protocol';
import { SessionStore } from './auth/sessions';
import { createTokenService, loadSigningSecret, type VerifiedPrincipal } from './auth/tokens';
import type { Config } from './config';
import { openDatabase, type Database } from './db/client';
import { DatabaseHealth } from './db/health';
import { authPlugin } from './plugins/auth';
import { errorsPlugin } from './plugins/errors';
import { inputPlugin } from './plugins/input';
import { roomCodeGuardPlugin } from './plugins/room-code-guard';
import { realtimePlugin } from './plugins/realtime';
import { createMetrics, metricsRoutes } from './metrics/metrics-plugin';
import { securityPlugin } from './plugins/security';
import { webPlugin } from './plugins/web';
import { GameRuntime } from './games/game-runtime';
import { GameRegistry, type GameRegistryOptions, type GameServers } from './games/registry';
import { Packs } from './packs/packs';
import { packRoutes } from './packs/pack-routes';
import { realTimers, type Timers } from './games/room-clock';
import { KeyedLock } from './rooms/keyed-lock';
import { RoomRepository } from './rooms/repository';
import { RoomService } from './rooms/room-service';
import { gameRoutes } from './routes/game';
import { gameSessionRoutes } from './routes/game-session';
import { hostPlayerRoutes } from './routes/host-player';
import { joinAddressRoutes } from './routes/join-address';
import { userRoutes } from './routes/user';
import { AccountService } from './accounts/account-service';
import { LoginThrottle } from './accounts/login-throttle';
import { OneTimeTokens } from './accounts/one-time-tokens';
import { ProfileService } from './accounts/profiles';
import { RefreshTokens } from './accounts/refresh-tokens';
import { SubscriptionGate } from './accounts/subscription';
import { requestLogSerializer } from './auth/log-redaction';
import { createMailer, type Mailer } from './mail/mailer';
import { oauthClients } from './oauth/providers';
import { oauthProviderRoutes, oauthRoutes } from './oauth/routes';
import { emailRoutes } from './routes/email';
import { profileRoutes } from './routes/profile';
import { SessionCookies } from './routes/session-cookies';
import { LoginCodes } from './smart-tv/login-codes';
import { smartTvRoutes } from './smart-tv/routes';
import { gifImageSources } from './media/gif-config';
import { isDiscordActivityRoom } from './discord/activity-rooms';
import { DiscordRoundPublisher } from './discord/round-publisher';
import { discordRoutes } from './discord/routes';
import { castSenderScriptSources } from './chromecast/cast-config';
import { chromecastRoutes } from './chromecast/routes';
import { HostScreenLinks } from './host-recovery/host-screen-links';
import { AudienceService } from './audience/audience-service';
import { roomAdmission } from './audience/admission';
import { databaseAudienceStore } from './audience/audience-store';
import { roomTextFilterOf } from './moderation/typed-text';
import { HostScreens } from './host-recovery/host-screens';
import { OwnerHandover } from './host-recovery/owner-handover';
import { hostRecoveryRoutes } from './host-recovery/routes';
import { paymentRoutes } from './payments/payment-routes';
import { Analytics } from './analytics/analytics';
import { analyticsRoutes } from './analytics/analytics-routes';
import { gameAnalyticsHooks } from './analytics/game-events';
import { paymentAnalyticsPlugin } from './analytics/payment-events';
import { createPosthogForwarder } from './analytics/posthog-forwarder';
import { recordRoomsCreated } from './analytics/room-events';
import { ErrorReports } from './error-reports/error-reports';
import { errorReportRoutes } from './error-reports/error-report-routes';
import { createSentryForwarder } from './error-reports/sentry-forwarder';
import { AdminDashboard } from './admin/admin-dashboard';
import { adminRoutes } from './admin/admin-routes';
import { UserRoles } from './admin/user-roles';
import { siteConfigRoutes } from './routes/site-config';
import { surveyRoutes } from './survey/survey-routes';
import { translateRoutes } from './translate/translate-routes';
import { AlbumRecorder } from './album/album-recorder';
import { albumPlugin } from './album/album-plugin';
import { joinCluster } from './cluster/join-cluster';
import { sharedRateLimitStore } from './cluster/shared-rate-limit';
import { localReads } from './games/room-reads';

declare module 'fastify' {
  interface FastifyInstance {
    rooms: RoomService;
    games: GameRuntime;
    /** The games' server modules. */
    gameServers: GameServers;
    database: Database;
    subscriptions: SubscriptionGate;
    mailer: Mailer;
    analytics: Analytics;
    errorReports: ErrorReports;
  }
}

export interface BuildOptions {
  config: Config;
  /** An already open database (tests share one per worker); otherwise one is opened from the config. */
  database?: Database;
  logger?: boolean | object;
  /** The clock of accounts and tokens (tests move it to expire links and trials). */
  now?: () => number;
  /**
   * Other game rules, manifests and server modules than the registries' (tests play small games of
   * their own).
   */
  gameRules?: GameRegistryOptions;
  /** The games' clock: deadlines, AI players, the games' own timers (tests move a fake one by hand). */
  timers?: Timers;
}

/** Builds the whole server without listening, so tests can use inject() and real sockets alike. */
export async function build({ config, database, logger, gameRules, now = Date.now, timers = realTimers }: BuildOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: logger ?? {
      level: config.logLevel,
      redact: ['req.headers.authorization', 'req.headers.cookie', 'headers.authorization', 'headers.passcode', 'headers.cookie', 'res.headers["set-cookie"]', 'headers["set-cookie"]'],
      // Mailed links carry their token in the query: the URL is logged without it.
      serializers: { req: requestLogSerializer },
    },
    bodyLimit: config.bodyLimitBytes,
    trustProxy: config.trustProxy,
  });
  const db = database ?? (await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir, log: app.log }));
  const ownsDatabase = !database;
  app.decorate('database', db);
  app.addHook('onClose', async () => {
    if (ownsDatabase) await db.close();
  });

  const signingSecret = await loadSigningSecret(db.db, config.jwtSecret);
  const sessions = new SessionStore(db.db, now);
  const tokens = createTokenService(signingSecret, config.accessTokenTtlSeconds, now, sessions);
  const mailer = createMailer({ db: db.db, log: app.log, smtpUrl: config.smtpUrl, from: config.mailFrom });
  app.decorate('mailer', mailer);
  app.addHook('onClose', () => mailer.close());
  const analytics = new Analytics(db.db, config.posthog ? await createPosthogForwarder(config.posthog, app.log) : undefined, app.log, now);
  app.decorate('analytics', analytics);
  app.addHook('onClose', () => analytics.close());
  const errorReports = new ErrorReports(db.db, config.sentry ? await createSentryForwarder(config.sentry, app.log) : undefined, app.log, now);
  app.decorate('errorReports', errorReports);
  app.addHook('onClose', () => errorReports.close());
  const accounts = new AccountService(
    db.db,
    tokens,
    sessions,
    new OneTimeTokens(db.db, now),
    new RefreshTokens(db.db, sessions, config.refreshTokenTtlDays * 24 * 3600_000, now),
    new LoginThrottle(db.db, now),
    mailer,
    { publicUrl: config.publicUrl, trialDays: config.trialDays, adminEmails: config.adminEmails, testAccountEmails: config.testAccountEmails },
    now,
  );
  app.decorate('subscriptions', new SubscriptionGate(db.db, now, config.subscriptionRequired));
  const publisher = new DiscordRoundPublisher((code) => isDiscordActivityRoom(db.db, code));
  const cluster = config.redisUrl ? await joinCluster(config.redisUrl, publisher, app.log) : undefined;
  const repository = new RoomRepository(db.db);
  // One lock per room, for its lobby and its game alike.
  const roomLocks = new KeyedLock();
  const rooms = new RoomService(repository, publisher, Date.now, roomLocks);
  const packs = new Packs(db.db);
  rooms.useSettingsCheck(packs.settingsCheck);
  const registry = new GameRegistry(gameRules);
  rooms.useManifests((gameType) => registry.manifest(gameType));
  // The runtime asks the modules for their hooks only once games run, after they are built below.
  const gameAnalytics = gameAnalyticsHooks(analytics, repository, now);
  // What each game reveals, kept for the party album as it is played.
  const albumRecorder = new AlbumRecorder(db.db, app.log);
  const games = new GameRuntime({
    repo: repository,
    publisher,
    timers,
    definitions: registry.definition,
    // The games' own hooks, the public list's (a game that ends leaves it) and analytics' (games started and finished).
    hooksOf: (gameType) => [...servers.hooksOf(gameType), rooms.publicFeed.runtimeHooks, gameAnalytics, audience.runtimeHooks, albumRecorder.runtimeHooks],
    logger: app.log,
    slugOf: registry.slug,
    lock: roomLocks,
    isSeatOnline: (playerId) => rooms.presence.isConnected(playerId),
    cluster,
  });
  // People beyond the seats: counted per room, folded into the game about once a second.
  const audience: AudienceService = new AudienceService(games, roomAdmission(repository, now), { log: app.log, now, store: databaseAudienceStore(db.db), textFilter: roomTextFilterOf(repository) });
  // A phone away mid-game for the room's wait: the AI plays its seat for now.
  rooms.presence.listen((code, seatId, connected) => games.seatPresence(code, seatId, connected));
  const servers: GameServers = registry.createServers({
    config,
    db: db.db,
    rooms,
    games,
    packs,
    publisher,
    relay: (destination, json) => publisher.publishJson(destination, json),
    timers,
    log: app.log,
    reads: cluster ? cluster.roomReads((code) => games.runsHere(code)) : localReads,
  });
  rooms.useGames(games);
  if (cluster) servers.routeStreams(cluster.streamRoute((code) => games.runsHere(code)));
  const hostScreenLinks = new HostScreenLinks(signingSecret, db.db, now);
  const hostScreens = await HostScreens.open(db.db, rooms, app.log);
  rooms.useHostScreens((code, userId) => hostScreens.isScreenUser(code, userId));
  const ownerHandover = new OwnerHandover(rooms, config.hostHandoverMs, app.log);
  rooms.useSeatPresence((code, seat, connected) => ownerHandover.seatChanged(code, seat, connected));
  rooms.useOwnerChanged((code, ownerUserId) => hostScreens.ownerChanged(code, ownerUserId));
  app.addHook('onClose', () => ownerHandover.stop());
  recordRoomsCreated(rooms, analytics);
  app.decorate('rooms', rooms);
  app.decorate('games', games);
  app.decorate('gameServers', servers);

  await app.register(errorsPlugin);
  await app.register(inputPlugin);
  await app.register(securityPlugin, { rateLimitPerMinute: config.rateLimitPerMinute, rateLimitRedis: cluster && sharedRateLimitStore(cluster.bus), publicUrl: config.publicUrl, imgSrc: gifImageSources(config.gif), scriptSrc: castSenderScriptSources(config.cast) });
  await app.register(authPlugin, { tokens, cookieSecret: createHash('sha256').update('cookies:').update(signingSecret).digest('base64url') });
  await app.register(roomCodeGuardPlugin, { guard: rooms.codeGuard });
  const metrics = createMetrics({ db: db.db, games, broker: () => app.broker, leases: cluster && (() => ({ held: games.ownedRooms().length, changes: { ...cluster.counts } })) });
  await app.register(realtimePlugin, {
    rooms, games, tokens, publisher, servers, tcpPort: config.stompTcpPort, tcpHost: config.stompTcpHost,
    trustProxy: config.trustProxy, roomIdleTimeoutMs: config.roomIdleTimeoutMinutes * 60_000, now, hostScreens, audience,
    observeMove: (outcome, seconds) => metrics.move(outcome, seconds),
    sharedOccupancy: cluster && ((sweepMs) => cluster.occupancy(sweepMs)),
  });
  await app.register(metricsRoutes, { metrics, token: config.metricsToken });
  hostScreens.attach(app.broker);
  // A session that ends takes its open realtime connections with it, not only its next CONNECT.
  sessions.onEnded((ended) =>
    app.broker.disconnectWhere(
      (c) => ('sessionId' in ended ? (c.principal as VerifiedPrincipal).sessionId === ended.sessionId : c.principal.userId === ended.userId),
      'Signed out',
    ),
  );
  const socialClients = oauthClients(config.oauth);
  await app.register(paymentAnalyticsPlugin, { analytics, db: db.db, now });
  await app.register(
    async (api) => {
      await api.register(userRoutes, { db: db.db, accounts, publicUrl: config.publicUrl, refreshTokenTtlDays: config.refreshTokenTtlDays });
      await api.register(profileRoutes, { profiles: new ProfileService(db.db, (game) => servers.history(game)), accounts });
      await api.register(emailRoutes, { db: db.db, accounts, contactEmail: config.contactEmail, publicUrl: config.publicUrl });
      await api.register(gameSessionRoutes, { rooms });
      await api.register(smartTvRoutes, {
        loginCodes: new LoginCodes(db.db, now),
        accounts,
        rooms,
        publisher,
        cookies: new SessionCookies(config.publicUrl, config.refreshTokenTtlDays),
      });
      await api.register(chromecastRoutes, { cast: config.cast, db: db.db, sessions, accounts, rooms });
      await api.register(hostRecoveryRoutes, { rooms, links: hostScreenLinks, screens: hostScreens, db: db.db, sessions, accounts });
      await api.register(gameRoutes, { rooms, games });
      await api.register(hostPlayerRoutes, { rooms, games });
      await api.register(packRoutes, { packs });
      await api.register(joinAddressRoutes, { publicUrl: config.publicUrlConfigured ? config.publicUrl : undefined, listenHost: config.host });
      await api.register(oauthProviderRoutes, { clients: socialClients });
      await api.register(discordRoutes, { config: config.discord, db: db.db, accounts, rooms });
      await api.register(paymentRoutes, { config: config.payments, db: db.db, publicUrl: config.publicUrl, now, publisher });
      await api.register(siteConfigRoutes, { site: config.site });
      await api.register(translateRoutes, { config: config.translate, now });
      await api.register(surveyRoutes, { db: db.db, now });
      await api.register(albumPlugin, { db: db.db, artefacts: (game) => servers.history(game), webDistDir: config.webDistDir });
      await api.register(analyticsRoutes, { analytics });
      await api.register(errorReportRoutes, { reports: errorReports });
      await api.register(adminRoutes, {
        dashboard: new AdminDashboard(db.db, { isConnected: (id) => rooms.presence.isConnected(id), isPlaying: (code) => games.isRunning(code) }, now),
        roles: new UserRoles(db.db, { adminEmails: config.adminEmails, testAccountEmails: config.testAccountEmails }, sessions),
        services: { payments: Boolean(config.payments), sentry: errorReports.forwarding, posthog: analytics.forwarding },
      });
      await servers.registerRoutes(api);
      const health = new DatabaseHealth(db.db);
      // 503 while the database does not answer, so a load balancer or orchestrator sees the outage.
      // Liveness: the process answers, whatever the database does (an orchestrator restarts it only when this fails).
      api.get('/health/live', async () => ({ ok: true }));
      api.get('/health', async (_request, reply) => {
        const state = await health.check();
        return reply.status(state === 'ok' ? 200 : 503).send({ ok: state === 'ok', database: db.kind, databaseState: state });
      });
    },
    { prefix: API_BASE },
  );
  await app.register(oauthRoutes, { clients: socialClients, accounts, publicUrl: config.publicUrl });
  await app.register(webPlugin, { distDir: config.webDistDir });
  if (cluster) {
    await cluster.sharePresence(rooms.presence);
    await cluster.shareDoors(rooms.joinRequests);
    await cluster.shareAudience(audience);
    await cluster.attach(games);
    // After the realtime plugin's preClose has let this process's rooms go.
    app.addHook('onClose', () => cluster.close());
  }
  // Games that were running before a restart go on with the deadlines they had.
  const resumed = await games.resume();
  if (resumed > 0) app.log.info({ resumed }, 'games resumed');
  return app;
}
