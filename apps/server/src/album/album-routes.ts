import type { FastifyInstance, FastifyReply } from 'fastify';
import { z } from 'zod';
import type { AlbumDto, AlbumOfRoomDto, AlbumShareDto } from '@snackparty/protocol';
import { codeParams, idParam, params } from '../routes/params';
import type { AlbumLabels } from './album-labels';
import { albumHtml } from './album-html';
import type { AlbumService } from './album-service';
import { albumErrors } from './errors';
import type { AlbumShareLinks } from './share-links';

const roomParams = z.object({ roomId: idParam });
const tokenParams = z.object({ token: z.string().max(64) });

export interface AlbumRouteDeps {
  albums: AlbumService;
  links: AlbumShareLinks;
  labels: (language: string) => AlbumLabels;
  webDistDir: string;
}

/**
 * /albums: a room's party album for its players and host, its private share link (the host makes and
 * revokes it), the album for anyone holding the link, and the whole album as one HTML file.
 */
export async function albumRoutes(app: FastifyInstance, { albums, links, labels, webDistDir }: AlbumRouteDeps) {
  const download = (reply: FastifyReply, album: AlbumDto) =>
    reply
      .header('content-type', 'text/html; charset=utf-8')
      .header('content-disposition', `attachment; filename="snackparty-album-${album.gameCode.replace(/[^A-Za-z0-9]/g, '')}.html"`)
      .header('cache-control', 'private, no-store')
      .send(albumHtml(album, labels(album.language), webDistDir));
  const sharedAlbum = async (token: string): Promise<AlbumDto> => {
    const roomId = await links.roomOf(token);
    if (roomId === undefined) throw albumErrors.linkNotFound();
    return albums.forLink(roomId);
  };

  app.get('/albums', async (request) => albums.mine(await request.requirePrincipal()));

  app.get('/albums/room/:code', async (request): Promise<AlbumOfRoomDto> => {
    const { code } = params(codeParams, request.params);
    return { roomId: await albums.roomOfCode(code, await request.requirePrincipal()) };
  });

  app.get('/albums/shared/:token', async (request, reply) => {
    const { token } = params(tokenParams, request.params);
    const album = await sharedAlbum(token);
    void reply.header('cache-control', 'private, no-store');
    return album;
  });

  app.get('/albums/shared/:token/download', async (request, reply) => {
    const { token } = params(tokenParams, request.params);
    return download(reply, await sharedAlbum(token));
  });

  app.get('/albums/:roomId', async (request) => {
    const { roomId } = params(roomParams, request.params);
    return albums.forMember(roomId, await request.requirePrincipal());
  });

  app.get('/albums/:roomId/download', async (request, reply) => {
    const { roomId } = params(roomParams, request.params);
    return download(reply, await albums.forMember(roomId, await request.requirePrincipal()));
  });

  app.get('/albums/:roomId/share', async (request): Promise<AlbumShareDto> => {
    const { roomId } = params(roomParams, request.params);
    const room = await albums.hostedRoom(roomId, await request.requirePrincipal());
    return { token: await links.current(room.id) };
  });

  app.post('/albums/:roomId/share', async (request): Promise<AlbumShareDto> => {
    const { roomId } = params(roomParams, request.params);
    const room = await albums.hostedRoom(roomId, await request.requirePrincipal());
    return { token: await links.create(room.id) };
  });

  app.delete('/albums/:roomId/share', async (request, reply) => {
    const { roomId } = params(roomParams, request.params);
    const room = await albums.hostedRoom(roomId, await request.requirePrincipal());
    await links.revoke(room.id);
    return reply.status(204).send();
  });
}
