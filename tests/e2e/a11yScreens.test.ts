// Accessibility in the browser, second half (the walk's steps: a11yWalk.ts; the first half, the
// public pages and the side menus, is a11y.test.ts): as the administrator, the screens no menu links
// to, the unsaved-changes modal, the clinic profile editor's every step and dialog, the dark theme,
// the top bar's user menu and a list's views and columns menus, in both languages.
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LONG, languageWalk, type Walk } from './a11yWalk';
import { DEMO, enabled, launch } from './browser';

describe.runIf(enabled())('accessibility of the administrator’s other screens: axe-core, WCAG 2.1 AA', () => {
  let browser: Browser;
  let walks: Walk[] = [];
  beforeAll(async () => {
    browser = await launch();
    walks = [languageWalk(browser, 'ru'), languageWalk(browser, 'en')];
    await Promise.all(
      walks.map(async (walk) => {
        await walk.open();
        await walk.signIn(DEMO.ADMIN);
      }),
    );
  });
  afterAll(async () => {
    await Promise.all(walks.map((walk) => walk.close()));
    await browser?.close();
  });

  /** Runs a check in both languages side by side and expects no finding in either; the checks of
   * one language run in order and build on one another (the dark theme audits the profile's step). */
  const inBothLanguages = async (check: (walk: Walk) => Promise<string[]>) => {
    const found = await Promise.all(walks.map(async (walk) => (await check(walk)).map((line) => `${walk.lang} ${line}`)));
    expect(found.flat()).toEqual([]);
  };

  it(
    'the screens reached from others (advertising, the tag and author editors), with their dialogs',
    () => inBothLanguages((walk) => walk.reached()),
    LONG,
  );
  it('the unsaved-changes modal', () => inBothLanguages((walk) => walk.unsavedChanges()), LONG);
  // Eleven steps and more with their dialogs: the longest walk.
  it('the clinic profile editor: every step and its dialogs', () => inBothLanguages((walk) => walk.profileEditor()), 2 * LONG);
  it('the dark theme chosen in the top bar: the main screens and a form', () => inBothLanguages((walk) => walk.darkTheme()), LONG);
  it('compare and restore in a record’s history', () => inBothLanguages((walk) => walk.restoreDialog()), LONG);
  it('the user menu of the top bar', () => inBothLanguages((walk) => walk.userMenu()), LONG);
  it('a list’s saved views menu, its dialog and the column chooser', () => inBothLanguages((walk) => walk.listMenus()), LONG);
});
