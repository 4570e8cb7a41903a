// The session's calls on the wire (resources/session/calls.ts), as the call table sent them before:
// the sign-in and the password forms as form data after a fresh anti-forgery token, their field
// errors read under `errors`; the language in the query of its POST; the roles and the settings
// as plain GETs; the links' e-mail with the hash in the query. Known without loading any area.
import { describe, expect, it } from 'vitest';
import { callRequest } from '../../dataProvider/callRequests';
import { declaredProvider } from '../../src/testing/declaredProvider';
import { passwordCalls, sessionCalls } from './calls';

const setup = () => declaredProvider({ session: () => import('./calls') }, {});

describe('session calls', () => {
  it('signs in with form fields after a fresh token, and reads the roles', () => {
    expect(callRequest(sessionCalls.calls.login, { email: 'a@b.c', password: 'secret' })).toEqual({
      method: 'POST',
      path: '/login',
      body: { email: 'a@b.c', password: 'secret' },
      encoding: 'multipart',
      errorsAt: 'errors',
      freshCsrf: true,
    });
    expect(callRequest(sessionCalls.calls.roles)).toEqual({ method: 'GET', path: '/api/roles' });
    expect(callRequest(sessionCalls.calls.logout)).toEqual({ method: 'POST', path: '/api/logout' });
  });

  it('asks for a new token before a password form even with a token at hand', async () => {
    const { browser, provider } = setup();
    browser.answer('GET /api/csrf-token', 200, { token: 'fresh', headerName: 'X-XSRF-TOKEN' });
    browser.answer('POST /api/forgotpassword', 200, { message: 'sent' });
    expect(await provider.forgotPassword({ email: 'a@b.c' })).toEqual({ message: 'sent' });
    expect(browser.requests.map((r) => `${r.method} ${r.url}`)).toEqual(['GET /api/csrf-token', 'POST /api/forgotpassword']);
    expect(browser.requests[1].body).toEqual({ email: 'a@b.c' });
  });

  it('sends the language in the query of its POST, and the link’s hash in the query of its GET', async () => {
    const { browser, provider } = setup();
    await provider.changeLocale({ lang: 'en' });
    await provider.restoreEmail({ hash: 'h1' });
    await provider.confirmEmail({ hash: 'h2' });
    expect(browser.requests.map((r) => `${r.method} ${r.url}`)).toEqual([
      'POST /api/change-locale?lang=en',
      'GET /api/restorepassword?hash=h1',
      'GET /api/confirmemail?hash=h2',
    ]);
    expect(callRequest(passwordCalls.calls.confirmPassword, { hash: 'h2', password1: 'abcdef', password2: 'abcdef' })).toMatchObject({
      method: 'POST',
      path: '/api/confirmemail',
      encoding: 'multipart',
      errorsAt: 'errors',
      freshCsrf: true,
    });
  });
});
