// The patient: name, then gender and age ("Женский, 31 год", the age's noun agreeing with it).
import { Typography } from '@mui/material';
import { useRecordContext, useTranslate } from 'react-admin';
import type { CellEntry } from '../../../src/engine/list/cells/types';
import type { LeadRecord } from '../leadModel';

function LeadPatient() {
  const translate = useTranslate();
  const lead = useRecordContext<LeadRecord>();
  if (!lead) return null;
  const gender = translate(`app.leads.genders.${lead.gender}`, { _: lead.gender });
  const age = lead.age === null ? '' : translate('app.leads.age', { smart_count: lead.age });
  return (
    <>
      <Typography variant="body2">{lead.name}</Typography>
      <Typography variant="caption" color="text.secondary" component="div">
        {[gender, age].filter(Boolean).join(', ')}
      </Typography>
    </>
  );
}

export const cell: CellEntry = { name: 'leadPatient', render: () => <LeadPatient /> };
