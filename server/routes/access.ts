// Sign-in and session calls (000 §7 first rows; 002 §7 "Shared state and session"), declared in
// resources/session/calls.ts.
import type { FastifyInstance } from 'fastify';
import { sessionCalls } from '../../resources/session/calls';
import { ApiError } from '../http/errors';
import { registerCalls } from '../http/registerCalls';
import { CSRF_HEADER, endSession, openSession, resendCsrfCookie } from '../plugins/session';
import { setSessionLang } from '../repositories/sessions';
import { findUserByEmail, normaliseEmail, setUserLang } from '../repositories/users';
import { rolesAnswer } from '../services/auth/rolesAnswer';
import { assertNotThrottled, noteFailure, noteSuccess } from '../services/auth/throttle';
import { actorOf } from '../services/history/audit';
import { recordEvent } from '../services/history/track';
import { verifyPassword } from '../services/passwords';

export default async function accessRoutes(app: FastifyInstance) {
  registerCalls(app, sessionCalls, {
    csrfToken: async (request, reply) => {
      const session = request.session ?? (await openSession(request, reply, null));
      resendCsrfCookie(request, reply);
      return { token: session.csrf_token, headerName: CSRF_HEADER.toUpperCase() as 'X-XSRF-TOKEN' };
    },

    login: async (request, reply) => {
      const { email, password } = request.body;
      await assertNotThrottled(request, email);
      const user = await findUserByEmail(app.db, email);
      const passwordOk = await verifyPassword(password, user?.password_hash ?? null);
      if (!user || !passwordOk || user.state !== 'ACTIVE') {
        // Who tried is the e-mail typed (never the password); the account it names, if any.
        const tried = { userId: null, email: normaliseEmail(email), ip: request.ip };
        await noteFailure(request, email, 'login', (trx) => recordEvent(trx, tried, 'users', user?.id ?? null, 'signin.failed'));
        // Only the right password learns that the account is blocked (403, so that the form can
        // say so); a wrong one gets the answer every other failure gets.
        if (user && passwordOk && user.state === 'DISABLED') throw new ApiError(403, 'server.login.blocked');
        throw new ApiError(401, 'server.login.wrong');
      }
      await noteSuccess(request, email);
      await app.db.transaction().execute(async (trx) => {
        await openSession(request, reply, user.id, trx);
        await recordEvent(trx, actorOf(request), 'users', user.id, 'signin');
      });
      return rolesAnswer(request.user);
    },

    logout: async (request, reply) => {
      const user = request.user;
      await app.db.transaction().execute(async (trx) => {
        if (user) await recordEvent(trx, actorOf(request), 'users', user.id, 'signout');
        await endSession(request, reply, trx);
      });
      return {};
    },

    roles: async (request) => rolesAnswer(request.user),

    changeLocale: async (request) => {
      const { lang } = request.query;
      if (request.session) await setSessionLang(app.db, request.session.id, lang);
      if (request.user) await setUserLang(app.db, request.user.id, lang);
      request.lang = lang;
      return { lang };
    },

    publicConfig: async () => ({
      portalUrl: app.config.publicPortalUrl ?? null,
      contactEmail: app.config.contacts.email,
      phones: app.config.contacts.phones,
      address: app.config.contacts.address,
      uploadParallel: app.config.uploadParallel,
    }),
  });
}
