import {
  AI_AVATARS,
  AI_NAMES,
  AI_PLAYER_IDS,
  HOST_RECOVERY_MESSAGE_KEYS,
  MESSAGE_KEYS,
  PLAYER_COLOURS,
  type MessageKey,
  dest,
  hasSharedScreen,
  isPlayerAvatar,
  type GameDto,
  type GameSessionDto,
  type GameType,
  type HostType,
  type PlayerKickedMessage,
  type PublicGameEntry,
  type RejoinRequest,
  type SessionCreateRequest,
  type SessionJoinRequest,
  type SessionPlayerDto,
  rejoinSchema,
  sessionCreateSchema,
  sessionJoinSchema,
  sessionUpdateSchema,
  updateSessionPlayerSchema,
  type GameCreateRequest,
  type JoinDecision,
  type JoinRequestDto,
  type JoinRequestsMessage,
  type JoinWaitingBody,
} from '@snackparty/protocol';
import {
  DEFAULT_GAME_SETTINGS,
  gameCreateSchema,
  gameSettingsSchema,
  DEFAULT_PLAYER_LIMITS,
  manifestOf,
  mergeGameSettings,
  updateGameSettingsSchema,
  type GameManifest,
  type PlayerLimits,
} from '@snackparty/games/manifests';
import type { z } from 'zod';
import type { Principal } from '../auth/tokens';
import type { GameSessionRow, SessionPlayerRow } from '../db/schema';
import { AppError, errors } from '../errors';
import { moderateTypedText, roomTextFilter } from '../moderation/typed-text';
import { Coalescer } from '../realtime/budget';
import { RoomCodeGuard } from './code-guard';
import { toGameDto, toSessionDto, toSessionPlayerDto, playerIdOf } from './dto';
import { JoinRequests } from './join-requests';
import { KeyedLock } from './keyed-lock';
import { Presence } from './presence';
import { PublicGamesFeed } from './public-games';
import type { RoomPublisher } from './publisher';
import { generateRoomCode } from './room-code';
import { isUniqueViolation, type RoomRepository } from './repository';

/** Ids are PostgreSQL integers: a larger one names no row, and the database is not asked. */
const MAX_ID = 2_147_483_647;
/**
 * Presence changes of one room are told at most once a second: a phone that reconnects in a loop
 * cannot make everyone else's phone hear about it at the rate it reconnects.
 */
const PRESENCE_FLUSH_MS = 1000;

/**
 * What the rooms need from the game runtime. The room service calls these holding the room's lock,
 * which the runtime shares: they run as part of the room's task and do not queue for the lock again.
 */
export interface GameLauncher {
  startHoldingLock(code: string, seats: Array<{ playerId: number; alias: string; robot: boolean }>): Promise<void>;
  removeSeatHoldingLock(code: string, playerId: number): Promise<void>;
  isRunning(code: string): boolean;
  close(code: string): void;
}

/** Refuses settings a game may not be given by this user (a pack they may not play with), before they are stored. */
export type SettingsCheck = (principal: Principal, settings: object | undefined) => Promise<void>;

function parse<S extends z.ZodType>(schema: S, input: unknown): z.output<S> {
  const result = schema.safeParse(input);
  if (!result.success) {
    const aliasIssue = result.error.issues.find((i) => i.path[0] === 'alias');
    if (aliasIssue) throw new AppError(422, MESSAGE_KEYS.invalidAlias, 'The alias may hold letters and spaces, at most 30');
    const codeIssue = result.error.issues.find((i) => i.path[0] === 'gameCode');
    if (codeIssue) throw new AppError(422, MESSAGE_KEYS.invalidRoomCode, 'A room code has 5 characters');
    throw errors.invalid(result.error.issues.map((i) => ({ path: i.path.join('.'), message: i.message })));
  }
  return result.data;
}

/**
 * The rules of rooms: who may create, join, rejoin, kick and start, and what everyone in the room is
 * told. It owns no sockets: what must reach clients goes through the RoomPublisher.
 */
export class RoomService {
  readonly presence: Presence;
  /** The public games list and its live topic. */
  readonly publicFeed: PublicGamesFeed;
  /** Failed look-ups of room codes, per address and user, shared by REST and STOMP. */
  readonly codeGuard = new RoomCodeGuard();
  /** Phones waiting for the host to let them in (rooms with the setting `approveJoins`). */
  readonly joinRequests: JoinRequests;
  private games?: GameLauncher;
  private settingsCheck: SettingsCheck = async () => undefined;
  private manifestOf: (gameType: string) => GameManifest | undefined = manifestOf;
  private readonly presenceFlush: Coalescer;
  /** Seats whose presence changed since their room was last told, by room. */
  private readonly presenceChanged = new Map<string, Set<number>>();
  /** What the room was last told of each seat's presence. */
  private readonly presenceTold = new Map<number, boolean>();
  /** Whether a user is a room's host screen (a browser given the owner's link), beside its owner. */
  private isHostScreen: (code: string, userId: number) => boolean = () => false;
  /** Told of every seat that comes online or goes offline (ownership passes when the owner's phone is gone). */
  private seatPresence: (code: string, sessionPlayerId: number, connected: boolean) => void = () => undefined;
  /** Told when the host's rights pass to another user (the realtime layer closes the old host's connections). */
  private ownerChanged: (code: string, ownerUserId: number) => void = () => undefined;

