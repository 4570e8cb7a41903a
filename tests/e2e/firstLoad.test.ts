// The first load (issue 22 point 8): what the login page downloads before anyone signs in, its
// JavaScript and CSS gzipped (zlib's default level, as a server or proxy would send them), in each
// language; at most 300 KB (of 1,024 bytes). The figures are printed, so that what a change adds is
// seen long before the limit (docs/decisions.md "The first load").
import { gzipSync } from 'node:zlib';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { enabled, launch, newPage } from './browser';
import { CATALOGS, type Lang } from './screens';

const LIMIT_KB = 300;
/** src/i18nProvider.ts keeps the chosen language here; English is loaded only for who chose it. */
const LANGUAGE_KEY = 'lang';

type Download = { path: string; gzipped: number };

/** Opens /login in a fresh browser context (nothing cached) and gzips every script and style it
 * fetched until the form is shown and the network is idle. */
async function loginPageDownloads(browser: Browser, lang: Lang): Promise<Download[]> {
  const page = await newPage(browser, lang);
  await page.context().addInitScript(([key, chosen]) => localStorage.setItem(key, chosen), [LANGUAGE_KEY, lang] as const);
  const downloads: Promise<Download>[] = [];
  page.on('response', (response) => {
    const type = response.request().resourceType();
    if (type !== 'script' && type !== 'stylesheet') return;
    downloads.push(response.body().then((body) => ({ path: new URL(response.url()).pathname, gzipped: gzipSync(body).length })));
  });
  await page.goto('/login');
  await page.getByRole('button', { name: CATALOGS[lang].app.auth.login.submit, exact: true }).waitFor();
  await page.waitForLoadState('networkidle');
  expect(await page.locator('html').getAttribute('lang')).toBe(lang);
  const files = await Promise.all(downloads);
  await page.context().close();
  return files;
}

const kb = (bytes: number) => bytes / 1024;

describe.runIf(enabled())('the first load', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launch();
  });
  afterAll(() => browser?.close());

  it.each(['ru', 'en'] as const)(`of the login page in %s is at most ${LIMIT_KB} KB of gzipped scripts and styles`, async (lang) => {
    const files = await loginPageDownloads(browser, lang);
    const total = kb(files.reduce((sum, file) => sum + file.gzipped, 0));
    const largest = [...files]
      .sort((a, b) => b.gzipped - a.gzipped)
      .slice(0, 5)
      .map((file) => `${file.path.replace(/^\/assets\//, '')} ${kb(file.gzipped).toFixed(1)}`);
    console.log(`First load of /login (${lang}): ${total.toFixed(1)} KB gzipped in ${files.length} files; largest: ${largest.join(', ')}`);
    expect(files.some((file) => file.path.endsWith('.js'))).toBe(true);
    expect(total).toBeLessThanOrEqual(LIMIT_KB);
  });
});
