// The dialogs by keyboard alone, in Debian's Chromium against the real server: Tab reaches the
// button, Enter or Space opens the dialog with the focus inside it, its fields are filled and
// saved with keys, Escape closes it (through the unsaved-changes modal when there are edits) and
// the focus comes back to the button that opened it.
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO, enabled, launch, newPage, screenshot, signInAs } from './browser';

/** Presses Tab until `target` holds the focus, as a keyboard user walks through the page. */
async function tabTo(page: Page, target: Locator, limit = 150) {
  await target.waitFor();
  for (let presses = 0; presses < limit; presses++) {
    if (await focused(target)) return;
    await page.keyboard.press('Tab');
  }
  throw new Error(`${limit} presses of Tab never reached ${target}`);
}

const focused = (target: Locator) => target.evaluate((element) => element === document.activeElement);
const focusWithin = (target: Locator) => target.evaluate((element) => element.contains(document.activeElement));

/** Opens a select's list with the keyboard, moves down to an option (wrapping round, as a person
 * scans the list) and takes it with Enter. The presses are counted from the list first and sent in
 * a row, as a person who has read the list presses: checking the focus after each of 40 presses
 * outlasted the test's minute on a slowed page. */
async function chooseByKeys(page: Page, select: Locator, option: string) {
  await tabTo(page, select);
  await page.keyboard.press('ArrowDown');
  const list = page.getByRole('listbox');
  await expect.poll(() => focusWithin(list)).toBe(true);
  const options = list.getByRole('option');
  const names = (await options.allInnerTexts()).map((name) => name.trim());
  const from = await options.evaluateAll((items) => items.indexOf(document.activeElement as HTMLElement));
  const to = names.indexOf(option);
  if (to === -1) throw new Error(`the list has no option ${option}: ${names.join(', ')}`);
  for (let presses = (to - from + names.length) % names.length; presses > 0; presses--) await page.keyboard.press('ArrowDown');
  await expect.poll(() => focused(list.getByRole('option', { name: option, exact: true }))).toBe(true);
  await page.keyboard.press('Enter');
  await expect.poll(() => select.textContent()).toContain(option);
}

/** Skips the top bar and the side menu by the page's first stop, as keyboard users do on every
 * screen (WCAG 2.4.1), so that the next Tab is in the page's content: tabbing through the twenty
 * menu links each time outlasted the test's minute on a slowed page. */
async function skipToContent(page: Page) {
  await tabTo(page, page.getByRole('button', { name: 'Перейти к содержанию' }));
  await page.keyboard.press('Enter');
  await expect.poll(() => page.evaluate(() => document.activeElement === document.body)).toBe(true);
}

/** Opens a dialog from `opener` with `key` and checks that the focus went into it. */
async function openWith(page: Page, opener: Locator, key: 'Enter' | 'Space') {
  await tabTo(page, opener);
  await page.keyboard.press(key);
  const dialog = page.getByRole('dialog');
  await dialog.waitFor();
  await expect.poll(() => focusWithin(dialog)).toBe(true);
  return dialog;
}

/** Closes the open dialog with Escape and checks that the focus came back to `opener`. */
async function escapeBackTo(page: Page, opener: Locator) {
  await page.keyboard.press('Escape');
  await page.getByRole('dialog').waitFor({ state: 'detached' });
  await expect.poll(() => focused(opener)).toBe(true);
}

