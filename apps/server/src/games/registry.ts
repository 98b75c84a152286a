import type { FastifyInstance } from 'fastify';
import { gameDefinition, type AnyGameDef } from '@snackparty/games';
import { MANIFESTS, manifestOf, type GameManifest } from '@snackparty/games/manifests';
import type { DestinationDeps, DestinationRow } from '../realtime/destinations';
import { manifestDestinations } from '../streams/destinations';
import { abThinkingModule } from './ab-thinking/module';
import { canvasClashModule } from './canvas-clash/module';
import { experimentsModule } from './experiments/module';
import { hideAndPeekModule } from './hide-and-peek/module';
import { requipModule } from './requip/module';
import { snaptionModule } from './snaption/module';
import { defaultSlug, type RuntimeHooks } from './game-runtime';
import type { GameServer, GameServerContext, GameServerModule, HistoryArtefacts, HistoryGame, ServerStream } from './server-module';

/**
 * The games' server modules, one line per game that has routes, streams or artefacts for the
 * history. The only place in the server that names games: everything else loops over this.
 */
export const GAME_SERVER_MODULES: readonly GameServerModule[] = [
  canvasClashModule(),
  requipModule(),
  snaptionModule(),
  abThinkingModule(),
  experimentsModule(),
  hideAndPeekModule(),
];

/** A game the registries do not hold (tests play small games of their own). */
export interface ExtraGame {
  definition?: AnyGameDef;
  manifest: GameManifest;
  module?: GameServerModule;
}

export interface GameRegistryOptions {
  /** Other game rules than the registry's. */
  definitions?: (gameType: string) => AnyGameDef | undefined;
  /** Modules that replace the registry's of their game type. */
  modules?: readonly GameServerModule[];
  /** Games beside the registries' (or in place of theirs, by type). */
  games?: readonly ExtraGame[];
}

/** The games this server plays: rules, manifests and server modules, the registries' and a test's own. */
export class GameRegistry {
  readonly modules: readonly GameServerModule[];
  private readonly extras: Map<string, ExtraGame>;

  constructor(private readonly options: GameRegistryOptions = {}) {
    this.extras = new Map((options.games ?? []).map((g) => [g.manifest.type, g]));
    const replaced = [...(options.modules ?? []), ...(options.games ?? []).flatMap((g) => (g.module ? [g.module] : []))];
    const types = new Set(replaced.map((m) => m.gameType));
    this.modules = [...GAME_SERVER_MODULES.filter((m) => !types.has(m.gameType)), ...replaced];
  }

  definition = (gameType: string): AnyGameDef | undefined => {
    const extra = this.extras.get(gameType)?.definition;
    if (extra) return extra;
    return (this.options.definitions ?? gameDefinition)(gameType);
  };

  manifest(gameType: string): GameManifest | undefined {
    return this.extras.get(gameType)?.manifest ?? manifestOf(gameType);
  }

  slug = (gameType: string): string => this.manifest(gameType)?.slug ?? defaultSlug(gameType);

  /** Builds every module's server side. */
  createServers(context: Omit<GameServerContext, 'manifest'>): GameServers {
    return new GameServers(
      this.modules.flatMap((module) => {
        const manifest = this.manifest(module.gameType);
        return manifest ? [{ gameType: module.gameType, manifest, server: module.create({ ...context, manifest }) }] : [];
      }),
      this.manifests(),
    );
  }

  /** Every game's manifest, a test's own in place of the registry's of its type. */
  manifests(): GameManifest[] {
    const types = new Set([...Object.keys(MANIFESTS), ...this.extras.keys()]);
    return [...types].flatMap((type) => {
      const manifest = this.manifest(type);
      return manifest ? [manifest] : [];
    });
  }
}

interface BuiltServer {
  gameType: string;
  manifest: GameManifest;
  server: GameServer;
}

/**
 * Where a stream's chunks are received: with several server processes, on the process that runs the
 * room (the one whose game knows who may stream now), wherever the phone is connected.
 */
export type StreamRoute = (gameType: string, name: string, receive: ServerStream['receive']) => ServerStream['receive'];

/** The games' server sides, as the app, the runtime, the realtime policy and the profiles use them. */
export class GameServers {
  private streamRoute?: StreamRoute;

  constructor(
    private readonly built: readonly BuiltServer[],
    private readonly manifests: readonly GameManifest[],
  ) {}

  hooksOf = (gameType: string): readonly RuntimeHooks[] => this.built.flatMap((b) => (b.gameType === gameType && b.server.hooks ? [b.server.hooks] : []));

  /** Every game's destination rows: those its manifest declares, and its module's own. */
  destinations(deps: DestinationDeps): DestinationRow[] {
    return [
      ...this.manifests.flatMap((m) => manifestDestinations(m, this.streamsOf(this.built.find((b) => b.gameType === m.type)))),
      ...this.built.flatMap((b) => b.server.destinations?.(deps) ?? []),
    ];
  }

  /** Sends the streams' chunks where `route` says (set before the realtime destinations are made). */
  routeStreams(route: StreamRoute): void {
    this.streamRoute = route;
  }

  private streamsOf(built: BuiltServer | undefined): Readonly<Record<string, ServerStream>> | undefined {
    const streams = built?.server.streams;
    const route = this.streamRoute;
    if (!streams || !route) return streams;
    return Object.fromEntries(Object.entries(streams).map(([name, stream]) => [name, { ...stream, receive: route(built.gameType, name, (code, playerId, body) => stream.receive(code, playerId, body)) }]));
  }

  /** What the game's modules keep for a profile's history. */
  async history(game: HistoryGame): Promise<HistoryArtefacts> {
    let artefacts: HistoryArtefacts = {};
    for (const b of this.built) if (b.gameType === game.gameType && b.server.history) artefacts = { ...artefacts, ...(await b.server.history(game)) };
    return artefacts;
  }

  /** Mounts every module's REST routes under its slug (the caller's prefix first). */
  async registerRoutes(api: FastifyInstance): Promise<void> {
    for (const b of this.built) {
      const routes = b.server.routes;
      if (routes) await api.register(async (scope) => routes(scope), { prefix: `/${b.manifest.slug}` });
    }
  }

  async idle(): Promise<void> {
    await Promise.allSettled(this.built.map((b) => b.server.idle?.()));
  }
}
