// Component tests (jsdom): jest-dom matchers, a clean DOM and storage between tests, and the
// browser APIs that jsdom lacks but MUI and react-admin use.
import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, vi } from 'vitest';
import { loadLanguage } from '../src/i18nProvider';

// Screens load lazily and the machines are shared: a user's walk through a form needs more than
// the default 5 s under load, and a first render more than 1 s; while the browser tests run beside
// these (npm test), a lazy screen's first render was seen to take over 5 s. Waiting longer for what
// must appear asserts the same thing.
vi.setConfig({ testTimeout: 30_000 });
configure({ asyncUtilTimeout: 15_000 });

// The browser loads the English catalog when it is first needed (src/main.tsx); the tests render
// either language straight away.
await loadLanguage('en');

afterEach(() => {
  cleanup();
  localStorage.clear();
  sessionStorage.clear();
});

if (!window.matchMedia) {
  window.matchMedia = (query: string) =>
    ({
      matches: false,
      media: query,
      onchange: null,
      addListener: () => undefined,
      removeListener: () => undefined,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      dispatchEvent: () => false,
    }) as MediaQueryList;
}

if (!window.ResizeObserver) {
  window.ResizeObserver = class {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
}
