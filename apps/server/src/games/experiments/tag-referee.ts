import { randomBytes } from 'node:crypto';
import { ENGINE_ERRORS } from '@snackparty/engine';
import { experimentsGame } from '@snackparty/games';
import type { GameManifest } from '@snackparty/games/manifests';
import { MESSAGE_KEYS, type MessageKey } from '@snackparty/protocol';
import { AppError } from '../../errors';
import type { RoomPublisher } from '../../rooms/publisher';
import { PositionRelay, decodePosition, type PlacedPosition, type Position } from '../../streams/position-relay';
import type { GameRuntime } from '../game-runtime';
import { LogThrottle } from '../log-throttle';
import type { Timers } from '../room-clock';
import { gameHostTopic, type CommittedChange } from '../runtime-hooks';

const { FIELD, POSITION_INTERVAL_MS, TAG_ERRORS, aiStep, reachable, refereeTagMove, tagSituationOf, tagToMake } = experimentsGame;
type TagSituation = experimentsGame.TagSituation;

/** The topic positions are heard on, by the host screen (`/{slug}/host/{code}/positions`) and the seats (`/{slug}/player/{code}/positions`). */
export const POSITIONS_TOPIC = 'positions';

/** At most one line per room and reason a tag the referee saw was not recorded, per window. */
export const TAG_LOG_WINDOW_MS = 60_000;

/** Refusals of a tag that only say the moment passed (the run ended, "it" changed, the room is busy). */
const TOO_LATE: readonly string[] = [ENGINE_ERRORS.stageOver, ENGINE_ERRORS.gameOver, TAG_ERRORS.notIt, TAG_ERRORS.cannotTag, MESSAGE_KEYS.noGameRunning, MESSAGE_KEYS.serverUnavailable];

/** Where a player stood, and when the server learnt it. */
interface Sighting extends Position {
  at: number;
}

/** A room's run of tag as the referee follows it. */
interface Run {
  stageNumber: number;
  positions: Map<number, Sighting>;
  /** The 10 Hz tick's timer. */
  tick: unknown;
  /** A tag is on its way into the match: no other until it is in (or refused). */
  tagging: Promise<void> | undefined;
}

/**
 * Referees tag: keeps every player's latest position (the phones' streams, and the AI players it runs
 * itself ten times a second), relays them through a `PositionRelay` at most ten a second per player to
 * the host screen and the seats, and when "it" touches someone makes the `tag` move with this server's
 * key (put in the game's settings as it starts, never stored or shown). A phone only ever tells where
 * it is, never whom it caught, and cannot jump further than a run could take it.
 */
export class TagReferee {
  /** Made anew with every server start; a resumed game gets the new one with its settings. */
  readonly key = randomBytes(24).toString('base64url');
  readonly relay: PositionRelay;
  private readonly runs = new Map<string, Run>();
  private readonly refusals: LogThrottle<{ code: string; reason: string }>;

  constructor(
    private readonly manifest: Pick<GameManifest, 'slug'>,
    private readonly games: Pick<GameRuntime, 'move' | 'matchOf' | 'takeSeatBack'>,
    publisher: RoomPublisher,
    private readonly timers: Timers,
    private readonly log: { warn(details: object, message: string): void },
  ) {
    this.relay = new PositionRelay({
      intervalMs: POSITION_INTERVAL_MS,
      timers,
      publish: (code, positions) => {
        const body = { positions };
        publisher.publish(this.hostDestination(code), body);
        publisher.publish(this.playerDestination(code), body);
      },
    });
    this.refusals = new LogThrottle(TAG_LOG_WINDOW_MS, timers, (details, suppressed) => log.warn({ ...details, suppressed }, 'a tag the referee saw was not recorded'));
  }

  hostDestination(code: string): string {
    return gameHostTopic(this.manifest.slug, code, POSITIONS_TOPIC);
  }

  playerDestination(code: string): string {
    return `/${this.manifest.slug}/player/${code}/${POSITIONS_TOPIC}`;
  }

  /** Everyone's last known position in the room's run (a screen that subscribes late starts from it). */
  positionsOf(code: string): { positions: PlacedPosition[] } | undefined {
    if (!this.runs.has(code)) return undefined;
    return { positions: this.relay.lastPositions(code) };
  }

