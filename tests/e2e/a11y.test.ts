// Accessibility in the browser, first half (the walk's steps: a11yWalk.ts): the public pages, and
// each role's landing page and side menu with their dialogs. The screens reached from others, the
// clinic profile editor, the dark theme and the user menu are a11yScreens.test.ts, so that the two
// browser-test workers share the walk.
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LONG, languageWalk, type Walk } from './a11yWalk';
import { DEMO, enabled, launch } from './browser';

describe.runIf(enabled())('accessibility: axe-core, WCAG 2.1 AA, no serious or critical finding', () => {
  let browser: Browser;
  let walks: Walk[] = [];
  beforeAll(async () => {
    browser = await launch();
    walks = [languageWalk(browser, 'ru'), languageWalk(browser, 'en')];
    await Promise.all(walks.map((walk) => walk.open()));
  });
  afterAll(async () => {
    await Promise.all(walks.map((walk) => walk.close()));
    await browser?.close();
  });

  /** Runs a check in both languages side by side (each on its own page and sessions) and expects
   * no finding in either; the checks of one language run in order and build on one another. */
  const inBothLanguages = async (check: (walk: Walk) => Promise<string[]>) => {
    const found = await Promise.all(walks.map(async (walk) => (await check(walk)).map((line) => `${walk.lang} ${line}`)));
    expect(found.flat()).toEqual([]);
  };

  it('the public pages, in the light and the dark system scheme', () => inBothLanguages((walk) => walk.publicPages()), LONG);
  it(
    'the MANAGER and REDACTOR landing pages and their side menus, with their dialogs',
    () => inBothLanguages((walk) => walk.menuScreens([DEMO.MANAGER, DEMO.REDACTOR])),
    LONG,
  );
  it(
    "the ADMIN's landing page and the first third of its side menu, with their dialogs",
    () => inBothLanguages((walk) => walk.menuScreens([DEMO.ADMIN], [0, 3])),
    LONG,
  );
  it(
    "the second third of the ADMIN's side menu, with their dialogs",
    () => inBothLanguages((walk) => walk.menuScreens([DEMO.ADMIN], [1, 3])),
    LONG,
  );
  it(
    "the last third of the ADMIN's side menu, with their dialogs",
    () =>
      inBothLanguages(async (walk) => {
        const found = await walk.menuScreens([DEMO.ADMIN], [2, 3]);
        expect(walk.adminScreens().length).toBeGreaterThan(5);
        return found;
      }),
    LONG,
  );
});
