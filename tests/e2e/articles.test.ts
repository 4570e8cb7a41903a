// Articles and tags in the browser against the demo data (issue 14 points 1-3): a webinar written
// from an empty form to a published one, refused once on its name, with a picked image, all
// categories and hubs and a rubric added in place, stored at its own address; then a tag saved
// from the tags list, which returns to it. The rules' detail is in tests/api/articles.test.ts.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ru } from '../../i18n/ru';
import { DEMO, enabled, launch, mainMenu, newPage, screenshot, signInAs } from './browser';

const t = ru.app.articles;
const f = ru.resources.articles.fields;
const stamp = Date.now().toString(36);

/** The fields every article and tag needs, typed in; the image picked from the library. */
async function fillRequired(page: Page, name: string) {
  await page.getByLabel(f.rating).fill('42');
  await page.getByLabel(f.name, { exact: true }).fill(name);
  await page.getByLabel(f.teaser).fill('Анонс для проверки редактора статей');
  await page.locator('[contenteditable="true"]').first().fill('Текст статьи, который длиннее двадцати знаков.');
  await page.getByLabel(f.mediaAlt).fill('Описание изображения для проверки');
  await page.getByRole('button', { name: t.image.choose }).click();
  const picker = page.getByRole('dialog', { name: ru.app.mediaLibrary.picker.title });
  await picker
    .getByRole('button', { name: /^Выбрать изображение \d+/ })
    .first()
    .click();
  await picker.waitFor({ state: 'detached' });
  await page.getByRole('button', { name: t.catalogue.open }).click();
  const catalogue = page.getByRole('dialog', { name: t.catalogue.title });
  await catalogue.getByLabel(t.catalogue.all).check();
  await catalogue.getByRole('button', { name: t.catalogue.done }).click();
}

describe.runIf(enabled())('articles and tags', () => {
  let browser: Browser;
  let page: Page;
  beforeAll(async () => {
    browser = await launch();
    page = await newPage(browser);
    await signInAs(page, DEMO.ADMIN);
  });
  afterAll(() => browser?.close());

  it('writes a webinar from empty to published, refusing a short name first', async () => {
    await mainMenu(page).getByRole('link', { name: 'Статьи' }).click();
    await page.getByRole('tab', { name: t.types.WEBINAR }).click();
    await page.getByRole('button', { name: `Добавить: ${t.types.WEBINAR}` }).click();
    await page.waitForURL('**/admin/articles/edit/0?typ=WEBINAR');
    await fillRequired(page, 'Коротко');
    await page.getByLabel(t.hubs.all).check();
    await page.getByRole('button', { name: ru.app.form.save }).click();
    await expect.poll(() => page.getByText('Минимальная длина — 10').count()).toBeGreaterThan(0);
    expect(page.url()).toContain('/edit/0');
    await screenshot(page, 'article-refused-ru');

    await page.getByLabel(f.name, { exact: true }).fill(`Вебинар о подготовке к операции ${stamp}`);
    await page.getByLabel(f.published).check();
    await page.getByRole('button', { name: t.rubrics.add }).click();
    const rubric = page.getByRole('dialog', { name: t.rubrics.title });
    await rubric.getByLabel(ru.resources.rubrics.fields.name).fill(`Рубрика ${stamp}`);
    await rubric.getByLabel(ru.resources.rubrics.fields.slug).fill(`/rubric-${stamp}`);
    await rubric.getByRole('button', { name: ru.ra.action.save }).click();
    await page.getByRole('button', { name: `Рубрика ${stamp}` }).waitFor();
    await page.getByRole('button', { name: ru.app.form.save }).click();
    await page.waitForURL(/\/admin\/articles\/edit\/[1-9]\d*$/);
    await page.getByRole('button', { name: t.preview }).waitFor();
    await screenshot(page, 'article-saved-ru');
    const id = Number(page.url().split('/').pop());
    const saved = (await (await page.request.get(`/api/admin/article/get?id=${id}`)).json()).article;
    expect(saved).toMatchObject({ typ: 'WEBINAR', published: true, allCategories: true, allHubs: true });
    expect(saved.slug).toBe(`vebinar-o-podgotovke-k-operatsii-${stamp}`);
    expect(saved.rubrics).toHaveLength(1);
    expect(saved.mediaId).toBeGreaterThan(0);
  });

  it('saves a tag and returns to the tags list', async () => {
    await mainMenu(page).getByRole('link', { name: 'Теги' }).click();
    await page.getByRole('button', { name: t.tags.create }).click();
    await page.waitForURL('**/admin/tags/edit/0');
    await fillRequired(page, `Тег для проверки ${stamp}`);
    await page.getByRole('button', { name: ru.app.form.save }).click();
    await page.waitForURL(/\/admin\/tags(\?page=1)?$/);
    await page.getByRole('link', { name: `Тег для проверки ${stamp}` }).waitFor();
    await screenshot(page, 'tags-ru');
  });
});
