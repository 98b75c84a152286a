/**
 * The rooms' games across several server processes (REDIS_URL): each room is run by the process
 * holding its lease, which renews it every third of its time and gives it up when it stops; a process
 * that cannot renew a room stops running it at once. Every process keeps a copy of the games the
 * others run (they share each change they store), forwards the requests it receives on them, and
 * watches their leases: when one lapses (its process died), it takes the room over.
 */
import type { AudienceTally } from '@snackparty/protocol';
import type { ForwardedCall, GameSnapshot, RuntimeCluster } from '../games/runtime-cluster';
import { FORWARDED_CALLS } from '../games/runtime-cluster';
import type { StreamRoute } from '../games/registry';
import type { RoomReads } from '../games/room-reads';
import type { ServerStream } from '../games/server-module';
import type { DoorChange, JoinRequests } from '../rooms/join-requests';
import type { Presence } from '../rooms/presence';
import type { SharedOccupancy } from '../rooms/room-reaper';
import type { ClusterBus } from './cluster-bus';
import type { RoomLeases } from './room-leases';

/** What the cluster needs of the audience: its tallies, shared and heard. */
export interface SharedAudience {
  share(send: (code: string, tally: AudienceTally) => void): void;
  heard(from: string, code: string, tally: AudienceTally): void;
}

/** What the cluster needs of the game runtime. */
export interface ClusteredRuntime {
  ownedRooms(): Array<{ code: string; epoch: number }>;
  copiedRooms(): string[];
  lostRoom(code: string): void;
  receive(snapshot: GameSnapshot): void;
  forget(code: string): void;
  takeOver(code: string): Promise<boolean>;
  serve(call: ForwardedCall, args: unknown[]): Promise<void>;
}

export interface ClusterLogger {
  info(obj: object, msg: string): void;
  warn(obj: object, msg: string): void;
}

/** How often a process looks for rooms whose process is gone: with the lease's 3 s, a room is taken over within about 3.5 s. */
export const TAKE_OVER_CHECK_MS = 500;

interface ForwardedChunk {
  gameType: string;
  name: string;
  code: string;
  playerId: number;
  body: string;
}

type PresenceMessage =
  | { from: string; kind: 'changed'; code: string; sessionPlayerId: number; connected: boolean }
  | { from: string; kind: 'online'; seats: Array<{ code: string; sessionPlayerId: number }> };

type GamesMessage = { from: string; kind: 'state'; snapshot: GameSnapshot } | { from: string; kind: 'closed'; code: string };

export class ClusterRooms implements RuntimeCluster {
  private runtime?: ClusteredRuntime;
  /** The modules' reads this process answers for the rooms it runs, by call name. */
  private readonly reads = new Map<string, (code: string, ...args: unknown[]) => unknown>();
  private readonly lastRenewed = new Map<string, number>();
  private readonly releasing = new Set<Promise<unknown>>();
  private renewing?: NodeJS.Timeout;
  private watching?: NodeJS.Timeout;
  private watchBusy = false;
  /** Lease changes, for the metrics. */
  readonly counts = { taken: 0, lost: 0, takenOver: 0, released: 0 };

  constructor(
    readonly bus: ClusterBus,
    private readonly leases: RoomLeases,
    private readonly log: ClusterLogger,
  ) {}

  get processId(): string {
    return this.bus.processId;
  }

  /** Connects the runtime: the calls it serves, the changes it hears, the leases it keeps and watches. */
  async attach(runtime: ClusteredRuntime): Promise<void> {
    this.runtime = runtime;
    this.bus.serve(async (call, args) => {
      const read = this.reads.get(call);
      if (read) return read(args[0] as string, ...args.slice(1));
      if (!(FORWARDED_CALLS as readonly string[]).includes(call)) throw new Error(`unknown call ${call}`);
      await runtime.serve(call as ForwardedCall, args);
      return null;
    });
    await this.bus.listen('games', (raw) => {
      const message = raw as GamesMessage;
      if (message.from === this.bus.processId) return;
      if (message.kind === 'state') runtime.receive(message.snapshot);
      else if (message.kind === 'closed') runtime.forget(message.code);
    });
    this.renewing = setInterval(() => void this.renewAll(), Math.max(100, Math.floor(this.leases.ttlMs / 3)));
    this.renewing.unref();
    this.watching = setInterval(() => void this.takeOverLapsed(), TAKE_OVER_CHECK_MS);
    this.watching.unref();
  }

