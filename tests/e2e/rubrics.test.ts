// Rubrics in the browser (002 §5 "Rubric"): the demo rubrics listed; an empty name and a lone
// slash refused with the spec's words and nothing sent; a slug with a leading slash saved without
// it; a slug already used refused on its field, in English too. No edit or delete is offered.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO, enabled, launch, mainMenu, newPage, screenshot, signInAs } from './browser';
import { switchLanguage } from './gestures';

describe.runIf(enabled())('rubrics in the browser', () => {
  let browser: Browser;
  let page: Page;
  const posts: string[] = [];
  beforeAll(async () => {
    browser = await launch();
    page = await newPage(browser);
    page.on('request', (request) => {
      if (request.method() === 'POST' && request.url().endsWith('/api/admin/rubric')) posts.push(request.postData() ?? '');
    });
    await signInAs(page, DEMO.ADMIN);
  });
  afterAll(() => browser?.close());

  const dialog = () => page.getByRole('dialog');

  it('is in the ADMIN menu and lists the demo rubrics, with no edit or delete', async () => {
    // The ADMIN start page links its sections too: the menu's link is the one under test.
    await mainMenu(page).getByRole('link', { name: 'Рубрики' }).click();
    await page.waitForURL('**/admin/rubrics');
    await page.getByRole('cell', { name: 'Новости клиник' }).waitFor();
    expect(await page.getByRole('button', { name: /Редактировать|Удалить/ }).count()).toBe(0);
  });

  it('refuses an empty name and a lone slash with the spec’s words, sending nothing', async () => {
    await page.getByRole('button', { name: 'Добавить' }).click();
    await dialog().getByLabel('URL (slug)').fill('/');
    await dialog().getByRole('button', { name: 'Сохранить' }).click();
    await dialog().getByText('Укажите название').waitFor();
    await dialog().getByText('Укажите URL').waitFor();
    await screenshot(page, 'rubric-form-errors');
    expect(posts).toEqual([]);
  });

  it('saves a rubric without the slug’s leading slash', async () => {
    await dialog().getByLabel('Название').fill('Онкология');
    await dialog().getByLabel('URL (slug)').fill('/oncology');
    await dialog().getByRole('button', { name: 'Сохранить' }).click();
    await dialog().waitFor({ state: 'detached' });
    await page.reload();
    const row = page.getByRole('row').filter({ hasText: 'Онкология' });
    await row.waitFor();
    expect(await row.getByRole('cell').allTextContents()).toEqual(['Онкология', 'oncology']);
  });

  it('refuses a slug already used, on its field, in English', async () => {
    await switchLanguage(page, 'en');
    await page.getByRole('button', { name: 'Add' }).click();
    await dialog().getByLabel('Name').fill('Oncology');
    await dialog().getByLabel('URL (slug)').fill('oncology');
    await dialog().getByRole('button', { name: 'Save' }).click();
    await dialog().getByText('This value is already used').waitFor();
    await screenshot(page, 'rubric-slug-taken-en');
    await dialog().getByRole('button', { name: 'Cancel' }).click();
    await page.getByRole('button', { name: "Don't save" }).click();
    await dialog().waitFor({ state: 'detached' });
    await switchLanguage(page, 'ru');
  });
});
