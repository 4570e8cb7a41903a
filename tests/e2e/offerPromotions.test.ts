// The offer, OMS and promotions steps in the browser against the demo catalogue: an offer without
// a response rate sends nothing and says why, a complete one is stored and marks the section; the
// OMS list shows what the API counts; a special offer saved in the English edit language.
import type { Browser, Page, Request } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO, enabled, launch, newPage, screenshot, signInAs } from './browser';
import { choose, switchEditLanguage } from './gestures';

const menu = (page: Page) => page.getByRole('navigation', { name: 'Разделы профиля' });
const complete = (page: Page, step: string, lang: string) =>
  menu(page).getByRole('link', { name: step }).getByLabel(`Раздел проверен (${lang})`);
/** A save and the marks read after it, on a loaded machine. */
const SAVED = { timeout: 10_000 };
const api = <T>(page: Page, url: string) => page.evaluate(async (path) => (await fetch(path)).json(), url) as Promise<T>;

describe.runIf(enabled())('the offer, OMS and promotions steps', () => {
  let browser: Browser;
  let page: Page;
  let hash = '';
  const saves: Request[] = [];
  beforeAll(async () => {
    browser = await launch();
    page = await newPage(browser);
    page.on('request', (request) => {
      if (request.method() === 'POST' && /\/api\/admin\/(offer|promotions)\//.test(request.url())) saves.push(request);
    });
    await signInAs(page, DEMO.ADMIN);
    // A clinic with OMS procedures that no other browser test edits: not the first (the profile
    // test), none the name search finds (clinics test), nor the versions' and history's ones.
    const { clinics } = await api<{ clinics: { hash: string }[] }>(page, '/api/admin/clinicslist?page=0&size=30');
    for (const clinic of clinics
      .slice(1)
      .filter((row) => !JSON.stringify(row).includes('Здоров'))
      .slice(2)) {
      if ((await api<{ count: number }>(page, `/api/admin/oms/${clinic.hash}`)).count > 0) {
        hash = clinic.hash;
        break;
      }
    }
    expect(hash).not.toBe('');
  });
  afterAll(() => browser?.close());

  it('refuses an offer without a response rate, then saves a complete one', async () => {
    await page.goto(`/admin/clinics/profile/${hash}/offer`);
    const rate = page.getByRole('combobox', { name: 'Время ответа пациенту' });
    // The first visit loads the step's code and the editor: Playwright's own wait, not a 1 s poll.
    await rate.waitFor();
    await page.getByRole('button', { name: 'Сохранить' }).click();
    await expect.poll(() => page.getByText('Выберите значение').isVisible()).toBe(true);
    await expect.poll(() => page.getByRole('alert').filter({ hasText: 'Форма заполнена с ошибками' }).count()).toBeGreaterThan(0);
    expect(saves).toHaveLength(0);

    await choose(page, rate, '2 суток');
    await choose(page, page.getByRole('combobox', { name: 'Ценовой сегмент' }), 'Премиум');
    await page.getByLabel('Рекомендуемая клиника').check();
    await page.locator('.ProseMirror').first().click();
    await page.keyboard.type('Бесплатная первичная консультация');
    await page.getByRole('button', { name: 'Сохранить' }).click();
    await expect.poll(() => page.getByRole('alert').filter({ hasText: 'Данные успешно сохранены' }).count(), SAVED).toBeGreaterThan(0);
    await expect.poll(() => complete(page, 'Предложение', 'RU').count(), SAVED).toBe(1);
    expect(saves).toHaveLength(1);
    const { offer } = await api<{ offer: Record<string, unknown> }>(page, `/api/admin/offer/${hash}?locals=RU`);
    expect(offer).toMatchObject({
      responseRate: 48,
      priceSegment: 'PREMIUM',
      recommended: true,
      clinicOffer: '<p>Бесплатная первичная консультация</p>',
    });
    await screenshot(page, 'profile-offer-ru');
  });

  it('lists the OMS procedures with their count', async () => {
    const { count, oms } = await api<{ count: number; oms: { code: string; name: string }[] }>(page, `/api/admin/oms/${hash}`);
    await menu(page).getByRole('link', { name: 'ОМС' }).click();
    await page.waitForURL(/\/oms$/);
    await page.getByText(`Активных процедур: ${count}`).waitFor();
    const table = page.getByRole('table', { name: 'Процедуры ОМС' });
    expect(await table.getByRole('row').count()).toBe(count + 1);
    expect(await table.getByRole('row').nth(1).textContent()).toBe(`${oms[0].code}${oms[0].name}`);
  });

  it('saves the special offer in the English edit language', async () => {
    await page.getByRole('link', { name: 'Далее' }).click();
    await page.waitForURL(/\/promotions$/);
    await switchEditLanguage(page, 'EN');
    await page.locator('.ProseMirror').first().waitFor();
    await page.locator('.ProseMirror').first().click();
    await page.keyboard.type('Spring check-up: 10% off');
    await page.getByRole('button', { name: 'Сохранить' }).click();
    await expect.poll(() => complete(page, 'Акции', 'EN').count(), SAVED).toBe(1);
    const stored = async (locals: string) =>
      (await api<{ promotions: { specialOffer: string } }>(page, `/api/admin/promotions/${hash}?locals=${locals}`)).promotions.specialOffer;
    expect(await stored('EN')).toBe('<p>Spring check-up: 10% off</p>');
    expect(await stored('RU')).toBe('');
    await screenshot(page, 'profile-promotions-en');
  });
});
