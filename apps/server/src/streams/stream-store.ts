/**
 * What a stream carries, as the platform needs to know it: how its chunks build a model (what a late
 * screen is given), their order, and how large a model may grow.
 */
export interface StreamModel<Chunk, Model, Snapshot> {
  empty(): Model;
  apply(model: Model, chunk: Chunk): Model;
  /** The window (a turn, say) a chunk was sent for. */
  windowOf(chunk: Chunk): number;
  /** Chunks of one sender are numbered; a number not above the model's last is a repeat. */
  seqOf(chunk: Chunk): number;
  lastSeq(model: Model): number;
  /** The size a chunk adds (points, say); 0 when it only rearranges, and the model is measured again. */
  sizeOfChunk(chunk: Chunk): number;
  sizeOf(model: Model): number;
  snapshot(window: number, model: Model): Snapshot;
  limits: {
    /** Chunks per second one sender may send; more are dropped. */
    maxPerSecond: number;
    /** The size one sender's model may reach in a window; chunks beyond it are dropped. */
    maxSize: number;
  };
}

export type ApplyResult = 'applied' | 'repeat' | 'rateLimited' | 'tooLarge' | 'otherTurn';

interface SenderState<Chunk, Model> {
  model: Model;
  size: number;
  windowStart: number;
  chunksInWindow: number;
  /** Counts changes; `persisted` is the count last stored, so a chunk that lands mid-write is not lost. */
  version: number;
  persisted: number;
  /** Chunks applied since they were last appended to storage, in order. */
  unsaved: Chunk[];
}

/** The chunks of one sender not yet appended to storage. */
export interface UnsavedChunks<Chunk> {
  window: number;
  sender: number;
  chunks: Chunk[];
}

/** One sender's model as it stands, with the version it had then. */
export interface StreamEntry<Model> {
  window: number;
  sender: number;
  version: number;
  model: Model;
}

interface RoomWindow<Chunk, Model> {
  window: number;
  senders: Map<number, SenderState<Chunk, Model>>;
}

/**
 * The models of a stream's open window, per room and sender, in memory: live chunks build them, late
 * screens read them, and their owner stores them.
 */
export class StreamStore<Chunk, Model, Snapshot> {
  private readonly rooms = new Map<string, RoomWindow<Chunk, Model>>();

  constructor(readonly kind: StreamModel<Chunk, Model, Snapshot>) {}

  /** A new window opens: the room's models of the previous one are dropped. */
  openWindow(code: string, window: number, senders: readonly number[]): void {
    const room: RoomWindow<Chunk, Model> = { window, senders: new Map() };
    for (const sender of senders) {
      room.senders.set(sender, { model: this.kind.empty(), size: 0, windowStart: 0, chunksInWindow: 0, version: 0, persisted: 0, unsaved: [] });
    }
    this.rooms.set(code, room);
  }

  windowOf(code: string): number | undefined {
    return this.rooms.get(code)?.window;
  }

  /** Puts back a model stored before a restart. */
  load(code: string, window: number, sender: number, model: Model): void {
    const state = this.sender(code, window, sender);
    if (!state) return;
    state.model = model;
    state.size = this.kind.sizeOf(model);
    state.persisted = state.version;
  }

  /** Applies one chunk of a sender; repeats, floods and oversized models are dropped. */
  apply(code: string, sender: number, chunk: Chunk, now: number): ApplyResult {
    const room = this.rooms.get(code);
    if (!room || room.window !== this.kind.windowOf(chunk)) return 'otherTurn';
    const state = room.senders.get(sender);
    if (!state) return 'otherTurn';
    if (this.kind.seqOf(chunk) <= this.kind.lastSeq(state.model)) return 'repeat';
    if (now - state.windowStart >= 1000) {
      state.windowStart = now;
      state.chunksInWindow = 0;
    }
    if (state.chunksInWindow >= this.kind.limits.maxPerSecond) return 'rateLimited';
    state.chunksInWindow += 1;
    const added = this.kind.sizeOfChunk(chunk);
    if (state.size + added > this.kind.limits.maxSize) return 'tooLarge';
    state.model = this.kind.apply(state.model, chunk);
    state.size = added === 0 ? this.kind.sizeOf(state.model) : state.size + added;
    state.version += 1;
    state.unsaved.push(chunk);
    return 'applied';
  }

  snapshot(code: string, sender: number): Snapshot | undefined {
    const room = this.rooms.get(code);
    const state = room?.senders.get(sender);
    if (!room || !state) return undefined;
    return this.kind.snapshot(room.window, state.model);
  }

  /** The sender in `slot`: its place among the senders the window named, in their order. */
  senderAt(code: string, slot: number): number | undefined {
    const room = this.rooms.get(code);
    return room ? [...room.senders.keys()][slot] : undefined;
  }

  /** The senders of the room's window with their models; `onlyChanged` skips those already persisted. */
  entries(code: string, onlyChanged = false): StreamEntry<Model>[] {
    const room = this.rooms.get(code);
    if (!room) return [];
    const out: StreamEntry<Model>[] = [];
    for (const [sender, state] of room.senders) {
      if (onlyChanged && state.version === state.persisted) continue;
      out.push({ window: room.window, sender, version: state.version, model: state.model });
    }
    return out;
  }

  /** Hands out, and forgets, the chunks of the room's window not yet appended to storage. */
  takeUnsaved(code: string): UnsavedChunks<Chunk>[] {
    const room = this.rooms.get(code);
    if (!room) return [];
    const out: UnsavedChunks<Chunk>[] = [];
    for (const [sender, state] of room.senders) {
      if (state.unsaved.length === 0) continue;
      out.push({ window: room.window, sender, chunks: state.unsaved });
      state.unsaved = [];
    }
    return out;
  }

  /** Chunks handed out by `takeUnsaved` that could not be stored: they go first in the next append. */
  returnUnsaved(code: string, unsaved: readonly UnsavedChunks<Chunk>[]): void {
    for (const u of unsaved) {
      const state = this.sender(code, u.window, u.sender);
      if (state) state.unsaved = [...u.chunks, ...state.unsaved];
    }
  }

  /** These entries, as handed out by `entries`, are safely stored. */
  markPersisted(code: string, stored: readonly { window: number; sender: number; version: number }[]): void {
    const room = this.rooms.get(code);
    for (const entry of stored) {
      const state = room?.window === entry.window ? room.senders.get(entry.sender) : undefined;
      if (state) state.persisted = Math.max(state.persisted, entry.version);
    }
  }

  close(code: string): void {
    this.rooms.delete(code);
  }

  private sender(code: string, window: number, sender: number): SenderState<Chunk, Model> | undefined {
    const room = this.rooms.get(code);
    return room?.window === window ? room.senders.get(sender) : undefined;
  }
}
