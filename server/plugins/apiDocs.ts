// The API reference: @fastify/swagger builds an OpenAPI 3.1 document from the routes' own schemas
// (request schemas that validate, answer schemas that only document), served with Swagger UI at
// /api/docs and as JSON at /api/docs/json, to signed-in ADMINs only. Register `docsAccess` before
// the guard and this plugin after it, before the routes: swagger collects routes as they come.
import { readFileSync } from 'node:fs';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { openapiOperation } from '../http/openapiOperation';
import { CSRF_COOKIE, CSRF_HEADER, SESSION_COOKIE } from './session';

export const DOCS_PREFIX = '/api/docs';

const isDocsRoute = (url: string) => url === DOCS_PREFIX || url.startsWith(`${DOCS_PREFIX}/`);

/** The reference's own routes (its page, assets and document) declare no access rule: they are
 * ADMIN-only. Registered before the guard, so that the guard records and enforces the rule. */
export const docsAccess = fp(async (app: FastifyInstance) => {
  app.addHook('onRoute', (route) => {
    if (isDocsRoute(route.url)) route.config = { ...route.config, access: ['ADMIN'] };
  });
});

const pkg = JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8')) as { description: string; version: string };

/** The call areas (`area` of each declared call set, common/calls.ts), in the order the reference lists them. */
const AREAS: [name: string, description: string][] = [
  ['Access', 'Sign-in, session, language and the settings the sign-in page reads.'],
  ['Passwords', 'Restore and confirmation links, forgotten passwords.'],
  ['Clinics', 'The clinics list and its actions.'],
  ['Clinic profile', "The profile editor's steps and their approval."],
  ['Pictures', "A clinic's pictures."],
  ['Logo', "A clinic's logo."],
  ['Images', 'Image files, public.'],
  ['Agents', 'The agents list, the main agent and moving clinics.'],
  ['Cities and hubs', 'Cities, hubs and their priority.'],
  ['Synchronisation', 'The steps of the catalogue synchronisation.'],
  ['Preview', "A clinic's read-only preview page, public."],
  ['History', 'Who changed what and when, and the security events.'],
  ['Completeness', 'How many clinics are complete, stale or incomplete, per profile section and language.'],
];

const DESCRIPTION = `${pkg.description}

- Errors answer \`{ status, error, message, path }\` with \`message\` in the session's language; refused form values answer 400 with field-keyed message lists under the key the call names (\`error\` or \`errors\`).
- Every POST, PUT, PATCH and DELETE sends the \`XSRF-TOKEN\` cookie's value in the \`X-XSRF-TOKEN\` header (GET /api/csrf-token sets the cookie). Form calls take multipart or JSON; numbers may come as text.
- Edit forms send the \`updated\` version they loaded in \`If-Match\`: a save over a newer version answers 409; without it the last save wins.
- Pages are zero-based. \`x-text\`, \`x-select\`, \`x-maxitems\` and \`x-sameAs\` are the spec's field rules (schemas/keywords), described in words on each field.`;

/** Swagger UI's "Try it out" sends the anti-forgery header as the app does. Serialised into the
 * UI's script, hence self-contained (the cookie and header names are spelled out). */
function sendXsrfHeader(request: { headers?: Record<string, string> }) {
  const cookie = document.cookie.split('; ').find((pair) => pair.startsWith('XSRF-TOKEN='));
  if (cookie) request.headers = { ...request.headers, 'X-XSRF-TOKEN': decodeURIComponent(cookie.slice('XSRF-TOKEN='.length)) };
  return request;
}

export default fp(async (app: FastifyInstance) => {
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: { title: 'Clinic admin API', version: pkg.version, description: DESCRIPTION },
      tags: AREAS.map(([name, description]) => ({ name, description })),
      components: {
        securitySchemes: {
          session: { type: 'apiKey', in: 'cookie', name: SESSION_COOKIE, description: 'The session, set by POST /login.' },
          xsrf: {
            type: 'apiKey',
            in: 'header',
            name: CSRF_HEADER.toUpperCase(),
            description: `The ${CSRF_COOKIE} cookie's value, on every state-changing call.`,
          },
        },
      },
    },
    transform: ({ schema, url, route }) => ({ url, schema: isDocsRoute(url) ? { hide: true } : openapiOperation(schema, route) }),
  });
  await app.register(swaggerUi, {
    routePrefix: DOCS_PREFIX,
    uiConfig: { docExpansion: 'none', deepLinking: true, withCredentials: true, requestInterceptor: sendXsrfHeader },
    theme: { title: 'Clinic admin API' },
  });
});