  async claim(code: string, floor: number): Promise<number | undefined> {
    const epoch = await this.leases.acquire(code, floor);
    if (epoch !== undefined) {
      if (!this.lastRenewed.has(code)) this.counts.taken += 1;
      this.lastRenewed.set(code, Date.now());
    }
    return epoch;
  }

  async renew(code: string, epoch: number): Promise<boolean> {
    const held = await this.leases.renew(code, epoch);
    if (held) this.lastRenewed.set(code, Date.now());
    return held;
  }

  release(code: string, epoch: number): Promise<void> {
    this.lastRenewed.delete(code);
    this.counts.released += 1;
    const done = this.leases.release(code, epoch).catch((err: unknown) => this.log.warn({ code, err }, 'room lease not released: it lapses by itself'));
    this.releasing.add(done);
    void done.finally(() => this.releasing.delete(done));
    return done.then(() => undefined);
  }

  async forward(code: string, call: ForwardedCall, args: unknown[], here: () => Promise<void>): Promise<void> {
    const holder = await this.leases.holderOf(code);
    if (!holder || holder.holder === this.leases.holder) return here();
    await this.bus.call(holder.holder, call, args);
  }

  share(snapshot: GameSnapshot): void {
    this.bus.publish('games', { from: this.bus.processId, kind: 'state', snapshot } satisfies GamesMessage);
  }

  closed(code: string): void {
    this.bus.publish('games', { from: this.bus.processId, kind: 'closed', code } satisfies GamesMessage);
  }

  /**
   * Who is in which room across the processes, for the idle-room sweep: each sweep marks the rooms
   * somebody is in through this process, for three sweeps, so a room whose people are all connected
   * elsewhere is never taken for abandoned.
   */
  occupancy(sweepMs: number): SharedOccupancy {
    const redis = this.bus.redis;
    const key = (code: string) => `snackparty:room:${code}:occupied`;
    return {
      share: async (codes) => {
        if (codes.size === 0) return;
        const batch = redis.multi();
        for (const code of codes) batch.set(key(code), this.bus.processId, { PX: sweepMs * 3 });
        await batch.exec().catch((err: unknown) => this.log.warn({ err }, 'rooms in use not shared'));
      },
      // Redis away: the room is taken as occupied, so nobody's room ends because of an outage.
      isOccupied: async (code) => (await redis.exists(key(code)).catch(() => 1)) === 1,
    };
  }

  /**
   * Streams (a painter's strokes, a runner's position) go to the process running the room, which
   * knows who may stream now and keeps the drawing: a chunk received here for a room another process
   * runs is sent on to it, in the order received.
   */
  streamRoute(runsHere: (code: string) => boolean): StreamRoute {
    const receivers = new Map<string, ServerStream['receive']>();
    const channel = (processId: string) => `stream:${processId}`;
    void this.bus.listen(channel(this.bus.processId), (raw) => {
      const chunk = raw as ForwardedChunk;
      try {
        receivers.get(`${chunk.gameType}/${chunk.name}`)?.(chunk.code, chunk.playerId, chunk.body);
      } catch {
        // A chunk refused where the room runs: the phone's connection is elsewhere and keeps going.
      }
    });
    return (gameType, name, receive) => {
      receivers.set(`${gameType}/${name}`, receive);
      return (code, playerId, body) => {
        if (runsHere(code)) return receive(code, playerId, body);
        void this.leases
          .holderOf(code)
          .then((holder) => {
            if (!holder || holder.holder === this.leases.holder) receive(code, playerId, body);
            else this.bus.publish(channel(holder.holder), { gameType, name, code, playerId, body } satisfies ForwardedChunk);
          })
          .catch(() => undefined);
      };
    };
  }

