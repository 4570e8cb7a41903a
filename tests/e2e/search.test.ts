// The search everywhere (issue 27) in Debian's Chromium against the real server and its demo data,
// in Russian and in English: opened by keyboard (Ctrl+K, and "/" outside a field), it finds a
// clinic, a doctor and an article by a word start (ё written as е), its results walked with the
// arrow keys and one opened with Enter at its record's address; axe finds nothing serious in it,
// open with results, at both screen sizes.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findingsAtEachSize } from './axe';
import { DEMO, enabled, launch, newPage, SCREENS, screenshot, signInAs } from './browser';
import { switchLanguage } from './gestures';

const TEXTS = {
  ru: { box: 'Что найти', clinics: 'Клиники', doctors: 'Врачи', articles: 'Статьи', results: 'Результаты поиска' },
  en: { box: 'What to find', clinics: 'Clinics', doctors: 'Doctors', articles: 'Articles', results: 'Search results' },
} as const;

/** The heading of a kind's group in the results. */
const groupOf = (page: Page, lang: 'ru' | 'en', kind: 'clinics' | 'doctors' | 'articles') =>
  page.getByRole('listbox', { name: TEXTS[lang].results }).getByRole('group', { name: new RegExp(`^${TEXTS[lang][kind]}`) });

async function ask(page: Page, lang: 'ru' | 'en', query: string) {
  const box = page.getByRole('combobox', { name: TEXTS[lang].box });
  await box.fill(query);
  return box;
}

describe.runIf(enabled())('the search everywhere', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launch();
  });
  afterAll(() => browser?.close());

  for (const lang of ['ru', 'en'] as const) {
    it(`finds a clinic, a doctor and an article by a word start and opens one (${lang})`, async () => {
      const page = await newPage(browser, 'ru', undefined, SCREENS.large);
      await signInAs(page, DEMO.ADMIN);
      if (lang === 'en') await switchLanguage(page, 'en');
      const findingsSeen: string[] = [];

      await page.locator('body').click({ position: { x: 700, y: 500 } });
      await page.keyboard.press('Control+k');
      const box = page.getByRole('combobox', { name: TEXTS[lang].box });
      await expect.poll(() => box.evaluate((element) => element === document.activeElement)).toBe(true);

      await ask(page, lang, lang === 'ru' ? 'клиник' : 'clinic');
      await groupOf(page, lang, 'clinics').getByRole('option').first().waitFor();
      await ask(page, lang, lang === 'ru' ? 'алекс' : 'alex');
      await groupOf(page, lang, 'doctors').getByRole('option').first().waitFor();
      await ask(page, lang, 'реабил');
      const article = groupOf(page, lang, 'articles').getByRole('option').first();
      await article.waitFor();
      findingsSeen.push(
        ...(await findingsAtEachSize(page, `search ${lang}`, '[role="dialog"]', (size) => screenshot(page, `search-${lang}-${size}`))),
      );
      expect(findingsSeen).toEqual([]);

      // The article is the first of its group: the arrows walk down to it, Enter opens it.
      const options = page.getByRole('listbox', { name: TEXTS[lang].results }).getByRole('option');
      const target = await options.evaluateAll((items, id) => items.findIndex((item) => item.id === id), await article.getAttribute('id'));
      for (let i = 0; i < target; i++) await page.keyboard.press('ArrowDown');
      await expect.poll(() => article.getAttribute('aria-selected')).toBe('true');
      await page.keyboard.press('Enter');
      await page.waitForURL(/\/admin\/articles\/edit\/\d+$/);
      await expect.poll(() => page.getByRole('dialog').count()).toBe(0);

      // "/" outside a field opens it again; Escape closes it.
      await page.locator('body').click({ position: { x: 5, y: 400 } });
      await page.keyboard.press('/');
      await box.waitFor();
      await page.keyboard.press('Escape');
      await box.waitFor({ state: 'detached' });
      await page.context().close();
    });
  }
});
