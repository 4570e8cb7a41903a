// WCAG 2.5.3 "Label in Name": a button that shows a text and carries a longer aria-label (to say
// which row it acts on) must have the shown text inside its label, word for word and in order, as
// axe-core's label-content-name-mismatch checks in the browser walk. These are the catalog pairs
// the screens use that way (visible text, aria-label), checked in both languages with every row's
// wording, so a translation that reorders the words fails here rather than in the browser.
import { describe, expect, it } from 'vitest';
import { en } from '../../i18n/en';
import { interpolate } from '../../i18n/interpolate';
import { ru } from '../../i18n/ru';

const CATALOGS = { ru, en } as const;
type Catalog = typeof ru;

/** [where, visible text, aria-label] as the screens compose them. */
const PAIRS: Array<[string, (c: Catalog) => string, (c: Catalog) => string]> = [
  ...(['take', 'inquiry', 'delete', 'restore'] as const).map((move): [string, (c: Catalog) => string, (c: Catalog) => string] => [
    `lead action ${move} (resources/leads/LeadActions.tsx)`,
    (c) => c.app.leads.moves[move],
    (c) => interpolate(c.app.leads.moveOf[move], { id: 5 }),
  ]),
  [
    'category texts (CategoryTools.tsx)',
    (c) => c.app.profileCatalogue.categoryTexts,
    (c) => interpolate(c.app.profileCatalogue.categoryTextsOf, { name: 'X' }),
  ],
  [
    'entry texts (EntryRow.tsx)',
    (c) => c.app.profileCatalogue.entryTexts,
    (c) => interpolate(c.app.profileCatalogue.entryTextsOf, { name: 'X' }),
  ],
  [
    'save price (PriceRange.tsx)',
    (c) => c.app.profileCatalogue.savePrice,
    (c) => interpolate(c.app.profileCatalogue.savePriceOf, { name: 'X' }),
  ],
  [
    'retry an upload (UploadItemRow.tsx)',
    (c) => c.app.media.upload.retry,
    (c) => interpolate(c.app.media.upload.retryFile, { name: 'x.jpg' }),
  ],
];

/** axe's comparison: lower case, words of letters and digits, the shown ones a contiguous run. */
const words = (text: string) => text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];
const holds = (label: string, shown: string) => ` ${words(label).join(' ')} `.includes(` ${words(shown).join(' ')} `);

describe('label in name', () => {
  it.each(Object.keys(CATALOGS) as (keyof typeof CATALOGS)[])('each shown text is inside its aria-label (%s)', (lang) => {
    const catalog = CATALOGS[lang] as unknown as Catalog;
    const broken = PAIRS.filter(([, shown, label]) => !holds(label(catalog), shown(catalog))).map(
      ([where, shown, label]) => `${where}: "${shown(catalog)}" is not in "${label(catalog)}"`,
    );
    expect(broken).toEqual([]);
  });
});
