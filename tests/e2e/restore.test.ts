// Restoring from the history in the browser (issue 27 point 5), in Russian and in English: a
// clinic's base step saved twice, the first version compared with now in the record history's
// "Compare and restore" dialog (audited by axe), its full name chosen by keyboard and restored, the
// form showing it again and the history naming the restore; then a city's English name restored
// from the history screen's row, the dialog audited at both screen sizes.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findings, findingsAtEachSize } from './axe';
import { DEMO, enabled, launch, newPage, screenshot, signInAs } from './browser';
import { switchLanguage } from './gestures';

const WORDS = {
  ru: {
    fullName: 'Полное название',
    save: 'Сохранить',
    saved: 'Данные успешно сохранены',
    history: 'История изменений',
    compare: 'Сравнить и восстановить',
    version: /^Версия №\d+ от /,
    choose: 'Восстановить: Полное название (RU)',
    chosen: 'Восстановить выбранные',
    done: 'Восстановлено полей: 1',
    restoredFrom: /Восстановлено из версии №\d+/,
    changedTo: 'изменено на',
    chooseCityName: 'Восстановить: Название (EN)',
  },
  en: {
    fullName: 'Full name',
    save: 'Save',
    saved: 'Data saved successfully',
    history: 'Change history',
    compare: 'Compare and restore',
    version: /^Version #\d+ of /,
    choose: 'Restore: Full name (RU)',
    chosen: 'Restore chosen',
    done: 'Fields restored: 1',
    restoredFrom: /Restored from version #\d+/,
    changedTo: 'changed to',
    chooseCityName: 'Restore: Name (EN)',
  },
} as const;

/** A clinic of the list's first page that no other browser test edits (they take the first rows,
 * and the ones whose names the list's search finds). */
async function clinicHash(page: Page, row: number): Promise<string> {
  return page.evaluate(
    async (at) =>
      ((await (await fetch('/api/admin/clinicslist?page=0&size=15')).json()).clinics as { hash: string }[])
        .filter((clinic) => !JSON.stringify(clinic).includes('Здоров'))
        .at(at)?.hash ?? '',
    row,
  );
}

type City = { id: number; slug: string; name: { RU: string; EN: string }; place: { RU: string }; region: number; hubId: number };

/** A city no other browser test edits (the history's test takes Samara, the cities' test the first
 * rows), read and saved through the page's own session: `names` as its English name, one save each. */
async function saveCityNames(page: Page, row: number, names: string[]): Promise<City> {
  return page.evaluate(
    async ({ at, names }) => {
      const cities = (await (await fetch('/api/admin/citieslist')).json()).cities as City[];
      const city = cities.filter((c) => c.name.RU !== 'Самара').at(at) as City;
      const token = decodeURIComponent(/XSRF-TOKEN=([^;]+)/.exec(document.cookie)?.[1] ?? '');
      for (const nameEN of names) {
        const form = {
          id: city.id,
          slug: city.slug,
          nameRU: city.name.RU,
          place: city.place.RU,
          nameEN,
          region: city.region,
          hubId: city.hubId,
        };
        // The city's call takes multipart form data, as its form sends it.
        const body = new FormData();
        for (const [name, value] of Object.entries(form)) body.append(name, String(value));
        const res = await fetch('/api/admin/city', { method: 'POST', headers: { 'x-xsrf-token': token }, body });
        if (!res.ok) throw new Error(`city save: ${res.status}`);
      }
      return city;
    },
    { at: row, names },
  );
}

/** Audits the open dialog at both screen sizes. */
function audited(page: Page, where: string) {
  return findingsAtEachSize(page, where, '[role="dialog"]', (size) => screenshot(page, `${where.replaceAll(' ', '-')}-${size}`));
}

