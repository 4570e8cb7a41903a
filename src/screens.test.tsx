// Every screen of resources/ is routed and guarded from the one list: a signed-in user without
// the screen's role gets the 403 page, a visitor goes to /login. A new screen is covered as soon
// as its folder exists.
import { screen as view, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { RoleName } from '../common/resource';
import { fakeBrowser } from '../dataProvider/fakeFetch';
import { screens } from '../resources';
import { renderApp } from './testing/renderApp';

const ROLES: RoleName[] = ['ADMIN', 'MANAGER', 'REDACTOR'];
/** A concrete URL of the route: its parameters filled in. */
const concrete = (path: string) => path.replace(/:[^/]+/g, 'x1');

function signedInAs(role: RoleName) {
  const browser = fakeBrowser('token');
  browser.answer('GET /api/roles', 200, {
    roles: ROLES.map((name) => ({ name, on: name === role })),
    user: { id: 9, hash: 'u9', name: 'Тест' },
  });
  return browser;
}

describe.each(screens.map(({ config }) => config))('the screen $path', (config) => {
  const outsider = ROLES.find((role) => !config.roles.includes(role));

  it.runIf(outsider)('shows 403 to a user without its role', async () => {
    const app = renderApp(concrete(config.path), signedInAs(outsider as RoleName));
    expect(await view.findByRole('heading', { name: 'Ошибка 403' })).toBeInTheDocument();
    expect(app.router.state.location.pathname).toBe('/error/403');
  });

  it('sends a visitor to /login', async () => {
    const browser = fakeBrowser('token');
    browser.answer('GET /api/roles', 200, { roles: [], user: null });
    const app = renderApp(concrete(config.path), browser);
    await waitFor(() => expect(app.router.state.location.pathname).toBe('/login'));
  });
});
