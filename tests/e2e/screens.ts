// What the accessibility and keyboard tests walk through, found as a user finds it: the side
// menu's links as rendered, and the buttons that open a dialog (named from the catalogs, so both
// languages are covered). A new screen or dialog whose button is listed here is walked too.
import type { Locator, Page } from 'playwright-core';
import { en } from '../../i18n/en';
import { ru } from '../../i18n/ru';

export const CATALOGS = { ru, en } as const;
export type Lang = keyof typeof CATALOGS;
export type Catalog = (typeof CATALOGS)[Lang];

const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** A catalog text up to its first placeholder, as the start of an accessible name. */
const startOf = (text: string) => new RegExp(`^${escaped(text.split('%{')[0])}`);

/** The first enabled button of each kind that opens a dialog; a screen without one has none. */
export const dialogOpeners = (page: Page, { app: t, resources }: Catalog): Locator[] =>
  [
    page.getByRole('button', { name: t.form.add, exact: true }),
    page.getByRole('button', { name: startOf(`${t.form.edit}:`) }),
    page.getByRole('button', { name: startOf(`${t.form.delete}:`) }),
    page.getByRole('button', { name: t.sync.button, exact: true }),
    page.getByRole('button', { name: startOf(t.clinics.superagent) }),
    page.getByRole('button', { name: t.clinics.noSuperagent, exact: true }),
    // In the agents' rows only: a picture card's button of the same English name makes it main at once.
    page.getByTestId('record-row').getByRole('button', { name: t.agents.makeMain, exact: true }),
    page.getByRole('button', { name: t.agents.transfer, exact: true }),
    page.getByRole('button', { name: t.media.pictures.add, exact: true }),
    page.getByRole('button', { name: startOf(t.media.pictures.open) }),
    page.getByRole('button', { name: startOf(t.media.pictures.editAlt) }),
    page.getByRole('button', { name: startOf(t.media.pictures.delete) }),
    page.getByRole('button', { name: startOf(t.mediaLibrary.open) }),
    page.getByRole('button', { name: startOf(t.mediaLibrary.edit) }),
    page.getByRole('button', { name: startOf(t.mediaLibrary.remove) }),
    page.getByRole('button', { name: t.documents.add, exact: true }),
    page.getByRole('button', { name: startOf(t.documents.preview) }),
    page.getByRole('button', { name: startOf(t.documents.delete) }),
    page.getByRole('button', { name: t.reviews.add, exact: true }),
    page.getByRole('button', { name: startOf(t.reviews.edit) }),
    page.getByRole('button', { name: startOf(t.reviews.view) }),
    page.getByRole('button', { name: startOf(t.reviews.delete) }),
    page.getByRole('button', { name: startOf(t.reviews.avatar.change) }),
    page.getByRole('button', { name: resources.history.record.open, exact: true }),
    page.getByRole('button', { name: t.profileCatalogue.omsText, exact: true }),
    page.getByRole('button', { name: t.profileCatalogue.childrenText, exact: true }),
    page.getByRole('button', { name: startOf(t.doctors.edit) }),
    page.getByRole('button', { name: startOf(t.seoPages.edit) }),
    page.getByRole('button', { name: t.advert.holders.create, exact: true }),
    page.getByRole('button', { name: startOf(t.advert.holders.remove) }),
    page.getByRole('button', { name: t.users.create, exact: true }),
    page.getByRole('button', { name: startOf(t.authors.remove) }),
    page.getByRole('button', { name: t.video.addButton, exact: true }),
  ].map((opener) => opener.and(page.locator(':enabled')).first());

/** Openers of one dialog that many screens share (every rich-text editor's media picker): the
 * walk audits each of these once per language, on the first screen that has it. */
export const sharedDialogOpeners = (page: Page, { app: t }: Catalog): Locator[] =>
  [
    page.getByRole('button', { name: t.mediaLibrary.richText.insert, exact: true }),
    page.getByRole('button', { name: t.advert.banner.pick, exact: true }),
  ].map((opener) => opener.and(page.locator(':enabled')).first());

/** What a person would call the button. */
export const buttonName = async (button: Locator) => (await button.getAttribute('aria-label')) ?? (await button.textContent()) ?? '';

/** Every link of the signed-in side menu, as rendered for the signed-in roles. */
export async function menuLinks(page: Page, catalog: Catalog): Promise<string[]> {
  const menu = page.getByRole('navigation', { name: catalog.app.menu.label });
  await menu.waitFor({ state: 'attached' });
  return menu.getByRole('link').evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
}

/** The steps of a clinic's profile editor (the first one's, or the one at `row` of the list's
 * first page), opened from the clinics list. */
export async function profileStepLinks(page: Page, catalog: Catalog, row = 0): Promise<string[]> {
  await page.goto('/admin/clinics?page=1');
  await page.locator('[data-testid="record-row"] a[href*="/profile/"]').nth(row).click();
  await page.waitForURL('**/profile/**/base');
  const steps = page.getByRole('navigation', { name: catalog.app.profile.menu }).getByRole('link');
  await steps.first().waitFor();
  return steps.evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
}

type Id = { id: number };

/** The screens reached only through others, never from the menu: the advertising ones, found from
 * the demo holder (the first one made) and its first promo with banners, through the API. */
export async function reachedScreens(page: Page): Promise<string[]> {
  const read = async <T>(path: string) => (await (await page.request.get(path)).json()) as T;
  const { advertisers } = await read<{ advertisers: Id[] }>('/api/admin/advertisers');
  const holder = Math.min(...advertisers.map((advertiser) => advertiser.id));
  const { promos } = await read<{ promos: (Id & { banners: (Id & { type: string })[] })[] }>(`/api/admin/advertiser/${holder}/promos`);
  const promo = promos.find((candidate) => candidate.banners.some((banner) => banner.type === 'FULL'));
  if (!promo) throw new Error(`the demo holder ${holder} has no promo with a full-width banner`);
  const full = promo.banners.find((banner) => banner.type === 'FULL') as Id;
  const base = `/admin/advert/holders/${holder}`;
  return [
    base,
    `${base}/edit/${promo.id}`,
    `${base}/promo/${promo.id}`,
    `${base}/promo/${promo.id}/banner/${full.id}`,
    `/admin/advertising/${promo.id}`,
    '/admin/advertising?tab=create',
  ];
}
