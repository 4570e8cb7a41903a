// Cities and hubs in the browser: bad input is refused under its field with nothing sent; good
// input is saved and still there after a reload.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO, enabled, launch, newPage, screenshot, signInAs } from './browser';
import { choose, switchLanguage } from './gestures';

describe.runIf(enabled())('cities and hubs in the browser', () => {
  let browser: Browser;
  let page: Page;
  const cityPosts: string[] = [];
  beforeAll(async () => {
    browser = await launch();
    page = await newPage(browser);
    page.on('request', (request) => {
      if (request.method() === 'POST' && request.url().endsWith('/api/admin/city')) cityPosts.push(request.url());
    });
    await signInAs(page, DEMO.ADMIN);
  });
  afterAll(() => browser?.close());

  it('lists the demo cities as cards sorted by name', async () => {
    await page.goto('/admin/cities');
    await page.getByText('Москва', { exact: true }).first().waitFor();
    await screenshot(page, 'cities-ru');
    const names = await page.locator('[data-testid="record-card"] h2').allTextContents();
    expect(names.length).toBeGreaterThan(10);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'ru')));
  });

  it('shows the min-length message under a 1-letter name and sends nothing', async () => {
    await page.getByRole('button', { name: /Добавить/ }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('URL (slug)').fill('tver');
    await dialog.getByLabel('Название (RU)').fill('Т');
    await dialog.getByRole('button', { name: /Сохранить/ }).click();
    await dialog.getByText('Минимальная длина — 2').first().waitFor();
    await screenshot(page, 'city-form-errors');
    expect(cityPosts).toEqual([]);
  });

  it('saves a valid city that is still there after a reload', async () => {
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Название (RU)').fill('Тверь');
    await dialog.getByLabel('Название (EN)').fill('Tver');
    await dialog.getByLabel(/^Где/).fill('в Твери');
    await choose(page, dialog.getByLabel('Регион'), 'Тверская область');
    await choose(page, dialog.getByLabel('Хаб'), 'Москва и Подмосковье');
    await dialog.getByRole('button', { name: /Сохранить/ }).click();
    await dialog.waitFor({ state: 'detached' });
    expect(cityPosts).toHaveLength(1);
    await page.reload();
    await page.getByText('Тверь', { exact: true }).waitFor();
    await screenshot(page, 'cities-after-save');
  });

  it('shows the hubs, in English too', async () => {
    await page.goto('/admin/hubs');
    await page.getByText('Поволжье', { exact: true }).first().waitFor();
    await screenshot(page, 'hubs-ru');
    await switchLanguage(page, 'en');
    await page.getByText('Volga Region', { exact: true }).first().waitFor();
    await screenshot(page, 'hubs-en');
  });

  it('edits a hub in a modal, in English', async () => {
    const card = page.locator('[data-testid="record-card"]').filter({ hasText: 'Volga Region' });
    await card.getByRole('button', { name: /Edit/ }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Name (EN)').fill('Volga');
    await screenshot(page, 'hub-edit-en');
    await dialog.getByRole('button', { name: /Save/ }).click();
    await dialog.waitFor({ state: 'detached' });
    await page.reload();
    await page.getByText('Volga', { exact: true }).first().waitFor();
  });
});
