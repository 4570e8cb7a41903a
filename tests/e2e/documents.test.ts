// The documents step in the browser against the real server with the demo catalogue: a PDF with a
// Cyrillic name uploads with visible progress and is listed; an executable renamed to .pdf is
// refused with the server's message; the download carries the original name; in English, a
// catalogue file offers no delete and the uploaded one is deleted after the confirmation.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CallAnswer } from '../../common/calls';
import { en } from '../../i18n/en';
import { ru } from '../../i18n/ru';
import type { freeFileCalls } from '../../resources/clinics/calls';
import { DEMO, enabled, launch, newPage, screenshot, signInAs } from './browser';
import { switchLanguage } from './gestures';

const NAME = 'Лицензия клиники.pdf';
/** About 400 kB: long enough, on a throttled line, for the progress to show. */
const pdf = Buffer.concat([Buffer.from('%PDF-1.4\n'), Buffer.alloc(400_000, 0x20), Buffer.from('\n%%EOF\n')]);
const renamedExecutable = Buffer.concat([Buffer.from('MZ\x90\x00\x03\x00\x00\x00\x04\x00', 'latin1'), Buffer.alloc(4096)]);

type FreeFilesAnswer = CallAnswer<typeof freeFileCalls.calls.clinicFreeFiles>;

const api = async <T>(page: Page, path: string) => (await (await page.request.get(path)).json()) as T;

describe.runIf(enabled())('the documents step', () => {
  let browser: Browser;
  let page: Page;
  let step = '';
  const dialog = () => page.getByRole('dialog', { name: ru.app.documents.upload.title });

  beforeAll(async () => {
    browser = await launch();
    page = await newPage(browser);
    await signInAs(page, DEMO.ADMIN);
    // The last clinic of the first page that has catalogue files: the other browser tests edit
    // the first ones.
    const { clinics } = await api<{ clinics: { hash: string }[] }>(page, '/api/admin/clinicslist?page=0&size=30');
    for (const { hash } of clinics.reverse()) {
      const { files } = await api<FreeFilesAnswer>(page, `/api/admin/clinicfreefiles/${hash}`);
      if (files.some((file) => file.origId !== null)) {
        step = `/admin/clinics/profile/${hash}/documents`;
        break;
      }
    }
    expect(step).not.toBe('');
    await page.goto(step);
  });
  afterAll(() => browser?.close());

  it('uploads a PDF with visible progress and lists it under its name', async () => {
    await page.getByRole('button', { name: ru.app.documents.add, exact: true }).click();
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 20, downloadThroughput: -1, uploadThroughput: 200_000 });
    await page.getByTestId('list-upload-files').setInputFiles({ name: NAME, mimeType: 'application/pdf', buffer: pdf });
    await dialog()
      .getByText(/^Загружаем… \d+%$/)
      .waitFor();
    await dialog().getByText(ru.app.media.upload.done).waitFor();
    await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 0, downloadThroughput: -1, uploadThroughput: -1 });
    await screenshot(page, 'documents-ru-upload');
    await dialog().getByRole('button', { name: ru.app.media.upload.close }).click();
    const row = page.getByTestId('record-row').filter({ hasText: NAME });
    await row.waitFor();
    await expect(row.textContent()).resolves.toContain('400 кБ');
  });

  it('refuses an executable renamed to .pdf with the reason', async () => {
    await page.getByRole('button', { name: ru.app.documents.add, exact: true }).click();
    await page
      .getByTestId('list-upload-files')
      .setInputFiles({ name: 'Прайс.pdf', mimeType: 'application/pdf', buffer: renamedExecutable });
    await dialog().getByRole('alert').filter({ hasText: 'Содержимое файла не похоже на PDF' }).waitFor();
    await dialog().getByRole('button', { name: ru.app.media.upload.close }).click();
    await expect(page.getByTestId('record-row').filter({ hasText: 'Прайс.pdf' }).count()).resolves.toBe(0);
  });

  it('downloads the file under its original name', async () => {
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('link', { name: NAME }).click()]);
    expect(download.suggestedFilename()).toBe(NAME);
  });

  it('in English, offers no delete for a catalogue file and deletes an uploaded one after confirming', async () => {
    await switchLanguage(page, 'en');
    await page.getByRole('button', { name: en.app.documents.add, exact: true }).waitFor();
    const catalogue = page.getByTestId('record-row').filter({ hasText: en.app.documents.catalogue }).first();
    await catalogue.waitFor();
    await expect(catalogue.getByRole('button', { name: /^Delete/ }).count()).resolves.toBe(0);
    await page.getByRole('button', { name: `Delete the document ${NAME}` }).click();
    await page.getByRole('dialog', { name: en.app.documents.deleteTitle }).getByRole('button', { name: en.ra.action.delete }).click();
    await page.getByTestId('record-row').filter({ hasText: NAME }).waitFor({ state: 'detached' });
    await screenshot(page, 'documents-en-deleted');
  });
});
