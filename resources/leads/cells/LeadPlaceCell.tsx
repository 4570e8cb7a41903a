// "Москва, Россия": a lead's region (Russian leads) and country, in the UI language.
import { recordCell } from '../../../src/engine/list/cells/recordFormat';
import { type LeadRecord, placeOf } from '../leadModel';

export const cell = recordCell<LeadRecord>('leadPlace', (lead, { lang }) => placeOf(lead, lang));
