// Debian's Chromium driven by playwright-core (never a downloaded browser), and helpers that
// act as a person would: sign in, take a screenshot into test-results/ for people to look at.
import { mkdirSync } from 'node:fs';
import { type Browser, chromium, type Page } from 'playwright-core';
import { inject } from 'vitest';

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

export const e2e = () => inject('e2e');
export const enabled = () => e2e().baseUrl !== '';

export function launch(): Promise<Browser> {
  return chromium.launch({ executablePath: CHROMIUM, args: FLAGS, headless: true });
}

export async function newPage(browser: Browser, locale: 'ru' | 'en' = 'ru'): Promise<Page> {
  const context = await browser.newContext({
    baseURL: e2e().baseUrl,
    locale: locale === 'ru' ? 'ru-RU' : 'en-US',
    viewport: { width: 1366, height: 850 },
  });
  return context.newPage();
}

export async function screenshot(page: Page, name: string) {
  mkdirSync('test-results/screens', { recursive: true });
  await page.screenshot({ path: `test-results/screens/${name}.png`, fullPage: true });
}
