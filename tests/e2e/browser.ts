// Debian's Chromium driven by playwright-core (never a downloaded browser), and helpers that
// act as a person would: sign in, take a screenshot into test-results/ for people to look at.
import { mkdirSync } from 'node:fs';
import { type Browser, type BrowserContext, chromium, type Page } from 'playwright-core';
import { inject } from 'vitest';

export const RESTORE_ACCOUNT = 'restore@e2e.local';

export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

const FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/** Browser test files run this many at a time (vitest.config.ts), each worker on its own server. */
export const E2E_WORKERS = 2;

/** This worker's server (VITEST_POOL_ID counts the project's workers from 1). */
export function e2e() {
  const servers = inject('e2e');
  const worker = Number(process.env.VITEST_POOL_ID ?? 1);
  return servers[(worker - 1) % servers.length] ?? { baseUrl: '', dataDir: '' };
}
export const enabled = () => e2e().baseUrl !== '';

/** The browsers this test file launched, for the failure report (failureReport.ts). */
export const launched = new Set<Browser>();

export async function launch(): Promise<Browser> {
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: FLAGS, headless: true });
  launched.add(browser);
  browser.once('disconnected', () => launched.delete(browser));
  return browser;
}

/** `npm run test:stress` slows every page's CPU by this factor (Chromium's own throttling), so that
 * what a slow office computer shows for a moment (a list re-rendering, a dialog still opening) is
 * shown long enough for a test that does not wait for it properly to fail. */
const CPU_SLOWDOWN = Number(process.env.E2E_CPU_SLOWDOWN ?? 1);

async function slowDown(page: Page) {
  const session = await page.context().newCDPSession(page);
  await session.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
}

/** Pages the app opens itself (a preview in a new tab) run at the stress run's CPU speed too. */
function slowDownPopups(context: BrowserContext) {
  context.on('page', (page) => {
    void page
      .opener()
      .then((opener) => opener && slowDown(page))
      .catch(() => undefined);
  });
}

/** The screen sizes the product is held to (the developers' guide): a staff laptop's and a small one's. */
export const SCREENS = { large: { width: 1440, height: 900 }, small: { width: 1280, height: 720 } } as const;

/** A page in a context of its own (its own cookies), on this worker's server unless `baseUrl`. */
export async function newPage(
  browser: Browser,
  locale: 'ru' | 'en' = 'ru',
  baseUrl = e2e().baseUrl,
  viewport: { width: number; height: number } = { width: 1366, height: 850 },
): Promise<Page> {
  const context = await browser.newContext({
    baseURL: baseUrl,
    locale: locale === 'ru' ? 'ru-RU' : 'en-US',
    viewport,
  });
  const page = await context.newPage();
  if (CPU_SLOWDOWN > 1) {
    slowDownPopups(context);
    await slowDown(page);
  }
  return page;
}

/** Opens a screen as the app's own links do, without loading the app again: the router follows
 * the address pushed (as it does the back button's); a page with no app yet is loaded. A screen
 * reached this way is the one a person gets from the menu, and costs half a full load (the bundle
 * parsed, the session and references read again), which walks of dozens of screens repeat. */
export async function visit(page: Page, path: string) {
  const started = await page.evaluate(() => !!document.getElementById('root')?.childElementCount).catch(() => false);
  if (!started) {
    await page.goto(path);
    return;
  }
  await page.evaluate((to) => {
    history.pushState(null, '', to);
    dispatchEvent(new PopStateEvent('popstate', { state: null }));
  }, path);
}

/** For people to look at: skipped in CI (nobody sees them there, and each full-page PNG costs the
 * 2 cores a fraction of a second) unless E2E_SCREENSHOTS=1. */
export async function screenshot(page: Page, name: string) {
  if (process.env.CI && process.env.E2E_SCREENSHOTS !== '1') return;
  mkdirSync('test-results/screens', { recursive: true });
  await page.screenshot({ path: `test-results/screens/${name}.png`, fullPage: true });
}

export const DEMO = {
  ADMIN: { email: 'admin@demo.local', password: 'admin-demo', home: '/admin/seopages' },
  MANAGER: { email: 'manager@demo.local', password: 'manager-demo', home: '/manager/leads' },
  REDACTOR: { email: 'redactor@demo.local', password: 'redactor-demo', home: '/redactor/articles' },
} as const;

/** Signs in through the login form, as a person would. */
export async function signIn(page: Page, email: string, password: string) {
  await page.goto('/login');
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel(/^(Пароль|Password)/).fill(password);
  await page.getByRole('button', { name: /^(Войти|Sign in)$/i }).click();
}

/** An account a test signs in with: a demo one (DEMO) or one the test made, and its start page. */
export type Account = { email: string; password: string; home: string };

/** Signs an account in and opens its role's start page, or `to` when the test starts elsewhere:
 * one full load, where the start page then the test's screen would be two. */
export async function signInAs(page: Page, account: Account, to = account.home) {
  await signInByCall(page, account.email, account.password);
  await page.goto(to);
  const path = new URL(to, 'http://localhost').pathname;
  await page.waitForURL((url) => url.pathname === path);
}

/** Signs in by the call the login form makes (its anti-forgery token first, then POST /login with
 * the page's languages, as the browser sends them), in the page's own cookies: the form itself is
 * the login tests' (signIn), and every other test saves the login page's load. */
async function signInByCall(page: Page, email: string, password: string) {
  const { request } = page.context();
  await request.get('/api/csrf-token');
  const token = (await page.context().cookies()).find((cookie) => cookie.name === 'XSRF-TOKEN')?.value ?? '';
  const languages = await page.evaluate(() => navigator.languages.join(','));
  const answer = await request.post('/login', {
    multipart: { email, password },
    headers: { 'X-XSRF-TOKEN': decodeURIComponent(token), 'Accept-Language': languages },
  });
  if (!answer.ok()) throw new Error(`${email} was not signed in: ${answer.status()} ${await answer.text()}`);
}

/** The signed-in side menu (the start page links the same sections, so menu clicks go through it). */
export const mainMenu = (page: Page) => page.getByRole('navigation', { name: /^(Главное меню|Main menu)$/ });

/** The UI language selector (in the top bar of every page). */
export const languageSelect = (page: Page) => page.getByRole('combobox', { name: /^(Язык интерфейса|Interface language)$/ });
