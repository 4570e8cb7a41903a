// The clinics and agents screens in the browser against the real server with the demo catalogue:
// filters kept in the URL, the name search, a visibility that persists, the agents' actions; and
// the synchronisation modal run to Done on a fresh database of a second server.
import type { Browser, Locator, Page, Request, Response } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO, enabled, launch, mainMenu, newPage, screenshot, signIn, signInAs } from './browser';
import { choose, switchLanguage } from './gestures';
import { startServer } from './servers';

const rows = (page: Page) => page.locator('[data-testid="record-row"]');
/** A clinic row's id: its cell after the selection's checkbox (the list has bulk actions). */
const ID_CELL = 'td:nth-child(2)';
const idCell = (row: Locator) => row.locator(ID_CELL);
/** Waits for a list call that `act` made and whose query holds `part`, then for its rows. A call
 * made just before a navigation (a refresh after an action) may answer after it, its body gone:
 * the next call counts then. */
async function listed(page: Page, act: () => Promise<unknown>, part = '') {
  const made = new Set<Request>();
  const answers: Response[] = [];
  let wake = () => {};
  const onRequest = (r: Request) => {
    if (r.url().includes('/api/admin/clinicslist') && r.url().includes(part)) made.add(r);
  };
  const onResponse = (r: Response) => {
    if (!made.has(r.request())) return;
    answers.push(r);
    wake();
  };
  page.on('request', onRequest);
  page.on('response', onResponse);
  try {
    await act();
    for (;;) {
      while (!answers.length) await new Promise<void>((resolve) => (wake = resolve));
      const body = (await answers
        .shift()
        ?.json()
        .catch(() => undefined)) as { clinics: { id: number }[]; total: number } | undefined;
      if (!body) continue;
      await expect.poll(() => idCell(rows(page).first()).textContent()).toBe(String(body.clinics[0]?.id ?? null));
      return body;
    }
  } finally {
    page.off('request', onRequest);
    page.off('response', onResponse);
  }
}

const shownIds = async (page: Page) => (await rows(page).locator(ID_CELL).allTextContents()).map(Number);

async function chooseIn(page: Page, select: string, option: string) {
  await choose(page, page.getByRole('combobox', { name: select }), option);
}

