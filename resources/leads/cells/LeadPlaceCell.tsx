// "Москва, Россия": a lead's region (Russian leads) and country, in the UI language.
import { useRecordContext } from 'react-admin';
import type { CellEntry } from '../../../src/engine/list/cells/types';
import { useLang } from '../../../src/useLang';
import { type LeadRecord, placeOf } from '../leadModel';

function LeadPlace() {
  const lang = useLang();
  const lead = useRecordContext<LeadRecord>();
  return lead ? placeOf(lead, lang) : null;
}

export const cell: CellEntry = { name: 'leadPlace', render: () => <LeadPlace /> };
