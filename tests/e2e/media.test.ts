// The media library in the browser against the demo data (issue 13, points 3 and 4): opened from
// the menu on page 1, an image uploaded and cropped to 3:2 (stored at 960x640), its alt refused
// when too long and then saved, a demo image in use shown with its articles and refused on delete
// (form.delete.error), the lightbox, and the selection mode opened from a rich-text editor, which
// inserts the chosen image; the screen and its edit modal again in English.
import type { Browser, Page } from 'playwright-core';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CallAnswer } from '../../common/calls';
import { en } from '../../i18n/en';
import { ru } from '../../i18n/ru';
import type { mediaLibraryCalls } from '../../resources/mediafiles/calls';
import type { MediaFile } from '../../resources/mediafiles/mediaModel';
import { DEMO, enabled, launch, mainMenu, newPage, screenshot, signInAs } from './browser';
import { saveAndWait, switchLanguage } from './gestures';

type MediaPage = CallAnswer<typeof mediaLibraryCalls.calls.listMediaFiles>;

const api = async <T>(page: Page, path: string) => (await (await page.request.get(path)).json()) as T;
const t = ru.app.mediaLibrary;
const label = (text: string, id: number) => text.replace('%{id}', String(id));

describe.runIf(enabled())('the media library', () => {
  let browser: Browser;
  let page: Page;
  let uploaded: MediaFile;
  beforeAll(async () => {
    browser = await launch();
    page = await newPage(browser);
    await signInAs(page, DEMO.ADMIN);
  });
  afterAll(() => browser?.close());

  it('uploads and crops an image, then refuses a long alt and saves a good one', async () => {
    await mainMenu(page).getByRole('link', { name: 'Медиатека' }).click();
    await page.waitForURL('**/admin/media?page=1');
    const image = await sharp({ create: { width: 1200, height: 900, channels: 3, background: '#3a7bd5' } })
      .png()
      .toBuffer();
    await page.getByTestId('list-upload-input').setInputFiles({ name: 'ward.png', mimeType: 'image/png', buffer: image });
    const crop = page.getByRole('dialog', { name: t.crop.title });
    await crop.locator('.cropper-crop-box').waitFor();
    await screenshot(page, 'media-crop-ru');
    const answer = await saveAndWait(page, crop.getByRole('button', { name: ru.app.media.crop.save }), {
      path: '/api/admin/mediafile/upload',
    });
    uploaded = (await answer.json()).file as MediaFile;
    // The whole 1200x900 image's 3:2 area (1200x800), reduced to 960x640.
    expect([uploaded.xsize, uploaded.ysize]).toEqual([960, 640]);
    const row = page.getByTestId('record-row').first();
    await expect.poll(() => row.textContent()).toContain(`${uploaded.xsize}×${uploaded.ysize}px`);

    await row.getByRole('button', { name: label(t.edit, uploaded.id) }).click();
    const editor = page.getByRole('dialog', { name: label(t.editor.title, uploaded.id) });
    await editor.getByText(t.editor.notUsed).waitFor();
    const alt = editor.getByRole('textbox', { name: t.editor.alt });
    await alt.fill('о'.repeat(257));
    await editor.getByRole('button', { name: ru.app.form.save }).click();
    await editor.getByText('Максимальная длина — 256').waitFor();
    await alt.fill('Палата после ремонта');
    await editor.getByRole('button', { name: ru.app.form.save }).click();
    await editor.waitFor({ state: 'detached' });
    await row.getByText('Палата после ремонта').waitFor();

    await row.getByRole('button', { name: label(t.open, uploaded.id) }).click();
    const lightbox = page.getByRole('dialog', { name: ru.app.media.lightbox.title });
    await lightbox.getByRole('img', { name: 'Палата после ремонта' }).waitFor();
    await page.keyboard.press('Escape');
    await lightbox.waitFor({ state: 'detached' });
  });

  it('lists the articles using a demo image and refuses to remove it', async () => {
    const { slice: articles } = await api<{ slice: { name: string; imageName: string }[] }>(page, '/api/admin/articles/list?page=0&size=1');
    const { slice: files } = await api<MediaPage>(page, '/api/admin/mediafile/list?page=0&size=200');
    const index = files.findIndex((file) => file.name === articles[0].imageName);
    const used = files[index];
    await page.goto(`/admin/media?page=${Math.floor(index / 50) + 1}`);
    const row = page.getByTestId('record-row').filter({ has: page.getByRole('link', { name: used.url }) });
    await row.getByRole('button', { name: label(t.edit, used.id) }).click();
    const editor = page.getByRole('dialog', { name: label(t.editor.title, used.id) });
    await editor.getByRole('list', { name: t.editor.usedBy }).getByText(articles[0].name, { exact: false }).waitFor();
    await screenshot(page, 'media-edit-ru');
    await editor.getByRole('button', { name: ru.app.form.cancel }).click();

    await row.getByRole('button', { name: label(t.remove, used.id) }).click();
    await page.getByRole('dialog', { name: t.removeDialog.title }).getByRole('button', { name: ru.app.form.delete }).click();
    await page.getByText(ru.form.delete.error).waitFor();
    await row.waitFor();
  });

  it('opens the selection mode from a rich-text editor and inserts the chosen image', async () => {
    const { clinics } = await api<{ clinics: { hash: string }[] }>(page, '/api/admin/clinicslist?page=0&size=15');
    // The last clinic of the first page: the promotions browser test uses the first ones; nothing is saved here.
    await page.goto(`/admin/clinics/profile/${clinics[clinics.length - 1].hash}/promotions`);
    await page.getByRole('button', { name: t.richText.insert }).click();
    const picker = page.getByRole('dialog', { name: t.picker.title });
    await picker.getByRole('button', { name: label(t.select, uploaded.id) }).click();
    await picker.waitFor({ state: 'detached' });
    await page.locator(`.ProseMirror img[src="${uploaded.url}"]`).waitFor();
  });

  it('shows the library and its edit modal in English', async () => {
    await page.goto('/admin/media?page=1');
    await switchLanguage(page, 'en');
    await page.getByRole('button', { name: en.app.mediaLibrary.upload }).waitFor();
    await page.getByRole('columnheader', { name: en.resources.mediafiles.fields.thumbnail }).waitFor();
    await screenshot(page, 'media-en');
    await page.getByRole('button', { name: label(en.app.mediaLibrary.edit, uploaded.id) }).click();
    const editor = page.getByRole('dialog', { name: label(en.app.mediaLibrary.editor.title, uploaded.id) });
    await editor.getByText(en.app.mediaLibrary.editor.usedBy).waitFor();
    await screenshot(page, 'media-edit-en');
    await editor.getByRole('button', { name: en.app.form.cancel }).click();
    await switchLanguage(page, 'ru');
  });
});
