// The portal's lead form (issue 16 point 2; docs/api.md "Leads"), declared in
// resources/leads/calls.ts: POST /api/public/lead, JSON or form fields, no session and no CSRF
// token (a cross-site call), validated by the shared schema, a few per address
// (services/leads/leadThrottle.ts); CORS lets only PUBLIC_PORTAL_URL's pages call it from a
// browser. Answers the new lead's id.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { publicLeadCalls } from '../../resources/leads/calls';
import { ApiError } from '../http/errors';
import { registerCalls } from '../http/registerCalls';
import { actorOf } from '../services/history/audit';
import { leadInput } from '../services/leads/leadInput';
import { throttleLeadPost } from '../services/leads/leadThrottle';
import { createLead } from '../services/leads/leadWrites';

/** The browser's Origin, when it is the portal's; refuses any other page's (a call without an
 * Origin, from a server, passes: CORS is a browser's rule, the rate limit holds for all). */
function portalOrigin(request: FastifyRequest): string | undefined {
  const origin = request.headers.origin;
  if (origin === undefined) return undefined;
  if (origin !== request.server.config.publicPortalUrl) throw new ApiError(403, 'server.leads.originRefused');
  return origin;
}

function allow(reply: FastifyReply, origin: string | undefined) {
  reply.header('vary', 'Origin');
  if (origin) reply.header('access-control-allow-origin', origin);
}

export default async function publicLeadRoutes(app: FastifyInstance) {
  registerCalls(app, publicLeadCalls, {
    publicLeadPreflight: async (request, reply) => {
      allow(reply, portalOrigin(request));
      reply.header('access-control-allow-methods', 'POST');
      reply.header('access-control-allow-headers', 'content-type');
      reply.header('access-control-max-age', '600');
      return reply.code(204).send();
    },
    postPublicLead: {
      // Before the body is read: a refused page or an address over its limit costs nothing more.
      onRequest: async (request, reply) => {
        allow(reply, portalOrigin(request));
        await throttleLeadPost(request);
      },
      handler: async (request, reply) => {
        reply.header('cache-control', 'no-store');
        // Managers' open lists and menu counters update without a reload (issue 16 point 3): the
        // declaration publishes `leads`.
        return { id: await createLead(app.db, actorOf(request), await leadInput(app.db, request.body)) };
      },
    },
  });
}
