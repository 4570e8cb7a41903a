// The video library's records as its calls answer them (resources/video/calls.ts).
import type { CallAnswer } from '../../common/calls';
import type { CallsProvider } from '../../dataProvider/callProvider';
import type { publicReadCalls, VIDEO_TEXT_TYPES, videoCalls } from './calls';

export type Video = CallAnswer<typeof videoCalls.calls.saveVideo>;

export type VideoTextType = (typeof VIDEO_TEXT_TYPES)[number];

/** A clinic as the portal's read names it, with the directions it offers. */
export type PublicClinic = CallAnswer<typeof publicReadCalls.calls.publicClinic>;

/** The data provider with the pickers' public reads (the clinics and the reference data come from
 * react-admin's getList: usePickerClinics, 'categories'). */
export type VideoProvider = CallsProvider<typeof videoCalls | typeof publicReadCalls>;
