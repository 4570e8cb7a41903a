// Password pages' calls (000 §7): restore and confirmation links, and forgot-password
// (not shown by the spec; see docs/decisions.md). Answers never say whether an account exists.
import type { FastifyInstance } from 'fastify';
import { translate } from '../../i18n/interpolate';
import { forgotPasswordAnswer, linkEmailAnswer, passwordSetAnswer } from '../../schemas/answers/access';
import { forgotPasswordSchema } from '../../schemas/forgotPassword';
import { setPasswordSchema } from '../../schemas/setPassword';
import { fieldError } from '../http/errors';
import { type TypedInstance, typedRoutes } from '../http/typedRoutes';
import type { TokenPurpose } from '../repositories/authTokens';
import { findUserByEmail } from '../repositories/users';
import { linkEmail, sendPasswordLink, setPasswordFromLink } from '../services/auth/passwordLinks';
import { assertNotThrottled, noteFailure } from '../services/auth/throttle';

const hashQuery = {
  type: 'object',
  required: ['hash'],
  properties: { hash: { type: 'string', minLength: 1, maxLength: 200 } },
} as const;

function linkRoutes(app: TypedInstance, path: string, purpose: TokenPurpose) {
  const emailSchema = { querystring: hashQuery, response: { 200: linkEmailAnswer } };
  app.get(path, { config: { access: 'public' }, schema: emailSchema }, async (request) => {
    const email = await linkEmail(app, request.query.hash, purpose);
    return email ? { email } : {};
  });

  app.post(
    path,
    {
      config: { access: 'public', multipart: 'fields', errorKey: 'errors' },
      schema: { body: setPasswordSchema, response: { 200: passwordSetAnswer } },
    },
    async (request) => {
      const { hash, password1 } = request.body;
      if (!(await setPasswordFromLink(app, hash, purpose, password1, request.ip))) throw fieldError('hash', 'password.linkInvalid');
      return {};
    },
  );
}

export default async function passwordRoutes(fastify: FastifyInstance) {
  const app = typedRoutes(fastify, 'Passwords');
  linkRoutes(app, '/api/restorepassword', 'restore');
  linkRoutes(app, '/api/confirmemail', 'confirm');

  app.post(
    '/api/forgotpassword',
    {
      config: { access: 'public', multipart: 'fields', errorKey: 'errors' },
      schema: { body: forgotPasswordSchema, response: { 200: forgotPasswordAnswer } },
    },
    async (request) => {
      const { email } = request.body;
      // Throttled like sign-ins, so the form cannot be used to flood someone's mailbox.
      await assertNotThrottled(request, email, 'forgot');
      await noteFailure(request, email, 'forgot');
      const user = await findUserByEmail(app.db, email);
      if (user && user.state !== 'DISABLED') {
        const purpose = user.state === 'PENDING' ? 'confirm' : 'restore';
        // Not awaited: the answer must take the same time whether or not a message is sent.
        sendPasswordLink(app, user, purpose).catch((err) => request.log.error({ err }, 'password link not sent'));
      }
      return { message: translate(request.lang, 'server.password.forgotSent') };
    },
  );
}
