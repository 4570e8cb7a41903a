// The gestures many browser tests make, each done as a person does it and confirmed by what a
// person would then see (the menu gone, the new language shown, the dialog closed, the server's
// answer). A gesture that does not take fails at once with what the page showed instead, rather
// than leaving the next step to time out somewhere else.
import type { Locator, Page, Request, Response } from 'playwright-core';
import { languageSelect } from './browser';

/** What the page shows now, for a failure message: its address, open dialogs, menus and alerts. */
export async function pageState(page: Page): Promise<string> {
  const texts = async (selector: string) =>
    (
      await page
        .locator(selector)
        .allInnerTexts()
        .catch(() => [])
    ).map((text) => text.replace(/\s+/g, ' ').trim().slice(0, 300));
  const parts = [
    `address ${page.url()}`,
    `language ${await page.evaluate(() => document.documentElement.lang).catch(() => '?')}`,
    ...(await texts('[role="dialog"]')).map((text) => `dialog "${text}"`),
    ...(await texts('[role="listbox"], [role="menu"]')).map((text) => `open menu "${text}"`),
    ...(await texts('[role="alert"]')).map((text) => `alert "${text}"`),
  ];
  return parts.join('; ');
}

/** Runs a gesture; when it fails, its error names the gesture and what the page showed. */
async function confirmed<T>(page: Page, gesture: string, act: () => Promise<T>): Promise<T> {
  try {
    return await act();
  } catch (error) {
    const reason = error instanceof Error ? error.message.split('\n')[0] : String(error);
    throw new Error(`${gesture}: ${reason}\nThe page showed: ${await pageState(page)}`);
  }
}

type OptionName = string | RegExp;

/** Opens a select or menu with `trigger` and chooses the option named `option` (the whole name when
 * a string) in the list that opened; confirms the list closed, unless it stays open by design
 * (`stays`: a multiple choice). */
export function choose(page: Page, trigger: Locator, option: OptionName, { stays = false } = {}) {
  return confirmed(page, `choosing "${option}"`, async () => {
    await trigger.click();
    const list = page.locator('[role="listbox"]:visible, [role="menu"]:visible').last();
    await list.waitFor();
    const name = typeof option === 'string' ? { name: option, exact: true } : { name: option };
    await list.getByRole('option', name).or(list.getByRole('menuitem', name)).first().click();
    if (!stays) await list.waitFor({ state: 'detached' });
  });
}

const LANGUAGE_NAMES = { ru: 'Русский', en: 'English' } as const;

/** Switches the interface language in the top bar; confirms the page speaks it (its lang and the
 * selector's text), so that the next step reads the new language's texts. */
export function switchLanguage(page: Page, lang: keyof typeof LANGUAGE_NAMES) {
  return confirmed(page, `switching the interface to ${LANGUAGE_NAMES[lang]}`, async () => {
    await choose(page, languageSelect(page), LANGUAGE_NAMES[lang]);
    await page.locator(`html[lang="${lang}"]`).waitFor({ state: 'attached' });
    await languageSelect(page).filter({ hasText: LANGUAGE_NAMES[lang] }).waitFor();
  });
}

/** Switches the edit language of per-language content (the RU/EN toggle); confirms it is pressed.
 * With unsaved edits the app asks first: the caller answers that dialog itself. */
export function switchEditLanguage(page: Page, lang: 'RU' | 'EN', within: Page | Locator = page) {
  return confirmed(page, `switching the edit language to ${lang}`, async () => {
    await within.getByRole('button', { name: lang, exact: true }).click();
    await within.getByRole('button', { name: lang, exact: true, pressed: true }).waitFor();
  });
}

/** Clicks `opener` and answers the dialog named `name` once it is shown. */
export function openDialog(page: Page, opener: Locator, name: OptionName): Promise<Locator> {
  return confirmed(page, `opening the dialog "${name}"`, async () => {
    await opener.click();
    const dialog = page.getByRole('dialog', { name, exact: typeof name === 'string' ? true : undefined });
    await dialog.waitFor();
    return dialog;
  });
}

/** Closes `dialog` with the button named `button` (Escape when none) and confirms it is gone. */
export function closeDialog(page: Page, dialog: Locator, button?: OptionName) {
  return confirmed(page, `closing the dialog${button ? ` with "${button}"` : ''}`, async () => {
    if (button) await dialog.getByRole('button', { name: button, exact: typeof button === 'string' ? true : undefined }).click();
    else await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
  });
}

/** Which answer a save waits for: a path fragment of its URL (and its method, POST by default). */
type Call = { path: string | RegExp; method?: string };

const isCall =
  ({ path, method = 'POST' }: Call) =>
  (response: Response) =>
    response.request().method() === method && (typeof path === 'string' ? response.url().includes(path) : path.test(response.url()));

/** Clicks `button` and waits for the server's answer to the call it sends; confirms the answer's
 * status (a success unless `status` says otherwise), failing with the server's words. When no
 * answer comes, the failure lists the calls the page made from the click on (none: the click was
 * lost or the page refused before sending; one pending: the server was slow) and the state of
 * `button` then (a switch still off, a button gone). */
export function saveAndWait(page: Page, button: Locator, call: Call, { status }: { status?: number } = {}): Promise<Response> {
  const sent: string[] = [];
  const record = (request: Request) => {
    if (new URL(request.url()).pathname.startsWith('/api/')) sent.push(`${request.method()} ${new URL(request.url()).pathname}`);
  };
  const answered = (request: Request) => {
    const at = sent.lastIndexOf(`${request.method()} ${new URL(request.url()).pathname}`);
    if (at >= 0) sent[at] += request.failure() ? ` (failed: ${request.failure()?.errorText})` : ' (answered)';
  };
  return confirmed(page, `saving (${call.method ?? 'POST'} ${call.path})`, async () => {
    const response = page.waitForResponse(isCall(call));
    page.on('request', record);
    page.on('requestfinished', answered);
    page.on('requestfailed', answered);
    try {
      await button.click();
      const answer = await response;
      const ok = status === undefined ? answer.ok() : answer.status() === status;
      if (!ok) throw new Error(`the server answered ${answer.status()}: ${(await answer.text()).slice(0, 300)}`);
      return answer;
    } catch (error) {
      if (!(error instanceof Error) || error.message.startsWith('the server answered')) throw error;
      const state = await button.evaluate((node) => `${node.outerHTML.slice(0, 200)}`).catch(() => 'gone');
      throw new Error(`${error.message.split('\n')[0]}; calls after the click: ${sent.join(', ') || 'none'}; the button: ${state}`);
    } finally {
      page.off('request', record);
      page.off('requestfinished', answered);
      page.off('requestfailed', answered);
    }
  });
}

/** Clicks the link or button `link` and confirms the app went to `url`: a click the app did not
 * follow (held by the unsaved-changes question, lost under a re-render) fails with what it showed. */
export function follow(page: Page, link: Locator, url: RegExp | string) {
  return confirmed(page, `following "${link}" to ${url}`, async () => {
    await link.click();
    await page.waitForURL(url);
  });
}
