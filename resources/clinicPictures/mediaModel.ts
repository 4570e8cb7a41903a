// The media steps' records as their declared calls answer them (resources/clinics/mediaCalls.ts),
// and the data provider with those calls' methods.
import type { CallAnswer } from '../../common/calls';
import type { CallsProvider } from '../../dataProvider/callProvider';
import type { logoCalls, pictureCalls } from '../clinics/calls';

export type MediaCallsProvider = CallsProvider<typeof pictureCalls | typeof logoCalls>;

export type PicturesAnswer = CallAnswer<typeof pictureCalls.calls.clinicPictures>;
/** A clinic picture (000 §3); url and thumb are paths under /images/picture/. */
export type Picture = PicturesAnswer['images'][number];
export type AltTexts = Picture['alt'];

/** lLogo: the clinic's own logo; mLogo: the main catalogue's (001 §3). */
export type LogoAnswer = CallAnswer<typeof logoCalls.calls.clinicLogo>;
export type LogoFile = NonNullable<LogoAnswer['lLogo']>;
