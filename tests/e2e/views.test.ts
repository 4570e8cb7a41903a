// The column chooser and the saved views (issue 27 point 4) in Debian's Chromium against the real
// server and its demo data, in Russian and in English: on the clinics list a column is hidden by
// keyboard and stays hidden after a reload (kept on the server) and in the exported file (and one of
// a profile step's table, which has the chooser too), a filter
// is set and the state saved as a view (a second save under the same name refused on the name
// field in the UI's language), the list reset, then the view applied from the list's menu and from
// the search everywhere (Ctrl+K) and deleted; a view one manager shares on the leads list (another
// tab) is seen and applied by another manager, from the menu and from the search everywhere, and
// its owner's second tab, deleting it after the first did, is told so on the list. axe
// finds nothing serious in the open menus and the dialog at either size.
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cliInProcess } from '../support/cli';
import { findings, findingsAtEachSize, settle, watchRequests } from './axe';
import { DEMO, e2e, enabled, launch, newPage, SCREENS, screenshot, signInAs, visit } from './browser';
import { switchLanguage } from './gestures';

const TEXTS = {
  ru: {
    columns: 'Столбцы',
    columnsMenu: 'Показывать столбцы',
    column: 'Полное название',
    shortName: 'Краткое название',
    export: 'Выгрузить',
    exportMenu: 'Выгрузить список',
    csv: 'CSV (текст через запятую)',
    views: 'Виды',
    viewsMenu: 'Сохранённые виды списка',
    save: 'Сохранить вид…',
    dialog: 'Сохранить вид списка',
    name: 'Название вида',
    share: 'Показать вид всем с моей ролью',
    saveButton: 'Сохранить',
    taken: 'Вид с таким названием у этого списка уже есть',
    remove: (name: string) => `Удалить вид «${name}»`,
    confirm: 'Удалить',
    cancel: 'Отмена',
    box: 'Что найти',
    group: 'Виды списков',
    sharedBy: /общий, автор: /,
    onStaff: 'В штате',
    gone: 'Не удалось удалить вид: Такого вида нет',
  },
  en: {
    columns: 'Columns',
    columnsMenu: 'Show columns',
    column: 'Full name',
    shortName: 'Short name',
    export: 'Export',
    exportMenu: 'Export the list',
    csv: 'CSV (comma-separated text)',
    views: 'Views',
    viewsMenu: 'Saved views of the list',
    save: 'Save view…',
    dialog: 'Save the list’s view',
    name: 'View name',
    share: 'Show the view to everyone with my role',
    saveButton: 'Save',
    taken: 'This list already has a view with this name',
    remove: (name: string) => `Delete the view “${name}”`,
    confirm: 'Delete',
    cancel: 'Cancel',
    box: 'What to find',
    group: 'List views',
    sharedBy: /shared by /,
    onStaff: 'On staff',
    gone: 'Could not delete the view: There is no such view',
  },
} as const;

type Lang = keyof typeof TEXTS;

const SECOND_MANAGER = { name: 'Вера Видова', email: 'views.manager@e2e.local', password: 'views-manager-1', home: '/manager/leads' };

/** A view's item in the menu: named by what it shows, the view's name first (then its mark). */
const applyName = (view: string) => new RegExp(`^${view}`);

const columnHeader = (page: Page, name: string) => page.locator('thead').getByText(name, { exact: true });

/** The answer to the next save of the chosen columns (PUT /api/views/columns). */
const columnsSaved = (page: Page) =>
  page.waitForResponse((response) => response.url().includes('/api/views/columns') && response.request().method() === 'PUT');

/** Opens a top bar's menu by keyboard (its button focused, Enter) and waits for it. */
async function openMenu(page: Page, button: string, menu: string) {
  await page.getByRole('button', { name: button, exact: true }).focus();
  await page.keyboard.press('Enter');
  const opened = page.getByRole('menu', { name: menu });
  await opened.waitFor();
  return opened;
}

async function audited(page: Page, where: string, within: string) {
  const seen = await findingsAtEachSize(page, where, within, (size) => screenshot(page, `${where.replace(/\W+/g, '-')}-${size}`));
  await page.setViewportSize(SCREENS.large);
  return seen;
}

