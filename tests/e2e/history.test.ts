// The history of changes in the browser: a city's edit shows up on the history screen, filtered
// by entity, with its field's value before and after; the city's own form lists it too; the
// screen in English; a record's history link opens the screen filtered to that record.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO, enabled, launch, newPage, screenshot, signInAs } from './browser';
import { choose, switchLanguage } from './gestures';

const rows = (page: Page) => page.locator('table tbody tr');
/** The history screen's address filtered as `filter` (a declared list keeps its filter in `filter`). */
const historyAt = (filter: Record<string, string>) =>
  `/admin/history?${new URLSearchParams({ filter: JSON.stringify(filter), page: '1' })}`;
/** The filter an address of the history screen names. */
const filterOf = (url: URL) => JSON.parse(url.searchParams.get('filter') ?? '{}') as Record<string, string>;

describe.runIf(enabled())('the history of changes', () => {
  let browser: Browser;
  let page: Page;
  beforeAll(async () => {
    browser = await launch();
    page = await newPage(browser);
    await signInAs(page, DEMO.ADMIN);
  });
  afterAll(() => browser?.close());

  it('records a city edit', async () => {
    await page.goto('/admin/cities');
    await page.getByRole('button', { name: 'Редактировать: Самара' }).click();
    const dialog = page.getByRole('dialog', { name: /Редактирование/ });
    await dialog.getByLabel('Название (EN)').fill('Samara on the Volga');
    await dialog.getByRole('button', { name: 'Сохранить' }).click();
    await dialog.waitFor({ state: 'detached' });
  });

  // One row per run (issue 25 point 4; a row per step before): the demo's catalogue run, its
  // totals, and its 17 steps behind a disclosure, each named with its counts.
  it('names a synchronisation run, its counts and its steps in words, without internal keys', async () => {
    await page.goto(historyAt({ entity: 'sync' }));
    const run = rows(page).filter({ hasText: 'Шаги (17)' }).first();
    await run.waitFor();
    expect(await run.innerText()).toMatch(/Синхронизация: .+ — .+\n[\s\S]*Добавлено: \d+/);
    const clinics = run.locator('li').filter({ hasText: /^Клиники:/ });
    expect(await clinics.isVisible()).toBe(false);
    await run.getByText('Шаги (17)').click();
    await clinics.waitFor();
    expect(await clinics.innerText()).toMatch(/^Клиники: Строк в каталоге \d+, Добавлено \d+, Обновлено \d+/);
    expect(await run.innerText()).not.toMatch(/пусто|added|#clinics|server\.sync/);
  });

  it('lists the change on the history screen, filtered by entity, with before and after', async () => {
    await page.getByRole('link', { name: 'История изменений' }).click();
    await page.waitForURL('**/admin/history**');
    await rows(page).first().waitFor();
    await choose(page, page.getByRole('combobox', { name: 'Объект' }), 'Город');
    await page.waitForURL((url) => filterOf(url).entity === 'cities');
    const change = rows(page).filter({ hasText: 'Samara on the Volga' }).first();
    await change.waitFor();
    // The filtered page replaces the whole list (the previous page stays on screen until it comes).
    await expect.poll(() => rows(page).filter({ hasNotText: 'Город #' }).count(), { timeout: 15_000 }).toBe(0);
    const text = await change.innerText();
    expect(text).toContain(DEMO.ADMIN.email);
    expect(text).toContain('Изменение');
    expect(text).toMatch(/Название \(EN\): Samara\s*→\s*изменено на\s*Samara on the Volga/);
    await screenshot(page, 'history-screen-ru');
  });

  it('shows the city its own history in its form, with a link to the screen filtered to it', async () => {
    await page.goto('/admin/cities');
    await page.getByRole('button', { name: 'Редактировать: Самара' }).click();
    const dialog = page.getByRole('dialog', { name: /Редактирование/ });
    const section = dialog.getByRole('button', { name: 'История изменений' });
    await section.focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => section.getAttribute('aria-expanded')).toBe('true');
    await dialog.getByText('Samara on the Volga').waitFor();
    expect(await dialog.getByRole('listitem').filter({ hasText: 'Название (EN)' }).first().innerText()).toMatch(/Samara\s*→/);
    await screenshot(page, 'history-city-form-ru');
    await dialog.getByRole('link', { name: 'Вся история записи' }).click();
    await page.waitForURL(
      (url) => url.pathname === '/admin/history' && filterOf(url).entity === 'cities' && /^\d+$/.test(filterOf(url).entityId ?? ''),
    );
    await rows(page).filter({ hasText: 'Samara on the Volga' }).first().waitFor();
    expect(await rows(page).count()).toBeGreaterThan(0);
    expect(await rows(page).filter({ hasNotText: 'Samara' }).count()).toBe(0);
  });

  it('opens the history of a clinic from its profile editor and closes it from the keyboard', async () => {
    // Not the first clinic (clinicProfile.test.ts expects its sections untouched), nor one that the
    // clinics list's name search finds (clinics.test.ts checks those names), nor the versions test's.
    const clinic = await page.evaluate(
      async () =>
        ((await (await fetch('/api/admin/clinicslist?page=0&size=15')).json()).clinics as { hash: string }[])
          .slice(1)
          .filter((row) => !JSON.stringify(row).includes('Здоров'))[1],
    );
    await page.goto(`/admin/clinics/profile/${clinic.hash}/base`);
    await page.getByLabel('Полное название', { exact: true }).fill('Клиника с историей');
    await page.getByRole('button', { name: 'Сохранить' }).click();
    await page.getByText('Данные успешно сохранены').waitFor();
    await page.getByRole('button', { name: 'История изменений' }).click();
    const dialog = page.getByRole('dialog', { name: 'История изменений' });
    await dialog.getByText('Клиника с историей').first().waitFor();
    expect(await dialog.innerText()).toMatch(/Полное название \(RU\): [^\n]+→\s*изменено на\s*Клиника с историей/);
    await screenshot(page, 'history-clinic-ru');
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
  });

  it('speaks English to an English user', async () => {
    await switchLanguage(page, 'en');
    await page.goto(historyAt({ entity: 'cities' }));
    const change = rows(page).filter({ hasText: 'Samara on the Volga' }).first();
    await change.waitFor();
    expect(await change.innerText()).toMatch(/City #\d+[\s\S]*Changed[\s\S]*Name \(EN\): Samara\s*→\s*changed to\s*Samara on the Volga/);
    // The filter names its choice once the facets' answer, read beside the rows, is in.
    await expect.poll(() => page.getByRole('combobox', { name: 'Object' }).innerText()).toContain('City');
    await screenshot(page, 'history-screen-en');
  });
});
