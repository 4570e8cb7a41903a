// The clinics list's filters (000 §2): their query-string names, "hide blocked" on by default, the
// category clearing the specialty; and the options of the selects, named in the UI language.

import type { Lang } from '../../common/lang';
import type { Choice } from '../../common/resource';
import type { QueryFilter } from '../../src/engine/list/useQueryStringList';
import { nameIn, type Reference } from './clinicModel';

export const CLINIC_FILTERS: readonly QueryFilter[] = [
  { name: 'q' },
  { name: 'cityId' },
  { name: 'cId', clears: ['sid'] },
  { name: 'sid' },
  { name: 'loc' },
  // Ours (issue 12): a stale review in a language; one section's state, from the completeness view.
  { name: 'stale' },
  { name: 'completion' },
  { name: 'hideDeactive', initial: 'true' },
];

const sorted = (choices: Choice[], lang: Lang) => choices.sort((a, b) => a.name.localeCompare(b.name, lang));

export const cityChoices = (reference: Reference, lang: Lang) =>
  sorted(
    reference.cities.map((city) => ({ id: String(city.id), name: nameIn(city.name, lang) })),
    lang,
  );

/** Only active categories are offered (002 §3: the shared category map keeps active ones). */
export const categoryChoices = (reference: Reference, lang: Lang) =>
  sorted(
    reference.categories
      .filter((category) => category.active)
      .map((category) => ({ id: String(category.id), name: nameIn(category.names, lang) })),
    lang,
  );

/** The chosen category's specialties, or every active specialty while no category is chosen. */
export function specialtyChoices(reference: Reference, lang: Lang, categoryId: string): Choice[] {
  const category = reference.categories.find((item) => String(item.id) === categoryId);
  const wanted = category ? new Set(category.spcs) : undefined;
  const specialties = reference.specialties.filter((item) => (wanted ? wanted.has(item.id) : item.active));
  return sorted(
    specialties.map((item) => ({ id: String(item.id), name: nameIn(item.names, lang) })),
    lang,
  );
}
