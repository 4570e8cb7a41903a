// Where a lead points (its clinic / doctor) and where it was sent (clinic / agent), named from the
// side lists of the page's answer.
import { Typography } from '@mui/material';
import { useRecordContext, useTranslate } from 'react-admin';
import type { CellEntry } from '../../../src/engine/list/cells/types';
import { useSideNames } from '../../../src/engine/list/useSideNames';
import type { LeadRecord } from '../leadModel';

function LeadTarget() {
  const translate = useTranslate();
  const lead = useRecordContext<LeadRecord>();
  const clinics = useSideNames('clinics');
  const doctors = useSideNames('doctors');
  const agents = useSideNames('agents');
  if (!lead) return null;
  const names = (...named: [ReadonlyMap<string, unknown>, number | null][]) =>
    named.flatMap(([names, id]) => (id === null ? [] : [names.get(String(id))].filter(Boolean))).join(' / ');
  const target = names([clinics, lead.clinicId], [doctors, lead.doctorId]);
  const sentTo = names([clinics, lead.clinicSentId], [agents, lead.agentSentId]);
  return (
    <>
      <Typography variant="body2">{target || translate('app.leads.noTarget')}</Typography>
      <Typography variant="caption" color="text.secondary" component="div">
        {sentTo ? translate('app.leads.sentTo', { name: sentTo }) : translate('app.leads.notSent')}
      </Typography>
    </>
  );
}

export const cell: CellEntry = { name: 'leadTarget', render: () => <LeadTarget /> };
