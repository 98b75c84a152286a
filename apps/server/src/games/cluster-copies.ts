import type { Match } from '@snackparty/engine';
import type { AnyGameDef } from '@snackparty/games';
import type { RoomRepository, UnfinishedGame } from '../rooms/repository';
import type { RuntimeLogger } from './durable-commits';
import { stopClocks, type LiveGame } from './live-game';
import type { ForwardedCall, GameSnapshot, RuntimeCluster } from './runtime-cluster';

/** What the copies need of the runtime that holds the rooms' games. */
export interface CopiesHost {
  /** The games this process holds, run here or copied, by room code. */
  readonly live: Map<string, LiveGame>;
  readonly repo: RoomRepository;
  readonly logger: RuntimeLogger;
  definitions(gameType: string): AnyGameDef | undefined;
  newClocks(match: Match<unknown>): Pick<LiveGame, 'clock' | 'stage'>;
  /** Tells the game's modules the room's game is gone from this process. */
  roomClosed(live: LiveGame): void;
  /** A stored game as the runtime holds it, its clocks not yet armed. */
  liveFromRow(row: UnfinishedGame): Promise<LiveGame | undefined>;
  /** The copy of a room's game followed a change another process stored (`before`: the copy until then). */
  copyChanged(copy: LiveGame, before: Match<unknown> | undefined): void;
  /** Runs a stored game here from now on, held by this lease epoch. */
  resumeGame(row: UnfinishedGame, epoch: number): Promise<void>;
}

/**
 * With several server processes, the games seen from the cluster: the rooms this process runs (shared
 * with the others after each stored change), the copies it keeps of the games the others run (they
 * follow what those share, and answer reads here), a room lost when its lease is, and a room taken
 * over when the process that ran it is gone.
 */
export class ClusterCopies {
  constructor(
    private readonly host: CopiesHost,
    private readonly cluster: RuntimeCluster,
  ) {}

  /** Another process runs the room's game: this one keeps a copy to read until that one tells it more. */
  async keepCopy(row: UnfinishedGame): Promise<void> {
    const copy = await this.host.liveFromRow(row);
    if (copy && !this.host.live.has(row.gameCode)) this.host.live.set(row.gameCode, { ...copy, replica: true });
  }

  /**
   * A request on a room this process does not run goes to the one that does. Undefined when this
   * process runs it: the caller runs it here.
   */
  elsewhere(code: string, call: ForwardedCall, args: unknown[], here: () => Promise<void>): Promise<void> | undefined {
    const live = this.host.live.get(code);
    if (live && !live.replica) return undefined;
    return this.cluster.forward(code, call, args, here);
  }

  /** Tells the other processes the room's game as this one just stored it. */
  share(live: LiveGame): void {
    if (live.replica || live.epoch === undefined) return;
    this.cluster.share({ code: live.code, gameId: live.gameId, gameType: live.def.type, settings: live.settings, match: live.match, revision: live.revision, epoch: live.epoch });
  }

  /** The rooms this process runs for the cluster, with the epoch it holds each by. */
  ownedRooms(): Array<{ code: string; epoch: number }> {
    const owned: Array<{ code: string; epoch: number }> = [];
    for (const live of this.host.live.values()) if (!live.replica && live.epoch !== undefined) owned.push({ code: live.code, epoch: live.epoch });
    return owned;
  }

  /** The rooms whose games another process runs and are under way: the ones to take over if it goes. */
  copiedRooms(): string[] {
    const copied: string[] = [];
    for (const live of this.host.live.values()) if (live.replica && !live.match.over) copied.push(live.code);
    return copied;
  }

  /**
   * This process no longer holds the room (its lease ran out or another process took it): its clocks
   * stop at once and it keeps a copy; the fence refuses anything it might still try to store.
   */
  lostRoom(code: string): void {
    const live = this.host.live.get(code);
    if (!live || live.replica) return;
    stopClocks(live);
    live.replica = true;
    this.host.roomClosed(live);
    this.host.logger.info({ code, gameId: live.gameId, epoch: live.epoch }, 'room handed to another server');
  }

  /** Another process stored the room's game: the copy follows it; an owner that sees a later epoch has lost the room. */
  receive(snapshot: GameSnapshot): void {
    const current = this.host.live.get(snapshot.code);
    if (current && !current.replica) {
      if (current.epoch === undefined || snapshot.epoch <= current.epoch) return;
      this.lostRoom(snapshot.code);
    }
    if (current && current.gameId > snapshot.gameId) return;
    if (current && current.gameId === snapshot.gameId && current.revision >= snapshot.revision && current.epoch === snapshot.epoch) return;
    const def = this.host.definitions(snapshot.gameType);
    if (!def) return;
    const { match } = snapshot;
    const clocks = current ? { clock: current.clock, stage: current.stage } : this.host.newClocks(match);
    const copy: LiveGame = {
      code: snapshot.code,
      gameId: snapshot.gameId,
      def,
      settings: snapshot.settings,
      match,
      revision: snapshot.revision,
      epoch: snapshot.epoch,
      replica: true,
      ...clocks,
      leaving: [],
    };
    this.host.live.set(snapshot.code, copy);
    this.host.copyChanged(copy, current?.gameId === snapshot.gameId ? current.match : undefined);
  }

  /**
   * The process that ran the room is gone (its lease lapsed): this one takes the room, fences the
   * game so the old one can never store it again, loads it as stored and runs it on, deadlines and all.
   */
  async takeOver(code: string): Promise<boolean> {
    const { live, repo } = this.host;
    const copy = live.get(code);
    if (copy && !copy.replica) return false;
    const session = await repo.findSession(code);
    const before = await repo.unfinishedGameOf(code);
    if (!session || !before) {
      // Its game ended and was stored as such: nothing to run.
      if (copy) live.delete(code);
      return false;
    }
    const epoch = await this.cluster.claim(code, await repo.roomEpoch(session.id));
    if (epoch === undefined) return false;
    const fenced = (await repo.fenceGame(before.game.id, epoch)) ? await repo.unfinishedGameOf(code) : undefined;
    if (fenced?.game.id !== before.game.id) {
      await this.cluster.release(code, epoch);
      return false;
    }
    await this.host.resumeGame(fenced, epoch);
    this.host.logger.info({ code, gameId: fenced.game.id, epoch }, 'room taken over from another server');
    return true;
  }
}