  /** A phone's position: in the room's run, from one of its players, as far as a run could have taken it. */
  readonly receive = (code: string, playerId: number, body: string): void => {
    const claimed = decodePosition(body, FIELD);
    const run = this.runs.get(code);
    const situation = this.situationOf(code);
    if (!run || !situation || situation.stageNumber !== run.stageNumber) throw new AppError(409, ENGINE_ERRORS.stageOver as MessageKey, 'Positions are sent while tag is being played');
    if (!situation.players.includes(playerId)) throw new AppError(409, MESSAGE_KEYS.playerNotFound, 'This seat is not in the round');
    // The runner's own phone steers again: the AI that ran for it for now stops at once.
    if (playerId > 0 && situation.robots.includes(playerId)) this.handBack(code, playerId);
    const now = this.timers.now();
    const last = run.positions.get(playerId);
    const allowed = last ? reachable(last, claimed, now - last.at) : claimed;
    this.see(code, run, playerId, { x: Math.round(allowed.x), y: Math.round(allowed.y) }, now);
  };

  /** After every change of a game of tag: a new run starts everyone at their spawn; a player who left is dropped. */
  readonly afterCommit = async (change: CommittedChange): Promise<void> => {
    const situation = tagSituationOf(change.after);
    const run = this.runs.get(change.code);
    if (!situation) {
      // The results keep the positions on screen; the run stops.
      if (run) this.stopTicking(run);
      return;
    }
    if (!run || run.stageNumber !== situation.stageNumber || change.resumed) {
      if (run) this.stopTicking(run);
      this.relay.forget(change.code);
      const fresh: Run = { stageNumber: situation.stageNumber, positions: new Map(), tick: undefined, tagging: undefined };
      this.runs.set(change.code, fresh);
      const now = this.timers.now();
      for (const spawn of situation.spawns) if (situation.players.includes(spawn.playerId)) this.see(change.code, fresh, spawn.playerId, spawn, now);
      this.schedule(change.code, fresh);
      return;
    }
    for (const playerId of [...run.positions.keys()]) {
      if (situation.players.includes(playerId)) continue;
      run.positions.delete(playerId);
      this.relay.forget(change.code, playerId);
    }
  };

  /** The room's game is gone: its run, its timers and its positions. */
  readonly roomClosed = (code: string): void => {
    const run = this.runs.get(code);
    if (run) this.stopTicking(run);
    this.runs.delete(code);
    this.relay.forget(code);
  };

  /** Resolves once no tag is on its way into a match (tests and shutdown). */
  async idle(): Promise<void> {
    for (;;) {
      const pending = [...this.runs.values()].flatMap((run) => (run.tagging ? [run.tagging] : []));
      if (pending.length === 0) return;
      await Promise.allSettled(pending);
    }
  }

  private handBack(code: string, playerId: number): void {
    void this.games.takeSeatBack(code, playerId).catch((err: unknown) => this.log.warn({ code, playerId, err }, 'runner not handed back'));
  }

  private situationOf(code: string): TagSituation | null {
    const game = this.games.matchOf(code);
    return game ? tagSituationOf(game.match) : null;
  }

  private see(code: string, run: Run, playerId: number, position: Position, now: number): void {
    run.positions.set(playerId, { x: position.x, y: position.y, at: now });
    this.relay.offer(code, playerId, { x: position.x, y: position.y });
  }

  private schedule(code: string, run: Run): void {
    run.tick = this.timers.setTimeout(() => this.tick(code, run), POSITION_INTERVAL_MS);
  }

  private stopTicking(run: Run): void {
    if (run.tick !== undefined) this.timers.clearTimeout(run.tick);
    run.tick = undefined;
  }

  /** Ten times a second during a run: the AI players move, and a touch becomes a tag. */
  private tick(code: string, run: Run): void {
    run.tick = undefined;
    if (this.runs.get(code) !== run) return;
    const situation = this.situationOf(code);
    if (!situation || situation.stageNumber !== run.stageNumber) return;
    const now = this.timers.now();
    const standing = new Map<number, Position>([...run.positions].map(([id, at]) => [id, { x: at.x, y: at.y }]));
    for (const robot of situation.robots) this.see(code, run, robot, aiStep(robot, situation, standing, now, POSITION_INTERVAL_MS), now);
    if (!run.tagging) {
      const tagged = tagToMake(situation, run.positions, now);
      if (tagged !== null) run.tagging = this.tag(code, run, situation, tagged);
    }
    this.schedule(code, run);
  }

  private async tag(code: string, run: Run, situation: TagSituation, tagged: number): Promise<void> {
    try {
      await this.games.move(code, situation.it, { ...refereeTagMove(this.key, tagged), stageNumber: situation.stageNumber });
    } catch (err) {
      const reason = err instanceof AppError ? err.messageKey : 'failed';
      if (!TOO_LATE.includes(reason)) this.refusals.log(`${code}:${reason}`, { code, reason });
    } finally {
      run.tagging = undefined;
    }
  }
}
