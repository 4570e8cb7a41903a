// Access rules on the server. Every route declares `config.access`; a route without one is
// refused (fail closed). /api/admin/* must be ADMIN-only (or ADMIN and REDACTOR) and /api/manager/*
// MANAGER-only, checked
// when the route is registered. State-changing calls must carry the session's CSRF token.
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { ApiError } from '../http/errors';
import { sameSecret } from '../services/tokens';
import type { Access } from '../types';
import { CSRF_HEADER } from './session';

// The content area's calls (articles, tags: docs/decisions.md "Articles and tags") live under
// /api/admin/ as the spec names them and may also let the REDACTOR in; ADMIN always comes first.
const PREFIX_ROLE: [prefix: string, role: 'ADMIN' | 'MANAGER', also: readonly string[]][] = [
  ['/api/admin/', 'ADMIN', ['REDACTOR']],
  ['/api/manager/', 'MANAGER', []],
];

/** The state-changing methods: they need the CSRF token (and the API reference says so). */
export const UNSAFE = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

function checkPrefixRule(url: string, access: Access | undefined) {
  for (const [prefix, role, also] of PREFIX_ROLE) {
    const allowed = Array.isArray(access) && access[0] === role && access.slice(1).every((other) => also.includes(other));
    if (url.startsWith(prefix) && !allowed) {
      throw new Error(`Route ${url} must declare access: ['${role}'${also.map((other) => `, optionally '${other}'`).join('')}]`);
    }
  }
}

export default fp(async (app: FastifyInstance) => {
  app.decorate('routeTable', []);
  app.addHook('onRoute', (route) => {
    const access = route.config?.access;
    checkPrefixRule(route.url, access);
    for (const method of [route.method].flat()) {
      if (method !== 'HEAD') app.routeTable.push({ method, url: route.url, access, schema: route.schema });
    }
  });
  app.addHook('onRequest', async (request) => {
    if (request.is404) return;
    const access = request.routeOptions.config.access;
    if (access === undefined) {
      request.log.warn({ url: request.routeOptions.url }, 'route without an access rule refused');
      throw new ApiError(403, 'server.error.forbidden');
    }
    if (access !== 'public') {
      if (!request.user) throw new ApiError(401, 'server.error.unauthorized');
      if (access !== 'user' && !access.some((role) => request.user?.roles.includes(role))) {
        throw new ApiError(403, 'server.error.forbidden');
      }
    }
    if (UNSAFE.has(request.method)) {
      const token = request.headers[CSRF_HEADER];
      const session = request.session;
      if (typeof token !== 'string' || !session || !sameSecret(token, session.csrf_token)) {
        throw new ApiError(403, 'server.error.csrf');
      }
    }
  });
});
