// Password pages' calls (000 §7), declared in resources/session/calls.ts: restore and confirmation
// links, and forgot-password (not shown by the spec; see docs/decisions.md). Answers never say
// whether an account exists.
import type { FastifyInstance } from 'fastify';
import { translate } from '../../i18n/interpolate';
import { passwordCalls } from '../../resources/session/calls';
import { fieldError } from '../http/errors';
import { type CallRequest, registerCalls } from '../http/registerCalls';
import type { TokenPurpose } from '../repositories/authTokens';
import { findUserByEmail } from '../repositories/users';
import { linkEmail, sendPasswordLink, setPasswordFromLink } from '../services/auth/passwordLinks';
import { assertNotThrottled, noteFailure } from '../services/auth/throttle';

type Calls = typeof passwordCalls.calls;

export default async function passwordRoutes(app: FastifyInstance) {
  /** The e-mail a link of `purpose` was sent to, and the password it sets. */
  const linkHandlers = (purpose: TokenPurpose) => ({
    email: async (request: CallRequest<Calls['restoreEmail']>) => {
      const email = await linkEmail(app, request.query.hash, purpose);
      return email ? { email } : {};
    },
    save: async (request: CallRequest<Calls['restorePassword']>) => {
      const { hash, password1 } = request.body;
      if (!(await setPasswordFromLink(app, hash, purpose, password1, request.ip))) throw fieldError('hash', 'password.linkInvalid');
      return {};
    },
  });
  const restore = linkHandlers('restore');
  const confirm = linkHandlers('confirm');

  registerCalls(app, passwordCalls, {
    restoreEmail: restore.email,
    restorePassword: restore.save,
    confirmEmail: confirm.email,
    confirmPassword: confirm.save,

    forgotPassword: async (request) => {
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
  });
}
