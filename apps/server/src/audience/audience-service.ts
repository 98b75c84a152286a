import {
  MAX_AUDIENCE_GUESS,
  MAX_AUDIENCE_PER_ROOM,
  MESSAGE_KEYS,
  dest,
  isValidAlias,
  normalizeAlias,
  type AudienceMe,
  type AudienceTally,
  type AudienceView,
  type AudienceViewMessage,
  type TextFilterLevel,
} from '@snackparty/protocol';
import type { Principal } from '../auth/tokens';
import { safeDbError } from '../db/errors';
import { AppError } from '../errors';
import { moderateTypedText } from '../moderation/typed-text';
import type { CommittedChange, RuntimeHooks } from '../games/runtime-hooks';
import { KeyedBuckets } from '../realtime/budget';
import type { RoomConnection } from '../realtime/connection';
import { StompRefusal } from '../stomp';
import type { AdmissionCheck } from './admission';
import { AudienceRoom } from './audience-room';
import type { AudienceStore } from './audience-store';
import { SHARED_TALLY_REFRESH_MS, SharedTallies } from './shared-tallies';

/** What the audience needs of the game runtime. */
export interface AudienceGames {
  audienceViewOf(code: string): AudienceView | undefined;
  isAudienceChoice(code: string, stageNumber: number, choice: unknown): boolean;
  judgeAudienceGuess(code: string, stageNumber: number, guess: string): boolean | undefined;
  recordAudience(code: string, tally: { stageNumber: number; counts: Record<string, number> }): Promise<void>;
  audienceRightChoices(change: CommittedChange): string[];
}

/** How the audience's messages leave: to every subscriber, or to one connection. */
export interface AudienceDelivery {
  publish(destination: string, body: object): unknown;
  /** To the one connection `c` (its subscriptions on `destination`), without looking at the others. */
  publishToConnection(c: RoomConnection, destination: string, body: object): unknown;
}

export interface AudienceOptions {
  /** The tally goes out at most once per this (and only when it changed). */
  tallyIntervalMs?: number;
  /** The audience's counts are folded into the match at most once per this. */
  foldIntervalMs?: number;
  /** Where each room's audience board is kept (without it, in memory only). */
  store?: AudienceStore;
  /** Choices and guesses one member may send: a burst, then so many a second. */
  sendsPerMember?: { burst: number; perSecond: number };
  maxPerRoom?: number;
  /** How the room treats rude words in names (without it: as typed). */
  textFilter?: (code: string) => Promise<TextFilterLevel>;
  now?: () => number;
  log?: { warn(obj: object, msg: string): void };
}

/** From this many members on, a room's tally goes out at most once a second. */
const CROWD = 1000;

function refuse(message: string, messageKey: string, fatal: boolean): never {
  throw new StompRefusal(message, { fatal, messageKey });
}

function bodyOf(body: string): Record<string, unknown> {
  try {
    const parsed: unknown = JSON.parse(body);
    if (typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed)) return parsed as Record<string, unknown>;
  } catch {
    // Answered below like any body that is not an object.
  }
  throw new AppError(400, MESSAGE_KEYS.invalidRequest, 'The body is not a JSON object');
}

function stageNumberOf(body: Record<string, unknown>): number {
  const value = body.stageNumber;
  if (typeof value !== 'number' || !Number.isInteger(value) || value < 0) throw new AppError(400, MESSAGE_KEYS.invalidRequest, 'stageNumber is required');
  return value;
}

/**
 * Every room's audience: admits members at CONNECT, takes their choices and guesses, and sends what
 * they add up to, never one message per member: a tally a few times a second (to the host screen and
 * the audience), the audience's view when the game changes it, and a member's own standing to that
 * member alone. The counts reach the rules by being folded into the match about once a second.
 */
