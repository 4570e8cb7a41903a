// The live socket (common/live.ts; 002 §4, §7 "a websocket at /websocket") and the menu counters
// it keeps up to date. The socket needs a signed-in session and the app's own Origin: a page of
// another site cannot open it with the user's cookie (cross-site WebSocket hijacking).
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { LIVE_PATH } from '../../common/live';
import { countersAnswer } from '../../schemas/answers/live';
import { ApiError } from '../http/errors';
import { typedRoutes } from '../http/typedRoutes';
import { countersFor } from '../services/live/counters';

/** The Origin a browser sends from our own pages: the configured public URL, or this very host. */
function ownOrigin(request: FastifyRequest): boolean {
  const origin = request.headers.origin;
  return origin === request.server.config.publicUrl || origin === `${request.protocol}://${request.headers.host}`;
}

async function checkOrigin(request: FastifyRequest, _reply: FastifyReply) {
  if (!ownOrigin(request)) throw new ApiError(403, 'server.error.forbidden');
}

export default async function liveRoutes(fastify: FastifyInstance) {
  const app = typedRoutes(fastify, 'Live');

  fastify.get(
    LIVE_PATH,
    {
      websocket: true,
      config: { access: 'user' },
      preValidation: checkOrigin,
      schema: {
        tags: ['Live'],
        summary: 'The live socket (an upgrade to WebSocket)',
        description: 'Messages, close codes and reconnection: docs/api.md "Live updates". 403 from another Origin.',
        response: { 101: { description: 'Switching Protocols: the socket is open.' } },
      },
    },
    (socket, request) => {
      // The guard let only a signed-in session through.
      if (request.session && request.user) fastify.live.add(socket, request.session, request.user);
      else socket.close();
    },
  );

  app.get('/api/counters', { config: { access: 'user' }, schema: { response: { 200: countersAnswer } } }, async (request) => {
    return countersFor(fastify.db, request.user?.roles ?? []);
  });
}