describe.runIf(enabled())('restoring from the history: a profile step, and a city from the history screen', () => {
  let browser: Browser;
  let page: Page;
  beforeAll(async () => {
    browser = await launch();
    page = await newPage(browser);
    await signInAs(page, DEMO.ADMIN);
  });
  afterAll(() => browser?.close());

  for (const [lang, row] of [
    ['ru', -1],
    ['en', -2],
  ] as const) {
    it(`brings the first version's full name back (${lang})`, async () => {
      const w = WORDS[lang];
      if (lang === 'en') await switchLanguage(page, 'en');
      await page.goto(`/admin/clinics/profile/${await clinicHash(page, row)}/base`);
      const fullName = page.getByLabel(w.fullName, { exact: true });
      const first = `Клиника первой версии ${lang}`;
      for (const name of [first, `Клиника второй версии ${lang}`]) {
        await fullName.fill(name);
        await page.getByRole('button', { name: w.save, exact: true }).click();
        await page.getByText(w.saved).last().waitFor();
      }

      await page.getByRole('button', { name: w.history }).click();
      const history = page.getByRole('dialog', { name: w.history });
      // Newest first: the first save is the entry whose name was changed to the first version.
      const entry = history.locator('ol > li').filter({ hasText: new RegExp(`${w.changedTo}\\s*${first}`) });
      await entry.getByRole('button', { name: w.compare }).click();
      const compare = page.getByRole('dialog', { name: w.version });
      const nameRow = compare.getByRole('row').filter({ hasText: first });
      await nameRow.waitFor();
      expect(await nameRow.innerText()).toMatch(new RegExp(`${first}\\s+Клиника второй версии ${lang}`));
      expect(await findings(page, `restore dialog (${lang})`, '[role="dialog"]')).toEqual([]);
      await screenshot(page, `restore-dialog-${lang}`);

      // By keyboard: the field's checkbox, then the button.
      const choose = compare.getByRole('checkbox', { name: w.choose });
      await choose.focus();
      await page.keyboard.press('Space');
      expect(await choose.isChecked()).toBe(true);
      await compare.getByRole('button', { name: w.chosen }).focus();
      await page.keyboard.press('Enter');
      await compare.waitFor({ state: 'detached' });
      await page.getByText(w.done).waitFor();
      await history.getByText(w.restoredFrom).first().waitFor();
      await page.keyboard.press('Escape');
      await history.waitFor({ state: 'detached' });
      await expect.poll(() => fullName.inputValue()).toBe(first);
    });

    it(`brings a city's English name back from the history screen (${lang})`, async () => {
      const w = WORDS[lang];
      const [first, second] = [`First version ${lang}`, `Second version ${lang}`];
      const city = await saveCityNames(page, row, [first, second]);
      await page.goto(
        `/admin/history?${new URLSearchParams({ filter: JSON.stringify({ entity: 'cities', entityId: String(city.id) }), page: '1' })}`,
      );
      const entry = page.locator('table tbody tr').filter({ hasText: new RegExp(`${w.changedTo}\\s*${first}`) });
      await entry.getByRole('button', { name: w.compare }).click();
      const compare = page.getByRole('dialog', { name: w.version });
      const nameRow = compare.getByRole('row').filter({ hasText: first });
      expect(await nameRow.innerText()).toMatch(new RegExp(`${first}\\s+${second}`));
      expect(await audited(page, `restore dialog history screen ${lang}`)).toEqual([]);
      await compare.getByRole('checkbox', { name: w.chooseCityName }).check();
      await compare.getByRole('button', { name: w.chosen }).click();
      await compare.waitFor({ state: 'detached' });
      await page.getByText(w.done).waitFor();
      await page.locator('table tbody tr').filter({ hasText: w.restoredFrom }).first().waitFor();
      const now = await page.evaluate(
        async (id) => ((await (await fetch('/api/admin/citieslist')).json()).cities as City[]).find((c) => c.id === id)?.name.EN,
        city.id,
      );
      expect(now).toBe(first);
      // The demo's name back, for whoever reads this city next.
      await saveCityNames(page, row, [city.name.EN]);
    });
  }
});
