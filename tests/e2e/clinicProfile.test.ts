// The clinic profile editor in the browser against the real server with the demo catalogue: open
// a clinic from the list, a refused name sends nothing, a valid save marks the section complete,
// the three-choice modal on switching the edit language, review and Back/Next.
import type { Browser, Page, Request } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO, enabled, launch, newPage, screenshot, signInAs } from './browser';
import { follow, switchEditLanguage } from './gestures';

const nameInput = (page: Page) => page.getByLabel('Полное название', { exact: true });
const mark = (page: Page, step: string) => page.getByRole('navigation', { name: 'Разделы профиля' }).getByRole('link', { name: step });
const complete = (page: Page, step: string, lang = 'RU') => mark(page, step).getByLabel(`Раздел проверен (${lang})`);

describe.runIf(enabled())('the clinic profile editor', () => {
  let browser: Browser;
  let page: Page;
  const saves: Request[] = [];
  beforeAll(async () => {
    browser = await launch();
    page = await newPage(browser);
    page.on('request', (request) => {
      if (request.method() === 'POST' && request.url().includes('/api/admin/base/')) saves.push(request);
    });
    await signInAs(page, DEMO.ADMIN);
  });
  afterAll(() => browser?.close());

  it('opens a clinic from the list on its base step', async () => {
    await page.goto('/admin/clinics?page=1');
    const link = page.locator('[data-testid="record-row"]').first().getByRole('link');
    const name = (await link.textContent()) ?? '';
    await link.click();
    await page.waitForURL(/\/admin\/clinics\/profile\/[\w-]+\/base$/);
    await expect.poll(() => nameInput(page).inputValue()).toBe(name);
    await expect.poll(() => page.getByRole('heading', { name: 'Основная информация' }).isVisible()).toBe(true);
    await screenshot(page, 'profile-base-ru');
  });

  it('shows the message under a 4-character name and sends nothing', async () => {
    await nameInput(page).fill('Абвг');
    await page.getByRole('button', { name: 'Сохранить' }).click();
    await expect.poll(() => page.getByText('Минимальная длина — 5').first().isVisible()).toBe(true);
    await expect.poll(() => page.getByRole('alert').filter({ hasText: 'Форма заполнена с ошибками' }).count()).toBeGreaterThan(0);
    expect(saves).toHaveLength(0);
  });

  it('shows a refusal of the server under its field: a slug another clinic uses', async () => {
    const taken = await page.evaluate(async () => {
      const list = await (await fetch('/api/admin/clinicslist?page=0&size=2')).json();
      const other = list.clinics[1].hash;
      return (await (await fetch(`/api/admin/base/${other}?locals=RU`)).json()).base.slug as string;
    });
    await nameInput(page).fill('Клиника «Проверка сохранения»');
    const slug = page.getByLabel('URL (slug)', { exact: true });
    const original = await slug.inputValue();
    await slug.fill(taken);
    await page.getByRole('button', { name: 'Сохранить' }).click();
    await expect.poll(() => page.getByText('Этот адрес (slug) уже используется').isVisible()).toBe(true);
    await expect.poll(() => page.getByRole('alert').filter({ hasText: 'Форма заполнена с ошибками' }).count()).toBeGreaterThan(0);
    expect(saves).toHaveLength(1);
    await screenshot(page, 'profile-server-error');
    await slug.fill(original);
  });

  it('saves a valid name: the success alert, and the RU mark turns complete', async () => {
    expect(await complete(page, 'Основная информация').count()).toBe(0);
    await nameInput(page).fill('Клиника «Проверка сохранения»');
    await page.getByRole('button', { name: 'Сохранить' }).click();
    await expect.poll(() => saves.length).toBe(2);
    await expect.poll(() => page.getByRole('alert').filter({ hasText: 'Данные успешно сохранены' }).count()).toBeGreaterThan(0);
    await expect.poll(() => complete(page, 'Основная информация').count()).toBe(1);
    await page.reload();
    await expect.poll(() => nameInput(page).inputValue()).toBe('Клиника «Проверка сохранения»');
    await expect.poll(() => complete(page, 'Основная информация').count()).toBe(1);
  });

  it('asks before switching the edit language with unsaved edits, and each choice does what it says', async () => {
    const en = page.getByRole('button', { name: 'EN', exact: true });
    const dialog = page.getByRole('dialog');
    await nameInput(page).fill('Клиника «Несохранённая правка»');
    await en.click();
    await expect.poll(() => dialog.isVisible()).toBe(true);
    await screenshot(page, 'profile-unsaved-modal');
    // Keep editing: still RU, the edit still there.
    await dialog.getByRole('button', { name: 'Продолжить редактирование' }).click();
    expect(await nameInput(page).inputValue()).toBe('Клиника «Несохранённая правка»');
    // Don't save: EN opens, and RU comes back without the edit.
    await en.click();
    await dialog.getByRole('button', { name: 'Не сохранять' }).click();
    await expect.poll(() => page.getByRole('button', { name: 'EN', exact: true, pressed: true }).count()).toBe(1);
    await switchEditLanguage(page, 'RU');
    await expect.poll(() => nameInput(page).inputValue()).toBe('Клиника «Проверка сохранения»');
    // Save: the edit is stored, then EN opens.
    const before = saves.length;
    await nameInput(page).fill('Клиника «Сохранена из окна»');
    await en.click();
    await dialog.getByRole('button', { name: 'Сохранить' }).click();
    await expect.poll(() => saves.length).toBe(before + 1);
    await expect.poll(() => page.getByRole('button', { name: 'EN', exact: true, pressed: true }).count()).toBe(1);
    await switchEditLanguage(page, 'RU');
    await expect.poll(() => nameInput(page).inputValue()).toBe('Клиника «Сохранена из окна»');
  });

  it('reviews a section in EN and moves with Back and Next', async () => {
    await switchEditLanguage(page, 'EN');
    await follow(page, page.getByRole('link', { name: 'Далее' }), /\/additional$/);
    await expect.poll(() => page.getByRole('heading', { name: 'Дополнительная информация' }).isVisible()).toBe(true);
    expect(await complete(page, 'Дополнительная информация', 'EN').count()).toBe(0);
    await page.getByRole('button', { name: 'Отметить проверенным (EN)' }).click();
    await expect.poll(() => complete(page, 'Дополнительная информация', 'EN').count()).toBe(1);
    await screenshot(page, 'profile-additional-en');
    // As a person does: the step has finished showing (its editor too) before Back is pressed.
    await expect.poll(() => page.getByRole('progressbar').count()).toBe(0);
    await follow(page, page.getByRole('link', { name: 'Назад' }), /\/base$/);
  });

  // Issue 26 point 3: the next step kept the scroll of the one left, its title above the window.
  it('starts the next step at its top, its title in view under the app bar', async () => {
    await page.goto(page.url().replace(/\/base$/, '/additional'));
    await page.getByRole('heading', { name: 'Дополнительная информация' }).waitFor();
    await expect.poll(() => page.getByRole('progressbar').count()).toBe(0);
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(100);
    await follow(page, page.getByRole('link', { name: 'Далее' }), /\/pictures$/);
    const title = page.getByRole('heading', { name: 'Фотографии' });
    await title.waitFor();
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    expect((await title.boundingBox())?.y).toBeGreaterThan(48);
  });
});
