// The bar over a list's selected rows as the bulk tests drive it (src/engine/list/bulk/): its menu's
// action, the confirmation, the summary; and an axe audit of what is open at both screen sizes.
import type { Page } from 'playwright-core';
import { en } from '../../i18n/en';
import { ru } from '../../i18n/ru';
import { findingsAtEachSize } from './axe';
import { screenshot } from './browser';

export const BAR = { ru: ru.app.bulk, en: en.app.bulk } as const;

/** A row's selection checkbox, by its accessible name (react-admin's). */
export const ROW_BOX = { ru: 'Выбрать эту запись', en: 'Select this row' } as const;

/** Audits what is open (the bar, or a dialog) at both screen sizes. */
export function audited(page: Page, where: string, within?: string) {
  return findingsAtEachSize(page, where, within, (size) => screenshot(page, `${where.replaceAll(' ', '-')}-${size}`));
}

/** Picks a bar's action for the selection; answers its confirmation once it counts `count`. */
export async function runAction(page: Page, lang: 'ru' | 'en', action: string, count: number) {
  await page.getByRole('button', { name: BAR[lang].actions }).click();
  await page.getByRole('menuitem', { name: action, exact: true }).click();
  const confirm = page.getByRole('dialog', { name: BAR[lang].confirmTitle });
  await confirm.getByText(String(count)).waitFor();
  return confirm;
}

/** Runs the confirmed action; answers the summary once it says `counts`. */
export async function summaryOf(page: Page, lang: 'ru' | 'en', confirm: ReturnType<Page['getByRole']>, counts: string) {
  await confirm.getByRole('button', { name: BAR[lang].run }).click();
  const summary = page.getByRole('dialog', { name: BAR[lang].summaryTitle });
  await summary.getByText(counts).waitFor();
  return summary;
}

/** The summary's counts as it words them. */
export const counts = (lang: 'ru' | 'en', done: number, skipped: number) =>
  BAR[lang].summary.replace('%{done}', String(done)).replace('%{skipped}', String(skipped));
