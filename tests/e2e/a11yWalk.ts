// The accessibility walk's steps (tests/e2e/a11y.test.ts and a11yScreens.test.ts, two files so that
// the two browser-test workers share the walk): axe-core (WCAG 2.1 A and AA) on every screen in both
// languages and both themes, no serious or critical finding allowed. Each role's side menu is read
// from the rendered navigation and every dialog a screen opens is found by its button, so that a
// screen added later is checked without editing this file. Every dialog is opened and closed by
// keyboard, the focus checked going in and coming back. One page per language, walked side by side.
import type { Browser, Locator, Page } from 'playwright-core';
import { expect } from 'vitest';
import { findings, watchRequests } from './axe';
import { DEMO, newPage, SCREENS, screenshot, signInAs, visit } from './browser';
import { switchLanguage } from './gestures';
import {
  buttonName,
  CATALOGS,
  type Catalog,
  dialogOpeners,
  type Lang,
  menuLinks,
  profileStepLinks,
  reachedScreens,
  sharedDialogOpeners,
} from './screens';

/** The open dialogs: while one is open the page behind is inert, and it was audited just before. */
const DIALOGS = '[role="dialog"]';

const focusWithin = (target: Locator) => target.evaluate((element) => element.contains(document.activeElement));
const focused = (target: Locator) => target.evaluate((element) => element === document.activeElement);

/** Opens each dialog the page offers by keyboard (its button in the Tab order, focused, Enter),
 * checks that the focus went into it, audits it open, closes it with Escape and checks that the
 * focus came back to the button: the keyboard walk and the audit in one pass. */
async function dialogFindings(page: Page, catalog: Catalog, where: string, audited: Set<string>): Promise<string[]> {
  // Called right after the screen's own audit, which waited for it to settle.
  const found: string[] = [];
  const shared = await sharedDialogOpeners(page, catalog);
  for (const opener of [...(await dialogOpeners(page, catalog)), ...shared]) {
    if ((await opener.count()) === 0) continue;
    const name = await buttonName(opener);
    if (shared.includes(opener)) {
      if (audited.has(name)) continue;
      audited.add(name);
    }
    const dialog = page.getByRole('dialog');
    expect(await opener.evaluate((button) => (button as HTMLElement).tabIndex), `${where}: "${name}" in the Tab order`).toBe(0);
    // The focus is put on the button directly, so that a long page does not cost hundreds of Tabs.
    await opener.focus();
    await page.keyboard.press('Enter');
    await dialog.waitFor().catch(async (error) => {
      await screenshot(page, `a11y-no-dialog-${name.replace(/\W+/g, '-')}`);
      throw new Error(`${where}: "${name}" opened no dialog (${error})`);
    });
    await expect.poll(() => focusWithin(dialog), { message: `${where}: the focus inside the dialog of "${name}"` }).toBe(true);
    found.push(...(await findings(page, `${where}, dialog of "${name}"`, DIALOGS)));
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    await expect.poll(() => focused(opener), { message: `${where}: the focus back on "${name}"` }).toBe(true);
  }
  return found;
}

const shortPath = (path: string) => path.replace(/profile\/[^/]+/, 'profile/{hash}');

/** A test that walks many screens, each audited in one to five seconds. */
export const LONG = 240_000;