  constructor(
    private readonly repo: RoomRepository,
    private readonly publisher: RoomPublisher,
    now: () => number = Date.now,
    /** One lock per room, shared with the game runtime: a room's lobby and game take turns. */
    private readonly lock: KeyedLock = new KeyedLock(),
  ) {
    this.presence = new Presence((code, sessionPlayerId, connected) => {
      this.onPresenceChange(code, sessionPlayerId);
      this.seatPresence(code, sessionPlayerId, connected);
    }, now);
    this.presenceFlush = new Coalescer(PRESENCE_FLUSH_MS, now);
    this.joinRequests = new JoinRequests((code, requests) => {
      const message: JoinRequestsMessage = { gameCode: code, requests };
      this.publisher.publish(dest.host(code, 'joinRequests'), message);
    }, now);
    this.publicFeed = new PublicGamesFeed(repo, publisher, (gameType) => this.playerLimits(gameType));
  }

  /** Connects the game runtime (it is built after the rooms, as it publishes through the same broker). */
  useGames(games: GameLauncher): void {
    this.games = games;
  }

  /** Connects the check of requested game settings (the packs they name), run where settings change. */
  useSettingsCheck(check: SettingsCheck): void {
    this.settingsCheck = check;
  }

  /** Connects the games' manifests (a test's own games beside the registry's). */
  useManifests(lookup: (gameType: string) => GameManifest | undefined): void {
    this.manifestOf = lookup;
  }

  /** Connects the room's host screens: their users host that room as its owner does. */
  useHostScreens(isHostScreen: (code: string, userId: number) => boolean): void {
    this.isHostScreen = isHostScreen;
  }

  /** Connects what follows the seats' presence (the owner's phone that goes away). */
  useSeatPresence(listener: (code: string, sessionPlayerId: number, connected: boolean) => void): void {
    this.seatPresence = listener;
  }

  /** Connects what must follow a change of the room's owner. */
  useOwnerChanged(listener: (code: string, ownerUserId: number) => void): void {
    this.ownerChanged = listener;
  }

  // ---- rooms ----

  async createSession(principal: Principal, input: SessionCreateRequest): Promise<GameSessionDto> {
    const req = parse(sessionCreateSchema, input);
    this.assertMayHost(principal, req.initialGameType);
    if (req.hostType === 'HOST_AND_PLAY' && !this.manifestOf(req.initialGameType)?.playCapable && !principal.isAdmin) {
      throw new AppError(422, MESSAGE_KEYS.invalidRequest, 'This game cannot be hosted from a phone');
    }
    for (let attempt = 0; attempt < 20; attempt++) {
      const code = generateRoomCode();
      if (await this.repo.isCodeActive(code)) continue;
      try {
        const row = await this.repo.insertSession({
          gameCode: code,
          hostType: req.hostType,
          initialGameType: req.initialGameType,
          gameType: req.initialGameType,
          isPublic: req.isPublic,
          language: req.language,
          ownerUserId: principal.userId,
        });
        return toSessionDto(row);
      } catch (error) {
        if (!isUniqueViolation(error)) throw error;
      }
    }
    throw new AppError(503, MESSAGE_KEYS.createGameFailed, 'No free room code, try again');
  }

  async getSession(code: string): Promise<GameSessionDto> {
    return toSessionDto(await this.sessionOrThrow(code));
  }

  /** Public rooms someone may join now (the rules are `PublicGamesFeed`'s). */
  async publicGames(): Promise<PublicGameEntry[]> {
    return this.publicFeed.list();
  }

  async destroy(principal: Principal, code: string): Promise<void> {
    await this.lock.run(code, async () => {
      const session = await this.activeSessionOrThrow(code);
      this.assertHost(principal, session);
      const ended = await this.repo.updateSession(session.id, { active: false });
      this.games?.close(code);
      this.joinRequests.forget(code);
      for (const seat of await this.repo.activePlayers(session.id)) this.presenceTold.delete(seat.id);
      this.publisher.publish(dest.host(code, 'exitGame'), { gameCode: code });
      this.publisher.publish(dest.common(code, 'gameSessionUpdated'), toSessionDto(ended));
      this.publicRoomChanged(session);
    });
  }

