// The leads table's columns (002 §2 "Leads"): id with state and update time; region/country; target
// clinic/doctor and sent-to clinic/agent; patient name, gender and age; phone; e-mail; diagnosis;
// files count; link flag; free (OMS) or paid label; the lead's buttons.
import { Chip, Stack, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import type { TranslateFunction } from 'react-admin';
import type { Lang } from '../../common/lang';
import type { TableColumn } from '../../src/engine/list/RecordTable';
import { formatUpdated } from '../clinics/clinicModel';
import { LeadActions } from './LeadActions';
import { type LeadRecord, placeOf } from './leadModel';

const STATE_COLOR: Record<string, 'info' | 'warning' | 'success' | 'default'> = {
  NEW: 'info',
  UNDERWAY: 'warning',
  INQUIRY: 'success',
};

const caption = (content: ReactNode) => (
  <Typography variant="caption" color="text.secondary" component="div">
    {content}
  </Typography>
);

export function leadColumns(translate: TranslateFunction, lang: Lang): TableColumn<LeadRecord>[] {
  const label = (field: string) => translate(`resources.leads.fields.${field}`);
  const t = (key: string, params?: object) => translate(`app.leads.${key}`, params);
  const target = (lead: LeadRecord) => [lead.clinicName, lead.doctorName].filter(Boolean).join(' / ');
  const sentTo = (lead: LeadRecord) => [lead.clinicSentName, lead.agentSentName].filter(Boolean).join(' / ');
  return [
    {
      key: 'id',
      label: label('id'),
      nowrap: true,
      render: (lead) => (
        <Stack spacing={0.5} sx={{ alignItems: 'flex-start' }}>
          <Typography variant="body2">№ {lead.id}</Typography>
          <Chip size="small" color={STATE_COLOR[lead.state] ?? 'default'} label={t(`states.${lead.state}`, { _: lead.state })} />
          {caption(t('updated', { date: formatUpdated(lead.updated, lang) }))}
        </Stack>
      ),
    },
    { key: 'place', label: label('place'), render: (lead) => placeOf(lead, lang) },
    {
      key: 'target',
      label: label('target'),
      render: (lead) => (
        <>
          <Typography variant="body2">{target(lead) || t('noTarget')}</Typography>
          {caption(sentTo(lead) ? t('sentTo', { name: sentTo(lead) }) : t('notSent'))}
        </>
      ),
    },
    {
      key: 'patient',
      label: label('patient'),
      render: (lead) => (
        <>
          <Typography variant="body2">{lead.name}</Typography>
          {caption(
            [t(`genders.${lead.gender}`, { _: lead.gender }), lead.age === null ? '' : t('age', { smart_count: lead.age })]
              .filter(Boolean)
              .join(', '),
          )}
        </>
      ),
    },
    { key: 'phone', label: label('phone'), nowrap: true, render: (lead) => lead.phone },
    { key: 'email', label: label('email'), render: (lead) => lead.email },
    {
      key: 'diagnosis',
      label: label('diagnosis'),
      render: (lead) => (
        <Typography variant="body2" sx={{ maxWidth: 260 }}>
          {lead.diagnosis}
        </Typography>
      ),
    },
    { key: 'files', label: label('files'), render: (lead) => lead.files },
    { key: 'link', label: label('link'), render: (lead) => (lead.link ? t('link') : t('noLink')) },
    {
      key: 'oms',
      label: label('oms'),
      render: (lead) => (
        <Chip size="small" variant="outlined" color={lead.oms ? 'success' : 'default'} label={lead.oms ? t('oms') : t('paid')} />
      ),
    },
    { key: 'actions', label: label('actions'), actions: true, render: (lead) => <LeadActions lead={lead} /> },
  ];
}