describe.runIf(enabled())('dialogs by keyboard alone', () => {
  let browser: Browser;
  let page: Page;
  beforeAll(async () => {
    browser = await launch();
    page = await newPage(browser);
    await signInAs(page, DEMO.ADMIN);
  });
  afterAll(() => browser?.close());

  it('adds a city: fields filled and saved with keys, the card in the list, the focus back on "Add"', async () => {
    await page.goto('/admin/cities');
    await page.locator('[data-testid="record-card"]').first().waitFor();
    await skipToContent(page);
    const add = page.getByRole('button', { name: 'Добавить', exact: true });
    const dialog = await openWith(page, add, 'Enter');
    for (const [label, text] of [
      ['URL (slug)', 'klaviatursk'],
      ['Название (RU)', 'Клавиатурск'],
      ['Название (EN)', 'Keyboardsk'],
      ['Где (в предложном падеже, RU)', 'в Клавиатурске'],
    ]) {
      await tabTo(page, dialog.getByLabel(label));
      await page.keyboard.type(text);
      // What a person sees before going on: the field holds what was typed.
      expect(await dialog.getByLabel(label).inputValue(), label).toBe(text);
    }
    await chooseByKeys(page, dialog.getByRole('combobox', { name: 'Регион' }), 'Калужская область');
    await chooseByKeys(page, dialog.getByRole('combobox', { name: 'Хаб' }), 'Поволжье');
    await screenshot(page, 'keyboard-city-form');
    await tabTo(page, dialog.getByRole('button', { name: 'Сохранить' }));
    await page.keyboard.press('Enter');
    await dialog.waitFor({ state: 'detached' });
    const cards = page.locator('[data-testid="record-card"] h2');
    await expect
      .poll(() => cards.allInnerTexts(), { timeout: 30_000 })
      .toEqual(expect.arrayContaining([expect.stringContaining('Клавиатурск')]));
    await expect.poll(() => focused(add)).toBe(true);
  });

  it('asks before dropping edits: "keep editing" and "don\'t save" work by keyboard', async () => {
    const add = page.getByRole('button', { name: 'Добавить', exact: true });
    const form = await openWith(page, add, 'Space');
    const slug = form.getByLabel('URL (slug)');
    await tabTo(page, slug);
    await page.keyboard.type('draft');
    await page.keyboard.press('Escape');
    const unsaved = page.getByRole('dialog', { name: 'Изменения не сохранены' });
    await unsaved.waitFor();
    await expect.poll(() => focusWithin(unsaved)).toBe(true);
    await screenshot(page, 'keyboard-unsaved');
    await tabTo(page, unsaved.getByRole('button', { name: 'Продолжить редактирование' }));
    await page.keyboard.press('Enter');
    await unsaved.waitFor({ state: 'detached' });
    expect(await slug.inputValue()).toBe('draft');
    await expect.poll(() => focusWithin(form)).toBe(true);
    await page.keyboard.press('Escape');
    await tabTo(page, unsaved.getByRole('button', { name: 'Не сохранять' }));
    await page.keyboard.press('Enter');
    await page.getByRole('dialog').waitFor({ state: 'detached' });
    await expect.poll(() => focused(add)).toBe(true);
  });

  it('edits a hub: saved with keys, the new text there when it opens again', async () => {
    await page.goto('/admin/hubs');
    await skipToContent(page);
    const edit = page.getByRole('button', { name: /^Редактировать: / }).last();
    const dialog = await openWith(page, edit, 'Space');
    const seo = dialog.getByLabel('SEO-текст (RU)');
    await tabTo(page, seo);
    await page.keyboard.press('ControlOrMeta+A');
    await page.keyboard.type('Текст набран с клавиатуры');
    await tabTo(page, dialog.getByRole('button', { name: 'Сохранить' }));
    await page.keyboard.press('Enter');
    await dialog.waitFor({ state: 'detached' });
    await expect.poll(() => focused(edit)).toBe(true);
    await page.keyboard.press('Enter');
    expect(await page.getByRole('dialog').getByLabel('SEO-текст (RU)').inputValue()).toBe('Текст набран с клавиатуры');
    await escapeBackTo(page, edit);
  });

  it('opens and closes the synchronisation dialog without running it', async () => {
    await page.goto('/admin/clinics?page=1');
    await skipToContent(page);
    const sync = page.getByRole('button', { name: 'Синхронизация', exact: true });
    const dialog = await openWith(page, sync, 'Enter');
    await dialog.getByRole('button', { name: 'Запустить' }).waitFor();
    await escapeBackTo(page, sync);
  });

  it("chooses a clinic's superagent with keys and saves it", async () => {
    const opener = page
      .locator('[data-testid="record-row"]')
      .first()
      .getByRole('button', { name: /^Суперагент: / });
    const agent = ((await opener.textContent()) ?? '').replace(/^Суперагент: /i, '');
    const dialog = await openWith(page, opener, 'Enter');
    // The current agent is chosen again from the keyboard: the demo data stays as the other tests expect.
    await chooseByKeys(page, dialog.getByRole('combobox', { name: 'Суперагент' }), agent);
    await tabTo(page, dialog.getByRole('button', { name: 'Сохранить' }));
    await page.keyboard.press('Enter');
    await page.getByText('Суперагент назначен').waitFor();
    await dialog.waitFor({ state: 'detached' });
    await expect.poll(() => focused(opener)).toBe(true);
  });

  it("opens and closes the agents' confirmation and transfer dialogs", async () => {
    await page.goto('/admin/agents?page=1');
    await skipToContent(page);
    for (const name of ['Сделать главным', 'Передать клиники']) {
      const opener = page.getByRole('button', { name, exact: true }).and(page.locator(':enabled')).first();
      await openWith(page, opener, 'Enter');
      await escapeBackTo(page, opener);
    }
  });
  // Every other dialog of the menu screens and profile steps is opened with Enter and closed with
  // Escape, the focus checked both ways, by the accessibility walk (a11y.test.ts) in both languages.
});
