// Loads the server-side session named by the SESSION cookie, and knows how to open, rotate and
// end sessions. The XSRF-TOKEN cookie carries the session's anti-forgery token.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { LIVE_PATH } from '../../common/live';
import type { Db } from '../db/kysely';
import type { Session } from '../db/tables';
import { readAuthState } from '../repositories/authState';
import { createSession, deleteSession, findSession, touchSession } from '../repositories/sessions';
import { findUserById } from '../repositories/users';
import { SessionCache } from '../services/sessionCache';
import { digest } from '../services/tokens';

export const SESSION_COOKIE = 'SESSION';
export const CSRF_COOKIE = 'XSRF-TOKEN';
export const CSRF_HEADER = 'x-xsrf-token';

const secure = (request: FastifyRequest) => request.protocol === 'https';

function preferredLang(request: FastifyRequest): 'ru' | 'en' {
  const header = String(request.headers['accept-language'] ?? '');
  return /^en\b/i.test(header) ? 'en' : 'ru';
}

function setCookies(request: FastifyRequest, reply: FastifyReply, secret: string, csrf: string, maxAge: number) {
  const common = { path: '/', sameSite: 'lax' as const, secure: secure(request), maxAge };
  reply.setCookie(SESSION_COOKIE, secret, { ...common, httpOnly: true });
  reply.setCookie(CSRF_COOKIE, csrf, { ...common, httpOnly: false });
}

/** Opens a new session (a new id and token), ending the current one: used at sign-in and for
 * anonymous visitors who ask for a CSRF token. `db`: the sign-in's transaction, if any. */
export async function openSession(request: FastifyRequest, reply: FastifyReply, userId: number | null, db = request.server.db) {
  const { config } = request.server;
  if (request.session) await dropSession(request, db, request.session);
  const lang = request.session?.lang ?? request.lang;
  const { secret, session } = await createSession(db, { userId, lang }, config.session);
  setCookies(request, reply, secret, session.csrf_token, config.session.maxHours * 3600);
  request.session = session;
  request.user = userId === null ? null : ((await findUserById(db, userId)) ?? null);
  return session;
}

/** Deletes a session and closes its live sockets (were the sign-out rolled back, the browser would
 * find itself still signed in and open a socket again). */
async function dropSession(request: FastifyRequest, db: Db, session: Session) {
  await deleteSession(db, session.id);
  if (session.user_id !== null) await request.server.live.publish({ type: 'session-ended', sessionId: session.id });
}

export async function endSession(request: FastifyRequest, reply: FastifyReply, db = request.server.db) {
  if (request.session) await dropSession(request, db, request.session);
  request.session = null;
  request.user = null;
  reply.clearCookie(SESSION_COOKIE, { path: '/' });
  reply.clearCookie(CSRF_COOKIE, { path: '/' });
}

/** Re-sends the token cookie of the current session (the browser may have dropped it). */
export function resendCsrfCookie(request: FastifyRequest, reply: FastifyReply) {
  const session = request.session;
  if (!session) return;
  const { config } = request.server;
  reply.setCookie(CSRF_COOKIE, session.csrf_token, {
    path: '/',
    sameSite: 'lax',
    secure: secure(request),
    httpOnly: false,
    maxAge: config.session.maxHours * 3600,
  });
}

/** Sessions a node keeps (a few hundred bytes each). */
const KEPT_SESSIONS = 10_000;

export default fp(async (app: FastifyInstance) => {
  app.decorateRequest('session', null);
  app.decorateRequest('user', null);
  app.decorateRequest('lang', 'ru');
  app.decorateRequest('dbState', null);
  // Every call reads the database state and the sessions' version in one small statement; the
  // session itself, its user and roles are looked up only when this node has not kept them under
  // that version (services/sessionCache.ts).
  const sessions = new SessionCache(KEPT_SESSIONS);
  app.addHook('onRequest', async (request) => {
    request.lang = preferredLang(request);
    const secret = request.cookies[SESSION_COOKIE];
    // Public GETs (the SPA, /images/) never need one; every change does (POST /login,
    // POST /images/mediafile of the rich-text editor), and so does the live socket.
    const needsSession =
      request.url.startsWith('/api/') || request.url === LIVE_PATH || (request.method !== 'GET' && request.method !== 'HEAD');
    if (!secret || !needsSession) return;
    const { dbState, authVersion } = await readAuthState(app.db, app.dialect);
    const id = digest(secret);
    let found = sessions.get(id, authVersion, app.config.session);
    if (!found) {
      const read = await findSession(app.db, app.dialect, secret, app.config.session);
      if (!read) return;
      if (read.user?.state === 'DISABLED') {
        await deleteSession(app.db, read.session.id);
        return;
      }
      found = sessions.set(id, authVersion, read);
    }
    const { session, user } = found;
    request.session = session;
    request.user = user;
    request.lang = session.lang;
    request.dbState = dbState;
    const touched = await touchSession(app.db, session);
    if (touched !== session) sessions.set(id, authVersion, { session: touched, user });
  });
});
