// A setup file of the browser tests (vitest.config.ts): when a test fails, what each open page
// showed, its address and open dialogs in the log (CI's only record of a flaky failure) and a
// screenshot in test-results/.
import { mkdirSync } from 'node:fs';
import { afterEach } from 'vitest';
import { launched } from './browser';

afterEach(async ({ task }) => {
  if (task.result?.state !== 'fail') return;
  mkdirSync('test-results', { recursive: true });
  const pages = [...launched].flatMap((browser) => browser.contexts().flatMap((context) => context.pages()));
  for (const [i, page] of pages.entries()) {
    const dialogs = await page
      .getByRole('dialog')
      .allInnerTexts()
      .catch(() => []);
    console.error(`[${task.name}] page ${i + 1}: ${page.url()}${dialogs.length ? `; open dialogs: ${JSON.stringify(dialogs)}` : ''}`);
    const file = `test-results/failed-${task.name.replace(/[^\p{L}\d]+/gu, '-').slice(0, 80)}-${i + 1}.png`;
    await page.screenshot({ path: file }).catch(() => undefined);
  }
});
