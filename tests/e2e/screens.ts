// What the accessibility and keyboard tests walk through, found as a user finds it: the side
// menu's links as rendered, and the buttons that open a dialog (named from the catalogs, so both
// languages are covered). A new screen or dialog whose button is listed here is walked too.
import type { Locator, Page } from 'playwright-core';
import { en } from '../../i18n/en';
import { ru } from '../../i18n/ru';
import { visit } from './browser';

export const CATALOGS = { ru, en } as const;
export type Lang = keyof typeof CATALOGS;
export type Catalog = (typeof CATALOGS)[Lang];

const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** A catalog text up to its first placeholder, as the start of an accessible name. */
const startOf = (text: string) => new RegExp(`^${escaped(text.split('%{')[0])}`);

/** A kind of button that opens a dialog: its name, whole (a string) or its start (a RegExp). */
type Opener = { name: string | RegExp; inRows?: boolean };

/** Every kind of button that opens a dialog, named from the catalog. */
const openerKinds = ({ app: t, resources }: Catalog): Opener[] => [
  { name: t.form.add },
  { name: startOf(`${t.form.edit}:`) },
  { name: startOf(`${t.form.delete}:`) },
  { name: t.sync.button },
  { name: startOf(t.clinics.superagent) },
  { name: t.clinics.noSuperagent },
  // In the agents' rows only: a picture card's button of the same English name makes it main at once.
  { name: t.agents.makeMain, inRows: true },
  { name: t.agents.transfer },
  { name: t.media.pictures.add },
  { name: startOf(t.media.pictures.open) },
  { name: startOf(t.media.pictures.editAlt) },
  { name: startOf(t.media.pictures.delete) },
  { name: startOf(t.mediaLibrary.open) },
  { name: startOf(t.mediaLibrary.edit) },
  { name: startOf(t.mediaLibrary.remove) },
  { name: t.documents.add },
  { name: startOf(t.documents.preview) },
  { name: startOf(t.documents.delete) },
  { name: t.reviews.add },
  { name: startOf(t.reviews.edit) },
  { name: startOf(t.reviews.view) },
  { name: startOf(t.reviews.delete) },
  { name: startOf(t.reviews.avatar.change) },
  { name: resources.history.record.open },
  { name: t.profileCatalogue.omsText },
  { name: t.profileCatalogue.childrenText },
  { name: startOf(t.doctors.edit) },
  { name: startOf(t.seoPages.edit) },
  { name: t.advert.holders.create },
  { name: startOf(t.advert.holders.remove) },
  { name: startOf(t.advert.promo.remove) },
  { name: t.users.create },
  { name: startOf(t.authors.remove) },
  { name: t.video.addButton },
];

/** Openers of one dialog that many screens share (every rich-text editor's media picker, the top
 * bar's search and shortcuts): the
 * walk audits each of these once per language, on the first screen that has it. */
const sharedKinds = ({ app: t }: Catalog): Opener[] => [
  { name: t.mediaLibrary.richText.insert },
  { name: t.advert.banner.pick },
  // The top bar's, on every signed-in page.
  { name: t.searchEverywhere.open },
  { name: t.shortcuts.open },
];

/** The names of the page's enabled buttons as the accessibility tree gives them (aria-labelledby,
 * aria-label, else the text), read in one pass: asking for each kind by role would compute every
 * button's name once per kind, the walk's main cost on long tables. */
const buttonNames = (page: Page) =>
  page.locator('button:enabled, [role="button"]:not([aria-disabled="true"])').evaluateAll((buttons) =>
    buttons.map((button) => {
      const ids = button.getAttribute('aria-labelledby');
      const labelled = ids
        ?.split(/\s+/)
        .map((id) => document.getElementById(id)?.textContent ?? '')
        .join(' ');
      return (labelled || button.getAttribute('aria-label') || button.textContent || '').replace(/\s+/g, ' ').trim();
    }),
  );

const matches = (name: string | RegExp, text: string) => (typeof name === 'string' ? text === name : name.test(text));