  /** The host changes the room's session (`POST /gameSession/{code}`): its public listing and its language. */
  async updateSession(principal: Principal, code: string, input: unknown): Promise<GameSessionDto> {
    const req = parse(sessionUpdateSchema, input);
    return this.lock.run(code, async () => {
      const session = await this.activeSessionOrThrow(code);
      this.assertHost(principal, session);
      const updated = await this.repo.updateSession(session.id, req);
      const dto = toSessionDto(updated);
      this.publisher.publish(dest.common(code, 'gameSessionUpdated'), dto);
      // Listed before or after: the public list changes either way.
      this.publicRoomChanged(session.isPublic ? session : updated);
      return dto;
    });
  }

  // ---- seats ----

  /** Takes a seat, or says why not; a join the host must let in first is refused as waiting (use `requestSeat`). */
  async join(principal: Principal, input: SessionJoinRequest, deviceId?: string): Promise<SessionPlayerDto> {
    const answer = await this.requestSeat(principal, input, deviceId);
    if ('seat' in answer) return answer.seat;
    throw new AppError(409, MESSAGE_KEYS.joinWaiting, answer.waiting.message);
  }

  /**
   * A phone asks for a seat (`deviceId`: the phone's own id, kept in its storage). In a room whose
   * host lets new phones in (`approveJoins`), a new phone that is not the host's waits: the answer
   * says so until the host lets it in (then it is seated) or turns it away (403). One's own seat,
   * and the host's, is never held.
   */
  async requestSeat(principal: Principal, input: SessionJoinRequest, deviceId?: string): Promise<{ seat: SessionPlayerDto } | { waiting: JoinWaitingBody }> {
    const req = parse(sessionJoinSchema, input);
    if (!isPlayerAvatar(req.avatarSrc)) throw errors.invalidAvatar();
    return this.lock.run(req.gameCode, async () => {
      const session = await this.activeSessionOrThrow(req.gameCode);
      // The name as the room shows it (to the host too, while the phone waits): through its filter.
      req.alias = await this.roomAlias(session.id, req.alias);
      const mine = await this.repo.playersOfUser(session.id, principal.userId);
      if (mine.some((p) => p.kicked)) throw errors.kicked();
      const isHost = this.hosts(principal, session);
      // A kicked phone stays out under any account; the host is never kept out of their own room.
      if (deviceId && !isHost && (await this.repo.isDeviceKicked(session.id, deviceId))) throw errors.kicked();
      const players = await this.repo.activePlayers(session.id);
      const existing = mine.find((p) => p.active);
      const others = players.filter((p) => p.id !== existing?.id);
      if (others.some((p) => p.avatarSrc === req.avatarSrc)) throw errors.avatarInUse();
      const { max } = this.playerLimits(session.gameType);
      if (!existing && players.length >= max) throw errors.maxPlayers(max);
      const isOwner = session.ownerUserId === principal.userId;
      const held = !existing && !isHost && (await this.approvesJoins(session.id));
      if (held) {
        const answer = this.joinRequests.ask(session.gameCode, { userId: principal.userId, deviceId, alias: req.alias, avatarSrc: req.avatarSrc });
        if (answer === 'full') throw new AppError(429, MESSAGE_KEYS.tooManyRequests, 'Too many phones are waiting to join this room');
        if (answer.kind === 'refused') throw new AppError(403, MESSAGE_KEYS.joinRefused, 'The host turned this join away');
        if (answer.kind === 'waiting') {
          return { waiting: { statusCode: 202, messageKey: MESSAGE_KEYS.joinWaiting, message: 'Waiting for the host to let you in', requestId: answer.requestId } };
        }
      }
      let row: SessionPlayerRow;
      try {
        row = existing
          ? await this.repo.updatePlayer(existing.id, { alias: req.alias, avatarSrc: req.avatarSrc, ...(deviceId ? { deviceId } : {}) })
          : await this.repo.insertPlayer({
              gameSessionId: session.id,
              userId: principal.userId,
              alias: req.alias,
              avatarSrc: req.avatarSrc,
              hexColor: freeColour(players),
              gameOwner: isOwner,
              deviceId: deviceId ?? null,
            });
      } catch (error) {
        if (isUniqueViolation(error)) throw errors.avatarInUse();
        throw error;
      }
      if (held) this.joinRequests.seated(session.gameCode, principal.userId);
      await this.broadcastPlayers(session);
      return { seat: toSessionPlayerDto(row, this.presence.isConnected(row.id)) };
    });
  }

  /** The phones waiting at the room's door (host only). */
  async joinRequestList(principal: Principal, code: string): Promise<JoinRequestDto[]> {
    const session = await this.activeSessionOrThrow(code);
    this.assertHost(principal, session);
    return this.joinRequests.list(session.gameCode);
  }

  /** The host lets a waiting phone in or turns it away; the phone hears it when it next asks. */
  async decideJoin(principal: Principal, code: string, requestId: string, decision: JoinDecision): Promise<void> {
    const session = await this.activeSessionOrThrow(code);
    this.assertHost(principal, session);
    if (!this.joinRequests.decide(session.gameCode, requestId, decision)) {
      throw new AppError(404, MESSAGE_KEYS.notFound, 'No such request waits (it ended or was answered)');
    }
  }