/** One language's walk through the app, on its own page: each check returns what axe found. */
export function languageWalk(browser: Browser, lang: Lang) {
  const t = CATALOGS[lang].app;
  let page: Page;
  let adminScreens: string[] = [];
  let profileSteps: string[] = [];
  /** The shared dialogs this walk has audited already. */
  const sharedAudited = new Set<string>();
  /** Audits each path in turn and collects what axe found. */
  const audit = async (paths: readonly string[], label = '') => {
    const found: string[] = [];
    for (const path of paths) {
      await visit(page, path);
      found.push(...(await findings(page, `${shortPath(path)}${label}`)));
    }
    return found;
  };
  return {
    lang,
    async open() {
      // Russian at the small screen's size, English at the large one's (each also measured small).
      page = await newPage(browser, lang, undefined, lang === 'ru' ? SCREENS.small : SCREENS.large);
      watchRequests(page);
      await page.goto('/login');
      await switchLanguage(page, lang);
    },
    close: () => page?.context().close(),
    /** Signs the account in, for a file whose checks start there. */
    async signIn(account: (typeof DEMO)[keyof typeof DEMO]) {
      await signInAs(page, account);
    },
    adminScreens: () => adminScreens,

    async publicPages() {
      const found = await audit(['/login', '/forgotpassword', '/restorepassword/xyz', '/error/404']);
      // axe checks that the page has a language, not that it is the one the page speaks.
      expect(await page.locator('html').getAttribute('lang')).toBe(lang);
      await page.emulateMedia({ colorScheme: 'dark' });
      found.push(...(await audit(['/login', '/error/404'], ' (dark)')));
      await screenshot(page, `a11y-${lang}-dark-404`);
      await page.emulateMedia({ colorScheme: 'light' });
      return found;
    },

    /** Signs each account in and audits its landing page and side menu's screens with their
     * dialogs; `part` ([index, of]) walks only that part of them, so that the administrator's long
     * menu is three tests, each well within its time on a slowed page on a busy machine. */
    async menuScreens(accounts: (typeof DEMO)[keyof typeof DEMO][], part: [index: number, of: number] = [0, 1]) {
      const found: string[] = [];
      for (const account of accounts) {
        await page.goto('/logout');
        await page.waitForURL('**/login');
        await signInAs(page, account);
        const screens = await menuLinks(page, CATALOGS[lang]);
        if (account === DEMO.ADMIN) adminScreens = screens;
        const all = [account.home, ...screens];
        const size = Math.ceil(all.length / part[1]);
        const paths = all.slice(part[0] * size, (part[0] + 1) * size);
        for (const path of paths) {
          await visit(page, path);
          found.push(...(await findings(page, path)));
          if (path === account.home) await screenshot(page, `a11y-${lang}${path.replace(/\W+/g, '-')}`);
          // The REDACTOR's screens are the ADMIN's content screens under /redactor/ (common/roles.ts
          // CONTENT_STAFF): their dialogs are opened and audited on the ADMIN's twin screen.
          if (account === DEMO.REDACTOR && path !== account.home) continue;
          found.push(...(await dialogFindings(page, CATALOGS[lang], path, sharedAudited)));
        }
      }
      if (part[0] === part[1] - 1) found.push(...(await audit(['/error/403'])));
      return found;
    },

    /** The screens no menu links to (the advertising pages under a holder), with their dialogs. */
    async reached() {
      const found: string[] = [];
      for (const path of await reachedScreens(page)) {
        await visit(page, path);
        found.push(...(await findings(page, path)));
        found.push(...(await dialogFindings(page, CATALOGS[lang], path, sharedAudited)));
      }
      await screenshot(page, `a11y-${lang}-promotion-create`);
      return found;
    },

    async unsavedChanges() {
      await visit(page, '/admin/cities');
      await page.getByRole('button', { name: t.form.add, exact: true }).click();
      const form = page.getByRole('dialog');
      await form.getByRole('textbox').first().fill('x');
      await page.keyboard.press('Escape');
      await page.getByRole('dialog', { name: t.form.unsaved.title }).waitFor();
      const found = await findings(page, '/admin/cities, unsaved changes', DIALOGS);
      await screenshot(page, `a11y-${lang}-unsaved`);
      await page.getByRole('button', { name: t.form.unsaved.discard }).click();
      await form.waitFor({ state: 'detached' });
      return found;
    },

    async profileEditor() {
      // Each language walks its own clinic, so that the two walks never open the same dialogs.
      profileSteps = await profileStepLinks(page, CATALOGS[lang], lang === 'ru' ? 0 : 1);
      const found: string[] = [];
      for (const path of profileSteps) {
        await visit(page, path);
        found.push(...(await findings(page, shortPath(path))));
        if (path === profileSteps[0]) await screenshot(page, `a11y-${lang}-profile-${path.split('/').pop()}`);
        found.push(...(await dialogFindings(page, CATALOGS[lang], shortPath(path), sharedAudited)));
      }
      expect(profileSteps.length).toBeGreaterThan(1);
      return found;
    },

    /** "Compare and restore" in a clinic's history (issue 27 point 5): the base step's address
     * changed and changed back, so that its first version differs from now and the clinic ends as it
     * was; the dialog opened by keyboard from the history's entry, audited, closed with Escape. */
    async restoreDialog() {
      const c = CATALOGS[lang];
      const words = c.resources.history;
      // Clinics no other walk or test edits (the walks take the first two rows).
      // Left on that clinic's base step.
      const [base] = await profileStepLinks(page, c, lang === 'ru' ? 10 : 11);
      const address = page.getByLabel(c.resources.clinicBase.fields.address, { exact: true });
      const original = await address.inputValue();
      for (const value of [`${original} (a11y)`, original]) {
        await address.fill(value);
        await page.getByRole('button', { name: t.form.save, exact: true }).click();
        await page.getByText(c.form.success).last().waitFor();
      }
      await page.getByRole('button', { name: words.record.open }).click();
      const history = page.getByRole('dialog', { name: words.record.title });
      // Newest first: the first version is the second entry.
      const opener = history.locator('ol > li').nth(1).getByRole('button', { name: words.restore.open });
      await opener.focus();
      await page.keyboard.press('Enter');
      const dialog = page.getByRole('dialog', { name: new RegExp(`^${words.restore.version.split('%{')[0]}`) });
      await dialog.getByRole('checkbox').first().waitFor();
      await expect.poll(() => focusWithin(dialog), { message: 'the focus inside the restore dialog' }).toBe(true);
      const found = await findings(page, `${shortPath(base)}, compare and restore`, DIALOGS);
      await screenshot(page, `a11y-${lang}-restore`);
      await page.keyboard.press('Escape');
      await dialog.waitFor({ state: 'detached' });
      await expect.poll(() => focused(opener), { message: 'the focus back on "compare and restore"' }).toBe(true);
      await page.keyboard.press('Escape');
      await history.waitFor({ state: 'detached' });
      return found;
    },

    /** The top bar's user menu, opened by keyboard: the button named by the name it shows (WCAG
     * 2.5.3), the menu audited, the focus back on the button after Escape. */
    async userMenu() {
      await visit(page, DEMO.ADMIN.home);
      const button = page.getByRole('banner').locator('button[aria-haspopup="menu"]');
      // Named from its content (no aria-label): the user's name as shown, the initials before it
      // hidden from assistive technology.
      expect(await button.getAttribute('aria-label')).toBeNull();
      const name = (await button.ariaSnapshot()).match(/^- button "(.+)"/)?.[1] ?? '';
      expect(name.length).toBeGreaterThan(1);
      expect(await button.innerText()).toContain(name);
      await button.focus();
      await page.keyboard.press('Enter');
      const menu = page.getByRole('menu');
      await menu.waitFor();
      await expect.poll(() => focusWithin(menu), { message: 'the focus inside the user menu' }).toBe(true);
      const found = await findings(page, `${DEMO.ADMIN.home}, the user menu`, '[role="menu"]');
      await page.keyboard.press('Escape');
      await menu.waitFor({ state: 'detached' });
      await expect.poll(() => focused(button), { message: 'the focus back on the user button' }).toBe(true);
      return found;
    },

    /** A list's top bar menus (issue 27 point 4): the saved views' menu, its "save view" dialog and
     * the column chooser, each opened by keyboard from its button and audited open. */
    async listMenus() {
      const { views, columns } = t.list;
      await visit(page, '/admin/clinics?page=1');
      await page.getByTestId('record-row').first().waitFor();
      const found: string[] = [];
      const openMenu = async (button: string, name: string) => {
        const opener = page.getByRole('button', { name: button, exact: true });
        await opener.focus();
        await page.keyboard.press('Enter');
        const menu = page.getByRole('menu', { name });
        await menu.waitFor();
        await expect.poll(() => focusWithin(menu), { message: `the focus inside the menu "${name}"` }).toBe(true);
        found.push(...(await findings(page, `/admin/clinics, the menu "${name}"`, '[role="menu"]')));
        return { opener, menu };
      };
      const columnMenu = await openMenu(columns.button, columns.menu);
      await page.keyboard.press('Escape');
      await columnMenu.menu.waitFor({ state: 'detached' });
      await expect.poll(() => focused(columnMenu.opener), { message: 'the focus back on the columns button' }).toBe(true);
      const viewMenu = await openMenu(views.button, views.menu);
      await screenshot(page, `a11y-${lang}-views-menu`);
      // "Save view…" is the menu's first item, focused as it opens.
      await page.keyboard.press('Enter');
      const dialog = page.getByRole('dialog', { name: views.dialogTitle });
      await dialog.waitFor();
      await expect.poll(() => focusWithin(dialog), { message: 'the focus inside the save view dialog' }).toBe(true);
      found.push(...(await findings(page, '/admin/clinics, the save view dialog', DIALOGS)));
      await screenshot(page, `a11y-${lang}-save-view`);
      await page.keyboard.press('Escape');
      await dialog.waitFor({ state: 'detached' });
      await viewMenu.menu.waitFor({ state: 'detached' });
      return found;
    },

    async darkTheme() {
      await visit(page, DEMO.ADMIN.home);
      await page.getByRole('button', { name: t.theme.dark, pressed: false }).click();
      await page.getByRole('button', { name: t.theme.dark, pressed: true }).waitFor();
      const found = await audit([DEMO.ADMIN.home, '/admin/clinics?page=1', profileSteps[0]], ' (dark)');
      await screenshot(page, `a11y-${lang}-dark-profile`);
      await visit(page, '/admin/cities');
      await page.getByRole('button', { name: t.form.add, exact: true }).click();
      await page.getByRole('dialog').waitFor();
      found.push(...(await findings(page, '/admin/cities, the form (dark)', DIALOGS)));
      await screenshot(page, `a11y-${lang}-dark-city-form`);
      await page.keyboard.press('Escape');
      await page.getByRole('button', { name: t.theme.dark, pressed: true }).click();
      return found;
    },
  };
}

export type Walk = ReturnType<typeof languageWalk>;
