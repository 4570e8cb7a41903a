// Renders the whole app at a path, in memory, over the scripted fetch of dataProvider/fakeFetch:
// component tests then act as a user and assert on the screen and on what the wire carried.
import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { fakeBrowser } from '../../dataProvider/fakeFetch';
import { App } from '../App';
import { createI18nProvider } from '../i18nProvider';
import { createServices } from '../services';

export type FakeBrowser = ReturnType<typeof fakeBrowser>;

export const ADMIN_ROLES = {
  roles: [
    { name: 'ADMIN', on: true },
    { name: 'MANAGER', on: false },
    { name: 'REDACTOR', on: false },
  ],
  user: { id: 1, hash: 'u1', avatar: false, lang: 'ru', name: 'Анна Петрова', email: 'anna@example.com' },
};

export function renderApp(path: string, browser: FakeBrowser = fakeBrowser('token')) {
  const services = createServices({
    fetch: browser.env.fetch,
    readCookie: browser.env.readCookie,
    currentPath: () => router.state.location.pathname + router.state.location.search,
    navigate: (to) => void router.navigate(to),
  });
  const router = createMemoryRouter([{ path: '*', element: <App services={services} i18nProvider={createI18nProvider('ru')} /> }], {
    initialEntries: [path],
  });
  const view = render(<RouterProvider router={router} />);
  /** The requests sent so far, as "METHOD path". */
  const sent = () => browser.requests.map((request) => `${request.method} ${request.url.split('?')[0]}`);
  return { ...view, browser, router, sent };
}
