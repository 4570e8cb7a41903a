// Accessibility checks for the browser tests: axe-core on the page as it stands (WCAG 2.1 A and
// AA rules), reporting every serious or critical finding with the nodes where it sits.
import AxeBuilder from '@axe-core/playwright';
import type { Page, Request } from 'playwright-core';

const WCAG_21_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];
const BLOCKING = new Set(['serious', 'critical']);
/** How long the network must stay quiet before a screen counts as loaded. */
const QUIET_MS = 200;

const pending = new WeakMap<Page, Set<Request>>();

/** Counts the page's requests from now on (before its first navigation), so that settle() can
 * wait for the last answer without Playwright's fixed half second of network idleness. */
export function watchRequests(page: Page) {
  const open = new Set<Request>();
  page.on('request', (request) => open.add(request));
  page.on('requestfinished', (request) => open.delete(request));
  page.on('requestfailed', (request) => open.delete(request));
  pending.set(page, open);
}

async function networkQuiet(page: Page) {
  const open = pending.get(page);
  if (!open) return page.waitForLoadState('networkidle');
  for (let quietSince = Date.now(); Date.now() - quietSince < QUIET_MS; ) {
    if (open.size > 0) quietSince = Date.now();
    await page.waitForTimeout(25);
  }
}

/** Waits until the page has loaded what it asked for and stopped moving: no request under way,
 * no visible progress bar, no transition running (a dialog fading in has half its contrast). */
export async function settle(page: Page) {
  await networkQuiet(page);
  await page.waitForFunction(() => {
    const busy = [...document.querySelectorAll('[role="progressbar"]')].some((bar) => bar.checkVisibility({ visibilityProperty: true }));
    const moving = document
      .getAnimations()
      .some(
        (animation) => animation.playState === 'running' && animation.effect?.getComputedTiming().iterations !== Number.POSITIVE_INFINITY,
      );
    return !busy && !moving;
  });
}

/** The serious and critical WCAG 2.1 AA findings on the page (or only inside `within`, a CSS
 * selector), one line each: where, rule, impact, nodes. */
export async function findings(page: Page, where: string, within?: string): Promise<string[]> {
  await settle(page);
  // Legacy mode runs axe.run() in the page itself. The default mode runs axe in each frame, then
  // opens a blank page to merge the results, injecting axe's 500 kB again: 3 to 4 s per check on a
  // loaded 2-core machine, whatever the page. What legacy mode skips, cross-origin frames, the app
  // has none (an embedded video is a third party's page, outside what WCAG asks of this one).
  const builder = new AxeBuilder({ page }).withTags(WCAG_21_AA).setLegacyMode();
  // Only the violations are gathered: the passes' details would double axe's time on big pages.
  const { violations } = await (within ? builder.include(within) : builder).options({ resultTypes: ['violations'] }).analyze();
  return violations
    .filter((violation) => BLOCKING.has(violation.impact ?? ''))
    .map((violation) => {
      const nodes = violation.nodes.map((node) => node.target.join(' ')).join(' | ');
      return `${where}: ${violation.id} (${violation.impact}) at ${nodes}`;
    });
}