export class AudienceService {
  private readonly rooms = new Map<string, AudienceRoom>();
  /** The audience view last sent per room, so a move that changes nothing the audience sees sends nothing. */
  private readonly lastViews = new Map<string, string>();
  private readonly lastFolds = new Map<string, number>();
  private readonly lastTallies = new Map<string, number>();
  /** Rooms whose stored board is being read, so thousands joining at once read it once. */
  private readonly loading = new Map<string, Promise<AudienceRoom>>();
  /** Saves under way, so a stop waits for them. */
  private readonly saving = new Set<Promise<void>>();
  private readonly sends: KeyedBuckets;
  private readonly tallyIntervalMs: number;
  private readonly foldIntervalMs: number;
  private readonly maxPerRoom: number;
  private readonly now: () => number;
  private delivery?: AudienceDelivery;
  private timer?: NodeJS.Timeout;
  /** With several server processes: the other servers' tallies, and where this one's go. */
  private readonly elsewhere: SharedTallies;
  private shareTally?: (code: string, tally: AudienceTally) => void;
  private readonly lastShared = new Map<string, number>();

  constructor(
    private readonly games: AudienceGames,
    private readonly admission: AdmissionCheck,
    private readonly options: AudienceOptions = {},
  ) {
    this.now = options.now ?? Date.now;
    this.tallyIntervalMs = options.tallyIntervalMs ?? 500;
    this.foldIntervalMs = options.foldIntervalMs ?? 1000;
    this.maxPerRoom = options.maxPerRoom ?? MAX_AUDIENCE_PER_ROOM;
    const perMember = options.sendsPerMember ?? { burst: 6, perSecond: 2 };
    this.sends = new KeyedBuckets(perMember.burst, perMember.perSecond, this.now);
    this.elsewhere = new SharedTallies(this.now);
  }

  /**
   * With several server processes: this one's tally of each room's crowd goes to the others when it
   * changes (and every few seconds), and what they share is added to the tally shown here.
   */
  share(send: (code: string, tally: AudienceTally) => void): void {
    this.shareTally = send;
  }

  /** Another server's tally of its crowd in the room. */
  heard(from: string, code: string, tally: AudienceTally): void {
    this.elsewhere.heard(from, code, tally);
  }

  /** Connects the broker (it is built after the runtime) and starts the tally's clock. */
  attach(delivery: AudienceDelivery): void {
    this.delivery = delivery;
    this.timer ??= setInterval(() => this.flush(), this.tallyIntervalMs);
    this.timer.unref();
  }

  /** Stops the clock; what the boards still had to store is stored. */
  async stop(): Promise<void> {
    clearInterval(this.timer);
    this.timer = undefined;
    for (const [code, room] of this.rooms) this.save(code, room);
    await Promise.all([...this.saving]);
  }

  /** A CONNECT with purpose `audience`: the member's name, or a refusal. */
  async admit(principal: Principal, code: string, name: string | undefined, deviceId?: string): Promise<string> {
    if (name === undefined || !isValidAlias(name)) refuse('An audience member needs a name', MESSAGE_KEYS.invalidAlias, true);
    const level = (await this.options.textFilter?.(code)) ?? 'off';
    let alias: string;
    try {
      alias = moderateTypedText(normalizeAlias(name), level);
    } catch {
      refuse('This room does not take that name', MESSAGE_KEYS.textRefused, true);
    }
    const verdict = await this.admission(code, principal.userId, deviceId);
    if (verdict !== 'ok') refuse('This room takes no audience', verdict, true);
    const room = await this.loadedRoom(code);
    if (room.size >= this.maxPerRoom && !room.isMember(principal.userId)) refuse('The audience is full', MESSAGE_KEYS.audienceFull, true);
    room.join(principal.userId, alias);
    return alias;
  }

  /** An audience connection closed. */
  left(c: RoomConnection): void {
    this.rooms.get(c.code)?.leave(c.principal.userId);
  }

  /** `/backend/audience/{code}/choose`: `{ stageNumber, choice }`. */
  choose(c: RoomConnection, body: string): void {
    this.spend(c);
    const message = bodyOf(body);
    const stageNumber = stageNumberOf(message);
    if (!this.games.isAudienceChoice(c.code, stageNumber, message.choice)) {
      throw new AppError(409, MESSAGE_KEYS.audienceNothingNow, 'That is not a choice the audience has now');
    }
    const room = this.roomOf(c.code);
    room.enterStage(stageNumber);
    room.choose(c.principal.userId, stageNumber, message.choice as string);
    this.fold(c.code, room);
    this.deliverMe(c, room.me(c.principal.userId));
  }

