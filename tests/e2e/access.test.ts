// Signing in and out, landing pages, languages, error pages and the password-restore flow, in
// Debian's Chromium against the real server.
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { waitForLink } from '../support/outbox';
import { DEMO, e2e, enabled, launch, mainMenu, newPage, RESTORE_ACCOUNT, screenshot, signIn, signInAs } from './browser';
import { switchLanguage } from './gestures';

describe.runIf(enabled())('access in the browser', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launch();
  });
  afterAll(() => browser?.close());

  it.each(Object.entries(DEMO))('%s signs in and lands on its home page', async (role, account) => {
    const page = await newPage(browser);
    await signInAs(page, account);
    // Each role's first screen (the SEO pages, the leads, the articles), drawn in the signed-in
    // layout (the URL changes before the login form gives way) and not an error page.
    await mainMenu(page).waitFor();
    expect(await page.getByRole('button', { name: 'Войти' }).count()).toBe(0);
    const main = page.getByRole('main');
    await expect.poll(async () => (await main.innerText()).trim().length, { timeout: 30_000 }).toBeGreaterThan(20);
    expect(await main.getByText(/^Ошибка 40\d/).count()).toBe(0);
    await screenshot(page, `landing-${role.toLowerCase()}`);
    await page.context().close();
  });

  it('shows the alert for a wrong password and stays on the form', async () => {
    const page = await newPage(browser);
    await signIn(page, DEMO.ADMIN.email, 'not-the-password');
    await page.getByText('Неверный логин/пароль').waitFor();
    expect(new URL(page.url()).pathname).toBe('/login');
    await screenshot(page, 'login-wrong-password');
    await page.context().close();
  });

  it('switches labels between Russian and English', async () => {
    const page = await newPage(browser);
    await page.goto('/login');
    await page.getByRole('button', { name: 'Войти' }).waitFor();
    await switchLanguage(page, 'en');
    await page.getByRole('button', { name: 'Sign in' }).waitFor();
    await page.getByLabel(/^Password/).waitFor();
    await screenshot(page, 'login-en');
    await switchLanguage(page, 'ru');
    await page.getByRole('button', { name: 'Войти' }).waitFor();
    await page.context().close();
  });

  it('shows "Ошибка 403" when a manager opens an admin screen', async () => {
    const page = await newPage(browser);
    await signInAs(page, DEMO.MANAGER, '/admin/cities');
    await page.getByRole('heading', { name: 'Ошибка 403' }).waitFor();
    await screenshot(page, 'error-403');
    await page.context().close();
  });

  it('shows "Ошибка 404" for an unknown route', async () => {
    const page = await newPage(browser);
    await page.goto('/no/such/screen');
    await page.getByRole('heading', { name: 'Ошибка 404' }).waitFor();
    await screenshot(page, 'error-404');
    await page.context().close();
  });

  it('leads an admin URL to the login page after logout, and back after signing in', async () => {
    const page = await newPage(browser);
    await signInAs(page, DEMO.ADMIN);
    await page.goto('/logout');
    await page.waitForURL('**/login');
    await page.goto('/admin/cities');
    await page.waitForURL('**/login');
    await signIn(page, DEMO.ADMIN.email, DEMO.ADMIN.password);
    await page.waitForURL('**/admin/cities');
    await page.context().close();
  });

  it('restores a password through the link from the outbox, then signs in with it', async () => {
    const page = await newPage(browser);
    await page.goto('/login');
    // Each frame until the restore page shows: was the login form still on show under its address?
    // (It was, while the page's code loaded: the e-mail typed for the restore page went into it.)
    await page.evaluate(() => {
      const seen = window as unknown as { staleLogin?: boolean };
      seen.staleLogin = false;
      const look = () => {
        if (location.pathname === '/forgotpassword' && document.querySelector('input[type=password]')) seen.staleLogin = true;
        if (!document.querySelector('h1, h2')?.textContent?.includes('Восстановление пароля')) requestAnimationFrame(look);
      };
      requestAnimationFrame(look);
    });
    await page.getByRole('link', { name: 'Забыли пароль?' }).click();
    await page.getByRole('heading', { name: 'Восстановление пароля' }).waitFor();
    expect(await page.evaluate(() => (window as unknown as { staleLogin?: boolean }).staleLogin)).toBe(false);
    await page.getByLabel('E-mail').fill(RESTORE_ACCOUNT);
    await page
      .getByRole('button')
      .filter({ hasText: /Отправить|Восстановить/ })
      .click();
    await page.getByText(/мы отправили на него ссылку/).waitFor();
    await screenshot(page, 'forgot-password-sent');

    const link = await waitForLink(e2e().dataDir, 'restorepassword');
    await page.goto(new URL(link).pathname);
    await page.getByText(RESTORE_ACCOUNT).waitFor();
    const fields = page.locator('input[type="password"]');
    await fields.nth(0).fill('brand-new-1');
    await fields.nth(1).fill('brand-new-2');
    await page
      .getByRole('button')
      .filter({ hasText: /Сохранить/ })
      .click();
    await page.getByText('Пароли не совпадают').first().waitFor();
    await fields.nth(1).fill('brand-new-1');
    await page
      .getByRole('button')
      .filter({ hasText: /Сохранить/ })
      .click();
    await page.getByText('Пароль успешно создан').waitFor();
    await screenshot(page, 'restore-password-success');
    await page.getByText('Продолжить').click();
    await page.waitForURL('**/login');
    await signIn(page, RESTORE_ACCOUNT, 'brand-new-1');
    await page.waitForURL(`**${DEMO.ADMIN.home}`);
    await page.context().close();
  });
});
