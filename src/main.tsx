// Starts the app in the browser: a data router (so that forms can hold navigation while they have
// unsaved edits) whose navigate() the http client also uses for its 401/403/404 rules.
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { App } from './App';
import { createI18nProvider, loadLanguage, storedLang } from './i18nProvider';
import { ROUTER_PROPS } from './lazy/lazyScreen';
import { liveUrl } from './live/liveSocket';
import { createServices, readCookie } from './services';

const services = createServices({
  fetch: (input, init) => window.fetch(input, init),
  readCookie,
  currentPath: () => window.location.pathname + window.location.search,
  navigate: (path) => void router.navigate(path),
  live: { url: liveUrl(window.location), open: (url) => new WebSocket(url) },
});

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

let router: ReturnType<typeof createBrowserRouter>;

// The app starts in the language it was left in, its catalog loaded first. Not
// a top-level await: the bundler would then split the entry into many small chunks (a module that
// a lazy chunk shares with the entry cannot stay in an entry still waiting), a heavier first load.
const lang = storedLang();
void loadLanguage(lang).then(() => {
  const i18nProvider = createI18nProvider(lang);
  router = createBrowserRouter([{ path: '*', element: <App services={services} i18nProvider={i18nProvider} /> }]);
  createRoot(root).render(
    <StrictMode>
      <RouterProvider router={router} {...ROUTER_PROPS} />
    </StrictMode>,
  );
});
