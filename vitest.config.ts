// Test projects: unit (node), dom (jsdom components), api (server through inject on SQLite and
// PostgreSQL), e2e (playwright-core driving Debian's chromium against the real server).
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  plugins: [react()],
  test: {
    // Vitest's default on 2 cores is one worker, which runs every file in turn; the browser and API
    // tests mostly wait on Chromium, the server and PostgreSQL, so two workers overlap that waiting.
    // Each e2e worker drives its own server and database (tests/e2e/global-setup.ts), and `npm test`
    // runs the e2e project as a second vitest process beside `test:node`.
    maxWorkers: 2,
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          isolate: false,
          environment: 'node',
          include: ['{common,schemas,dataProvider,i18n,resources,server,src,tests/unit}/**/*.test.ts'],
          // A few tests work through thousands of records (the demo catalogue against its schemas,
          // the sanitiser on hostile input): about 2 s alone, over 7 s beside the browser tests.
          testTimeout: 15_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'dom',
          isolate: false,
          environment: 'jsdom',
          include: ['{src,resources,dataProvider,tests/unit}/**/*.test.tsx'],
          setupFiles: ['tests/setup-dom.ts'],
          // A file's first test renders the whole app and loads its lazy screens: 5 s was passed
          // (6.3 s) only while two other suites shared the 2 cores. What is asserted is unchanged.
          testTimeout: 15_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'api',
          isolate: false,
          environment: 'node',
          include: ['tests/api/**/*.test.ts'],
          globalSetup: ['tests/api/global-setup.ts'],
          setupFiles: ['tests/api/setup-env.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'e2e',
          environment: 'node',
          include: ['tests/e2e/**/*.test.ts'],
          globalSetup: ['tests/e2e/global-setup.ts'],
          setupFiles: ['tests/e2e/failureReport.ts'],
          // expect.poll waits for a state to appear (a page drawn after a save, a dialog's focus):
          // its default second is too short while two browsers and two servers share 2 cores.
          expect: { poll: { timeout: 15_000 } },
          testTimeout: 60_000,
          hookTimeout: 180_000,
        },
      },
    ],
  },
});
