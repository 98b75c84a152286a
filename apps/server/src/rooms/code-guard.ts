import { isIPv6 } from 'node:net';

export interface RoomCodeGuardOptions {
  /** Failed look-ups allowed per key in one window. Default 10. */
  maxMisses?: number;
  /** Default one minute. */
  windowMs?: number;
  /**
   * Look-ups of one key that may be in progress at once; more wait their turn. Without it, a burst
   * sent in parallel would all be checked before the first miss is counted.
   */
  maxInFlight?: number;
  /** Look-ups of one key that may wait for a turn; beyond it they are refused. */
  maxWaiting?: number;
  /** Keys remembered at most (addresses and users); the oldest are dropped beyond it. */
  maxKeys?: number;
  now?: () => number;
}

interface KeyState {
  misses: number[];
  inFlight: Set<{ at: number }>;
  waiting: Array<() => void>;
}

/** The outcome of asking to look a room code up. */
export type CodeLookup =
  | { allowed: true; done(): void }
  | { allowed: false; retryAfterMs: number };

/** A slot older than this is taken as released: a lost response must not block an address for good. */
const STALE_SLOT_MS = 30_000;

/**
 * Limits how many room codes an address (and a user) may try that turn out not to exist, on every path
 * that answers "no such room" (REST and STOMP alike). Successful look-ups never count, so players who
 * join a real room are never held back; a client that has missed too often is refused even for a real
 * code until its window has passed.
 */
export class RoomCodeGuard {
  readonly maxMisses: number;
  readonly windowMs: number;
  private readonly maxInFlight: number;
  private readonly maxWaiting: number;
  private readonly maxKeys: number;
  private readonly now: () => number;
  private readonly state = new Map<string, KeyState>();

  constructor(options: RoomCodeGuardOptions = {}) {
    this.maxMisses = options.maxMisses ?? 10;
    this.windowMs = options.windowMs ?? 60_000;
    this.maxInFlight = options.maxInFlight ?? 4;
    this.maxWaiting = options.maxWaiting ?? 64;
    this.maxKeys = options.maxKeys ?? 100_000;
    this.now = options.now ?? Date.now;
  }

  /** The keys of a caller: its address (IPv6 by /64, as one host usually holds a whole /64) and its user. */
  static keys(address: string | undefined, userId?: number): string[] {
    const keys: string[] = [];
    if (address) keys.push(`ip:${addressKey(address)}`);
    if (userId !== undefined) keys.push(`user:${userId}`);
    return keys;
  }

  /**
   * Asks to look a code up. When allowed, call `done()` once the look-up has finished (found or not),
   * and `miss(keys)` when the code was not found.
   */
  async begin(keys: string[]): Promise<CodeLookup> {
    const acquired: Array<{ state: KeyState; slot: { at: number } }> = [];
    const release = () => {
      for (const { state, slot } of acquired.splice(0)) {
        state.inFlight.delete(slot);
        state.waiting[0]?.();
      }
    };
    // One key after the other, always in the same order, so two callers never wait on each other.
    for (const key of keys) {
      const state = this.stateOf(key);
      if (!(await this.turn(state))) {
        release();
        return { allowed: false, retryAfterMs: this.windowMs };
      }
      const slot = { at: this.now() };
      state.inFlight.add(slot);
      acquired.push({ state, slot });
    }
    const retryAfterMs = this.blockedFor(keys);
    // The other look-ups in flight may all miss: together with those counted they stay within the budget.
    const crowded = keys.some((key) => {
      const state = this.state.get(key);
      return !!state && state.misses.length + state.inFlight.size - 1 >= this.maxMisses;
    });
    if (retryAfterMs > 0 || crowded) {
      release();
      return { allowed: false, retryAfterMs: Math.max(retryAfterMs, 1000) };
    }
    return { allowed: true, done: release };
  }

  /** How long these keys stay refused; 0 when they may look codes up. */
  blockedFor(keys: string[]): number {
    let longest = 0;
    for (const key of keys) {
      const state = this.state.get(key);
      if (!state) continue;
      this.prune(state);
      if (state.misses.length >= this.maxMisses) longest = Math.max(longest, state.misses[0]! + this.windowMs - this.now());
    }
    return Math.max(0, Math.ceil(longest));
  }

  /** Counts a look-up of a code that does not exist. */
  miss(keys: string[]): void {
    const now = this.now();
    for (const key of keys) {
      const state = this.stateOf(key);
      this.prune(state);
      state.misses.push(now);
      // Only the newest ones matter: the oldest of them says when the key is free again.
      if (state.misses.length > this.maxMisses) state.misses.splice(0, state.misses.length - this.maxMisses);
    }
  }

  /** Drops keys with nothing left to remember. */
  sweep(): void {
    for (const [key, state] of this.state) {
      this.prune(state);
      if (state.misses.length === 0 && state.inFlight.size === 0 && state.waiting.length === 0) this.state.delete(key);
    }
  }

  get size(): number {
    return this.state.size;
  }

  private async turn(state: KeyState): Promise<boolean> {
    for (;;) {
      this.dropStale(state);
      if (state.inFlight.size < this.maxInFlight) return true;
      if (state.waiting.length >= this.maxWaiting) return false;
      await new Promise<void>((resolve) => {
        const wake = (): void => {
          clearTimeout(timer);
          const at = state.waiting.indexOf(wake);
          if (at >= 0) state.waiting.splice(at, 1);
          resolve();
        };
        // A slot that is never released goes stale, so the waiter is woken to look again.
        const timer = setTimeout(wake, STALE_SLOT_MS);
        timer.unref?.();
        state.waiting.push(wake);
      });
    }
  }

  private stateOf(key: string): KeyState {
    let state = this.state.get(key);
    if (state) return state;
    if (this.state.size >= this.maxKeys) {
      this.sweep();
      if (this.state.size >= this.maxKeys) this.state.delete(this.state.keys().next().value!);
    }
    state = { misses: [], inFlight: new Set(), waiting: [] };
    this.state.set(key, state);
    return state;
  }

  private prune(state: KeyState): void {
    const cutoff = this.now() - this.windowMs;
    let drop = 0;
    while (drop < state.misses.length && state.misses[drop]! <= cutoff) drop++;
    if (drop > 0) state.misses.splice(0, drop);
    this.dropStale(state);
  }

  private dropStale(state: KeyState): void {
    const cutoff = this.now() - STALE_SLOT_MS;
    for (const slot of state.inFlight) if (slot.at < cutoff) state.inFlight.delete(slot);
  }
}

/** IPv4 (also when mapped into IPv6) as it is; IPv6 by its /64 prefix. */
export function addressKey(address: string): string {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  if (mapped) return mapped[1]!;
  if (!isIPv6(address)) return address;
  const [head = '', tail = ''] = address.split('::');
  const left = head ? head.split(':') : [];
  const right = tail ? tail.split(':') : [];
  const groups = address.includes('::') ? [...left, ...Array<string>(8 - left.length - right.length).fill('0'), ...right] : left;
  return `${groups
    .slice(0, 4)
    .map((g) => (parseInt(g, 16) || 0).toString(16))
    .join(':')}::/64`;
}
