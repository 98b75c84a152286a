import type { FastifyInstance } from 'fastify';
import type { GameManifest } from '@snackparty/games/manifests';
import type { ProfileGameDetail } from '@snackparty/protocol';
import type { Config } from '../config';
import type { Db } from '../db/client';
import type { Packs } from '../packs/packs';
import type { DestinationDeps, DestinationRow } from '../realtime/destinations';
import type { RoomPublisher } from '../rooms/publisher';
import type { RoomService } from '../rooms/room-service';
import type { GameRuntime, RuntimeHooks } from './game-runtime';
import type { RoomReads } from './room-reads';
import type { Timers } from './room-clock';

/** What the platform hands a game's server module when the app is built. */
export interface GameServerContext {
  /** The game's manifest: its slug, its topics. */
  manifest: GameManifest;
  /** The server's configuration (a game's own services: a language model, a picture provider). */
  config: Config;
  db: Db;
  rooms: RoomService;
  games: GameRuntime;
  packs: Packs;
  publisher: RoomPublisher;
  /** Relays a body to a destination's subscribers exactly as it came (JSON text). */
  relay(destination: string, json: string): void;
  timers: Timers;
  log: { warn(details: object, message: string): void };
  /** What the module keeps of a room while it is played, read where the room runs (several server processes). */
  reads: RoomReads;
}

/** A stream the manifest declares, as the server receives it. */
export interface ServerStream {
  /** A phone sent a chunk (the STOMP body as received); throws an AppError to refuse it. */
  receive(code: string, playerId: number, body: string): void;
  /** How a SEND by someone other than the stream's sender is refused. */
  deniedMessage?: string;
}

/** A stored or live game, as the history of a profile sees it. */
export interface HistoryGame {
  id: number;
  gameType: string;
  over: boolean;
  match: { over?: boolean; state?: unknown } | null | undefined;
}

/** What a game keeps for the game history of a profile, beside the final table. */
export type HistoryArtefacts = Partial<Pick<ProfileGameDetail, 'drawings'>>;

/** A game's server side, built once per app. */
export interface GameServer {
  /** REST routes, mounted under `/api/v1/{slug}`. */
  routes?(app: FastifyInstance): Promise<void>;
  /** The streams its manifest declares, by name. */
  streams?: Readonly<Record<string, ServerStream>>;
  /** Destination rows beside those derived from its manifest. */
  destinations?(deps: DestinationDeps): DestinationRow[];
  /** What it does as its games are played. */
  hooks?: RuntimeHooks;
  /** What a profile's game history keeps of one of its games. */
  history?(game: HistoryGame): Promise<HistoryArtefacts>;
  /** Waits for its writes under way (tests and shutdown). */
  idle?(): Promise<void>;
}

/** An optional server module of a game: only for games with routes, streams or artefacts for the history. */
export interface GameServerModule {
  gameType: string;
  create(context: GameServerContext): GameServer;
}
