// Which slugs an SEO page may have (002 §5 "SEO page"): slug1 only on a category's own page (no
// specialty, no city), slug2 when a specialty or a city is present, slug3 only with a city. The
// modal shows the others read-only (the declaration's `disabledWhen`, resources/seopages) and the
// server refuses them: one table for both sides, as record tests of the page's place.
import { passes, type RecordTests } from './recordTests';

export type SlugField = 'slug1' | 'slug2' | 'slug3';
export type PagePlaceFlags = { specialty: boolean; city: boolean };

export const SLUG_FIELDS: readonly SlugField[] = ['slug1', 'slug2', 'slug3'];

/** When a slug belongs to another level, by the page's specialty (`sid`) and city (`ct`). */
export const SLUG_LOCKED: Readonly<Record<SlugField, RecordTests>> = {
  slug1: [{ differs: { sid: null } }, { differs: { ct: null } }],
  slug2: { equals: { sid: null, ct: null } },
  slug3: { equals: { ct: null } },
};

export const slugEditable = (field: SlugField, place: PagePlaceFlags) =>
  !passes(SLUG_LOCKED[field], { sid: place.specialty ? 1 : null, ct: place.city ? 1 : null });
