// Accessibility in the browser: axe-core (WCAG 2.1 A and AA) on every screen in both languages and
// both themes, no serious or critical finding allowed. Each role's side menu is read from the
// rendered navigation and every dialog a screen opens is found by its button, so that a screen
// added later is checked without editing this file. One signed-in page per language and role.
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { en } from '../../i18n/en';
import { ru } from '../../i18n/ru';
import { findings, settle } from './axe';
import { DEMO, enabled, languageSelect, launch, newPage, screenshot, signIn } from './browser';

const CATALOGS = { ru, en } as const;
type Lang = keyof typeof CATALOGS;
type Catalog = (typeof CATALOGS)[Lang];

const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** A catalog text up to its first placeholder, as the start of an accessible name. */
const startOf = (text: string) => new RegExp(`^${escaped(text.split('%{')[0])}`);

/** The buttons that open a dialog, wherever they appear; a screen without one skips it. */
const dialogOpeners = (page: Page, { app: t, resources }: Catalog): Locator[] =>
  [
    page.getByRole('button', { name: t.form.add, exact: true }),
    page.getByRole('button', { name: startOf(`${t.form.edit}:`) }),
    page.getByRole('button', { name: startOf(`${t.form.delete}:`) }),
    page.getByRole('button', { name: t.sync.button, exact: true }),
    page.getByRole('button', { name: startOf(t.clinics.superagent) }),
    page.getByRole('button', { name: t.clinics.noSuperagent, exact: true }),
    page.getByRole('button', { name: t.agents.makeMain, exact: true }),
    page.getByRole('button', { name: t.agents.transfer, exact: true }),
    page.getByRole('button', { name: t.media.pictures.add, exact: true }),
    page.getByRole('button', { name: startOf(t.media.pictures.open) }),
    page.getByRole('button', { name: startOf(t.media.pictures.editAlt) }),
    page.getByRole('button', { name: startOf(t.media.pictures.delete) }),
    page.getByRole('button', { name: resources.history.record.open, exact: true }),
  ].map((opener) => opener.and(page.locator(':enabled')).first());

/** Opens each dialog the page offers, audits the page with it open, closes it with Escape. */
async function dialogFindings(page: Page, catalog: Catalog, where: string): Promise<string[]> {
  await settle(page);
  const found: string[] = [];
  for (const opener of dialogOpeners(page, catalog)) {
    if ((await opener.count()) === 0) continue;
    const name = await opener.getAttribute('aria-label').then((label) => label ?? opener.textContent());
    await opener.click();
    const dialog = page.getByRole('dialog');
    await dialog.waitFor();
    found.push(...(await findings(page, `${where}, dialog of "${name}"`)));
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
  }
  return found;
}

/** Every link of the signed-in side menu, as rendered for the signed-in roles. */
async function menuLinks(page: Page, t: Catalog['app']): Promise<string[]> {
  const menu = page.getByRole('navigation', { name: t.menu.label });
  await menu.waitFor({ state: 'attached' });
  return menu.getByRole('link').evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
}

const shortPath = (path: string) => path.replace(/profile\/[^/]+/, 'profile/{hash}');

/** A test that walks many screens, each audited in one to two seconds. */
const LONG = 240_000;

