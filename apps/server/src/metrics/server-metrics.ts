/**
 * What the server tells a monitoring system, in Prometheus's text format (`prom-client`): the rooms
 * and games it runs, its connections by kind, the moves it handles and how long each took, and the
 * process itself (CPU, memory, event loop). Nothing names a room or a person: a room code is the key
 * to a room.
 */
import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';

/** What the metrics read from the running server when they are scraped. */
export interface MetricsSources {
  /** Rooms open now (an active session). */
  openRooms(): Promise<number>;
  /** Games being played now. */
  runningGames(): number;
  /** The realtime connections now, by what they connected as (host, player, audience…). */
  connectionsByPurpose(): Record<string, number>;
  /** With several server processes: the room leases this one holds, and how often they changed hands. */
  leases?(): { held: number; changes: Record<string, number> };
}

export type MoveOutcome = 'applied' | 'refused' | 'failed';

export class ServerMetrics {
  readonly registry = new Registry();
  private readonly moves: Counter<'outcome'>;
  private readonly moveSeconds: Histogram<'outcome'>;

  constructor(sources: MetricsSources) {
    collectDefaultMetrics({ register: this.registry, prefix: 'snackparty_' });
    new Gauge({
      name: 'snackparty_rooms_open',
      help: 'Rooms open now.',
      registers: [this.registry],
      async collect() {
        this.set(await sources.openRooms());
      },
    });
    new Gauge({
      name: 'snackparty_games_running',
      help: 'Games being played now.',
      registers: [this.registry],
      collect() {
        this.set(sources.runningGames());
      },
    });
    new Gauge({
      name: 'snackparty_connections',
      help: 'Realtime (STOMP) connections now, by what they connected as.',
      labelNames: ['purpose'],
      registers: [this.registry],
      collect() {
        this.reset();
        for (const [purpose, count] of Object.entries(sources.connectionsByPurpose())) this.set({ purpose }, count);
      },
    });
    if (sources.leases) {
      const leases = sources.leases;
      new Gauge({
        name: 'snackparty_room_leases_held',
        help: 'Rooms this server runs now, holding their lease (several servers).',
        registers: [this.registry],
        collect() {
          this.set(leases().held);
        },
      });
      new Counter({
        name: 'snackparty_room_lease_changes_total',
        help: 'Room leases taken, renewed no more (lost), taken over from a server that stopped, and given up, since the start.',
        labelNames: ['change'],
        registers: [this.registry],
        collect() {
          this.reset();
          for (const [change, count] of Object.entries(leases().changes)) this.inc({ change }, count);
        },
      });
    }
    this.moves = new Counter({
      name: 'snackparty_moves_total',
      help: 'Moves sent by phones: applied, refused by the rules or the room, or failed (the server could not store them).',
      labelNames: ['outcome'],
      registers: [this.registry],
    });
    this.moveSeconds = new Histogram({
      name: 'snackparty_move_seconds',
      help: 'From a move reaching the server to its answer (applied and stored, or refused).',
      labelNames: ['outcome'],
      buckets: [0.002, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5],
      registers: [this.registry],
    });
  }

  /** Counts a move and how long it took (seconds). */
  move(outcome: MoveOutcome, seconds: number): void {
    this.moves.inc({ outcome });
    this.moveSeconds.observe({ outcome }, seconds);
  }

  /** The text a scrape gets, and its content type. */
  async scrape(): Promise<{ contentType: string; body: string }> {
    return { contentType: this.registry.contentType, body: await this.registry.metrics() };
  }
}
