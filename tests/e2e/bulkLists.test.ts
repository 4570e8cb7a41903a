// Bulk actions in the leads, articles and media lists (issue 27 point 3) in Debian's Chromium
// against the real server, in Russian and in English, one sign-in per role: the manager takes
// several new leads into work at once; the administrator publishes three articles of which one was
// changed elsewhere after the list showed it (skipped, named by its title with the single save's
// reason), then deletes two files just uploaded with one an article uses (skipped with the single
// delete's refusal). The bar and the summaries are clean under axe at both screen sizes. The leads
// are taken from the new tab's second page (the leads test reads the first); the articles are put
// back as they were and the files deleted are the test's own.
import type { Browser, Locator, Page } from 'playwright-core';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { en } from '../../i18n/en';
import { ru } from '../../i18n/ru';
import { watchRequests } from './axe';
import { DEMO, enabled, launch, newPage, SCREENS, signInAs } from './browser';
import { audited, BAR, counts, ROW_BOX, runAction, summaryOf } from './bulkBar';
import { switchLanguage } from './gestures';

const CATALOG = { ru, en } as const;
const LANGS = ['ru', 'en'] as const;
type Lang = (typeof LANGS)[number];

const rows = (page: Page) => page.getByTestId('record-row');
const boxes = (page: Page, lang: Lang) => rows(page).getByRole('checkbox', { name: ROW_BOX[lang] });
const skippedRows = (summary: Locator) => summary.getByTestId('bulk-skipped').getByRole('listitem').allTextContents();
const number = (lang: Lang, id: number | string) => BAR[lang].record.replace('%{id}', String(id));

/** Closes the summary; the list reads again with nothing selected. */
async function close(page: Page, lang: Lang, summary: Locator) {
  await summary.getByRole('button', { name: BAR[lang].close }).click();
  await summary.waitFor({ state: 'detached' });
  await expect.poll(() => boxes(page, lang).evaluateAll((all) => all.some((box) => (box as HTMLInputElement).checked))).toBe(false);
}

/** A call of the signed-in session from the page, with its anti-forgery token. */
function post(page: Page, path: string, body: object) {
  return page.evaluate(
    async ({ path, body }) => {
      const token = decodeURIComponent(/XSRF-TOKEN=([^;]+)/.exec(document.cookie)?.[1] ?? '');
      const res = await fetch(path, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-xsrf-token': token },
        body: JSON.stringify(body),
      });
      // Its answer read to the end: a request left unread never finishes for the axe audit's wait.
      await res.text();
      return res.status;
    },
    { path, body },
  );
}

/** Uploads an image of noise (so that it is over the 1 KB minimum); answers the new file's id. */
async function upload(page: Page, name: string) {
  const image = await sharp({
    create: { width: 96, height: 64, channels: 3, background: '#808080', noise: { type: 'gaussian', mean: 128, sigma: 40 } },
  })
    .png()
    .toBuffer();
  const token = decodeURIComponent((await page.context().cookies()).find((cookie) => cookie.name === 'XSRF-TOKEN')?.value ?? '');
  const res = await page.request.post('/api/admin/mediafile/upload', {
    headers: { 'x-xsrf-token': token },
    multipart: { file: { name, mimeType: 'image/png', buffer: image } },
  });
  expect(res.status(), await res.text()).toBe(200);
  return Number((await res.json()).file.id);
}

