// A lead's number with its state and the time of its last change (002 §2 "Leads": "id with state
// and update time").
import { Chip, Stack, Typography } from '@mui/material';
import { recordCell } from '../../../src/engine/list/cells/recordFormat';
import { formatUpdated } from '../../clinics/clinicModel';
import type { LeadRecord } from '../leadModel';

const STATE_COLOR: Record<string, 'info' | 'warning' | 'success' | 'default'> = {
  NEW: 'info',
  UNDERWAY: 'warning',
  INQUIRY: 'success',
};

export const cell = recordCell<LeadRecord>('leadId', (lead, { lang, translate }) => (
  <Stack spacing={0.5} sx={{ alignItems: 'flex-start', whiteSpace: 'nowrap' }}>
    <Typography variant="body2">№ {lead.id}</Typography>
    <Chip
      size="small"
      color={STATE_COLOR[lead.state] ?? 'default'}
      label={translate(`app.leads.states.${lead.state}`, { _: lead.state })}
    />
    <Typography variant="caption" color="text.secondary" component="div">
      {translate('app.leads.updated', { date: formatUpdated(lead.updated, lang) })}
    </Typography>
  </Stack>
));