  /** Back to one's own seat: never held, even in a room whose host lets new phones in. */
  async rejoin(principal: Principal, input: RejoinRequest, deviceId?: string): Promise<SessionPlayerDto> {
    const req = parse(rejoinSchema, input);
    return this.lock.run(req.gameCode, async () => {
      const session = await this.activeSessionOrThrow(req.gameCode);
      const seat = req.sessionPlayerId <= MAX_ID ? await this.repo.findPlayer(session.id, req.sessionPlayerId) : undefined;
      if (!seat || seat.robot) throw errors.playerNotFound();
      if (seat.userId !== principal.userId) throw errors.forbidden('This seat belongs to someone else');
      if (seat.kicked) throw errors.kicked();
      // A seat taken before phones named their device learns it now, so a kick keeps that phone out.
      if (deviceId && !seat.deviceId) await this.repo.updatePlayer(seat.id, { deviceId });
      if (seat.active) return toSessionPlayerDto(seat, this.presence.isConnected(seat.id));
      // A player who quit comes back if the room still has space and the avatar is still free.
      const players = await this.repo.activePlayers(session.id);
      const { max } = this.playerLimits(session.gameType);
      if (players.length >= max) throw errors.maxPlayers(max);
      if (players.some((p) => p.avatarSrc === seat.avatarSrc)) throw errors.avatarInUse();
      const row = await this.repo.updatePlayer(seat.id, { active: true });
      await this.broadcastPlayers(session);
      return toSessionPlayerDto(row, this.presence.isConnected(row.id));
    });
  }

  /** A name as the room shows it: through its profanity filter (masked, or refused in a strict room). */
  private async roomAlias(sessionId: number, alias: string): Promise<string> {
    const game = await this.repo.latestGame(sessionId);
    return moderateTypedText(alias, roomTextFilter(game?.settings));
  }

  /** A player changes their alias or avatar. */
  async updateSeat(principal: Principal, sessionPlayerId: number, input: unknown): Promise<SessionPlayerDto> {
    const req = parse(updateSessionPlayerSchema, input);
    if (req.avatarSrc !== undefined && !isPlayerAvatar(req.avatarSrc)) throw errors.invalidAvatar();
    const seat = sessionPlayerId <= MAX_ID ? await this.repo.findPlayerById(sessionPlayerId) : undefined;
    if (!seat || !seat.active || seat.robot) throw errors.playerNotFound();
    if (seat.userId !== principal.userId) throw errors.forbidden('This seat belongs to someone else');
    const session = await this.repo.findSessionById(seat.gameSessionId);
    if (!session?.active) throw errors.gameIsOver();
    return this.lock.run(session.gameCode, async () => {
      const players = await this.repo.activePlayers(session.id);
      if (req.avatarSrc && players.some((p) => p.id !== seat.id && p.avatarSrc === req.avatarSrc)) throw errors.avatarInUse();
      let row: SessionPlayerRow;
      try {
        const alias = req.alias === undefined ? seat.alias : await this.roomAlias(session.id, req.alias);
        row = await this.repo.updatePlayer(seat.id, { alias, avatarSrc: req.avatarSrc ?? seat.avatarSrc });
      } catch (error) {
        if (isUniqueViolation(error)) throw errors.avatarInUse();
        throw error;
      }
      await this.broadcastPlayers(session);
      return toSessionPlayerDto(row, this.presence.isConnected(row.id));
    });
  }

  /** Confirms the caller's seat in the room's current game (the game screens call this on entry). */
  async joinGame(principal: Principal, input: unknown): Promise<GameDto> {
    const req = parse(rejoinSchema, input);
    const session = await this.activeSessionOrThrow(req.gameCode);
    const seat = req.sessionPlayerId <= MAX_ID ? await this.repo.findPlayer(session.id, req.sessionPlayerId) : undefined;
    if (!seat || !seat.active) throw errors.playerNotFound();
    if (seat.kicked) throw errors.kicked();
    if (seat.userId !== principal.userId) throw errors.forbidden('This seat belongs to someone else');
    return this.getGame(req.gameCode);
  }

  async usedAvatars(code: string): Promise<string[]> {
    const session = await this.sessionOrThrow(code);
    return (await this.repo.activePlayers(session.id)).map((p) => p.avatarSrc);
  }

  async getPlayer(code: string, playerId: number): Promise<SessionPlayerDto> {
    const session = await this.sessionOrThrow(code);
    const players = await this.repo.activePlayers(session.id);
    const row = players.find((p) => playerIdOf(p) === playerId);
    if (!row) throw errors.playerNotFound();
    return toSessionPlayerDto(row, this.presence.isConnected(row.id));
  }

