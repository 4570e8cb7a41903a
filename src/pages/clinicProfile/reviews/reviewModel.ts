// The patient reviews step's view of the data, pure so that its rules are tested without a
// browser: the language and source filters (001 §2), the modal's values and the payload they
// become (the one the schema checks in the browser and on the server), and the pickers' search
// rule and result labels (001 §9: more than 2 characters or a positive number, cut at 80).
import type { CallAnswer } from '../../../../common/calls';
import type { EditLang } from '../../../../common/lang';
import type { reviewCalls } from '../../../../resources/clinics/calls';

/** A review as listed (001 §3 "Review"): the declared answer's. */
export type Review = CallAnswer<typeof reviewCalls.calls.listReviews>[number];

export const LANG_FILTERS = ['ALL', 'RU', 'EN'] as const;
export const SOURCE_FILTERS = ['ALL', 'MM', 'LG'] as const;
export type LangFilter = (typeof LANG_FILTERS)[number];
export type SourceFilter = (typeof SOURCE_FILTERS)[number];
export type Filters = { lang: LangFilter; source: SourceFilter };

/** 001 §2: language RU and source LG until the user picks others. */
export const DEFAULT_FILTERS: Filters = { lang: 'RU', source: 'LG' };

export function filterReviews(reviews: readonly Review[], { lang, source }: Filters): Review[] {
  return reviews.filter((r) => (lang === 'ALL' || r.locals === lang) && (source === 'ALL' || r.source === source));
}

/** What the modal edits; the picks as id lists. */
export interface ReviewValues {
  name: string;
  locals: EditLang;
  publishedDT: string;
  curedDT: string;
  youtube: string;
  review: string;
  allCategories: boolean;
  categories: number[];
  specialties: number[];
  doctors: number[];
  country: string;
  rating: number | null;
}

/** Today as YYYY-MM-DD in the user's zone: a new review's publication date. */
export function today(now = new Date()): string {
  const local = new Date(now.getTime() - now.getTimezoneOffset() * 60_000);
  return local.toISOString().slice(0, 10);
}

export function reviewValues(review: Review | undefined, lang: EditLang): ReviewValues {
  if (!review) {
    const empty = { name: '', curedDT: '', youtube: '', review: '', country: '', rating: null };
    return { ...empty, locals: lang, publishedDT: today(), allCategories: false, categories: [], specialties: [], doctors: [] };
  }
  return {
    name: review.name,
    locals: review.locals,
    publishedDT: review.publishedDT,
    curedDT: review.curedDT ?? '',
    youtube: review.youtube,
    review: review.review,
    allCategories: review.allCategories,
    categories: review.categories,
    specialties: review.specialties,
    doctors: review.doctors,
    country: review.country,
    rating: review.rating,
  };
}

const list = (ids: unknown) => (Array.isArray(ids) ? ids.join(',') : String(ids ?? ''));

/** The POST /api/admin/review/{hash} payload of the modal's values (`review` undefined: a new one). */
export function reviewPayload(values: Partial<ReviewValues>, review: Review | undefined): Record<string, string> {
  return {
    ispatient: 'true',
    isnew: String(!review),
    reviewId: String(review?.id ?? 0),
    name: values.name ?? '',
    locals: values.locals ?? '',
    publishedDT: values.publishedDT ?? '',
    curedDT: values.curedDT ?? '',
    youtube: values.youtube ?? '',
    review: values.review ?? '',
    allCategories: String(Boolean(values.allCategories)),
    categories: list(values.categories),
    specialties: list(values.specialties),
    doctors: list(values.doctors),
    country: values.country ?? '',
    rating: values.rating == null ? '' : String(values.rating),
  };
}

/** 001 §5, 002 §5: a picker searches once the query has more than 2 characters or is a positive number. */
export const isSearchable = (query: string) => query.trim().length > 2 || /^[1-9]\d*$/.test(query.trim());

export const RESULT_MAX = 80;

/** A result's text, cut at 80 characters (001 §9). */
export const cut = (text: string) =>
  Array.from(text).length > RESULT_MAX
    ? `${Array.from(text)
        .slice(0, RESULT_MAX - 1)
        .join('')}…`
    : text;

/** One choice of a picker: what it names and what it stores. */
export interface PickOption {
  /** The list the pick goes to. */
  list: 'categories' | 'specialties' | 'doctors';
  id: number;
  label: string;
  /** The group it is listed under (a specialty's category). */
  group?: string;
}

/** Options whose label holds the query (case- and ё-insensitive), or whose id it is. */
export function searchOptions(options: readonly PickOption[], query: string): PickOption[] {
  const q = normalize(query);
  return options.filter((o) => normalize(o.label).includes(q) || String(o.id) === query.trim());
}

const normalize = (text: string) => text.trim().toLocaleLowerCase().replaceAll('ё', 'е');