  /** `/backend/audience/{code}/guess`: `{ stageNumber, guess }`; the answer goes to this member alone. */
  guess(c: RoomConnection, body: string): void {
    this.spend(c);
    const message = bodyOf(body);
    const stageNumber = stageNumberOf(message);
    const text = message.guess;
    if (typeof text !== 'string' || text.trim() === '' || text.length > MAX_AUDIENCE_GUESS) {
      throw new AppError(400, MESSAGE_KEYS.invalidRequest, `A guess has 1 to ${MAX_AUDIENCE_GUESS} characters`);
    }
    const right = this.games.judgeAudienceGuess(c.code, stageNumber, text);
    if (right === undefined) throw new AppError(409, MESSAGE_KEYS.audienceNothingNow, 'The audience has nothing to guess now');
    const room = this.roomOf(c.code);
    room.enterStage(stageNumber);
    if (right) room.guessedRightNow(c.principal.userId, stageNumber);
    const me = room.me(c.principal.userId);
    // A wrong guess is answered with itself only: nothing of the secret.
    if (me) this.deliverMe(c, { ...me, guess: { text: text.trim(), right } });
  }

  /** What a subscriber to one of the audience's topics is given at once. */
  current(c: RoomConnection, topic: 'view' | 'tally' | 'me'): object | undefined {
    if (topic === 'view') return { game: this.games.audienceViewOf(c.code) ?? null, serverNow: this.now() } satisfies AudienceViewMessage;
    const room = this.rooms.get(c.code);
    if (topic === 'tally') return this.shownTally(c.code, room?.tally());
    return room?.me(c.principal.userId);
  }

  /**
   * The runtime's hooks: stages that end score the audience's choices; the audience's view follows the
   * game. With several server processes each looks after the crowd connected to it, whichever runs the game.
   */
  readonly runtimeHooks: RuntimeHooks = {
    afterCommit: (change) => this.gameChanged(change),
    afterCopy: (change) => this.gameChanged(change),
    roomClosed: (code) => {
      const room = this.rooms.get(code);
      if (!room) return;
      room.enterStage(0);
      this.publishView(code);
    },
  };

  private gameChanged(change: CommittedChange): Promise<void> {
    const room = this.rooms.get(change.code);
    if (!room || room.size === 0) return Promise.resolve();
    if (change.before && change.before.stageNumber !== change.after.stageNumber) {
      room.scoreStage(change.before.stageNumber, this.games.audienceRightChoices(change));
    }
    room.enterStage(change.after.stageNumber);
    this.publishView(change.code);
    return Promise.resolve();
  }

  /** Sends the tallies that changed, folds fresh counts into the matches, and forgets empty rooms. */
  flush(): void {
    const now = this.now();
    const published = new Set<string>();
    for (const [code, room] of this.rooms) {
      // A crowd hears its tally once a second rather than twice: thousands of frames a tick are the cost.
      const gapMs = room.size >= CROWD ? Math.max(this.tallyIntervalMs, 1000) : 0;
      if (room.changed && now - (this.lastTallies.get(code) ?? -Infinity) >= gapMs) {
        room.changed = false;
        this.lastTallies.set(code, now);
        const own = room.tally();
        this.shareOwn(code, own);
        this.publishTally(code, own);
        published.add(code);
      } else if (this.shareTally && now - (this.lastShared.get(code) ?? -Infinity) >= SHARED_TALLY_REFRESH_MS) {
        this.shareOwn(code, room.tally());
      }
      this.fold(code, room);
      this.save(code, room);
      if (room.size === 0 && !room.changed && !room.choicesChanged) {
        this.rooms.delete(code);
        this.lastViews.delete(code);
        this.lastFolds.delete(code);
        this.lastTallies.delete(code);
        this.lastShared.delete(code);
      }
    }
    // The rooms whose crowd changed on another server (or whose server went away).
    for (const code of this.elsewhere.takeChanged()) if (!published.has(code)) this.publishTally(code, this.rooms.get(code)?.tally());
  }

