import type { Match } from '@snackparty/engine';
import { MESSAGE_KEYS } from '@snackparty/protocol';
import { safeDbError } from '../db/errors';
import { AppError } from '../errors';
import { LogThrottle } from '../games/log-throttle';
import { RoomClock, type Timers } from '../games/room-clock';
import type { RuntimeHooks, CommittedChange } from '../games/game-runtime';
import { StreamStore, type StreamEntry, type StreamModel, type UnsavedChunks } from './stream-store';

/** Rejected chunks and failed saves are logged once per room (and sender) per this window, with a count. */
export const STREAM_LOG_WINDOW_MS = 10_000;

/** Who may stream now, read from the game's state: the window (a turn, say) and its senders. */
export interface StreamWindow {
  window: number;
  senders: readonly number[];
}

/**
 * Where a stream's chunks are kept beyond memory: appended while the window is open (a crash loses
 * less than an interval of them), stored whole when it closes, rebuilt after a restart.
 */
export interface StreamStorage<Chunk, Model, W extends StreamWindow> {
  /** While a window is open, the chunks sent since the last append are appended this often. */
  appendIntervalMs: number;
  append(gameId: number, unsaved: readonly UnsavedChunks<Chunk>[]): Promise<void>;
  /** The window closed: its models are stored whole, and what was appended for it may go. */
  storeWhole(gameId: number, window: W, entries: readonly StreamEntry<Model>[]): Promise<void>;
  /** A window's models as they were stored, when a restart picks the game up again. */
  restore(gameId: number, window: number): Promise<Map<number, Model>>;
}

export interface StreamLogger {
  warn(details: object, message: string): void;
}

/** A room's open window, and what it owns: its clock (its timers die with it), its writes. */
export interface OpenWindow<W extends StreamWindow> {
  readonly code: string;
  readonly gameId: number;
  readonly gameType: string;
  readonly window: W;
  /** The match as last committed: who may stream is read from it on every chunk. */
  match: Match<unknown>;
  readonly clock: RoomClock;
  /** An append is out; `appendAgain`: chunks came while it was out and wait for it to end. */
  appending: boolean;
  appendAgain: boolean;
}

export interface LiveStreamOptions<Chunk, Model, Snapshot, W extends StreamWindow> {
  kind: StreamModel<Chunk, Model, Snapshot>;
  /** The open window of a match's state, or null while nobody streams. */
  windowOf(gameType: string, match: Match<unknown>): W | null;
  /** Checks a chunk as received (parsed JSON); throws when it is not one. */
  decode(json: unknown): Chunk;
  /**
   * Where a sender's chunks are heard by sender: a stream for the host screen alone. Left out when
   * nobody may learn who sends (the stream's audience is the whole room).
   */
  destination?(code: string, sender: number): string;
  /**
   * Where they are heard by slot, the sender's place among the window's senders, by listeners who may
   * not know who sends (the stream's audience is the whole room).
   */
  slotDestination?(code: string, slot: number): string;
  /** Relays a chunk to the destination's subscribers exactly as it came (JSON text). */
  relay(destination: string, json: string): void;
  storage?: StreamStorage<Chunk, Model, W>;
  timers: Timers;
  logger: StreamLogger;
  /** Log lines, per stream: a chunk refused as malformed, a failed save, a failed save as the room closed. */
  messages?: { rejected?: string; notSaved?: string; closedNotSaved?: string };
  /** A window opened (after a restart too): its owner may schedule work on the window's clock. */
  opened?(open: OpenWindow<W>, change: CommittedChange): void;
  /** The refusals a sender hears, in the game's words. */
  refusals?: { noWindow?: string; notSender?: string; malformed?: string; otherWindow?: string };
}

/**
 * A live stream from phones to the host screen (by sender), or, when its audience is the whole room, to
 * the host screen and the seats by slot only, as a platform capability: the game's state says who
 * may stream and when (a window opens and closes with the match), each sender is rate-limited and
 * size-capped, chunks are relayed as received, a late or reloaded screen reads the snapshot, and the
 * stream's storage keeps what was sent. Its timers are the room's own, cleared with the window.
 */
