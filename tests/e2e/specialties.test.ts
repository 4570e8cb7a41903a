// The specialties, services and prices steps in the browser against the demo catalogue: a
// category opens with its selected count, a bad price is refused on its field before any call and
// a good one is stored, the OMS flag and the OMS text's draft offered back, a description dialog
// that asks before it drops typed text, a service switched on while editing English. One clinic that the other browser tests leave alone.
import type { Browser, Page, Request } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO, enabled, launch, newPage, screenshot, signInAs } from './browser';
import { saveAndWait, switchEditLanguage } from './gestures';

type Selections = { spec: { sid: number; selected: boolean; lprice: number | null }[]; omsCategories: number[]; omsDescription: string };

const json = <T>(page: Page, url: string) => page.evaluate(async (path) => (await fetch(path)).json(), url) as Promise<T>;
const steps = (page: Page) => page.getByRole('navigation', { name: 'Разделы профиля' });

describe.runIf(enabled())('the specialties, services and prices steps', () => {
  let browser: Browser;
  let page: Page;
  let hash = '';
  const priceSaves: Request[] = [];
  const selections = (kind = 'specialties') => json<Selections>(page, `/api/admin/selected${kind}?hash=${hash}`);

  beforeAll(async () => {
    browser = await launch();
    page = await newPage(browser);
    page.on('request', (request) => {
      if (request.method() === 'POST' && request.url().includes('/api/admin/specialtyprice/')) priceSaves.push(request);
    });
    await signInAs(page, DEMO.ADMIN);
    // Not the first clinics (the profile, versions and history tests edit those) nor a name the
    // clinics list's search test looks for.
    const list = await json<{ clinics: { hash: string }[] }>(page, '/api/admin/clinicslist?page=0&size=15');
    hash = list.clinics.slice(1).filter((clinic) => !JSON.stringify(clinic).includes('Здоров'))[5].hash;
    await page.goto(`/admin/clinics/profile/${hash}/specialties`);
  });
  afterAll(() => browser?.close());

  it('opens a category with the count of its selected specialties', async () => {
    const category = page.getByRole('button', { name: /Выбрано: [1-9]/ }).first();
    const count = Number((await category.textContent())?.match(/Выбрано: (\d+)/)?.[1]);
    await category.click();
    await expect.poll(() => page.getByText('Выбрана', { exact: true }).count()).toBe(count);
    await screenshot(page, 'specialties-category-ru');
  });

  it('refuses a leading zero and "to" below "from" on their fields without a call, then stores a good range', async () => {
    const from = page.getByRole('textbox', { name: /^Цена от, ₽: / }).first();
    const to = page.getByRole('textbox', { name: /^Цена до, ₽: / }).first();
    const save = page.getByRole('button', { name: /^Сохранить цену: / }).first();
    await from.fill('0500');
    await save.click();
    await expect.poll(() => page.getByText('Введите число от 1 до 9999999').isVisible()).toBe(true);
    await from.fill('2000');
    await to.fill('1999');
    await save.click();
    await expect.poll(() => page.getByText('Цена «до» не может быть меньше цены «от»').isVisible()).toBe(true);
    expect(priceSaves).toHaveLength(0);
    await to.fill('2500');
    await save.click();
    await expect.poll(async () => (await selections()).spec.filter((row) => row.lprice === 2000)).toHaveLength(1);
    expect(priceSaves).toHaveLength(1);
    await expect
      .poll(() =>
        steps(page)
          .getByRole('link', { name: /Специальности/ })
          .getByLabel('Раздел проверен (RU)')
          .count(),
      )
      .toBe(1);
  });

  it('sets the OMS flag and offers the OMS text back as a draft after closing unsaved', async () => {
    const oms = page.getByRole('checkbox', { name: /^Приём по ОМС: / }).first();
    const omsName = (await oms.getAttribute('aria-label')) ?? '';
    // Clicked, then waited for: the box shows its new state a timer's turn later (see the services test).
    expect(await oms.isChecked()).toBe(false);
    await oms.click();
    await expect.poll(() => page.getByRole('checkbox', { name: omsName, exact: true }).isChecked()).toBe(true);
    await expect.poll(async () => (await selections()).omsCategories.length).toBe(1);
    const opener = page.getByRole('button', { name: 'Лечение по ОМС', exact: true });
    await opener.click();
    const dialog = page.getByRole('dialog');
    await dialog.locator('[contenteditable="true"]').click();
    await page.keyboard.type('Принимаем по полису ОМС');
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    await opener.click();
    await dialog.getByRole('button', { name: 'Восстановить черновик' }).click();
    await expect.poll(() => dialog.getByText('Принимаем по полису ОМС').isVisible()).toBe(true);
    await screenshot(page, 'specialties-oms-draft-ru');
    await dialog.getByRole('button', { name: 'Сохранить', exact: true }).click();
    await dialog.waitFor({ state: 'detached' });
    expect((await selections()).omsDescription).toContain('Принимаем по полису ОМС');
  });

  it('asks before a category description dialog drops typed text, and keeps it when the user goes on', async () => {
    const opener = page.getByRole('button', { name: /^Описание категории: / }).first();
    const category = ((await opener.getAttribute('aria-label')) ?? '').replace('Описание категории: ', '');
    await opener.click();
    // Titled by the category and the edit language.
    const dialog = page.getByRole('dialog', { name: `${category} (RU)` });
    const editor = dialog.locator('[contenteditable="true"]').first();
    await editor.click();
    await page.keyboard.type('Текст, который нельзя потерять');
    await page.keyboard.press('Escape');
    const ask = page.getByRole('dialog', { name: 'Изменения не сохранены' });
    await ask.getByRole('button', { name: 'Продолжить редактирование' }).click();
    await ask.waitFor({ state: 'detached' });
    await expect.poll(() => dialog.getByText('Текст, который нельзя потерять').isVisible()).toBe(true);
    await dialog.getByRole('button', { name: 'Закрыть', exact: true }).click();
    await ask.getByRole('button', { name: 'Не сохранять' }).click();
    await dialog.waitFor({ state: 'detached' });
  });

  it('switches a service on while editing English', async () => {
    await steps(page)
      .getByRole('link', { name: /Услуги/ })
      .click();
    await page.waitForURL('**/services');
    // The address changes first; the specialties step stays on screen (its title too) until the
    // services step's code is in, so the new step is known by its title, as a person knows it.
    await page.getByRole('heading', { name: 'Услуги', level: 2 }).waitFor();
    await page
      .getByRole('button', { name: /Выбрано: / })
      .first()
      .waitFor();
    await switchEditLanguage(page, 'EN');
    // The step remounts for the new language and reads the clinic's services again: its
    // categories are counted once they are back (the network's idle state was reached long before).
    const categories = page.getByRole('button', { name: /Выбрано: / });
    await categories.first().waitFor();
    const count = await categories.count();
    // Categories open one by one until a service that is off shows.
    const off = page.getByRole('switch', { name: /^Оказывается: /, checked: false }).first();
    for (let index = 0; index < count && (await off.count()) === 0; index++) {
      const category = categories.nth(index);
      await category.click();
      await expect.poll(() => category.getAttribute('aria-expanded')).toBe('true');
    }
    const name = ((await off.getAttribute('aria-label')) ?? '').replace('Оказывается: ', '');
    // The switch sends its change at once; a refusal fails here with the server's answer. The state
    // shows a timer's turn after the click (react-query), so it is waited for, not check()ed.
    const switchOf = page.getByRole('switch', { name: `Оказывается: ${name}` });
    await saveAndWait(page, off, { path: '/api/admin/serviceselected/' });
    await expect.poll(() => switchOf.isChecked()).toBe(true);
    await expect.poll(async () => (await selections('services')).spec.filter((row) => row.selected).length).toBeGreaterThan(0);
    await expect
      .poll(() =>
        steps(page)
          .getByRole('link', { name: /Услуги/ })
          .getByLabel('Раздел проверен (EN)')
          .count(),
      )
      .toBe(1);
    await screenshot(page, 'services-en');
  });
});