/** The first enabled button of each kind the page has (by role and name, as a person finds it),
 * only for the kinds that some button's name matches. A disclosure (aria-expanded: a record's
 * history section, named as the history's button) shows its content in place: no dialog's opener. */
async function present(page: Page, kinds: Opener[]): Promise<Locator[]> {
  const names = await buttonNames(page);
  return kinds
    .filter((kind) => names.some((text) => matches(kind.name, text)))
    .map(({ name, inRows }) => {
      const scope = inRows ? page.getByTestId('record-row') : page;
      return scope.getByRole('button', { name, exact: typeof name === 'string' ? true : undefined });
    })
    .map((opener) => opener.and(page.locator(':enabled:not([aria-expanded])')).first());
}

export const dialogOpeners = (page: Page, catalog: Catalog) => present(page, openerKinds(catalog));
export const sharedDialogOpeners = (page: Page, catalog: Catalog) => present(page, sharedKinds(catalog));

/** What a person would call the button. */
export const buttonName = async (button: Locator) => (await button.getAttribute('aria-label')) ?? (await button.textContent()) ?? '';

/** Every link of the signed-in side menu, as rendered for the signed-in roles. */
export async function menuLinks(page: Page, catalog: Catalog): Promise<string[]> {
  const menu = page.getByRole('navigation', { name: catalog.app.menu.label });
  await menu.waitFor({ state: 'attached' });
  return menu.getByRole('link').evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
}

/** The steps of a clinic's profile editor (the first one's, or the one at `row` of the list's
 * first page), opened from the clinics list (itself opened in the app, as the menu opens it);
 * the page is left on the base step. */
export async function profileStepLinks(page: Page, catalog: Catalog, row = 0): Promise<string[]> {
  await visit(page, '/admin/clinics?page=1');
  await page.locator('[data-testid="record-row"] a[href*="/profile/"]').nth(row).click();
  await page.waitForURL('**/profile/**/base');
  const steps = page.getByRole('navigation', { name: catalog.app.profile.menu }).getByRole('link');
  await steps.first().waitFor();
  return steps.evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
}

type Id = { id: number };

/** The screens reached only through others, never from the menu: the advertising ones, found from
 * the demo holder (the first one made) and its first promo with banners, and the content editors
 * (a demo tag, a new tag, a demo author), through the API. The article editor is audited by
 * articles.test.ts, on the way to a published article. */
export async function reachedScreens(page: Page): Promise<string[]> {
  const read = async <T>(path: string) => (await (await page.request.get(path)).json()) as T;
  const { advertisers } = await read<{ advertisers: Id[] }>('/api/admin/advertisers');
  const holder = Math.min(...advertisers.map((advertiser) => advertiser.id));
  const { promos } = await read<{ promos: (Id & { banners: (Id & { type: string })[] })[] }>(`/api/admin/advertiser/${holder}/promos`);
  const promo = promos.find((candidate) => candidate.banners.some((banner) => banner.type === 'FULL'));
  if (!promo) throw new Error(`the demo holder ${holder} has no promo with a full-width banner`);
  const full = promo.banners.find((banner) => banner.type === 'FULL') as Id;
  const base = `/admin/advert/holders/${holder}`;
  const { slice: tags } = await read<{ slice: Id[] }>('/api/admin/tags?page=0&size=1');
  const { authors } = await read<{ authors: Id[] }>('/api/admin/author/all');
  if (!tags.length || !authors.length) throw new Error('the demo data has no tag or no author');
  return [
    `/admin/tags/edit/${tags[0].id}`,
    '/admin/tags/edit/0',
    `/admin/authors/${authors[0].id}`,
    base,
    `${base}/edit/${promo.id}`,
    `${base}/promo/${promo.id}`,
    `${base}/promo/${promo.id}/banner/${full.id}`,
    `/admin/advertising/${promo.id}`,
    '/admin/advertising?tab=create',
  ];
}