export class LiveStream<Chunk, Model, Snapshot, W extends StreamWindow = StreamWindow> {
  readonly store: StreamStore<Chunk, Model, Snapshot>;
  private readonly open = new Map<string, OpenWindow<W>>();
  private readonly saving = new Map<string, Promise<void>>();
  /** A broken or hostile phone may send hundreds of bad chunks a second: one line per sender per window. */
  private readonly rejected: LogThrottle<{ code: string; playerId: number; reason: string }>;
  private readonly saveFailures: LogThrottle<{ code: string; err: ReturnType<typeof safeDbError> }>;
  /** The runtime's hooks: windows open, close and are stored as the match moves. */
  readonly hooks: RuntimeHooks;

  constructor(private readonly options: LiveStreamOptions<Chunk, Model, Snapshot, W>) {
    this.store = new StreamStore(options.kind);
    const { timers, logger, messages } = options;
    this.rejected = new LogThrottle(STREAM_LOG_WINDOW_MS, timers, (details, suppressed) => logger.warn({ ...details, suppressed }, messages?.rejected ?? 'stream chunk rejected'));
    this.saveFailures = new LogThrottle(STREAM_LOG_WINDOW_MS, timers, (details, suppressed) => logger.warn({ ...details, suppressed }, messages?.notSaved ?? 'stream not saved'));
    this.hooks = { afterCommit: (change) => this.afterCommit(change), roomClosed: (code) => this.roomClosed(code) };
  }

  /** The runtime committed a change (inside the room's lock): the window opens, closes or goes on. */
  async afterCommit(change: CommittedChange): Promise<void> {
    const { code, after } = change;
    const next = after.over ? null : this.options.windowOf(change.gameType, after);
    const current = this.open.get(code);
    const stillOpen = !!current && !!next && next.window === current.window.window && current.gameId === change.gameId;
    if (current && !stillOpen) {
      // A failed save must not stop the game: what was streamed is lost, the room goes on.
      await this.closeWindow(code).catch((err: unknown) => this.saveFailures.log(code, { code, err: safeDbError(err) }));
    }
    if (stillOpen) current.match = after;
    else if (next) await this.openWindow(change, next);
  }

  /** The room is gone or starts another game: what was streamed is saved, the window's timers stop. */
  roomClosed(code: string): void {
    const closing = this.open.has(code) ? this.closeWindow(code) : Promise.resolve();
    this.store.close(code);
    void closing.catch((err: unknown) => this.options.logger.warn({ err: safeDbError(err), code }, this.options.messages?.closedNotSaved ?? 'stream of a closed room not saved'));
  }

  /** Waits for the saves under way (tests and shutdown). */
  async idle(): Promise<void> {
    await Promise.allSettled([...this.saving.values()]);
  }

  /** The room's open window, as its match says it is now; undefined while nobody streams. */
  current(code: string): W | undefined {
    const open = this.open.get(code);
    const now = open && this.options.windowOf(open.gameType, open.match);
    return open && now && now.window === open.window.window ? now : undefined;
  }

  /**
   * A phone sent a chunk (the STOMP body as received). Refused unless the match lets this player
   * stream in the open window; malformed chunks are refused and logged (one line per sender per
   * STREAM_LOG_WINDOW_MS, with a count); repeats, floods and oversized models are dropped quietly.
   */
  receive(code: string, playerId: number, body: string): void {
    const refusals = this.options.refusals ?? {};
    const now = this.current(code);
    if (!now) throw new AppError(409, MESSAGE_KEYS.forbidden, refusals.noWindow ?? 'Nobody streams in this room now');
    if (!now.senders.includes(playerId)) throw new AppError(403, MESSAGE_KEYS.forbidden, refusals.notSender ?? 'This player does not stream now');
    let chunk: Chunk;
    try {
      chunk = this.options.decode(JSON.parse(body));
    } catch (err) {
      this.rejected.log(`${code}:${playerId}`, { code, playerId, reason: String((err as Error).message).slice(0, 200) });
      throw new AppError(422, MESSAGE_KEYS.invalidRequest, refusals.malformed ?? 'This is not a chunk of this stream');
    }
    if (this.options.kind.windowOf(chunk) !== now.window) throw new AppError(409, MESSAGE_KEYS.forbidden, refusals.otherWindow ?? 'This chunk belongs to another window');
    if (this.store.apply(code, playerId, chunk, this.options.timers.now()) !== 'applied') return;
    if (this.options.destination) this.options.relay(this.options.destination(code, playerId), body);
    if (this.options.slotDestination) this.options.relay(this.options.slotDestination(code, now.senders.indexOf(playerId)), body);
  }

