// Lists driven by the keyboard alone (issue 27 point 6) in Debian's Chromium against the real
// server, in Russian and in English: Tab reaches a table's rows as one stop, the arrows, Home and End
// move between rows, Enter opens the row (an employee's page); a card grid's arrows and Enter open a
// city's form; "?" outside a field shows the shortcuts in the UI's language, clean under axe at both
// screen sizes.
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findingsAtEachSize } from './axe';
import { DEMO, enabled, launch, newPage, SCREENS, screenshot, signInAs } from './browser';
import { switchLanguage } from './gestures';

const TEXTS = {
  ru: { export: 'Выгрузить', help: 'Сочетания клавиш', open: 'Открыть строку списка', cityForm: /Город|Редактировать/ },
  en: { export: 'Export', help: 'Keyboard shortcuts', open: 'Open a row of a list', cityForm: /City|Edit/ },
} as const;

const focused = (target: Locator) => target.evaluate((element) => element === document.activeElement);

/** Presses Tab until a row holds the focus; answers how many rows took it on the way (one stop). */
async function tabToRows(page: Page, rows: Locator) {
  let stops = 0;
  for (let presses = 0; presses < 60; presses++) {
    await page.keyboard.press('Tab');
    const index = await rows.evaluateAll((all) => all.indexOf(document.activeElement as HTMLElement));
    if (index >= 0) return { index, stops: ++stops };
  }
  throw new Error('Tab never reached the rows');
}

describe.runIf(enabled())('lists by keyboard', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launch();
  });
  afterAll(() => browser?.close());

  for (const lang of ['ru', 'en'] as const) {
    it(`walks a table and a card grid with the keys, and shows the shortcuts (${lang})`, async () => {
      const t = TEXTS[lang];
      const page = await newPage(browser, 'ru', undefined, SCREENS.large);
      await signInAs(page, DEMO.ADMIN, '/admin/users');
      if (lang === 'en') await switchLanguage(page, 'en');

      const rows = page.getByTestId('record-row');
      await rows.nth(2).waitFor();
      // From the top bar's export button, Tab reaches the first row.
      await page.getByRole('button', { name: t.export }).focus();
      expect(await tabToRows(page, rows)).toEqual({ index: 0, stops: 1 });
      await page.keyboard.press('ArrowDown');
      await page.keyboard.press('ArrowDown');
      await expect.poll(() => focused(rows.nth(2))).toBe(true);
      await page.keyboard.press('ArrowUp');
      await expect.poll(() => focused(rows.nth(1))).toBe(true);
      await page.keyboard.press('End');
      const count = await rows.count();
      await expect.poll(() => focused(rows.nth(count - 1))).toBe(true);
      await page.keyboard.press('Home');
      await expect.poll(() => focused(rows.nth(0))).toBe(true);
      // The row that had the focus is the one Tab comes back to; the others are out of the Tab order.
      expect(await rows.evaluateAll((all) => all.map((row) => row.tabIndex))).toEqual([0, ...Array(count - 1).fill(-1)]);
      const name = (await rows.nth(1).getByRole('link').first().textContent()) ?? '';
      await page.keyboard.press('ArrowDown');
      await page.keyboard.press('Enter');
      await page.waitForURL(/\/admin\/users\/profile\//);
      await page.getByRole('heading', { name }).first().waitFor();

      await page.goto('/admin/cities');
      const cards = page.getByTestId('record-card');
      await cards.nth(1).waitFor();
      await cards.first().focus();
      await page.keyboard.press('ArrowRight');
      await expect.poll(() => focused(cards.nth(1))).toBe(true);
      await page.keyboard.press('Enter');
      const dialog = page.getByRole('dialog');
      await dialog.waitFor();
      await page.keyboard.press('Escape');
      await dialog.waitFor({ state: 'detached' });

      // "?" outside a field: the shortcuts, named in the UI's language.
      await page.locator('body').click({ position: { x: 700, y: 10 } });
      await page.keyboard.press('?');
      const help = page.getByRole('dialog', { name: t.help });
      await help.getByText(t.open).waitFor();
      const seen = await findingsAtEachSize(page, `shortcuts ${lang}`, '[role="dialog"]', (size) =>
        screenshot(page, `shortcuts-${lang}-${size}`),
      );
      expect(seen).toEqual([]);
      await page.keyboard.press('Escape');
      await help.waitFor({ state: 'detached' });
      await page.context().close();
    });
  }
});