describe.runIf(enabled())('the clinics and agents screens', () => {
  let browser: Browser;
  let page: Page;
  beforeAll(async () => {
    browser = await launch();
    page = await newPage(browser);
    await signInAs(page, DEMO.ADMIN);
  });
  afterAll(() => browser?.close());

  it('opens from the menu on page 1, 15 clinics with blocked ones hidden', async () => {
    const first = await listed(page, () => mainMenu(page).getByRole('link', { name: 'Клиники' }).click(), 'page=0&size=15');
    expect(new URL(page.url()).search).toBe('?page=1');
    expect(await rows(page).count()).toBe(15);
    expect(first.total).toBeGreaterThan(100);
    await expect.poll(() => page.getByRole('checkbox', { name: 'Скрыть заблокированные' }).isChecked()).toBe(true);
    await screenshot(page, 'clinics-ru');
  });

  it('filters by city and language, and the URL keeps both through a reload', async () => {
    const byCity = await listed(page, () => chooseIn(page, 'Город', 'Москва'), 'cityId=');
    const cityId = new URL(page.url()).searchParams.get('cityId');
    expect(cityId).toMatch(/^\d+$/);
    expect(await shownIds(page)).toEqual(byCity.clinics.map((c) => c.id));
    const both = await listed(page, () => chooseIn(page, 'Видимость', 'Видна в EN'), 'locals=EN');
    expect(both.total).toBeLessThanOrEqual(byCity.total);
    expect(Object.fromEntries(new URL(page.url()).searchParams)).toEqual({ cityId, loc: 'EN' });
    const shown = await page
      .getByRole('checkbox', { name: 'Показывать на EN' })
      .evaluateAll((boxes) => boxes.map((b) => (b as HTMLInputElement).checked));
    expect(shown.length).toBeGreaterThan(0);
    expect(shown.every(Boolean)).toBe(true);
    await listed(page, () => page.reload(), 'locals=EN');
    expect(await shownIds(page)).toEqual(both.clinics.map((c) => c.id));
    await expect.poll(() => page.getByRole('combobox', { name: 'Город' }).textContent()).toContain('Москва');
    await screenshot(page, 'clinics-filtered-ru');
  });

  it('goes back from a clinic’s profile to the list as it was left: its filter, page and scroll', async () => {
    await listed(page, () => page.goto('/admin/clinics?loc=RU&page=2'), 'locals=RU');
    const link = rows(page).last().getByRole('link').first();
    await link.scrollIntoViewIfNeeded();
    const scrolled = await page.evaluate(() => window.scrollY);
    expect(scrolled).toBeGreaterThan(0);
    await link.click();
    await page.waitForURL(/\/admin\/clinics\/profile\/[\w-]+\/base$/);
    await page.getByRole('link', { name: 'К списку клиник' }).first().click();
    await page.waitForURL(/\/admin\/clinics\?/);
    expect(Object.fromEntries(new URL(page.url()).searchParams)).toEqual({ loc: 'RU', page: '2' });
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(scrolled);
  });

  it('offers the chosen category’s specialties and clears the specialty with a new category', async () => {
    await listed(page, () => page.goto('/admin/clinics'));
    await listed(page, () => chooseIn(page, 'Направление', 'Кардиология'), 'cId=');
    await page.getByRole('combobox', { name: 'Специальность' }).click();
    const specialties = await page.getByRole('option').allTextContents();
    // Waits for the specialty's list, so that its answer is not taken for the next filter's.
    await listed(page, () => page.getByRole('option').nth(1).click(), 'sid=');
    expect(new URL(page.url()).searchParams.get('sid')).toMatch(/^\d+$/);
    expect(specialties.length).toBeGreaterThan(2);
    await listed(page, () => chooseIn(page, 'Направление', 'Онкология'), 'cId=');
    expect(new URL(page.url()).searchParams.has('sid')).toBe(false);
  });

  it('filters by the typed name on Enter, and a chosen name opens that clinic', async () => {
    // From a blank page, so that no answer of the previous filters is taken for this one.
    await page.goto('about:blank');
    await listed(page, () => page.goto('/admin/clinics'));
    const box = page.getByRole('combobox', { name: 'Название клиники или её номер' });
    await box.fill('Здоров');
    const option = page.getByRole('option').first();
    await option.waitFor();
    await screenshot(page, 'clinics-autocomplete');
    await page.keyboard.press('Escape');
    const found = await listed(page, () => box.press('Enter'), 'q=');
    expect(new URL(page.url()).searchParams.get('q')).toBe('Здоров');
    expect(found.total).toBeGreaterThan(0);
    for (const fullName of await rows(page).locator('td:nth-child(5)').allTextContents()) expect(fullName).toContain('Здоров');
    await box.fill('');
    await box.fill('Здоров');
    await option.waitFor();
    const name = (await option.evaluate((li) => li.firstChild?.textContent ?? '')).trim();
    await option.click();
    await page.waitForURL(/\/admin\/clinics\/profile\/[\w-]+\/base$/);
    await expect.poll(() => page.getByLabel('Полное название', { exact: true }).inputValue()).toBe(name);
  });

  it('hides a clinic in EN, and it stays hidden after a reload', async () => {
    await listed(page, () => page.goto('/admin/clinics?loc=EN'), 'locals=EN');
    const row = rows(page).first();
    const id = await idCell(row).textContent();
    const posted = page.waitForResponse((r) => r.url().endsWith('/api/admin/toggleclinic'));
    // The list reloads after the change: its answer is awaited before leaving the page.
    await listed(page, () => row.getByRole('checkbox', { name: 'Показывать на EN' }).click(), 'locals=EN');
    expect((await posted).ok()).toBe(true);
    await listed(page, () => page.goto('/admin/clinics'));
    const again = rows(page).filter({ has: page.locator(ID_CELL, { hasText: new RegExp(`^${id}$`) }) });
    await expect.poll(() => again.getByRole('checkbox', { name: 'Показывать на EN' }).isChecked()).toBe(false);
    await listed(page, () => page.goto('/admin/clinics?loc=EN'), 'locals=EN');
    expect(await shownIds(page)).not.toContain(Number(id));
  });

  it('opens the preview of a clinic visible in RU in a new tab', async () => {
    await listed(page, () => page.goto('/admin/clinics?loc=RU'), 'locals=RU');
    const row = rows(page).first();
    const shortName = (await row.locator('td').nth(3).textContent()) ?? '';
    const popup = page.waitForEvent('popup');
    await row.getByRole('button', { name: 'Предпросмотр' }).click();
    const preview = await popup;
    await preview.waitForURL('**/preview/clinic/**');
    await preview
      .getByText(shortName.replace(/\s*\(.*\)$/, ''))
      .first()
      .waitFor();
    await screenshot(preview, 'clinic-preview');
    await preview.close();
  });

  it('assigns a superagent to a clinic in the modal', async () => {
    await listed(page, () => page.goto('/admin/clinics'));
    const row = rows(page).first();
    await row.getByRole('button', { name: /^Суперагент: / }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('combobox', { name: 'Суперагент' }).click();
    const choice = page.getByRole('option').last();
    const agent = (await choice.textContent()) ?? '';
    await choice.click();
    await screenshot(page, 'clinic-superagent-ru');
    await dialog.getByRole('button', { name: 'Сохранить' }).click();
    await page.getByText('Суперагент назначен').waitFor();
    await listed(page, () => page.reload());
    await rows(page)
      .first()
      .getByRole('button', { name: `Суперагент: ${agent}` })
      .waitFor();
  });

  it('shows the agents, makes one main and transfers another’s clinics to it', async () => {
    await mainMenu(page).getByRole('link', { name: 'Суперагенты' }).click();
    await rows(page).first().waitFor();
    expect(new URL(page.url()).search).toBe('?page=1');
    await screenshot(page, 'agents-ru');
    const main = rows(page).filter({ hasText: 'Главный агент' });
    const oldMain = (await main.locator('td').first().textContent()) ?? '';
    const count = async (agentId: string) =>
      Number(
        await rows(page)
          .filter({ has: page.locator('td:first-child', { hasText: new RegExp(`^${agentId}$`) }) })
          .locator('td')
          .nth(4)
          .textContent(),
      );
    const held = await count(oldMain);
    expect(held).toBeGreaterThan(0);
    const other = rows(page).filter({ hasNotText: 'Главный агент' }).first();
    const newMain = (await other.locator('td').first().textContent()) ?? '';
    const before = await count(newMain);
    await other.getByRole('button', { name: 'Сделать главным' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Подтвердить' }).click();
    await page.getByText('Главный агент изменён').waitFor();
    await expect.poll(() => main.locator('td').first().textContent()).toBe(newMain);
    const oldRow = rows(page).filter({ has: page.locator('td:first-child', { hasText: new RegExp(`^${oldMain}$`) }) });
    await oldRow.getByRole('button', { name: 'Передать клиники' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('combobox', { name: 'Кому передать' }).click();
    const target = await main.locator('td').nth(1).locator('span').first().textContent();
    await page.getByRole('option', { name: target ?? '', exact: true }).click();
    await screenshot(page, 'agents-transfer-ru');
    await dialog.getByRole('button', { name: 'Подтвердить' }).click();
    await page.getByText(`Клиник передано: ${held}`).waitFor();
    await expect.poll(() => count(newMain)).toBe(before + held);
    expect(await count(oldMain)).toBe(0);
  });

  it('shows both screens in English', async () => {
    await switchLanguage(page, 'en');
    await page.getByRole('columnheader', { name: 'Clinics' }).waitFor();
    await screenshot(page, 'agents-en');
    await listed(page, () => mainMenu(page).getByRole('link', { name: 'Clinics' }).click());
    await page.getByRole('columnheader', { name: 'Profile quality' }).waitFor();
    await page.getByRole('button', { name: 'Synchronisation' }).click();
    await page
      .getByRole('dialog', { name: 'Catalogue synchronisation' })
      .getByText('Start the synchronisation: 17 steps in a row')
      .waitFor();
    await screenshot(page, 'clinics-sync-en');
    await page.getByRole('dialog').getByRole('button', { name: 'Cancel' }).click();
    await screenshot(page, 'clinics-en');
    await switchLanguage(page, 'ru');
  });
});

/** A second server on an empty database (DEMO=0) whose catalogue source is the demo generator. */
const startFreshServer = () =>
  startServer('fresh', {
    DEMO: '0',
    DEMO_CLINICS: '40',
    ADMIN_EMAIL: 'fresh@e2e.local',
    ADMIN_PASSWORD: 'fresh-admin-1',
  });

describe.runIf(enabled())('the synchronisation modal on a fresh database', () => {
  let browser: Browser;
  let fresh: Awaited<ReturnType<typeof startFreshServer>>;
  beforeAll(async () => {
    [browser, fresh] = await Promise.all([launch(), startFreshServer()]);
  });
  afterAll(async () => {
    await browser?.close();
    await fresh?.stop();
  });

  it('runs the 17 steps to Done, and the empty list fills', async () => {
    const page = await newPage(browser, 'ru', fresh.baseUrl);
    await signIn(page, 'fresh@e2e.local', 'fresh-admin-1');
    await page.waitForURL('**/admin/seopages');
    await page.goto('/admin/clinics?page=2');
    await page.getByText('Здесь пока ничего нет').waitFor();
    await page.getByRole('button', { name: 'Синхронизация' }).click();
    const dialog = page.getByRole('dialog', { name: 'Синхронизация с каталогом' });
    await dialog.getByRole('button', { name: 'Запустить' }).click();
    await dialog.getByText('Синхронизация завершена').waitFor({ timeout: 120_000 });
    const log = dialog.getByRole('log').getByRole('listitem');
    expect(await log.count()).toBe(17);
    expect(await log.nth(2).textContent()).toBe('Клиники: 40 записей добавлено, 0 записей обновлено');
    await screenshot(page, 'sync-done-ru');
    await dialog.getByRole('button', { name: 'Готово' }).click();
    await expect.poll(() => new URL(page.url()).search).toBe('?page=1');
    await expect.poll(() => rows(page).count()).toBe(15);
    // Blocked clinics stay hidden: at most the 40 of the catalogue.
    await page.getByText(/^1-15 из (1[5-9]|[23]\d|40)$/).waitFor();
    await screenshot(page, 'clinics-after-sync-ru');
    await page.context().close();
  });
});
