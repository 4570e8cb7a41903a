// Bulk actions in the clinics list (issue 27 point 3, and point 6's Space) in Debian's Chromium
// against the real server, in Russian and in English: Space selects the focused row, the header's
// checkbox the page, then "select all N matching" every clinic under the filter; a visibility change
// over a page of clinics, one of them changed by someone else after the list showed it, ends in a
// summary that names that clinic by its name with the single action's reason; the list reads again and the
// change shows. The bar, the confirmation and the summary are clean under axe at both screen sizes.
// Each language works on a page of its own, far from the first pages other tests read, and puts the
// clinics' visibility back as it was.
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO, enabled, launch, newPage, SCREENS, signInAs } from './browser';
import { audited, BAR, counts, runAction, summaryOf } from './bulkBar';
import { switchLanguage } from './gestures';

const TEXTS = {
  ru: {
    page: 9,
    row: 'Выбрать эту запись',
    all: 'Выбрать все',
    selected: (n: number) => (n === 1 ? '1 выбран' : `${n} выбрано`),
    matching: (n: number) => `Выбрать все подходящие (${n})`,
    clear: 'Не выбрано',
    hide: 'Скрыть на RU',
    show: 'Показать на RU',
    shown: 'Показывать на RU',
    run: 'Выполнить',
    summary: 'Итог',
    counts: 'Выполнено: 14, пропущено: 1',
    close: 'Закрыть',
    stale: 'Запись уже изменил кто-то другой, пока вы её редактировали',
  },
  en: {
    page: 10,
    row: 'Select this row',
    all: 'Select all',
    selected: (n: number) => (n === 1 ? '1 item selected' : `${n} items selected`),
    matching: (n: number) => `Select all matching (${n})`,
    clear: 'Unselect',
    hide: 'Hide in RU',
    show: 'Show in RU',
    shown: 'Show in RU',
    run: 'Run',
    summary: 'Summary',
    counts: 'Done: 14, skipped: 1',
    close: 'Close',
    stale: 'Someone else changed this record while you were editing it',
  },
} as const;

const rows = (page: Page) => page.getByTestId('record-row');
const focused = (target: Locator) => target.evaluate((element) => element === document.activeElement);
const checked = (boxes: Locator) => boxes.evaluateAll((all) => all.map((box) => (box as HTMLInputElement).checked));

/** Someone else's change of the clinic behind the list's back: direct leads on and off again, so
 * that only its version moves. */
async function changeElsewhere(page: Page, hash: string) {
  const status = await page.evaluate(async (clinic) => {
    const token = decodeURIComponent(/XSRF-TOKEN=([^;]+)/.exec(document.cookie)?.[1] ?? '');
    const codes: number[] = [];
    for (const dLead of [true, false]) {
      const res = await fetch('/api/admin/toggledlead', {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-xsrf-token': token },
        body: JSON.stringify({ hash: clinic, dLead }),
      });
      codes.push(res.status);
    }
    return codes;
  }, hash);
  expect(status).toEqual([200, 200]);
}

/** Sets a clinic's superagent by the single call (none: null); answers its status. */
function setAgent(page: Page, hash: string, agentId: number | null) {
  return page.evaluate(
    async ({ hash, agentId }) => {
      const token = decodeURIComponent(/XSRF-TOKEN=([^;]+)/.exec(document.cookie)?.[1] ?? '');
      const res = await fetch('/api/admin/setsuperagent', {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-xsrf-token': token },
        body: JSON.stringify({ hash, agentId }),
      });
      return res.status;
    },
    { hash, agentId },
  );
}

/** The clinic's name as the summary names it: its short name in the UI language, else its full
 * name, else the Russian ones. */
async function clinicName(page: Page, hash: string, lang: 'ru' | 'en') {
  const clinic = await (await page.request.get(`/api/admin/getclinic?hash=${hash}`)).json();
  const names = ({ shortName, name }: { shortName?: string; name?: string } = {}) => [shortName, name];
  return [...names(clinic.ll10n?.[lang.toUpperCase()]), ...names(clinic.ll10n?.RU)].find(Boolean);
}

