// SEO pages in the browser (002 §2 "SEO pages", §5 "SEO page"): the ADMIN lands on the tree; a
// category page, a specialty page and a city page open in the modal with only their level's slugs
// editable; a bad slug is refused on its field with nothing sent, a good save is stored; a counter
// leads to the clinics list filtered by direction and disease; the tree in English. The rules'
// detail is in tests/api/seoPages.test.ts.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO, enabled, launch, newPage, screenshot, signInAs } from './browser';
import { choose, switchLanguage } from './gestures';

describe.runIf(enabled())('SEO pages in the browser', () => {
  let browser: Browser;
  let page: Page;
  const posts: string[] = [];
  beforeAll(async () => {
    browser = await launch();
    page = await newPage(browser);
    page.on('request', (request) => {
      if (request.method() === 'POST' && request.url().endsWith('/api/admin/seopage')) posts.push(request.postData() ?? '');
    });
    await signInAs(page, DEMO.ADMIN);
  });
  afterAll(() => browser?.close());

  const dialog = () => page.getByRole('dialog');
  // The demo's first direction has a published page with texts and specialty pages below it.
  const first = () => page.locator('section').first();
  const editable = async () =>
    Promise.all(
      ['Slug 1 (направление)', 'Slug 2 (заболевание или город)', 'Slug 3 (город)'].map((label) => dialog().getByLabel(label).isEditable()),
    );
  const openEditor = async (button: ReturnType<Page['getByRole']>) => {
    await button.click();
    await dialog().getByLabel('Заголовок').waitFor();
  };
  const cancel = async () => {
    await dialog().getByRole('button', { name: 'Отмена' }).click();
    await dialog().waitFor({ state: 'detached' });
  };

  it('lands on the tree and opens a category page with only slug1 editable', async () => {
    await page.waitForURL('**/admin/seopages');
    await first().getByText('Опубликована').first().waitFor();
    await openEditor(
      first()
        .getByRole('button', { name: /^Изменить SEO-страницу/ })
        .first(),
    );
    expect(await editable()).toEqual([true, false, false]);
    expect(await dialog().getByLabel('Slug 1 (направление)').inputValue()).not.toBe('');
    await screenshot(page, 'seo-category-page');
    await cancel();
  });

  it('refuses a bad slug on its field, then saves a specialty page', async () => {
    await first()
      .getByRole('button', { name: /^Развернуть/ })
      .click();
    const row = first().getByTestId('seo-row').nth(1);
    await openEditor(row.getByRole('button', { name: /^Изменить SEO-страницу/ }));
    expect(await editable()).toEqual([false, true, false]);
    await dialog().getByLabel('Slug 2 (заболевание или город)').fill('Bad slug');
    await dialog().getByRole('button', { name: 'Сохранить' }).click();
    await dialog().getByText('Только строчные латинские буквы, цифры и дефисы между ними').waitFor();
    expect(posts).toEqual([]);
    const title = `Проверка ${Date.now()}`;
    await dialog().getByLabel('Slug 2 (заболевание или город)').fill('e2e-disease');
    await dialog().getByLabel('Заголовок').fill(title);
    await dialog().getByRole('button', { name: 'Сохранить' }).click();
    await page.getByText('Данные успешно сохранены').waitFor();
    expect(posts.length).toBe(1);
    expect(JSON.parse(posts[0])).toMatchObject({ slug2: 'e2e-disease', title });
    expect(JSON.parse(posts[0])).not.toHaveProperty('slug1');
    await screenshot(page, 'seo-specialty-saved');
    await cancel();
    await row.getByText('e2e-disease').waitFor();
  });

  it('opens a city page with slug2 and slug3 editable', async () => {
    await page.getByRole('combobox', { name: 'Город' }).click();
    await page.getByRole('option').nth(1).click();
    const row = first().getByTestId('seo-row').nth(1);
    // The direction stays open across cities.
    await openEditor(row.getByRole('button', { name: /^Изменить SEO-страницу/ }));
    expect(await editable()).toEqual([false, true, true]);
    await cancel();
  });

  it('leads from a counter to the clinics list filtered by direction and disease', async () => {
    await choose(page, page.getByRole('combobox', { name: 'Город' }), 'Все города');
    const row = first().getByTestId('seo-row').nth(1);
    const disease = (await row.locator('span').first().textContent()) ?? '';
    await row.getByRole('link', { name: /^Клиник:/ }).click();
    await page.waitForURL(/\/admin\/clinics\?cId=\d+&sid=\d+/);
    await page.getByRole('combobox', { name: 'Специальность' }).filter({ hasText: disease }).waitFor();
    await screenshot(page, 'seo-counter-clinics');
  });

  it('shows the tree in English', async () => {
    await page.goto(`${new URL(page.url()).origin}/admin/seopages`);
    await switchLanguage(page, 'en');
    await first().getByText('Published').first().waitFor();
    await screenshot(page, 'seo-tree-en');
    await switchLanguage(page, 'ru');
  });
});
