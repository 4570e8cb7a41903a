// The pictures and logo steps in the browser against the real server with the demo catalogue:
// a 2 MB photo is compressed by the browser before upload (the server stores it within
// 1920x1080), its thumbnail shows and it becomes the main picture; a text file and a tiny one
// are refused on the spot; a logo is cropped (the upload carries at most 1280x1280), shown and
// deleted, and "<<" copies the catalogue logo.
import type { Browser, Page, Request } from 'playwright-core';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CallAnswer } from '../../common/calls';
import type { logoCalls, pictureCalls } from '../../resources/clinics/calls';
import { DEMO, enabled, launch, newPage, screenshot, signInAs } from './browser';

type LogoAnswer = CallAnswer<typeof logoCalls.calls.clinicLogo>;
type PicturesAnswer = CallAnswer<typeof pictureCalls.calls.clinicPictures>;

/** A 2400x1800 JPEG of noise over gradients, about 1.9 MB: over the 1 MiB compression bound. */
async function noisyPhoto(): Promise<Buffer> {
  const [width, height] = [2400, 1800];
  const raw = Buffer.alloc(width * height * 3);
  let seed = 7;
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      seed = (seed * 1103515245 + 12345) & 0x7fffffff;
      const noise = (seed >> 16) % 48;
      const i = (y * width + x) * 3;
      raw[i] = ((x * 255) / width + noise) & 255;
      raw[i + 1] = ((y * 255) / height + noise) & 255;
      raw[i + 2] = (128 + noise) & 255;
    }
  }
  return sharp(raw, { raw: { width, height, channels: 3 } })
    .jpeg({ quality: 85 })
    .toBuffer();
}

type Sent = { type: string; width: number; height: number; size: number };
type Spied = { sentImages?: Sent[] };

/** Records the image each upload carries (the browser does not show multipart files to the test). */
function spyOnUploads() {
  const send = XMLHttpRequest.prototype.send;
  XMLHttpRequest.prototype.send = function (body) {
    const file = body instanceof FormData ? body.get('file') : null;
    if (file instanceof Blob) {
      void createImageBitmap(file).then(({ width, height }) => {
        const spied = window as unknown as Spied;
        spied.sentImages = [...(spied.sentImages ?? []), { type: file.type, width, height, size: file.size }];
      });
    }
    return send.call(this, body);
  };
}

const sentImages = (page: Page) => page.evaluate(() => (window as unknown as Spied).sentImages ?? []);

const api = async <T>(page: Page, path: string) => (await (await page.request.get(path)).json()) as T;

