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

// The browser loads a catalog when it is first needed (src/main.tsx); the tests render either
// language straight away.
await Promise.all([loadLanguage('ru'), loadLanguage('en')]);

// The rich-text editor, which the browser loads when a form first shows one, is loaded once here:
// the files share their modules (isolate: false), and an editor import that a finished file left
// pending failed when its environment was torn down, and stayed failed for the next file that
// showed an editor (a full run's failure). The lazy loading itself is proved with fresh modules
// (src/engine/form/SchemaInputs.test.tsx).
await import('../src/engine/widgets/RichTextEditor');

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