  async playerList(code: string): Promise<SessionPlayerDto[]> {
    const session = await this.sessionOrThrow(code);
    return this.playerDtos(await this.repo.activePlayers(session.id), session.ownerUserId);
  }

  /** A player leaves (or the host removes a seat without banning it). */
  async quit(principal: Principal, code: string, playerId: number): Promise<void> {
    await this.lock.run(code, async () => {
      const session = await this.activeSessionOrThrow(code);
      const row = (await this.repo.activePlayers(session.id)).find((p) => playerIdOf(p) === playerId);
      if (!row) throw errors.playerNotFound();
      const isHost = session.ownerUserId === principal.userId;
      if (row.userId !== principal.userId && !isHost) throw errors.forbidden('You can only quit your own seat');
      await this.repo.updatePlayer(row.id, { active: false });
      this.forgetPresence(row.id);
      if (this.games?.isRunning(code)) await this.games.removeSeatHoldingLock(code, playerId);
      await this.broadcastPlayers(session);
    });
  }

  async kick(principal: Principal, code: string, playerId: number): Promise<void> {
    await this.lock.run(code, async () => {
      const session = await this.activeSessionOrThrow(code);
      this.assertHost(principal, session);
      const row = (await this.repo.activePlayers(session.id)).find((p) => playerIdOf(p) === playerId);
      if (!row) throw errors.playerNotFound();
      if (row.userId === principal.userId) throw new AppError(422, MESSAGE_KEYS.invalidRequest, 'The host cannot remove their own seat');
      await this.repo.updatePlayer(row.id, { active: false, kicked: !row.robot });
      const message: PlayerKickedMessage = { playerId, sessionPlayerId: row.id };
      this.publisher.publish(dest.playerKicked(code, playerId), message);
      this.publisher.disconnectSeat(code, row.id, 'You were removed from this room');
      this.forgetPresence(row.id);
      // Removed from the stage at once, so the game never waits for them.
      if (this.games?.isRunning(code)) await this.games.removeSeatHoldingLock(code, playerId);
      await this.broadcastPlayers(session);
    });
  }

  async addAiPlayer(principal: Principal, code: string): Promise<SessionPlayerDto> {
    return this.lock.run(code, async () => {
      const session = await this.activeSessionOrThrow(code);
      this.assertHost(principal, session);
      const players = await this.repo.activePlayers(session.id);
      const { max } = this.playerLimits(session.gameType);
      if (players.length >= max) throw errors.maxPlayers(max);
      const taken = new Set(players.map((p) => p.robotId));
      const robotId = AI_PLAYER_IDS.find((id) => !taken.has(id));
      if (robotId === undefined) throw new AppError(409, MESSAGE_KEYS.allAiPlayersIn, 'All AI players are already in the room');
      const row = await this.repo.insertPlayer({
        gameSessionId: session.id,
        robotId,
        robot: true,
        alias: AI_NAMES[robotId]!,
        avatarSrc: AI_AVATARS[robotId]!,
        hexColor: freeColour(players),
      });
      await this.broadcastPlayers(session);
      return toSessionPlayerDto(row, true);
    });
  }

  // ---- games ----

  async createGame(principal: Principal, input: GameCreateRequest): Promise<GameDto> {
    const req = parse(gameCreateSchema, input);
    return this.lock.run(req.gameCode, () => this.createGameNow(principal, req));
  }

  /** Creates the room's next game; the caller holds the room's lock. */
  private async createGameNow(principal: Principal, req: ReturnType<typeof gameCreateSchema.parse>): Promise<GameDto> {
    const session = await this.activeSessionOrThrow(req.gameCode);
    this.assertHost(principal, session);
    this.assertMayHost(principal, req.gameType);
    await this.settingsCheck(principal, req.settings);
    const previous = await this.repo.latestGame(session.id);
    const base = mergeGameSettings({ ...DEFAULT_GAME_SETTINGS, language: session.language }, previous?.settings as object | undefined);
    const settings = gameSettingsSchema.parse(mergeGameSettings(base, req.settings));
    await this.repo.finishGames(session.id);
    this.games?.close(session.gameCode);
    const game = await this.repo.insertGame({ gameSessionId: session.id, gameType: req.gameType, settings });
    const updated = await this.repo.updateSession(session.id, { gameType: req.gameType, started: false });
    const dto = toGameDto(game, session.gameCode);
    this.publisher.publish(dest.common(session.gameCode, 'gameCreated'), dto);
    this.publisher.publish(dest.common(session.gameCode, 'gameSessionUpdated'), toSessionDto(updated));
    this.publicRoomChanged(session);
    return dto;
  }

