// Starts the app in the browser: a data router (so that forms can hold navigation while they have
// unsaved edits) whose navigate() the http client also uses for its 401/403/404 rules.
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { App } from './App';
import { createI18nProvider } from './i18nProvider';
import { liveUrl } from './live/liveSocket';
import { createServices, readCookie } from './services';

const services = createServices({
  fetch: (input, init) => window.fetch(input, init),
  readCookie,
  currentPath: () => window.location.pathname + window.location.search,
  navigate: (path) => void router.navigate(path),
  live: { url: liveUrl(window.location), open: (url) => new WebSocket(url) },
});
const i18nProvider = createI18nProvider();

const router = createBrowserRouter([{ path: '*', element: <App services={services} i18nProvider={i18nProvider} /> }]);

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');
createRoot(root).render(
  <StrictMode>
    <RouterProvider router={router} />
  </StrictMode>,
);
