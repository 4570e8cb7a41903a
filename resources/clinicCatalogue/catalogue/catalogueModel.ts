// The catalogue steps' view of the data: the active catalogue (by category) joined with the
// clinic's rows, as the accordion shows it, and the count of selected entries per category.
// Pure, so that the rules (what a step lists, what it counts) are tested without a browser.
import { otherLang } from '../../../common/completion';
import type { EditLang } from '../../../common/lang';
import type { CategoryFlag } from './catalogueSteps';

export type Names = Record<EditLang, string>;

/** GET activespecialties / activeservices: one category. */
export interface ActiveCategory {
  id: number;
  name: Names;
  medical: boolean;
  specialtySet?: { id: number; name: Names; important: boolean }[];
  serviceSet?: { id: number; name: Names; important: boolean }[];
}

/** GET selectedspecialties / selectedservices. */
export interface Selections {
  spec: {
    sid: number;
    selected: boolean;
    price: number | null;
    lprice: number | null;
    lpriceEnd: number | null;
    ldescription: EditLang[];
  }[];
  cat: { cid: number; selected: boolean; ldescription: EditLang[]; videoLinks: string[] }[];
  childrenCategories: number[];
  omsCategories: number[];
  omsDescription: string;
  childrenDescription: string;
}

export interface EntryView {
  id: number;
  name: string;
  selected: boolean;
  /** The catalogue's price example. */
  example: number | null;
  price: number | null;
  priceEnd: number | null;
  /** The languages whose description is filled. */
  described: EditLang[];
}

export interface CategoryView {
  id: number;
  name: string;
  entries: EntryView[];
  selectedCount: number;
  /** Each of the step's category flags, by name: whether the clinic set it. */
  flags: Record<string, boolean>;
  described: EditLang[];
}

/** What the views read of a category flag: its name and the selections' list of the flagged. */
type FlagList = Pick<CategoryFlag, 'name' | 'categories'>;

/** The name in the edit language, else in the other one (the catalogue may lack a translation). */
const nameIn = (names: Names, lang: EditLang) => names[lang] || names[otherLang(lang)];

export function categoryViews(
  catalogue: readonly ActiveCategory[],
  clinic: Selections,
  lang: EditLang,
  onlySelected: boolean,
  flags: readonly FlagList[],
): CategoryView[] {
  const rows = new Map(clinic.spec.map((row) => [row.sid, row]));
  const categories = new Map(clinic.cat.map((row) => [row.cid, row]));
  return catalogue
    .map((category) => {
      const entries = (category.specialtySet ?? category.serviceSet ?? [])
        .map((entry): EntryView => {
          const row = rows.get(entry.id);
          return {
            id: entry.id,
            name: nameIn(entry.name, lang),
            selected: row?.selected ?? false,
            example: row?.price ?? null,
            price: row?.lprice ?? null,
            priceEnd: row?.lpriceEnd ?? null,
            described: row?.ldescription ?? [],
          };
        })
        .filter((entry) => !onlySelected || entry.selected);
      return {
        id: category.id,
        name: nameIn(category.name, lang),
        entries,
        selectedCount: entries.filter((entry) => entry.selected).length,
        flags: Object.fromEntries(flags.map((flag) => [flag.name, clinic[flag.categories].includes(category.id)])),
        described: categories.get(category.id)?.ldescription ?? [],
      };
    })
    .filter((category) => !onlySelected || category.entries.length > 0);
}

/** The selections as they will be once the server has taken a switched entry: shown at once, so
 * the switch moves when clicked and not a round trip later. */
export const withEntrySelected = (selections: Selections, sid: number, selected: boolean): Selections => ({
  ...selections,
  spec: selections.spec.some((row) => row.sid === sid)
    ? selections.spec.map((row) => (row.sid === sid ? { ...row, selected } : row))
    : [...selections.spec, { sid, selected, price: null, lprice: null, lpriceEnd: null, ldescription: [] }],
});

/** The same for a category's flag (its checkbox). */
export function withCategoryFlag(selections: Selections, { categories }: FlagList, cid: number, on: boolean): Selections {
  const others = selections[categories].filter((id) => id !== cid);
  return { ...selections, [categories]: on ? [...others, cid] : others };
}
