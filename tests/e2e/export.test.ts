// The export of what a list shows (issue 27 point 2) in Debian's Chromium against the real server
// and its demo data, in Russian and in English: the clinics list under a filter, exported by
// keyboard alone (the top bar's button, its menu walked with the arrows) as XLSX, read back by
// exceljs: its headings in the UI's language and as many rows as the list says it holds. axe finds
// nothing serious in the open menu at either screen size.
import { readFile } from 'node:fs/promises';
import ExcelJS from 'exceljs';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findingsAtEachSize } from './axe';
import { DEMO, enabled, launch, newPage, SCREENS, screenshot, signInAs } from './browser';
import { switchLanguage } from './gestures';

const TEXTS = {
  ru: {
    button: 'Выгрузить',
    menu: 'Выгрузить список',
    xlsx: 'Excel (XLSX)',
    name: 'Полное название',
    sheet: 'Клиники',
    saved: /^Сохранён файл clinics-/,
  },
  en: { button: 'Export', menu: 'Export the list', xlsx: 'Excel (XLSX)', name: 'Full name', sheet: 'Clinics', saved: /^Saved clinics-/ },
} as const;

describe.runIf(enabled())('the export of a list', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launch();
  });
  afterAll(() => browser?.close());

  for (const lang of ['ru', 'en'] as const) {
    it(`exports the filtered clinics list as a workbook, by keyboard (${lang})`, async () => {
      const t = TEXTS[lang];
      const page = await newPage(browser, 'ru', undefined, SCREENS.large);
      // The clinics visible in English: more than one page of 15.
      await signInAs(page, DEMO.ADMIN, '/admin/clinics?page=1&loc=EN');
      if (lang === 'en') await switchLanguage(page, 'en');
      await page.getByTestId('record-row').first().waitFor();
      const shown = await page.locator('.MuiTablePagination-displayedRows').textContent();
      const total = Number(/(\d+)\D*$/.exec(shown ?? '')?.[1]);
      expect(total).toBeGreaterThan(15);

      const button = page.getByRole('button', { name: t.button });
      await button.focus();
      await page.keyboard.press('Enter');
      const menu = page.getByRole('menu', { name: t.menu });
      await menu.waitFor();
      const seen = await findingsAtEachSize(page, `export menu ${lang}`, undefined, (size) => screenshot(page, `export-${lang}-${size}`));
      expect(seen).toEqual([]);
      await page.keyboard.press('ArrowDown');
      await expect.poll(() => page.getByRole('menuitem', { name: t.xlsx }).evaluate((item) => item === document.activeElement)).toBe(true);
      const [download] = await Promise.all([page.waitForEvent('download'), page.keyboard.press('Enter')]);
      expect(download.suggestedFilename()).toMatch(/^clinics-\d{4}-\d{2}-\d{2}\.xlsx$/);
      await page.getByText(t.saved).waitFor();

      const workbook = new ExcelJS.Workbook();
      await workbook.xlsx.load((await readFile((await download.path()) ?? '')) as unknown as ArrayBuffer);
      const sheet = workbook.worksheets[0];
      expect(sheet.name).toBe(t.sheet);
      expect((sheet.getRow(1).values as unknown[]).slice(1)).toContain(t.name);
      // The heading, then every clinic the filter selects, all pages.
      expect(sheet.rowCount).toBe(total + 1);
      await page.context().close();
    });
  }
});
