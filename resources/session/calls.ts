// The session's calls, which no screen owns (000 §7 first rows; 002 §7 "Shared state and session";
// docs/api.md "Access"): the anti-forgery token, sign-in and sign-out, the roles of the session,
// the UI language and the public settings; and the password pages' calls (000 §7): the e-mail of a
// restore or confirmation link and the password it sets, and forgot-password (not shown by the
// spec: docs/decisions.md), whose answers never say whether an account exists. Served by
// server/routes/access.ts and passwords.ts. The browser knows them from its first load
// (resources/index.ts): the auth provider signs in, out and reads the roles with them, the login
// page and the language selector change the language, the password pages set a password.
import { defineCalls } from '../../common/calls';
import * as answers from '../../schemas/answers/access';
import { forgotPasswordSchema } from '../../schemas/forgotPassword';
import { loginSchema } from '../../schemas/login';
import { setPasswordSchema } from '../../schemas/setPassword';

const localeQuery = { type: 'object', required: ['lang'], properties: { lang: { type: 'string', enum: ['en', 'ru'] } } } as const;

const linkQuery = {
  type: 'object',
  required: ['hash'],
  properties: { hash: { type: 'string', minLength: 1, maxLength: 200 } },
} as const;

export const sessionCalls = defineCalls(
  { area: 'Access', access: 'public' },
  {
    csrfToken: {
      method: 'GET',
      path: '/api/csrf-token',
      description: 'The session’s anti-forgery token (a session is opened when there is none), also set again as the XSRF-TOKEN cookie.',
      answer: answers.csrfTokenAnswer,
    },
    login: {
      method: 'POST',
      path: '/login',
      description:
        'Signs in: the roles of the new session. A wrong e-mail or password is 401, a blocked account with the right password 403; repeated failures are throttled.',
      body: loginSchema,
      encoding: 'form',
      errorsAt: 'errors',
      answer: answers.rolesAnswer,
      freshCsrf: true,
    },
    logout: {
      method: 'POST',
      path: '/api/logout',
      description: 'Ends the session.',
      answer: answers.logoutAnswer,
    },
    roles: {
      method: 'GET',
      path: '/api/roles',
      description: 'The roles and the user of the session; `{ roles: [], user: null }` when nobody is signed in.',
      answer: answers.rolesAnswer,
    },
    changeLocale: {
      method: 'POST',
      path: '/api/change-locale',
      description: 'The UI language of the session, and of the signed-in user.',
      query: localeQuery,
      answer: answers.changeLocaleAnswer,
    },
    publicConfig: {
      method: 'GET',
      path: '/api/public-config',
      description: 'The settings the pages show: the public portal’s address, the contacts and how many uploads run at once.',
      answer: answers.publicConfigAnswer,
    },
  },
);

/** A restore or confirmation link's e-mail (GET) and the password it sets (POST). */
const linkCalls = (path: '/api/restorepassword' | '/api/confirmemail', what: string) =>
  ({
    email: {
      method: 'GET',
      path,
      description: `The e-mail of a ${what} link; \`{}\` when the link is unknown, used or expired.`,
      query: linkQuery,
      answer: answers.linkEmailAnswer,
    },
    save: {
      method: 'POST',
      path,
      description: `Sets the password of a ${what} link (6 characters at least, both fields equal); an unknown, used or expired link is refused on \`hash\`.`,
      body: setPasswordSchema,
      encoding: 'form',
      errorsAt: 'errors',
      answer: answers.passwordSetAnswer,
      freshCsrf: true,
    },
  }) as const;

const restore = linkCalls('/api/restorepassword', 'restore');
const confirm = linkCalls('/api/confirmemail', 'confirmation');

export const passwordCalls = defineCalls(
  { area: 'Passwords', access: 'public' },
  {
    restoreEmail: restore.email,
    restorePassword: restore.save,
    confirmEmail: confirm.email,
    confirmPassword: confirm.save,
    forgotPassword: {
      method: 'POST',
      path: '/api/forgotpassword',
      description:
        'Mails a restore link (or the confirmation link again to a pending account) to the address, if an account has it; the answer is the same either way. Throttled like sign-ins.',
      body: forgotPasswordSchema,
      encoding: 'form',
      errorsAt: 'errors',
      answer: answers.forgotPasswordAnswer,
      freshCsrf: true,
    },
  },
);
