// Access rules on the server. Every route declares `config.access`; a route without one is
// refused (fail closed). /api/admin/* must be ADMIN-only, or ADMIN and REDACTOR for the content
// area (common/roles.ts), and /api/manager/* MANAGER-only, checked when the route is registered.
// State-changing calls must carry the session's CSRF token, unless a public route says `csrf: false`.
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { mayAccess } from '../../common/resource';
import { CONTENT_STAFF } from '../../common/roles';
import { ApiError } from '../http/errors';
import { sameSecret } from '../services/tokens';
import type { Access } from '../types';
import { CSRF_HEADER } from './session';

/** Per prefix, the access rules a route under it may declare. */
const PREFIX_ACCESS: [prefix: string, allowed: (readonly string[])[]][] = [
  ['/api/admin/', [['ADMIN'], CONTENT_STAFF]],
  ['/api/manager/', [['MANAGER']]],
];

const sameRoles = (a: readonly string[], b: readonly string[]) => a.length === b.length && a.every((role, i) => role === b[i]);

/** The state-changing methods: they need the CSRF token (and the API reference says so). */
export const UNSAFE = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

function checkPrefixRule(url: string, access: Access | undefined) {
  for (const [prefix, allowed] of PREFIX_ACCESS) {
    if (url.startsWith(prefix) && !(Array.isArray(access) && allowed.some((roles) => sameRoles(roles, access)))) {
      throw new Error(`Route ${url} must declare access: ${allowed.map((roles) => JSON.stringify(roles)).join(' or ')}`);
    }
  }
}

export default fp(async (app: FastifyInstance) => {
  app.decorate('routeTable', []);
  app.addHook('onRoute', (route) => {
    const access = route.config?.access;
    checkPrefixRule(route.url, access);
    for (const method of [route.method].flat()) {
      if (method !== 'HEAD') app.routeTable.push({ method, url: route.url, access, schema: route.schema, csrf: route.config?.csrf });
    }
  });
  app.addHook('onRequest', async (request) => {
    if (request.is404) return;
    // routeOptions is built anew on every read: read once.
    const { config, url } = request.routeOptions;
    const access = config.access;
    if (access === undefined) {
      request.log.warn({ url }, 'route without an access rule refused');
      throw new ApiError(403, 'server.error.forbidden');
    }
    if (access !== 'public') {
      if (!request.user) throw new ApiError(401, 'server.error.unauthorized');
      if (!mayAccess(access, request.user.roles)) throw new ApiError(403, 'server.error.forbidden');
    }
    if (UNSAFE.has(request.method) && config.csrf !== false) {
      const token = request.headers[CSRF_HEADER];
      const session = request.session;
      if (typeof token !== 'string' || !session || !sameSecret(token, session.csrf_token)) {
        throw new ApiError(403, 'server.error.csrf');
      }
    }
  });
});