  /** The host changes the settings in the lobby; everyone's screen shows them. */
  async updateGameSettings(principal: Principal, input: unknown): Promise<GameDto> {
    const req = parse(updateGameSettingsSchema, input);
    return this.lock.run(req.gameCode, async () => {
      const session = await this.activeSessionOrThrow(req.gameCode);
      this.assertHost(principal, session);
      const game = await this.repo.latestGame(session.id);
      if (!game) throw new AppError(404, MESSAGE_KEYS.notFound, 'No game has been created in this room yet');
      if (this.games?.isRunning(session.gameCode)) throw errors.alreadyStarted();
      await this.settingsCheck(principal, req.settings);
      const settings = gameSettingsSchema.parse(mergeGameSettings(game.settings, req.settings));
      const dto = toGameDto(await this.repo.updateGame(game.id, { settings }), session.gameCode);
      this.publisher.publish(dest.common(session.gameCode, 'gameSettingsUpdated'), dto.settings);
      return dto;
    });
  }

  async getGame(code: string): Promise<GameDto> {
    const session = await this.sessionOrThrow(code);
    const game = await this.repo.latestGame(session.id);
    if (!game) throw new AppError(404, MESSAGE_KEYS.notFound, 'No game has been created in this room yet');
    return toGameDto(game, session.gameCode);
  }

  async startGame(principal: Principal, code: string): Promise<GameSessionDto> {
    return this.lock.run(code, () => this.startGameNow(principal, code));
  }

  /** Starts the room's latest game; the caller holds the room's lock. */
  private async startGameNow(principal: Principal, code: string): Promise<GameSessionDto> {
    const session = await this.activeSessionOrThrow(code);
    this.assertHost(principal, session);
    // A game that has ended may be started again; one in play may not.
    if (session.started && (this.games ? this.games.isRunning(code) : true)) throw errors.alreadyStarted();
    const players = await this.repo.activePlayers(session.id);
    const { min } = this.playerLimits(session.gameType);
    if (players.length < min) throw errors.notEnoughPlayers(min);
    const game = await this.repo.latestGame(session.id);
    if (!game) throw new AppError(404, MESSAGE_KEYS.notFound, 'No game has been created in this room yet');
    // Marked started first: once the match is stored, a restart must find the game to resume it.
    await this.repo.updateGame(game.id, { started: true });
    await this.games?.startHoldingLock(code, players.map((p) => ({ playerId: playerIdOf(p), alias: p.alias, robot: p.robot })));
    const updated = await this.repo.updateSession(session.id, { started: true });
    const dto = toSessionDto(updated);
    this.publisher.publish(dest.host(code, 'startGame'), { gameCode: code, gameType: updated.gameType });
    this.publisher.publish(dest.common(code, 'gameSessionUpdated'), dto);
    return dto;
  }

  /**
   * "New game, same players": the same game again with everyone still in the room. One step under
   * the room's lock: no kick, join or start can land between the new game and its start.
   */
  async newGameSamePlayers(principal: Principal, code: string): Promise<GameSessionDto> {
    return this.lock.run(code, async () => {
      const session = await this.activeSessionOrThrow(code);
      this.assertHost(principal, session);
      await this.createGameNow(principal, parse(gameCreateSchema, { gameType: session.gameType as GameType, gameCode: code }));
      const started = await this.startGameNow(principal, code);
      this.publisher.publish(dest.host(code, 'newGameSamePlayers'), { gameCode: code });
      this.publisher.publish(dest.player(code, 'newGameSamePlayers'), { gameCode: code });
      return started;
    });
  }

  /** Another game type: everyone goes back to the lobby with their seats (the new game is not started). */
  async newGameType(principal: Principal, code: string, gameType: string): Promise<GameDto> {
    return this.createGame(principal, { gameType, gameCode: code });
  }

  // ---- ownership of a room hosted from a phone ----

  /**
   * The owner's phone has been gone past the timeout (`stillAway` is asked again under the room's
   * lock): in a HOST_AND_PLAY room the host's rights pass to the next human player in seat order who
   * is online. Everyone's phone hears the new owner in `gameSessionUpdated`. True when they passed.
   */
  async passOwnershipIfAway(code: string, awaySeatId: number, stillAway: () => boolean): Promise<boolean> {
    return this.lock.run(code, async () => {
      const session = await this.repo.findSession(code);
      if (!session?.active || session.hostType !== 'HOST_AND_PLAY' || !stillAway()) return false;
      const players = (await this.repo.activePlayers(session.id)).filter((p) => !p.robot && !p.kicked);
      const away = players.find((p) => p.id === awaySeatId);
      if (!away || away.userId !== session.ownerUserId) return false;
      const after = players.filter((p) => p.id > away.id);
      const before = players.filter((p) => p.id < away.id);
      const next = [...after, ...before].find((p) => p.userId !== null && p.userId !== session.ownerUserId && this.presence.isConnected(p.id));
      if (!next?.userId) return false;
      await this.changeOwner(session, next.userId);
      return true;
    });
  }