  private shareOwn(code: string, own: AudienceTally): void {
    if (!this.shareTally) return;
    this.lastShared.set(code, this.now());
    this.shareTally(code, own);
  }

  private publishTally(code: string, own: AudienceTally | undefined): void {
    this.delivery?.publish(dest.audience(code, 'tally'), this.shownTally(code, own));
  }

  /** The room's tally as shown: this server's crowd's (if any), with the other servers' added. */
  private shownTally(code: string, own: AudienceTally | undefined): AudienceTally {
    return this.elsewhere.combined(code, own) ?? new AudienceRoom().tally();
  }

  /**
   * Folds the room's counts into its match when they changed, at most once per interval: the first
   * choices after a quiet spell count at once, a stream of them once per interval. With several
   * servers, counts are folded again every few seconds, changed or not: the server running the game
   * adds up each server's latest, and one that takes the room over (its server stopped or died)
   * starts with none of them. It has them all again within SHARED_TALLY_REFRESH_MS; a fold that
   * changes nothing is not stored.
   */
  private fold(code: string, room: AudienceRoom): void {
    const now = this.now();
    const sinceLast = now - (this.lastFolds.get(code) ?? -Infinity);
    const counts = room.stageCounts();
    const changed = room.choicesChanged && sinceLast >= this.foldIntervalMs;
    const refresh = !!this.shareTally && sinceLast >= SHARED_TALLY_REFRESH_MS && Object.keys(counts.counts).length > 0;
    if (!changed && !refresh) return;
    room.choicesChanged = false;
    this.lastFolds.set(code, now);
    this.games.recordAudience(code, counts).catch((err: unknown) => {
      // Busy or away for a moment: the next tick folds them again.
      room.choicesChanged = true;
      if (!(err instanceof AppError)) this.options.log?.warn({ code, err }, 'audience counts not folded into the game');
    });
  }

  /** Stores the members whose points changed; on failure they are stored again on a later tick. */
  private save(code: string, room: AudienceRoom): void {
    const store = this.options.store;
    if (!store) return;
    const members = room.takeUnsaved();
    if (members.length === 0) return;
    const saving = store
      .save(code, members)
      .catch((err: unknown) => {
        room.markUnsaved(members.map((m) => m.userId));
        this.options.log?.warn({ code, err: safeDbError(err) }, 'audience board not stored; tried again');
      })
      .finally(() => this.saving.delete(saving));
    this.saving.add(saving);
  }

  /** The room's audience, with its stored board read once when the room is first asked for. */
  private async loadedRoom(code: string): Promise<AudienceRoom> {
    const known = this.rooms.get(code);
    if (known) return known;
    const store = this.options.store;
    if (!store) return this.roomOf(code);
    let loading = this.loading.get(code);
    if (!loading) {
      loading = store
        .load(code)
        .then((stored) => {
          const room = this.roomOf(code);
          room.restore(stored);
          return room;
        })
        .finally(() => this.loading.delete(code));
      this.loading.set(code, loading);
    }
    return loading;
  }

  private roomOf(code: string): AudienceRoom {
    let room = this.rooms.get(code);
    if (!room) {
      room = new AudienceRoom();
      room.enterStage(this.games.audienceViewOf(code)?.stageNumber ?? 0);
      this.rooms.set(code, room);
    }
    return room;
  }

  private publishView(code: string): void {
    const game = this.games.audienceViewOf(code) ?? null;
    const json = JSON.stringify(game);
    if (this.lastViews.get(code) === json) return;
    this.lastViews.set(code, json);
    this.delivery?.publish(dest.audience(code, 'view'), { game, serverNow: this.now() } satisfies AudienceViewMessage);
  }

  private deliverMe(c: RoomConnection, me: AudienceMe | undefined): void {
    if (me) this.delivery?.publishToConnection(c, dest.audience(c.code, 'me'), me);
  }

  private spend(c: RoomConnection): void {
    if (!this.sends.take(`${c.code}:${c.principal.userId}`)) {
      throw new AppError(429, MESSAGE_KEYS.tooManyRequests, 'Too many choices, slow down');
    }
  }
}