describe.runIf(enabled())('bulk actions in the clinics list', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launch();
  });
  afterAll(() => browser?.close());

  for (const lang of ['ru', 'en'] as const) {
    it(`selects by Space and all matching, and hides a page of clinics with one stale (${lang})`, async () => {
      const t = TEXTS[lang];
      const page = await newPage(browser, 'ru', undefined, SCREENS.large);
      await signInAs(page, DEMO.ADMIN);
      if (lang === 'en') await switchLanguage(page, 'en');
      await page.goto(`/admin/clinics?page=${t.page}`);
      await rows(page).nth(14).waitFor();
      const boxes = page.getByRole('checkbox', { name: t.row });
      const shown = rows(page).getByRole('checkbox', { name: t.shown, exact: true });
      const before = await checked(shown);
      expect(before).toHaveLength(15);

      // Space selects the focused row, and again clears it; the bar counts the selection.
      await rows(page).first().focus();
      await page.keyboard.press('Space');
      await page.keyboard.press('ArrowDown');
      await expect.poll(() => focused(rows(page).nth(1))).toBe(true);
      await page.keyboard.press('Space');
      await expect.poll(() => checked(boxes)).toEqual([true, true, ...Array(13).fill(false)]);
      await page.getByText(t.selected(2), { exact: true }).waitFor();
      await page.keyboard.press('Space');
      await page.getByText(t.selected(1), { exact: true }).waitFor();
      expect(await audited(page, `bulk bar ${lang}`)).toEqual([]);
      // The bar opens above the table, not over the filters above it: each is still the element a
      // click at its middle reaches.
      const filters = page.getByRole('combobox');
      await expect
        .poll(() =>
          page
            .locator('[data-test="bulk-actions-toolbar"]')
            .boundingBox()
            .then((box) => box?.height),
        )
        .toBe(48);
      for (const filter of await filters.all()) {
        await filter.scrollIntoViewIfNeeded();
        const reached = await filter.evaluate((element) => {
          const { x, y, width, height } = element.getBoundingClientRect();
          return element.contains(document.elementFromPoint(x + width / 2, y + height / 2));
        });
        expect(reached, `${await filter.getAttribute('aria-labelledby')} under the bar`).toBe(true);
      }

      // The page's rows, then every clinic under the filter.
      await page.getByRole('checkbox', { name: t.all, exact: true }).click();
      await page.getByText(t.selected(15), { exact: true }).waitFor();
      const shownTotal = await page.locator('.MuiTablePagination-displayedRows').textContent();
      const total = Number(/(\d+)\D*$/.exec(shownTotal ?? '')?.[1]);
      expect(total).toBeGreaterThan(15 * t.page);
      await page.getByRole('button', { name: t.matching(total) }).click();
      await page.getByText(t.selected(total), { exact: true }).waitFor();
      await page.getByRole('button', { name: t.clear }).click();
      await expect.poll(() => checked(boxes)).toEqual(Array(15).fill(false));

      // The page selected; its first clinic changed elsewhere after the list showed it.
      await page.getByRole('checkbox', { name: t.all, exact: true }).click();
      await page.getByText(t.selected(15), { exact: true }).waitFor();
      const first = rows(page).first();
      const href = (await first.locator('a[href*="/admin/clinics/profile/"]').first().getAttribute('href')) ?? '';
      const hash = /profile\/([^/]+)\//.exec(href)?.[1] ?? '';
      const staleName = await clinicName(page, hash, lang);
      expect(staleName).toBeTruthy();
      await changeElsewhere(page, hash);

      const confirm = await runAction(page, lang, t.hide, 15);
      expect(await audited(page, `bulk confirm ${lang}`, '[role="dialog"]')).toEqual([]);
      await confirm.getByRole('button', { name: t.run }).click();
      const summary = page.getByRole('dialog', { name: t.summary });
      await summary.getByText(t.counts).waitFor();
      const skipped = summary.getByTestId('bulk-skipped').getByRole('listitem');
      expect(await skipped.allTextContents()).toEqual([`${staleName}: ${t.stale}`]);
      expect(await audited(page, `bulk summary ${lang}`, '[role="dialog"]')).toEqual([]);
      await summary.getByRole('button', { name: t.close }).click();
      await summary.waitFor({ state: 'detached' });

      // The list read again: the selection cleared, the others hidden in RU, the stale one as it was.
      await expect.poll(() => checked(boxes)).toEqual(Array(15).fill(false));
      await expect.poll(() => checked(shown)).toEqual([before[0], ...Array(14).fill(false)]);

      // Back as it was: the clinics shown in RU before are shown again.
      for (const [place, visible] of before.entries()) if (visible && place > 0) await boxes.nth(place).click();
      const again = before.slice(1).filter(Boolean).length;
      const restore = await runAction(page, lang, t.show, again);
      await restore.getByRole('button', { name: t.run }).click();
      const restored = page.getByRole('dialog', { name: t.summary });
      await restored.getByText(lang === 'ru' ? `Выполнено: ${again}, пропущено: 0` : `Done: ${again}, skipped: 0`).waitFor();
      await restored.getByRole('button', { name: t.close }).click();
      await expect.poll(() => checked(shown)).toEqual(before);
      await page.context().close();
      // Three audits at two sizes each, and two runs over the server.
    }, 120_000);
  }

  it('sets the superagent picked in the confirmation on selected clinics, then clears it (ru)', async () => {
    const page = await newPage(browser, 'ru', undefined, SCREENS.large);
    await signInAs(page, DEMO.ADMIN);
    await page.goto('/admin/clinics?page=11');
    await rows(page).nth(14).waitFor();
    const chosen = [0, 1].map((place) => rows(page).nth(place));
    const hashes = await Promise.all(
      chosen.map(
        async (row) =>
          /profile\/([^/]+)\//.exec((await row.locator('a[href*="/admin/clinics/profile/"]').first().getAttribute('href')) ?? '')?.[1] ??
          '',
      ),
    );
    const agents = await Promise.all(
      hashes.map(
        async (hash) =>
          ((await (await page.request.get(`/api/admin/getclinic?hash=${hash}`)).json()) as { superAgentId?: number | null }).superAgentId ??
          null,
      ),
    );
    const byHash = (hash: string) => rows(page).filter({ has: page.locator(`a[href*="/profile/${hash}/"]`) });
    const select = async () => {
      for (const hash of hashes) await byHash(hash).getByRole('checkbox', { name: TEXTS.ru.row }).click();
      await page.getByText(TEXTS.ru.selected(2), { exact: true }).waitFor();
    };

    // The agent picked in the confirmation, set on both.
    await select();
    const confirm = await runAction(page, 'ru', BAR.ru.clinics.superAgent, 2);
    await confirm.getByRole('combobox', { name: BAR.ru.clinics.superAgentPick }).click();
    const choice = page.getByRole('option').last();
    const agent = (await choice.textContent()) ?? '';
    expect(agent).not.toBe('Без суперагента');
    await choice.click();
    expect(await audited(page, 'bulk superagent confirm ru', '[role="dialog"]')).toEqual([]);
    await close(await summaryOf(page, 'ru', confirm, counts('ru', 2, 0)));
    for (const hash of hashes)
      await byHash(hash)
        .getByRole('button', { name: `Суперагент: ${agent}`, exact: true })
        .waitFor();

    // No pick: the superagent cleared on both.
    await select();
    await close(await summaryOf(page, 'ru', await runAction(page, 'ru', BAR.ru.clinics.superAgent, 2), counts('ru', 2, 0)));
    for (const hash of hashes) await byHash(hash).getByRole('button', { name: 'Назначить суперагента', exact: true }).waitFor();

    // Back as they were.
    for (const [place, hash] of hashes.entries()) expect(await setAgent(page, hash, agents[place])).toBe(200);
    await page.context().close();

    async function close(summary: Locator) {
      await summary.getByRole('button', { name: TEXTS.ru.close }).click();
      await summary.waitFor({ state: 'detached' });
    }
  }, 60_000);
});