describe.runIf(enabled())('accessibility: axe-core, WCAG 2.1 AA, no serious or critical finding', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launch();
  });
  afterAll(() => browser?.close());

  describe.each(['ru', 'en'] as const)('in %s', (lang) => {
    const t = CATALOGS[lang].app;
    let page: Page;
    let adminScreens: string[] = [];
    let profileSteps: string[] = [];
    /** Audits each path in turn and collects what axe found. */
    const audit = async (paths: readonly string[], label = '') => {
      const found: string[] = [];
      for (const path of paths) {
        await page.goto(path);
        found.push(...(await findings(page, `${shortPath(path)}${label}`)));
      }
      return found;
    };
    beforeAll(async () => {
      page = await newPage(browser, lang);
      await page.goto('/login');
      await languageSelect(page).click();
      await page.getByRole('option', { name: t.languages[lang] }).click();
    });
    afterAll(() => page?.context().close());

    it(
      'the public pages, in the light and the dark system scheme',
      async () => {
        const found = await audit(['/login', '/forgotpassword', '/restorepassword/xyz', '/error/404']);
        // axe checks that the page has a language, not that it is the one the page speaks.
        expect(await page.locator('html').getAttribute('lang')).toBe(lang);
        await page.emulateMedia({ colorScheme: 'dark' });
        found.push(...(await audit(['/login', '/error/404'], ' (dark)')));
        await screenshot(page, `a11y-${lang}-dark-404`);
        await page.emulateMedia({ colorScheme: 'light' });
        expect(found).toEqual([]);
      },
      LONG,
    );

    it(
      "each role's landing page and every screen of its side menu, with the dialogs they open",
      async () => {
        const found: string[] = [];
        // The administrator last: the next checks go on with that session.
        for (const account of [DEMO.MANAGER, DEMO.REDACTOR, DEMO.ADMIN]) {
          await page.goto('/logout');
          await page.waitForURL('**/login');
          await signIn(page, account.email, account.password);
          await page.waitForURL(`**${account.home}`);
          const screens = await menuLinks(page, t);
          if (account === DEMO.ADMIN) adminScreens = screens;
          for (const path of [account.home, ...screens]) {
            await page.goto(path);
            found.push(...(await findings(page, path)));
            await screenshot(page, `a11y-${lang}${path.replace(/\W+/g, '-')}`);
            found.push(...(await dialogFindings(page, CATALOGS[lang], path)));
          }
        }
        found.push(...(await audit(['/error/403'])));
        expect(adminScreens.length).toBeGreaterThan(3);
        expect(found).toEqual([]);
      },
      LONG,
    );

    it('the unsaved-changes modal', async () => {
      await page.goto('/admin/cities');
      await page.getByRole('button', { name: t.form.add, exact: true }).click();
      const form = page.getByRole('dialog');
      await form.getByRole('textbox').first().fill('x');
      await page.keyboard.press('Escape');
      await page.getByRole('dialog', { name: t.form.unsaved.title }).waitFor();
      const found = await findings(page, '/admin/cities, unsaved changes');
      await screenshot(page, `a11y-${lang}-unsaved`);
      await page.getByRole('button', { name: t.form.unsaved.discard }).click();
      await form.waitFor({ state: 'detached' });
      expect(found).toEqual([]);
    });

    it(
      'the clinic profile editor: every step and its dialogs',
      async () => {
        await page.goto('/admin/clinics?page=1');
        await page.locator('[data-testid="record-row"] a[href*="/profile/"]').first().click();
        await page.waitForURL('**/profile/**/base');
        const steps = page.getByRole('navigation', { name: t.profile.menu }).getByRole('link');
        await steps.first().waitFor();
        profileSteps = await steps.evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
        const found: string[] = [];
        for (const path of profileSteps) {
          await page.goto(path);
          found.push(...(await findings(page, shortPath(path))));
          await screenshot(page, `a11y-${lang}-profile-${path.split('/').pop()}`);
          found.push(...(await dialogFindings(page, CATALOGS[lang], shortPath(path))));
        }
        expect(profileSteps.length).toBeGreaterThan(1);
        expect(found).toEqual([]);
      },
      LONG,
    );

    it(
      'the dark theme chosen in the top bar: the main screens and a form',
      async () => {
        await page.goto(DEMO.ADMIN.home);
        await page.getByRole('button', { name: t.theme.dark, pressed: false }).click();
        await page.getByRole('button', { name: t.theme.dark, pressed: true }).waitFor();
        const found = await audit([DEMO.ADMIN.home, '/admin/clinics?page=1', profileSteps[0], '/admin/cities'], ' (dark)');
        await page.getByRole('button', { name: t.form.add, exact: true }).click();
        await page.getByRole('dialog').waitFor();
        found.push(...(await findings(page, '/admin/cities, the form (dark)')));
        await screenshot(page, `a11y-${lang}-dark-city-form`);
        await page.keyboard.press('Escape');
        await page.getByRole('button', { name: t.theme.dark, pressed: true }).click();
        expect(found).toEqual([]);
      },
      LONG,
    );
  });
});
