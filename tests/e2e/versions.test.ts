// No lost updates, in two browsers signed in as ADMIN: both open the same record, A saves, then
// B's save is refused with the conflict choice while A's change stays stored; B's "overwrite"
// stores B's values, B's "reload" shows A's. The city modal and the clinic profile's base step.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO, enabled, launch, newPage, screenshot, signInAs } from './browser';
import { switchLanguage } from './gestures';

type StoredCity = { slug: string; name: { RU: string; EN: string }; place: { RU: string }; updated: number };

/** Kazan as the server stores it now. */
const storedKazan = (page: Page) =>
  page.evaluate(async () => {
    const { cities } = await (await fetch('/api/admin/citieslist')).json();
    return cities.find((city: { slug: string }) => city.slug === 'kazan') as StoredCity;
  });

async function openKazan(page: Page) {
  await page.goto('/admin/cities');
  await page.getByRole('button', { name: 'Редактировать: Казань' }).click();
  const dialog = page.getByRole('dialog', { name: /Редактирование/ });
  await dialog.getByLabel('Название (EN)').waitFor();
  return dialog;
}

const conflictChoice = (page: Page) => page.getByRole('alertdialog', { name: 'Запись изменил другой пользователь' });

describe.runIf(enabled())('no lost updates in two browsers', () => {
  let browser: Browser;
  let a: Page;
  let b: Page;
  beforeAll(async () => {
    browser = await launch();
    [a, b] = [await newPage(browser), await newPage(browser)];
    for (const page of [a, b]) {
      await signInAs(page, DEMO.ADMIN);
    }
  });
  afterAll(() => browser?.close());

  it('refuses the second save of a city, keeps the first, and overwrites on request', async () => {
    const [formA, formB] = [await openKazan(a), await openKazan(b)];
    await formA.getByLabel('Название (EN)').fill('Kazan (A)');
    await formA.getByRole('button', { name: 'Сохранить' }).click();
    await formA.waitFor({ state: 'detached' });

    await formB.getByLabel(/^Где/).fill('в Казани (B)');
    await formB.getByRole('button', { name: 'Сохранить' }).click();
    const choice = conflictChoice(b);
    await choice.waitFor();
    await screenshot(b, 'versions-city-conflict-ru');
    await expect
      .poll(() => choice.getByRole('button', { name: 'Вернуться к правке' }).evaluate((el) => el === document.activeElement), {
        // The dialog takes the focus after its opening transition, which a loaded machine slows.
        timeout: 10_000,
      })
      .toBe(true);
    // Nothing of A's save is lost while B decides, and nothing of B's is stored.
    await a.reload();
    await a.getByRole('button', { name: 'Редактировать: Казань' }).waitFor();
    expect(await storedKazan(a)).toMatchObject({ name: { EN: 'Kazan (A)' }, place: { RU: 'в Казани' } });

    await choice.getByRole('button', { name: 'Сохранить поверх' }).click();
    // The choice closes once the overwrite is answered. Until then it hides the form from the
    // accessibility tree (MUI's stacked modals), so the form's locator found nothing at once and
    // the read below could overtake the save on a loaded machine.
    await choice.waitFor({ state: 'detached' });
    await formB.waitFor({ state: 'detached' });
    expect(await storedKazan(b)).toMatchObject({ name: { EN: 'Kazan' }, place: { RU: 'в Казани (B)' } });
  });

  it('reloads the current city into the second form on request', async () => {
    const [formA, formB] = [await openKazan(a), await openKazan(b)];
    await formA.getByLabel('Название (EN)').fill('Kazan (A2)');
    await formA.getByRole('button', { name: 'Сохранить' }).click();
    await formA.waitFor({ state: 'detached' });

    await formB.getByLabel('URL (slug)').fill('kazan-b');
    await formB.getByRole('button', { name: 'Сохранить' }).click();
    await conflictChoice(b).getByRole('button', { name: 'Загрузить текущую версию' }).click();
    await conflictChoice(b).waitFor({ state: 'detached' });
    await expect.poll(() => formB.getByLabel('Название (EN)').inputValue()).toBe('Kazan (A2)');
    expect(await formB.getByLabel('URL (slug)').inputValue()).toBe('kazan');
    await screenshot(b, 'versions-city-reloaded');

    // The reloaded form carries the current version: its save goes through.
    await formB.getByLabel(/^Где/).fill('в Казани (B2)');
    await formB.getByRole('button', { name: 'Сохранить' }).click();
    await formB.waitFor({ state: 'detached' });
    expect(await storedKazan(b)).toMatchObject({ slug: 'kazan', name: { EN: 'Kazan (A2)' }, place: { RU: 'в Казани (B2)' } });
  });

  it('does the same on a clinic profile step, in English for the second browser', async () => {
    const hash = await a.evaluate(
      // Not the first clinic (clinicProfile.test.ts expects its sections untouched), nor one that the
      // clinics list's name search finds (clinics.test.ts checks those names).
      async () =>
        ((await (await fetch('/api/admin/clinicslist?page=0&size=15')).json()).clinics as { hash: string }[])
          .slice(1)
          .filter((clinic) => !JSON.stringify(clinic).includes('Здоров'))[0].hash,
    );
    const url = `/admin/clinics/profile/${hash}/base`;
    await b.goto(url);
    await switchLanguage(b, 'en');
    for (const page of [a, b]) await page.goto(url);
    const nameA = a.getByLabel('Полное название', { exact: true });
    const nameB = b.getByLabel('Full name', { exact: true });
    await expect.poll(() => nameB.inputValue()).not.toBe('');
    await expect.poll(() => nameA.inputValue()).not.toBe('');

    await nameA.fill('Клиника версии A');
    await a.getByRole('button', { name: 'Сохранить' }).click();
    await a.getByText('Данные успешно сохранены').waitFor();

    await b.getByLabel('Address', { exact: true }).fill('Tverskaya street 1 (B)');
    await b.getByRole('button', { name: 'Save' }).click();
    const choice = b.getByRole('alertdialog', { name: 'Someone else changed this record' });
    await choice.waitFor();
    await screenshot(b, 'versions-profile-conflict-en');
    await choice.getByRole('button', { name: 'Load current version' }).click();
    await expect.poll(() => nameB.inputValue()).toBe('Клиника версии A');

    await b.getByLabel('Address', { exact: true }).fill('Tverskaya street 1 (B)');
    await b.getByRole('button', { name: 'Save' }).click();
    await b.getByText(/saved/i).first().waitFor();
    const stored = await b.evaluate(async (h) => (await (await fetch(`/api/admin/base/${h}?locals=RU`)).json()).base, hash);
    expect(stored).toMatchObject({ name: 'Клиника версии A', address: 'Tverskaya street 1 (B)' });
  });
});
