// A media file as the library, its picker and the rich-text editor show it: the type of the
// declared answers (resources/mediafiles/calls.ts).
import type { CallAnswer } from '../../common/calls';
import type { mediaLibraryCalls } from './calls';

/** A media library file (001 §3); url and thumb are paths under /images/mediafile/. */
export type MediaFile = CallAnswer<typeof mediaLibraryCalls.calls.listMediaFiles>['slice'][number];
