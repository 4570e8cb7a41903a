// The portal's lead form (issue 16 point 2; docs/api.md "Leads"): POST /api/public/lead, JSON or
// form fields, no session and no CSRF token (a cross-site call), validated by the shared schema,
// a few per address (services/leads/leadThrottle.ts); CORS lets only PUBLIC_PORTAL_URL's pages
// call it from a browser. Answers the new lead's id.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { leadCreatedAnswer } from '../../schemas/answers/leads';
import { publicLeadSchema } from '../../schemas/publicLead';
import { ApiError } from '../http/errors';
import { typedRoutes } from '../http/typedRoutes';
import { actorOf } from '../services/history/audit';
import { leadInput } from '../services/leads/leadInput';
import { throttleLeadPost } from '../services/leads/leadThrottle';
import { createLead } from '../services/leads/leadWrites';

export const PUBLIC_LEAD_PATH = '/api/public/lead';

const open = { access: 'public' as const, csrf: false as const, multipart: 'fields' as const, errorKey: 'error' as const };

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

export default async function publicLeadRoutes(fastify: FastifyInstance) {
  const app = typedRoutes(fastify, 'Leads');

  // The preflight of a JSON POST from the portal's pages.
  app.options(PUBLIC_LEAD_PATH, { config: { access: 'public' } }, async (request, reply) => {
    allow(reply, portalOrigin(request));
    reply.header('access-control-allow-methods', 'POST');
    reply.header('access-control-allow-headers', 'content-type');
    reply.header('access-control-max-age', '600');
    return reply.code(204).send();
  });

  app.post(
    PUBLIC_LEAD_PATH,
    {
      config: open,
      // Before the body is read: a refused page or an address over its limit costs nothing more.
      onRequest: async (request, reply) => {
        allow(reply, portalOrigin(request));
        await throttleLeadPost(request);
      },
      schema: { body: publicLeadSchema, response: { 200: leadCreatedAnswer } },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const id = await createLead(app.db, actorOf(request), await leadInput(app.db, request.body));
      // Managers' open lists and menu counters update without a reload (issue 16 point 3).
      await fastify.live.publish({ type: 'leads' });
      return { id };
    },
  );
}
