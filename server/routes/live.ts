// The live channel's calls (resources/live/calls.ts; common/live.ts): the socket and the menu
// counters it keeps up to date. The socket needs a signed-in session and the app's own Origin: a
// page of another site cannot open it with the user's cookie (cross-site WebSocket hijacking).
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { liveCalls } from '../../resources/live/calls';
import { ApiError } from '../http/errors';
import { registerCalls } from '../http/registerCalls';
import { countersFor } from '../services/live/counters';

/** The Origin a browser sends from our own pages: the configured public URL, or this very host. */
function ownOrigin(request: FastifyRequest): boolean {
  const origin = request.headers.origin;
  return origin === request.server.config.publicUrl || origin === `${request.protocol}://${request.headers.host}`;
}

async function checkOrigin(request: FastifyRequest, _reply: FastifyReply) {
  if (!ownOrigin(request)) throw new ApiError(403, 'server.error.forbidden');
}

export default async function liveRoutes(app: FastifyInstance) {
  registerCalls(app, liveCalls, {
    liveSocket: {
      preValidation: checkOrigin,
      handler: (socket, request) => {
        // The guard let only a signed-in session through.
        if (request.session && request.user) app.live.add(socket, request.session, request.user);
        else socket.close();
      },
    },
    counters: async (request) => countersFor(app.db, request.user?.roles ?? []),
  });
}
