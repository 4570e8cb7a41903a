// Sign-in and session calls (000 §7 first rows; 002 §7 "Shared state and session").
import type { FastifyInstance } from 'fastify';
import * as answers from '../../schemas/answers/access';
import { loginSchema } from '../../schemas/login';
import { ApiError } from '../http/errors';
import { typedRoutes } from '../http/typedRoutes';
import { CSRF_HEADER, endSession, openSession, resendCsrfCookie } from '../plugins/session';
import { setSessionLang } from '../repositories/sessions';
import { findUserByEmail, normaliseEmail, setUserLang } from '../repositories/users';
import { rolesAnswer } from '../services/auth/rolesAnswer';
import { assertNotThrottled, noteFailure, noteSuccess } from '../services/auth/throttle';
import { actorOf } from '../services/history/audit';
import { recordEvent } from '../services/history/track';
import { verifyPassword } from '../services/passwords';

export default async function accessRoutes(fastify: FastifyInstance) {
  const app = typedRoutes(fastify, 'Access');
  const tokenSchema = { response: { 200: answers.csrfTokenAnswer } };
  app.get('/api/csrf-token', { config: { access: 'public' }, schema: tokenSchema }, async (request, reply) => {
    const session = request.session ?? (await openSession(request, reply, null));
    resendCsrfCookie(request, reply);
    return { token: session.csrf_token, headerName: CSRF_HEADER.toUpperCase() };
  });

  app.post(
    '/login',
    {
      config: { access: 'public', multipart: 'fields', errorKey: 'errors' },
      schema: { body: loginSchema, response: { 200: answers.rolesAnswer } },
    },
    async (request, reply) => {
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
  );

  app.post('/api/logout', { config: { access: 'public' }, schema: { response: { 200: answers.logoutAnswer } } }, async (request, reply) => {
    const user = request.user;
    await app.db.transaction().execute(async (trx) => {
      if (user) await recordEvent(trx, actorOf(request), 'users', user.id, 'signout');
      await endSession(request, reply, trx);
    });
    return {};
  });

  app.get('/api/roles', { config: { access: 'public' }, schema: { response: { 200: answers.rolesAnswer } } }, async (request) =>
    rolesAnswer(request.user),
  );

  app.post(
    '/api/change-locale',
    {
      config: { access: 'public' },
      schema: {
        querystring: { type: 'object', required: ['lang'], properties: { lang: { type: 'string', enum: ['en', 'ru'] } } },
        response: { 200: answers.changeLocaleAnswer },
      },
    },
    async (request) => {
      const { lang } = request.query;
      if (request.session) await setSessionLang(app.db, request.session.id, lang);
      if (request.user) await setUserLang(app.db, request.user.id, lang);
      request.lang = lang;
      return { lang };
    },
  );

  app.get('/api/public-config', { config: { access: 'public' }, schema: { response: { 200: answers.publicConfigAnswer } } }, async () => ({
    portalUrl: app.config.publicPortalUrl ?? null,
    contactEmail: app.config.contacts.email,
    phones: app.config.contacts.phones,
    address: app.config.contacts.address,
    uploadParallel: app.config.uploadParallel,
  }));
}
