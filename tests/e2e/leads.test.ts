// The manager's leads in the browser (issue 16 point 1), as a manager would work them: the landing
// list of new leads, a tab switch, one lead taken into work moving to the "in work" tab, and the
// screen in English. The rules' detail (filters, every move, conflicts, history) is in
// tests/api/leads.test.ts.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO, enabled, launch, newPage, screenshot, signInAs } from './browser';
import { switchLanguage } from './gestures';

describe.runIf(enabled())('leads in the browser', () => {
  let browser: Browser;
  let page: Page;
  beforeAll(async () => {
    browser = await launch();
    page = await newPage(browser);
    await signInAs(page, DEMO.MANAGER);
  });
  afterAll(() => browser?.close());

  const rows = () => page.locator('[data-testid="record-row"]');
  /** The lead the first test took into work. */
  let taken = '';

  /** The patients' ages as the list shows them after the gender: [number, noun][]. */
  const ages = async (pattern: RegExp) => [...(await page.locator('main').innerText()).matchAll(pattern)].map((m) => [Number(m[1]), m[2]]);
  // Written out rather than taken from the app: 1, 21 год; 2-4, 22 года; 5-20, 25, 111 лет.
  const russianYears = (n: number) =>
    n % 10 === 1 && n % 100 !== 11 ? 'год' : n % 10 >= 2 && n % 10 <= 4 && (n % 100 < 12 || n % 100 > 14) ? 'года' : 'лет';

  it('lists the new leads, switches tabs, takes a lead into work and finds it in work, in Russian and English', async () => {
    await rows().first().waitFor();
    expect(await rows().count()).toBe(50);
    expect(await page.getByRole('tab', { name: 'Новые' }).getAttribute('aria-selected')).toBe('true');
    // Each age agrees with its number (issue 22 point 4: the list said "31 лет").
    const russian = await ages(/(?:Мужской|Женский|Другой|Пол не указан), (\d+) (года|год|лет)/g);
    expect(new Set(russian.map(([, noun]) => noun))).toEqual(new Set(['год', 'года', 'лет']));
    for (const [n, noun] of russian) expect(`${n} ${noun}`).toBe(`${n} ${russianYears(Number(n))}`);
    await page.getByRole('tab', { name: 'Удалённые' }).click();
    await rows()
      .first()
      .getByRole('button', { name: /^Восстановить заявку \d+$/ })
      .waitFor();
    await page.getByRole('tab', { name: 'Новые' }).click();

    const take = rows()
      .first()
      .getByRole('button', { name: /^Взять в работу заявку \d+$/ });
    const id = (await take.getAttribute('aria-label'))?.match(/\d+$/)?.[0];
    taken = id ?? '';
    await take.click();
    await page.getByText(`Заявка ${id} взята в работу`).waitFor();
    await page.getByRole('button', { name: `Взять в работу заявку ${id}`, exact: true }).waitFor({ state: 'detached' });
    await screenshot(page, 'leads-ru');
    await page.getByRole('tab', { name: 'В работе' }).click();
    await page.getByRole('button', { name: `Создать обращение по заявке ${id}`, exact: true }).waitFor();

    await switchLanguage(page, 'en');
    await page.getByRole('tab', { name: 'In work' }).waitFor();
    await page.getByRole('button', { name: `Create inquiry for lead ${id}`, exact: true }).waitFor();
    expect(await page.getByRole('columnheader', { name: 'Clinic / doctor' }).count()).toBe(1);
    const english = await ages(/(?:Male|Female|Other|Gender not given), (\d+) (years? old)/g);
    expect(english.length).toBeGreaterThan(0);
    for (const [n, noun] of english) expect(`${n} ${noun}`).toBe(`${n} ${n === 1 ? 'year old' : 'years old'}`);
    await screenshot(page, 'leads-en');
  }, 30_000);

  it('says a delete first with Undo: undone, nothing is sent; let go, the lead is deleted once', async () => {
    await switchLanguage(page, 'ru');
    await page.getByRole('tab', { name: 'Новые' }).click();
    // The tab shows its last list at once and then the current one: the lead taken into work above
    // has left it once the list is current.
    await rows().first().waitFor();
    await page.getByRole('button', { name: `Удалить заявку ${taken}`, exact: true }).waitFor({ state: 'detached' });
    const remove = rows()
      .first()
      .getByRole('button', { name: /^Удалить заявку \d+$/ });
    const id = (await remove.getAttribute('aria-label'))?.match(/\d+$/)?.[0];
    const deletes: string[] = [];
    page.on('request', (request) => {
      if (request.url().endsWith(`/api/manager/lead/${id}/delete`)) deletes.push(request.url());
    });
    const button = page.getByRole('button', { name: `Удалить заявку ${id}`, exact: true });
    await button.click();
    const alert = page.getByText(`Заявка ${id} будет удалена`);
    await alert.waitFor();
    await page.getByRole('button', { name: 'Отменить' }).click();
    await alert.waitFor({ state: 'detached' });
    await expect.poll(() => button.isEnabled()).toBe(true);

    await button.click();
    // Let go: once the alert has had its time, the lead is deleted and leaves the new ones.
    await page.getByText(`Заявка ${id} удалена`).waitFor({ timeout: 15_000 });
    await button.waitFor({ state: 'detached' });
    expect(deletes).toHaveLength(1);
  }, 40_000);
});