  /** The player holding the host's rights gives them back to the room's original owner (the seat that created it). */
  async handHostBack(principal: Principal, code: string): Promise<GameSessionDto> {
    return this.lock.run(code, async () => {
      const session = await this.activeSessionOrThrow(code);
      this.assertHost(principal, session);
      const original = (await this.repo.activePlayers(session.id)).find((p) => p.gameOwner && !p.robot && !p.kicked && p.userId !== null);
      if (!original?.userId) throw new AppError(409, HOST_RECOVERY_MESSAGE_KEYS.noOwnerToHandBack as unknown as MessageKey, 'The original owner is no longer in the room');
      if (original.userId === session.ownerUserId) throw new AppError(409, HOST_RECOVERY_MESSAGE_KEYS.alreadyOwner as unknown as MessageKey, 'The original owner already hosts the room');
      return this.changeOwner(session, original.userId);
    });
  }

  private async changeOwner(session: GameSessionRow, ownerUserId: number): Promise<GameSessionDto> {
    const updated = await this.repo.updateSession(session.id, { ownerUserId });
    const dto = toSessionDto(updated);
    this.publisher.publish(dest.common(session.gameCode, 'gameSessionUpdated'), dto);
    // The crown moves with the rights: every players list says who hosts now.
    await this.broadcastPlayers(updated);
    this.ownerChanged(session.gameCode, ownerUserId);
    return dto;
  }

  // ---- identity checks for the realtime layer ----

  /** The room's host: the user who owns it now (its creator, unless the rights passed), or its host screen. */
  async isHost(principal: Principal, code: string): Promise<boolean> {
    const session = await this.repo.findSession(code);
    return !!session && session.active && this.hosts(principal, session);
  }

  /** The active, not-kicked seat this user holds in the room, if any. */
  async seatOf(principal: Principal, code: string, sessionPlayerId?: number): Promise<SessionPlayerRow | undefined> {
    const session = await this.repo.findSession(code);
    if (!session || !session.active) return undefined;
    const mine = await this.repo.playersOfUser(session.id, principal.userId);
    return mine.find((p) => p.active && !p.kicked && (sessionPlayerId === undefined || p.id === sessionPlayerId));
  }

  /** Where this user has a seat right now, if anywhere. */
  async existingSeat(principal: Principal): Promise<{ gameCode: string; gameType: GameType; seat: SessionPlayerDto } | undefined> {
    const found = await this.repo.latestSeatOfUser(principal.userId);
    if (!found) return undefined;
    return {
      gameCode: found.session.gameCode,
      gameType: found.session.gameType as GameType,
      seat: toSessionPlayerDto(found.seat, this.presence.isConnected(found.seat.id)),
    };
  }

  async roomExists(code: string): Promise<boolean> {
    return (await this.roomState(code)) === 'active';
  }

  /** Whether a room with this code is open, has ended, or never was. */
  async roomState(code: string): Promise<'active' | 'ended' | 'none'> {
    return (await this.roomStatus(code)).state;
  }

  /** Whether the room is open, and whether a screen the whole room watches shows its game (its host type). */
  async roomStatus(code: string): Promise<{ state: 'active' | 'ended' | 'none'; sharedScreen: boolean }> {
    const session = await this.repo.findSession(code);
    if (!session) return { state: 'none', sharedScreen: true };
    return { state: session.active ? 'active' : 'ended', sharedScreen: hasSharedScreen(session.hostType as HostType) };
  }

  /** The rooms still open, with when they were made and last changed. */
  async openRooms(): Promise<Array<{ gameCode: string; createdAt: Date; updatedAt: Date }>> {
    return this.repo.activeSessions();
  }

  /**
   * Ends a room nobody is in any more: it is archived like a room its host closed, its game is marked
   * finished and stopped (timers, AI players), and it leaves the public list. Seats and games stay, so
   * the players' history still lists them. `stillAbandoned` is asked again under the room's lock, so a
   * player who comes back at that moment keeps the room. True when the room was ended.
   */
  async endAbandoned(code: string, stillAbandoned: () => boolean = () => true): Promise<boolean> {
    return this.lock.run(code, async () => {
      const session = await this.repo.findSession(code);
      if (!session?.active || !stillAbandoned()) return false;
      const ended = await this.repo.updateSession(session.id, { active: false });
      await this.repo.finishGames(session.id);
      this.games?.close(code);
      this.joinRequests.forget(code);
      for (const seat of await this.repo.activePlayers(session.id)) this.forgetPresence(seat.id);
      this.presenceChanged.delete(code);
      this.presenceFlush.cancel((key) => key === code);
      this.publisher.publish(dest.host(code, 'exitGame'), { gameCode: code });
      this.publisher.publish(dest.common(code, 'gameSessionUpdated'), toSessionDto(ended));
      this.publicRoomChanged(session);
      return true;
    });
  }

  async requestUsedAvatars(code: string): Promise<void> {
    this.publisher.publish(dest.common(code, 'usedAvatars'), await this.usedAvatars(code));
  }

  // ---- helpers ----

