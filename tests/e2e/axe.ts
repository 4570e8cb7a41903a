// Accessibility checks for the browser tests: axe-core on the page as it stands (WCAG 2.1 A and
// AA rules), reporting every serious or critical finding with the nodes where it sits.
import AxeBuilder from '@axe-core/playwright';
import type { Page } from 'playwright-core';

const WCAG_21_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];
const BLOCKING = new Set(['serious', 'critical']);

/** Waits until the page has loaded what it asked for and stopped moving: no request under way,
 * no visible progress bar, no transition running (a dialog fading in has half its contrast). */
export async function settle(page: Page) {
  await page.waitForLoadState('networkidle');
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

/** The serious and critical WCAG 2.1 AA findings on the page, one line each: where, rule, impact, nodes. */
export async function findings(page: Page, where: string): Promise<string[]> {
  await settle(page);
  // Only the violations are gathered: the passes' details would double axe's time on big tables.
  const { violations } = await new AxeBuilder({ page })
    .withTags(WCAG_21_AA)
    .options({ resultTypes: ['violations'] })
    .analyze();
  return violations
    .filter((violation) => BLOCKING.has(violation.impact ?? ''))
    .map((violation) => {
      const nodes = violation.nodes.map((node) => node.target.join(' ')).join(' | ');
      return `${where}: ${violation.id} (${violation.impact}) at ${nodes}`;
    });
}