describe.runIf(enabled())('the pictures and logo steps', () => {
  let browser: Browser;
  let page: Page;
  let hash = '';
  const uploads: Request[] = [];
  beforeAll(async () => {
    browser = await launch();
    page = await newPage(browser);
    await page.addInitScript(spyOnUploads);
    page.on('request', (request) => {
      if (request.method() === 'POST' && /\/api\/admin\/(image|cliniclogo)\/upload/.test(request.url())) uploads.push(request);
    });
    await signInAs(page, DEMO.ADMIN);
    // A clinic with a catalogue logo and none of its own, so that "<<" is offered.
    const { clinics } = await api<{ clinics: { hash: string }[] }>(page, '/api/admin/clinicslist?page=0&size=30');
    for (const clinic of clinics) {
      const logos = await api<LogoAnswer>(page, `/api/admin/cliniclogo/${clinic.hash}`);
      if (logos.mLogo && !logos.lLogo) {
        hash = clinic.hash;
        break;
      }
    }
    expect(hash).not.toBe('');
  });
  afterAll(() => browser?.close());

  it('compresses a 2 MB photo in the browser, shows its thumbnail and makes it the main picture', async () => {
    const before = await api<PicturesAnswer>(page, `/api/admin/pictures/${hash}`);
    await page.goto(`/admin/clinics/profile/${hash}/pictures`);
    await page.getByRole('button', { name: 'Добавить фотографии' }).click();
    const dialog = page.getByRole('dialog', { name: 'Добавление фотографий' });
    const photo = await noisyPhoto();
    expect(photo.length).toBeGreaterThan(1_048_576);
    await dialog.getByTestId('list-upload-files').setInputFiles([
      { name: 'clinic-hall.jpg', mimeType: 'image/jpeg', buffer: photo },
      { name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.alloc(4096, 'a') },
      { name: 'tiny.png', mimeType: 'image/png', buffer: Buffer.alloc(500) },
    ]);
    // Each refusal by its reason, naming the file (issue 26 point 2; both said "wrong format/size").
    await dialog.getByText('Файл «notes.txt» нельзя загрузить: тип TXT не подходит, можно GIF, JPG, JPEG, PNG, WEBP').waitFor();
    await dialog.getByText('Файл «tiny.png» меньше 1 кБ').waitFor();
    await expect.poll(() => dialog.getByText('Загружено', { exact: true }).count(), { timeout: 30_000 }).toBe(1);
    await screenshot(page, 'pictures-upload-ru');
    expect(uploads).toHaveLength(1);
    await expect.poll(() => sentImages(page)).toEqual([{ type: 'image/jpeg', width: 1440, height: 1080, size: expect.any(Number) }]);
    expect((await sentImages(page))[0].size).toBeLessThan(photo.length);
    await dialog.getByRole('button', { name: 'Закрыть' }).click();

    const after = await api<PicturesAnswer>(page, `/api/admin/pictures/${hash}`);
    expect(after.images).toHaveLength(before.images.length + 1);
    const added = after.images.find((image) => !before.images.some((old) => old.id === image.id));
    if (!added) throw new Error('the uploaded picture is not in the gallery');
    expect(added.width).toBeLessThanOrEqual(1920);
    expect(added.height).toBeLessThanOrEqual(1080);
    expect(added.width).toBe(1440);
    expect(added.size).toBeLessThan(photo.length);

    // The card by its thumbnail: the main picture moves to the front of the gallery.
    const card = page.getByTestId('record-card').filter({ has: page.locator(`img[src="${added.thumb}"]`) });
    const thumb = card.locator('img');
    await expect.poll(() => thumb.evaluate((img) => (img as HTMLImageElement).naturalWidth)).toBeGreaterThan(0);
    await card.getByRole('button', { name: 'Сделать главной' }).click();
    await expect.poll(() => card.getByText('Главная', { exact: true }).isVisible()).toBe(true);
    const stored = await api<PicturesAnswer>(page, `/api/admin/pictures/${hash}`);
    expect(stored.images.filter((image) => image.mainImg).map((image) => image.id)).toEqual([added.id]);
    await screenshot(page, 'pictures-ru');

    await expect.poll(() => page.getByTestId('record-card').first().locator('img').getAttribute('src')).toBe(added.thumb);
    await card.getByRole('button', { name: /^Открыть фотографию \d+ в полном размере$/ }).click();
    const box = page.getByRole('dialog', { name: 'Просмотр фотографии' });
    await expect.poll(() => box.locator('img').evaluate((img) => (img as HTMLImageElement).naturalWidth)).toBe(1440);
    await screenshot(page, 'pictures-lightbox-ru');
    await page.keyboard.press('Escape');
    await expect.poll(() => box.count()).toBe(0);
  });

  it('crops a logo to at most 1280x1280 before upload, shows it, and deletes it after the confirmation', async () => {
    await page.goto(`/admin/clinics/profile/${hash}/logo`);
    const own = page.getByRole('group', { name: 'Логотип клиники' });
    // A wait, not a 1-second poll: under the full suite's load the step may take longer to load.
    await own.getByText('Логотип не загружен').waitFor();
    const source = await sharp({ create: { width: 1600, height: 1000, channels: 4, background: { r: 20, g: 110, b: 200, alpha: 1 } } })
      .png()
      .toBuffer();
    const crop = page.getByRole('dialog', { name: 'Кадрирование логотипа' });
    // A text file named .png says so in words (issue 26 point 2: the frame stayed blank before).
    await own
      .locator('input[type="file"]')
      .setInputFiles({ name: 'notes.png', mimeType: 'image/png', buffer: Buffer.from('not an image '.repeat(400)) });
    await crop.getByText('Файл «notes.png» не открывается как изображение').waitFor();
    expect(await crop.getByRole('button', { name: 'Сохранить' }).isDisabled()).toBe(true);
    await crop.getByRole('button', { name: 'Отмена' }).click();
    await crop.waitFor({ state: 'detached' });
    await own.locator('input[type="file"]').setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: source });
    const save = crop.getByRole('button', { name: 'Сохранить' });
    await expect.poll(() => save.isEnabled()).toBe(true);
    await screenshot(page, 'logo-crop-ru');
    uploads.length = 0;
    await save.click();
    await expect.poll(() => crop.count()).toBe(0);
    await expect.poll(() => own.locator('img').count()).toBe(1);
    expect(uploads).toHaveLength(1);
    // The whole 1600x1000 picture was chosen (autoCropArea 1): sent within 1280x1280, still a PNG.
    await expect.poll(() => sentImages(page)).toEqual([{ type: 'image/png', width: 1280, height: 800, size: expect.any(Number) }]);
    const stored = await api<LogoAnswer>(page, `/api/admin/cliniclogo/${hash}`);
    await expect.poll(() => own.locator('img').getAttribute('src')).toBe(stored.lLogo?.url);
    expect(await page.getByRole('button', { name: 'Скопировать логотип из каталога' }).count()).toBe(0);
    await screenshot(page, 'logo-ru');

    await own.getByRole('button', { name: 'Удалить логотип' }).click();
    await page
      .getByRole('dialog')
      .getByRole('button', { name: /Удалить/ })
      .click();
    await expect.poll(() => own.getByText('Логотип не загружен').isVisible()).toBe(true);
    expect((await api<LogoAnswer>(page, `/api/admin/cliniclogo/${hash}`)).lLogo).toBeNull();
  });

  it('copies the catalogue logo with its button while the clinic has none of its own', async () => {
    const own = page.getByRole('group', { name: 'Логотип клиники' });
    const copy = page.getByRole('button', { name: 'Скопировать логотип из каталога' });
    // Its words are its name (the original showed "<<" only; issue 26 point 3).
    await expect.poll(() => copy.textContent()).toBe('Скопировать логотип из каталога');
    await screenshot(page, 'logo-catalogue-ru');
    await copy.click();
    await expect.poll(() => own.locator('img').count()).toBe(1);
    await expect.poll(() => copy.count()).toBe(0);
    const stored = await api<LogoAnswer>(page, `/api/admin/cliniclogo/${hash}`);
    expect(stored.lLogo).not.toBeNull();
    await expect.poll(() => own.locator('img').evaluate((img) => (img as HTMLImageElement).naturalWidth)).toBeGreaterThan(0);
  });

  // Issue 26 point 2: a text file renamed .png passes the browser's check of name and size. The
  // logo's crop step finds it cannot open it, the pictures' server refuses its content; both say
  // the same words, naming the file, and neither offers Retry.
  it('says the same of a renamed text file on the logo and on the pictures', async () => {
    const renamed = { name: 'renamed.png', mimeType: 'image/png', buffer: Buffer.alloc(4096, 'a') };
    const words = 'Файл «renamed.png» не открывается как изображение: он переименован или повреждён';
    await page.goto(`/admin/clinics/profile/${hash}/logo`);
    await page.getByRole('group', { name: 'Логотип клиники' }).locator('input[type=file]').setInputFiles(renamed);
    const crop = page.getByRole('dialog', { name: 'Кадрирование логотипа' });
    await crop.getByText(words).waitFor();
    await crop.getByRole('button', { name: 'Отмена' }).click();
    await crop.waitFor({ state: 'detached' });

    await page.goto(`/admin/clinics/profile/${hash}/pictures`);
    await page.getByRole('button', { name: 'Добавить фотографии' }).click();
    const dialog = page.getByRole('dialog', { name: 'Добавление фотографий' });
    await dialog.getByTestId('list-upload-files').setInputFiles(renamed);
    await dialog.getByText(words).waitFor();
    expect(await dialog.getByRole('button', { name: /Повторить/ }).count()).toBe(0);
    await screenshot(page, 'pictures-renamed-ru');
    await dialog.getByRole('button', { name: 'Закрыть' }).click();
  });
});
