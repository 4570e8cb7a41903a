// The documents step's records as their declared calls answer them (resources/clinics/documentCalls.ts),
// and the data provider with those calls' methods.
import type { CallAnswer } from '../../../../common/calls';
import type { CallsProvider } from '../../../../dataProvider/callProvider';
import type { freeFileCalls } from '../../../../resources/clinics/calls';

export type FreeFileCallsProvider = CallsProvider<typeof freeFileCalls>;

export type FreeFilesAnswer = CallAnswer<typeof freeFileCalls.calls.clinicFreeFiles>;
/** A clinic's free file (001 §3 "Free file"); origId null: uploaded here (may be deleted), else from
 * the catalogue (may only be hidden); url: where it downloads from under its name. */
export type FreeFile = FreeFilesAnswer['files'][number];
