// The SEO pages' records as their calls answer them (resources/seopages/calls.ts), and a page's
// place as the screen names it.
import type { CallAnswer, CallInput } from '../../common/calls';
import type { CallsProvider } from '../../dataProvider/callProvider';
import type { authorCalls } from '../authors/calls';
import type { seoPageCalls } from './calls';

/** Where a page lives: a direction, optionally one of its diseases and a city (null: none). */
export type SeoPlace = { cid: number; sid: number | null; ct: number | null };

/** One page in one language; `id` null before its first save. */
export type SeoPage = CallAnswer<typeof seoPageCalls.calls.getSeoPage>;

/** What a save sends: the place, the language and the form's fields (seoPageForm.ts's seoBody). */
export type SeoPageSave = CallInput<typeof seoPageCalls.calls.saveSeoPage>;

/** The data provider with the SEO pages' calls and the authors' list (the page's author fields). */
export type SeoPagesProvider = CallsProvider<typeof seoPageCalls | typeof authorCalls>;
