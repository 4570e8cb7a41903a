// Which slugs an SEO page may have (002 §5 "SEO page"): slug1 only on a category's own page (no
// specialty, no city), slug2 when a specialty or a city is present, slug3 only with a city. The
// modal shows the others read-only and the server refuses them: one table for both sides.

export type SlugField = 'slug1' | 'slug2' | 'slug3';
export type PagePlaceFlags = { specialty: boolean; city: boolean };

export const SLUG_FIELDS: readonly SlugField[] = ['slug1', 'slug2', 'slug3'];

const EDITABLE: Record<SlugField, (place: PagePlaceFlags) => boolean> = {
  slug1: (p) => !p.specialty && !p.city,
  slug2: (p) => p.specialty || p.city,
  slug3: (p) => p.city,
};

export const slugEditable = (field: SlugField, place: PagePlaceFlags) => EDITABLE[field](place);

/** The page's public path: its slugs in order, the empty ones left out. */
export const seoPagePath = (slugs: Partial<Record<SlugField, string>>) =>
  `/${SLUG_FIELDS.map((field) => slugs[field] ?? '')
    .filter(Boolean)
    .join('/')}`;
