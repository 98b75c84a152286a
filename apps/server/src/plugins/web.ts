import { existsSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { MESSAGE_KEYS } from '@snackparty/protocol';

/** Serves the built web app, with the SPA's index.html for any page route. */
export const webPlugin = fp<{ distDir: string }>(async (app: FastifyInstance, { distDir }) => {
  const hasBuild = existsSync(join(distDir, 'index.html'));
  if (hasBuild) {
    await app.register(fastifyStatic, {
      root: distDir,
      // Files are looked up per request, so a rebuilt web app is served without a restart.
      wildcard: true,
      index: ['index.html'],
      // The build writes a .br and a .gz copy of each text file: they are sent as they are to clients
      // that accept them, so nothing is compressed per request.
      preCompressed: true,
      setHeaders(res, path) {
        // Hashed assets never change; the page itself must always be fresh.
        if (path.includes('/assets/')) res.header('cache-control', 'public, max-age=31536000, immutable');
        else res.header('cache-control', 'no-cache');
      },
    });
  } else {
    app.log.warn({ distDir }, 'web app not built: run `npm run build`');
  }
  app.setNotFoundHandler((request, reply) => {
    const isPage = request.method === 'GET' && !request.url.startsWith('/api/') && !/\.[a-z0-9]+(\?|$)/i.test(request.url);
    if (isPage && hasBuild) return reply.type('text/html').header('cache-control', 'no-cache').sendFile('index.html');
    return reply.status(404).send({ statusCode: 404, error: 'Client Error', messageKey: MESSAGE_KEYS.notFound, message: 'Not found' });
  });
});
