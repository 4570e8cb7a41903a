// The SEO tree as the screen shows it: categories (directions) with their specialty rows, each with
// its counters and page flags from getseopages, narrowed by the filter (one predicate per option)
// and by the disease search; and where each counter leads (the clinics list, filtered).
import type { EditLang, Lang } from '../../common/lang';
import { EMPTY_TREE_ENTRY, type SeoTree, type TreeEntry } from '../../common/seoTree';
import { nameIn, type Reference } from '../clinics/clinicModel';

export const TREE_FILTERS = {
  none: () => true,
  hasClinics: (entry: TreeEntry) => entry.cc > 0,
  visibleClinics: (entry: TreeEntry) => entry.ccv > 0,
  hasTexts: (entry: TreeEntry) => entry.seo,
} as const;
export type TreeFilter = keyof typeof TREE_FILTERS;

export type TreeRow = { sid: number | null; name: string; entry: TreeEntry };
export type TreeCategory = { cid: number; name: string; own: TreeRow; rows: TreeRow[] };

/** The categories to show; `diseases` (search matches) keeps only those specialties. */
export function visibleTree(reference: Reference, tree: SeoTree, filter: TreeFilter, lang: Lang, diseases?: Set<number>): TreeCategory[] {
  const keep = TREE_FILTERS[filter];
  const specialties = new Map(reference.specialties.map((s) => [s.id, s]));
  return reference.categories
    .filter((category) => category.active)
    .map((category) => {
      const entries = tree[category.id] ?? {};
      const rows = category.spcs
        .filter((sid) => !diseases || diseases.has(sid))
        .map((sid) => ({
          sid,
          name: nameIn(specialties.get(sid)?.names, lang),
          entry: entries[sid] ?? { ...EMPTY_TREE_ENTRY, slug1: entries[0]?.slug1 ?? '' },
        }))
        .filter((row) => keep(row.entry));
      const own = { sid: null, name: nameIn(category.names, lang), entry: entries[0] ?? EMPTY_TREE_ENTRY };
      return { cid: category.id, name: own.name, own, rows };
    })
    .filter((category) => category.rows.length > 0 || (!diseases && keep(category.own.entry)));
}

/** The clinics list filtered to a row's clinics: in any language, or visible in `loc`. */
export function clinicsLink(cid: number, sid: number | null, cityId: number | null, loc?: EditLang): string {
  const query = new URLSearchParams({ cId: String(cid) });
  if (cityId) query.set('cityId', String(cityId));
  if (sid) query.set('sid', String(sid));
  if (loc) query.set('loc', loc);
  return `/admin/clinics?${query}`;
}