  private onPresenceChange(code: string, sessionPlayerId: number): void {
    let changed = this.presenceChanged.get(code);
    if (!changed) this.presenceChanged.set(code, (changed = new Set()));
    changed.add(sessionPlayerId);
    this.presenceFlush.request(code, () => this.flushPresence(code));
  }

  /** Tells the room the seats whose presence changed since it was last told, as they are now. */
  private flushPresence(code: string): Promise<void> {
    // Under the room's lock, so a list read before a kick is never published after it.
    return this.lock.run(code, async () => {
      const changed = this.presenceChanged.get(code);
      this.presenceChanged.delete(code);
      let told = false;
      for (const sessionPlayerId of changed ?? []) {
        const connected = this.presence.isConnected(sessionPlayerId);
        if (this.presenceTold.get(sessionPlayerId) === connected) continue;
        const row = await this.repo.findPlayerById(sessionPlayerId);
        if (!row || !row.active) continue;
        this.presenceTold.set(sessionPlayerId, connected);
        this.publisher.publish(dest.common(code, 'websocketConnectionUpdated'), { playerId: playerIdOf(row), sessionPlayerId, connected });
        told = true;
      }
      if (this.presenceTold.size > 100_000) this.presenceTold.clear();
      if (!told) return;
      const session = await this.repo.findSession(code);
      if (!session?.active) return;
      const dtos = this.playerDtos(await this.repo.activePlayers(session.id), session.ownerUserId);
      this.publisher.publish(dest.common(code, 'playersUpdated'), dtos);
      this.publisher.publish(dest.common(code, 'sessionPlayersUpdated'), dtos);
    }).catch(() => undefined);
  }

  private forgetPresence(sessionPlayerId: number): void {
    this.presence.forget(sessionPlayerId);
    this.presenceTold.delete(sessionPlayerId);
  }

  private async broadcastPlayers(session: GameSessionRow): Promise<void> {
    const players = await this.repo.activePlayers(session.id);
    const dtos = this.playerDtos(players, session.ownerUserId);
    const code = session.gameCode;
    this.publisher.publish(dest.common(code, 'playersUpdated'), dtos);
    this.publisher.publish(dest.common(code, 'sessionPlayersUpdated'), dtos);
    this.publisher.publish(dest.common(code, 'usedAvatars'), players.map((p) => p.avatarSrc));
    const { min } = this.playerLimits(session.gameType);
    if (players.length >= min) this.publisher.publish(dest.host(code, 'playerMinReached'), { count: players.length, min });
    this.publicRoomChanged(session);
  }

  /** A public room's entry may have changed (its players, its game, or it ended): the list is told. */
  private publicRoomChanged(session: GameSessionRow): void {
    if (session.isPublic) this.publicFeed.changed();
  }

  private playerDtos(rows: SessionPlayerRow[], ownerUserId: number | null): SessionPlayerDto[] {
    return rows.map((r) => toSessionPlayerDto(r, this.presence.isConnected(r.id), ownerUserId));
  }

  private async sessionOrThrow(code: string): Promise<GameSessionRow> {
    const session = await this.repo.findSession(code.toUpperCase());
    if (!session) throw errors.gameNotFound();
    return session;
  }

  private async activeSessionOrThrow(code: string): Promise<GameSessionRow> {
    const session = await this.sessionOrThrow(code);
    if (!session.active) throw errors.gameIsOver();
    return session;
  }

  private assertHost(principal: Principal, session: GameSessionRow): void {
    if (!this.hosts(principal, session)) throw errors.notHost();
  }

  private hosts(principal: Principal, session: GameSessionRow): boolean {
    return session.ownerUserId === principal.userId || this.isHostScreen(session.gameCode, principal.userId);
  }

  /** Whether the room's latest game settings say the host lets new phones in (`approveJoins`). */
  private async approvesJoins(sessionId: number): Promise<boolean> {
    const game = await this.repo.latestGame(sessionId);
    return (game?.settings as { approveJoins?: unknown } | undefined)?.approveJoins === true;
  }

  /** Players in a room of this game type, AI players included. */
  private playerLimits(gameType: string): PlayerLimits {
    const players = this.manifestOf(gameType)?.players ?? DEFAULT_PLAYER_LIMITS;
    return { min: players.min, max: players.max };
  }

  private assertMayHost(principal: Principal, gameType: GameType): void {
    const manifest = this.manifestOf(gameType);
    if (manifest?.adminOnly && !principal.isAdmin) throw errors.forbidden(`${gameType} is for admins`);
    // A room of a game whose rules are still to come could never start.
    if (!manifest?.playable) throw new AppError(409, MESSAGE_KEYS.gameNotAvailable, `${gameType} cannot be played yet`);
  }
}

function freeColour(players: SessionPlayerRow[]): string {
  const used = new Set(players.map((p) => p.hexColor));
  return PLAYER_COLOURS.find((c) => !used.has(c)) ?? PLAYER_COLOURS[players.length % PLAYER_COLOURS.length]!;
}
