// The patient: name, then gender and age ("Женский, 31 год", the age's noun agreeing with it).
import { Typography } from '@mui/material';
import { recordCell } from '../../../src/engine/list/cells/recordFormat';
import type { LeadRecord } from '../leadModel';

export const cell = recordCell<LeadRecord>('leadPatient', (lead, { translate }) => {
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
});