describe.runIf(enabled())('bulk actions in the leads, articles and media lists', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launch();
  });
  afterAll(() => browser?.close());

  it('takes several new leads into work at once (ru, en)', async () => {
    const page = await newPage(browser, 'ru', undefined, SCREENS.large);
    watchRequests(page);
    await signInAs(page, DEMO.MANAGER);
    for (const lang of LANGS) {
      const t = CATALOG[lang].app.leads;
      if (lang === 'en') await switchLanguage(page, 'en');
      await page.goto('/manager/leads?page=2');
      await rows(page).nth(2).waitFor();
      const takes = rows(page).getByRole('button', { name: t.moveOf.take.replace('%{id}', '') });
      const ids = (await takes.evaluateAll((all) => all.slice(0, 3).map((button) => button.getAttribute('aria-label')))).map(
        (label) => /\d+$/.exec(label ?? '')?.[0],
      );
      for (const place of [0, 1, 2]) await boxes(page, lang).nth(place).click();
      await page.getByText(lang === 'ru' ? '3 выбрано' : '3 items selected', { exact: true }).waitFor();
      expect(await audited(page, `bulk leads bar ${lang}`)).toEqual([]);

      const confirm = await runAction(page, lang, BAR[lang].leads.take, 3);
      const summary = await summaryOf(page, lang, confirm, counts(lang, 3, 0));
      expect(await audited(page, `bulk leads summary ${lang}`, '[role="dialog"]')).toEqual([]);
      await close(page, lang, summary);
      // Taken into work: they have left the new leads.
      for (const id of ids)
        await page.getByRole('button', { name: t.moveOf.take.replace('%{id}', String(id)), exact: true }).waitFor({ state: 'detached' });
    }
    await page.context().close();
  }, 90_000);

  it('publishes articles with a stale one named by its title, and deletes files skipping one in use (ru, en)', async () => {
    const page = await newPage(browser, 'ru', undefined, SCREENS.large);
    watchRequests(page);
    await signInAs(page, DEMO.ADMIN);
    for (const lang of LANGS) {
      const { app, server } = CATALOG[lang];
      if (lang === 'en') await switchLanguage(page, 'en');

      // The page's last three articles; the first of them changed elsewhere after the list showed it.
      await page.goto('/admin/articles');
      await rows(page).nth(2).waitFor();
      const switches = page.getByRole('switch', { name: new RegExp(`^${app.articles.publishedSwitch.split('%{name}')[0]}`) });
      const count = await switches.count();
      const places = [count - 3, count - 2, count - 1];
      const shown = async () => (await switches.evaluateAll((all) => all.map((box) => (box as HTMLInputElement).checked))).slice(-3);
      const before = await shown();
      const [open, shut] = app.articles.publishedSwitch.split('%{name}');
      const staleTitle = ((await switches.nth(places[0]).getAttribute('aria-label')) ?? '').slice(open.length, -shut.length);
      const staleId = Number(/\/(\d+)$/.exec((await rows(page).nth(places[0]).getByRole('link').first().getAttribute('href')) ?? '')?.[1]);
      for (const place of places) await boxes(page, lang).nth(place).click();
      expect(await post(page, `/api/bulk/articles/${before[0] ? 'publish' : 'unpublish'}`, { ids: [staleId] })).toBe(200);

      const publish = await summaryOf(page, lang, await runAction(page, lang, BAR[lang].articles.publish, 3), counts(lang, 2, 1));
      expect(await skippedRows(publish)).toEqual([`${staleTitle}: ${server.error.conflict}`]);
      expect(await audited(page, `bulk articles summary ${lang}`, '[role="dialog"]')).toEqual([]);
      await close(page, lang, publish);
      await expect.poll(shown).toEqual([before[0], true, true]);
      // Back as they were: those published here are withdrawn again.
      const published = before.flatMap((was, at) => (was || at === 0 ? [] : [places[at]]));
      if (published.length) {
        for (const place of published) await boxes(page, lang).nth(place).click();
        const unpublish = await runAction(page, lang, BAR[lang].articles.unpublish, published.length);
        await close(page, lang, await summaryOf(page, lang, unpublish, counts(lang, published.length, 0)));
        await expect.poll(shown).toEqual(before);
      }

      // Two files of this test's own, newest first, and below them one an article uses.
      const own = [await upload(page, `bulk-${lang}-1.png`), await upload(page, `bulk-${lang}-2.png`)];
      await page.goto('/admin/media');
      await rows(page).nth(2).waitFor();
      const idOf = async (place: number) => Number(await rows(page).nth(place).locator('td').nth(1).textContent());
      expect([await idOf(0), await idOf(1)]).toEqual([...own].reverse());
      const used = await idOf(2);
      for (const place of [0, 1, 2]) await boxes(page, lang).nth(place).click();
      const removed = await summaryOf(page, lang, await runAction(page, lang, BAR[lang].mediafiles.delete, 3), counts(lang, 2, 1));
      expect(await skippedRows(removed)).toEqual([`${number(lang, used)}: ${server.media.inUse}`]);
      await close(page, lang, removed);
      await expect.poll(() => idOf(0)).toBe(used);
    }
    await page.context().close();
  }, 120_000);
});
