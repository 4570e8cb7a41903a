// The video library's records as its calls answer them (resources/video/calls.ts), and a video's
// form values.
import type { CallAnswer } from '../../common/calls';
import type { CallsProvider } from '../../dataProvider/callProvider';
import type { publicReadCalls, VIDEO_TEXT_TYPES, videoCalls } from './calls';

export interface VideoTexts {
  title: string;
  url: string;
  description: string;
}

export interface VideoLinks {
  /** Directions (category ids). */
  specialties: number[];
  /** Specialisations (specialty ids). */
  diseases: number[];
  clinics: number[];
  doctors: number[];
  /** Interviews, catalogue entries, webinars and articles (article ids). */
  texts: number[];
  /** Per linked clinic id, the directions chosen for it. */
  clinicCategories: Record<string, number[]>;
}

/** What the editor edits and a save sends. */
export type VideoValues = VideoTexts & VideoLinks;

export type Video = CallAnswer<typeof videoCalls.calls.saveVideo>;

export type VideoTextType = (typeof VIDEO_TEXT_TYPES)[number];

/** A clinic as the portal's read names it, with the directions it offers. */
export type PublicClinic = CallAnswer<typeof publicReadCalls.calls.publicClinic>;

/** The portal's reads name things in `locale`, RU or EN: the interface's language. */
export const wireLocale = (locale: string) => (locale === 'en' ? 'EN' : 'RU');

/** The data provider with the library's calls and the pickers' public reads (the clinics and the
 * reference data come from react-admin's getList: usePickerClinics, 'categories'). */
export type VideoProvider = CallsProvider<typeof videoCalls | typeof publicReadCalls>;