/** Saves the list's state as a view through the menu and its dialog. */
async function saveView(page: Page, t: (typeof TEXTS)[Lang], name: string, shared = false) {
  const menu = await openMenu(page, t.views, t.viewsMenu);
  await menu.getByRole('menuitem', { name: t.save }).click();
  const dialog = page.getByRole('dialog', { name: t.dialog });
  await dialog.getByLabel(t.name).fill(name);
  if (shared) await dialog.getByLabel(t.share).check();
  await dialog.getByRole('button', { name: t.saveButton, exact: true }).click();
  return dialog;
}

describe.runIf(enabled())('the column chooser and the saved views', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launch();
    await cliInProcess(
      [
        'user',
        'add',
        '--email',
        SECOND_MANAGER.email,
        '--name',
        SECOND_MANAGER.name,
        '--role',
        'MANAGER',
        '--password',
        SECOND_MANAGER.password,
      ],
      { DATA_DIR: e2e().dataDir, DATABASE_URL: '' },
    );
  });
  afterAll(async () => {
    await browser?.close();
    // A test that failed half-way leaves the ADMIN's clinics columns chosen, and the later files of
    // this worker (the profile, the completeness) expect the declared ones: the choice goes.
    const db = new Database(join(e2e().dataDir, 'app.db'));
    db.prepare(`DELETE FROM list_columns WHERE resource IN ('clinics', 'clinicDoctors')`).run();
    db.close();
  });

  for (const lang of ['ru', 'en'] as const) {
    it(`hides a column, saves a filtered view and applies it from the menu and from Ctrl+K (${lang})`, async () => {
      const t = TEXTS[lang];
      const view = `${lang === 'ru' ? 'Английские' : 'English'} ${Date.now() % 100_000}`;
      const page = await newPage(browser, 'ru', undefined, SCREENS.large);
      watchRequests(page);
      await signInAs(page, DEMO.ADMIN, '/admin/clinics?page=1');
      if (lang === 'en') await switchLanguage(page, 'en');
      await page.getByTestId('record-row').first().waitFor();
      await columnHeader(page, t.column).waitFor();
      const seen: string[] = [];

      // The column chooser, walked by keyboard: the column's box unticked with Enter.
      const columns = await openMenu(page, t.columns, t.columnsMenu);
      seen.push(...(await audited(page, `views columns menu ${lang}`, '[role="menu"]')));
      const item = columns.getByRole('menuitemcheckbox', { name: t.column });
      expect(await item.getAttribute('aria-checked')).toBe('true');
      await item.focus();
      const saved = columnsSaved(page);
      await page.keyboard.press('Enter');
      await expect.poll(() => item.getAttribute('aria-checked')).toBe('false');
      await page.keyboard.press('Escape');
      await columnHeader(page, t.column).waitFor({ state: 'detached' });
      // Kept on the server: once saved, a reload shows the table without it. The table hides the
      // column at once and saves the choice meanwhile; a reload sent before the save (once, under
      // load) called it off. The save now outlives the page (keepalive), but a reload's read could
      // still overtake it: the test waits for its answer first.
      expect((await saved).ok()).toBe(true);
      await page.reload();
      await page.getByTestId('record-row').first().waitFor();
      expect(await columnHeader(page, t.column).count()).toBe(0);
      // The export writes what the table shows: the short name's column, not the hidden one.
      const exportMenu = await openMenu(page, t.export, t.exportMenu);
      const [download] = await Promise.all([page.waitForEvent('download'), exportMenu.getByRole('menuitem', { name: t.csv }).click()]);
      const heading = (await readFile((await download.path()) ?? '', 'utf8')).split(/\r?\n/)[0];
      expect(heading).toContain(t.shortName);
      expect(heading).not.toContain(t.column);

      // A filter, then the view saved; the same name again is refused on the name field. The
      // screens below are opened in the app, as its links open them (a full load each was the
      // test's main cost); the reloads above and below are what prove a choice kept on the server.
      // Each is settled before it is used (its rows and chosen columns read again, the view just
      // applied done writing): unsettled, a column ticked in a reset was once not shown, under load.
      await visit(page, '/admin/clinics?loc=EN');
      await settle(page);
      await page.getByTestId('record-row').first().waitFor();
      await openMenu(page, t.views, t.viewsMenu);
      seen.push(...(await audited(page, `views menu ${lang}`, '[role="menu"]')));
      await page.keyboard.press('Escape');
      const dialog = await saveView(page, t, view);
      await dialog.waitFor({ state: 'detached' });
      const again = await saveView(page, t, view.toUpperCase());
      await again.getByText(t.taken).waitFor();
      seen.push(...(await audited(page, `views dialog ${lang}`, '[role="dialog"]')));
      await again.getByRole('button', { name: t.cancel, exact: true }).click();
      await again.waitFor({ state: 'detached' });

      // Reset: every column shown again, no filter.
      const reset = async () => {
        await visit(page, '/admin/clinics?page=1');
        await expect.poll(() => new URL(page.url()).searchParams.get('loc')).toBeNull();
        await settle(page);
        await page.getByTestId('record-row').first().waitFor();
        const menu = await openMenu(page, t.columns, t.columnsMenu);
        await menu.getByRole('menuitemcheckbox', { name: t.column }).click();
        await page.keyboard.press('Escape');
        await columnHeader(page, t.column).waitFor();
      };
      const applied = async () => {
        await expect.poll(() => new URL(page.url()).searchParams.get('loc')).toBe('EN');
        expect(new URL(page.url()).searchParams.has('view')).toBe(false);
        await columnHeader(page, t.column).waitFor({ state: 'detached' });
      };
      await reset();
      const menu = await openMenu(page, t.views, t.viewsMenu);
      // The menu with a view in it, and the delete beside it.
      seen.push(...(await audited(page, `views menu with a view ${lang}`, '[role="menu"]')));
      await menu.getByRole('menuitem', { name: applyName(view) }).click();
      await applied();

      // From the search everywhere: its "views" group opens the list with the view applied.
      await reset();
      await page.locator('body').click({ position: { x: 700, y: 600 } });
      await page.keyboard.press('Control+k');
      await page.getByRole('combobox', { name: t.box }).fill(view.split(' ')[0].slice(0, 5));
      const found = page.getByRole('group', { name: new RegExp(`^${t.group}`) }).getByRole('option', { name: new RegExp(view) });
      await found.click();
      await page.waitForURL('**/admin/clinics**');
      await applied();

      // Deleted, after a confirmation: gone from the menu.
      const last = await openMenu(page, t.views, t.viewsMenu);
      await last.getByRole('menuitem', { name: t.remove(view) }).click();
      await page.getByRole('dialog').getByRole('button', { name: t.confirm, exact: true }).click();
      await openMenu(page, t.views, t.viewsMenu);
      await expect.poll(() => page.getByRole('menuitem', { name: applyName(view) }).count()).toBe(0);
      await page.keyboard.press('Escape');
      await reset();

      // A profile step's table has the chooser too: a column hidden stays hidden after a reload.
      const profile = await page.locator('a[href*="/profile/"]').first().getAttribute('href');
      await visit(page, `${profile?.replace(/\/[^/]+$/, '')}/clinicdoctors`);
      await settle(page);
      await columnHeader(page, t.onStaff).waitFor();
      const step = await openMenu(page, t.columns, t.columnsMenu);
      const stepSaved = columnsSaved(page);
      await step.getByRole('menuitemcheckbox', { name: t.onStaff }).press('Enter');
      await page.keyboard.press('Escape');
      await columnHeader(page, t.onStaff).waitFor({ state: 'detached' });
      expect((await stepSaved).ok()).toBe(true);
      await page.reload();
      await page.getByRole('button', { name: t.columns, exact: true }).waitFor();
      await page.locator('thead').first().waitFor();
      expect(await columnHeader(page, t.onStaff).count()).toBe(0);
      await (await openMenu(page, t.columns, t.columnsMenu)).getByRole('menuitemcheckbox', { name: t.onStaff }).click();
      await columnHeader(page, t.onStaff).waitFor();
      expect(seen).toEqual([]);
      await page.context().close();
    }, 180_000);

    it(`shows a view one manager shared to another manager, who applies it (${lang})`, async () => {
      const t = TEXTS[lang];
      const view = `${lang === 'ru' ? 'Общий' : 'Shared'} ${Date.now() % 100_000}`;
      const first = await newPage(browser, 'ru', undefined, SCREENS.large);
      await signInAs(first, DEMO.MANAGER);
      if (lang === 'en') await switchLanguage(first, 'en');
      await first.getByTestId('record-row').first().waitFor();
      // Another tab than the one a list opens on, so that applying the view changes the list.
      const opening = new URL(first.url()).searchParams.get('filter');
      await first.getByRole('tab').nth(1).click();
      await expect.poll(() => new URL(first.url()).searchParams.get('filter')).not.toBe(opening);
      const filter = new URL(first.url()).searchParams.get('filter');
      await (await saveView(first, t, view, true)).waitFor({ state: 'detached' });

      const second = await newPage(browser, 'ru', undefined, SCREENS.large);
      await signInAs(second, SECOND_MANAGER);
      if (lang === 'en') await switchLanguage(second, 'en');
      await second.getByTestId('record-row').first().waitFor();
      expect(new URL(second.url()).searchParams.get('filter')).toBe(opening);
      const menu = await openMenu(second, t.views, t.viewsMenu);
      const item = menu.getByRole('menuitem', { name: applyName(view) });
      expect(await item.textContent()).toMatch(t.sharedBy);
      expect(await findings(second, `shared views menu ${lang}`, '[role="menu"]')).toEqual([]);
      await screenshot(second, `views-shared-${lang}`);
      // Not the second manager's own: no delete beside it.
      expect(await menu.getByRole('menuitem', { name: t.remove(view) }).count()).toBe(0);
      await item.click();
      await expect.poll(() => new URL(second.url()).searchParams.get('filter')).toBe(filter);

      // The search everywhere finds it for the second manager too, and its link applies it on a
      // tabbed list (the address names its tab first, then the view's filter replaces it).
      await second.getByRole('tab').first().click();
      await expect.poll(() => new URL(second.url()).searchParams.get('filter')).toBe(opening);
      await second.locator('body').click({ position: { x: 700, y: 600 } });
      await second.keyboard.press('Control+k');
      await second.getByRole('combobox', { name: t.box }).fill(view.split(' ')[0]);
      await second
        .getByRole('group', { name: new RegExp(`^${t.group}`) })
        .getByRole('option', { name: new RegExp(view) })
        .click();
      await expect.poll(() => new URL(second.url()).searchParams.get('filter')).toBe(filter);
      expect(new URL(second.url()).searchParams.has('view')).toBe(false);

      // Its owner deletes it, while another tab of theirs still shows it in its open menu.
      const stale = await first.context().newPage();
      await stale.goto(first.url());
      const staleMenu = await openMenu(stale, t.views, t.viewsMenu);
      const own = await openMenu(first, t.views, t.viewsMenu);
      await own.getByRole('menuitem', { name: t.remove(view) }).click();
      await first.getByRole('dialog').getByRole('button', { name: t.confirm, exact: true }).click();
      await first.getByRole('dialog').waitFor({ state: 'detached' });
      // Deleting it again from that tab says it is gone, on the list (not the not-found page), and
      // the menu no longer offers it.
      await staleMenu.getByRole('menuitem', { name: t.remove(view) }).click();
      await stale.getByRole('dialog').getByRole('button', { name: t.confirm, exact: true }).click();
      await stale.getByText(t.gone).waitFor();
      expect(new URL(stale.url()).pathname).toBe('/manager/leads');
      await openMenu(stale, t.views, t.viewsMenu);
      await expect.poll(() => stale.getByRole('menuitem', { name: applyName(view) }).count()).toBe(0);
      await first.context().close();
      await second.context().close();
    }, 120_000);
  }
});
