// Stale translations and the completeness view in the browser (issue 12, points 9 and 10): a RU
// save after the EN review marks EN "needs review" in the profile menu and in the clinics list's
// filter; the completeness view's number leads to a list of exactly that many clinics; English too.
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO, enabled, launch, mainMenu, newPage, screenshot, signInAs } from './browser';
import { switchEditLanguage, switchLanguage } from './gestures';

type Browser = Awaited<ReturnType<typeof launch>>;

const mark = (page: Page, step: string) => page.getByRole('navigation', { name: 'Разделы профиля' }).getByRole('link', { name: step });

/** The total of the next clinics-list call that `act` makes. */
async function listTotal(page: Page, act: () => Promise<unknown>): Promise<number> {
  const [response] = await Promise.all([page.waitForResponse((r) => r.url().includes('/api/admin/clinicslist')), act()]);
  return (await response.json()).total;
}

describe.runIf(enabled())('stale translations and the completeness view', () => {
  let browser: Browser;
  let page: Page;
  let hash = '';
  let name = '';
  beforeAll(async () => {
    browser = await launch();
    page = await newPage(browser);
    await signInAs(page, DEMO.ADMIN);
    // A clinic the other browser tests leave alone (they edit the first, third and fourth).
    const clinic = await page.evaluate(async () => (await (await fetch('/api/admin/clinicslist?page=0&size=8')).json()).clinics[6]);
    hash = clinic.hash;
  });
  afterAll(() => browser?.close());

  it('marks the EN review stale after a RU save, until EN is reviewed again', async () => {
    await page.goto(`/admin/clinics/profile/${hash}/base`);
    await switchEditLanguage(page, 'EN');
    await page.getByRole('button', { name: 'Отметить проверенным (EN)' }).click();
    await mark(page, 'Основная информация').getByLabel('Раздел проверен (EN)').waitFor();
    await switchEditLanguage(page, 'RU');
    const nameInput = page.getByLabel('Полное название', { exact: true });
    await expect.poll(() => nameInput.inputValue()).not.toBe('');
    name = `Клиника «Устаревший перевод ${Date.now() % 100000}»`;
    await nameInput.fill(name);
    await page.getByRole('button', { name: 'Сохранить' }).click();
    await page.getByRole('alert').filter({ hasText: 'Данные успешно сохранены' }).first().waitFor();
    await switchEditLanguage(page, 'EN');
    await mark(page, 'Основная информация').getByLabel('Нужна проверка (EN): RU изменён после проверки').waitFor();
    await screenshot(page, 'profile-stale-en');
  });

  it('finds the clinic with the list filter "needs review" in EN', async () => {
    await page.goto('/admin/clinics?page=1');
    await page.getByRole('combobox', { name: 'Нужна проверка' }).click();
    const total = await listTotal(page, () => page.getByRole('option', { name: 'Перевод на EN' }).click());
    expect(total).toBeGreaterThan(0);
    expect(page.url()).toContain('stale=EN');
    await page.getByRole('link', { name }).first().waitFor();
  });

  it('shows per section and language numbers that lead to lists of that many clinics', async () => {
    await mainMenu(page).getByRole('link', { name: 'Заполненность профилей' }).click();
    await page.waitForURL('**/admin/completeness');
    const row = page.getByRole('row').filter({ has: page.getByRole('rowheader', { name: 'Основная информация' }) });
    const stale = row.getByRole('link', { name: /Основная информация, EN: Нужна проверка$/ });
    const shown = Number(await stale.textContent());
    expect(shown).toBeGreaterThan(0);
    await screenshot(page, 'completeness-ru');
    const total = await listTotal(page, () => stale.click());
    expect(page.url()).toContain('completion=1.EN.stale');
    expect(total).toBe(shown);
    await page.getByRole('button', { name: /Основная информация, EN: Нужна проверка\. Снять отбор по разделу/ }).waitFor();
  });

  it('clears the stale mark with an EN review, and speaks English', async () => {
    await page.goto(`/admin/clinics/profile/${hash}/base`);
    await switchEditLanguage(page, 'EN');
    await page.getByRole('button', { name: 'Отметить проверенным (EN)' }).click();
    await mark(page, 'Основная информация').getByLabel('Раздел проверен (EN)').waitFor();
    const english = await newPage(browser, 'en');
    await signInAs(english, DEMO.ADMIN, '/admin/completeness');
    // The interface language is the user's choice, not the browser's.
    await switchLanguage(english, 'en');
    const reviewed = english.getByRole('link', { name: /Main information, EN: Reviewed$/ });
    await reviewed.waitFor();
    await screenshot(english, 'completeness-en');
    await english.close();
  });
});
