import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/client';
import type { HistoryArtefacts, HistoryGame } from '../games/server-module';
import { albumLabelSource } from './album-labels';
import { albumRoutes } from './album-routes';
import { AlbumService } from './album-service';
import { AlbumShareLinks } from './share-links';

/** The party album's routes, built from the database and what the games' modules keep of a game. */
export async function albumPlugin(app: FastifyInstance, { db, artefacts, webDistDir }: { db: Db; artefacts: (game: HistoryGame) => Promise<HistoryArtefacts>; webDistDir: string }) {
  await app.register(albumRoutes, { albums: new AlbumService(db, artefacts), links: new AlbumShareLinks(db), labels: albumLabelSource(webDistDir), webDistDir });
}