  /** The modules' reads of a room, answered by the process running it. */
  roomReads(runsHere: (code: string) => boolean): RoomReads {
    return {
      define: <Args extends unknown[], Result>(name: string, read: (code: string, ...args: Args) => Result) => {
        const call = `read:${name}`;
        this.reads.set(call, read as (code: string, ...args: unknown[]) => unknown);
        return async (code: string, ...args: Args): Promise<Awaited<Result>> => {
          if (runsHere(code)) return await read(code, ...args);
          const holder = await this.leases.holderOf(code);
          if (!holder || holder.holder === this.leases.holder) return await read(code, ...args);
          return (await this.bus.call(holder.holder, call, [code, ...args])) as Awaited<Result>;
        };
      },
    };
  }

  /** Shares whose phones are connected here with the other processes, and hears theirs. */
  async sharePresence(presence: Presence): Promise<void> {
    const from = this.bus.processId;
    presence.share({
      changed: (code, sessionPlayerId, connected) => this.bus.publish('presence', { from, kind: 'changed', code, sessionPlayerId, connected } satisfies PresenceMessage),
      online: (seats) => this.bus.publish('presence', { from, kind: 'online', seats: [...seats] } satisfies PresenceMessage),
    });
    await this.bus.listen('presence', (raw) => {
      const message = raw as PresenceMessage;
      if (message.from === from) return;
      if (message.kind === 'changed') presence.heard(message.from, message.code, message.sessionPlayerId, message.connected);
      else for (const seat of message.seats) presence.heard(message.from, seat.code, seat.sessionPlayerId, true);
    });
  }

  /** Shares the rooms' doors (phones waiting for the host to let them in) with the other processes. */
  async shareDoors(doors: JoinRequests): Promise<void> {
    const from = this.bus.processId;
    doors.share((change) => this.bus.publish('doors', { from, change }));
    await this.bus.listen('doors', (raw) => {
      const message = raw as { from: string; change: DoorChange };
      if (message.from !== from) doors.heard(message.change);
    });
  }

  /** Shares each server's tally of its audience crowds, so that the tallies shown add up every server's. */
  async shareAudience(audience: SharedAudience): Promise<void> {
    const from = this.bus.processId;
    audience.share((code, tally) => this.bus.publish('audience', { from, code, tally }));
    await this.bus.listen('audience', (raw) => {
      const message = raw as { from: string; code: string; tally: AudienceTally };
      if (message.from !== from) audience.heard(message.from, message.code, message.tally);
    });
  }

  /** Stops renewing and watching and waits for the leases being given up (a graceful stop). */
  async close(): Promise<void> {
    clearInterval(this.renewing);
    clearInterval(this.watching);
    await Promise.allSettled([...this.releasing]);
    await this.bus.close();
  }

  /** Keeps this process's rooms; a room it can no longer be sure of is given up at once. */
  private async renewAll(): Promise<void> {
    const runtime = this.runtime;
    if (!runtime) return;
    await Promise.all(
      runtime.ownedRooms().map(async ({ code, epoch }) => {
        let held: boolean;
        try {
          held = await this.renew(code, epoch);
        } catch (err) {
          // Redis does not answer: the room is still this process's until its lease would have run out.
          const since = this.lastRenewed.get(code) ?? 0;
          held = Date.now() - since < this.leases.ttlMs;
          if (!held) this.log.warn({ code, err }, 'room lease not renewed');
        }
        if (held) return;
        this.lastRenewed.delete(code);
        this.counts.lost += 1;
        runtime.lostRoom(code);
      }),
    );
  }

  /** Takes over the rooms whose process stopped renewing them. */
  private async takeOverLapsed(): Promise<void> {
    const runtime = this.runtime;
    if (!runtime || this.watchBusy) return;
    this.watchBusy = true;
    try {
      // One room that cannot be taken over (its game unreadable for now) does not hold up the others.
      for (const code of runtime.copiedRooms()) {
        try {
          const holder = await this.leases.holderOf(code);
          if (holder) continue;
          if (await runtime.takeOver(code)) this.counts.takenOver += 1;
        } catch (err) {
          this.log.warn({ code, err }, 'room of a stopped server not taken over yet');
        }
      }
    } finally {
      this.watchBusy = false;
    }
  }
}
