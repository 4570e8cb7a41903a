// The light/dark switch of the top bar, remembered per user on a shared browser: one user's dark
// theme survives signing out and in again, and never reaches the next person who signs in.
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO, enabled, launch, newPage, screenshot, signInAs } from './browser';
import { switchLanguage } from './gestures';

/** The page's background as the user sees it (the theme's background.default). */
const background = (page: Page) => page.evaluate(() => getComputedStyle(document.body).backgroundColor);
const LIGHT = 'rgb(250, 250, 251)';
const DARK = 'rgb(49, 49, 49)';

const themeSwitch = (page: Page) => page.getByRole('button', { name: 'Тёмная тема' });

async function signInToSwitch(page: Page, account: (typeof DEMO)[keyof typeof DEMO]) {
  await signInAs(page, account);
  await themeSwitch(page).waitFor();
}

async function signOut(page: Page) {
  await page.goto('/logout');
  await page.waitForURL('**/login');
}

describe.runIf(enabled())('the light/dark switch', () => {
  let browser: Awaited<ReturnType<typeof launch>>;
  let page: Page;
  beforeAll(async () => {
    browser = await launch();
    page = await newPage(browser);
  });
  afterAll(() => browser?.close());

  it('is remembered for the user who chose it, and for nobody else', async () => {
    await signInToSwitch(page, DEMO.ADMIN);
    expect(await themeSwitch(page).getAttribute('aria-pressed')).toBe('false');
    expect(await background(page)).toBe(LIGHT);

    await themeSwitch(page).click();
    await expect.poll(() => background(page)).toBe(DARK);
    expect(await themeSwitch(page).getAttribute('aria-pressed')).toBe('true');
    await page.reload();
    await themeSwitch(page).waitFor();
    expect(await background(page)).toBe(DARK);
    await screenshot(page, 'theme-dark-admin');

    await signOut(page);
    expect(await background(page)).toBe(LIGHT);

    await signInToSwitch(page, DEMO.MANAGER);
    expect(await background(page)).toBe(LIGHT);
    expect(await themeSwitch(page).getAttribute('aria-pressed')).toBe('false');
    await screenshot(page, 'theme-light-manager');
    await signOut(page);

    await signInToSwitch(page, DEMO.ADMIN);
    await expect.poll(() => background(page)).toBe(DARK);
    expect(await themeSwitch(page).getAttribute('aria-pressed')).toBe('true');
  });

  it('is named in English too', async () => {
    const english = await newPage(browser, 'en');
    await english.goto('/login');
    await switchLanguage(english, 'en');
    await signInAs(english, DEMO.MANAGER);
    await english.getByRole('button', { name: 'Dark theme', pressed: false }).click();
    await english.getByRole('button', { name: 'Dark theme', pressed: true }).waitFor();
    expect(await background(english)).toBe(DARK);
    await english.context().close();
  });
});
