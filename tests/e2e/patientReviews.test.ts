// The patient reviews step in the browser against the demo catalogue, as staff use it: an empty
// save refused with the reviews form's alert and nothing sent, a review added with a video link
// and a short text and a picked specialty, the language and source filters agreeing with the
// stored reviews, an imported review opening read-only; then the same form refused in English.
// One clinic that the other browser tests leave alone.
import type { Page, Request } from 'playwright-core';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { en } from '../../i18n/en';
import { ru } from '../../i18n/ru';
import { DEMO, enabled, launch, newPage, screenshot, signInAs } from './browser';
import { switchLanguage } from './gestures';

type Review = { id: number; name: string; locals: string; source: string; origId: number | null; avatar?: string | null };

const api = <T>(page: Page, url: string) => page.evaluate(async (path) => (await fetch(path)).json(), url) as Promise<T>;
const VIDEO = 'https://youtu.be/dQw4w9WgXcQ';

describe.runIf(enabled())('the patient reviews step', () => {
  let browser: Awaited<ReturnType<typeof launch>>;
  let page: Page;
  let hash = '';
  const saves: Request[] = [];
  const rows = () => page.getByTestId('record-row');
  const stored = () => api<Review[]>(page, `/api/admin/reviews/${hash}?isPatient=true`);
  const dialog = () => page.getByRole('dialog');

  beforeAll(async () => {
    browser = await launch();
    page = await newPage(browser);
    page.on('request', (request) => {
      if (request.method() === 'POST' && /\/api\/admin\/review\//.test(request.url())) saves.push(request);
    });
    await signInAs(page, DEMO.ADMIN);
    // Further down the first page than the other steps' tests go: the clinic with most imported reviews.
    const list = await api<{ clinics: { hash: string }[] }>(page, '/api/admin/clinicslist?page=0&size=15');
    let most = 0;
    for (const clinic of list.clinics.slice(9)) {
      const imported = (await api<Review[]>(page, `/api/admin/reviews/${clinic.hash}`)).filter((r) => r.origId !== null).length;
      if (imported > most) [most, hash] = [imported, clinic.hash];
    }
    expect(hash).not.toBe('');
    await page.goto(`/admin/clinics/profile/${hash}/patientreviews`);
    await page.getByRole('button', { name: ru.app.reviews.add, exact: true }).waitFor();
  });
  afterAll(() => browser?.close());

  it('refuses an empty review with the alert and its fields marked, sending nothing', async () => {
    await page.getByRole('button', { name: ru.app.reviews.add, exact: true }).click();
    await dialog().getByRole('button', { name: ru.app.form.save }).click();
    await page.getByText(ru.app.reviews.invalid).waitFor();
    await dialog().getByText('Минимальная длина — 3').waitFor();
    await expect(dialog().getByText(ru.check.select).count()).resolves.toBeGreaterThanOrEqual(2);
    expect(saves).toHaveLength(0);
    await screenshot(page, 'reviews-refused-ru');
  });

  it('adds a review with a video link, a short text and a picked specialty', async () => {
    const name = `Пациент ${Date.now() % 100000}`;
    await dialog().getByLabel(ru.app.reviews.form.name).fill(name);
    await dialog().getByLabel(ru.app.reviews.form.country).fill('Казах');
    await page.getByRole('option', { name: 'Казахстан' }).click();
    await dialog().locator('label').filter({ hasText: 'Оценка: 5 из 5' }).click();
    await dialog().getByLabel(ru.app.reviews.form.youtube).fill(VIDEO);
    const picker = dialog().getByRole('combobox', { name: ru.app.reviews.form.categories, exact: true });
    await picker.fill('Кар');
    await page.getByText(ru.app.search.load).waitFor();
    await page.getByRole('option').first().click();
    await dialog().locator('[contenteditable="true"]').fill('Всё отлично!');
    await screenshot(page, 'reviews-add-ru');
    await dialog().getByRole('button', { name: ru.app.form.save }).click();
    await dialog().waitFor({ state: 'detached' });
    expect(saves).toHaveLength(1);
    const row = rows().filter({ hasText: name });
    await row.waitFor();
    await expect(row.getByText(ru.app.reviews.video).count()).resolves.toBe(1);
    await expect(row.getByText(/Направления: .+/).count()).resolves.toBe(1);
    const added = (await stored()).find((r) => r.name === name);
    expect(added).toMatchObject({ locals: 'RU', source: 'LG', origId: null });
  });

  it('crops and uploads the new review’s photo through the crop step, square and within 640x640', async () => {
    const added = (await stored()).filter((r) => r.origId === null).at(-1) as Review;
    await page.getByRole('button', { name: ru.app.reviews.avatar.change.replace('%{name}', added.name) }).click();
    const chooser = page.getByRole('dialog', { name: ru.app.reviews.avatar.title });
    const photo = await sharp({ create: { width: 900, height: 600, channels: 3, background: { r: 60, g: 120, b: 200 } } })
      .png()
      .toBuffer();
    await chooser.getByTestId('review-avatar-file').setInputFiles({ name: 'face.png', mimeType: 'image/png', buffer: photo });
    const crop = page.getByRole('dialog', { name: ru.app.reviews.avatar.title });
    const save = crop.getByRole('button', { name: ru.app.media.crop.save });
    await expect.poll(() => save.isEnabled()).toBe(true);
    const uploaded = page.waitForResponse((response) => response.url().includes(`/api/admin/reviewavatar/upload/${hash}/${added.id}`));
    await save.click();
    expect((await uploaded).ok()).toBe(true);
    await crop.waitFor({ state: 'detached' });
    await expect.poll(async () => (await stored()).find((r) => r.id === added.id)?.avatar ?? null).not.toBeNull();
    const avatar = (await stored()).find((r) => r.id === added.id)?.avatar as string;
    const { width, height } = await sharp(await (await page.request.get(avatar)).body()).metadata();
    expect(width).toBe(height);
    expect(width).toBeLessThanOrEqual(640);
  });

  it('filters by language and source as the stored reviews say', async () => {
    const reviews = await stored();
    const count = (lang: string, source: string) =>
      reviews.filter((r) => (lang === 'ALL' || r.locals === lang) && (source === 'ALL' || r.source === source)).length;
    const filter = (label: string, value: string) =>
      page.getByRole('group', { name: label, exact: true }).getByRole('button', { name: value, exact: true }).click();
    await expect.poll(() => rows().count()).toBe(count('RU', 'LG'));
    await filter(ru.app.reviews.filters.source, ru.app.reviews.filters.ALL);
    await expect.poll(() => rows().count()).toBe(count('RU', 'ALL'));
    await filter(ru.app.reviews.filters.lang, 'EN');
    await filter(ru.app.reviews.filters.source, 'MM');
    await expect.poll(() => rows().count()).toBe(count('EN', 'MM'));
    await filter(ru.app.reviews.filters.lang, ru.app.reviews.filters.ALL);
    await expect.poll(() => rows().count()).toBe(count('ALL', 'MM'));
    await filter(ru.app.reviews.filters.source, ru.app.reviews.filters.ALL);
    await expect.poll(() => rows().count()).toBe(reviews.length);
    await screenshot(page, 'reviews-filtered-ru');
  });

  it('opens an imported review read-only, with its published switch disabled', async () => {
    const imported = rows().filter({ hasText: ru.app.reviews.imported }).first();
    await expect(imported.getByLabel(ru.app.reviews.publishedSwitch).isDisabled()).resolves.toBe(true);
    await expect(imported.getByRole('button', { name: /^Удалить отзыв/ }).count()).resolves.toBe(0);
    await imported.getByRole('button', { name: /^Посмотреть отзыв: / }).click();
    await dialog().getByText(ru.app.reviews.form.importedNote).waitFor();
    await expect(dialog().getByLabel(ru.app.reviews.form.name).isDisabled()).resolves.toBe(true);
    await expect(dialog().getByRole('button', { name: ru.app.form.save }).count()).resolves.toBe(0);
    await screenshot(page, 'reviews-imported-ru');
    await dialog().getByRole('button', { name: ru.app.reviews.form.close }).click();
    await dialog().waitFor({ state: 'detached' });
    expect(saves).toHaveLength(1);
  });

  it('refuses a short text without a video in English, with the English alert', async () => {
    await switchLanguage(page, 'en');
    await page.getByRole('button', { name: en.app.reviews.add, exact: true }).click();
    await dialog().getByLabel(en.app.reviews.form.name).fill('Short text');
    await dialog().locator('[contenteditable="true"]').fill('Too short');
    await dialog().getByRole('button', { name: en.app.form.save }).click();
    await page.getByText(en.app.reviews.invalid).waitFor();
    await dialog().getByText('Min length is 50').waitFor();
    await screenshot(page, 'reviews-refused-en');
    expect(saves).toHaveLength(1);
  });
});
