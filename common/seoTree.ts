// One row of the SEO pages' tree (GET /api/admin/getseopages, 002 §7 "SEO pages"): the server
// builds it and the screen reads it, so its shape and its empty value live here for both sides.

export type TreeEntry = {
  cc: number;
  ccv: number;
  seo: boolean;
  main: boolean;
  slug1: string;
  id: number | null;
  slug: string;
  visible: boolean;
};

/** By category id, then specialty id (0: the category's own row). */
export type SeoTree = Record<string, Record<string, TreeEntry>>;

/** A row with no counters and no page yet. */
export const EMPTY_TREE_ENTRY: TreeEntry = { cc: 0, ccv: 0, seo: false, main: false, slug1: '', id: null, slug: '', visible: false };
