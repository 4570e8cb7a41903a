// Serves the built single-page app: hashed assets with long-lived caching, and index.html (never
// cached) for every other GET outside the API, so deep links such as /admin/cities load the app.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { sendError } from './errors';

const SERVER_PREFIXES = ['/api/', '/images/'];

export default fp(async (app: FastifyInstance) => {
  const root = app.config.distDir;
  await app.register(fastifyStatic, { root, serve: false, cacheControl: false });

  app.get('/assets/*', { config: { access: 'public' } }, (request, reply) => {
    const file = (request.params as { '*': string })['*'];
    return reply.header('cache-control', 'public, max-age=31536000, immutable').sendFile(join('assets', file));
  });

  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split('?')[0];
    const isPage = request.method === 'GET' && !SERVER_PREFIXES.some((p) => path.startsWith(p)) && path !== '/api';
    if (!isPage) return sendError(request, reply, 404, 'server.error.notFound');
    const file = path.slice(1);
    if (
      file &&
      !file.startsWith('.') &&
      !file.includes('..') &&
      /^[\w.-]+$/.test(file) &&
      existsSync(join(root, file)) &&
      file !== 'index.html'
    ) {
      return reply.header('cache-control', 'public, max-age=3600').sendFile(file);
    }
    if (!existsSync(join(root, 'index.html'))) return sendError(request, reply, 503, 'server.error.noUi');
    return reply.header('cache-control', 'no-cache, no-store, must-revalidate').type('text/html').sendFile('index.html');
  });
});
