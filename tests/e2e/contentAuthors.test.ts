// The content staff's screens in the browser as the REDACTOR (issue 14, points 5–7), one sign-in:
// its landing page, a doctor author refused without a photo and created with one, a video added
// (a link to another site refused first) and linked to a clinic and one of that clinic's
// directions through the exact-match picker, the author's earlier description restored from its
// editor's history section, and a screen outside its area (the 403 page).
// SCREENS=1 also writes the authors' and the video library's screenshots in RU and EN.
import type { Browser, Page } from 'playwright-core';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { en } from '../../i18n/en';
import { ru } from '../../i18n/ru';
import type { PublicClinic, Video } from '../../resources/video/videoRecords';
import { findings, settle, watchRequests } from './axe';
import { DEMO, enabled, launch, mainMenu, newPage, screenshot, signInAs } from './browser';
import { saveAndWait, switchLanguage } from './gestures';

const api = async <T>(page: Page, path: string) => (await (await page.request.get(path)).json()) as T;
const fields = ru.resources.authors.fields;
const v = ru.app.video;
/** The video's labels (resources.video.fields since the screen is a declaration). */
const vf = ru.resources.video.fields;
const SHOTS = process.env.SCREENS === '1';

describe.runIf(enabled())('the content staff as the REDACTOR', () => {
  let browser: Browser;
  let page: Page;
  beforeAll(async () => {
    browser = await launch();
    page = await newPage(browser);
    await signInAs(page, DEMO.REDACTOR);
  });
  afterAll(() => browser?.close());

  it('creates a doctor author only with a photo', async () => {
    await mainMenu(page)
      .getByRole('link', { name: ru.resources.authors.name.split(' |||| ')[1] })
      .click();
    await page.waitForURL('**/redactor/authors');
    await page.getByRole('link', { name: ru.app.authors.addDoctor }).click();
    await page.waitForURL('**/redactor/authors/0?doctor=1');
    const values: [string, string][] = [
      [fields.lastName, 'Видеоавторова'],
      [fields.firstName, 'Анна'],
      [fields.patronymicName, 'Петровна'],
      [fields.personDescription, 'Кардиолог, пишет о профилактике'],
      [fields.description, 'Кардиология'],
      [fields.seniority, '12'],
    ];
    for (const [label, value] of values) await page.getByLabel(label, { exact: true }).fill(value);
    await page.getByRole('button', { name: ru.app.form.save }).click();
    await page.getByText(ru.server.authors.photoRequired).waitFor();
    expect(page.url()).toContain('/redactor/authors/0');

    // A photograph-like picture: a flat one compresses below the smallest image the server takes.
    const noise = { type: 'gaussian', mean: 128, sigma: 40 } as const;
    const photo = await sharp({ create: { width: 400, height: 400, channels: 3, background: '#8a5', noise } })
      .jpeg()
      .toBuffer();
    await page.locator('input[type=file]').setInputFiles({ name: 'portrait.jpg', mimeType: 'image/jpeg', buffer: photo });
    await saveAndWait(page, page.getByRole('button', { name: ru.app.form.save }), { path: '/api/admin/author' }, { status: 200 });
    await page.waitForURL(/\/redactor\/authors\/[1-9]\d*$/);
    await page.getByRole('heading', { name: 'Видеоавторова Анна Петровна', level: 1 }).waitFor();
    if (SHOTS) await screenshot(page, 'author-editor-ru');
  });

  it('adds a video and links it to a clinic and one of its directions', async () => {
    // A clinic with directions, as the picker offers it (the same reads the screen makes).
    const { clinics } = await api<{ clinics: { slug: string; ll10n: { RU: { name: string } } }[] }>(
      page,
      '/api/admin/clinicslist?page=0&size=1000',
    );
    // Of two clinics named alike the picker takes the first (exactMatch.ts), which may have other
    // directions: a clinic whose name no other clinic has.
    const named = (name: string) => clinics.filter((other) => other.ll10n.RU.name === name).length;
    let clinic: PublicClinic | undefined;
    for (const { slug } of clinics.filter((candidate) => named(candidate.ll10n.RU.name) === 1)) {
      const found = await api<PublicClinic>(page, `/api/clinics/${slug}?locale=RU`);
      if (found.specCatsList.length) {
        clinic = found;
        break;
      }
    }
    if (!clinic) throw new Error('the demo data has no clinic with directions');
    const direction = clinic.specCatsList[0].category;

    await mainMenu(page)
      .getByRole('link', { name: ru.resources.video.name.split(' |||| ')[1] })
      .click();
    await page.waitForURL('**/redactor/video');
    await page.getByRole('button', { name: v.addButton }).click();
    const dialog = page.getByRole('dialog', { name: v.addTitle });
    await dialog.getByLabel(vf.title).fill('Видео из проверки видеотеки');
    await dialog.getByLabel(vf.url).fill('https://vimeo.com/76979871');
    await dialog.getByRole('button', { name: ru.app.form.add }).click();
    await dialog.getByText(ru.check.video).waitFor();
    await dialog.getByLabel(vf.url).fill('https://www.youtube.com/watch?v=dQw4w9WgXcQ');
    await dialog.getByRole('button', { name: ru.app.form.add }).click();
    await dialog.waitFor({ state: 'detached' });

    // The new video opens expanded: a part of a name is not added, the exact name is.
    const collapse = page.getByRole('button', { name: v.collapse.replace('%{name}', 'Видео из проверки видеотеки') });
    const row = page.locator(`#${await collapse.getAttribute('aria-controls')}`);
    const picker = row.getByRole('combobox', { name: v.add.replace('%{what}', vf.clinics) });
    // Typed and entered by keyboard, the pointer out of the way: a pointer resting over the list
    // the input opens (here, where the add dialog's button was) highlights the option under it,
    // and Enter then takes that one.
    await page.mouse.move(0, 0);
    await picker.fill(clinic.name.slice(0, -1));
    await picker.press('Enter');
    await expect.poll(() => picker.inputValue()).toBe('');
    await picker.fill(clinic.name);
    await picker.press('Enter');
    await row.getByRole('checkbox', { name: direction.name }).check();
    if (SHOTS) await screenshot(page, 'video-ru');
    const saved = await saveAndWait(page, row.getByRole('button', { name: ru.app.form.save }), {
      path: '/api/admin/video/',
      method: 'PUT',
    });
    const video = (await saved.json()) as Video;
    expect(video.clinics).toEqual([clinic.id]);
    expect(video.clinicCategories).toEqual({ [clinic.id]: [direction.id] });
    await page.getByText(v.saved).waitFor();
  });

  it('screenshots in English', async () => {
    if (!SHOTS) return;
    // The app bar hides while the page is scrolled down.
    await page.evaluate(() => window.scrollTo(0, 0));
    await switchLanguage(page, 'en');
    await page.getByRole('button', { name: en.app.video.addButton }).waitFor();
    await page
      .getByRole('button', { name: /^Expand video/ })
      .first()
      .click();
    await page.getByRole('checkbox').first().waitFor();
    await screenshot(page, 'video-en');
    await page.goto('/redactor/authors');
    await page.getByRole('link', { name: en.app.authors.addDoctor }).waitFor();
    await screenshot(page, 'authors-en');
    await page.getByRole('link', { name: /^Edit author Видеоавторова/ }).click();
    await page.getByRole('heading', { name: 'Видеоавторова Анна' }).first().waitFor();
    await screenshot(page, 'author-editor-en');
    await switchLanguage(page, 'ru');
    await page.goto('/redactor/authors');
    await page.getByRole('link', { name: ru.app.authors.addDoctor }).waitFor();
    await screenshot(page, 'authors-ru');
  });

  it('reads its author’s history in the editor and brings an earlier description back', async () => {
    const h = ru.resources.history;
    watchRequests(page);
    await page.goto('/redactor/authors');
    await page.getByRole('link', { name: /^Изменить автора «Видеоавторова/ }).click();
    const description = page.getByLabel(fields.description, { exact: true });
    await expect.poll(() => description.inputValue()).toBe('Кардиология');
    await description.fill('Кардиология и аритмология');
    const save = page.getByRole('button', { name: ru.app.form.save });
    await saveAndWait(page, save, { method: 'PUT', path: '/api/admin/author' }, { status: 200 });

    await page.getByRole('button', { name: h.record.title }).click();
    const entries = page.locator('ol > li').filter({ has: page.getByRole('button', { name: h.restore.open }) });
    // Newest first: the change, then the creation. The history screen is an ADMIN's: no link to it.
    await expect.poll(() => entries.count()).toBe(2);
    expect(await page.getByRole('link', { name: h.record.all }).count()).toBe(0);
    // The editor reads its record again after the save; the compare button is clicked once that
    // is done (a click in the meantime once opened nothing, under load).
    await settle(page);
    await entries.last().getByRole('button', { name: h.restore.open }).click();
    const compare = page.getByRole('dialog', { name: /^Версия №\d+ от / });
    expect(await compare.getByRole('row').filter({ hasText: 'Кардиология и аритмология' }).innerText()).toMatch(
      /Кардиология\s+Кардиология и аритмология/,
    );
    expect(await findings(page, 'restore dialog redactor', '[role="dialog"]')).toEqual([]);
    await compare.getByRole('checkbox', { name: h.restore.choose.replace('%{field}', fields.description) }).check();
    await compare.getByRole('button', { name: h.restore.chosen }).click();
    await compare.waitFor({ state: 'detached' });
    await page.getByText(h.restore.done.split(' |||| ')[0].replace('%{smart_count}', '1')).waitFor();
    await expect.poll(() => description.inputValue()).toBe('Кардиология');
  });

  it('lands on its own start page and may not open the clinics', async () => {
    await page.goto('/redactor/articles');
    // Either language: a screenshot step before may have left English on.
    const video = [ru, en].map((catalog) => catalog.resources.video.name.split(' |||| ')[1]).join('|');
    await mainMenu(page)
      .getByRole('link', { name: new RegExp(`^(${video})$`) })
      .waitFor();
    await page.goto('/admin/clinics');
    await page.getByText(new RegExp(`^(${ru.app.errors[403]}|${en.app.errors[403]})$`)).waitFor();
  });
});
