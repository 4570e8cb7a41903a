// Accessibility checks for the browser tests: axe-core on the page as it stands (WCAG 2.1 A and
// AA rules), reporting every serious or critical finding with the nodes where it sits. The axe
// injected is the project's own devDependency (axe-core), at least MIN_AXE: each check confirms the
// page ran that version, and the first one prints it, so that a fall back to an older axe (one that
// skips today's rules) is seen at once.
import axe from 'axe-core';
import type { Page, Request } from 'playwright-core';
import { SCREENS } from './browser';

const WCAG_21_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];
const BLOCKING = new Set(['serious', 'critical']);
/** 4.14 made label-content-name-mismatch (WCAG 2.5.3) a WCAG 2.1 A rule, no longer experimental. */
const MIN_AXE = [4, 14];
/** Rules that the tags above must include: an axe that would skip them is refused. */
const REQUIRED_RULES = ['label-content-name-mismatch'];

const atLeast = (version: string, minimum: number[]) => {
  const parts = version.split('.').map(Number);
  const first = minimum.findIndex((part, i) => parts[i] !== part);
  return first === -1 || parts[first] > minimum[first];
};

/** The rules these checks run, by id; throws for an axe older than MIN_AXE or lacking a rule. */
function checkedRules(): Set<string> {
  if (!atLeast(axe.version, MIN_AXE)) throw new Error(`axe-core ${axe.version} is older than ${MIN_AXE.join('.')}: npm install`);
  // Run by tag, axe leaves out the rules it tags experimental.
  const rules = new Set(
    axe
      .getRules(WCAG_21_AA)
      .filter((rule) => !rule.tags.includes('experimental'))
      .map((rule) => rule.ruleId),
  );
  const missing = REQUIRED_RULES.filter((rule) => !rules.has(rule));
  if (missing.length) throw new Error(`axe-core ${axe.version} does not run ${missing.join(', ')} under ${WCAG_21_AA.join(', ')}`);
  return rules;
}

/** Checked as this module loads, before any browser is started. */
const CHECKED_RULES = checkedRules();
let announced = false;
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

/** What axe.run answers, as far as these checks read it. */
type AxeAnswer = {
  testEngine: { version: string };
  violations: { id: string; impact?: string | null; nodes: { target: unknown[] }[] }[];
};

/** Runs axe in the page itself, injecting the project's axe-core first when the page has none
 * yet (a new document). Why not @axe-core/playwright's builder: it injects axe's 500 kB source on
 * every check and configures it anew, which cost 0.3 to 0.7 s per check here on top of the audit
 * itself (a small list: 0.1 s direct, 0.4 s through the builder), hundreds of times a run; and
 * its default mode opens a blank page to merge the frames' results (the app has no frames). */
async function runAxe(page: Page, within: string | undefined): Promise<AxeAnswer> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axe.source);
  return page.evaluate(
    ([tags, selector]) => {
      const run = (window as unknown as { axe: { run: (context: unknown, options: unknown) => Promise<unknown> } }).axe.run;
      // Run by tag, axe leaves out the rules it tags experimental (checkedRules above).
      return run(selector ? { include: [selector] } : document, {
        runOnly: { type: 'tag', values: tags },
        // Only the violations are gathered: the passes' details would double axe's time on big pages.
        resultTypes: ['violations'],
      }) as Promise<AxeAnswer>;
    },
    [WCAG_21_AA, within ?? null] as const,
  );
}

/** The serious and critical WCAG 2.1 AA findings on the page (or only inside `within`, a CSS
 * selector), one line each: where, rule, impact, nodes; and a page wider than the small screen
 * (unless `sideways` is false: the caller measures that itself, at the small size). */
export async function findings(page: Page, where: string, within?: string, { sideways = true } = {}): Promise<string[]> {
  await settle(page);
  const { violations, testEngine } = await runAxe(page, within);
  if (testEngine.version !== axe.version) throw new Error(`The page ran axe-core ${testEngine.version}, not ${axe.version}`);
  if (!announced) {
    announced = true;
    console.log(`axe-core ${testEngine.version}: ${CHECKED_RULES.size} rules (${WCAG_21_AA.join(', ')})`);
  }
  const found = violations
    .filter((violation) => BLOCKING.has(violation.impact ?? ''))
    .map((violation) => {
      const nodes = violation.nodes.map((node) => node.target.join(' ')).join(' | ');
      return `${where}: ${violation.id} (${violation.impact}) at ${nodes}`;
    });
  return [...found, ...(sideways ? await sidewaysScroll(page, where) : [])];
}

/** The findings at each screen size the product is held to (SCREENS: the large one, then the
 * small one), each named `${where} ${size}`, with `shot` taken at each size (a screenshot). The
 * page is left at the small size. The sideways measure is taken once, at the small size itself:
 * taken at the large one too, it resized the page to the small size to measure the very same
 * thing and back again, two more layouts of the page per audit. */
export async function findingsAtEachSize(
  page: Page,
  where: string,
  within?: string,
  shot?: (size: keyof typeof SCREENS) => Promise<void>,
): Promise<string[]> {
  const seen: string[] = [];
  for (const size of ['large', 'small'] as const) {
    await page.setViewportSize(SCREENS[size]);
    seen.push(...(await findings(page, `${where} ${size}`, within, { sideways: size === 'small' })));
    await shot?.(size);
  }
  return seen;
}

const SMALL = SCREENS.small;

/** The page must fit the small screen's width: a wide table scrolls inside its own frame, never
 * the page. Measured at that size (a page shown larger is resized for the measure, then back). */
async function sidewaysScroll(page: Page, where: string): Promise<string[]> {
  const shown = page.viewportSize();
  const resize = shown !== null && (shown.width !== SMALL.width || shown.height !== SMALL.height);
  if (resize) await page.setViewportSize(SMALL);
  const overflow = await page.evaluate(
    () => new Promise<number>((resolve) => requestAnimationFrame(() => resolve(document.documentElement.scrollWidth - window.innerWidth))),
  );
  if (resize && shown) await page.setViewportSize(shown);
  return overflow > 0 ? [`${where}: the page scrolls sideways by ${overflow} px at ${SMALL.width}x${SMALL.height}`] : [];
}