  /** A chunk the server makes itself (a robot's): kept like a phone's; true when it was applied. */
  inject(open: OpenWindow<W>, sender: number, chunk: Chunk): boolean {
    if (this.open.get(open.code) !== open) return false;
    return this.store.apply(open.code, sender, chunk, this.options.timers.now()) === 'applied';
  }

  /** Whether this window is still the room's open one. */
  isOpen(open: OpenWindow<W>): boolean {
    return this.open.get(open.code) === open;
  }

  /** A sender's model so far: while the window is open, and after it closed until the next opens. */
  snapshot(code: string, sender: number): Snapshot | undefined {
    return this.store.snapshot(code, sender);
  }

  /** The same, of the sender in `slot` (its place among the window's senders), without saying who it is. */
  snapshotOfSlot(code: string, slot: number): Snapshot | undefined {
    const sender = this.store.senderAt(code, slot);
    return sender === undefined ? undefined : this.store.snapshot(code, sender);
  }

  private async openWindow(change: CommittedChange, window: W): Promise<void> {
    const { code, after } = change;
    const open: OpenWindow<W> = { code, gameId: change.gameId, gameType: change.gameType, window, match: after, clock: new RoomClock(this.options.timers), appending: false, appendAgain: false };
    this.open.set(code, open);
    this.store.openWindow(code, window.window, window.senders);
    if (change.resumed && this.options.storage) {
      for (const [sender, model] of await this.options.storage.restore(change.gameId, window.window)) this.store.load(code, window.window, sender, model);
    }
    this.options.opened?.(open, change);
    const storage = this.options.storage;
    if (!storage) return;
    // The first append comes after a random part of the interval, so rooms that started together do
    // not all write at the same moment (the embedded database writes on the event loop).
    const firstIn = storage.appendIntervalMs * (0.25 + Math.random() * 0.75);
    open.clock.schedule('append', this.options.timers.now() + firstIn, () => this.appendOpen(open, storage.appendIntervalMs));
  }

  private async closeWindow(code: string): Promise<void> {
    const open = this.open.get(code);
    if (!open) return;
    this.open.delete(code);
    open.clock.clear();
    await this.storeWhole(open, this.store.entries(code));
  }

  private appendOpen(open: OpenWindow<W>, intervalMs: number): void {
    if (!this.isOpen(open)) return;
    this.appendChanged(open);
    open.clock.schedule('append', this.options.timers.now() + intervalMs, () => this.appendOpen(open, intervalMs));
  }

  /**
   * Appends the chunks sent since the last append, unless an append is already out. A chunk that
   * could not be stored goes with the next append.
   */
  private appendChanged(open: OpenWindow<W>): void {
    const storage = this.options.storage;
    if (!storage) return;
    const { code } = open;
    if (open.appending) {
      open.appendAgain = true;
      return;
    }
    const unsaved = this.store.takeUnsaved(code);
    if (unsaved.length === 0) return;
    open.appending = true;
    open.appendAgain = false;
    const append = (this.saving.get(code) ?? Promise.resolve()).catch(() => undefined).then(() => storage.append(open.gameId, unsaved));
    this.track(code, append);
    void append
      .catch((err: unknown) => {
        this.store.returnUnsaved(code, unsaved);
        this.saveFailures.log(code, { code, err: safeDbError(err) });
      })
      .finally(() => {
        open.appending = false;
        // Chunks that came while it was out are saved now rather than a whole interval later.
        if (open.appendAgain && this.isOpen(open)) this.appendChanged(open);
      });
  }

  /** Stores the window's models whole, after the room's earlier writes. */
  private storeWhole(open: OpenWindow<W>, entries: StreamEntry<Model>[]): Promise<void> {
    const storage = this.options.storage;
    const { code } = open;
    if (!storage || entries.length === 0) return this.saving.get(code) ?? Promise.resolve();
    const work = (this.saving.get(code) ?? Promise.resolve())
      .catch(() => undefined)
      .then(async () => {
        await storage.storeWhole(open.gameId, open.window, entries);
        this.store.markPersisted(code, entries);
      });
    this.track(code, work);
    return work;
  }

  /** The room's writes run one after the other: `idle()` and the next write wait for this one. */
  private track(code: string, work: Promise<void>): void {
    const tracked = work
      .catch(() => undefined)
      .finally(() => {
        if (this.saving.get(code) === tracked) this.saving.delete(code);
      });
    this.saving.set(code, tracked);
  }
}
